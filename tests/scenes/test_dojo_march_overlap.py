"""Dojo: a computer's long turn kept within issue 33's 4 s (§1), what moved and where still
shown. The bench's seed 4 (python -m scenes.bench_turns --game dojo --at-once --games 4)
walked ten steps, fought a battle and set 22 dice for its summoning in 6.15 s: each
march waited for the last to land, and the dice were set one a frame. Now another
ninja's march sets off when the last step is half walked (march_overlap.py): both are
seen walking, each from its hex to the next, never one ninja walking on before it stands;
and the dice are set a few a frame (dice_burst.py), each still on its hex. Simulated
frames, the computers answering at once, never wall time."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from scenes.app import App
from scenes.bench_turns import play_table
from scenes.dojo import DojoScene, dice_burst
from scenes.dojo.march_overlap import HALF

from .undrawn import undrawn


def test_the_next_march_sets_off_half_way_and_the_dice_come_a_few_a_frame(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    overlaps: list[tuple[float, bool]] = []  # (the last walk's share walked, the same ninja)
    dice_frames: dict[float, int] = {}  # the table's time: the computer's dice told then
    announce = DojoScene._announce

    def noting(table: DojoScene, event: Event) -> None:
        if table.session.ai_to_move and event.kind == "stepped":
            src = (event.data["src"][0], event.data["src"][1])
            for walk in (e for e in table.stage.effects if e.kind == "walk" and not e.done):
                overlaps.append((walk.age / walk.duration, walk.end == src))
        if table.session.ai_to_move and event.kind == "die_assigned":
            dice_frames[table.time] = dice_frames.get(table.time, 0) + 1
        announce(table, event)

    monkeypatch.setattr(DojoScene, "_announce", noting)
    figures = play_table("dojo", {"board": "random"}, "hard", 4, app=undrawn(app), at_once=True)
    assert max(turn.total for turn in figures.turns) <= 4.0  # 6.15 s before
    assert overlaps, "no computer's march set off while another walked"
    assert min(share for share, _ in overlaps) >= HALF - 1e-6  # half walked at the least
    assert not any(same for _, same in overlaps)  # a ninja walks on once it stands
    assert max(dice_frames.values()) == dice_burst.DICE_A_FRAME
