"""The hold on the computer's last move before a person's cover says what it did: 'Sora
placed a pawn on the Imperial Court. Akane is next...', not 'Sora has played.' after
pawns placed (newcomer F, s15, m304: 'Midori played' read as a turn of cards). A Decoy
peeked at says so too; any other move keeps the cue's own words. EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.tableflow import hold_cue

from .test_shinobi_newcomer_fixes import missions_placing

SAID = {
    ("en", "pawns court 1"): "Akane placed a pawn on the Imperial Court. Sora is next: "
    "Space, Enter or a click to go on.",
    ("en", "pawns showdown 2"): "Akane placed pawns on the Final Showdown. Sora is next: "
    "Space, Enter or a click to go on.",
    ("fr", "pawns missions 1"): "Akane a placé un pion sur Missions. Au tour de Sora\u00a0: "
    "Espace, Entrée ou un clic pour continuer.",
}


@pytest.mark.parametrize(("lang", "action"), list(SAID))
def test_the_hold_says_where_the_computer_placed(app: App, lang: str, action: str) -> None:
    app.set_language(lang)
    scene = missions_placing(app, [Seat("ai", "easy"), Seat("human")], missions=0)
    assert scene.seat_name(0) == "Akane" and scene.seat_name(1) == "Sora"
    scene.session.apply(scene.state.parse_action(action))
    scene.computer.played = (0, len(scene.session.actions))
    assert scene.state.current_player == 1
    assert hold_cue.words(scene) == SAID[lang, action]  # fails before: 'Akane has played.'
