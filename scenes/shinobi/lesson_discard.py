"""The guided Shinobi game's discard is picked, then confirmed (newcomer V, s20, French
at 1280x720: at the discard step one click on a hand card threw it away at once, and
she had clicked only to look at it). While the lesson guides, a hand card clicked at
the person's discard is picked, never discarded: its row lights on the right and the
prompt says what confirms it, its row ('Discard Dragon (2)') or Enter, and that a
click on it again lets it go. A card other than the lesson's is picked as well, the
prompt naming the one the lesson discards; its row, clicked twice, discards it anyway
(lesson_guard.py), as any move other than the lesson's.

Once the lesson has said all, the table's own rule comes back (a click discards, and
the End turn confirm, when on, lets it be undone)."""

from __future__ import annotations

from typing import Any

from ninjas.shinobi.data import card_name

from .lesson import PERSON
from .prompt_panel import PromptPanel
from .selection import Selection


def picks_first(table: Any) -> bool:
    """Does a hand card clicked now only pick the card to discard (see the module)?"""
    guide = getattr(table, "guide", None)
    state = table.state
    return (
        guide is not None
        and guide.guiding
        and state.phase == "discard"
        and state.current_player == PERSON
        and table.can_act
        and not table.phone_seat(PERSON)
    )


class LessonSelection(Selection):
    """The table's Selection, but a hand card clicked at the lesson's discard is
    picked (a click on it again lets it go), never discarded at once."""

    def click_group(self, cards: list[int]) -> None:
        table = self.table
        if not cards or not picks_first(table) or cards[0] not in self.playable_cards():
            super().click_group(cards)  # (a card that may not go: refused, with why)
            return
        card = cards[0]
        mine = self.selected and self.hinted != self.selected  # (not the hint's pick)
        picked = mine and card_name(self.selected[0]) == card_name(card)
        self.selected = [] if picked else [card]
        self.hinted = None
        table.option_panel.build()  # its row lit (OptionsPanel.build)
        table.app.audio.play("click")


class LessonPrompt(PromptPanel):
    """The table's prompt, saying at the lesson's discard that a click picks the card
    and what confirms it."""

    def asked(self, seat: int | None) -> str:
        words = discard_words(self.table) if seat is None else None
        return words if words is not None else super().asked(seat)


def discard_words(table: Any) -> str | None:
    """The prompt at the lesson's discard (None: the table's own)."""
    if not picks_first(table):
        return None
    tr = table.app.tr
    selected = table.selection.selected
    if not selected:
        return str(tr("shinobi.lesson.prompt.discard"))
    card = selected[0]
    asked = table.asked_plan()
    if asked is None or asked.kind != "discard" or card_name(int(asked.args[0])) == card_name(card):
        return str(tr("shinobi.lesson.prompt.picked", card=name(table, card)))
    lesson = name(table, int(asked.args[0]))
    return str(tr("shinobi.lesson.prompt.other", card=name(table, card), asked=lesson))


def name(table: Any, card: int) -> str:
    """A card's clan as the words name it ('Araignée' in French)."""
    key = f"shinobi.name.{card_name(card)}"
    return str(table.app.tr(key)) if table.app.tr.has(key) else card_name(card)
