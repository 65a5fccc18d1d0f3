"""The computer's moves in Dojo's guided first game, worked out so that the person's
first turn always holds a battle to fight and a projectile to throw (issue 18, §3).

The person places their Dojo first, anywhere the rules allow (TUTORIAL_SEED gives them
the roll-off). The computer then builds its own Dojo near it and walks some of its
ninjas to the person's doorstep: a group of two or three on a hex touching the person's
Dojo (the battle), beside a plains hex the person can reach (the throw), and where it
can a lone ninja beside that plains too (so the throw still has a target after the
battle, whatever the person does first). It summons with one card onto its Dojo. From
then on the easy computer plays.

The lesson is the tutorial's, not an opponent's search: it looks ahead at the game's
own seeded dice (on a copy) to pick a walk that spends the computer's roll exactly and
leaves the person, with their own roll, both a battle and a throw within reach. Every
move it makes is a legal move of the rules."""

from __future__ import annotations

from dataclasses import dataclass

from ninjas.dojo import data
from ninjas.dojo.ai import path_costs
from ninjas.dojo.guard import enemy_reach
from ninjas.dojo.hexgrid import Hex, dojo_second_sites, neighbours
from ninjas.dojo.movement import Movement
from ninjas.dojo.rules import DojoState, hex_text

GROUP_SIZES = (2, 3)
"""Ninjas the computer sends to the battle's hex (the person attacks with more)."""
ATTACKERS = 3
"""Ninjas the person's roll should bring into the battle (two at the least)."""


@dataclass(frozen=True)
class Lesson:
    """Where the lesson takes place once both Dojos stand: the computer's Dojo, its walk
    (each step's text), the hex of the battle and the plains to throw from."""

    dojo: Hex
    actions: tuple[str, ...]
    """The computer's first turn, its roll aside: its steps, end, summon and die."""
    battle: Hex
    plains: Hex
    target: Hex
    """The hex the lesson suggests throwing at: beside the plains, not the battle's when
    another enemy stands there (the throw keeps its target whichever comes first)."""
    attackers: int
    """How many ninjas the person's roll takes into the battle with one more onto the
    plains (three, or two when the battle lies two steps away)."""
    score: int


Path = list[tuple[Hex, int]]
"""A ninja's walk: each hex entered and the moves paid to enter it."""


def _walks(state: DojoState, start: Hex, moves: int, avoid: Hex) -> dict[Hex, dict[int, Path]]:
    """Where one ninja from `start` can end, spending exactly how many moves, and by
    which steps: never into a Dojo, through water but never ending in it (the ninjas
    walk one after the other: each passes alone)."""
    terrain = state.terrain
    found: dict[Hex, dict[int, Path]] = {start: {0: []}}
    seen: dict[Hex, set[int]] = {start: {0}}
    todo: list[tuple[Hex, int, Path]] = [(start, 0, [])]
    while todo:
        h, spent, path = todo.pop(0)
        for n in neighbours(h):
            kind = terrain.get(n)
            if kind is None or kind == "dojo" or n == avoid:
                continue
            for cost in data.MOVE_COST[kind]:
                total = spent + cost
                if total > moves or total in seen.get(n, set()):
                    continue
                seen.setdefault(n, set()).add(total)
                todo.append((n, total, [*path, (n, cost)]))
                if kind != "water":
                    found.setdefault(n, {})[total] = [*path, (n, cost)]
    return found


def plan(state: DojoState) -> Lesson | None:
    """The lesson for a position where the person's Dojo stands and the computer is to
    place its own (None when no site and walk give one: the easy computer plays)."""
    mine = state.dojos[0]
    if mine is None or state.dojos[1] is not None or state.phase != "dojo":
        return None
    best: Lesson | None = None
    for site in dojo_second_sites(state.board, mine):
        lesson = _plan_from(state, mine, site)
        if lesson is not None and (best is None or lesson.score > best.score):
            best = lesson
    return best


def _plan_from(state: DojoState, mine: Hex, site: Hex) -> Lesson | None:
    twin = state.clone()
    twin.apply(f"dojo {hex_text(site)}")
    twin.apply("roll")
    moves = twin.remaining
    terrain = twin.terrain
    walks = _walks(twin, site, moves, mine)
    near = _walks(twin, mine, 2, site)  # the person's side: hexes a step or two away
    best: Lesson | None = None
    for battle in near:
        if battle == mine or terrain[battle] == "water":
            continue
        for throw in neighbours(battle):
            if terrain.get(throw) != "plains" or throw not in near:
                continue
            for size in GROUP_SIZES:
                for cost, path in walks.get(battle, {}).items():
                    left = moves - size * cost
                    if left < 0:
                        continue
                    extras = [(site, [])] if left == 0 else []
                    extras += [
                        (h, costs[left])
                        for h, costs in walks.items()
                        if left and left in costs and h not in (battle, throw, site)
                    ]
                    for _, extra in extras:
                        walk = [path] * size + ([extra] if extra else [])
                        lesson = _judge(twin, battle, throw, walk)
                        if lesson is not None and (best is None or lesson.score > best.score):
                            best = lesson
    return best


def _reach(state: DojoState, start: Hex, goal: Hex) -> int | None:
    """The fewest moves taking one of the person's ninjas from `start` to `goal`, by
    hexes free of enemies and water (None: none such): the AI's cheapest paths, on the
    board without the hexes it may not cross."""
    free = {
        h: kind
        for h, kind in state.terrain.items()
        if kind != "water" and (h == goal or not state.count(h, 1))
    }
    return path_costs(free, start).get(goal)


def _judge(twin: DojoState, battle: Hex, throw: Hex, walk: list[Path]) -> Lesson | None:
    """The lesson these walks give, scored; None if the rules refuse it, or if the
    person's roll could not take three ninjas into the battle and one onto the plains."""
    play = twin.clone()
    site = play.dojos[1]
    mine = play.dojos[0]
    assert site is not None and mine is not None
    actions: list[str] = []
    try:
        for path in walk:
            here = site
            for h, cost in path:
                actions.append(f"step {hex_text(here)} {hex_text(h)} {cost}")
                play.apply(actions[-1])
                here = h
        for text in ("end", "done", "summon 1", f"die {hex_text(site)}"):
            if text == "done" and play.phase != "battle":
                continue  # no throw to hold back (from beside the person's Dojo)
            actions.append(text)
            play.apply(text)
    except ValueError:
        return None
    if play.phase != "roll" or play.mover != 0:
        return None
    play.apply("roll")
    defenders = play.count(battle, 1)
    if defenders < 2 or play.count(throw, 1):
        return None
    to_battle, to_throw = _reach(play, mine, battle), _reach(play, mine, throw)
    if to_battle is None or to_throw is None:
        return None
    attackers = next(
        (n for n in (ATTACKERS, 2) if n * to_battle + to_throw <= play.remaining), None
    )
    if attackers is None:
        return None
    terrain = play.terrain
    others = [n for n in neighbours(throw) if n != battle and play.count(n, 1) > 0]
    score = 40 if others else 0
    score += {"plains": 20, "forest": 10}.get(terrain[battle], 0)
    score += 10 if defenders == 2 else 0
    score += 10 if attackers == ATTACKERS else 0
    score += 15 if battle in neighbours(mine) else 0
    score += 5 if throw in neighbours(mine) else 0
    score -= len(actions)
    target = others[0] if others else battle
    return Lesson(site, tuple(actions), battle, throw, target, attackers, score)


WALK_SEARCH_LIMIT = 20_000
"""Positions the walk's plan looks at, at most (a roll of 6 from the Causeway's Dojo
sites looks at a few hundred)."""


@dataclass(frozen=True)
class Walk:
    """The guide's plan for the person's move from where their ninjas stand now: its
    steps (each a "step" action's text), how many ninjas it leaves in the battle's hex,
    on the plains, and on their own Dojo."""

    steps: tuple[str, ...]
    attackers: int
    throwers: int
    home: int
    plains: int = 0
    """How many stand on the plains at its end (a second one may spend the last move
    there: the words say so, as the arrow walks it; newcomer A, c14.png)."""
    back: int = 0
    """The moves its steps spend going out and back (there_and_back), counted once as
    it is planned: the words said '8 moves go out and back' of a 6, then 6, 4, 2 as
    the steps were walked (newcomer P, s8: 'the text changed, then changed back')."""


def safe_walk(state: DojoState, lesson: Lesson) -> Walk | None:
    """The walk the guide shows for the person's move now (None outside their move): it
    spends every move the roll gave, whatever it was, brings up to `lesson.attackers`
    ninjas into the battle and one onto the plains, and never leaves the Dojo empty
    while an enemy could walk in (a tester followed the old words with a 6: the two
    moves left over took the last ninja out, and the computer took the Dojo). Among
    the walks that do as much, the one using the fewest other hexes, then steps."""
    if state.phase != "move" or state.mover != 0:
        return None
    home = state.dojos[0]
    assert home is not None
    guard = enemy_reach(state, 0) is not None
    start = Movement(
        state.terrain,
        {h: list(c) for h, c in state.ninjas.items()},
        0,
        state.remaining,
        state.transit,
    )
    best: tuple[tuple[int, ...], Walk] | None = None
    seen: set[tuple[object, ...]] = set()
    todo: list[tuple[Movement, tuple[str, ...]]] = [(start, ())]
    while todo and len(seen) < WALK_SEARCH_LIMIT:
        m, steps = todo.pop(0)
        legal = m.legal_steps()
        if m.can_end(legal):
            walk = _walk_of(m, steps, lesson, home)
            outside = {h for h, c in m.ninjas.items() if c[0]} - {
                home,
                lesson.battle,
                lesson.plains,
            }
            safe = walk.home > 0 or not guard
            score = (safe, walk.attackers, walk.throwers, -len(outside), -len(steps))
            if best is None or score > best[0]:
                best = (score, walk)
        for step in legal:
            twin = Movement(
                m.terrain, {h: list(c) for h, c in m.ninjas.items()}, 0, m.remaining, m.transit
            )
            twin.step(step, checked=True)
            places = tuple(sorted((h, c[0]) for h, c in twin.ninjas.items() if c[0]))
            key = (places, twin.remaining, twin.transit)
            if key in seen or _astray(places, lesson, home, guard):
                continue
            seen.add(key)
            text = f"step {hex_text(step.src)} {hex_text(step.dst)} {step.cost}"
            todo.append((twin, (*steps, text)))
    return best[1] if best is not None else None


def _astray(places: tuple[tuple[Hex, int], ...], lesson: Lesson, home: Hex, guard: bool) -> bool:
    """A position the plan need not look past: the Dojo emptied with an enemy near, or
    ninjas on two hexes off the lesson's (one is enough to spend any moves left)."""
    kept = {home, lesson.battle, lesson.plains}
    if guard and all(h != home for h, _ in places):
        return True
    return sum(h not in kept for h, _ in places) > 1


def _walk_of(m: Movement, steps: tuple[str, ...], lesson: Lesson, home: Hex) -> Walk:
    def mine(h: Hex) -> int:
        return m.ninjas.get(h, [0, 0])[0]

    return Walk(
        steps,
        min(mine(lesson.battle), lesson.attackers),
        min(mine(lesson.plains), 1),
        mine(home),
        mine(lesson.plains),
        there_and_back(steps),
    )


def there_and_back(steps: tuple[str, ...]) -> int:
    """The moves a walk's steps spend going out and coming back (a step, and a later
    one the same way back, each step paired once): moves spent only because every move
    must be. Steps that do not name their hexes count none."""
    walked = [text.split()[1:4] for text in steps if len(text.split()) >= 4]
    paired: set[int] = set()
    moves = 0
    for i, (src, dst, cost) in enumerate(walked):
        if i in paired:
            continue
        back = next(
            (
                j
                for j in range(i + 1, len(walked))
                if j not in paired and walked[j][:2] == [dst, src]
            ),
            None,
        )
        if back is not None:
            paired.update((i, back))
            moves += int(cost) + int(walked[back][2])
    return moves
