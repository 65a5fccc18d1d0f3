"""The '3 clans: a 4th ends the round' warning is gone once the round is over (issue 33,
newcomer V, s9 g65-g70: it stayed on Sora's panel through the pawns placed after round
2, when no clan could end anything)."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from tests.shinobi.test_rules import CARP, CROW, DRAGON, FOX, RAT, TOAD, arrange

from .conftest import record_texts
from .test_shinobi_pawn_pill_room import placing
from .test_shinobi_table_layout import akane_places

CLANS = {
    0: {"Carp": CARP[:2], "Crow": CROW[:2], "Fox": FOX[:2]},
    1: {"Rat": RAT[:2], "Toad": TOAD[:2], "Dragon": DRAGON[:2]},
}


def test_no_seat_is_warned_of_a_4th_clan_once_the_round_is_over(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    warning = app.tr("shinobi.one_clan_from_end", clans=3)
    texts = record_texts(monkeypatch)
    scene = akane_places(app, players=3)
    arrange(scene.state, clans=CLANS)
    scene._refresh()
    scene.draw(pygame.Surface((1280, 720)))
    assert texts.count(warning) == 2  # in the round: Akane and Sora each hold 3
    app.pop()
    scene = placing(app, 3)  # Grand Master, the round scored, its pawns being placed
    arrange(scene.state, clans=CLANS)
    scene._refresh()
    texts.clear()
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.state.phase == "pawns"
    assert warning not in texts  # before: on both panels
