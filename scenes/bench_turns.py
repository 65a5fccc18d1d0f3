"""How long a computer's whole turn takes at a table (issue 33: at most 4 s at the default
animation speed, thinking included), measured by hand: a game at each table takes minutes.

    python -m scenes.bench_turns [--game all|taisen|shinobi2|shinobi4|night|dojo]
                                 [--level hard] [--seed 1] [--games 1] [--paced] [--json]
                                 [--end-turn-after SECONDS] [--at-once] [--turns N]
                                 [--size 1280x720] [--load N] [--catch-up SECONDS]

Each table plays a whole game headless on the simulated clock (scenes/app.py), one
person (seat 0, whose moves the bench makes at once with a seeded greedy agent) against
computers of `--level` at the default animation speed and pause. A computer's turn runs
from the moment the seat before's last move has been shown (the person's own combat or
cards in flight played out; the turn passing is the clock's start of `*_from_pass_s`)
to the moment the next seat can act: the person's choices answer (TableScene.can_act)
or, for a computer after it, the table stops holding the game up. Its time is the
simulated time of those frames (animations and pauses) plus the part of the
computer's searches the animations do not hide: as in a window, a search starts as
soon as the computer is to move (scenes/tableflow/computer.py), and runs while the
table still animates; the loop waits for it only when the table would play its answer
(still, the pause over), and a search of D real seconds started S simulated seconds
before that moment shows max(0, D - S), and counts in the computer's turn clock as a
window's frames would (its later actions then play quicker: tableflow/turn_budget.py).
--paced plays the frames in real time instead, as a window does (scenes/pacing.py: each
frame plays the updates the wall time since the one before holds): a turn's time is then
wall time, thinking included, from the turn passing to the next seat able to act (noisy
on a busy machine); "decisions" and "median_decision_s" then time each search by the
watch, from its start to the frame that sees its answer. Its figures add
"game_per_wall", the game seconds the updates played a wall second (1.0: the animations
kept the watch's time), the frames' wall times ("median_frame_ms", "p90_frame_ms"), and
"median_waited_s" and "max_waited_s": a turn's wall seconds the table, still and its
pause over, waited for the search. To draw in a real window, as a player's, set
SDL_VIDEODRIVER=x11 with a DISPLAY (an Xvfb of your own): at 1920x1080 its
`display.flip` is most of a frame. --load N runs N busy processes (`while 1: pass`, BUSY)
for the whole run, ended after, as a machine shared with other programs; --turns N stops
each game after N computer turns (a paced game takes minutes); --catch-up S is the most
game time one frame plays (0.0833: the window's loop before scenes/pacing.py).
--at-once has the computers choose in this process between two frames (`Ready`): no
search shows, and a turn is its animations and pauses alone, the same on any machine,
whatever its load.
The person's moves pass the turn at once (the setting Confirm end of turn off), unless
--end-turn-after S: then the person presses End turn S seconds after it is offered, as
the default setting asks, and the computer's search runs meanwhile (the wait is the
person's, not counted in the computer's turn).

Prints per game {"turns", "median_s", "max_s", "median_anim_s", "max_anim_s",
"median_from_pass_s", "max_from_pass_s", "median_think_s", "max_think_s", "decisions",
"median_decision_s", "actions"} (paced: and the frames' figures above), as JSON with --json: median_s and max_s
are seconds of whole turns (from the seat before's last move shown), *_anim_s their
simulated part from the turn passing, *_own_anim_s from that move shown (the
computer's own animations and pauses), *_from_pass_s whole turns from the turn
passing, *_think_s the search time the animations did not hide, median_decision_s one
search's real time (hidden or not). "load_average": the machine's over the last minute
at the start and at the end (other programs stretch the searches).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
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
    """Real seconds of this turn's searches that its animations did not hide."""
    decisions: list[float] = field(default_factory=list)
    end: float | None = None
    lead: float | None = None
    """Simulated seconds until the table first stopped holding the game up: the last
    move of the seat before still playing out (a person's combat, its cards flying)."""
    waited: float = 0.0
    """Paced: wall seconds the table would have played the computer's answer (still, its
    pause over) but waited for its search: the thinking that shows."""

    @property
    def anim(self) -> float:
        return (self.end or self.start) - self.start

    @property
    def own(self) -> float:
        """Simulated seconds from the end of the seat before's animations."""
        return self.anim - (self.lead or 0.0)

    @property
    def total(self) -> float:
        """The whole turn, from the seat before's last move shown."""
        return self.own + self.think

    @property
    def from_pass(self) -> float:
        """The whole turn, from the action that passed the turn."""
        return self.anim + self.think


@dataclass
class Search:
    """One computer's search the bench follows (default mode)."""

    job: Any
    start: float
    """Simulated seconds when it started."""
    turn: Turn | None
    seconds: float | None = None
    """Its real time, once done."""
    needed: float | None = None
    """Simulated seconds when the table first waited for its answer."""

    @property
    def shown(self) -> float:
        """Real seconds of it the animations did not hide (0 until both are known)."""
        if self.seconds is None or self.needed is None:
            return 0.0
        return max(0.0, self.seconds - (self.needed - self.start))


@dataclass
class GameFigures:
    turns: list[Turn] = field(default_factory=list)
    actions: int = 0
    played: float = 0.0
    """Paced: game seconds the updates played."""
    frames: list[float] = field(default_factory=list)
    """Paced: each frame's wall seconds since the frame before."""


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
    end_turn_after: float | None = None,
    catch_up: float | None = None,
    size: tuple[int, int] = (1280, 720),
) -> GameFigures:
    """One game at the table, the person's moves made by the bench: its computer turns
    (the first `turns` of them, or all). `app`: a headless App to play in (else one of
    `size`). `at_once`: the computers choose in this process, as `Ready` answers (for
    tests: no thinking time, the simulated time alone). `paced`: frames in real time, 60
    a second, as in a window (a late frame runs up to 5 updates): the searches run while
    the table animates, and a turn's time is wall time (its `think` stays 0); a frame
    plays the updates its wall time holds, up to `catch_up` seconds of them
    (scenes/pacing.py, as the window's loop; None: its CATCH_UP_SECONDS). Else the
    loop waits for a search only when the table would play its answer, and a turn
    counts the part of its searches its animations did not hide (`Search.shown`).
    `end_turn_after`: the setting Confirm end of turn on, the person pressing End turn
    that many seconds after it is offered (None: the setting off)."""
    import pygame

    from ninjas.ai import make_agent
    from ninjas.core.session import GameSession, Seat
    from ninjas.core.settings import Settings
    from scenes.app import STEP, App
    from scenes.pacing import CATCH_UP_SECONDS, Pacer
    from scenes.registry import make_game_scene

    if app is None:
        pygame.init()
        app = App(Settings(), headless=True, size=size)
    if hasattr(app.settings, "confirm_turn_end"):  # the turn passes when the person's move ends it
        app.settings.confirm_turn_end = end_turn_after is not None
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
    search: Search | None = None
    seen: dict[Any, float] = {}
    """Simulated seconds each search was first seen at (follow_search)."""
    offered: float | None = None
    """Simulated seconds when End turn was offered to the person (end_turn_after)."""
    frames = 0
    began = last = time.monotonic()
    pacer = Pacer(CATCH_UP_SECONDS if catch_up is None else catch_up)
    timing: dict[Any, Turn | None] = {}
    """Paced: the searches not yet answered, with the turn each was started in."""
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
        if end_turn_after is not None and top is table and table.turn_end.shown:
            offered = now if offered is None else offered
            if now - offered >= end_turn_after - 1e-9:
                table.turn_end.confirm()
                offered = None
        for held in ("reveal", "summon_hold"):  # a Dojo round, a person's summoning, held
            read = getattr(table, held, None)
            if top is table and read is not None and read.shown:
                read.go_on()  # read at once: the time a person reads is not the computer's
        flow = getattr(table, "handoff_flow", None)  # the hold on the computer's last move
        if top is table and flow is not None and flow.holding():
            flow.end_hold()  # (the person reads it: Space), and Night's new round's card
        card = getattr(getattr(table, "stage", None), "round_card", None)
        if top is table and card is not None and card.showing is not None:
            card.hurry()
        if top is table and table.can_act:
            legal = list(state.legal_actions())
            action = person.choose(state) if rng.random() < 0.8 else rng.choice(legal)
            table.play(action)
        elif top is not table and top is not None and getattr(top, "overlay", False):
            app.pop()  # a screen of the table's own (a wait cover): not the person's turn
        updates = 1
        if paced:  # as the window's clock.tick(60): a frame at most 60 times a second
            time.sleep(max(0.0, last + STEP - time.monotonic()))
            elapsed, last = time.monotonic() - last, time.monotonic()
            updates = pacer.steps(elapsed)
            figures.frames.append(elapsed)
            figures.played += updates * STEP
            if turn is not None and table.ai_thinking and wants_answer(table):
                turn.waited += elapsed
            time_searches(table, turn, timing)
        else:
            search = follow_search(app, table, search, turn, now, seen=seen)
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


BUSY = "import os, sys\nparent = int(sys.argv[1])\nwhile os.getppid() == parent: pass"
"""A process that keeps a core busy until ended, or until the bench is gone (a bench
killed by `timeout` runs no `finally`: its load must not outlive it on a shared machine)."""


def busy_processes(count: int) -> list[subprocess.Popen[bytes]]:
    """`count` processes that keep a core busy (BUSY) until ended (end_all)."""
    bench = str(os.getpid())  # (told, not asked: the bench may be gone before it asks)
    return [subprocess.Popen([sys.executable, "-c", BUSY, bench]) for _ in range(count)]


def end_all(processes: list[subprocess.Popen[bytes]]) -> None:
    for process in processes:
        process.kill()
        process.wait()


def time_searches(table: Any, turn: Turn | None, timing: dict[Any, Turn | None]) -> None:
    """Paced, each frame: each computer search's wall seconds, from its start to the
    frame that sees its answer, go to the turn it was started in (its `decisions`), once:
    a search answered stays in `timing` (its turn None) while the table still holds it
    (its move waits for the pause)."""
    ahead = getattr(getattr(table, "computer", None), "ahead", None)
    held = [getattr(table, "thinking", None), ahead[1] if ahead else None]
    for job in held:  # (one started with no turn to go to is not timed)
        if turn is not None and job is not None and callable(getattr(job, "done", None)):
            timing.setdefault(job, turn)
    for job, started_in in list(timing.items()):
        if started_in is None or not job.done():
            if started_in is None and job not in held:
                del timing[job]  # answered and timed, and let go of
            continue
        timing[job] = None
        if not getattr(job, "_abandoned", False):
            started_in.decisions.append(time.monotonic() - float(job.started))


def wants_answer(table: Any) -> bool:
    """The table would play its computer's answer now: still, and the pause before the
    computer's action over (scenes/tableflow/computer.py)."""
    computer = getattr(table, "computer", None)
    if table.held or computer is None:
        return False
    return not table.animate or computer.wait >= computer.pause() - 1e-9


def follow_search(
    app: Any,
    table: Any,
    search: Search | None,
    turn: Turn | None,
    now: float,
    clock: Callable[[], float] = time.monotonic,
    seen: dict[Any, float] | None = None,
) -> Search | None:
    """Default mode, each frame: a computer's search is followed from its start (`now`:
    simulated seconds), the loop waiting for it only when the table wants its answer;
    once the table has played it, what of it the animations did not hide goes to its
    turn. `clock`: real seconds (the search's `started` is on it). `seen`: the
    simulated second each search was first seen at, kept from frame to frame (a
    search the computer starts ahead, tableflow/computer.py's look_ahead, becomes the
    table's only once the move before it is played)."""
    seen = {} if seen is None else seen
    ahead = getattr(getattr(table, "computer", None), "ahead", None)
    if ahead is not None:
        seen.setdefault(ahead[1], now)
    job = getattr(table, "thinking", None)
    if search is not None and search.job is not job:
        if search.seconds is not None:
            if search.needed is None:
                search.needed = now  # answered in time: played in the last frame
            if search.turn is not None:
                search.turn.decisions.append(search.seconds)
                search.turn.think += search.shown
        search = None
    if job is None or not callable(getattr(job, "done", None)):
        return None  # no search (or one answered at once: `Ready`)
    if search is None:
        search = Search(job, seen.pop(job, now), turn)
    if search.seconds is None and job.done():
        search.seconds = clock() - float(getattr(job, "started", clock()))
    if search.needed is None and search.seconds is None and app.top is table:
        if wants_answer(table):
            search.needed = now
            app.wait_for_computer()
            if job.done():
                search.seconds = clock() - float(job.started)
                # a window's frames go on meanwhile: its turn's clock counts the wait
                # (tableflow/turn_budget.py: up to THINK_CHARGED, its next actions then play
                # quicker)
                turn_clock = getattr(getattr(table, "computer", None), "clock", None)
                if turn_clock is not None:
                    turn_clock.tick(
                        search.shown * (float(app.settings.animation_speed) or 1.0), thinking=True
                    )
    return search


def summary(figures: list[GameFigures]) -> dict[str, Any]:
    turns = [t for f in figures for t in f.turns if t.end is not None]
    decisions = [d for t in turns for d in t.decisions]

    def med(values: list[float]) -> float:
        return round(statistics.median(values), 2) if values else 0.0

    def top(values: list[float]) -> float:
        return round(max(values), 2) if values else 0.0

    totals = [t.total for t in turns]
    passes = [t.from_pass for t in turns]
    anims = [t.anim for t in turns]
    thinks = [t.think for t in turns]
    owns = [t.own for t in turns]
    waits = [t.waited for t in turns]
    frames = sorted(s for f in figures for s in f.frames)
    paced: dict[str, Any] = {}
    if frames:
        paced = {
            "median_waited_s": med(waits),
            "max_waited_s": top(waits),
            "game_per_wall": round(sum(f.played for f in figures) / sum(frames), 2),
            "median_frame_ms": round(1000 * statistics.median(frames), 1),
            "p90_frame_ms": round(1000 * frames[int(0.9 * (len(frames) - 1))], 1),
        }
    return {
        "turns": len(turns),
        "median_s": med(totals),
        "max_s": top(totals),
        "median_anim_s": med(anims),
        "max_anim_s": top(anims),
        "median_own_anim_s": med(owns),
        "max_own_anim_s": top(owns),
        "median_from_pass_s": med(passes),
        "max_from_pass_s": top(passes),
        "median_think_s": med(thinks),
        "max_think_s": top(thinks),
        "decisions": len(decisions),
        "median_decision_s": med(decisions),
        "actions": sum(f.actions for f in figures),
        **paced,
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
    parser.add_argument(
        "--at-once",
        action="store_true",
        help="the computers choose in this process between two frames, as if at once: "
        "the animations and pauses alone, the same on any machine (other games than "
        "the default's: their searches have other seeds)",
    )
    parser.add_argument(
        "--end-turn-after",
        type=float,
        default=None,
        metavar="SECONDS",
        help="the setting Confirm end of turn on: the person presses End turn this long "
        "after it is offered (the computer's search runs meanwhile)",
    )
    parser.add_argument(
        "--turns",
        type=int,
        default=None,
        metavar="N",
        help="each game stops after N computer turns (a paced game takes minutes)",
    )
    parser.add_argument("--size", default="1280x720", help="the table's size, WxH")
    parser.add_argument(
        "--load",
        type=int,
        default=0,
        metavar="N",
        help="N busy processes run meanwhile (a shared machine), ended after",
    )
    parser.add_argument(
        "--catch-up",
        type=float,
        default=None,
        metavar="SECONDS",
        help="paced: the most game time one frame plays (0.0833: the loop before scenes/pacing.py)",
    )
    args = parser.parse_args(argv)
    try:
        width, height = (int(n) for n in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size {args.size!r}: give it as WxH, say 1920x1080")
    if args.turns is not None and args.turns < 1 or args.load < 0:
        parser.error("--turns must be at least 1 and --load at least 0")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ninjas.ai import warm_up

    warm_up()
    busy = busy_processes(args.load)
    try:
        load_at_start = round(os.getloadavg()[0], 2)
        names = list(TABLES) if args.game == "all" else [args.game]
        report: dict[str, Any] = {}
        for name in names:
            game, options = TABLES[name]
            played = [
                play_table(
                    game,
                    options,
                    args.level,
                    args.seed + index,
                    size=(width, height),
                    turns=args.turns,
                    paced=args.paced,
                    end_turn_after=args.end_turn_after,
                    at_once=args.at_once,
                    catch_up=args.catch_up,
                )
                for index in range(args.games)
            ]
            report[name] = summary(played)
            if not args.json:
                print(name, json.dumps(report[name]), flush=True)
    finally:
        end_all(busy)
    # the thinking is wall time: a machine kept busy by other programs stretches it
    report["load_average"] = [load_at_start, round(os.getloadavg()[0], 2)]
    if args.json:
        print(json.dumps(report))
    else:
        print("load_average", *report["load_average"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
