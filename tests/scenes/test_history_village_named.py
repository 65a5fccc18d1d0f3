"""A Night game played on a village drawn at random is listed with that village's name
in the History, 'Village: Korimura (random)' / 'Village : Korimura (au hasard)', where
it said 'Village: Random' with no name (newcomer, s19). The name is the seed's
(ninjas.village_names): the same seed, which draws the same village, gives the same
name. A map keeps its own name; a record whose seed cannot be read says 'Random'."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from ninjas.arena import run_arena
from ninjas.core.history import Record, read_record, summary_of
from ninjas.core.history_folder import history_dir
from ninjas.core.jsonfile import read_json_file
from ninjas.village_names import drawn_village_name
from scenes.app import App
from scenes.history import HistoryScene
from scenes.history.rows import row_text

from .conftest import STEP, record_blits

pytestmark = pytest.mark.usefixtures("own_data_dir")


def night_record(folder: Path) -> Path:
    run_arena("night", ["random", "random"], 1, seed=77, options={"players": 2}, record=folder)
    (path,) = sorted(folder.glob("record-*.json"))
    return path


def test_a_random_village_is_named_in_its_row(app: App, tmp_path: Path) -> None:
    path = night_record(tmp_path)
    summary = summary_of(read_json_file(path), path)
    assert summary.options.get("village", "random") == "random" and summary.seed is not None
    name = drawn_village_name(summary.seed)
    assert name == drawn_village_name(summary.seed)  # the seed's, every time
    app.set_language("en")
    assert row_text(app, summary).game_more == f"Village: {name} (random)"  # fails before
    app.set_language("fr")
    assert row_text(app, summary).game_more == f"Village\u00a0: {name} (au hasard)"
    app.set_language("en")
    unknown = replace(summary, seed=None)  # its save did not open: no seed, no name
    assert row_text(app, unknown).game_more == "Village: Random"


def test_other_seeds_draw_other_names() -> None:
    names = {drawn_village_name(seed) for seed in range(200)}
    assert len(names) >= 190  # seldom one name for two villages
    assert all(name.isalpha() and name[0].isupper() and len(name) <= 12 for name in names)


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_the_history_list_shows_the_name(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    size: tuple[int, int],
    lang: str,
) -> None:
    record = read_record(night_record(tmp_path))
    folder = history_dir()
    folder.mkdir(parents=True, exist_ok=True)
    seed = 4242
    made = Record(record.summary, replace(record.save, seed=seed))
    (folder / "record-20261130-070000-0000.json").write_text(made.to_json())
    app = sized_app(size)
    app.set_language(lang)
    scene = HistoryScene(app)
    app.push(scene)
    for _ in range(200):
        scene.update(STEP)
        if scene.shown:
            break
    texts = record_blits(monkeypatch)
    app.draw()
    name = drawn_village_name(seed)
    lines = [string for string, _ in texts if name in string]
    assert lines, [string for string, _ in texts]  # fails before: 'Village: Random'
    assert all("…" not in line for line in lines)
    assert all(rect.right <= size[0] for string, rect in texts if name in string)
    if size == (1920, 1080):  # room for the word that says it was drawn
        assert f"{name} (random)" in lines
    app.set_language("en")
