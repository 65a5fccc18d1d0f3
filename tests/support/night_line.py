"""A Ninja Night position built by hand on roofs in a row, shared by the rules, the
animations' and the throws' tests: its buildings, the action turn set up on them, a
token put where a test wants it, and the table that shows it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ninjas.night.rules import NightState, new_game
from ninjas.night.village import Building, Village

LINE = [
    Building(0, 0, 10, 10, 1),
    Building(20, 0, 10, 10, 1),
    Building(40, 0, 10, 10, 1),
    Building(0, 30, 10, 10, 2),
    Building(0, -40, 10, 10, 1),
]
"""Roofs 0 (x 0..10, centre 5,5), 1 (x 20..30) and 2 (x 40..50) in a row, 20 cm apart; 3
two floors high, far off; 4 holds the spare tokens, far away. Villages are built per
test from these: a pymunk space alive at interpreter exit warns."""


def line_state(
    plans: Sequence[Sequence[str]] | None = None,
    positions: Sequence[int] = (0, 2, 1),
    *,
    players: int = 3,
    scale: float = 100,
    round: int = 1,
    experienced: bool = False,
) -> NightState:
    """The first action turn of round `round` on LINE at `scale`: every token on the
    spare roof 4, the ninjas on `positions`, seat 0 to act with `plans` (each seat
    skipping twice unless given)."""
    s = new_game(7, {"players": players, "village": "crossroads", "experienced": experienced})
    s.village = Village("line", scale, LINE, [])
    s.roofs = [[], [], [], [], list(range(len(s.kinds)))]
    s.positions = list(positions[:players])
    s.phase, s.first, s.index, s.step, s.round = "act", 0, 0, 0, round
    s.plans = [list(p) for p in (plans or [("skip", "skip")] * players)]
    return s


def give(s: NightState, kind: str, building: int | None = None, seat: int | None = None) -> int:
    """A token of `kind` taken from the spare roof: into `seat`'s backpack (seen by it),
    else onto roof `building` (the spare roof itself when None). Returns the token."""
    t = next(t for t in s.roofs[4] if s.kinds[t] == kind)
    s.roofs[4].remove(t)
    if seat is not None:
        s.backpacks[seat][s.backpacks[seat].index(None)] = t
        s.known[t].add(seat)
    else:
        s.roofs[building if building is not None else 4].append(t)
    return t


def in_hand(s: NightState, kind: str, seat: int = 0) -> int:
    """A token of `kind` in the acting `seat`'s hand, seen by it, as a Collect with no
    room leaves it (its action done): a choice that needs her private faces."""
    here = s.positions[seat]
    assert here is not None
    t = give(s, kind, building=here)
    s.roofs[here].remove(t)
    s.held, s.held_from, s.main_done = [t], here, True
    s.known[t].add(seat)
    return t


def scene_of(app: Any, state: NightState) -> Any:
    """`state` on a Night table of three people, animated, pushed on `app`."""
    from ninjas.core.session import GameSession, Seat
    from scenes.night import NightScene

    session = GameSession("night", 7, dict(state.options), [Seat("human")] * 3, state)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    return scene


COMPUTERS = ("easy", "easy")
"""The seats after the person in `person_table`, unless a test names others."""


def person_table(app: Any, state: NightState, seats: Any = None, draw: bool = True) -> Any:
    """`state` on a still Night table (no animation, no pause) pushed on `app`, seat 0
    a person whose view is shown, the others two easy computers unless `seats` says;
    drawn once at 1280x720 so its rows and footer are placed."""
    import pygame

    from ninjas.core.session import GameSession, Seat
    from scenes.night import NightScene

    seats = seats or [Seat("human"), *(Seat("ai", level) for level in COMPUTERS)]
    session = GameSession("night", 7, dict(state.options), seats, state)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = scene.holder = 0  # she took the laptop through her cover
    scene._refresh()
    if draw:
        scene.draw(pygame.Surface((1280, 720)))
    return scene


def first_action_turn(app: Any, seed: int, plan: str, seats: Any) -> Any:
    """A real three-player game on the crossroads, placed and planned (every seat's plan
    `plan`, e.g. "plan move move"): seat 0, a person, to act first; its table pushed,
    seat 0 shown."""
    from ninjas.core.session import GameSession
    from scenes.night import NightScene

    options = {"players": 3, "village": "crossroads"}
    session = GameSession("night", seed, dict(options), seats, new_game(seed, dict(options)))
    s = session.state
    while not (s.phase == "act" and s.current_player == 0):
        legal = s.legal_actions()
        if s.phase == "plan":
            session.apply(next(a for a in legal if str(a) == plan))
        else:
            session.apply(legal[0])
    scene = NightScene(app, session, animate=False)
    app.push(scene)
    scene.shown_seat = 0
    scene._refresh()
    return scene
