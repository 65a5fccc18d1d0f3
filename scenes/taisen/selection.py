"""What a human is choosing: a die then a card, or a card then a die. Pure logic.

Only legal choices can be made: a die with no legal move cannot be picked, and once a
die is picked only the cards it can move are offered (and the other way round). The
keyboard cycles a focus through the current choices; the mouse picks directly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ninjas.taisen.rules import ACTIONS, TaisenAction

Choice = tuple[str, int]
"""("die", 0..2) or ("card", local 0..9)."""


class Selection:
    def __init__(self) -> None:
        self.moves: list[TaisenAction] = []
        self.can_end = False
        self.die: int | None = None
        self.card: int | None = None
        self.focus = -1
        self.armed = False
        """A move picked by a click on the one die's card: it waits, previewed, for a
        second click or Enter (newcomer E, s15, 170: one click moved it at once)."""
        self._card_order: Callable[[int], tuple[int, int]] = lambda local: (0, local)

    def reset(
        self,
        actions: Sequence[TaisenAction],
        card_order: Callable[[int], tuple[int, int]] | None = None,
    ) -> None:
        """New legal actions (after a move, an undo, a new turn): nothing chosen."""
        self.moves = [a for a in actions if not a.is_end]
        self.can_end = any(a.is_end for a in actions)
        if card_order is not None:
            self._card_order = card_order
        self.clear()

    def clear(self) -> None:
        self.die = None
        self.card = None
        self.focus = -1
        self.armed = False

    @property
    def only_end(self) -> bool:
        """No die has a legal move: ending the turn is all there is."""
        return not self.moves and self.can_end

    @property
    def enter_ends(self) -> bool:
        """Enter ends the turn: it may end, and the person has picked nothing and moved
        no focus since the last move (newcomer W, s13, 087: the prompt offered End turn,
        Enter lit the blue die instead; Tab, arrows, a key or click on a die or card
        give Enter back its 'pick')."""
        return self.can_end and self.die is None and self.card is None and self.focus < 0

    # ------------------------------------------------------------------ queries
    def dice_for(self, card: int | None) -> list[int]:
        return sorted({a.die for a in self.moves if card is None or a.local_card == card})

    def cards_for(self, die: int | None) -> list[int]:
        cards = {a.local_card for a in self.moves if die is None or a.die == die}
        return sorted(cards, key=self._card_order)

    def selectable_dice(self) -> list[int]:
        return self.dice_for(self.card)

    def selectable_cards(self) -> list[int]:
        return self.cards_for(self.die)

    def action(self, die: int, card: int) -> TaisenAction | None:
        code = die * 10 + card
        for a in self.moves:
            if a.code == code:
                return a
        return None

    def choices(self) -> list[Choice]:
        """What Tab / arrows cycle through right now."""
        if self.die is not None:
            return [("card", c) for c in self.cards_for(self.die)]
        if self.card is not None:
            return [("die", d) for d in self.dice_for(self.card)]
        return [("die", d) for d in self.dice_for(None)]

    def focused(self) -> Choice | None:
        choices = self.choices()
        if 0 <= self.focus < len(choices):
            return choices[self.focus]
        return None

    def focused_action(self) -> TaisenAction | None:
        """The move Enter would play now (for the preview), if any."""
        choice = self.focused()
        if choice is None:
            return None
        kind, value = choice
        if kind == "card" and self.die is not None:
            return self.action(self.die, value)
        if kind == "die" and self.card is not None:
            return self.action(value, self.card)
        return None

    # ------------------------------------------------------------------ changes
    def aim(self, die: int, card: int) -> None:
        """Put the choice on a move (the hint's): its die picked, the focus on its card,
        so that Enter plays it (issue 33: after H, Enter picked the die the keys had
        focused, not the hinted one). A move not legal here changes nothing."""
        if self.action(die, card) is None:
            return
        self.armed = False
        self.die, self.card = die, None
        self.focus = self.choices().index(("card", card))

    def pick_die(self, die: int) -> None:
        """`die` picked, no card focused (an undo's: the die of the move taken back, as
        it was before that move, newcomer O, s18, 033-037): a click on a card plays it;
        Enter first shows the focus (it plays nothing unseen). An unusable die: nothing."""
        if die in self.dice_for(None):
            self.die, self.card, self.focus, self.armed = die, None, -1, False

    def cycle(self, delta: int) -> None:
        count = len(self.choices())
        if not count:
            self.focus = -1
            return
        if self.focus < 0:
            self.focus = 0 if delta > 0 else count - 1
        else:
            self.focus = (self.focus + delta) % count

    def choose_die(self, die: int) -> TaisenAction | None:
        """Pick a die: returns the action when it completes one. Illegal picks do nothing.
        A card picked by a click waits with its die (`armed`): that die clicked plays
        it, as 'a ninja, then a die' says (newcomer G, s16, 013: it cancelled it)."""
        armed, self.armed = self.armed, False
        waiting = self.focused_action() if armed else None
        if waiting is not None and waiting.die == die:
            return waiting
        if self.card is not None:
            action = self.action(die, self.card)
            if action is not None:
                return action
        if die not in self.dice_for(None):
            return None
        if self.die == die and self.card is None:
            self.clear()
            return None
        self.die = die
        self.card = None
        self.focus = 0
        return None

    def choose_card(self, card: int, auto: bool = True, arm: bool = True) -> TaisenAction | None:
        """Pick a card (local index). With `auto`, a card only one die can move is picked
        with that die, its move previewed (`armed`): picked again, it moves; without
        `arm` (a pad's A) it moves at once."""
        armed, self.armed = self.armed, False
        if armed and self.focused() != ("card", card):
            self.clear()  # another card than the one waiting: picked afresh
        if self.die is not None:
            action = self.action(self.die, card)
            if action is not None:
                return action
            if card not in self.cards_for(None):
                return None
            # a card of another die: switch to choosing a die for it (never a surprise move)
            self.die = None
            self.card = card
            self.focus = 0
            return None
        if card not in self.cards_for(None):
            return None
        dice = self.dice_for(card)
        if auto and len(dice) == 1 and not arm:
            return self.action(dice[0], card)
        if auto and len(dice) == 1:
            self.aim(dice[0], card)  # its die and its move chosen, not yet played
            self.armed = True
            return None
        if self.card == card and self.die is None:
            self.clear()
            return None
        self.card = card
        self.die = None
        self.focus = 0
        return None

    def confirm(self) -> TaisenAction | None:
        """Enter: pick the focused choice (playing the move when it completes one)."""
        choice = self.focused()
        if choice is None:
            if self.focus < 0 and self.choices():
                self.focus = 0
            return None
        kind, value = choice
        if kind == "die":
            return self.choose_die(value)
        return self.choose_card(value, auto=False)


def end_action() -> TaisenAction:
    return ACTIONS[-1]
