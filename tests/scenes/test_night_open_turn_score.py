"""A Night action turn played in the open (everyone looks on): the seat to move shows
'? pts' as every other seat does, even with nothing in her backpack yet; her '0 pt'
beside the others' '? pts' made the table wonder what it could see (newcomer I, s16).
Once she takes the laptop through her cover, her score is hers to see."""

from __future__ import annotations

from support.night_line import line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene


def test_her_empty_pack_reads_secret_in_the_open(app: App) -> None:
    s = line_state([("move", "skip")] + [("skip", "skip")] * 2, positions=(0, 2, 1), players=3)
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    scene.shown_seat, scene.holder = None, 1
    scene.update(1 / 60)
    assert scene.shown_seat == 0 and scene.holder != 0  # her turn, in the open
    pack = scene.state.backpacks[0]
    assert not any(t is not None and t >= 0 for t in pack)  # nothing to hide in it
    assert scene.backpacks.score_shown(0, pack) is None  # '? pts', as the others'
    scene.holder = 0  # she took the laptop through her cover: hers to see
    assert scene.backpacks.score_shown(0, pack) == 0
