"""A Dojo replay says one turn: its top bar, its strip and its prompt name the turn of the
action shown (issue 33, newcomer Z, s21, FR 1920x1080, 59d: at Blue's last die of its
first turn the top bar said 'Clan bleu, tour 1', the strip 'Tour 2 sur 5' and the prompt
'Clan bleu a joué ; à Clan orange de jouer', three answers to 'where are we'). Now 'Clan
bleu, tour 1', 'Tour 1 sur 5' and 'fin du tour 1 de Clan bleu ; Clan orange joue
ensuite.' Her game, kept (tests/support/recorded/dojo_hint_deckout_z.json); EN and FR."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ninjas.core.history import record_of
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.replay import open_replay

from .conftest import record_blits

RECORD = Path(__file__).resolve().parents[1] / "support" / "recorded" / "dojo_hint_deckout_z.json"


def z_replay(app: App, at: int):  # type: ignore[no-untyped-def]
    kept = json.loads(RECORD.read_text(encoding="utf-8"))
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai", "hard")], kept["seed"], kept["options"], autosave=False
    )
    for action in kept["actions"]:
        session.apply(action)
    record = record_of(session)
    assert record is not None
    scene = open_replay(app, record, at=at)
    app.push(scene)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_at_the_last_die_of_a_turn_the_replay_says_that_turn_once(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = z_replay(app, 33)
    tr = app.tr
    table = scene.table
    state = table.state
    blue, orange = table.seat_name(1), table.seat_name(0)
    assert state.mover == 0 and state.turns == [1, 1]  # Orange's turn 2 is next
    drawn = record_blits(monkeypatch)
    app.draw()
    texts = [text for text, _ in drawn]
    assert tr("dojo.top.turn", name=blue, turn=1) in texts  # (so it was)
    # fails before: 'Turn 2 of 5'
    assert tr("replay.turn", turn=1, total=5) in scene.strip.status_text()
    said = tr("replay.prompt.turn_over", mover=blue, turn=1, seat=orange)
    assert table.prompt_panel.text() == said  # before: 'Blue clan played; Orange clan to play.'
    assert tr("dojo.top.turn", name=orange, turn=2) not in texts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_inside_a_turn_every_place_names_the_turn_under_way(app: App, lang: str) -> None:
    """Orange's turn 2, its third step shown: 'Orange clan, turn 2', 'Turn 2 of 5'."""
    app.set_language(lang)
    scene = z_replay(app, 37)
    tr = app.tr
    table = scene.table
    assert table.hud.told_turn() == (0, 2)
    assert tr("replay.turn", turn=2, total=5) in scene.strip.status_text()
    assert table.prompt_panel.text() == tr("replay.prompt.turn", seat=table.seat_name(0))
