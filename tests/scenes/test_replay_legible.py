"""Issue 33: no text a player reads under 11 px cap height at 1280x720. The replay drew
the table at the window's size and scaled it into its room beside the controls: 81% at
1280x720, the table's smallest words 9.2 px (python -m tools.cap_heights --only
shinobi_replay, which measures the table at the size it reaches the window). Where the
controls would shrink the words so, the replay opens on the full table (F brings the
controls); at 1920x1080 the table beside them keeps its words 14 px tall."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenes.replay import open_replay
from scenes.replay.controls import keeps_table_legible
from scenes.replay.scene import ReplayScene
from tools.cap_heights import measure, small

from .replay_records import make_record


def test_the_controls_keep_the_table_legible_only_on_a_large_window() -> None:
    assert not keeps_table_legible((1280, 720))
    assert keeps_table_legible((1920, 1080))
    assert keeps_table_legible((2560, 1600))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_replay_opens_on_the_full_table_where_the_controls_would_shrink_it(
    sized_app, tmp_path: Path, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    scene = open_replay(app, make_record("dojo", tmp_path / "records"), at=10)
    assert isinstance(scene, ReplayScene)
    assert scene.full == (size == (1280, 720))


def test_at_1280x720_every_word_of_the_replay_stands_11_px_and_beside_the_controls_not(
    tmp_path: Path,
) -> None:
    path = make_record("shinobi", tmp_path / "records")

    def replay(app, controls: bool = False) -> None:  # type: ignore[no-untyped-def]
        scene = open_replay(app, path, at=20)
        app.push(scene)
        if controls and scene.full:
            scene.toggle_full()

    assert small(measure(replay, "en", frames=10)) == []
    shrunk = small(measure(lambda app: replay(app, controls=True), "en", frames=10))
    assert shrunk and min(d.cap for d in shrunk) < 10  # the measure sees the scaling
