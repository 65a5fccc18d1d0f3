"""The computer's thinking hidden by what the table shows (issue 33 §1: a whole computer
turn in 4 s, thinking included): its search starts while a person's move that passed
the turn waits for End turn, and the turn bench counts only the part of a search that
the animations do not hide. Simulated time and stand-in searches only."""

from __future__ import annotations

import time
from typing import Any

from ninjas.ai.agents import make_agent
from ninjas.core.saves import position_digest
from ninjas.core.session import GameSession, Seat
from scenes import table as table_module
from scenes.app import App
from scenes.bench_turns import Search, Turn, follow_search
from scenes.registry import make_game_scene
from scenes.tableflow import computer as computer_module

from .conftest import Driver


class Pending:
    """A stand-in for the AI worker's search: no answer until `answer` is set."""

    def __init__(self, state: Any) -> None:
        self.state = state.clone()
        self.answer: Any = None
        self.cancelled = False
        self.started = time.monotonic()

    def done(self) -> bool:
        return self.answer is not None

    def result(self) -> Any:
        return self.answer

    def cancel(self) -> None:
        self.cancelled = True


def person_against_computer(app: App, game: str, options: dict[str, Any]) -> tuple[Any, list]:
    """A table of one person (seat 0) against a computer, End turn confirmed by hand, the
    computer's searches recorded as `Pending` (the list returned)."""
    app.settings.confirm_turn_end = True
    players = int(options.get("players", 2))
    seats = [Seat("human")] + [Seat("ai", "hard") for _ in range(players - 1)]
    session = GameSession.new(game, seats, seed=5, options=options, autosave=False)
    table: Any = make_game_scene(app, session)
    searches: list[Pending] = []

    def record(_level: str) -> Pending:
        searches.append(Pending(table.state))
        return searches[-1]

    table._think = record
    app.push(table)
    return table, searches


def play_until_the_turn_waits(app: App, table: Any) -> None:
    """The person's moves (greedy's) until one passes the turn and waits for End turn."""
    ui = Driver(app)
    person = make_agent("greedy", 5)
    for _ in range(2000):
        if table.turn_end.waiting:
            return
        if table.can_act:
            table.play(person.choose(table.state))
        ui.step()
    raise AssertionError("the person's turn never waited for End turn")


def test_the_computers_search_runs_while_the_persons_turn_waits_for_end_turn(
    app: App,
) -> None:
    table, searches = person_against_computer(app, "shinobi", {"players": 2})
    play_until_the_turn_waits(app, table)
    ui = Driver(app)
    ui.step(5)
    # before: nothing of the computer's turn began until End turn
    assert len(searches) == 1
    assert searches[0].state.current_player == 1 == table.state.current_player
    assert not table.ai_thinking  # nothing shows it, and the table stays still
    assert not table.computer_to_move
    played = len(table.session.actions)
    searches[0].answer = make_agent("greedy", 1).choose(table.state)
    ui.step(30)
    assert len(table.session.actions) == played  # its answer waits for End turn
    table.turn_end.confirm()
    ui.step(120)
    # the same search answered: none started again for the same position
    assert not searches[0].cancelled
    assert len(table.session.actions) > played
    assert str(table.session.actions[played]) == str(searches[0].answer)


def test_undo_while_the_turn_waits_drops_the_computers_search(app: App) -> None:
    table, searches = person_against_computer(app, "shinobi", {"players": 2})
    play_until_the_turn_waits(app, table)
    Driver(app).step(3)
    assert len(searches) == 1
    table.undo()
    assert searches[0].cancelled
    assert not table.turn_end.waiting
    play_until_the_turn_waits(app, table)
    Driver(app).step(3)
    assert len(searches) == 2  # a new search for the position the person left now


def test_taisen_starts_no_search_before_end_turn_rolls_the_next_dice(app: App) -> None:
    table, searches = person_against_computer(app, "taisen", {})
    play_until_the_turn_waits(app, table)
    Driver(app).step(10)
    assert searches == []


class StillTable:
    """What follow_search reads of a table: its search, whether it holds the game up,
    and its computer's pause."""

    def __init__(self) -> None:
        self.thinking: Any = None
        self.held = True
        self.animate = True
        self.computer = self
        self.wait = 0.0

    def pause(self) -> float:
        return 0.2


class LoopApp:
    def __init__(self, table: StillTable) -> None:
        self.top = table
        self.waited = 0

    def wait_for_computer(self) -> None:
        self.waited += 1
        self.top.thinking.answer = "move"


def test_the_bench_counts_only_the_search_the_animations_do_not_hide() -> None:
    table = StillTable()
    app = LoopApp(table)
    turn = Turn(1, 0.0)
    real = [100.0]  # the real clock, in seconds

    def follow(search: Search | None, now: float) -> Search | None:
        return follow_search(app, table, search, turn, now, clock=lambda: real[0])

    # a search of 1.5 s started at 0.0, answered while the table still animates
    job = table.thinking = Pending.__new__(Pending)
    job.answer, job.started = None, 100.0
    search = follow(None, 0.0)
    job.answer, real[0] = "move", 101.5
    search = follow(search, 0.5)
    # the table plays it at 1.0 s: 0.5 s of it showed
    table.thinking = None
    assert follow(search, 1.0) is None
    assert turn.think == 0.5
    assert turn.decisions == [1.5]
    assert app.waited == 0
    # a search of 3 s started at 1.5, which the table waits for at 2.0 after its pause
    job = table.thinking = Pending.__new__(Pending)
    job.answer, job.started = None, 102.0
    search = follow(None, 1.5)
    table.held, table.wait, real[0] = False, 0.2, 105.0
    search = follow(search, 2.0)
    assert app.waited == 1  # the loop waits only now
    table.thinking = None
    follow(search, 2.0 + 1 / 60)
    assert turn.think == 0.5 + 2.5  # 3 s less the 0.5 s the table hid
    assert turn.decisions == [1.5, 3.0]


def test_a_computers_turn_starts_when_the_move_before_has_been_shown() -> None:
    turn = Turn(1, start=10.0, think=0.25, end=15.0, lead=2.0)
    assert turn.total == 3.25  # the person's last move (2 s of it) is theirs
    assert turn.from_pass == 5.25
    assert Search(None, 1.0, None, seconds=0.5, needed=2.0).shown == 0.0
    assert Search(None, 1.0, None, seconds=1.5, needed=1.2).shown == 1.3


def test_a_computers_next_decision_is_searched_while_its_chosen_move_waits(
    app: App, monkeypatch: Any
) -> None:
    """Shinobi: once the computer has chosen its placing, the search for its power's
    choice (or its discard) starts on the position the placing will make, with the seed
    the table would give it after the move, and that search is the one answered."""
    table: Any = None
    chooser = make_agent("greedy", 3)
    searches: list[tuple[bool, int, int, str, Pending]] = []
    """(started ahead, seed, the seed the table gives its position, position, search)"""
    chained: list[tuple[bool, bool, bool]] = []
    """(started ahead, asked the chained deadline, the computer's own move just played)"""

    def stand_in(level: str, seed: int, state: Any, chained_deadline: bool = False) -> Pending:
        job = Pending(state)
        job.answer = chooser.choose(state)
        ahead = position_digest(state) != position_digest(table.state)
        count = len(table.session.actions) + ahead
        searches.append(
            (ahead, seed, table._seed(table.ai_salt, count), position_digest(state), job)
        )
        chained.append((ahead, chained_deadline, table.computer.chained()))
        return job

    def think(level: str, seed: int, state: Any, chained: bool = False) -> Pending:
        return stand_in(level, seed, state, chained)

    # the tables' own searches (TableScene._think and look_ahead), answered at once
    monkeypatch.setattr(computer_module, "think", think)
    monkeypatch.setattr(table_module, "think", think)
    seats = [Seat("ai", "hard"), Seat("ai", "hard")]
    session = GameSession.new("shinobi", seats, seed=2, options={"players": 2}, autosave=False)
    table = make_game_scene(app, session)
    app.push(table)
    Driver(app).step(900)
    ahead = [entry for entry in searches if entry[0]]
    assert len(ahead) >= 3  # before: every search began once the move before it played
    assert all(seed == expected for _, seed, expected, _, _ in searches)
    positions = [digest for _, _, _, digest, _ in searches]
    assert len(positions) == len(set(positions))  # none searched twice
    played = [str(action) for action in table.session.actions]
    answered = [str(job.answer) for *_, job in ahead if not job.cancelled]
    missing = [answer for answer in answered if answer not in played]
    # (at the end, the move chosen last may wait still, and the search started after it)
    assert answered and len(missing) <= 2, missing
    # a search ahead, or after the computer's own move, has the short deadline
    # (ninjas.ai.deadline.CHAINED_SECONDS); a turn's first search the table's whole one
    assert all(asked == (ahead or after_own) for ahead, asked, after_own in chained)
    assert any(not asked for _, asked, _ in chained) and any(asked for _, asked, _ in chained)
