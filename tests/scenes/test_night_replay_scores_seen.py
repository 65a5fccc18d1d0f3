"""Newcomer D, s10 (nc-94/144.png): in a Night replay's view of everything, where every
token is face up, the backpacks' scores still read '?' for every seat. They now say each
seat's points there; a seat's own view still keeps the others' face-down sums secret."""

from __future__ import annotations

from pathlib import Path

from scenes.app import App
from scenes.replay import open_replay
from scenes.replay.scene import ReplayScene

from .replay_records import make_record


def test_the_view_of_everything_tells_every_seats_points(app: App, tmp_path: Path) -> None:
    path = make_record("night", tmp_path)
    replay = open_replay(app, path)
    assert isinstance(replay, ReplayScene)
    app.push(replay)
    # a moment with points in a backpack, before the end, tokens face down (3+ players)
    for at in range(replay.total // 2, replay.total):
        replay.index = at
        state = replay.table.state
        if (
            not state.face_up
            and not state.is_terminal
            and any(t is not None and t >= 0 for pack in state.backpacks for t in pack)
        ):
            break
    else:
        raise AssertionError("no moment with a token in a backpack")
    replay.set_view(None)
    table = replay.table
    packs = table.session.state.backpacks
    shown = [table.backpacks.score_shown(seat, list(pack)) for seat, pack in enumerate(packs)]
    assert None not in shown, shown  # fails before: None ('?') for every seat
    replay.set_view(0)
    table = replay.table
    secret = [table.backpacks.score_shown(seat, list(p)) for seat, p in enumerate(packs)]
    assert secret[0] is not None and all(s is None for s in secret[1:]), secret
