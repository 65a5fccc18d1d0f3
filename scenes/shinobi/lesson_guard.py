"""The guided Shinobi game keeps to its lesson (newcomer S, s20, gg13-gg19, EN 1920x1080):
asked 'Place 2 Bears + 1 Ronin', she chose 'Place 2 Bears' and the Ronin's lesson went
by without a word; after three steps of 'Enter: next', at the Spider's step a first
Enter lit 'Pass' and a second passed, the Spider's lesson lost.

While a step asks for a move (ShinobiTutorial.asked_plan), a choice of another row says
what the step asks and why, instead of playing: with the keys (Enter, 1-9, a pad's A)
always, so Enter never plays a move other than the lesson's; with a click the first
time, a second click on the same row then playing it (the lesson lets a person play
otherwise: its steps that no longer can be are skipped, lesson.py). A card clicked in
the hand to discard it is picked first (lesson_discard.py).

Enter, while a step asks for a move, does what the step asks or nothing (newcomer V,
s20, French at 1280x720: at 'click the Carp pile twice' a first Enter lit 'Pass'): it
plays the asked row when it is offered, wherever the pointer rests (the lesson's gold
ring stays on that row, ShinobiTutorial.asked_place); with the keys' focus moved to
another row, it says the step's and brings the focus back to the ring; with the cards
not picked yet, it says so and lights nothing (the keys' cursor in the hand still
picks its pile)."""

from __future__ import annotations

from typing import Any

from ninjas.shinobi.data import card_name
from ninjas.shinobi.rules import ShinobiAction


def move_key(action: ShinobiAction) -> tuple[str, tuple[str, ...]]:
    """A move as the lesson names it: its kind and the names of its cards (and clan),
    whichever cards of a kind it lays."""
    names = [card_name(int(arg)) if str(arg).isdigit() else str(arg) for arg in action.args]
    return action.kind, tuple(sorted(names))


class LessonGuard:
    """`LessonGuard(table)`: `allows(action, keyed)`, refusing with the lesson's words
    a move other than the one its step asks for."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.warned: tuple[int, tuple[str, tuple[str, ...]]] | None = None
        """The step and the other move a click was last told about (a second click on it
        plays it)."""

    def allows(self, action: ShinobiAction, keyed: bool) -> bool:
        """May `action`, chosen from the rows (`keyed`: by a key or a pad), be played?
        If not, the prompt says why (table.refuse)."""
        table = self.table
        asked = table.asked_plan()
        if asked is None or move_key(action) == move_key(asked):
            return True
        step = table.guide.step
        chosen = move_key(action)
        if not keyed and self.warned == (step, chosen):
            self.warned = None
            return True  # asked twice by a click: the person's own move
        self.warned = None if keyed else (step, chosen)
        table.refuse(self.words(asked, keyed))
        return False

    def enter(self) -> bool:
        """Enter pressed: True when the lesson answered it (see the module), False when
        it is the table's (no move asked, or a screen over the table)."""
        table = self.table
        covered = table.reveal is not None or table.ranking is not None
        if covered or table.covers.jigoku_open or table.covers.scores_open or not table.can_act:
            return False
        asked = table.asked_plan()
        if asked is None:
            return False
        choices = table.option_panel.choices
        row = table.lesson_row()
        if row is not None:
            keyed = choices.lit.keyed_row(table.mouse)
            if keyed is not None and keyed != row:
                table.choose_option(keyed)  # refused, with the step's words
                choices.focus = row  # and Enter now plays the row ringed, as they say
                if asked.kind == "discard":  # the card picked is that row's (the prompt's)
                    table.selection.selected = [int(asked.args[0])]
                return True
            table.choose_option(row)
            return True
        if table.hand.groups() and table.hand.keyed_at == table.mouse:
            return False  # the keys' cursor in the hand: Enter picks its pile
        table.refuse(self.words(asked, keyed=True))
        return True

    def words(self, asked: ShinobiAction, keyed: bool) -> str:
        table = self.table
        tr = table.app.tr
        row = table.words.action_label(asked)
        offered = any(move_key(a) == move_key(asked) for a, _ in table.option_panel.options)
        if not keyed:
            return str(tr("shinobi.tutorial.other.click", row=row))
        how = tr("shinobi.tutorial.other.ringed" if offered else "shinobi.tutorial.other.pick")
        return str(tr("shinobi.tutorial.other.keys", row=row, how=how))
