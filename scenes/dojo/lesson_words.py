"""The guided Dojo's walk step in words: the goal of the guide's walk, the same from its
first step to its last, then its next step, the one the gold arrow draws, with the
moves left ("2 moves left: walk a ninja from the ringed plains to the forest (1
move)."), and once every move is spent, how to end the move.

Newcomer P (issue 33, s8, a 6): the words named a plan the arrow did not walk, changed
to '2 moves go out and back' and back again as the steps were walked, and never said
which step came next nor how many moves were left."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ninjas.dojo.cards import rank_name
from ninjas.dojo.guard import enemy_reach
from ninjas.dojo.rules import DojoState, parse_hex

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex

    from .lesson import Lesson, Walk


class DojoTutorial(Protocol):
    """What the words read of the guided table (tutorial.py's DojoTutorial)."""

    app: Any
    state: DojoState
    session: Any

    @property
    def lesson(self) -> Lesson | None: ...
    def walk(self) -> Walk | None: ...
    def replanned(self) -> bool: ...


def walk_words(table: DojoTutorial) -> dict[str, str]:
    """The walk step's values, one instruction at a time (newcomer M, s11, nc-M/155:
    the goal, what the gold arrow shows, why a ninja stays home and the first step
    made three dense lines): `plan`, the walk's goal (and why some moves go out and
    back), or 'the plan changes' after a step not the arrow's; `now`, the arrow's step
    with the moves left. Once every move is spent, `plan` says to end the move and
    `now` why a ninja stayed on the Dojo (an enemy near)."""
    tr = table.app.tr
    lesson = table.lesson
    walk = table.walk()
    state = table.state
    plan = goal(table, lesson, walk)
    if walk is not None and walk.back:  # moves left over walked out and back: say why
        # (newcomer M, s8 gd8/gd9.png: "I followed arrows without understanding")
        plan = f"{plan} {tr.plural('dojo.tutorial.walk.back', walk.back)}"
    moving = state.phase == "move" and state.mover == 0
    now = ""  # (no walk to show: the person's own way)
    if moving and walk is not None and walk.steps:
        nth = alike(table, walk.steps)
        now = next_step(table, lesson, walk.steps[0], state.remaining, nth)
        if table.replanned():  # the person's own step: the plan changes, said in one
            # line before the next step (newcomer M, s11, nc-M/159-161: 'arrow 4 of 6'
            # became '5 of 8' in silence); the goal is said again at the next arrow
            plan = tr("dojo.tutorial.walk.replanned")
    elif moving and state.remaining == 0:  # (newcomer P, s8: "never says press E")
        plan = tr("dojo.tutorial.walk.spent")
        home = state.dojos[0]
        guard = home is not None and state.count(home, 0) > 0
        if guard and enemy_reach(state, 0) is not None:
            now = tr("dojo.tutorial.walk.guard")
    return {"plan": plan, "now": now}


def walked(table: DojoTutorial) -> int:
    """The steps the person has walked since their roll this turn."""
    actions = list(table.session.actions)
    rolls = [i for i, a in enumerate(actions) if a == "roll" or a.startswith("blitz")]
    since = actions[rolls[-1] + 1 :] if rolls else []
    return sum(1 for a in since if a.startswith("step "))


def arrow_count(table: DojoTutorial) -> tuple[int, int] | None:
    """The walk step's sub-count while the gold arrow shows: the arrow shown and the
    arrows of the whole walk (those walked and those left), or None."""
    state = table.state
    walk = table.walk()
    if state.phase != "move" or state.mover != 0 or walk is None or not walk.steps:
        return None
    done = walked(table)
    return done + 1, done + len(walk.steps)


def goal(table: DojoTutorial, lesson: Lesson | None, walk: Walk | None) -> str:
    """Where the walk takes the ninjas: the lesson's hexes, as many as the walk brings
    there (the walk as planned at its first step: the same words all along)."""
    if walk is None:
        count, throwers, plains = (lesson.attackers if lesson is not None else 2), 1, 1
    else:
        count, throwers, plains = walk.attackers, walk.throwers, walk.plains
    part = "both" if throwers else "battle"
    if count == 0:
        part = "plains" if throwers else "none"
    elif count == 1:
        part += "_one"
    if throwers and plains > 1:  # the arrow walks more than one onto the plains
        part += "_more"
    return table.app.tr(f"dojo.tutorial.walk.{part}", count=count, plains=plains)


def alike(table: DojoTutorial, steps: list[str]) -> tuple[int, int]:
    """The next step's place among the walk's steps from the same hex to the same hex
    this turn (walked and to walk): (which, of how many). Three ninjas from the Dojo to
    the Blue clan's hex are 'ninja 1 of 3', '2 of 3', '3 of 3': the same sentence three
    times made newcomer H (s16, nc-H/014) wonder whether her click had worked."""
    ends = steps[0].split()[1:3]
    actions = list(table.session.actions)
    rolls = [i for i, a in enumerate(actions) if a == "roll" or a.startswith("blitz")]
    since = actions[rolls[-1] + 1 :] if rolls else []
    done = sum(1 for a in since if a.startswith("step ") and a.split()[1:3] == ends)
    return done + 1, done + sum(1 for s in steps if s.split()[1:3] == ends)


def next_step(
    table: DojoTutorial,
    lesson: Lesson | None,
    step: str,
    left: int,
    nth: tuple[int, int] = (1, 1),
) -> str:
    """The walk's next step (`step`, a "step" action's text) in words, with the moves
    left before it and what it costs; `nth`, its place among the turn's steps alike
    (alike): 'ninja 2 of 3' where there are more than one."""
    tr = table.app.tr
    _, src, dst, cost = step.split()
    target = parse_hex(dst)
    if table.state.terrain.get(target) == "forest":
        price = tr(f"dojo.tutorial.walk.forest_{cost}")
    else:
        price = tr.plural("dojo.tutorial.walk.cost", int(cost))
    words = {"source": name(table, lesson, parse_hex(src)), "target": name(table, lesson, target)}
    key = "dojo.tutorial.walk.next" + ("_nth" if nth[1] > 1 else "")
    words.update(nth=str(nth[0]), of=str(nth[1]))
    if left == 0:
        return tr(key.replace("next", "next_none"), cost=price, **words)
    return tr.plural(key, left, cost=price, **words)


def name(table: DojoTutorial, lesson: Lesson | None, h: Hex) -> str:
    """A hex of the walk as the step's words name it: the person's Dojo, the hexes the
    guide rings as its words call them, else its terrain (the gold arrow shows which)."""
    tr = table.app.tr
    if h == table.state.dojos[0]:
        return tr("dojo.tutorial.walk.home")
    if lesson is not None and h == lesson.battle:
        return tr("dojo.tutorial.walk.battle_hex")
    if lesson is not None and h == lesson.plains:
        return tr("dojo.tutorial.walk.plains_hex")
    return tr(f"dojo.terrain.{table.state.terrain.get(h, 'plains')}")


def summon_words(table: DojoTutorial) -> dict[str, str]:
    """The summoning step's `advice` for the moment shown, as the walk's words give
    one for the roll (issue 33, s10: step 11 said how summoning works, never what to
    do): while the cards are to be drawn, draw as many as the rules allow; once drawn,
    which of them can match a die and where to set the dice (one on the Dojo while
    Blue is near, the rest on land held)."""
    tr = table.app.tr
    state = table.state
    if state.phase == "assign" and state.current_player == 0:
        ranks = sorted(c for c in state.summon_cards if 1 <= c <= 6)
        if not ranks:
            return {"advice": tr("dojo.tutorial.summon.dice_none")}
        cards = tr.names([rank_name(c) for c in ranks])
        guard = enemy_reach(state, 0) is not None and state.dojos[0] in state.summon_sites(0)
        key = "dojo.tutorial.summon.dice" + (".guard" if guard else "")
        return {"advice": tr.plural(key, len(ranks), cards=cards)}
    most = max(1, state.on_board(0))
    return {"advice": tr.plural("dojo.tutorial.summon.draw", most)}
