"""Tweens driven by the rules' events, one step per event, played in order.

Each step changes the board view when it starts (and when it ends), and moves things
in between. Durations are at speed 1 and divided by settings.animation_speed; `skip()`
plays everything left instantly (Space / click). The view ends up showing the state.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Callable, Iterable
from functools import lru_cache

import pygame

from ninjas.core.events import Event
from ninjas.taisen.cards import CARD_OF_TOKEN, SHOGUN, SHOGUN_STRENGTH

from .. import memory, theme
from ..tableflow.turn_budget import floor_of, squeeze
from . import card_art as art
from . import layout as L
from .board_view import BoardView, Effect

SIDE_INDEX = {"monkey": 0, "wolf": 1}
DIE_INDEX = {"r": 0, "g": 1, "b": 2}

DURATIONS = {
    "dice_rolled": 0.4,
    "combat_started": 0.15,
    "duel": 0.7,
    "eliminated": 0.1,
    "retreated": 0.25,
    "shogun_strength": 0.1,
    "combat_ended": 0.1,
    "turn_ended": 0.15,
    "game_over": 0.4,
}
"""Seconds at animation speed 1 (a move takes MOVE_BASE + MOVE_PER_TILE per tile): how
long each step holds the next one back. A computer's whole turn is to take at most about
4 s (issue 33: testers waited about 6 s), so what shows on after a step does so as an
effect while the game goes on: the crossed swords (0.9 s), a duel's caption (1.6 s), a
card shattering (0.7 s), the Shogun's strength badge (till the combat ends), so an
elimination and that badge hold the next step 0.1 s (0.15 and 0.2 before: a turn of
three combats still took 7 s, python -m scenes.bench_turns)."""
MOVE_BASE, MOVE_PER_TILE = 0.32, 0.05
"""A move of one tile takes 0.37 s, of four 0.52 s: its die lit, its stack travels the
road with its trail drawn behind it (trail.shown). At 0.2 + 0.035 a tile (a two-tile move
in 0.27 s) a computer's turn was 'too quick to follow' (newcomer F, s10)."""
AI_MOVE_BASE = 0.45
"""A computer's move slides slower, a one-tile move in 0.5 s (0.37 for a person's, who
made it): newcomer Y, s13, asked 'a slower slide' and about 1 s a move; with its beat
and the pause before the next die, a move now takes about 0.95 s of the turn (0.87)."""
MOVE_FLOOR = 0.3
"""The least a stack's move takes: a computer's own moves (AI_MOVE_BASE, 0.5 s a tile)
and a person's (0.37) are never shortened (`Animator.fit`)."""
CHAINED_DUEL = 0.6
"""Seconds of a duel after the first of the same combat (the clash already seen once).
A fight (its duel and its result) takes about 0.7-0.8 s when the turn has room: at 0.4
and 0.3, squeezed to 0.2, a computer's combat of three fights flashed by in about 1 s,
readable only in the log (newcomer F, s5, t2-19-2)."""
FIGHT_FLOOR = 0.4
"""The shortest a duel may become in a computer's long turn (`Animator.fit`): the cards
still wind up and meet (at 0.2 s), and its result stays in the column's tally (tally.py)
till the person acts. The rest of the turn is shortened first. A floor of 0.7 s kept a
turn of five fights at 5.2 s (656a01e), over issue 33's 4 s."""
BEAT = 0.3
"""Seconds a computer's move is held once its stack has landed, the stack lit in its
side's colour, before its next die (or its combat) plays (BeatStep): newcomer W, s13,
016_*: three moves and a combat in about 2 s, 'I could NOT follow it live'. (0.35
before AI_MOVE_BASE gave the slide itself more of the move's second.)"""
BEAT_FLOOR = 0.35
"""The shortest a computer's combat held at its end may become in a long turn
(`Animator.fit`): a beat after its last fight, its tally whole (0.02 before: gone in a
long turn; 0.2 before newcomer O, s18, 041); the fights keep their floors, the moves and
their beats their whole length."""
CALL_FLOOR = 0.15
"""The shortest a computer's combat call (CombatCall) may become in a long turn: a beat
before its first fight (newcomer C, s14, to be a 9: 'a short pause before a combat
("Combat on tile 6!") and after it'). 0.3 before newcomer O, s18: the time went to
the combat's end held (BEAT_FLOOR), its results."""
COMBAT_HELD = 0.6
"""Seconds a computer's combat holds at its end, its tally whole under the tile, before
its turn goes on (0.1 before: the next die's move began as the last fight landed; 0.45
and its floor 0.2 before newcomer O, s18, 041: 'a multi-combat turn is over before I
understand it'; the call before the fights gave the time: 0.5 and 0.3 then)."""
AI_IMPACT = 0.35
"""Where a computer's duel clashes, in its time (a person's at DuelStep.IMPACT, 0.5):
its result then holds the rest, 0.26 s of a duel at FIGHT_FLOOR (0.2 before), the
cards marked, the tally grown (newcomer O, s18, 041)."""
COMBAT_CALL = 0.35
"""Seconds a computer's combat is called before its first fight: the swords on the tile
and 'Combat on tile 6!' over it (CombatCall; 0.15 before, the fights began as the move
landed)."""
HOLD_FLOOR = 0.02
"""The shortest a step that moves nothing may become in an action with fights (a
combat's start and end, an elimination, the Shogun's badge): what it shows goes on as
an effect (the swords, the shards, the badge) or stays (the tally) as the next plays."""


def ease_in_out(t: float) -> float:
    return t * t * (3 - 2 * t)


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class Stage:
    """What steps act on: the view, sounds, the log and the translator."""

    def __init__(
        self,
        view: BoardView,
        sound: Callable[[str], None],
        announce: Callable[[Event], None],
        tr: Callable[..., str],
    ) -> None:
        self.view = view
        self._sound = sound
        self.announce = announce
        self.tr = tr
        self.turn_words: Callable[[int], str] | None = None
        """Whose turn the sash says, by side ("Tom's turn (Wolf)"; naming.turn_words):
        the table sets it, else the side's words."""
        self.muted = False
        self.rng = random.Random(7)

    def sound(self, name: str) -> None:
        if not self.muted:
            self._sound(name)


class Step:
    """One event (or a group played together) animated over `duration` seconds."""

    def __init__(self, events: list[Event], duration: float) -> None:
        self.events = events
        self.duration = duration
        self.elapsed = 0.0

    told_at_begin = True
    """The log says the step's events as it begins (a duel: as its cards clash)."""

    @property
    def event(self) -> Event:
        return self.events[0]

    def begin(self, stage: Stage) -> None:
        """Announce (game log) and change the board when the step starts."""

    def tick(self, stage: Stage, t: float) -> None:
        """Progress 0..1."""

    def end(self, stage: Stage) -> None:
        """The step is over (also called at once when skipping)."""


# ---------------------------------------------------------------------------
# steps
# ---------------------------------------------------------------------------
class DiceStep(Step):
    STOPS = (0.6, 0.8, 1.0)

    def begin(self, stage: Stage) -> None:
        data = self.event.data
        view = stage.view
        view.side = SIDE_INDEX[data["side"]]
        view.dice.values = [data["dice"]["r"], data["dice"]["g"], data["dice"]["b"]]
        # a game opened mid-turn shows its used dice (value 0) as used, without a roll
        view.dice.used = [value == 0 for value in view.dice.values]
        view.dice.lit = None
        view.dice.rolling = [0.0 if used else 1.0 for used in view.dice.used]
        stage.sound("dice_roll")
        side = data["side"]
        words = stage.turn_words
        text = words(view.side) if words is not None else stage.tr(f"taisen.turn.{side}")
        view.effects.append(  # drawn over the top bar (BoardView.draw_over_bar)
            Effect(
                1.3,
                _turn_ribbon(view.side, text),
                words=_ribbon_words(view.side, text),
                over_bar=True,
            )
        )

    def tick(self, stage: Stage, t: float) -> None:
        dice = stage.view.dice
        for die, stop in enumerate(self.STOPS):
            if dice.used[die]:
                continue
            left = max(0.0, 1.0 - t / stop)
            dice.rolling[die] = left
            if left > 0:
                dice.angles[die] = left * left * 900.0 + die * 40
                # a new face every ~70 ms of a speed-1 roll
                tick = int(t * self.duration / 0.07)
                dice.faces[die] = 1 + (tick * 7 + die * 5 + tick // 3) % 3
            else:
                dice.faces[die] = dice.values[die]

    def end(self, stage: Stage) -> None:
        dice = stage.view.dice
        dice.rolling = [0.0, 0.0, 0.0]
        dice.faces = list(dice.values)


class MoveStep(Step):
    """Cards slide along an arc from their stack to the destination stack."""

    def begin(self, stage: Stage) -> None:
        data = self.event.data
        view = stage.view
        self.side = SIDE_INDEX[data["side"]]
        self.dst = data["dst"]
        die = DIE_INDEX[data["die"]]
        view.dice.used[die] = True
        view.dice.lit = die  # lit through its move and combat (board_view.DiceShow.lit)
        view.dice.values[die] = data["value"]
        cards = [CARD_OF_TOKEN[t] for t in data["cards"]]
        stack = view.stacks[self.side][data["src"]]
        count = len(cards) if stack[-len(cards) :] == cards else 0
        self.cards = view.lift(self.side, data["src"], count)
        self.starts = [view.floating[c] for c in self.cards]
        self.targets = view.slot_of_new(self.side, self.dst, len(self.cards))
        self.arc = -L.px(54) if self.side == 0 else L.px(54)
        stage.sound("card_slide")

    def tick(self, stage: Stage, t: float) -> None:
        e = ease_in_out(t)
        lift = self.arc * math.sin(math.pi * e)
        floating = stage.view.floating
        for i, card in enumerate(self.cards):
            (sx, sy), (tx, ty) = self.starts[i], self.targets[i]
            floating[card] = (sx + (tx - sx) * e, sy + (ty - sy) * e + lift)

    def end(self, stage: Stage) -> None:
        for card, xy in zip(self.cards, self.targets, strict=True):
            stage.view.floating[card] = (float(xy[0]), float(xy[1]))
        stage.view.land(self.side, self.dst, self.cards)


class BeatStep(Step):
    """A computer's move held a beat once landed: its stack lit (the board's "moved"
    mark) before the next die plays. Its event is a "beat", which the log does not say."""

    def begin(self, stage: Stage) -> None:
        self.cards = [CARD_OF_TOKEN[t] for t in self.event.data["cards"]]
        for card in self.cards:
            stage.view.marks[card] = "moved"

    def end(self, stage: Stage) -> None:
        marks = stage.view.marks
        for card in self.cards:
            if marks.get(card) == "moved":
                del marks[card]


class RetreatStep(Step):
    """Both retreating cards of a tie fall back together (one step, two events)."""

    def begin(self, stage: Stage) -> None:
        view = stage.view
        self.moves: list[tuple[int, int, int, tuple[float, float], tuple[int, int]]] = []
        for event in self.events:
            card = CARD_OF_TOKEN[event.data["card"]]
            side = card // 10
            src, dst = event.data["src"], event.data["dst"]
            view.marks.pop(card, None)
            stack = view.stacks[side][src]
            if not stack or stack[-1] != card:
                continue
            view.lift(side, src, 1)
            start = view.floating[card]
            target = view.slot_of_new(side, dst, 1)[0]
            self.moves.append((card, side, dst, start, target))
        stage.sound("retreat")

    def tick(self, stage: Stage, t: float) -> None:
        e = ease_in_out(t)
        for card, side, _dst, (sx, sy), (tx, ty) in self.moves:
            lift = (-L.px(30) if side == 0 else L.px(30)) * math.sin(math.pi * e)
            stage.view.floating[card] = (sx + (tx - sx) * e, sy + (ty - sy) * e + lift)

    def end(self, stage: Stage) -> None:
        for card, side, dst, _start, target in self.moves:
            stage.view.floating[card] = (float(target[0]), float(target[1]))
            stage.view.land(side, dst, [card])


class CombatStartStep(Step):
    def begin(self, stage: Stage) -> None:
        pos = self.event.data["pos"]
        view = stage.view
        view.combat_pos = pos
        view.marks.clear()
        # each Shogun in the fight starts at full strength, shown on his card
        for side in (0, 1):
            shogun = SHOGUN[side]
            view.badges[side] = SHOGUN_STRENGTH if shogun in view.stacks[side][pos] else None
        centre = (L.COLUMNS[pos].centerx, L.ROAD_Y)
        stage.view.effects.append(Effect(0.9, _swords_pop(centre)))
        stage.sound("combat")


class CombatCall(CombatStartStep):
    """A computer's combat called before its first fight (COMBAT_CALL): 'Combat on tile
    6!' over the tile, in a duel's caption, which the first duel's takes the place of."""

    @property
    def pos(self) -> int:
        return int(self.event.data["pos"])

    def begin(self, stage: Stage) -> None:
        super().begin(stage)
        pos = self.pos
        text = stage.tr("taisen.log.combat", pos=_pos_name(stage.tr, pos))
        view = stage.view
        off_trails = -1 if view.side == 0 else 1  # the mover's trails run on its own side
        at = (float(L.COLUMNS[pos].centerx), float(L.ROAD_Y + off_trails * L.px(48)))
        view.effects[:] = [e for e in view.effects if e.layer != CAPTION_LAYER]
        effect = _caption_effect(
            _caption_surface(text), at, lambda: _words_of(view), view.card_rects
        )
        view.effects.append(Effect(self.duration + 0.3, effect, layer=CAPTION_LAYER))


def _pos_name(tr: Callable[..., str], pos: int) -> str:
    from .game_log import pos_name

    return pos_name(tr, pos)


def _words_of(view: BoardView) -> list[pygame.Rect]:
    """Where the view writes words a caption keeps off: a sash's, the tallies' (the
    fights before it)."""
    return [
        *(e.words for e in view.effects if e.words is not None),
        *view.tallies.rects(view.stacks),
    ]


class DuelStep(Step):
    """The two top cards wind up, clash in the middle, and spring back."""

    IMPACT = 0.5
    impact = IMPACT
    """Where this duel clashes (a computer's at AI_IMPACT: its result held longer)."""
    told_at_begin = False
    """Its log line comes as the cards clash, when the board shows who won: told as the
    duel began, the log said the next duel's winner under the last one's caption
    (newcomer W, s21, 123_fr_sel_rock.png)."""

    def begin(self, stage: Stage) -> None:
        view = stage.view
        data = self.event.data
        pos = data["pos"]
        self.monkey = CARD_OF_TOKEN[data["monkey"]]
        self.wolf = CARD_OF_TOKEN[data["wolf"]]
        view.marks.clear()
        view.relayout()
        my = view.targets.get(self.monkey, (0, L.ROAD_Y))[1]
        wy = view.targets.get(self.wolf, (0, L.ROAD_Y))[1]
        self.reach = max(0.0, (my - (wy + L.CARD_H)) / 2 - L.px(2))
        self.contact = (L.COLUMNS[pos].centerx, (my + wy + L.CARD_H) / 2)
        self.hit = False
        self.caption = _caption_surface(_duel_caption(self.event, stage.tr))

    def tick(self, stage: Stage, t: float) -> None:
        back, impact = L.px(8), self.impact
        wind = impact * 0.6  # the wind-up, then the clash
        if t < wind:
            d = -back * ease_out(t / wind)
        elif t < impact:
            d = -back + (self.reach + back) * ((t - wind) / (impact - wind)) ** 2
        else:
            d = self.reach * (1 - ease_out((t - impact) / (1 - impact))) * 0.85
        stage.view.offsets[self.monkey] = (0.0, -d)
        stage.view.offsets[self.wolf] = (0.0, d)
        if t >= impact and not self.hit:
            self._impact(stage)

    def _impact(self, stage: Stage) -> None:
        self.hit = True
        stage.announce(self.event)
        data = self.event.data
        view = stage.view
        if data["result"] == "tie":
            view.marks[self.monkey] = view.marks[self.wolf] = "tie"
        else:
            winner, loser = (
                (self.monkey, self.wolf) if data["result"] == "monkey" else (self.wolf, self.monkey)
            )
            view.marks[winner] = "win"
            view.marks[loser] = "lose"
        stage.sound("duel_hit")
        view.tallies.add(int(data["pos"]), data)  # the result stays in the column (tally.py)
        view.effects.append(Effect(0.45, _sparks(self.contact, stage.rng)))
        # the caption takes the place of the last duel's, still fading: in a computer's
        # long turn the duels follow faster (tableflow/turn_budget.py) and they stacked
        view.effects[:] = [e for e in view.effects if e.layer != CAPTION_LAYER]
        caption = _caption_effect(
            self.caption, self.contact, lambda: _words_of(view), view.card_rects
        )
        view.effects.append(Effect(1.6, caption, layer=CAPTION_LAYER))

    def end(self, stage: Stage) -> None:
        if not self.hit:
            self._impact(stage)
        stage.view.offsets.pop(self.monkey, None)
        stage.view.offsets.pop(self.wolf, None)


class EliminatedStep(Step):
    def begin(self, stage: Stage) -> None:
        view = stage.view
        data = self.event.data
        card = CARD_OF_TOKEN[data["card"]]
        side = card // 10
        stack = view.stacks[side][data["pos"]]
        if card in stack:
            x, y = view.card_xy(card)
            stack.remove(card)
            view.mark_dirty()
            view.effects.append(Effect(0.7, _shatter(card, (x, y), stage.rng)))
        view.marks.pop(card, None)
        view.offsets.pop(card, None)
        stage.sound("elimination")


class ShogunStep(Step):
    def begin(self, stage: Stage) -> None:
        data = self.event.data
        stage.view.badges[SIDE_INDEX[data["side"]]] = data["strength"]
        stage.sound("shogun")


class CombatEndStep(Step):
    def begin(self, stage: Stage) -> None:
        view = stage.view
        view.combat_pos = None
        view.badges = [None, None]
        view.marks.clear()


class CombatHeld(CombatEndStep):
    """The end of a computer's combat, held so its whole tally is read (COMBAT_HELD)."""


class TurnEndStep(Step):
    def begin(self, stage: Stage) -> None:
        stage.view.dice.lit = None  # every die of the turn is spent: all grey


class GameOverStep(Step):
    def begin(self, stage: Stage) -> None:
        # a game won by elimination ends inside a combat: no combat_ended comes
        view = stage.view
        view.dice.lit = None
        view.combat_pos = None
        view.badges = [None, None]
        view.marks.clear()
        # no fanfare here: the results play victory or, for a lone human who lost, defeat


STEP_CLASSES: dict[str, type[Step]] = {
    "dice_rolled": DiceStep,
    "moved": MoveStep,
    "retreated": RetreatStep,
    "combat_started": CombatStartStep,
    "duel": DuelStep,
    "eliminated": EliminatedStep,
    "shogun_strength": ShogunStep,
    "combat_ended": CombatEndStep,
    "turn_ended": TurnEndStep,
    "game_over": GameOverStep,
}


MOVING_STEPS = (DiceStep, MoveStep, RetreatStep)
"""Steps that show something travel: shortened, they keep turn_budget.MOVE_FLOOR."""


def build_steps(events: Iterable[Event], beats: bool = False) -> list[Step]:
    """One step per event; the two retreats of a tie share one step. `beats`: a
    computer's action, each move held a beat once landed and each combat at its end."""
    steps: list[Step] = []
    events = list(events)
    for index, event in enumerate(events):
        if (
            event.kind == "retreated"
            and steps
            and isinstance(steps[-1], RetreatStep)
            and len(steps[-1].events) < 2
        ):
            steps[-1].events.append(event)
            continue
        cls = STEP_CLASSES.get(event.kind, Step)
        if event.kind == "moved":
            base = AI_MOVE_BASE if beats else MOVE_BASE  # a computer's slides slower
            duration = base + MOVE_PER_TILE * abs(event.data["dst"] - event.data["src"])
        elif event.kind == "duel" and _duel_seen(steps):
            duration = CHAINED_DUEL
        else:
            duration = DURATIONS.get(event.kind, 0.2)
        if beats and event.kind == "combat_ended":
            cls, duration = CombatHeld, COMBAT_HELD
        elif beats and event.kind == "combat_started":
            cls, duration = CombatCall, COMBAT_CALL
        steps.append(cls([event], duration))
        if beats and isinstance(steps[-1], DuelStep):
            steps[-1].impact = AI_IMPACT  # a computer's: its result held longer
        after = events[index + 1].kind if index + 1 < len(events) else None
        if beats and event.kind == "moved" and after != "combat_started":
            # (a move into a combat: the fights show where it landed, the end is held)
            steps.append(BeatStep([Event("beat", event.data)], BEAT))
    return steps


def _duel_seen(steps: list[Step]) -> bool:
    """A duel was already played in the combat the steps are in (since it started)."""
    for step in reversed(steps):
        if isinstance(step, DuelStep):
            return True
        if isinstance(step, CombatStartStep):
            return False
    return False


def _fit_steps(steps: list[Step], seconds: float, floors: list[float]) -> None:
    durations = [step.duration for step in steps]
    for step, duration in zip(steps, squeeze(durations, seconds, floors), strict=True):
        step.duration = duration


TIGHT_FLOORS: dict[type[Step], float] = {
    MoveStep: 0.3,
    BeatStep: 0.1,
    CombatCall: 0.1,
    DuelStep: 0.25,
    CombatHeld: 0.15,
    RetreatStep: 0.15,
    DiceStep: 0.15,
}
"""The least a computer's step takes in a turn that its floors would take past
turn_pace.TIGHT_BUDGET (issue 33 §1: a whole turn in 4 s, four combats too): a stack
still slides from tile to tile in 0.3 s (18 frames; issue 33 asks 0.25 s at least for a
moved piece), its landing lit 0.1 s, a fight's cards still wind up and clash in 0.25 s,
its result kept in the column's tally (tally.py); any other step HOLD_FLOOR."""


def tighten(steps: list[Step], seconds: float) -> None:
    """The steps made to take `seconds` at most where they take longer: each loses the
    same share of what it has above its tight floor (TIGHT_FLOORS), the turn's rhythm
    kept; at their tight floors when even those do not fit."""
    floors = [min(s.duration, TIGHT_FLOORS.get(type(s), HOLD_FLOOR)) for s in steps]
    total, least = sum(s.duration for s in steps), sum(floors)
    if total <= seconds + 1e-9:
        return
    share = max(0.0, seconds - least) / max(total - least, 1e-9)
    for step, floor in zip(steps, floors, strict=True):
        step.duration = floor + share * (step.duration - floor)


class Animator:
    """Plays steps one after the other; `busy` while any is left."""

    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        self.queue: deque[Step] = deque()
        self.current: Step | None = None

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def push(self, events: Iterable[Event], beats: bool = False) -> None:
        self.queue.extend(build_steps(events, beats))

    def fit(self, seconds: float, tight: float | None = None) -> None:
        """The steps queued take `seconds` at most (a computer's turn budget,
        tableflow/turn_budget.py) where they can: the longest shortened first, a move
        and its beat never, whatever the computer's thinking took (newcomer C, s14,
        mont1: at load ~20 'all three moves and a combat were over between my shots at
        0.35 s and 1.05 s'; the budget had squeezed each slide to 0.3 s and each beat
        to 0.02, on a quiet machine too: a move of 0.42 s with its pause, where it is
        0.95 s whole), a die or a retreat still seen to travel; a fight's duel is
        shortened only once the rest is at its floors (a hold at HOLD_FLOOR, a combat's
        call at CALL_FLOOR, its end held at BEAT_FLOOR), and never under FIGHT_FLOOR.
        `tight`: the seconds they must take at most even so (turn_pace.tight_room, a turn
        of many combats): then every step goes under its floor evenly (`tighten`)."""
        steps = list(self.queue)
        fights: list[Step] = [s for s in steps if isinstance(s, DuelStep)]
        rest = [s for s in steps if not isinstance(s, DuelStep)]
        rest_floors = [
            s.duration
            if isinstance(s, (MoveStep, BeatStep))
            else min(s.duration, CALL_FLOOR)
            if isinstance(s, CombatCall)
            else min(s.duration, BEAT_FLOOR)
            if isinstance(s, CombatHeld)
            else floor_of(s.duration, True)
            if isinstance(s, MOVING_STEPS)
            else (HOLD_FLOOR if fights else floor_of(s.duration, False))
            for s in rest
        ]
        # the rest of the turn first: the fights keep their length while it can give way
        fought = sum(s.duration for s in fights)
        _fit_steps(rest, max(0.0, seconds - fought), rest_floors)
        left = seconds - sum(s.duration for s in rest)
        _fit_steps(fights, max(0.0, left), [min(s.duration, FIGHT_FLOOR) for s in fights])
        if tight is not None:
            tighten(steps, tight)

    def _begin(self, step: Step) -> None:
        if step.told_at_begin:
            for event in step.events:
                self.stage.announce(event)
        step.begin(self.stage)

    def update(self, dt: float, speed: float) -> None:
        """Advance by `dt` seconds at `speed` (several short steps may end in one frame)."""
        budget = dt * max(0.05, speed)
        while True:
            if self.current is None:
                if not self.queue:
                    return
                self.current = self.queue.popleft()
                self._begin(self.current)
            step = self.current
            left = step.duration - step.elapsed
            if budget < left:
                step.elapsed += budget
                step.tick(self.stage, step.elapsed / step.duration)
                return
            budget -= left
            step.tick(self.stage, 1.0)
            step.end(self.stage)
            self.current = None

    def skip(self, until: type[Step] | None = None) -> None:
        """Finish every step now, silently; the view settles on the final picture. With
        `until`: only the steps before the first of that kind queued, which then stands."""
        stage = self.stage
        stage.muted = True
        try:
            if self.current is not None:
                self.current.tick(stage, 1.0)
                self.current.end(stage)
                self.current = None
            while self.queue:
                step = self.queue.popleft()
                if until is not None and isinstance(step, until):
                    self.current = step  # it stands: begun, its time to run
                    self._begin(step)
                    break
                self._begin(step)
                step.tick(stage, 1.0)
                step.end(stage)
        finally:
            stage.muted = False
        stage.view.settle()

    def clear(self) -> None:
        """Drop everything left without playing it (undo, resync)."""
        self.queue.clear()
        self.current = None


# ---------------------------------------------------------------------------
# effects
# ---------------------------------------------------------------------------
CAPTION_LAYER = 2
"""Duel captions are drawn over every other effect (see board_view.Effect.layer)."""
CAPTION_SIZE = theme.FONT_BODY + 3
"""A duel's caption ('3 beats 1', 'Scissors cut paper'): capitals 15 px at 1280x720, read
from a sofa as the fight lands (11.7 px at FONT_MIN + 3: newcomer E, s15, 161-*: 'the
combat on tile 2 was over before I read it')."""


def _duel_caption(event: Event, tr: Callable[..., str]) -> str:
    from .game_log import duel_caption

    return duel_caption(event.data, tr)


def _caption_surface(text: str) -> pygame.Surface:
    return _caption_picture(text, L.SCALE).copy()  # each effect fades its own copy


@lru_cache(maxsize=16)
def _caption_picture(text: str, scale: float) -> pygame.Surface:
    label = theme.font(CAPTION_SIZE).render(text, True, theme.MOONLIGHT)
    rect = label.get_rect().inflate(L.px(24), L.px(12))
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(
        surface, (*theme.MIDNIGHT, 255), surface.get_rect(), border_radius=rect.height // 2
    )
    pygame.draw.rect(
        surface, (*theme.GOLD, 255), surface.get_rect(), L.px(2), border_radius=rect.height // 2
    )
    surface.blit(label, label.get_rect(center=surface.get_rect().center))
    return surface


def _caption_effect(
    surface: pygame.Surface,
    at: tuple[float, float],
    words: Callable[[], list[pygame.Rect]] = list,
    cards: Callable[[], list[pygame.Rect]] = list,
) -> Callable[[pygame.Surface, float], None]:
    """A duel's caption rising from where the cards met, kept off the words around it
    (`words`: a turn's sash shown meanwhile), off the place's number on the road, and off
    the cards (`cards`): 'Tie: both retreat' sat on the combat's stack, over the cards'
    numbers (s24, taisen_combat_badge.png); it goes beside the lane, where it is free.
    Its place is chosen as it first shows and kept: it never jumps as the cards spring back."""
    column = next((c for c in L.COLUMNS if c.left <= at[0] < c.right), None)
    # the road's row, all of it: its place numbers (a caption beside the lane covered
    # the neighbours' numbers)
    road = pygame.Rect(L.MARGIN_X, L.ROAD_Y - L.ROAD_H // 2, L.CANVAS_W - 2 * L.MARGIN_X, L.ROAD_H)
    placed: list[pygame.Rect] = []

    def draw(canvas: pygame.Surface, age: float) -> None:
        if not placed:
            start = surface.get_rect(center=(int(at[0]), int(at[1])))
            placed.append(caption_spot(start, column, [road, *words()], cards()))
        alpha = min(1.0, age / 0.08, (1 - age) / 0.25)
        surface.set_alpha(int(255 * max(0.0, alpha)))
        spot = placed[0]
        rise = at[1] - L.px(6) * age  # where it rises to, as before (rounded the same)
        canvas.blit(
            surface, surface.get_rect(center=(spot.centerx, int(rise) + spot.centery - int(at[1])))
        )

    return draw


def caption_spot(
    rect: pygame.Rect,
    column: pygame.Rect | None,
    words: list[pygame.Rect],
    cards: list[pygame.Rect],
) -> pygame.Rect:
    """Where a caption centred on `rect` is drawn: there if it covers no word nor card,
    else beside the lane (`column`), on whichever side is free, moved up or down the least;
    as before (off the words only) if nowhere is free."""
    gap = L.px(6)
    rise = L.px(6)  # the caption rises this much as it fades (see _caption_effect)

    def inside(r: pygame.Rect) -> pygame.Rect:
        r = r.copy()
        r.right = min(r.right, L.CANVAS_W - L.MARGIN_X)
        r.left = max(r.left, L.MARGIN_X)
        return r

    def free(r: pygame.Rect) -> bool:
        swept = r.union(r.move(0, -rise))
        return swept.collidelist([*words, *cards]) < 0 and (
            L.BOARD_TOP <= swept.top and r.bottom <= L.BOARD_BOTTOM
        )

    candidates = [inside(rect)]
    if column is not None:
        left, right = rect.copy(), rect.copy()
        left.right = column.left - gap
        right.left = column.right + gap
        sides = [left, right] if rect.centerx > L.CANVAS_W // 2 else [right, left]
        candidates += [
            r for r in sides if L.MARGIN_X <= r.left and r.right <= L.CANVAS_W - L.MARGIN_X
        ]
    for candidate in candidates:
        spot = clear_of(candidate, [*words, *cards])
        if free(spot):
            return spot
    return clear_of(candidates[0], words)


def clear_of(rect: pygame.Rect, words: list[pygame.Rect]) -> pygame.Rect:
    """`rect` moved up or down, the least, so it covers none of `words` (issue 33: the
    caption '4 beats 1' sat on the 'Kim's turn (Monkey)' sash); as it was if it cannot."""
    gap = L.px(4)
    spot = rect
    for _ in range(len(words) + 1):
        hit = [w for w in words if w.colliderect(spot)]
        if not hit:
            return spot
        above, below = spot.copy(), spot.copy()
        above.bottom = min(w.top for w in hit) - gap
        below.top = max(w.bottom for w in hit) + gap
        inside = [r for r in (above, below) if L.BOARD_TOP <= r.top and r.bottom <= L.BOARD_BOTTOM]
        if not inside:
            return rect
        spot = min(inside, key=lambda r: abs(r.centery - rect.centery))
    return rect


def _ribbon_surface(side: int, text: str) -> pygame.Surface:
    return _ribbon_picture(side, text, L.SCALE)


SASH_H = 52
"""The sash's height in design px: inside the top bar's band (58), over its title."""


def sash_room() -> pygame.Rect:
    """The top bar's band between the two sides' plaques, where a turn's sash is drawn:
    it covers no card, tally or duel (newcomer W, s13, 036_1/036_3: 'Wolf's turn' sat
    over the board's cards during the first move and hid a combat's tally as it came);
    only the top bar's title, which says the same."""
    from .hud import plaque_width

    left = L.MARGIN_X + plaque_width() + L.px(6)
    right = L.COLUMNS[-1].right - plaque_width() - L.px(6)
    return pygame.Rect(left, L.px(1), right - left, L.px(SASH_H))


@lru_cache(maxsize=8)
def _ribbon_picture(side: int, text: str, scale: float) -> pygame.Surface:
    """A sash in the top bar announcing whose turn begins (at the table's scale)."""
    px = L.px
    accent = theme.SIDE_COLOURS["monkey" if side == 0 else "wolf"]
    room = sash_room()
    emblem = art.emblem_icon(side, px(34), accent, theme.MIDNIGHT)
    fade = px(60)
    for size in (32, 28, 24, 20):  # a long name in a smaller face, never past the plaques
        label = theme.shadowed_text(text, size, theme.GOLD, "display", offset=2)
        total = emblem.get_width() + px(10) + label.get_width()
        if total + 2 * fade <= room.width:
            break
    w, h = min(room.width, total + 2 * fade + px(20)), room.height
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    top, bottom = px(4), h - px(5)
    for x in range(w):
        # opaque in the middle, fading out at both ends like a brush stroke
        edge = min(x, w - 1 - x) / fade
        alpha = int(245 * min(1.0, edge))
        pygame.draw.line(surface, (*theme.MIDNIGHT, alpha), (x, top), (x, bottom))
        pygame.draw.line(surface, (*theme.GOLD, alpha), (x, top - px(2)), (x, top - 1))
        pygame.draw.line(surface, (*theme.VERMILION, alpha), (x, bottom + 1), (x, bottom + px(2)))
    x = (w - total) // 2
    surface.blit(emblem, emblem.get_rect(midleft=(x, h // 2 + 1)))
    surface.blit(label, label.get_rect(midleft=(x + emblem.get_width() + px(10), h // 2)))
    return surface


def prewarm(tr: Callable[..., str]) -> None:
    """Build the pictures the first turn needs (each sash, a caption, the swords),
    so that no frame pays for them."""
    for side, key in enumerate(("monkey", "wolf")):
        _ribbon_surface(side, tr(f"taisen.turn.{key}"))
    _caption_surface(tr("taisen.caption.tie"))
    _swords_pop((0, 0))


def _ribbon_words(side: int, text: str) -> pygame.Rect:
    """Where a turn's sash is drawn, all its slide long (see _turn_ribbon): in the top
    bar's band, over its title (`sash_room`), off the board."""
    return _ribbon_surface(side, text).get_rect(center=sash_room().center)


def _turn_ribbon(side: int, text: str) -> Callable[[pygame.Surface, float], None]:
    ribbon = _ribbon_surface(side, text).copy()
    direction = 1 if side == 0 else -1
    y = _ribbon_words(side, text).centery

    def draw(canvas: pygame.Surface, age: float) -> None:
        slide = ease_out(min(1.0, age / 0.25))
        alpha = min(1.0, age / 0.12, (1 - age) / 0.3)
        ribbon.set_alpha(int(255 * max(0.0, alpha)))
        x = L.CANVAS_W // 2 - direction * L.px(24) * (1 - slide)
        canvas.blit(ribbon, ribbon.get_rect(center=(int(x), y)))

    return draw


def _sparks(at: tuple[float, float], rng: random.Random) -> Callable[[pygame.Surface, float], None]:
    rays = [(rng.uniform(0, math.tau), rng.uniform(26, 60) * L.SCALE) for _ in range(14)]
    thick = L.SCALE

    def draw(canvas: pygame.Surface, age: float) -> None:
        x, y = at
        colour = theme.lerp(theme.MOONLIGHT, theme.GOLD, age)
        for angle, reach in rays:
            r0 = reach * ease_out(age) * 0.45
            r1 = reach * ease_out(age)
            pygame.draw.line(
                canvas,
                colour,
                (x + math.cos(angle) * r0, y + math.sin(angle) * r0),
                (x + math.cos(angle) * r1, y + math.sin(angle) * r1),
                max(1, int(thick * (3 * (1 - age) + 1))),
            )
        if age < 0.35:
            radius = int(thick * (16 * (1 - age / 0.35) + 2))
            pygame.draw.circle(canvas, theme.MOONLIGHT, (x, y), radius)

    return draw


def _swords_pop(at: tuple[int, int]) -> Callable[[pygame.Surface, float], None]:
    px = L.px
    icon = art.symbol_icon(2, px(44), theme.VERMILION)
    ring = pygame.Surface((px(60), px(60)), pygame.SRCALPHA)
    mid = px(30)
    pygame.draw.circle(ring, (*theme.MIDNIGHT, 230), (mid, mid), px(29))
    pygame.draw.circle(ring, (*theme.VERMILION, 255), (mid, mid), px(29), px(3))
    ring.blit(icon, icon.get_rect(center=(mid, mid + px(1))))

    def draw(canvas: pygame.Surface, age: float) -> None:
        alpha = min(1.0, age / 0.1, (1 - age) / 0.3)
        ring.set_alpha(int(255 * max(0.0, alpha)))
        canvas.blit(ring, ring.get_rect(center=at))

    return draw


def _shatter(
    card: int, at: tuple[float, float], rng: random.Random
) -> Callable[[pygame.Surface, float], None]:
    """The card breaks into shards that fly apart, fall and fade."""
    image = art.card_surface(card)
    cols, rows = 3, 4
    cw, ch = image.get_size()
    w, h = cw // cols, ch // rows
    shards = []
    cx, cy = at[0] + cw / 2, at[1] + ch / 2
    s = L.SCALE
    for i in range(cols):
        for j in range(rows):
            piece = image.subsurface((i * w, j * h, w, h)).copy()
            sx, sy = at[0] + i * w, at[1] + j * h
            vx = (sx + w / 2 - cx) * rng.uniform(2.0, 3.5) + rng.uniform(-30, 30) * s
            vy = (sy + h / 2 - cy) * rng.uniform(1.5, 3.0) - rng.uniform(40, 120) * s
            shards.append((piece, sx, sy, vx, vy))
    spread = L.px(8)
    flash = art.glow(cw, ch, theme.VERMILION, spread).copy()
    gravity = 520 * s

    def draw(canvas: pygame.Surface, age: float) -> None:
        seconds = age * 0.7
        alpha = int(255 * max(0.0, 1 - age) ** 1.2)
        if age < 0.3:
            flash.set_alpha(int(255 * (1 - age / 0.3)))
            canvas.blit(flash, (at[0] - spread, at[1] - spread))
        for piece, sx, sy, vx, vy in shards:
            piece.set_alpha(alpha)
            canvas.blit(piece, (sx + vx * seconds, sy + vy * seconds + gravity * seconds * seconds))

    return draw


memory.game_module_caches("taisen", globals())  # let go when no Taisen screen is open
