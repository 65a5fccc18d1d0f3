"""Grand Master: a pawn on the Imperial Court draws a Court card, and the person who
drew it sees which, with its words, before the laptop passes on (newcomer G, s10,
nc-97/187: Leo put a pawn on the Court, the screen went straight to Gwen's cover, and
he saw his 'Decree' only at his next turn). For them only: a computer's or a phone's
draw shows nothing here. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.shinobi.rules import ShinobiAction
from scenes.app import App
from scenes.shinobi.covers import COURT_REVEAL

from .conftest import Driver, record_texts
from .test_shinobi_newcomer_fixes import missions_placing

COURT = ShinobiAction("pawns", ("court", "1"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_court_card_drawn_is_shown_to_its_drawer_before_the_table_moves_on(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = missions_placing(app, [Seat("human"), Seat("human")])
    state = scene.state
    assert COURT in scene.legal()
    scene.play(COURT)
    card = state.court_new[0][-1]
    assert scene.reveal == (0, COURT_REVEAL, card)  # fails before: None
    assert scene.covered and scene.shown_seat == 0  # the table stays theirs, covered
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    tr = app.tr
    said = " ".join(texts)
    assert tr("shinobi.reveal.court_title", card=tr(f"shinobi.court.{card}")) in texts
    first = str(tr(f"shinobi.court_text.{card}")).split()[0]
    assert first in said
    ui.key(pygame.K_RETURN)  # gone on: the hand-off to the next person may come
    assert scene.reveal is None


def test_a_computer_s_court_card_shows_nothing(app: App, ui: Driver) -> None:
    scene = missions_placing(app, [Seat("human"), Seat("ai", "easy")])
    state = scene.state
    state.place_order = [1, 0]
    scene._refresh()
    scene.play(COURT)  # played for the computer, as its worker would
    assert state.court_new[1] and scene.reveal is None
