"""Issue 33, newcomer H: the Records had 'lots of empty space' at 1920x1080 and 1280x720.
With one person and a game or two, the people's column stood empty from the name down
to Rename, and 'Wins per game' held a bar or two at the top of its box. Now the column
shows the chosen person's latest games under the names (newest first: the game, how it
went, the day), and every game of the collection has its row in 'Wins per game', one
not played yet saying so. With names enough to fill the column, they keep it."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from ninjas.arena import run_arena
from ninjas.core.history import read_record, record_of_save
from ninjas.core.history_folder import list_records, write_record
from ninjas.games import ALL_GAMES
from scenes.records import RecordsScene

from .conftest import Driver
from .legibility import record_sized_texts, too_small

pytestmark = pytest.mark.usefixtures("own_data_dir")


def history(tmp_path: Path, seatings: list[list[str | None]]) -> Path:
    """Taisen games of the arena's, one a day, seated as `seatings` says (None: the
    computer)."""
    arena, folder = tmp_path / "arena", tmp_path / "history"
    run_arena("taisen", ["easy", "random"], len(seatings), seed=3, record=arena)
    records = list(reversed(list_records(arena).records))
    for day, (summary, names) in enumerate(zip(records, seatings, strict=True), start=1):
        save = read_record(summary.path).save  # type: ignore[arg-type]
        save.seats = [{"kind": "human"} if n else {"kind": "ai", "level": "hard"} for n in names]
        when = datetime.datetime(2026, 11, day, 20, tzinfo=datetime.UTC)
        record = record_of_save(save, names, when)
        assert record is not None
        write_record(record, folder)
    return folder


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_person_s_records_fill_the_screen(
    sized_app, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size, lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    app.apply_scale()
    folder = history(tmp_path, [["Kai", None], [None, "Kai"]])
    scene = RecordsScene(app, folder)
    app.push(scene)
    drawn = record_sized_texts(monkeypatch)
    Driver(app).step()
    texts = [s for s, _, _ in drawn]
    tr = app.tr
    # every game has its row; the three not played say so
    assert all(tr(f"game.{game}.name") in texts for game in ALL_GAMES)
    assert texts.count(tr("records.not_played")) == len(ALL_GAMES) - 1
    # the latest games under the name, in the column down to Rename
    box = scene.recent_rect
    assert box is not None
    assert box.top > scene.people.buttons[0].rect.bottom
    assert box.bottom < scene.rename_button.rect.top
    assert box.height > (scene.rename_button.rect.top - scene.people.buttons[0].rect.bottom) // 2
    assert tr("records.recent") in texts
    dates = ("2026-11-02", "2026-11-01", "02/11/2026", "01/11/2026")
    days = [k for k, d in enumerate(texts) if d.split(",")[0] in dates]  # and the time
    assert [texts[k].split(",")[0] for k in days] in (list(dates[:2]), list(dates[2:]))
    results = {tr(f"records.recent.{o}") for o in ("won", "lost", "drawn", "given_up")}
    for k in days:  # each game's result, then its name, then its day
        assert texts[k - 2] in results and texts[k - 1] == tr("game.taisen.name")
    assert not too_small(drawn, tr("hint.records"))


def test_names_enough_to_fill_the_column_keep_it(
    sized_app, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app((1280, 720))
    app.apply_scale()
    people = [f"P{n}" for n in range(12)]
    folder = history(tmp_path, [[a, b] for a, b in zip(people[::2], people[1::2], strict=True)])
    scene = RecordsScene(app, folder)
    app.push(scene)
    Driver(app).step()
    assert scene.recent_rect is None
    shown = [b for b in scene.people.buttons if b.shown]
    assert len(shown) == scene.people.rows and scene.people.below > 0
