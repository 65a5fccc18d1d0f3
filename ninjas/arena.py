"""AI vs AI tournaments, for any game and player count.

    python -m ninjas.arena --game taisen --agents hard,random --games 400 --seed 1 --jobs 2 --json
    python -m ninjas.arena --game shinobi --players 4 --mode grasshopper \\
        --agents hard,greedy,greedy,greedy --games 200 --jobs 2 --json
    python -m ninjas.arena --game night --players 3 --agents hard,greedy,greedy
    python -m ninjas.arena --game dojo --option board=island --agents hard,random

One agent per seat (as many names as players; two names for a 2-player game), the
seats rotated game by game. Prints one JSON object:
{"game", "games", "wins": {agent: n}, "draws", "seconds_per_decision": {agent: median}}
(plus "win_interval_95": {agent: [low, high]}, the Wilson 95% interval of the agent's
share of the games won; "cpu_seconds_per_decision", the median processor time of a
decision, which other programs busy on the same cores do not inflate as they do the
wall time; "seconds_per_turn", "max_seconds_per_decision" and "options").
`wins` is keyed by agent name: seats played by agents of the same name add together.
A game counts as a win for the agent alone at the top of `returns()`, and as a draw
when the top is shared. Decision times are medians over the decisions where the agent
had more than one legal move. A game whose rules module says which optional rule an
action uses (`option_use(state, action)`, Dojo's) adds "option_uses": {agent: {use:
count}}.

`--record DIR` writes each game played as a record of the history in DIR
(ninjas.core.history: the seed, the actions and the seats, the agents' levels as
computers), which `python -m ninjas.review` and `main.py --replay` open; the folder
keeps the newest 1,000 records (the history's bounds).

`--progress` writes one JSON line to stderr after each game ({"done", "games", "wins",
"draws"}), so that a long run tells how far it is; the report is the same.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ninjas.ai import AGENT_NAMES, Agent, make_agent
from ninjas.core.pathcheck import bounded_int, path_argument, shown
from ninjas.core.protocol import TERMINAL
from ninjas.core.rng import MAX_SEED, SEED_RULE
from ninjas.games import RULES, get_rules
from ninjas.options import game_option, option_problem

MAX_ACTIONS = 20_000
SCRIPTED = {"snowball": "dojo", "raider": "dojo"}
"""Scripted opponents for measuring, and the game each plays (never offered to players):
snowball, a newcomer's plan against Dojo hard (ninjas.dojo.ai_snowball); raider, a
newcomer who goes for hard's Dojo (ninjas.dojo.ai_raider)."""


def arena_agent(name: str, seed: int) -> Agent:
    """make_agent, or a scripted opponent of SCRIPTED."""
    if name == "snowball":
        from ninjas.dojo.ai_snowball import snowball_agent

        return snowball_agent(seed)
    if name == "raider":
        from ninjas.dojo.ai_raider import raider_agent

        return raider_agent(seed)
    return make_agent(name, seed)


def wilson_interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% for z = 1.96) of a win share: what the true share
    may be, given `wins` of `games`. (0, 1) when no game was played."""
    if games <= 0:
        return (0.0, 1.0)
    share = wins / games
    middle = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games))
    half /= 1 + z * z / games
    return (round(max(middle - half, 0.0), 4), round(min(middle + half, 1.0), 4))


@dataclass
class GameResult:
    winner: int | None
    """Index in the agents list of the winner (None: draw)."""
    decisions: list[list[float]] = field(default_factory=lambda: [[], []])
    turns: list[list[float]] = field(default_factory=lambda: [[], []])
    cpu: list[list[float]] = field(default_factory=lambda: [[], []])
    """Processor seconds of each decision (the process's own, whatever else runs)."""
    uses: list[dict[str, int]] = field(default_factory=lambda: [{}, {}])
    """Per agent, how often it used each optional rule (the game's `option_use`)."""
    index: int = 0
    """The game's number in the run (its seed is the run's plus this)."""
    actions: list[str] | None = None
    """The actions played, as text (kept only when the games are recorded)."""


def play_game(
    game: str,
    agents: list[str],
    index: int,
    seed: int,
    options: dict[str, Any] | None = None,
    record: bool = False,
) -> GameResult:
    """Game `index`: agent a sits in seat (a + index) % players. `record`: keep its
    actions (GameResult.actions) to write it in the history."""
    module = get_rules(game)
    count = len(agents)
    opts = dict(options or {})
    if game != "taisen":
        opts.setdefault("players", count)
    state = module.new_game(seed=(seed + index) % (MAX_SEED + 1), options=opts or None)
    if state.num_players != count:
        raise ValueError(f"{count} agents for a {state.num_players}-player game")
    players = [
        arena_agent(name, seed * 100_003 + index * count + i) for i, name in enumerate(agents)
    ]
    agent_of_seat = {(a + index) % count: a for a in range(count)}
    result = GameResult(
        winner=None,
        decisions=[[] for _ in range(count)],
        turns=[[] for _ in range(count)],
        cpu=[[] for _ in range(count)],
        uses=[{} for _ in range(count)],
        index=index,
        actions=[] if record else None,
    )
    option_use = getattr(module, "option_use", None)
    turn_clock = [0.0] * count
    for _ in range(MAX_ACTIONS):
        player = state.current_player
        if player == TERMINAL:
            break
        who = agent_of_seat[player]
        choices = len(state.legal_actions())
        start, start_cpu = time.perf_counter(), time.process_time()
        action = players[who].choose(state)
        spent = time.perf_counter() - start
        if choices > 1:
            result.decisions[who].append(spent)
            result.cpu[who].append(time.process_time() - start_cpu)
        turn_clock[who] += spent
        if option_use is not None:
            use = option_use(state, action)
            if use is not None:
                result.uses[who][use] = result.uses[who].get(use, 0) + 1
        state.apply(action)
        if result.actions is not None:
            result.actions.append(str(action))
        if state.current_player != player:
            result.turns[who].append(turn_clock[who])
            turn_clock[who] = 0.0
    if state.current_player == TERMINAL:
        returns = state.returns()
        top = max(returns)
        best = [seat for seat, value in enumerate(returns) if value == top]
        if len(best) == 1:
            result.winner = agent_of_seat[best[0]]
    return result


def write_game_record(
    folder: Path,
    game: str,
    agents: list[str],
    seed: int,
    options: dict[str, Any],
    result: GameResult,
) -> Path | None:
    """Write a game the arena played as a record in `folder`: its seats are the agents'
    levels as computers, nobody's name. The file (None for a game that ended before
    anyone's first turn, as no record keeps); OSError if it cannot be written."""
    from ninjas.core.history import record_of_save
    from ninjas.core.history_folder import write_record
    from ninjas.core.saves import SaveGame

    count = len(agents)
    opts = dict(options)
    if game != "taisen":
        opts.setdefault("players", count)
    seats: list[dict[str, Any]] = [
        {"kind": "ai", "level": agents[(seat - result.index) % count]} for seat in range(count)
    ]
    save = SaveGame(
        game=game,
        seed=(seed + result.index) % (MAX_SEED + 1),
        options=opts,
        actions=list(result.actions or []),
        seats=seats,
    )
    made = record_of_save(save)
    return None if made is None else write_record(made, folder)


Progress = Callable[[int, dict[str, int], int], None]
"""Told after each game: how many are done, the wins by agent name and the draws."""


def _played(
    game: str,
    agents: list[str],
    games: int,
    seed: int,
    jobs: int,
    opts: dict[str, Any],
    first: int = 0,
    record: bool = False,
) -> Iterator[GameResult]:
    """The games' results as they end (in index order with one job)."""
    indexes = range(first, first + games)
    if jobs <= 1:
        for i in indexes:
            yield play_game(game, agents, i, seed, opts, record)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(play_game, game, agents, i, seed, opts, record) for i in indexes]
        for future in as_completed(futures):
            yield future.result()


def run_arena(
    game: str,
    agents: list[str],
    games: int,
    seed: int,
    jobs: int = 1,
    options: dict[str, Any] | None = None,
    progress: Progress | None = None,
    first: int = 0,
    record: Path | None = None,
) -> dict[str, object]:
    """`games` games from game number `first` (0: the first of the run at `seed`), so a
    long run may be played in parts whose wins add up to the whole run's. `record`: a
    folder where each game is written as a record of the history (OSError if one
    cannot be written)."""
    opts = dict(options or {})
    names = list(dict.fromkeys(agents))
    results: list[GameResult] = []
    running = dict.fromkeys(names, 0)
    for result in _played(game, agents, games, seed, jobs, opts, first, record is not None):
        if record is not None:
            write_game_record(record, game, agents, seed, opts, result)
            result.actions = None  # written: a long run keeps no moves in memory
        results.append(result)
        if progress is not None:
            if result.winner is not None:
                running[agents[result.winner]] += 1
            progress(len(results), dict(running), len(results) - sum(running.values()))
    wins = dict.fromkeys(names, 0)
    draws = 0
    decisions: dict[str, list[float]] = {n: [] for n in names}
    turns: dict[str, list[float]] = {n: [] for n in names}
    cpu: dict[str, list[float]] = {n: [] for n in names}
    uses: dict[str, dict[str, int]] = {n: {} for n in names}
    for result in results:
        if result.winner is None:
            draws += 1
        else:
            wins[agents[result.winner]] += 1
        for a, name in enumerate(agents):
            decisions[name].extend(result.decisions[a])
            turns[name].extend(result.turns[a])
            cpu[name].extend(result.cpu[a])
            for use, n in result.uses[a].items():
                uses[name][use] = uses[name].get(use, 0) + n

    def median(values: list[float]) -> float:
        return round(statistics.median(values), 6) if values else 0.0

    report: dict[str, object] = {
        "game": game,
        "games": games,
        "first_game": first,
        "options": opts,
        "wins": wins,
        "win_interval_95": {n: list(wilson_interval(wins[n], games)) for n in names},
        "draws": draws,
        "seconds_per_decision": {n: median(decisions[n]) for n in names},
        "cpu_seconds_per_decision": {n: median(cpu[n]) for n in names},
        "seconds_per_turn": {n: median(turns[n]) for n in names},
        "max_seconds_per_decision": {
            n: round(max(decisions[n]), 6) if decisions[n] else 0.0 for n in names
        },
    }
    if any(uses.values()):
        report["option_uses"] = {n: dict(sorted(uses[n].items())) for n in names}
    return report


MAX_GAMES = 1_000_000
MAX_JOBS = 64


def _option(text: str) -> tuple[str, Any]:
    key, sep, raw = text.partition("=")
    key = key.strip()
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"--option takes key=value, not {shown(text, 40)}")
    value: Any = raw
    if raw in ("true", "false"):
        value = raw == "true"
    elif raw.lstrip("-").isdigit() and len(raw) <= 18:
        value = int(raw)
    return key, value


def seat_counts(game: str) -> tuple[int, ...]:
    """The player counts a game is played with (its `players` option, else two)."""
    option = game_option(game, "players")
    return tuple(option.values) if option is not None else (2,)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ninjas.arena", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--game", default="taisen", choices=sorted(RULES))
    parser.add_argument(
        "--agents",
        default="hard,random",
        help=f"one per seat, from: {', '.join(AGENT_NAMES)}; snowball, raider (dojo only, scripted)",
    )
    parser.add_argument(
        "--players",
        type=bounded_int(2, 4),
        help="player count, 2 to 4 as the game allows (default: one per agent)",
    )
    parser.add_argument("--mode", help="the game's mode (Shinobi: grasshopper or grandmaster)")
    parser.add_argument(
        "--option",
        action="append",
        type=_option,
        default=[],
        help="a game option, key=value (as the setup screen offers them)",
    )
    parser.add_argument("--games", type=bounded_int(1, MAX_GAMES), default=100)
    parser.add_argument(
        "--seed",
        type=bounded_int(0, MAX_SEED, SEED_RULE),
        default=0,
        help=f"the first game's seed, {SEED_RULE}; the next games count up from it",
    )
    parser.add_argument(
        "--first-game",
        type=bounded_int(0, MAX_GAMES),
        default=0,
        help="play the run's games from this number on (0, the default: from its first);"
        " a long run played in parts adds up to the same games",
    )
    parser.add_argument("--jobs", type=bounded_int(1, MAX_JOBS), default=1)
    parser.add_argument(
        "--json", action="store_true", help="print one JSON object (the default output)"
    )
    parser.add_argument(
        "--record",
        metavar="DIR",
        type=path_argument("folder_to_write"),
        help="write each game played as a record of the history in this folder",
    )
    parser.add_argument(
        "--progress",
        action="store_true",
        help="after each game, write one JSON line to stderr: games done, wins, draws",
    )
    args = parser.parse_args(argv)
    agents = [a.strip() for a in args.agents.split(",")]
    if any(a not in AGENT_NAMES and SCRIPTED.get(a) != args.game for a in agents):
        scripted = [f"{a} ({game} only)" for a, game in SCRIPTED.items()]
        parser.error(f"--agents takes names from: {', '.join([*AGENT_NAMES, *scripted])}")
    options: dict[str, Any] = dict(args.option)
    if args.mode is not None:
        options["mode"] = args.mode
    counts = seat_counts(args.game)
    played_by = f"{args.game} is played by " + " or ".join(str(n) for n in counts)
    if "players" in options:
        if args.players is not None and options["players"] != args.players:
            parser.error("--players and --option players= disagree")
        if type(options["players"]) is not int or options["players"] not in counts:
            parser.error(f"--option players={shown(str(options['players']), 20)}: {played_by}")
    players = options.pop("players", None) or args.players or len(agents)
    if players not in counts:
        parser.error(f"--players {players}: {played_by}")
    if len(agents) == 2 and players > 2:  # "hard,greedy" for 4 players: hard and 3 greedy
        agents = [agents[0]] + [agents[1]] * (players - 1)
    if len(agents) != players:
        parser.error(f"--agents needs one name per seat ({players} players)")
    problem = option_problem(args.game, options)
    if problem is not None:
        parser.error(f"--option/--mode: {problem}")
    module = get_rules(args.game)
    if not hasattr(module, "new_game"):
        parser.error(f"the turn-by-turn rules of {args.game} are not written yet")
    options_played = dict(options, players=players) if args.game != "taisen" else options
    try:
        state = module.new_game(seed=0, options=options_played or None)
    except Exception as error:  # a game that cannot be set up is a usage error here
        parser.error(f"the game cannot be set up with these options: {error}")
    if state.num_players != players:
        parser.error(f"{players} agents for a {state.num_players}-player game")
    jobs = min(args.jobs, args.games)

    def tell(done: int, wins: dict[str, int], draws: int) -> None:
        line = {"done": done, "games": args.games, "wins": wins, "draws": draws}
        print(json.dumps(line), file=sys.stderr, flush=True)

    progress = tell if args.progress else None
    record = None if args.record is None else Path(args.record)
    try:
        report = run_arena(
            args.game,
            agents,
            args.games,
            args.seed,
            jobs,
            options,
            progress,
            args.first_game,
            record,
        )
    except OSError as error:  # the folder cannot be written, or the key cannot be read
        print(f"python -m ninjas.arena: a record cannot be written: {error}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(report))
    else:
        print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
