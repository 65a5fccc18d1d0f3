"""Issue 34: `python -m ninjas.arena ... --record DIR` writes each game it plays as a
record of the history in DIR, the agents' levels as computers, each replaying to its
recorded final position with the result the arena counted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ninjas.arena import main, run_arena
from ninjas.core.history_folder import list_records, open_record

pytestmark = pytest.mark.usefixtures("own_data_dir")


@pytest.mark.parametrize(
    ("argv", "players"),
    [
        (["--game", "taisen", "--agents", "easy,random"], 2),
        (["--game", "shinobi", "--players", "4", "--agents", "easy,random"], 4),
        (["--game", "night", "--players", "3", "--option", "village=plaza"], 3),
        (["--game", "dojo", "--option", "board=island", "--agents", "random,easy"], 2),
    ],
)
def test_the_arena_writes_each_game_it_plays_as_a_record(tmp_path, capsys, argv, players):
    folder = tmp_path / "records" / "run"
    agents = argv[argv.index("--agents") + 1].split(",") if "--agents" in argv else []
    if "--agents" not in argv:
        argv = [*argv, "--agents", "easy,random,random"]
        agents = ["easy", "random", "random"]
    code = main([*argv, "--games", "3", "--seed", "4", "--record", str(folder), "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    listing = list_records(folder)
    assert len(listing.records) == 3 and listing.refused == []
    wins = dict.fromkeys(report["wins"], 0)
    levels = agents if len(agents) == players else [agents[0]] + [agents[1]] * (players - 1)
    rotations = set()
    for summary in listing.records:
        assert summary.over and summary.names == [None] * players
        assert all(seat["kind"] == "ai" for seat in summary.seats)
        seated = [seat["level"] for seat in summary.seats]
        assert sorted(seated) == sorted(levels)
        rotations.add(tuple(seated))
        opened = open_record(summary.path)  # type: ignore[arg-type]
        assert opened.refused is None and opened.replayed is not None
        assert opened.replayed.state.is_terminal
        if len(summary.winners) == 1:
            wins[seated[summary.winners[0]]] += 1
    assert len(rotations) > 1  # the seats turn game by game, and the records say so
    assert wins == report["wins"]


def test_the_same_run_records_the_same_games(tmp_path):
    def run(folder: Path) -> list[tuple[object, ...]]:
        run_arena("shinobi", ["easy", "random"], 4, seed=9, record=folder)
        games = []
        for summary in list_records(folder).records:
            opened = open_record(summary.path)  # type: ignore[arg-type]
            assert opened.record is not None
            save = opened.record.save
            games.append((save.seed, tuple(save.actions), save.digest, summary.winners))
        return sorted(games)

    first = run(tmp_path / "one")
    assert len(first) == 4 and first == run(tmp_path / "two")


def test_with_two_jobs_the_records_are_the_same_games(tmp_path):
    one, two = tmp_path / "one", tmp_path / "two"
    run_arena("taisen", ["easy", "random"], 4, seed=2, jobs=1, record=one)
    run_arena("taisen", ["easy", "random"], 4, seed=2, jobs=2, record=two)

    def games(folder: Path) -> list[tuple[int, tuple[str, ...]]]:
        out = []
        for summary in list_records(folder).records:
            record = open_record(summary.path).record  # type: ignore[arg-type]
            assert record is not None
            out.append((record.save.seed, tuple(record.save.actions)))
        return sorted(out)

    assert games(one) == games(two) and len(games(one)) == 4


def test_a_record_folder_that_cannot_be_made_is_a_clear_error(tmp_path, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    with pytest.raises(SystemExit):
        main(["--game", "taisen", "--games", "1", "--record", str(blocker / "records")])
    assert "--record" in capsys.readouterr().err
