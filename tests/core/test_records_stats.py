"""Issue 34, section 4: the couch's records add up. Figures per person on hand-made
summaries (played = won + lost + drawn + given up, pairwise results symmetric, a game of
four read from its finishing order, streaks by date, results against each computer
level); renames and merges keep a person's history and survive a damaged names file;
Night's throw errors read from real records (the arena's) as the results screen counts
them."""

from __future__ import annotations

import datetime
import json
import random
from pathlib import Path
from typing import Any

import pytest

from ninjas.arena import run_arena
from ninjas.core import figures_kept
from ninjas.core.history import Summary, read_record, record_of_save
from ninjas.core.history_folder import list_records, write_record
from ninjas.core.names_file import (
    Aliases,
    NameRefused,
    joined,
    merge,
    names_path,
    read_aliases,
    rename,
)
from ninjas.core.records_stats import (
    people,
    person_names,
    person_records,
    read_book,
)
from ninjas.core.saves import start_state
from tools.history_sample import write_old

pytestmark = pytest.mark.usefixtures("own_data_dir")

HUMAN = {"kind": "human"}


def ai(level: str) -> dict[str, Any]:
    return {"kind": "ai", "level": level}


def game(
    day: int,
    names: list[str | None],
    winners: list[int] | None,
    scores: list[int | None] | None = None,
    name: str = "shinobi",
    seats: list[dict[str, Any]] | None = None,
) -> Summary:
    """A summary of a game on day `day`; `winners` None: given up."""
    seats = seats or [HUMAN if n is not None else ai("normal") for n in names]
    over = winners is not None
    if scores is None:
        scores = [None] * len(names) if name == "taisen" else [0] * len(names)
    return Summary(
        game=name,
        options={},
        seats=seats,
        names=names,
        date=f"2026-11-{day:02d}T10:00:00Z",
        over=over,
        winners=list(winners or []),
        scores=list(scores) if over else [],
        actions=20,
        turns=10,
    )


def season() -> list[Summary]:
    games = [
        game(1, ["Ann", "Bob"], [0], name="taisen"),
        game(2, ["Ann", "Bob"], [1], name="taisen"),
        game(3, ["Ann", "Bob"], [], name="taisen"),  # a draw
        game(4, ["Ann", "Bob", "Cy", "Di"], [1], [10, 22, 15, 3]),
        game(5, ["Ann", "Bob", None], None),  # given up
        game(6, ["Cy", "Ann", "Di"], [0, 1], [12, 12, 4]),  # a shared win
        game(
            7,
            ["Ann", None, None],
            [0],
            [9, 2, 5],
            name="night",
            seats=[HUMAN, ai("hard"), ai("easy")],
        ),
        game(8, ["Bob", "Di", None], [2], [3, 3, 8], name="dojo", seats=[HUMAN, HUMAN, ai("hard")]),
    ]
    random.Random(3).shuffle(games)  # the order read never matters: dates do
    return games


def test_each_persons_games_add_up():
    games = season()
    for name in people(games):
        figures = person_records(name, games, night_errors=False)
        tally = figures.overall
        assert tally.won + tally.lost + tally.drawn + tally.given_up == tally.played
        assert tally.played == sum(1 for g in games if name in g.names)
        assert sum(t.played for t in figures.games.values()) == tally.played
        assert sum(t.won for t in figures.games.values()) == tally.won
    ann = person_records("Ann", games, night_errors=False)
    assert (ann.overall.played, ann.overall.won, ann.overall.lost) == (7, 3, 2)
    assert (ann.overall.drawn, ann.overall.given_up) == (1, 1)
    assert ann.games["taisen"].won == 1 and ann.games["taisen"].drawn == 1
    assert ann.games["shinobi"].given_up == 1 and ann.games["shinobi"].won == 1


def test_head_to_head_is_pairwise_and_symmetric():
    games = season()
    names = people(games)
    assert sorted(names) == ["Ann", "Bob", "Cy", "Di"]
    figures = {name: person_records(name, games, night_errors=False) for name in names}
    for a in names:
        for b, mine in figures[a].versus.items():
            theirs = figures[b].versus[a]
            assert (mine.won, mine.lost, mine.drawn) == (theirs.lost, theirs.won, theirs.drawn)
            assert (mine.played, mine.given_up) == (theirs.played, theirs.given_up)
            assert mine.won + mine.lost + mine.drawn + mine.given_up == mine.played


def test_a_game_of_four_is_read_from_its_finishing_order():
    four = [game(4, ["Ann", "Bob", "Cy", "Di"], [1], [10, 22, 15, 3])]
    cy = person_records("Cy", four, night_errors=False)
    # Bob won; Cy (15) finished ahead of Ann (10) and Di (3)
    assert {name: (t.won, t.lost) for name, t in cy.versus.items()} == {
        "Ann": (1, 0),
        "Bob": (0, 1),
        "Di": (1, 0),
    }
    assert cy.overall.lost == 1 and cy.overall.won == 0
    # a winner with fewer points than a loser is still ahead of them
    odd = [game(4, ["Ann", "Bob"], [0], [5, 9])]
    assert person_records("Ann", odd, night_errors=False).versus["Bob"].won == 1


def test_taisen_winner_beats_the_loser_and_a_draw_is_a_draw():
    games = [
        game(1, ["Ann", "Bob"], [0], name="taisen"),
        game(2, ["Ann", "Bob"], [], name="taisen"),
    ]
    bob = person_records("Bob", games, night_errors=False)
    assert (bob.versus["Ann"].lost, bob.versus["Ann"].drawn, bob.versus["Ann"].won) == (1, 1, 0)
    assert bob.overall.drawn == 1


def test_results_against_each_computer_level():
    games = season()
    ann = person_records("Ann", games, night_errors=False)
    assert set(ann.levels) == {"hard", "easy", "normal"}
    assert ann.levels["hard"].won == 1 and ann.levels["easy"].won == 1
    assert ann.levels["normal"].given_up == 1  # the game given up, against a computer
    di = person_records("Di", games, night_errors=False)
    assert di.levels["hard"].lost == 1 and di.versus["Bob"].drawn == 1  # 3 against 3


def test_the_longest_streak_follows_the_dates():
    results = ["W", "W", "L", "W", "W", "W", "G", "W", "D", "W"]
    games = []
    for day, result in enumerate(results, start=1):
        winners = {"W": [0], "L": [1], "D": [], "G": None}[result]
        games.append(game(day, ["Ann", "Bob"], winners, name="taisen"))
    random.Random(5).shuffle(games)
    ann = person_records("Ann", games, night_errors=False)
    assert ann.longest_streak == 4  # a game given up neither breaks nor extends it
    assert ann.current_streak == 1
    assert person_records("Bob", games, night_errors=False).longest_streak == 1


# ----------------------------------------------------------------------- names
def write_season(folder: Path) -> None:
    """Two real records (the arena's, then named) in `folder`."""
    arena = folder.parent / "arena"
    run_arena("taisen", ["easy", "random"], 2, seed=3, record=arena)
    for day, summary in enumerate(list_records(arena).records, start=1):
        save = read_record(summary.path).save  # type: ignore[arg-type]
        save.seats = [HUMAN, HUMAN]
        when = datetime.datetime(2026, 11, day, 9, tzinfo=datetime.UTC)
        record = record_of_save(save, ["Ann", "Bob"] if day == 1 else ["Annie", "Cy"], when)
        assert record is not None
        write_record(record, folder)


def test_renaming_and_merging_keep_the_history(tmp_path):
    folder = tmp_path / "history"
    write_season(folder)
    files = {path: path.read_bytes() for path in folder.glob("record-*.json")}
    assert sorted(person_names(folder)) == ["Ann", "Annie", "Bob", "Cy"]
    assert read_book(folder).person("Ann").overall.played == 1
    merge(folder, "Annie", "Ann", person_names(folder))
    book = read_book(folder)
    assert sorted(book.names) == ["Ann", "Bob", "Cy"]
    assert book.person("Ann").overall.played == 2
    assert set(book.person("Ann").versus) == {"Bob", "Cy"}
    rename(folder, "Ann", "Anne")
    book = read_book(folder)
    assert sorted(book.names) == ["Anne", "Bob", "Cy"]
    assert book.person("Anne").overall.played == 2
    assert book.person("Cy").versus["Anne"].played == 1
    rename(folder, "Anne", "Ann")  # back to a name it had: no loop
    assert sorted(person_names(folder)) == ["Ann", "Bob", "Cy"]
    assert read_aliases(folder).names == {"Annie": "Ann", "Anne": "Ann"}
    # the records themselves are untouched
    assert {path: path.read_bytes() for path in folder.glob("record-*.json")} == files


def test_a_rename_is_refused_for_an_empty_name_or_its_own(tmp_path):
    folder = tmp_path / "history"
    write_season(folder)
    with pytest.raises(NameRefused) as empty:
        rename(folder, "Ann", "   ")
    assert empty.value.code == "empty"
    with pytest.raises(NameRefused) as same:
        rename(folder, "Ann", " Ann ")
    assert same.value.code == "same"
    with pytest.raises(NameRefused) as long:
        rename(folder, "Ann", "x" * 101)
    assert long.value.code == "too_long"
    assert not names_path(folder).exists()


def test_the_alias_map_stays_flat():
    names = joined({}, "Ann", "Anne")
    names = joined(names, "Anne", "Annie")
    assert names == {"Ann": "Annie", "Anne": "Annie"}
    names = joined(names, "Bob", "Ann")  # Ann is Annie now: Bob joins Annie
    assert names == {"Ann": "Annie", "Anne": "Annie", "Bob": "Annie"}
    names = joined(names, "Annie", "Ann")
    assert names == {"Anne": "Ann", "Bob": "Ann", "Annie": "Ann"}
    assert Aliases(names).apply("Bob") == "Ann" and Aliases(names).apply(None) is None


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"\x00\x01\x02",
        json.dumps(
            {"format": "ninjas-names", "version": 1, "aliases": {"a": "b", "b": "c"}}
        ).encode(),
        json.dumps({"format": "ninjas-names", "version": 1, "aliases": ["a"]}).encode(),
        json.dumps({"format": "ninjas-names", "version": 9, "aliases": {}}).encode(),
    ],
)
def test_a_damaged_names_file_is_set_aside_and_the_figures_still_shown(tmp_path, content):
    folder = tmp_path / "history"
    write_season(folder)
    names_path(folder).write_bytes(content)
    book = read_book(folder)
    assert book.aliases.refused is not None and book.aliases.names == {}
    assert book.aliases.moved_to is not None and book.aliases.moved_to.read_bytes() == content
    assert not names_path(folder).exists()
    assert sorted(book.names) == ["Ann", "Annie", "Bob", "Cy"]
    assert book.person("Ann").overall.played == 1
    assert len(list_records(folder).records) == 2  # no record was set aside with it
    rename(folder, "Annie", "Ann")  # a sound file is written again
    assert read_aliases(folder) == Aliases({"Annie": "Ann"})


# ----------------------------------------------------------------------- Night
def test_night_errors_come_from_the_records_as_the_results_count_them(tmp_path, monkeypatch):
    from scenes.night.throw_record import throw_record

    arena, folder = tmp_path / "arena", tmp_path / "history"
    run_arena("night", ["easy", "normal", "hard"], 3, seed=2, record=arena)
    expected = []
    for day, summary in enumerate(reversed(list_records(arena).records), start=1):
        save = read_record(summary.path).save  # type: ignore[arg-type]
        save.seats = [HUMAN, ai("normal"), ai("hard")]
        when = datetime.datetime(2026, 11, day, 9, tzinfo=datetime.UTC)
        record = record_of_save(save, ["Ann", None, None], when)
        assert record is not None
        write_record(record, folder)
        state, throws = start_state(save), []
        for text in save.actions:
            throws += [e.data for e in state.apply(text) if e.kind == "throw"]
        ann = [seat for seat in throw_record(throws, 3) if seat.seat == 0]
        if ann and ann[0].error is not None:
            expected.append((ann[0].error, ann[0].judged))

    def no_replay(save: object) -> None:
        raise AssertionError("replayed")

    # the records keep their throws (issue 34: each was replayed for them before)
    monkeypatch.setattr(figures_kept, "figures_of_save", no_replay)
    figures_kept.forget()
    ann = read_book(folder).person("Ann")
    assert expected and [(p.error, p.throws) for p in ann.night] == expected
    assert [p.date for p in ann.night] == sorted(p.date for p in ann.night)


def test_the_throws_of_records_kept_before_the_figures_are_replayed_once(tmp_path, monkeypatch):
    arena, folder = tmp_path / "arena", tmp_path / "history"
    run_arena("night", ["easy", "normal", "hard"], 2, seed=2, record=arena)
    for day, summary in enumerate(reversed(list_records(arena).records), start=1):
        save = read_record(summary.path).save  # type: ignore[arg-type]
        save.seats = [HUMAN, ai("normal"), ai("hard")]
        when = datetime.datetime(2026, 11, day, 9, tzinfo=datetime.UTC)
        record = record_of_save(save, ["Ann", None, None], when)
        assert record is not None
        write_record(record, folder)
        write_old(record, tmp_path / "old")  # the same game, as kept before the figures
    figures_kept.forget()
    new = read_book(folder).person("Ann").night
    old = read_book(tmp_path / "old").person("Ann").night
    assert new and old == new

    def no_replay(save: object) -> None:
        raise AssertionError("replayed again")

    monkeypatch.setattr(figures_kept, "figures_of_save", no_replay)  # read once, then kept
    assert read_book(tmp_path / "old").person("Ann").night == new
    figures_kept.save(tmp_path / "old")
    figures_kept.forget()  # the next run of the game: read from figures.json
    kept = read_book(tmp_path / "old").person("Ann").night
    assert [(p.date, round(p.error, 3), p.throws) for p in kept] == [
        (p.date, round(p.error, 3), p.throws) for p in new
    ]


def test_night_throws_not_kept_yet_are_named_without_replaying(tmp_path, monkeypatch):
    arena, folder = tmp_path / "arena", tmp_path / "history"
    run_arena("night", ["easy", "easy"], 2, seed=4, record=arena)
    for day, summary in enumerate(list_records(arena).records, start=1):
        save = read_record(summary.path).save  # type: ignore[arg-type]
        save.seats = [HUMAN, HUMAN]
        when = datetime.datetime(2026, 11, day, 9, tzinfo=datetime.UTC)
        write_old(record_of_save(save, ["Ann", "Bob"], when), folder)  # type: ignore[arg-type]
    figures_kept.forget()
    book = read_book(folder)
    first = book.person("Ann", replay=False)
    assert first.night == [] and len(first.night_pending) == 2
    for path in first.night_pending:
        figures_kept.figures_at(path)
    later = book.person("Ann", replay=False)
    assert later.night_pending == [] and len(later.night) == len(book.person("Ann").night)
    # a changed file is read again, never trusted from what was kept
    path = first.night_pending[0]
    path.write_bytes(path.read_bytes() + b" ")
    assert book.person("Ann", replay=False).night_pending == [path]


def test_a_damaged_figures_file_is_only_worked_out_again(tmp_path):
    folder = tmp_path / "history"
    folder.mkdir()
    (folder / "x").write_text("a record")
    (folder / "y").write_text("a record")
    size, mtime = (folder / "y").stat().st_size, (folder / "y").stat().st_mtime_ns
    (folder / figures_kept.FIGURES_FILE).write_text(
        json.dumps(
            {
                "format": "ninjas-figures",
                "version": figures_kept.FIGURES_VERSION,
                "records": {"x": 3, "y": [size, mtime, {"turns": 4}]},
            }
        )
    )
    figures_kept.forget()
    assert figures_kept.known(folder / "x") is None
    known = figures_kept.known(folder / "y")  # one damaged entry loses no other
    assert known is not None and known.turns == 4
