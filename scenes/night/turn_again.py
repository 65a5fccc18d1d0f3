"""The computers' Night actions seen again from the person's own turn (newcomer G, s16,
'Computer's turn, Night', 7/10, 054, m107: 'the only place where a "replay its throw"
(like Taisen's T) is missing'; by the time she looked, its throw was over).

Once the computers have acted, on the person's own turns, 'Replay its turn (T)'
stands in the top bar left of Hint (as Taisen's, Dojo's and Shinobi's). T or a click
tells again, one action at a time and in order, every public action of the others
(the computers, and at a hot-seat table the other people: newcomer S, s20) since her
last turn this round, still after her own first acts of this one (newcomer M, s17,
'Replay its turn, Night', 7/10: 'gone after my first click'), not the whole round's
(newcomer B, s24, s35c: it began before her own last turn); through the next round's
plans, the last round's (until the plans are revealed and the new round's actions
begin). Each is told on the village as it stood
then (again_village.py: the acts of the people between show where they fell): a
throw's rope flies again from where its ninja stood to its roof, hit or miss, and
lands with its result; a Collect, a Steal, a bonus played, their tokens flying, their
words over the village, each headed 'Again, 1 of 3:'. A secret plan and an End the
turn are left out. T, Enter, Space or a click: the next (while a rope flies: it lands
at once); after the last, back to her turn; Esc: back at once. Every key is the
replay's while it lasts, its release and its text too: none falls through to her
choices. Nothing private: the table draws tokens as the person at it may see them
(NightScene.viewer), and it is offered only on her own turn, past her cover."""

from __future__ import annotations

import math
from typing import Any, cast

import pygame

from ninjas.core.events import Event

from ..tableflow import again_hold
from ..tableflow.again_turn import Again, AgainTurn, Played
from .again_show import show_again, shown_of
from .again_village import PastVillage
from .computer_seen import KeptMarks
from .rope_view import Shown

KEY = pygame.K_t
NEXT_KEYS = (pygame.K_t, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
STOP_KEYS = (pygame.K_ESCAPE,)
TEXTS = {pygame.K_t: "t", pygame.K_SPACE: " "}
"""The text a key of the replay types, kept from her choices with the key."""
UNTOLD = frozenset({"plan", "end"})
"""A computer's actions left out: its secret plan, its End the turn."""


class NightTurnAgain(AgainTurn):
    """Mixed into NightScene first: the actions kept this round (through the next
    round's plans; `computers_run`: every seat's), and their replay."""

    app: Any
    session: Any
    state: Any
    humans: list[int]
    shown_seat: int | None
    stage: Any
    buttons: dict[str, Any]
    animate: bool
    next_words = "night.again.next"

    # ------------------------------------------------------------------ kept
    def apply_action(self, action: Any) -> list[Event]:
        seat = int(self.state.current_player)
        before = shown_of(self.state)
        known = [set(seen) for seen in self.state.known]  # who knew each token before
        run = self.computers_run
        events: list[Event] = super().apply_action(action)  # type: ignore[misc]
        kind = str(action).split(" ", 1)[0]
        if any(event.kind == "plans_revealed" for event in events):
            run.clear()  # a round's actions begin: the last round's are no longer told
        elif kind not in UNTOLD:  # every seat's: each person's own left out (steps)
            run.append(Played(seat, len(self.session.actions), list(events), before))
            self.past.keep(len(self.session.actions), self.state, known)
        self.past.only({played.count for played in run})
        return events

    @property
    def past(self) -> PastVillage:
        """The game as it stood after each computer's action kept (again_village.py)."""
        found: PastVillage | None = self.__dict__.get("_again_past")
        if found is None:
            found = self.__dict__["_again_past"] = PastVillage()
        return found

    def again_village(self) -> Shown | None:
        """What the table draws while the replay plays: the village as it stood then
        (NightScene.shown); None: the present."""
        going = self.again
        if going is None:
            return None
        rope = self.stage.rope
        return self.past.village(going.steps, going.at, rope is not None and not rope.told)

    def faces_then(self) -> Any | None:
        """The game with the faces known at the replay's moment (None: not replaying):
        NightScene.token_face draws a token as the viewer knew it then (again_village
        `faces`: a face seen only later stays a back)."""
        going = self.again
        if going is None:
            return None
        rope = self.stage.rope
        rope_up = rope is not None and not rope.told
        return self.past.faces(self.session.state, going.steps, going.at, rope_up)

    def steps(self) -> list[Played]:
        """The others' actions to tell again, those with public words: since the seat
        shown last acted before the acts of hers that end the run (her turn now), as
        Shinobi's and Taisen's tell since her last turn (newcomer B, s24, s35c/m36: it
        told the whole round, hers before them too); her own acts of this turn keep it
        (newcomer M, s17). At a hot-seat table the other people's too (newcomer S,
        s20); the seat shown never sees its own again. Nobody shown (a hold between
        people): since the person who acted last, the one still at the screen."""
        table: Any = self
        run = self.computers_run
        seat = self.shown_seat
        if seat is None:
            people = [played.seat for played in run if played.seat in self.humans]
            seat = people[-1] if people else None
        end = len(run)
        while end and run[end - 1].seat == seat:
            end -= 1
        first = end
        while first and run[first - 1].seat != seat:
            first -= 1
        return [
            played
            for played in run[first:end]
            if played.seat != seat
            and any(owner is None for e in played.events for owner, _ in table.describe(e))
        ]

    def again_available(self) -> bool:
        """The person shown is to act, and the computers acted this round (or the last,
        while the plans are made)."""
        table: Any = self
        own_turn = table.can_act and self.shown_seat == self.state.current_player
        held = again_hold.open_(self)  # or the hold on their last move (a round's card,
        # busy waiting, waits for it: the table has settled)
        return bool(
            self.again is None
            and self.humans
            and not self.app.demo
            and (own_turn or held)
            and (not table.busy or held)
            and table.throw is None
            and not table.turn_end.waiting
            and self.app.top is self
            and self.steps()
        )

    # ------------------------------------------------------------------ playing
    def again_start(self) -> bool:
        if not self.again_available():
            return False
        again_hold.asked(self)  # asked from the hold, or not
        self.__dict__["_again"] = Again(self.steps(), -1, len(self.session.actions))
        self.again_show()  # the village as it stood before the first: its opening
        return True

    def again_next(self) -> None:
        going = self.again
        if going is None:
            return
        if self.stage.rope is not None:  # its rope lands at once, its result told
            self.stage.hurry()
            self.stage.advance_rope(0.0)
            return
        going.at += 1
        if going.at >= len(going.steps):
            self.again_stop()
        else:
            self.again_show()

    def again_stop(self) -> None:
        self.__dict__["_again"] = None
        self.again_clear()
        again_hold.done(self)  # the hold, if asked from it, stands again

    def hold_paused(self) -> bool:
        """The hold on the computer's last move waits for the replay asked from it
        (tableflow/handoff_flow.paused)."""
        return again_hold.paused(self)

    def back_words(self) -> str:
        """Asked from the hold, the replay's last step goes back to the table, as it
        stands between turns, not to a turn of hers."""
        return "night.again.back_hold" if self.hold_paused() else super().back_words()

    def hold_cue_more(self) -> str | None:
        """The hold's cue adds 'T: replay.' where T may replay (tableflow/again_hold.py)."""
        return again_hold.cue_more(self, "night.hold.again")

    def again_clear(self) -> None:
        """Nothing of the replay left on the village: its rope, animations, words."""
        stage = self.stage
        stage.rope = stage.lying = None
        stage.painter.kept = None
        stage.effects.clear()
        stage.result_text = None

    def again_show(self) -> None:
        going = self.again
        if going is None:
            return
        stage = self.stage
        if going.at < 0:  # the village rewound, before its first action
            self.again_clear()
            stage.begin_action(None)
            stage.told(self.again_opening(going.steps), None)
            return
        played = going.steps[going.at]
        head = str(self.app.tr("night.again.head", done=going.at + 1, total=len(going.steps)))
        with self.past.told_on(self.session, played.count):  # as it was told then
            show_again(self, played.events, played.before, played.seat, f"{head} ")
        if stage.result_text is not None:  # said now: held by this turn, not that one's
            stage.result_turn = stage.turn_now()

    def again_opening(self, steps: list[Played]) -> str:
        """'Again, round 2: the village before Red ninja played (T: its actions of the
        round, ...)': the whole round's, her own acts between them or not."""
        tr, table = self.app.tr, cast(Any, self)
        then = self.past.after.get(steps[0].count) if steps else None
        round_ = int((then or self.state).round)
        names: list[str] = []
        for played in steps:
            name = str(table.seat_name(played.seat))
            if name not in names:
                names.append(name)
        if len(names) == 1:
            return str(tr("night.again.begin", name=names[0], round=round_))
        joined = str(tr("night.again.and")).join(names)
        return str(tr("night.again.begin_many", names=joined, round=round_))

    def marks_now(self) -> Any:
        """The computers' marks over the village (kept_marks.py), but while the replay
        plays: the village as it stood then bears no mark of what came after, only the
        marks of the steps told again so far, as the live turn drew them ('3×' on a
        roof collected from, a ring round the ninja hit, a Move's trail; newcomer O,
        s18, 249-253), a step's own once its rope has landed."""
        going = self.again
        if going is None:
            return super().marks_now()  # type: ignore[misc]
        rope = self.stage.rope
        last = going.at - (1 if rope is not None and not rope.told else 0)
        marks = KeptMarks()
        for played in going.steps[: max(last + 1, 0)]:
            marks.note(played.seat, True, played.events, played.count)
        return marks if marks.any() else None

    def update_top_buttons(self, buttons: dict[str, Any], dt: float) -> None:
        """Each frame (NightScene.update): the replay's words stay over the village,
        and its rope where it fell, while its step waits for the next."""
        super().update_top_buttons(buttons, dt)  # type: ignore[misc]
        stage, going = self.stage, self.again
        said = stage.result_text
        if going is not None and said is not None and said[1] < math.inf:
            stage.result_text = (said[0], math.inf)
        elif going is None and said is not None and said[1] == math.inf:  # it ended
            stage.result_text = None  # with an action played (not by its own keys)

    # ------------------------------------------------------------------ the button
    def again_hint(self) -> pygame.Rect:
        return pygame.Rect(self.buttons["hint"].rect)

    def again_veil(self, canvas: pygame.Surface) -> pygame.Rect:
        table: Any = self
        return pygame.Rect(table.layout(canvas.get_size()).area)

    def again_left(self) -> int:
        """The title and the six moons (TableView.draw_top_bar), a large moon's half
        past the last one's centre."""
        return int(cast(Any, self).table_view.top_bar_right())

    def again_seats(self) -> list[int]:
        return list(dict.fromkeys(played.seat for played in self.steps()))

    # ------------------------------------------------------------------ input
    def key_carried(self, event: pygame.event.Event) -> bool:
        """NightScene.handle_event asks it first of each event: the replay's own ones
        are taken here."""
        return self.again_takes(event) or bool(super().key_carried(event))  # type: ignore[misc]

    def again_takes(self, event: pygame.event.Event) -> bool:
        """While it plays every event is its own; T starts it (its text and release
        with it). True: taken."""
        table: Any = self
        kind = event.type
        held: set[int] = self.__dict__.setdefault("_again_held", set())
        if kind == pygame.KEYUP and event.key in held:  # a key of the replay let go
            held.discard(event.key)
            return True
        if kind == pygame.TEXTINPUT and event.text in {TEXTS.get(k) for k in held}:
            return True  # the text of a key of the replay
        if kind == pygame.KEYDOWN and (self.again is not None or event.key == KEY):
            held.add(event.key)
        if self.again is None:
            if kind == pygame.KEYDOWN and event.key == KEY and self.again_start():
                return True
            if kind == pygame.MOUSEBUTTONDOWN and again_hold.open_(self) and self.again_in_bar():
                if self.place_again().handle_event(event):
                    return True  # its button pressed: not the hold's end (its release starts it)
            held.discard(getattr(event, "key", None))  # (a T that started nothing)
            return False
        if kind == pygame.KEYDOWN:
            if event.key in STOP_KEYS:
                self.again_stop()
            elif event.key in NEXT_KEYS:
                self.again_next()
        elif kind == pygame.MOUSEMOTION:
            table.mouse = getattr(event, "pos", table.mouse)
        elif kind == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            table.mouse = getattr(event, "pos", table.mouse)
            if not self.place_again().handle_event(event):
                self.again_next()
        elif kind == pygame.MOUSEBUTTONUP:
            self.place_again().handle_event(event)
        return True
