"""Issue 33, newcomer P: the Records' "Merge into…" was greyed with nothing to say why
('Records 9: say why "Fusionner avec…" is greyed'). A dim line under it says so while
the history holds one person; with two, the button works and no line shows."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

import pytest

from ninjas.arena import run_arena
from ninjas.core.history import read_record, record_of_save
from ninjas.core.history_folder import list_records, write_record
from scenes import theme
from scenes.app import App
from scenes.records import RecordsScene

from .conftest import record_blits

pytestmark = pytest.mark.usefixtures("own_data_dir")


def history(tmp_path: Path, seatings: list[list[str | None]]) -> Path:
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


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_a_greyed_merge_says_why_under_it(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = RecordsScene(app, history(tmp_path, [["Ann", None], [None, "Ann"]]))
    app.push(scene)
    texts = record_blits(monkeypatch)
    app.draw()
    assert not scene.merge_button.enabled
    why = " ".join(string for string, _ in texts if string in scene.why_lines)
    assert why == app.tr("records.merge.why_not")  # every word, in its lines
    merge, back = scene.merge_button.rect, scene.back_button.rect
    for string, rect in texts:
        if string in scene.why_lines:
            assert merge.bottom <= rect.top and rect.bottom <= back.top, string  # between
            assert merge.left <= rect.left and rect.right <= merge.right, string
    assert scene.rename_button.rect.bottom <= merge.top
    assert back.bottom <= scene.panel.bottom


def test_merge_usable_says_nothing_more(
    app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    scene = RecordsScene(app, history(tmp_path, [["Ann", "Bob"]]))
    app.push(scene)
    texts = record_blits(monkeypatch)
    app.draw()
    assert scene.merge_button.enabled and scene.why_lines == []
    words = app.tr("records.merge.why_not").split()
    assert not any(words[0] in string and words[1] in string for string, _ in texts)
    assert scene.back_button.rect.top - scene.merge_button.rect.bottom == theme.px(6)


def test_an_empty_history_says_only_how_records_come(
    app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Newcomer C, s10 (nc-93/108.png): two games with unnamed people, and the page
    said 'No records yet...' beside 'Only one person in the history: no one to merge
    into.' With nobody in the history, the merge's line says nothing."""
    scene = RecordsScene(app, history(tmp_path, [[None, None]]))
    app.push(scene)
    texts = record_blits(monkeypatch)
    app.draw()
    assert not scene.merge_button.enabled and scene.why_lines == []  # fails before
    words = app.tr("records.merge.why_not").split()
    assert not any(words[0] in string and words[1] in string for string, _ in texts)
