"""What Ninja Night's phones are offered and do, the NightScene's part for them (the
table skeleton's phone_* hooks, scenes/table.py): a throw chosen on a phone is aimed on
the laptop, a planned seat waits, and while an action is still shown (a rope flying,
tokens on their way) the phones name its actor, as the table's prompt does. A token
dropped on a phone for a hit in another seat's turn is that seat's whole answer: the
turn goes back to its owner at once, still shown, who ends it where they play."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import skip_handoff
from .phone_adapter import phone_side
from .string_aim import THROW_KINDS

if TYPE_CHECKING:
    from .phone_adapter import PhoneAdapter
    from .rope_view import RopeShow
    from .string_aim import StringAim


class NightPhones:
    """Mixed into NightScene, before the table skeleton whose phone hooks it extends."""

    app: Any
    state: Any
    phone_adapter: PhoneAdapter
    aiming: StringAim
    rope: RopeShow | None
    throw: Any
    stage: Any
    busy: bool
    held: bool
    shown_seat: int | None
    session: Any

    def seat_name(self, seat: int) -> str: ...

    if TYPE_CHECKING:  # the table skeleton's (a stub here would hide it)

        def phone_seat(self, seat: int) -> bool: ...

    def play(self, action: Any) -> None: ...
    def rope_flying(self) -> bool: ...

    def phone_drop(self) -> bool:
        """A seat playing on its phone is to drop a token for a hit in another seat's
        turn (that seat's attack, Shuriken or Kunai)."""
        state = self.state
        dropper = state.drop_seat
        return (
            dropper is not None
            and state.phase == "act"
            and self.phone_seat(dropper)
            and state.seat_at(state.index) != dropper
        )

    def ends_own_turn(self, action: Any) -> bool:
        """Such a drop waits for no End turn: it ended nobody's turn (newcomer I, s10,
        nc-99/150-154.png: Kenji's phone then offered End turn, the laptop's Enter did
        nothing, and his End turn ended Aiko's, 'Aiko had nothing to do: turn passed')."""
        if getattr(action, "kind", str(action).split(" ", 1)[0]) == "drop" and self.phone_drop():
            return True
        return bool(super().ends_own_turn(action))  # type: ignore[misc]

    def turn_ends_on_phone(self, seat: int) -> bool:
        """A phone's seat ends on its phone only a move it made there: its placing, made
        at the screen (and an End the turn chosen there that skips the planned action),
        waits for the laptop's End turn, where that person played (newcomer I, s10,
        nc-99/023-024.png: Kenji placed on the laptop, then had to end on his phone)."""
        actions = self.session.actions
        made_there = bool(actions) and phone_side(self.state.parse_action(actions[-1]))
        return made_there and bool(super().turn_ends_on_phone(seat))  # type: ignore[misc]

    def drop_shown_seat(self) -> None:
        """The turn's owner stays shown on the laptop while a phone's seat drops a token
        in it (as through the rest of their turn): the turn comes back to them with no
        cover, and no pass for 'nothing to do' (the End the turn is theirs)."""
        state = self.state
        if self.phone_drop() and self.shown_seat == state.seat_at(state.index):
            return
        super().drop_shown_seat()  # type: ignore[misc]

    def advance_game(self, step: float) -> None:
        """Each frame, after the table's: a phone's seat to move with nothing to do (its
        planned Skip, or an action that cannot be done, and no bonus) is passed by the
        table, its log line said ('Kenji had nothing to do: turn passed.'), as a person
        at the laptop and the computer are (newcomer V, s13, nc-V/282: Kenji's Skip
        waited for someone at the laptop to press End the turn)."""
        super().advance_game(step)  # type: ignore[misc]
        state = self.state
        seat = state.current_player
        if (
            state.is_terminal
            or state.main_done  # (its action done, the turn is ended where it was played)
            or not self.phone_seat(seat)
            or self.held
            or self.throw is not None
            or getattr(self.app, "top", self) is not self
        ):
            return
        skip_handoff.pass_if_nothing_to_do(self)

    def phone_turn(self) -> bool:
        return self.phone_adapter.turn()

    def phone_side(self, action: Any) -> bool:
        """Its secret choices; and End the turn, where the turn holds nothing for the
        screen (PhoneAdapter.ends_here)."""
        if getattr(action, "kind", "") == "end" and self.phone_adapter.ends_here():
            return True
        return phone_side(action)

    def phone_play(self, seat: int, action: Any) -> None:
        """A shuriken or kunai chosen on the phone is aimed on the laptop, as every
        throw: the string is public (the bonus shows once thrown)."""
        if action.kind in THROW_KINDS:
            self.aiming.start(action)
            return
        self.play(action)

    def phone_key(self) -> Any:
        return str(self.throw), self.rope_flying(), self.shown_actor()

    def phone_choices(self, seat: int) -> list[dict[str, Any]]:
        return self.phone_adapter.choices(seat)

    def shown_actor(self) -> int | None:
        """The seat whose action the table still shows, when it is not the seat to
        move: a rope's thrower until its result is told, else the actor of the
        animations still playing (the table's prompt names it: prompt_panel.py)."""
        rope = self.rope
        if rope is not None and not rope.told:
            return int(rope.seat)
        state = self.state
        actor = self.stage.actor
        if state.is_terminal or not self.busy or actor in (None, state.current_player):
            return None
        return int(actor)

    def phone_prompt(self, seat: int) -> str:
        """While an action is still shown, its actor is playing, not the seat to move
        next (issue 33, the small things: the phones named the next seat while the
        table still showed the last one's tokens flying); its own phone hears that its
        move is being shown."""
        actor = self.shown_actor()
        if actor == seat:
            return self.app.tr("phone.night.shown")
        if actor is not None:
            return self.app.tr("night.waiting", name=self.seat_name(actor))
        return super().phone_prompt(seat)

    def phone_waiting(self, seat: int) -> str:
        state = self.state
        if state.phase == "plan" and state.plans[seat] is not None:
            return self.app.tr("phone.night.planned")
        return super().phone_waiting(seat)

    def phone_turn_prompt(self, seat: int) -> str:
        return self.phone_adapter.turn_prompt(seat)

    def phone_sections(self, seat: int) -> list[dict[str, Any]]:
        return self.phone_adapter.sections(seat)
