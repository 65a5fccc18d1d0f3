"""What a table's phones show by default (scenes/phones): the choices, prompt, notes and
pictures a seat's phone page offers. Each table says its own (Shinobi's hands, Night's
backpacks, Dojo's cards); TableScene takes these when it says nothing."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from scenes.ai_turn import computer_wait


class PhoneFace:
    """The phone page's defaults: every legal action by its text, the game's waiting and
    over words, nothing secret to show. A mixin of TableScene (which gives `app`,
    `session`, `state`, `seat_name` and `play`)."""

    app: Any
    session: Any
    state: Any
    seat_name: Any
    play: Any

    def phone_choices(self, seat: int) -> list[dict[str, Any]]:
        """The choices `seat`'s phone offers while it is to move: each legal action's
        text, its words, and the ids of the seat's own cards it uses."""
        return [
            {"action": str(a), "label": str(a), "cards": []}
            for a in self.state.legal_actions()
            if self.phone_side(a)
        ]

    def phone_refusals(self, seat: int) -> dict[str, Any]:
        """Why cards of `seat`'s hand are in no play on its turn, and why a play takes no
        more of them, in words by card id (Shinobi's; scenes/shinobi/card_refusals.py)."""
        return {}

    def phone_warnings(self, seat: int) -> list[str]:
        """What may end the round or the game soon, said above `seat`'s hand (Shinobi's
        'Midori has 3 clans: a 4th ends the round'): public alone."""
        return []

    def phone_prompt(self, seat: int) -> str:
        """What `seat`'s phone says above its choices: the game over, the seat waiting
        for another (phone_waiting), or what its turn asks (phone_turn_prompt)."""
        state = self.state
        if state.is_terminal:
            return self.app.tr(f"{self.session.game}.prompt.over")
        if state.current_player != seat:
            return self.phone_waiting(seat)
        return self.phone_turn_prompt(seat)

    def phone_waiting(self, seat: int) -> str:
        """What `seat`'s phone says while another seat is to move: a person "is
        playing…"; a computer "is playing…", and "is thinking…" once its search has run
        a while (computer_wait: the laptop's words and rule, thinking_long)."""
        actor = self.state.current_player
        name = self.seat_name(actor)
        if actor not in self.humans:
            return computer_wait(self, self.app.tr, name)
        return self.app.tr(f"{self.session.game}.waiting", name=name)

    def phone_turn_prompt(self, seat: int) -> str:
        """What `seat`'s phone says on its own turn."""
        return self.app.tr("phone.on_screen")

    def phone_notes(self, seat: int) -> list[str]:
        """What `seat` knows that the screen does not show, in words (from its view)."""
        return []

    def phone_cards(self) -> dict[str, dict[str, Any]]:
        """How the phone page draws each card id (public: the game's card list)."""
        return {}

    def phone_sections(self, seat: int) -> list[dict[str, Any]]:
        """What `seat` holds and knows, as titled rows of pictures the phone page draws
        (each item: its picture's file, its name, a value): from view(seat) alone."""
        return []

    def shown_actor(self) -> int | None:
        """The seat whose action the table still shows while another is to move (its
        phones name it: Night's tokens flying), or None."""
        return None

    def phone_turn(self) -> bool:
        """The seat to move makes a secret choice now: a seat with a phone makes it
        there, and the laptop waits. Otherwise (a public choice: Night's throws, Dojo's
        walks) the laptop takes that seat's choices, showing only what everyone sees."""
        return True

    def phone_side(self, action: Any) -> bool:
        """`action` is one a seat's phone offers and takes (its words, or the choice,
        need what only that seat knows)."""
        return True

    def phone_play(self, seat: int, action: Any) -> None:
        """`seat`'s phone sent `action` (legal, phone-side, its turn): played."""
        self.play(action)

    def phone_key(self) -> Hashable:
        """Anything of the table's own whose change the phones are told of."""
        return None
