"""The summoning's hint says why its count, in the race's terms (issue 33, newcomer M,
s8: following every hint against hard lost the race 6-12, and 'the hint never says
spread out for land or draw fewer cards to make the game last'): ahead on land, a big
summoning brings the end closer; behind, cards stay in the deck so the game lasts; past
the deck, the game ends now, won on land."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo import DojoScene

from .test_dojo_newcomer_d import person_to
from .test_dojo_scene import key, table

WHY = {
    "en": {
        "ahead": "Hint: summon with 5 cards. You lead on land 1 to 0: a big summoning brings the"
        " end closer while you lead.",
        "keep": "Hint: summon with 2 cards. You trail on land 1 to 5: 10 cards stay in your deck"
        " so the game lasts; take land with your walks.",
        "ends": "Hint: summon with 5 cards. It draws past your deck: the game ends now, and you"
        " lead on land 1 to 0.",
    },
    "fr": {
        "ahead": "Conseil\u00a0: invoquez avec 5 cartes. Vous menez en terres, 1 à 0\u00a0: une"
        " grosse invocation rapproche la fin tant que vous menez.",
        "keep": "Conseil\u00a0: invoquez avec 2 cartes. Vous êtes en retard en terres, 1 à 5"
        "\u00a0: 10 cartes restent dans votre pioche pour que la partie dure\u00a0; prenez des"
        " terres en marchant.",
        "ends": "Conseil\u00a0: invoquez avec 5 cartes. Elle pioche au-delà de votre paquet"
        "\u00a0: la partie finit maintenant, et vous menez en terres, 1 à 0.",
    },
}


def hinted(app: App, lang: str, case: str, monkeypatch: pytest.MonkeyPatch) -> DojoScene:
    app.set_language(lang)
    scene = table(app, [Seat(name="Ada"), Seat("ai", "easy")], 77)
    person_to(scene, "summon")
    state = scene.state
    me = state.mover
    assert (state.land(me), state.land(1 - me), state.on_board(me)) == (1, 0, 5)
    count = 5
    if case == "keep":  # the other clan holds five hexes, twelve cards left
        free = [h for h, k in state.terrain.items() if k != "water" and h not in state.ninjas]
        for h in free[:5]:
            state.ninjas[h] = [0, 0]
            state.ninjas[h][1 - me] = 1
        state.decks[me] = state.decks[me][:12]
        count = 2
    elif case == "ends":
        state.decks[me] = state.decks[me][:4]
    action = next(a for a in scene.legal() if str(a) == f"summon {count}")
    monkeypatch.setattr(ai_turn, "think_hint_plan", lambda level, seed, state: Ready([action]))
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("case", ["ahead", "keep", "ends"])
def test_the_summonings_hint_says_why_its_count(
    app: App, lang: str, case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = hinted(app, lang, case, monkeypatch)
    # fails before: 'Hint: summon with 5 cards.' and no word of the race
    assert scene.prompt_panel.hint_words() == WHY[lang][case]
