"""Staging the Night table's events: each event told in its log line, its sound and its
own short animation (effects.py), in order, after the throw that causes it. A throw
plays out as a rope first (rope_view.py); its result, its lines and sounds wait until
the rope is down, and the state is drawn as it was before the throw until then (Shown).
Also where the ninjas, the tokens in a hand and the animations are on screen."""

from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event
from ninjas.night.data import GRAPNEL_RADIUS

from ..tableflow.handoff_flow import READ_SECONDS as FLOW_READ_SECONDS
from ..tableflow.turn_budget import squeeze
from . import effects, hand_labels, stand_row, step_wait, throw_pace
from .effects import Effect
from .hand_place import hand_offset
from .hurt_word import hurt
from .layout import SLOT
from .rope_view import (
    MARK_RADIUS,
    ROPE_FPS,
    RopePainter,
    RopeShow,
    Shown,
    along_rope,
    throw_rope,
)
from .round_card import RoundCard
from .throw_said import said, told
from .turn_steps import TurnSteps

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable
    from .village_view import VillageView

SOUND_OF_EVENT = {
    "throw": "night_throw",
    "collected": "night_collect",
    "stolen": "night_steal",
    "injured": "night_injury",
    "healed": "night_potion",
    "hooked": "night_hook",
    "plans_revealed": "dice_roll",
    "dawn": "night_dawn",
}
SOUND_OF_BONUS = {
    "potion": "night_potion",
    "gears": "night_gears",
    "hook": "night_hook",
    "shuriken": "night_shuriken",
    "kunai": "night_kunai",
}
STAGGER = 0.12
"""Seconds between the tokens of one collect taking off."""
RESULT_SECONDS = 4.0
"""How long a throw's result stays over the village (it stays in the log)."""
RESULT_AFTER_TURN = 1.5
"""How long after its landing, at most, a throw's result and its rope stay once the
thrower's turn is over: they lay over the next person's roofs while that person chose
(issue 33, newcomer G, c6.png), yet a computer that ends its turn at once still leaves
its throw on the village long enough to be seen."""
READ_SECONDS = FLOW_READ_SECONDS
"""How long a computer's throw and its result stay seen after the landing, at the
default animation speed (shorter with faster ones), before a hand-off's cover may come
(newcomer D, s10, nc-94/080a.png: the cover came about a second after Green's banner;
the table barely saw the throw): the hand-off flow's one hold on the computer's last
move, counted from when the table has settled, never a hold of Night's own before it."""


SAY_SECONDS = 1.2
"""How long a computer's action other than a throw (a Collect, a Steal, a bonus, a
discard...) is said over the village before its next action, at the default speed: its
tokens flew under a log line and the next action came 0.1 s later (newcomers D and I,
s10: the computer's turn 'instant', 6-7/10). A long turn squeezes it (fit), to SAY_FLOOR
at least."""
SAY_FLOOR = 0.7
"""The least a computer's action stays said before its next one (a short line read)."""
SAID_KINDS = frozenset(
    {"collect", "steal", "heal", "discard", "keep", "swap", "potion", "gears", "hook"}
)
"""The computer's actions said over the village (a throw has its banner; End the turn,
a plan and a placing show themselves)."""


def result_words(table: Any, d: dict[str, Any], name: str) -> str:
    """A throw's banner (its event's data `d`, the thrower's `name`) says what it did:
    'Green ninja's Shuriken hits Ines.', 'Bo's grapnel missed roof 7: too short by
    2 cm.' (throw_said.py; before, the true distance and the string to a tenth of a cm,
    newcomer X, s21), where it said only 'Green ninja's throw hits' (newcomer Y, s13,
    109: what was hit was read in the log)."""
    tr = table.app.tr
    kind = "hit" if d["success"] else "miss"
    action, victim = d.get("action"), d.get("victim")
    key, words = f"night.result.{kind}", dict[str, Any]()
    if action == "move":
        key, words = f"{key}.move", {"roof": int(d["to"]) + 1}
    elif action in ("attack", "shuriken", "kunai") and isinstance(victim, int):
        key, words = f"{key}.{action}", {"victim": table.seat_name(victim)}
    what = tr(key, name=name, **words)
    return told(tr, "night.told", what, said(tr, table.state.village, d))


class Stage:
    """What is being shown: the rope in the air (`rope`), the last one left lying
    (`lying`), the animations playing (`effects`), the dawn, a throw's result, and
    every throw of the game so far (`throws`: the record after the game)."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.rope: RopeShow | None = None
        self.lying: RopeShow | None = None
        """The last rope, settled, left lying where it fell while its result is shown
        (until the next throw): a player sees how far off a miss was, as the string
        stays on the table. It holds nothing up."""
        self.throws: list[dict[str, Any]] = []
        """Every throw of the game so far (its event's data): the record after the game."""
        self.effects: list[Effect] = []
        """The animations playing (effects.py): one per event, each its own."""
        self.cue = 0.0
        """While announcing one action's events: how long the next animation waits
        (an injury waits for the shuriken that causes it to land)."""
        self.dawn: float | None = None
        """Seconds since dawn broke (the sky lightens over the village), or None."""
        self.result_text: tuple[str, float] | None = None
        self.result_hit: bool | None = True
        """Whether the throw of `result_text` hit: a miss is said in its own colour (None:
        no throw, a computer's action said, `say`)."""
        self.result_turn: tuple[Any, ...] | None = None
        """The turn the result was told in, and when (`result_told`): once another turn
        begins it goes, with its rope, RESULT_AFTER_TURN s after the landing at most."""
        self.result_told = 0.0
        self.result_seat: int | None = None
        """Whose throw the result told (the action's actor)."""
        self.painter = RopePainter()
        self.action_effects: list[Effect] = []
        """The animations of the action told last (`begin_action`): a computer's are
        played quicker when its turn runs long (`fit`)."""
        self.actor: int | None = None
        """The seat whose action was told last (`begin_action`): while its animations
        hold the table, the prompt names it, not the seat to move next."""
        self.said_lines: list[str] = []
        """The log lines of the action told last, told at once (`say`)."""
        self.say_hold = 0.0
        """How long (table time) a computer's action told now (said, or its throw's
        result) holds its next action (`saying`)."""
        self.say_cap = math.inf
        """The most `say_hold` may be for the action told last: its share of a long
        turn's budget (fit)."""
        self.rushed = False
        """Space was pressed while a rope flew: its result, told when it lands, holds
        nothing back (the person asked to get on)."""
        self.round_card = RoundCard(table)
        """A new round's card across the village (round_card.py): the table waits for it."""
        self.steps, self.result_steps = TurnSteps(table), ""
        """A computer's turn so far (turn_steps.py), said atop its latest step's banner."""

    # ------------------------------------------------------------------ the flow
    @property
    def busy(self) -> bool:
        return (
            self.rope is not None
            or any(e.blocking for e in self.effects)
            or self.landing()
            or self.saying()
            or self.round_card.blocks()
        )

    def landing(self) -> bool:
        """A token that a seat other than the one to move sent flying has not landed:
        the next turn starts once it has (issue 33: the person's choices came back
        while the computer's token, put back on its roof, still flew over roof 8)."""
        seat = self.table.state.current_player
        return any(e.kind in effects.FLYING and not e.done and e.seat != seat for e in self.effects)

    def rope_flying(self) -> bool:
        """A rope is in the air: its result is not told yet, to the screen or a phone
        (the rules may already wait for the ninja it hit)."""
        return self.rope is not None and not self.rope.told

    def shown(self) -> Shown:
        """The state as the table draws it: as before the throw while its rope flies."""
        if self.rope is not None and not self.rope.told:
            return self.rope.before
        state = self.table.state
        return Shown(state.positions, state.roofs, state.backpacks, state.held)

    def begin_action(self, actor: int | None = None) -> None:
        """`actor`'s action is about to be told: what it causes waits for nothing
        before it."""
        self.cue = 0.0
        self.action_effects = []
        self.actor = actor
        self.said_lines = []
        self.say_cap = math.inf
        self.steps.begin(actor)

    def fit(self, seconds: float, tight: float | None = None) -> None:
        """The computer's action just told holds the table `seconds` at most (its
        turn's budget, tableflow/turn_budget.py): its rope and its animations played
        quicker together, never under a moving step's floor (a rope of 1.9 s still
        takes 0.7 s to fly, land and be taken away); one move at a time, nothing is.
        `tight`: the seconds it may take before it goes under those floors, down to
        throw_pace's tight ones (a long turn: throw_pace.tight_room)."""
        if step_wait.on(self.table):
            return
        rope = self.rope
        ends = [e.duration - e.age for e in self.action_effects if e.kind in effects.BLOCKING]
        held = max([rope.seconds - rope.age if rope is not None else 0.0, *ends])
        speed = float(self.table.app.settings.animation_speed) or 1.0
        least = throw_pace.floor(self.table, rope, held)  # a throw followed by eye
        room = seconds
        if tight is not None and least + throw_pace.SAY_TIGHT > tight:  # in a long turn
            room = min(seconds, tight - throw_pace.SAY_TIGHT)
            least = max(throw_pace.tight_floor(rope, held), min(least, room))
        (fitted,) = squeeze([held], room, [least]) if held > 0 else (0.0,)
        cap = max(SAY_FLOOR, seconds - fitted)  # what is left after it
        if tight is not None and fitted + cap > tight:  # in a long turn (its words told
            cap = throw_pace.SAY_TIGHT  # once its tokens land: held SAY_TIGHT after them)
        self.say_cap = cap / speed
        self.say_hold = min(self.say_hold, self.say_cap)
        if held <= 0:
            return
        pace = held / max(fitted, 1e-6)
        if rope is not None:
            rope.pace = pace
        for effect in self.action_effects:
            effect.pace = pace

    def advance_rope(self, step: float) -> bool:
        """The rope `step` seconds on (told once down); True when it has just been put
        away (the choices wait for the throw to be seen)."""
        rope = self.rope
        if rope is None:
            return False
        rope.age += step * rope.pace
        if rope.settled and not rope.told:  # down, and lying still
            self.tell(rope)
        if rope.over:
            self.lying, self.rope = rope, None
            return True
        return False

    def advance_effects(self, step: float) -> None:
        for effect in self.effects:
            effect.age += step * effect.pace
        self.effects = [e for e in self.effects if not e.done]
        self.round_card.advance(step)
        step_wait.ends_turn(self, SAY_SECONDS, RESULT_SECONDS)  # one move at a time
        if self.dawn is not None:
            self.dawn += step
        self.end_result_with_its_turn()

    def turn_now(self) -> tuple[Any, ...]:
        """Which turn the game is in (an injured seat's drop is part of the turn)."""
        state = self.table.state
        return (state.round, state.phase, state.step, state.index)

    def told(self, text: str, hit: bool | None) -> None:
        """A throw's result is shown over the village from now, for this turn (`hit`
        None: a computer's other action, said: `say`)."""
        now = self.table.time
        self.result_text, self.result_hit = (text, now + RESULT_SECONDS), hit
        self.result_turn, self.result_told = self.turn_now(), now
        self.result_seat = self.actor
        speed = float(self.table.app.settings.animation_speed) or 1.0
        self.say_hold = min(SAY_SECONDS / speed, self.say_cap)  # (a computer's: saying)
        self.result_steps = self.steps.so_far()
        if self.rushed:  # Space while its rope flew: the words stay, nothing waits
            self.say_hold, self.rushed = 0.0, False
        else:  # one move at a time: until a press
            step_wait.hold(self)

    def say(self, kind: str) -> None:
        """A computer's action of `kind` just told: said over the village where a
        throw's result is (its log lines, public), in neither a hit's nor a miss's
        colour (result_hit None), held SAY_SECONDS before its next action (`saying`)
        and, as a throw's, READ_SECONDS before a hand-off's cover (read_hold)."""
        table = self.table
        humans = list(getattr(table, "humans", []))
        if kind not in SAID_KINDS or self.actor in humans or not self.said_lines:
            return
        if table.animate:
            self.told(" ".join(self.said_lines), None)

    def saying(self) -> bool:
        """A computer's action is being said, or its throw's result, and that computer
        is still to move: its next action waits (busy): a Collect's words came 0.1 s
        after its Move's result and hid it."""
        seat = self.result_seat
        if not self.table.animate or self.result_text is None:
            return False
        if seat != self.table.state.current_player:
            return False
        if seat in list(getattr(self.table, "humans", [])):
            return False
        return self.table.time < self.result_told + self.say_hold

    def read_hold(self) -> float:
        """How long after its landing the result told last stays over the village once
        its turn is over, for a cover to come: READ_SECONDS (by the animation speed) for
        a computer's throw or words when two people or more play, and on to the end of
        the hand-off flow's hold if that is later (the banner is up till the cover
        rises); else nothing (a person saw their own throw). The cover itself waits in
        the flow (handoff_flow.read), from when the table has settled: one hold."""
        table = self.table
        humans = list(getattr(table, "humans", []))
        if self.result_text is None or self.result_seat in humans or len(humans) < 2:
            return 0.0
        speed = float(table.app.settings.animation_speed) or 1.0
        hold = min(READ_SECONDS / speed, RESULT_SECONDS)
        flow = getattr(table, "handoff_flow", None)
        until = flow.hold_until() if flow is not None and flow.holding() else None
        return hold if until is None else max(hold, until - self.result_told)

    def end_result_with_its_turn(self) -> None:
        """Another turn has begun: the last throw's result and its rope lying on the
        village go RESULT_AFTER_TURN s after it landed (at once if that is past), or
        at the end of the hand-off's hold on the computer's move (read_hold): that hold
        counts from the table settled, and may end after RESULT_SECONDS."""
        result = self.result_text
        if result is None or self.result_turn == self.turn_now():
            return
        told = self.result_told
        end = max(min(result[1], told + RESULT_AFTER_TURN), told + self.read_hold())
        if self.table.time >= end:
            self.result_text, self.lying = None, None
        else:
            self.result_text = (result[0], end)

    def hurry(self) -> None:
        """Space: the rope landed and every animation at its end, and a computer's
        words said hold its next action no longer (test_space_hurries_what_is_being_shown)."""
        self.say_hold = 0.0
        step_wait.ended(self, RESULT_SECONDS)
        self.rushed = self.rope is not None
        self.round_card.hurry()
        if self.rope is not None:
            self.rope.hurry()
        for effect in self.effects:
            effect.age = max(effect.age, effect.duration)

    def clear(self) -> None:
        """Everything shown of what was taken back goes (an undo): the rope and what it
        keeps drawn, the animations and what waits for them, the result."""
        self.rope = self.lying = None
        self.painter.kept = None
        self.cue = 0.0
        self.effects.clear()
        self.result_text = None
        self.round_card.clear()

    def forget_log(self) -> None:
        """Before the log is said again: the throws and the result go with it."""
        self.throws = []

    # ------------------------------------------------------------------ telling
    def retell(self) -> None:
        """The log said again from the game replayed (after an undo: what was taken
        back leaves it; a new language), but for what the turn waiting for its End turn
        holds back (turn_end.held, told once it is ended)."""
        table = self.table
        animate, table.animate = table.animate, False
        table.log_lines = []
        self.forget_log()
        try:
            events = list(table.replayed_events())
            for held in table.turn_end.held:  # of the action played last: the latest such
                at = max((k for k, e in enumerate(events) if e == held), default=None)
                if at is not None:
                    del events[at]
            for event in events:
                self.announce(event)
        except ValueError as exc:  # the log is never worth a crash
            log.warning("Night: the log could not be replayed: %s", exc)
        finally:
            table.animate = animate
        self.result_text = None

    def announce(self, event: Event, before: Shown | None = None, last: bool = False) -> None:
        """Tell an event: its log line, its sound, its animation. While a thrown rope
        is in the air, the line and the sound wait for it to land; `last`: an event of
        the action played last, whose skip may wait for its End turn (skip_guard.py)."""
        table = self.table
        d = event.data
        kind = event.kind
        name = table.seat_name(d["seat"]) if isinstance(d.get("seat"), int) else ""
        line = table.words.log_line(event)
        if last and table.skip_guard.holds_back(event):
            line = ""
        if kind == "throw":
            self.throws.append(dict(d))
            hit = bool(d["success"])
            text = result_words(table, d, name)  # and a miss's way, in whole cm
            self.show_rope(d, before)
            if self.rope is not None:
                self.rope.result, self.rope.hit = text, hit
                # what it causes shows when it lands and lies still (told then)
                self.cue = max(self.rope.landed, self.rope.rests) / ROPE_FPS
            else:
                self.told(text, hit)
        waiting = self.rope is not None and not self.rope.told
        if line:
            if waiting:
                assert self.rope is not None
                self.rope.lines.append(line)
            else:
                table.log_lines.append(line)
                self.said_lines.append(line)
        sound = SOUND_OF_EVENT.get(kind)
        if kind == "bonus_used":
            sound = SOUND_OF_BONUS.get(d.get("bonus", ""))
        if sound and table.animate:
            if waiting and kind != "throw":  # the throw is heard at once, the rest later
                assert self.rope is not None
                self.rope.sounds.append(sound)
            else:
                table.app.audio.play(sound)
        if table.animate:
            self.steps.note(event)
            self.animate(event)

    def show_rope(self, d: dict[str, Any], before: Shown | None) -> None:
        """Play the throw's rope (ninjas/night/rope.py): from the thrower's hand to the
        rules' landing point, over the roofs between."""
        table = self.table
        if not table.animate or before is None:
            return
        seat, target = int(d["seat"]), int(d["to"])
        moved = table.state.positions[seat] == target != before.positions[seat]
        self.lying = None  # the string is picked up for the next throw
        # and the banner of what came before goes (a throw's too: it stayed over this
        # rope, read as its result told before the landing, newcomer R, s19)
        self.result_text = None
        self.rope = throw_rope(d, before, table.state.village, table.view, moved)

    def tell(self, rope: RopeShow) -> None:
        """The rope is down: the ninja moves, the result is told, the sounds heard."""
        table = self.table
        rope.told = True
        table.log_lines.extend(rope.lines)
        self.told(rope.result, rope.hit)
        for sound in [rope.landing_sound, *rope.sounds]:
            table.app.audio.play(sound)

    # ------------------------------------------------------------------ animations
    def animate(self, event: Event) -> None:
        """Start the event's own animation (effects.py), after the ones it follows."""
        table = self.table
        d = event.data
        kind = event.kind
        state = table.state
        seat = d.get("seat") if isinstance(d.get("seat"), int) else None
        table.layout()
        view = table.view
        token_size = view.token_size()
        slot_token = table.layout().px(SLOT - 4)
        slot_rect = table.layout().slot_rect
        new: list[Effect] = []
        if kind == "throw" and d["action"] in ("shuriken", "kunai") and self.rope is not None:
            # the fist carries the blade on the fighting string: it strikes where it lands
            x, y = view.project(*self.rope.frames[-1][-1])
            lift = view.ninja_height()
            new.append(
                Effect(d["action"], (x, y - lift), (x, y), seat=seat, hit=bool(d["success"]))
            )
        elif kind == "injured" and seat is not None:
            new.append(Effect("injured", self.ninja_at(seat), seat=seat, label=hurt(table, seat)))
        elif kind == "collected" and seat is not None:
            on_roof = len(state.roofs[d["building"]])
            held = list(d.get("held", []))
            for i, token in enumerate([*d["tokens"], *held]):
                end = (
                    self.hand_spot(seat, held.index(token))
                    if token in held
                    else self.slot_of(seat, token)
                )
                new.append(
                    Effect(
                        "collected",
                        view.token_spot(d["building"], on_roof + i),
                        end,
                        seat=seat,
                        token=token,
                        age=-i * STAGGER,
                        sizes=(token_size, token_size if token in held else slot_token),
                    )
                )
        elif kind == "kept" and seat is not None:
            new.append(
                Effect(
                    "collected",
                    self.hand_spot(seat, len(state.held)),
                    slot_rect(seat, d["slot"]).center,
                    seat=seat,
                    token=d["token"],
                    sizes=(token_size, slot_token),
                )
            )
        elif kind == "returned" and seat is not None:
            roof = state.roofs[d["building"]]
            for i, token in enumerate(d["tokens"]):  # the hand's tokens, as they lay
                new.append(
                    Effect(
                        "discarded",
                        self.hand_spot(seat, i),
                        view.token_spot(d["building"], roof.index(token)),
                        seat=seat,
                        token=token,
                        sizes=(token_size, token_size),
                    )
                )
        elif kind == "stolen" and seat is not None:
            new.append(
                Effect(
                    "stolen",
                    slot_rect(d["victim"], d["slot"]).center,
                    self.slot_of(seat, d["token"]),
                    seat=seat,
                    token=d["token"],
                    sizes=(slot_token, slot_token),
                )
            )
        elif kind in ("knocked_off", "discarded", "dropped"):
            roof = state.roofs[d["building"]]
            spot = roof.index(d["token"]) if d["token"] in roof else len(roof)
            new.append(
                Effect(
                    "knocked_off" if kind == "knocked_off" else "discarded",
                    slot_rect(d["owner"], d["slot"]).center,
                    view.token_spot(d["building"], spot),
                    seat=seat,
                    token=d["token"],
                    sizes=(slot_token, token_size),
                )
            )
        elif kind == "bonus_used" and seat is not None:
            new.append(
                Effect(
                    "bonus",
                    self.ninja_at(seat),
                    seat=seat,
                    token=d["token"],
                    sizes=(0, slot_token + table.layout().px(4)),
                )
            )
            if d["bonus"] == "potion":
                new.append(Effect("potion", self.ninja_at(seat), seat=seat, seed=len(self.effects)))
        elif kind == "healed" and seat is not None:
            if not any(e.kind == "potion" and e.seat == seat and e.age <= 0 for e in self.effects):
                new.append(Effect("healed", self.ninja_at(seat), seat=seat))
        elif kind == "reprogrammed" and seat is not None:
            label = table.app.tr(f"night.action.{d['to']}")
            new.append(Effect("gears", self.ninja_at(seat), seat=seat, label=label))
        elif kind == "hooked" and seat is not None:
            start = view.ninja_spot(d["from"], seat)
            new.append(Effect("hook", start, view.ninja_spot(d["to"], seat), seat=seat))
        elif kind == "round_started":  # its card once the table has settled
            self.round_card.announce(int(d["round"]), int(d["first"]))
        elif kind == "dawn":
            new.append(Effect("dawn", (0, 0)))
            self.dawn = 0.0
        for effect in new:
            effect.age -= self.cue
            self.effects.append(effect)
            self.action_effects.append(effect)
            if effect.kind in ("shuriken", "kunai"):
                self.cue += effect.duration * 0.8  # what it causes shows when it lands

    # ------------------------------------------------------------------ where things are
    def ninja_at(self, seat: int) -> tuple[int, int]:
        view = self.table.view
        building = self.table.state.positions[seat]
        if building is None:
            return view.rect.center
        rope = self.rope
        if rope is not None and rope.seat == seat and rope.crosses_to is None:
            return view.roof_point(building)  # on the mark while its rope lies there
        return view.ninja_spot(building, seat)

    def hand_spot(self, seat: int, k: int) -> tuple[int, int]:
        """Where the k-th token a seat holds in its hand is drawn: above its ninja, the
        tray moved off the tokens lying on the roofs (hand_place.py)."""
        spots, widths, below = self.hand_columns(seat, k + 1)
        view, shown = self.table.view, self.shown()
        others = [(s, b) for s, b in enumerate(shown.positions) if b is not None and s != seat]
        bodies = [view.ninja_body(view.ninja_spot(b, s)) for s, b in others]  # seen whole
        dx, dy = hand_offset(view, shown.roofs, spots, widths, below, bodies)
        return spots[k][0] + dx, spots[k][1] + dy

    def hand_columns(
        self, seat: int, least: int = 0
    ) -> tuple[list[tuple[int, int]], list[int], int]:
        """The hand's columns over its ninja's head (hand_labels.columns)."""
        held = list(self.shown().held)
        count = max(len(self.table.state.held), len(held), least)
        return hand_labels.columns(self.table, self.ninja_at(seat), held, count)

    def slot_of(self, seat: int, token: int) -> tuple[int, int]:
        pack = self.table.state.backpacks[seat]
        slot = pack.index(token) if token in pack else 0
        return self.table.layout().slot_rect(seat, slot).center

    def flying(self) -> set[int]:
        """Tokens on their way somewhere: not drawn where they now lie until they land."""
        return {
            e.token
            for e in self.effects
            if e.token is not None and e.kind in effects.FLYING and not e.done
        }

    def nudges(self) -> dict[int, tuple[int, int]]:
        """How far each ninja is drawn off its spot: the thrower at its roof's centre,
        where throws start, while it aims and while its rope flies (and lies, if it
        missed), then along the rope; and each animation's own nudge."""
        table = self.table
        view = table.view
        moves: dict[int, tuple[int, int]] = {}
        rope = self.rope
        marked = stand_row.on_mark(table)  # the thrower at its roof's centre, on the mark
        if marked is not None:
            roof, seat = marked
            x, y = view.ninja_spot(roof, seat)
            cx, cy = view.roof_point(roof)
            moves[seat] = (cx - x, cy - y)
        elif rope is not None and rope.crosses_to is not None and rope.crossed < 1.0:
            x, y = view.ninja_spot(rope.crosses_to, rope.seat)  # it goes along the rope
            ax, ay = along_rope(view, rope, rope.crossed)
            moves[rope.seat] = (round(ax - x), round(ay - y))
        for e in self.effects:
            if e.seat is not None:
                dx, dy = effects.nudge(e, view.unit)
                if dx or dy:
                    x, y = moves.get(e.seat, (0, 0))
                    moves[e.seat] = (x + dx, y + dy)
        return moves

    def move_effects(self, old: Layout, old_view: VillageView, new: Layout) -> None:
        """The window changed size while animations play: their points follow (a point
        in a backpack slot to that slot, any other to the same spot of the village)."""
        view = self.table.view
        state = self.table.state
        k = view.scale / old_view.scale if old_view.scale else 1.0
        slots = [
            (old.slot_rect(seat, slot).center, new.slot_rect(seat, slot).center)
            for seat in range(state.players)
            for slot in range(len(state.backpacks[seat]))
        ]

        def moved(p: tuple[int, int]) -> tuple[int, int]:
            for before, after in slots:
                if math.dist(p, before) <= 1:
                    return after
            return (
                round(view.origin[0] + (p[0] - old_view.origin[0]) * k),
                round(view.origin[1] + (p[1] - old_view.origin[1]) * k),
            )

        ratio = new.scale / old.scale
        for effect in self.effects:
            effect.start = moved(effect.start)
            effect.end = moved(effect.end)
            effect.points = [moved(p) for p in effect.points]
            effect.sizes = (round(effect.sizes[0] * ratio), round(effect.sizes[1] * ratio))

    # ------------------------------------------------------------------ drawing
    def rope_down(self) -> RopeShow | None:
        """The rope drawn down on the village (landed, or left lying while its result
        shows), if any."""
        rope = self.rope
        if rope is None and self.lying is not None and self.result_text is not None:
            rope = self.lying if self.table.time < self.result_text[1] else None
        return rope if rope is not None and rope.down else None

    def rope_lines(self) -> list[list[tuple[int, int]]]:
        """The pieces of the rope down drawn on the village (what the buildings in
        front of it leave seen)."""
        rope = self.rope_down()
        return [] if rope is None else self.painter.pieces(self.table.view, rope)

    def rope_end_box(self) -> pygame.Rect | None:
        """Where the grapnel or fist drawn at the end of the rope down covers the
        village, its miss's cross included."""
        rope = self.rope_down()
        if rope is None:
            return None
        view = self.table.view
        x, y = view.project(*rope.frames[rope.frame][-1])
        r = max(5, round(GRAPNEL_RADIUS * view.scale * 1.3)) + view.px(2)
        return pygame.Rect(x - r, y - r, 2 * r, 2 * r)

    def draw_ropes(self, canvas: pygame.Surface, layout: Layout) -> None:
        """The rope in the air, else the last one lying while its result is shown."""
        table = self.table
        village = table.state.village
        if self.rope is not None:
            mark = layout.px(MARK_RADIUS)
            self.painter.draw(canvas, table.view, village, self.rope, mark)
        elif self.lying is not None and self.result_text is not None:
            if table.time < self.result_text[1]:  # lying while its result is shown
                self.painter.draw(canvas, table.view, village, self.lying, None)
