"""How long a computer's whole turn takes at a table (issue 33: at most 4 s at the default
animation speed, thinking included), measured by hand: a game at each table takes minutes.

    python -m scenes.bench_turns [--game all|taisen|shinobi2|shinobi4|night|dojo]
                                 [--level hard] [--seed 1] [--games 1] [--paced] [--json]

Each table plays a whole game headless on the simulated clock (scenes/app.py), one
person (seat 0, whose moves the bench makes at once with a seeded greedy agent) against
computers of `--level` at the default animation speed and pause. A computer's turn runs
from the moment the turn passes to it (the person's last action of their turn played,
or the computer before it done) to the moment the next seat can act: the person's
choices answer (TableScene.can_act) or, for a computer after it, the table stops
holding the game up. Its time is the simulated time of those frames (animations and
pauses) plus the real time the loop waited for the computer's searches: in a window
the search runs while the last animation plays, so the sum is an upper bound. --paced
plays the frames in real time instead, as a window does: a turn's time is then wall
time, the searches overlapping the animations (noisy on a busy machine).

A "Since your last turn" panel that opens over the table is closed at once (one click
would close it; the person's choices show under it) and counted.

Prints per game {"turns", "median_s", "max_s", "median_anim_s", "max_anim_s",
"median_own_anim_s", "max_own_anim_s", "median_think_s", "max_think_s", "decisions",
"median_decision_s", "panels", "actions"}, as JSON with --json: *_s are seconds of
whole turns, *_anim_s their simulated part, *_own_anim_s the same from the moment the
seat before's last move had played out (the computer's own animations and pauses),
*_think_s the waits for its searches, median_decision_s one search's wait (a turn
planned at its first decision answers the next at once). "load_average": the machine's
over the last minute at the end (other programs stretch the waits).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

TABLES: dict[str, tuple[str, dict[str, Any]]] = {
    "taisen": ("taisen", {}),
    "shinobi2": ("shinobi", {"players": 2}),
    "shinobi4": ("shinobi", {"players": 4}),
    "night": ("night", {"players": 3}),
    "dojo": ("dojo", {"board": "random"}),
}
"""The tables measured: (game, options)."""
MAX_GAME_SECONDS = 3600.0
"""Simulated seconds after which a game is cut (a bench stuck must end)."""


@dataclass
class Turn:
    seat: int
    start: float
    """Simulated seconds at the turn's start."""
    think: float = 0.0
    """Real seconds the loop waited for this turn's searches."""
    decisions: list[float] = field(default_factory=list)
    end: float | None = None
    lead: float | None = None
    """Simulated seconds until the table first stopped holding the game up: the last
    move of the seat before still playing out (a person's combat, its cards flying)."""

    @property
    def anim(self) -> float:
        return (self.end or self.start) - self.start

    @property
    def own(self) -> float:
        """Simulated seconds from the end of the seat before's animations."""
        return self.anim - (self.lead or 0.0)

    @property
    def total(self) -> float:
        return self.anim + self.think


@dataclass
class GameFigures:
    turns: list[Turn] = field(default_factory=list)
    panels: int = 0
    actions: int = 0


def play_table(
    game: str,
    options: dict[str, Any],
    level: str,
    seed: int,
    *,
    app: Any = None,
    turns: int | None = None,
    at_once: bool = False,
    paced: bool = False,
) -> GameFigures:
    """One game at the table, the person's moves made by the bench: its computer turns
    (the first `turns` of them, or all). `app`: a headless App to play in (else one of
    1280x720). `at_once`: the computers choose in this process, as `Ready` answers (for
    tests: no thinking time, the simulated time alone). `paced`: frames in real time, 60
    a second, as in a window (a late frame runs up to 5 updates): the searches run while
    the table animates, and a turn's time is wall time (its `think` stays 0)."""
    import pygame

    from ninjas.ai import make_agent
    from ninjas.core.session import GameSession, Seat
    from ninjas.core.settings import Settings
    from scenes.app import STEP, App
    from scenes.registry import make_game_scene
    from scenes.since_turn import SinceTurnScene

    if app is None:
        pygame.init()
        app = App(Settings(), headless=True, size=(1280, 720))
    if hasattr(app.settings, "confirm_turn_end"):  # the turn passes when the person's move ends it
        app.settings.confirm_turn_end = False
    players = int(options.get("players", 2))
    seats = [Seat("human")] + [Seat("ai", level) for _ in range(players - 1)]
    session = GameSession.new(game, seats, seed=seed, options=options, autosave=False)
    table: Any = make_game_scene(app, session)
    if at_once:
        from scenes.ai_turn import Ready

        agents = {seat: make_agent(level, seed + seat) for seat in range(players)}
        table._think = lambda _level: Ready(agents[table.state.current_player].choose(table.state))
    app.push(table)
    person = make_agent("greedy", seed)
    rng = random.Random(seed)
    figures = GameFigures()
    turn: Turn | None = None
    searching_since: float | None = None
    frames = 0
    began = last = time.monotonic()
    lag = 0.0
    """Paced: real seconds not yet played by updates."""
    while not session.state.is_terminal and frames * STEP < MAX_GAME_SECONDS:
        if turns is not None and len([t for t in figures.turns if t.end is not None]) >= turns:
            break
        state = session.state
        now = time.monotonic() - began if paced else frames * STEP
        seat = int(state.current_player)
        if turn is not None and turn.end is None and seat != turn.seat:
            if table.can_act if not session.ai_to_move else not table.held:
                turn.end = now
                turn = None
        if session.ai_to_move and (turn is None or turn.seat != seat):
            turn = Turn(seat, now)
            figures.turns.append(turn)
        if turn is not None and turn.lead is None and not table.held:
            turn.lead = now - turn.start
        top = app.top
        if isinstance(top, SinceTurnScene):
            figures.panels += 1
            app.pop()
        elif top is table and table.can_act:
            legal = list(state.legal_actions())
            action = person.choose(state) if rng.random() < 0.8 else rng.choice(legal)
            table.play(action)
        elif top is not table and top is not None and getattr(top, "overlay", False):
            app.pop()  # a screen of the table's own (a wait cover): not the person's turn
        updates = 1
        if paced:
            time.sleep(max(0.0, began + (frames + 1) * STEP - time.monotonic()))
            lag += time.monotonic() - last
            last = time.monotonic()
            updates = min(5, int(lag / STEP + 1e-9))
            lag -= updates * STEP
            lag = min(lag, STEP)
            thinking, waited = False, 0.0
        else:
            started = time.monotonic()
            thinking = app.computer_thinking()
            app.wait_for_computer()
            waited = time.monotonic() - started
        if thinking and turn is not None:
            turn.think += waited
            searching_since = (searching_since or 0.0) + waited
        elif searching_since is not None and turn is not None:
            turn.decisions.append(searching_since)
            searching_since = None
        app.clock.tick()
        for event in pygame.event.get():
            app.dispatch(event)
        for _ in range(updates):
            if app.top is not None:
                app.top.update(STEP)
        app.draw()
        frames += 1
    figures.actions = len(session.actions)
    figures.turns = [t for t in figures.turns if t.end is not None]
    app.stack.clear()
    return figures


def summary(figures: list[GameFigures]) -> dict[str, Any]:
    turns = [t for f in figures for t in f.turns if t.end is not None]
    decisions = [d for t in turns for d in t.decisions]

    def med(values: list[float]) -> float:
        return round(statistics.median(values), 2) if values else 0.0

    def top(values: list[float]) -> float:
        return round(max(values), 2) if values else 0.0

    totals = [t.total for t in turns]
    anims = [t.anim for t in turns]
    thinks = [t.think for t in turns]
    owns = [t.own for t in turns]
    return {
        "turns": len(turns),
        "median_s": med(totals),
        "max_s": top(totals),
        "median_anim_s": med(anims),
        "max_anim_s": top(anims),
        "median_own_anim_s": med(owns),
        "max_own_anim_s": top(owns),
        "median_think_s": med(thinks),
        "max_think_s": top(thinks),
        "decisions": len(decisions),
        "median_decision_s": med(decisions),
        "panels": sum(f.panels for f in figures),
        "actions": sum(f.actions for f in figures),
    }


def main(argv: list[str] | None = None) -> int:
    from ninjas.ai import AGENT_NAMES

    parser = argparse.ArgumentParser(prog="python -m scenes.bench_turns")
    parser.add_argument("--game", default="all", choices=["all", *TABLES])
    parser.add_argument("--level", default="hard", choices=AGENT_NAMES)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--paced",
        action="store_true",
        help="frames in real time as in a window: the search overlaps the animations and "
        "a turn's time is wall time (noisy on a busy machine)",
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ninjas.ai import warm_up

    warm_up()
    names = list(TABLES) if args.game == "all" else [args.game]
    report: dict[str, Any] = {}
    for name in names:
        game, options = TABLES[name]
        played = [
            play_table(game, options, args.level, args.seed + index, paced=args.paced)
            for index in range(args.games)
        ]
        report[name] = summary(played)
        if not args.json:
            print(name, json.dumps(report[name]), flush=True)
    # the thinking is wall time: a machine kept busy by other programs stretches it
    report["load_average"] = round(os.getloadavg()[0], 2)
    if args.json:
        print(json.dumps(report))
    else:
        print("load_average", report["load_average"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
