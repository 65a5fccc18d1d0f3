"""The Dojo hint at a summoning while the person leads on land by less than the other
clan's next move may take, no draw past the deck in reach (s21 brief: it advised the
whole deck at 8 to 7 near the end): it keeps the cards a battle of theirs would ask, its
dice spread, and says why and to spread them (ninjas/dojo/ai_lead.py, reserve.py,
race_words.summon_why)."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.setup import Seat
from tests.dojo.test_ai_lead import SEED, leading

from .test_dojo_hint_plan import _searches
from .test_dojo_scene import key, table

WORDS = {
    "en": "Hint: summon with 11 cards. You lead on land 8 to 7, by less than their next move"
    " could take: 7 cards stay in your deck. Spread the dice: a stack within their reach of"
    " more than 7 ninjas would let their attack end the game.",
    "fr": "Conseil\u00a0: invoquez avec 11 cartes. Vous menez en terres, 8 à 7, de moins que"
    " leur prochain tour peut prendre\u00a0: 7 cartes restent dans votre pioche. Répartissez"
    " les dés\u00a0: une pile à leur portée de plus de 7 ninjas laisserait leur attaque finir"
    " la partie.",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_leading_by_one_the_hint_keeps_cards_and_says_why(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    given = _searches(monkeypatch)
    scene = table(app, [Seat("human"), Seat("human")], SEED, {})
    while scene.state.phase == "dojo":
        scene.play(str(scene.state.legal_actions()[0]))
    leading(state=scene.state)
    scene.shown_seat = scene.state.mover
    scene._refresh()
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert given and scene.hint is not None
    # fails before: 'summon 18', 'a big summoning brings the end closer while you lead';
    # then 'summon 9' (the stacks' growth counted as one), now 11 with the dice spread
    # (ninjas/dojo/reserve.py), and the words say to spread them (fail before)
    assert str(scene.hint) == "summon 11"
    assert scene.prompt_panel.hint_words() == WORDS[lang]
    app.draw()
    app.set_language("en")
