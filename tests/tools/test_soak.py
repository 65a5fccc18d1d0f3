"""The reliability run (`make soak`, tools/soak.py) in its quick mode: every game's
random games with a save round trip after every action, every screen under random
input, the computer's moves seen, and a report that says so."""

from __future__ import annotations

import json

import pytest


def test_the_quick_soak_covers_every_game_and_sees_the_computer_move(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tools import soak

    assert soak.main(["--quick", "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    report = json.loads(out[out.index("{") :])
    assert report["failures"] == 0
    seen = 0
    for game in soak.GAMES:
        totals = report[game]["totals"]
        games = soak.QUICK_GAMES
        assert totals["games"] == games and totals["replays"] == 2 * games  # mid-game, final
        # every action of the games numbered 0, 4, 8... of each option set
        assert 0 < totals["games_with_round_trips"] <= games
        assert 0 < totals["save_round_trips"] <= totals["actions"]
        assert totals["events"] == soak.QUICK_EVENTS * len(soak.scene_names()[game])
        seen += totals["ai_moves_at_tables"]
        assert f"{game}: {games} random games" in out
    assert seen > 0
    assert report["shared"]["totals"]["events"] == soak.QUICK_EVENTS * 4
    assert "0 failures in" in out


def test_the_random_games_are_shared_out_over_each_games_option_sets() -> None:
    from tools import soak

    units = soak.game_units(10_000)
    for game in soak.GAMES:
        assert sum(count for name, _, _, count in units if name == game) == 10_000
    night = [(options, count) for name, options, _, count in units if name == "night"]
    random_villages = sum(c for options, c in night if options["village"] == "random")
    assert 0 < random_villages < 1_000  # a random village is built twice a game


def test_a_failure_is_counted_and_told_with_its_seed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A broken invariant fails the game (and the run), naming the game's seed."""
    from ninjas.games import get_game
    from tools import soak

    module = get_game("taisen")
    monkeypatch.setattr(module, "invariant_errors", lambda state: ["broken"], raising=False)
    counts = soak.soak_games("taisen", {}, 0, 2, 1)
    assert counts["failures"] == 2 and counts["games"] == 2
    assert "(seed " in capsys.readouterr().err


def test_the_save_round_trip_catches_a_save_that_reads_back_different(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from ninjas.core import saves
    from tools import soak

    real = saves.SaveGame.from_json

    def lossy(text: str) -> saves.SaveGame:
        save = real(text)
        save.actions = save.actions[:-1]
        return save

    monkeypatch.setattr(saves.SaveGame, "from_json", staticmethod(lossy))
    counts = soak.soak_games("shinobi", {"players": 2, "mode": "grasshopper"}, 0, 1, 1)
    assert counts["failures"] == 1 and counts["save_round_trips"] == 0


def test_a_mid_game_save_that_replays_elsewhere_fails_the_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every game's replay checks one autosave from its middle on the way, against the
    digest of the position there: a replay that passes elsewhere is caught even
    without round trips after every action."""
    from ninjas.core import saves
    from tools import soak

    real = saves.check_position
    checked: list[int] = []

    def elsewhere_in_the_middle(save: saves.SaveGame, state: object) -> None:
        checked.append(len(save.actions))
        if len(checked) == 1:  # the mid-game save comes first
            raise saves.SaveError("mismatch", "the moves do not lead to the recorded position")
        real(save, state)

    monkeypatch.setattr(saves, "check_position", elsewhere_in_the_middle)
    counts = soak.soak_games("taisen", {}, 1, 1, 1, round_trip_every=4)
    assert counts["failures"] == 1 and counts["save_round_trips"] == 0
    assert len(checked) == 1 and checked[0] > 0


def test_the_soak_checks_that_memory_does_not_grow_with_the_games_played():
    """Issue 15: the memory after the last demo game over that after the 2nd; over
    MEMORY_GROWTH_LIMIT is a failure (soak_demos counts it), and the summary says it.
    Every game's code is loaded before the first game (load_game_code), so the 2nd game
    is a fair reference: code loaded once for good is not memory kept between games."""
    import sys

    from tools import soak

    assert soak.MEMORY_REFERENCE_GAME == 2
    resident = {f"after game {n}": 100.0 + n for n in range(1, 21)}
    assert soak.memory_growth(resident, 20) == round(120 / 102, 3)
    assert soak.memory_growth(resident, 20, 4) == round(120 / 104, 3)
    assert soak.memory_growth(resident, 2) is None  # nothing to compare yet
    assert soak.memory_growth({"after game 2": None, "after game 6": 90.0}, 6) is None
    soak.load_game_code()
    from scenes.registry import GAME_SCENES

    assert all(module in sys.modules for module, _ in GAME_SCENES.values())
    report = {
        name: {"totals": dict.fromkeys(TOTAL_KEYS, 0), "scenes": {}}
        for name in (*soak.GAMES, soak.SHARED)
    }
    report.update(
        resident_mb={"after game 2": 99.0, "after game 20": 111.0},
        memory_growth=1.121,
        failures=1,
        seconds=1.0,
        jobs=1,
        cpu_seconds=1.0,
    )
    lines = soak.summary_lines(report)
    assert any("1.121" in line and "FAILS" in line and "game 2" in line for line in lines)
    assert soak.ROUND_TRIP_EVERY == 1  # issue 21: a round trip after every action


TOTAL_KEYS = (
    "games",
    "games_with_round_trips",
    "actions",
    "save_round_trips",
    "replays",
    "events",
    "ai_moves_at_tables",
    "demo_games",
    "ai_moves_in_demos",
    "failures",
)
