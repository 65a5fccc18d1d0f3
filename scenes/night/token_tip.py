"""The tooltip of a backpack's token under the pointer (or of a seat's score beside its
name: what its bare '5' or '?' means, issue 33, newcomer R): its name, what it does and, for
a bonus of the seat's own, how to play it (issue 33: a newcomer hovered their Gears, a
26 px picture, and nothing said what it was, nor that a bonus is played from the list
of choices at any moment of the turn). It says only what the screen may show of the
token: a face-down token the viewer has not seen is named by its colour alone. The tokens
held up in a hand over the ninja whose turn it is have theirs too (newcomer J, s11)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.night import data
from ninjas.night.rules import INJURY

from .. import theme
from ..tip_box import TIP_TEXT, titled_tip
from . import hand_labels

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable

TIP_WIDTH = 360
"""The tooltip's width at most, in design px."""


class TokenTip:
    """`TokenTip(table)`: `lines()` for the slot under the pointer, `draw` over all."""

    def __init__(self, table: NightTable) -> None:
        self.table = table

    def slot_under(self, layout: Layout) -> tuple[int, int] | None:
        """The (seat, slot) of the backpack pocket under the pointer, if any."""
        table = self.table
        if table.throw is not None and not table.aiming.packs_shown(layout):
            return None  # the backpacks are put away while the string fills the column
        mouse = table.mouse
        if not layout.packs.collidepoint(mouse):
            return None
        for seat, pack in enumerate(table.shown().backpacks):
            for slot in range(len(pack)):
                if layout.slot_rect(seat, slot).collidepoint(mouse):
                    return seat, slot
        return None

    def lines(self, seat: int, slot: int) -> tuple[str, str]:
        """The title and the words of the tooltip of `seat`'s pocket `slot` (empty when
        the pocket is empty)."""
        table = self.table
        tr = table.app.tr
        token = table.shown().backpacks[seat][slot]
        if token is None:
            return "", ""
        if token == INJURY:
            return tr("night.tip.injury.title"), tr("night.tip.injury")
        face = table.token_face(token)
        if face in data.TOKEN_VALUES:
            return tr(f"night.named.{face}"), tr("night.tip.value")
        if face in data.BONUS_KINDS:
            own = seat == table.viewer
            how = tr("night.tip.play", row=tr("night.act.play", token=tr(f"night.token.{face}")))
            words = tr(f"night.tip.{face}") + " " + (how if own else tr("night.tip.theirs"))
            if own:  # the tie-break counts the bonuses used (RULINGS: Night's score):
                words += " " + tr("night.tip.tie")  # a Potion lost newcomer E a tie unwarned
            return tr(f"night.token.{face}"), words
        return tr(f"night.named.{face}"), tr("night.tip.hidden")

    def hand_under(self) -> int | None:
        """Which token of the hand held up over the ninja whose turn it is lies under the
        pointer (its index in the hand), if any (newcomer J, s11 nc-J/106: the Gears, a
        flask and a hook floated there unnamed)."""
        table = self.table
        stage = table.stage
        seat = hand_labels.owner(table.state)
        size = table.view.token_size()
        flying = stage.flying()
        for k, token in enumerate(table.shown().held):
            if token in flying:
                continue
            box = pygame.Rect(0, 0, size, size)
            box.center = stage.hand_spot(seat, k)
            if box.collidepoint(table.mouse):
                return k
        return None

    def hand_lines(self, k: int) -> tuple[str, str]:
        """The title and the words of the tooltip of the hand's token `k`: its name, what
        it does and that a hand's token is not yet kept (named by its colour alone when
        the viewer has not seen its face)."""
        table = self.table
        tr = table.app.tr
        token = table.shown().held[k]
        face = table.token_face(token)
        hand = tr("night.tip.hand")
        if face in data.TOKEN_VALUES:
            return tr(f"night.named.{face}"), f"{tr('night.tip.value')} {hand}"
        if face in data.BONUS_KINDS:
            words = f"{tr(f'night.tip.{face}')} {hand}"
            if hand_labels.owner(table.state) == table.viewer:  # its own hand: may be played
                words += " " + tr("night.tip.hand.play")
            return tr(f"night.token.{face}"), words
        return tr(f"night.named.{face}"), f"{tr('night.tip.hidden')} {hand}"

    def score_under(self, layout: Layout) -> tuple[int, pygame.Rect] | None:
        """The seat whose score beside its name is under the pointer, and where it is
        drawn: a bare '5' or '?' is said in words there (backpacks.score_words)."""
        table = self.table
        if not layout.packs.collidepoint(table.mouse) or (
            table.throw is not None and not table.aiming.packs_shown(layout)
        ):
            return None
        backpacks = table.backpacks
        said = backpacks.score_words(layout, table.shown().backpacks)
        for seat, words in enumerate(said):
            _, right, middle = backpacks.name_span(layout, seat)
            size = theme.text(words, theme.FONT_SMALL, theme.GOLD).get_size()
            rect = pygame.Rect((0, 0), size).inflate(layout.px(8), layout.px(4))
            rect.midright = (right + layout.px(4), middle)
            if rect.collidepoint(table.mouse):
                return seat, rect
        return None

    def score_lines(self, seat: int) -> tuple[str, str]:
        """The title and the words of the tooltip of `seat`'s score."""
        table = self.table
        tr = table.app.tr
        name = table.seat_name(seat)
        score = table.backpacks.score_shown(seat, table.shown().backpacks[seat])
        if score is None:
            return tr("night.tip.score.title"), tr("night.tip.score.secret", name=name)
        points = tr.plural("night.tip.points", score)
        return tr("night.tip.score.title"), tr("night.tip.score.known", name=name, points=points)

    def draw(self, canvas: pygame.Surface, layout: Layout) -> pygame.Rect | None:
        """The tooltip of the token (or the score) under the pointer, above it (inside
        the window); None when the pointer is on neither."""
        under = self.slot_under(layout)
        held = self.hand_under() if under is None else None
        if under is not None:
            title, words = self.lines(*under)
            pocket = layout.slot_rect(*under)
        elif held is not None:
            title, words = self.hand_lines(held)
            size = self.table.view.token_size()
            pocket = pygame.Rect(0, 0, size, size)
            pocket.center = self.table.stage.hand_spot(hand_labels.owner(self.table.state), held)
        else:
            score = self.score_under(layout)
            if score is None:
                return None
            title, words = self.score_lines(score[0])
            pocket = score[1]
        if not title:
            return None
        px = layout.px
        fit = self.table.text_fit
        width = min(px(TIP_WIDTH), canvas.get_width() - px(16))
        lines = fit.wrap(words, TIP_TEXT, width - px(28))

        def place(box: pygame.Rect) -> None:
            box.midbottom = (pocket.centerx, pocket.top - px(8))
            if box.top < px(8):  # no room above: under it
                box.top = pocket.bottom + px(8)

        return titled_tip(canvas, title, lines, px, place)
