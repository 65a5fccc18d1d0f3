"""The all-seeing Shinobi player (tools/shinobi_ceiling.py) is a measuring tool: it plays
legal moves with the true position known, measures on the arena's own games, and is
offered nowhere a person could meet it."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.ai import AGENT_NAMES
from ninjas.arena import play_game as arena_game
from ninjas.shinobi import new_game
from tools import shinobi_ceiling
from tools.shinobi_ceiling import SEEING, SeeingPlayer, play_game, summary

ROOT = Path(__file__).resolve().parents[2]


def test_the_all_seeing_player_is_never_a_level_nor_shipped() -> None:
    assert not set(SEEING) & set(AGENT_NAMES)
    for folder in ("ninjas", "scenes"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert "shinobi_ceiling" not in text and "SeeingPlayer" not in text, path
    assert "shinobi_ceiling" not in (ROOT / "tools" / "ninjas.spec").read_text(encoding="utf-8")


@pytest.mark.parametrize("kind", SEEING)
def test_it_plays_legal_moves_to_the_end(kind: str) -> None:
    state = new_game(2, {"players": 4, "mode": "grasshopper"})
    player = SeeingPlayer(kind, 3, iterations=30)
    while not state.is_terminal:
        action = player.choose(state)
        assert str(action) in {str(a) for a in state.legal_actions()}
        state.apply(action)


def test_it_reads_the_cards_the_draw_will_bring() -> None:
    """The same view with another deck order: a player that reads the true position may
    choose otherwise (hard may not: tests/shinobi/test_ai.py)."""
    import random

    differs = 0
    for seed in range(30):
        state = new_game(seed, {"players": 4, "mode": "grasshopper"})
        while state.phase != "draw":
            state.apply(state.legal_actions()[0])
        other = state.determinize(state.current_player, random.Random(seed))
        a = SeeingPlayer("seeing-lookahead", 1).choose(state)
        b = SeeingPlayer("seeing-lookahead", 1).choose(other)
        differs += str(a) != str(b)
    assert differs > 0


def test_a_level_here_plays_the_arenas_game() -> None:
    """Same deal, seats and greedy opponents as `python -m ninjas.arena ... --agents
    hard,greedy,greedy,greedy --seed S`: the same winner, game by game."""
    options = {"players": 4, "mode": "grasshopper"}
    for index in range(2):
        mine = play_game("hard", index, 7)
        theirs = arena_game("shinobi", ["hard", "greedy", "greedy", "greedy"], index, 7, options)
        assert mine["won"] == (theirs.winner == 0)
        assert mine["ender"] in ("self", "greedy") and mine["ender_turns"] >= 1


def test_the_summary_says_where_the_losses_come_from() -> None:
    games = [play_game("greedy", index, 3) for index in range(4)]
    report = summary("greedy", games)
    lost = report["losses"]
    assert report["wins"] + report["draws"] + lost["count"] == 4
    assert sum(lost["ended_by"].values()) == lost["count"]
    low, high = report["win_interval_95"]
    assert 0.0 <= low <= report["wins"] / 4 <= high <= 1.0


def test_bad_arguments_are_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        shinobi_ceiling.main(["--player", "godlike", "--games", "1"])
    assert stop.value.code == 2
    assert "--player takes" in capsys.readouterr().err
