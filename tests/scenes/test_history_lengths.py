"""The History without stalls (issue 34's leftovers): a Night or Dojo row's length, as
its table counts it, comes from the record's own figures; an old record's (kept before
the figures) is replayed away from the frames, the row saying "…" until it is known,
and kept; an old record that does not replay shows its stored length. And the Players
column of computers of mixed levels reads whole at 1280x720 ("Ann, 3 computers" over
"Hard, Normal, Easy"), in English and French."""

from __future__ import annotations

import datetime
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from ninjas.arena import run_arena
from ninjas.core import figures_kept, history
from ninjas.core.history import Record, read_record, replay_record
from ninjas.core.history_folder import write_record
from ninjas.core.i18n import Translator
from ninjas.core.record_figures import table_turns
from ninjas.core.saves import SaveGame
from ninjas.core.session import GameSession, Seat
from scenes.app import STEP, App
from scenes.history import HistoryScene
from scenes.history.rows import PENDING, row_text
from tools.history_sample import write_old

from .legibility import record_sized_texts, too_small

WHEN = datetime.datetime(2026, 11, 20, 9, tzinfo=datetime.UTC)


def arena_records(folder: Path) -> list[Record]:
    """A Night game of three and a Dojo game, as the arena recorded them."""
    run_arena("night", ["random"] * 3, 1, seed=1, options={"players": 3}, record=folder / "n")
    run_arena("dojo", ["random", "random"], 1, seed=1, record=folder / "d")
    return [read_record(path) for path in sorted(folder.glob("*/record-*.json"))]


def dated(record: Record, hours: int) -> Record:
    when = WHEN + datetime.timedelta(hours=hours)
    return Record(replace(record.summary, date=history.stamp(when)), record.save)


def lengths_of(app: App, scene: HistoryScene) -> dict[str, str]:
    return {s.game: row_text(app, s, scene.rename, scene.length_of).length for s in scene.shown}


def test_old_records_lengths_are_worked_out_away_from_the_frames_and_kept(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    records = arena_records(tmp_path / "arena")
    expected = {
        r.summary.game: table_turns(r.summary.game, replay_record(r).state, r.summary.turns)
        for r in records
    }
    folder = tmp_path / "history"
    for hours, record in enumerate(records):
        write_old(dated(record, hours), folder)  # kept before the records held figures
    figures_kept.forget()
    go = threading.Event()
    real = figures_kept.figures_at
    threads: list[threading.Thread] = []

    def held(path: Path, run: object = None) -> object:
        threads.append(threading.current_thread())
        assert go.wait(30)  # the replay waits for the test's word, never a clock
        return real(path, run)  # type: ignore[arg-type]

    monkeypatch.setattr(figures_kept, "figures_at", held)
    scene = HistoryScene(app, folder, wait=False)
    app.push(scene)
    scene.reader.join()
    scene.update(STEP)
    app.draw()  # the frame is drawn without the lengths: it did not wait for them
    assert lengths_of(app, scene) == {"night": PENDING, "dojo": PENDING}
    assert scene.list.pending == 2 and scene.animating
    go.set()
    assert scene.lengths is not None
    scene.lengths.wait()
    scene.update(STEP)
    app.draw()
    assert lengths_of(app, scene) == {
        "night": f"{expected['night']} rounds",
        "dojo": f"{expected['dojo']} turns",
    }
    assert scene.list.pending == 0 and not scene.animating
    assert threads and threading.main_thread() not in threads
    assert (folder / figures_kept.FIGURES_FILE).is_file()  # kept for the next time
    app.pop()


def test_records_written_now_list_whole_without_a_replay(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    records = arena_records(tmp_path / "arena")
    folder = tmp_path / "history"
    for hours, record in enumerate(records):
        write_record(dated(record, hours), folder)

    def no_replay(*args: object) -> None:
        raise AssertionError("a record was replayed to list it")

    monkeypatch.setattr(history, "walk", no_replay)
    monkeypatch.setattr(figures_kept, "figures_of_save", no_replay)
    figures_kept.forget()
    scene = HistoryScene(app, folder, wait=False)
    app.push(scene)
    scene.reader.join()
    scene.update(STEP)
    app.draw()
    lengths = lengths_of(app, scene)
    assert PENDING not in lengths.values() and lengths["night"].endswith("rounds")
    assert scene.list.pending == 0 and not scene.animating


def test_an_old_record_that_does_not_replay_shows_its_stored_length(
    app: App, tmp_path: Path
) -> None:
    (record,) = [r for r in arena_records(tmp_path / "arena") if r.summary.game == "dojo"]
    save = record.save
    wrong = SaveGame(save.game, save.seed, save.options, save.actions, save.seats, "0" * 64)
    folder = tmp_path / "history"
    write_old(Record(record.summary, wrong), folder)  # its fields are sound and sealed
    figures_kept.forget()
    scene = HistoryScene(app, folder)  # headless: waits for the first page's lengths
    app.push(scene)
    app.draw()
    assert lengths_of(app, scene) == {"dojo": f"{record.summary.turns} turns"}
    assert scene.list.pending == 0 and not scene.animating


@pytest.mark.parametrize(
    ("lang", "levels", "lines"),
    (
        ("en", ("hard", "normal", "easy"), ["Ann, Sora (Hard),", "Midori (Normal), Kiku (Easy)"]),
        (
            "fr",
            ("hard", "normal", "easy"),
            ["Ann, Sora (Difficile),", "Midori (Normal), Kiku (Facile)"],
        ),
        (
            "en",
            ("hard",) * 3,
            ["Dimitri-Alexandre, Sora (Hard),", "Midori (Hard), Kiku (Hard)"],
        ),
        (
            "fr",  # more than two lines: the person, then each level with its computers
            ("hard",) * 3,
            ["Dimitri-Alexandre", "Sora, Midori, Kiku\u00a0: Difficile"],
        ),
    ),
)
def test_computers_of_mixed_levels_read_whole_at_1280x720(
    sized_app,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    levels: tuple[str, ...],
    lines: list[str],
) -> None:  # type: ignore[no-untyped-def]
    """Each computer by its seat's name with its level, the list wrapped whole (issue
    33, newcomer I: 'Ordinateur (Difficile)' beside a result saying 'Midori 0')."""
    run_arena("shinobi", ["random"] * 4, 1, seed=1, options={"players": 4}, record=tmp_path / "a")
    (path,) = sorted((tmp_path / "a").glob("record-*.json"))
    record = read_record(path)
    seats = [{"kind": "human"}] + [{"kind": "ai", "level": lv} for lv in levels]
    mixed = Record(
        replace(record.summary, seats=seats, names=[lines[0].split(",")[0], None, None, None]),
        replace(record.save, seats=seats),
    )
    folder = tmp_path / "history"
    write_record(mixed, folder)
    app = sized_app((1280, 720))
    app.tr = Translator(lang)
    scene = HistoryScene(app, folder)
    app.push(scene)
    drawn = record_sized_texts(monkeypatch)
    app.draw()
    strings = {string for string, _, _ in drawn}
    assert all(line in strings for line in lines), " | ".join(
        sorted(strings)
    )  # whole: not cut with "…"
    assert not too_small(drawn, app.tr("history.hint"))


@pytest.mark.parametrize(("lang", "computer"), (("en", "Wolf (Hard)"), ("fr", "Loup (Difficile)")))
def test_a_long_name_and_a_computer_read_whole_at_1280x720(
    sized_app, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, computer: str
) -> None:  # type: ignore[no-untyped-def]
    """'Dimitri-Alexandre, Computer (…' was cut: the people wrap after a comma (with the
    computer named by its seat, 'Dimitri-Alexandre, Wolf (Hard)' takes one line in English)."""
    run_arena("taisen", ["random"] * 2, 1, seed=1, record=tmp_path / "a")
    (path,) = sorted((tmp_path / "a").glob("record-*.json"))
    record = read_record(path)
    seats = [{"kind": "human"}, {"kind": "ai", "level": "hard"}]
    long = Record(
        replace(record.summary, seats=seats, names=["Dimitri-Alexandre", None]),
        replace(record.save, seats=seats),
    )
    folder = tmp_path / "history"
    write_record(long, folder)
    app = sized_app((1280, 720))
    app.tr = Translator(lang)
    scene = HistoryScene(app, folder)
    app.push(scene)
    drawn = record_sized_texts(monkeypatch)
    app.draw()
    strings = {string for string, _, _ in drawn}
    whole = f"Dimitri-Alexandre, {computer}" in strings  # one line, or wrapped whole
    assert whole or {"Dimitri-Alexandre,", computer} <= strings
    assert not too_small(drawn, app.tr("history.hint"))


def test_leaving_the_history_never_waits_for_a_replay_and_keeps_it(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    records = arena_records(tmp_path / "arena")
    folder = tmp_path / "history"
    for hours, record in enumerate(records):
        write_old(dated(record, hours), folder)
    figures_kept.forget()
    go = threading.Event()
    real = figures_kept.figures_at

    def held(path: Path, run: object = None) -> object:
        assert go.wait(30)
        return real(path, run)  # type: ignore[arg-type]

    monkeypatch.setattr(figures_kept, "figures_at", held)
    scene = HistoryScene(app, folder, wait=False)
    app.push(scene)
    scene.reader.join()
    scene.update(STEP)
    reader = scene.lengths
    assert reader is not None and reader.busy

    def waited(*args: object) -> None:
        raise AssertionError("the frame waited for a replay")

    monkeypatch.setattr(reader, "wait", waited)
    app.pop()  # Esc: back to the title at once, the replay under way going on
    go.set()
    assert reader._thread is not None
    reader._thread.join(30)
    assert not reader.busy and reader.read == 1  # the one under way, not the others
    assert (folder / figures_kept.FIGURES_FILE).is_file()  # and it was kept


def test_a_game_given_up_says_so_while_its_length_is_to_come(app: App) -> None:
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai", "easy")], seed=3, options={"board": "island"}, autosave=False
    )
    while len(session.actions) < 40:
        session.apply(session.state.legal_actions()[0])
    record = history.record_of(session, when=WHEN)
    assert record is not None and not record.summary.over
    old = replace(record.summary, figures=None, path=Path("old.json"))
    text = row_text(app, old, length=lambda summary: None)
    assert (text.result, text.length, text.known) == (
        app.tr("history.given_up.pending"),
        PENDING,
        False,
    )
    figures = record.summary.figures
    assert figures is not None
    text = row_text(app, old, length=lambda summary: figures.turns)
    assert text.result == app.tr.plural("history.given_up", figures.turns) and text.known
