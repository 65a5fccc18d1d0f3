"""How a computer's Dojo turn keeps within its budget (tableflow/turn_budget.py; issue 33:
a computer's whole turn at most 4 s). A Dojo turn is many small actions (a roll, a step
at a time, the battles, a die at a time of its summoning), so each action's room must
keep what the turn still has to do: the budget's default, one action's RESERVE, left a
walk of 11 steps, a battle and a summoning of 23 dice at 5.1 s
(python -m scenes.bench_turns --game dojo --games 4 --at-once, seed 4). In a battle it
keeps room for the clashes still to come, the battles and throws left and the summoning:
the first battle took the room, and its later rounds and a throw went over (5.35 s with
--games 8, seed 8); a clash after the first of its battle may go quicker, its result
kept in the tray's tally (tally.py). Its marches are never squeezed: each step and each
landing keeps its floor (MARCH_STEP_FLOOR, MARCH_LANDED_FLOOR), whatever the budget has
left or its search took, and a turn of many marches goes over the 4 s."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..tableflow.turn_budget import RESERVE, floor_of, squeeze
from . import turn_tight
from .march_beat import FOLLOW_STEP_FLOOR, LANDED_SECONDS
from .stage import COMPUTER_SUMMON_HOLD, DIE_TUMBLE, QUICKEST_STEP, walk_step_seconds
from .summon_roll import COMPUTER_STEP_LEAST, beat_count, computer_held, roll_step

DIE_SECONDS = 0.05
"""A summoning die of the computer's set on its hex, at the most (a person's holds 0.15 s):
it stays there, seen, till the dice roll. With a pause before each, 23 dice took 1.2 s."""
STEP_SECONDS = 0.35
"""A computer's step of its walk, at the most (a person's walks 0.18 s a step), where
its turn's budget has the room: slower than a person's, so it is seen walking (newcomer
J, s11: at 0.12 s its move was over before he saw it; DojoScene.fit_turn lengthens a
lone step up to this)."""
MARCH_STEP_FLOOR = 0.3
"""A computer's step of its walk at the least, at speed 1, whatever its turn's budget
has left and whatever its search took: never squeezed. The budget had walked most steps
at QUICKEST_STEP (0.1 s) and held a march's landing 0 s in a long turn, on a quiet
machine too, and a slow search (its thinking charged to the budget) left less: newcomers
A and D, s14 (nc-A 025_2-025_3, 210-211_1: a whole turn in 1-2 s even at speed 0.5;
nc-D: 'each ninja slid once and it was over'). A turn of many marches goes over issue
33's 4 s (python -m scenes.bench_turns --game dojo --at-once)."""
MARCH_LANDED_FLOOR = 0.3
"""A march's landing beat (march_beat.py) at the least, at speed 1: the walks are told
one group at a time, each landing ringed before the next group sets off."""
COMPUTER_DICE = DIE_TUMBLE + COMPUTER_SUMMON_HOLD
"""The computer's summoning dice held, tumbling then their faces (Stage.stage), when
they fall on one hex (more hexes: summon_roll.computer_held, a beat a hex)."""
DICE_FLOOR = DIE_TUMBLE + 0.4
"""... at the least, at speed 1, whatever its turn's budget has left: 0.85 s in all, the
dice tumbling 0.36 s, then their faces (newcomer A, s14: 'then the summon dice
rolling'; the budget had held them 0.37 s in all, the tumble 0.16 s); and each hex's
beat of a roll on several hexes at least summon_roll.COMPUTER_STEP_LEAST (dice_pace)."""
DIE_FLOOR = 1 / 60
"""... and at the least, in a long turn: a frame."""
FIRST_CLASH = 0.6
"""A battle's first clash, with what follows it, at the least: the card turns over in
0.15 s or more, the loser falls, the clash joins the tally."""
LATER_CLASH = 0.4
"""A clash after the first of its battle, with what follows it (the ninja lost, the
cards back, the next round dealt), at the least: its card still turns and its result
joins the tray's tally, where it stays (a battle of three rounds took 2.4 s of a
computer's turn of 5.35 s, python -m scenes.bench_turns --game dojo --games 8
--at-once, seed 8)."""
WALKING = frozenset({"move"})
BATTLING = frozenset({"battle", "lay", "deal", "attack", "joker"})


def reserve(state: Any, seat: int, chained_pause: float) -> float:
    """Seconds kept for what `seat`'s turn has still to do after the action just played:
    while it walks, its moves left at their quickest and RESERVE each for its battles
    and its summoning; in its battles, RESERVE for the summoning; once its dice are being
    set, DIE_SECONDS for each die left."""
    if state.is_terminal or state.mover != seat:  # (a defender lays while it is `seat`'s turn)
        return 0.0
    phase = state.phase
    if phase in WALKING:  # its steps and landings at their floors, never squeezed
        walk = MARCH_STEP_FLOOR + MARCH_LANDED_FLOOR / 2 + chained_pause
        return int(state.remaining) * walk + 3 * RESERVE
    if phase in BATTLING:  # the clashes to come, the battles left, the summoning
        return clashes_to_come(state) * LATER_CLASH + battles_left(state) * RESERVE + RESERVE
    if phase == "assign":
        return (len(state.summon_cards) - len(state.summon_hexes)) * DIE_SECONDS
    return RESERVE


def tight_reserve(state: Any, seat: int, walk_pause: float) -> float:
    """Seconds kept for what `seat`'s turn has still to do after the action just played,
    at the tight floors (turn_tight.py): its steps left (some free besides:
    STEPS_A_POINT a point, another ninja's setting off half way), its battles and
    throws, its summoning (a frame a die)."""
    if state.is_terminal or state.mover != seat:
        return 0.0
    phase = state.phase
    summon = turn_tight.summon_tight(state, seat)
    if phase in WALKING:
        walk = turn_tight.STEPS_A_POINT * int(state.remaining) + turn_tight.FREE_STEPS
        steps = walk * (turn_tight.STEP_TIGHT * turn_tight.OVERLAP_SHARE + walk_pause)
        fights = turn_tight.battles_foreseen(state, seat) * turn_tight.BATTLE_TIGHT
        return steps + fights + summon
    if phase in BATTLING:
        fights = battles_left(state) * turn_tight.BATTLE_TIGHT
        return fights + clashes_to_come(state) * LATER_CLASH + summon
    if phase == "assign":
        return (len(state.summon_cards) - len(state.summon_hexes)) * DIE_FLOOR
    return summon


def clashes_to_come(state: Any) -> int:
    """The clashes the battle under way has still to come, at the least (each fells one
    ninja; it ends when one side has none left there), three at most counted."""
    b = state.battle
    if b is None:
        return 0
    attackers = 1 if b.source is not None else state.count(b.hex, b.attacker)
    return min(3, attackers, state.count(b.hex, 1 - b.attacker))


def battles_left(state: Any) -> int:
    """The battles the mover may still fight, besides the one under way: the hexes it
    shares with enemies, and the throws it may make (a computer's first battle took its
    room, and a throw after it went over, at 4.2 s)."""
    b = state.battle
    shared = [h for h in state.shared_hexes() if b is None or h != b.hex]
    seat = state.mover
    throws = [s for s in state.throw_sources(seat) if state.throw_targets(seat, s)]
    return len(shared) + len(throws)


def roll_hexes(event: Any) -> list[Any]:
    """The hexes a summoning's dice were set on, in order (its 'summoned' event)."""
    return [(h[0], h[1]) for h, _ in event.data.get("dice", [])]


def dice_pace(hexes: list[Any]) -> float:
    """The quickest pace a computer's roll on `hexes` may be shown at, its turn's budget
    spent: its dice tumbling and their faces DICE_FLOOR in all, and each hex's beat
    COMPUTER_STEP_LEAST apart by the watch at the least (s21 brief: its dice 0.09 s
    apart could not be read)."""
    most = COMPUTER_DICE / DICE_FLOOR
    step = roll_step(beat_count(hexes, False), False)
    if step > 0:
        most = min(most, step / COMPUTER_STEP_LEAST)
    return max(1.0, most)


def dice_least(event: Any) -> float:
    """Seconds a computer's roll (its 'summoned' event) holds the stage at the least."""
    hexes = roll_hexes(event)
    return computer_held(hexes, COMPUTER_SUMMON_HOLD) / dice_pace(hexes)


def room(kinds: set[str], seconds: float) -> float:
    """The room of an action that queued events of `kinds`: a die set, DIE_SECONDS at
    most; a step of a walk, STEP_SECONDS."""
    if kinds == {"die_assigned"}:
        return min(seconds, DIE_SECONDS)
    if kinds == {"stepped"}:
        return min(seconds, STEP_SECONDS)
    return seconds


def chained_pause(state: Any, usual: float) -> float:
    """The pause before a computer's next action of its turn: none between the dice of
    its summoning (each is its own short hold, DIE_SECONDS), else `usual`."""
    return 0.0 if getattr(state, "phase", None) == "assign" else usual


def floor(kinds: Iterable[str], held: float, tallied: bool = False) -> float:
    """The shortest the events queued (their `kinds`, `held` seconds) may become: a step
    of a walk QUICKEST_STEP, as a long walk's own steps (it still shows where the ninja
    went); a clash after the first of its battle (`tallied`: the tray's tally keeps
    each clash, tally.py) LATER_CLASH; anything else a moving step's floor. A march's
    beat (march_beat.py) has none: in a long turn it goes first (fit)."""
    kinds = set(kinds) - {"landed"}  # a march's beat: in the room left (fit)
    if not kinds:
        return 0.0
    if kinds == {"stepped"}:  # a computer's step: never under MARCH_STEP_FLOOR (fit)
        return min(held, QUICKEST_STEP)
    if kinds == {"die_assigned"}:  # the die stays on its hex till they roll
        return min(held, DIE_FLOOR)
    if "flip" in kinds:
        return min(held, LATER_CLASH if tallied else FIRST_CLASH, floor_of(held, True))
    return floor_of(held, True)


def following(table: Any) -> bool:
    """The computer's step just played follows the way its last march went, another ninja
    of the same stack (march_beat.MarchBeat.follows): walked FOLLOW_STEP_FLOOR."""
    march = getattr(table.stage, "march", None)
    return bool(getattr(march, "follows", False))


def steps_held(walked: int, steps: list[Any]) -> float:
    """The seconds the stage will hold the steps `steps` once told, `walked` steps of the
    turn's walks told before them (Stage.stage: walk_step_seconds of the walk's length)."""
    total = 0.0
    for event in steps:
        walked += 1
        total += walk_step_seconds(walked + int(event.data.get("left", 0)))
    return total


def fit(table: Any, seconds: float) -> float | None:
    """The pace of the computer's action just queued at `table`, which holds it `seconds`
    at most (its turn's budget): the events squeezed alike, never under their floor; a
    lone step slowed up to STEP_SECONDS where the budget has room. A march's beat
    (march_beat.py) queued before them takes what the room leaves, LANDED_SECONDS at
    most, none in a long turn: its own seconds are set so that at that pace it shows
    as long. None when nothing is queued."""
    queue, said = table.queue, table.stage.event_seconds
    rest = [e for e in queue if e.kind != "landed"]
    kinds = {e.kind for e in rest}
    if kinds == {"stepped"}:  # as the stage will hold them once told
        own = steps_held(table.stage.walked, rest)
    else:  # (a computer's dice: its hold, whoever's the stage held last)
        own = sum(
            computer_held(roll_hexes(e), COMPUTER_SUMMON_HOLD)
            if e.kind == "summoned"
            else said.get(e.kind, 0.1)
            for e in rest
        )
    if own <= 0:
        return None
    held = own + max(0.0, table.event_clock)  # the last event told still holds the stage
    follows = kinds == {"stepped"} and following(table)
    room_left = min(seconds, FOLLOW_STEP_FLOOR) if follows else room(kinds, seconds)
    tray = table.stage.tray
    tallied = tray is not None and bool(tray.clashes) and tray.closing is None
    (fitted,) = squeeze([held], room_left, [floor(kinds, held, tallied)])
    pause = float(getattr(table, "walk_pause", 0.04))
    tight = turn_tight.room(table, lambda state, seat: tight_reserve(state, seat, pause))
    landing = MARCH_LANDED_FLOOR if len(rest) < len(queue) else 0.0
    tightened = False
    if kinds == {"stepped"}:  # a step of its walk, slower than a person's where the
        # budget has room, so it is seen walking (STEP_SECONDS), never quicker than
        # MARCH_STEP_FLOOR (FOLLOW_STEP_FLOOR: the way just shown), whatever the budget
        # has left, but in a long turn (turn_tight.py)
        least = FOLLOW_STEP_FLOOR if follows else MARCH_STEP_FLOOR
        lowest = least * len(rest) * held / own
        if tight is not None and lowest + landing > tight + 1e-9:
            tightened = True
            quickest = turn_tight.step_least(follows) * len(rest) * held / own
            lowest = max(quickest, min(lowest, tight))
        fitted = max(fitted, room_left, lowest)
    if "summoned" in kinds:  # its dice seen tumbling, then their faces, hex by hex
        hexes = roll_hexes(next(e for e in rest if e.kind == "summoned"))
        lowest = held / dice_pace(hexes)
        if tight is not None and lowest > tight + 1e-9:
            lowest = max(held / turn_tight.dice_pace(hexes, COMPUTER_DICE), min(lowest, tight))
        fitted = max(fitted, lowest)
    pace = held / max(fitted, 1e-6)
    if landing:  # shown for what is left, between its floor and LANDED_SECONDS, at
        # `pace`; in a long turn ringed while the next march walks (turn_tight.py)
        beat = min(LANDED_SECONDS, max(MARCH_LANDED_FLOOR, seconds - fitted))
        tightened = tightened or (tight is not None and fitted + landing > tight + 1e-9)
        said["landed"] = (turn_tight.RING_SECONDS if tightened else beat) * pace
        if tightened:
            for event in (e for e in queue if e.kind == "landed"):
                table.shorten(event, 0.0)  # (the beat's ring stays, the queue goes on)
    return pace
