"""What a big stack beside an enemy costs, said where it is made and where it is paid
(newcomer C, s22, FR 1280x720, g41-g47): she set 16 dice as the hint set them, a forest
of 14 beside a blue ninja; one shuriken drew 14 of her 19 cards, and nothing said a
stack costs a card per ninja when attacked, nor that the cards not played come back.
The hint's die on a stack of a third of the deck or more says both (place_why.die_why,
BIG); a throw's tray says the cards not played go back."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.events import Event
from scenes.app import App

from .test_dojo_hint_plan import _searches
from .test_dojo_hint_pull_back import c_table
from .test_dojo_scene import key

COST = {
    "en": "An enemy stands next to it: one more ninja helps hold it, and an attack there draws"
    " a card per ninja from your 19 (those not played come back).",
    "fr": "Un ennemi est juste à côté\u00a0: un ninja de plus aide à la tenir, et une attaque y"
    " pioche une carte par ninja parmi vos 19 (les non jouées reviennent).",
}
BACK = {"en": "the cards not played go back to it", "fr": "les cartes non jouées y retournent"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hinted_die_on_a_big_stack_beside_them_says_its_cost(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    _searches(monkeypatch)
    scene = c_table(app, 82)  # her 16 cards drawn: the dice to set
    assert scene.state.phase == "assign"
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    hint = scene.hint
    assert hint is not None and hint.kind == "die"
    words = scene.prompt_panel.hint_words()
    assert COST[lang] in words, words  # fails before: '... helps hold it.' alone
    app.draw()
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_throws_tray_says_the_cards_not_played_come_back(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = c_table(app, 98)
    scene.animate = True
    battle = {"seat": 1, "hex": [1, -1], "source": [2, -2], "attackers": 1}
    scene.stage.stage(Event("battle", {**battle, "defenders": 14, "deck": 19}))
    tray = scene.stage.tray
    assert tray is not None
    title = scene.tray_view.title(tray)
    assert BACK[lang] in title, title  # fails before: the draw said, not the return
    app.set_language("en")
