"""A record's figures (issue 34's leftovers): a record written now keeps what only its
replay told before (its length as its table counts it, Night's throw errors), sealed
by its check like its other plain fields; a record of version 1 (written before them)
still lists, opens and replays, and its figures are worked out by replaying it once
and kept (ninjas.core.figures_kept); figures this build cannot read never lose a
record."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from ninjas.core import figures_kept
from ninjas.core.history import RECORD_VERSION, read_record, record_of, sealed_check, walk
from ninjas.core.history_folder import list_records, open_record, write_record
from ninjas.core.record_figures import Figures, table_turns
from ninjas.core.session import GameSession, Seat
from tools.history_sample import write_old

pytestmark = pytest.mark.usefixtures("own_data_dir")

GAMES: dict[str, tuple[str, dict[str, Any], int]] = {
    "taisen": ("taisen", {}, 2),
    "shinobi-4": ("shinobi", {"players": 4}, 4),
    "night": ("night", {"players": 3, "village": "plaza"}, 3),
    "dojo": ("dojo", {"board": "island"}, 2),
}


def played(kind: str, moves: int | None = None, seed: int = 5) -> GameSession:
    """A game played with random legal moves: to its end, or `moves` actions."""
    game, options, players = GAMES[kind]
    seats = [Seat() if i == 0 else Seat("ai", "easy") for i in range(players)]
    session = GameSession.new(game, seats, seed=seed, options=options, autosave=False)
    rng = random.Random(seed)
    while not session.state.is_terminal and (moves is None or len(session.actions) < moves):
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    return session


def written(kind: str, folder: Path, moves: int | None = None) -> Path:
    record = record_of(played(kind, moves))
    assert record is not None
    return write_record(record, folder)


@pytest.mark.parametrize("moves", (None, 30), ids=("over", "given-up"))
@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_record_keeps_the_figures_its_replay_tells(tmp_path: Path, kind: str, moves) -> None:  # type: ignore[no-untyped-def]
    path = written(kind, tmp_path, moves)
    raw = json.loads(path.read_text())
    assert raw["version"] == RECORD_VERSION == 2 and "figures" in raw
    record = read_record(path)
    replayed = walk(record.save)
    game = record.summary.game
    figures = record.summary.figures
    assert figures is not None
    assert figures.turns == table_turns(game, replayed.state, replayed.turns)
    assert figures == replayed.figures(game)
    assert (figures.throws is not None) == (game == "night")
    (listed,) = list_records(tmp_path).records
    assert listed.figures == figures  # the list has them without opening the save


def test_a_night_record_keeps_each_seats_throw_errors(tmp_path: Path) -> None:
    record = read_record(written("night", tmp_path))
    figures = record.summary.figures
    assert figures is not None and figures.throws is not None
    assert len(figures.throws) == 3 and any(seat is not None for seat in figures.throws)
    assert figures.turns == walk(record.save).state.round


@pytest.mark.parametrize("kind", ("night", "dojo"))
def test_a_version_1_record_still_lists_opens_and_is_replayed_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    new = read_record(written(kind, tmp_path / "new"))
    path = write_old(new, tmp_path / "old")
    assert json.loads(path.read_text())["version"] == 1
    (listed,) = list_records(tmp_path / "old").records
    assert listed.figures is None and listed.turns == new.summary.turns
    assert open_record(path).refused is None  # a replay opens it
    figures_kept.forget()
    assert figures_kept.of_summary(listed) is None  # not known: never replayed to ask
    assert figures_kept.figures_at(path) == new.summary.figures
    assert figures_kept.of_summary(listed) == new.summary.figures

    def no_replay(save: object) -> None:
        raise AssertionError("replayed again")

    monkeypatch.setattr(figures_kept, "figures_of_save", no_replay)
    figures_kept.save(tmp_path / "old")
    figures_kept.forget()  # the next run: read from figures.json
    assert figures_kept.figures_at(path) == new.summary.figures
    path.write_bytes(path.read_bytes() + b" ")  # a changed file is never trusted
    assert figures_kept.known(path) is None


def test_the_figures_are_sealed_with_the_record(tmp_path: Path) -> None:
    path = written("night", tmp_path)
    raw = json.loads(path.read_text())
    raw["figures"]["turns"] += 1
    path.write_text(json.dumps(raw))
    listing = list_records(tmp_path)
    assert listing.records == [] and [r.code for r in listing.refused] == ["mismatch"]


@pytest.mark.parametrize(
    "figures",
    ({"turns": -1}, {"turns": 3}, {"turns": 3, "throws": [[1.0, 0], None, None]}, "6"),
)
def test_figures_this_build_cannot_read_lose_no_record(tmp_path: Path, figures: Any) -> None:
    """Sealed here, so written by a build: they are worked out again, the game kept."""
    path = written("night", tmp_path)
    good = read_record(path).summary.figures
    raw = json.loads(path.read_text())
    raw["figures"] = figures
    del raw["check"]
    raw["check"] = sealed_check(raw)
    path.write_text(json.dumps(raw))
    (listed,) = list_records(tmp_path).records
    assert listed.figures is None
    figures_kept.forget()
    assert figures_kept.figures_at(path) == good


def test_a_version_1_record_has_no_figures_field(tmp_path: Path) -> None:
    path = written("dojo", tmp_path)
    raw = json.loads(path.read_text())
    raw["version"] = 1
    del raw["check"]
    raw["check"] = sealed_check(raw)
    path.write_text(json.dumps(raw))
    listing = list_records(tmp_path)
    assert listing.records == [] and [r.code for r in listing.refused] == ["corrupt"]


def test_the_figures_file_replaces_the_throws_kept_before(tmp_path: Path) -> None:
    path = write_old(read_record(written("dojo", tmp_path / "new")), tmp_path / "old")
    (tmp_path / "old" / figures_kept.OLD_THROWS_FILE).write_text("{}")
    figures_kept.forget()
    assert isinstance(figures_kept.figures_at(path), Figures)
    figures_kept.save(tmp_path / "old")
    assert (tmp_path / "old" / figures_kept.FIGURES_FILE).is_file()
    assert not (tmp_path / "old" / figures_kept.OLD_THROWS_FILE).exists()
