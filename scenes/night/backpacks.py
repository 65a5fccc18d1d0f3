"""The backpacks: each seat's ninja, name, score (where the screen may tell it), its
pockets with the tokens in them as the shown seat may see them, and, while actions are
carried out, its plan; side by side in the strip under the village, or one row each
in the column (Layout.pack_cell, slot_rect)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.night import data
from ninjas.night.rules import INJURY

from .. import theme
from . import art
from .layout import PACK_NAME_W, PORTRAIT, SLOT, SLOT_GAP
from .new_faces import NewFaces
from .palette import KIND_COLOURS, SEAT_COLOURS

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable


SECRET = "?"
"""A score the screen may not tell, bare (night.pack.score_secret with its unit)."""


class BackpacksView:
    """Draws the backpacks' panel from the table's state as shown (it holds nothing)."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.new_faces = NewFaces(table)
        """The tokens she took face down, ringed at her next view (new_faces.py)."""

    def score_shown(self, seat: int, pack: list[int | None]) -> int | None:
        """The points in `seat`'s backpack `pack`, where the screen may tell them: its
        own seat's, everyone's with two players (every token is face up) or once the
        game is over; None where face-down tokens keep them secret."""
        state = self.table.state
        # a replay's view of everything shows every token face up: their sums too
        # (newcomer D, s10, nc-94/144.png: '?' for every seat there)
        everything = getattr(self.table, "open_hands", False)
        secret = seat != self.table.shown_seat and not state.is_terminal and not state.face_up
        viewer = self.table.viewer
        if not secret and viewer is not None and viewer != seat:  # everyone looks on:
            # her score is hers alone, '? pts' as every seat's, even an empty pack's '0'
            # (open_turn.py; newcomer I, s16: her '0 pt' beside the others' '? pts')
            secret = not state.is_terminal and not state.face_up
        if secret and not everything:
            return None
        return sum(
            data.TOKEN_VALUES.get(state.kinds[t], 0) for t in pack if t is not None and t >= 0
        )

    def portrait_at(self, layout: Layout, seat: int) -> tuple[int, int]:
        """The top left of `seat`'s portrait in its cell."""
        cell, px = layout.pack_cell(seat), layout.px
        if layout.packs_below:
            return cell.left + px(6), cell.top + px(4)
        return cell.left + px(6), cell.centery - px(PORTRAIT) // 2

    def name_span(self, layout: Layout, seat: int) -> tuple[int, int, int]:
        """Where `seat`'s name and score stand: (left, right, middle y)."""
        cell, px = layout.pack_cell(seat), layout.px
        below = layout.packs_below
        right = cell.right - px(14) if below else cell.left + px(PACK_NAME_W - 10 - SLOT - SLOT_GAP)
        return (
            self.portrait_at(layout, seat)[0] + px(30),
            right,
            (cell.top + px(20) if below else cell.centery),
        )

    def score_words(self, layout: Layout, packs: list[list[int | None]]) -> list[str]:
        """Each seat's score as said beside its name, every seat alike (issue 33,
        newcomer R, s8 n06/n09: '0 pts' beside the active seat alone read as a bug):
        '? pts' where it is secret. Every score with its unit, '3 pts', where every name
        keeps its size (a lone '2' read as nothing in particular, newcomer N, s8; the
        unit took 'Ninja rouge' to 10 px cap height in four narrow cells at 1280x720),
        else every score bare, '3' and '?', in one column: the pointer's tooltip says
        them in words (token_tip.py)."""
        tr = self.table.app.tr
        scores = [self.score_shown(seat, pack) for seat, pack in enumerate(packs)]
        said = [
            tr("night.pack.score_secret") if n is None else tr.plural("night.pack.score", n)
            for n in scores
        ]
        bare = [SECRET if n is None else str(n) for n in scores]
        fit, px = self.table.text_fit.fit, layout.px

        def keeps_size(seat: int) -> bool:
            left, right, _ = self.name_span(layout, seat)
            room = right - px(8) - left
            name = self.table.seat_name(seat)

            def width(words: str) -> int:
                return theme.text(words, theme.FONT_SMALL, theme.GOLD).get_width()

            return (
                fit(name, room - width(said[seat]), px(24))[0]
                >= fit(name, room - width(bare[seat]), px(24))[0]
            )

        return said if all(keeps_size(seat) for seat in range(len(packs))) else bare

    def draw(self, canvas: pygame.Surface, layout: Layout, flying: set[int]) -> None:
        """Each seat's ninja, name, score (score_shown), backpack slots and, while
        actions are carried out, its plan (`flying`: tokens not drawn where they lie)."""
        state = self.table.state
        blit_fitted = self.table.text_fit.blit_fitted
        px = layout.px
        below = layout.packs_below
        packs = self.table.shown().backpacks
        scores = self.score_words(layout, packs)
        self.new_faces.frame()
        for seat in range(state.players):
            cell = layout.pack_cell(seat)
            colour = SEAT_COLOURS[seat]
            portrait = art.ninja(seat, px(PORTRAIT))
            at = self.portrait_at(layout, seat)
            if portrait is not None:
                canvas.blit(portrait, at)
            else:
                art.emblem(canvas, seat, (at[0] + px(12), at[1] + px(16)), px(8), colour)
            pack = packs[seat]
            name_left, name_right, name_y = self.name_span(layout, seat)
            number = theme.text(scores[seat], theme.FONT_SMALL, theme.GOLD)
            canvas.blit(number, number.get_rect(midright=(name_right, name_y)))
            name_right -= number.get_width() + px(8)
            blit_fitted(
                canvas,
                self.table.seat_name(seat),
                pygame.Rect(
                    name_left - px(8), name_y - px(12), name_right - name_left + px(16), px(24)
                ),
                colour,
            )
            bag = layout.bag_rect(seat, len(pack))
            picture = art.scaled("backpack", bag.size) if bag is not None else None
            if bag is not None and picture is not None:  # the backpack, by its pockets
                canvas.blit(picture, bag)
            ringed = self.new_faces.ringed(seat, pack)
            for slot, token in enumerate(pack):
                rect = layout.slot_rect(seat, slot)
                draw_pocket(canvas, rect, injured=token == INJURY, empty=token is None)
                if token is not None and token != INJURY and token not in flying:
                    self.draw_slot_token(canvas, token, rect)
                    if token in ringed:  # taken face down: new to her
                        pygame.draw.rect(canvas, theme.GOLD, rect, px(3), border_radius=px(6))
            planned = state.plans[seat] if state.phase == "act" else None
            if planned:
                text = " / ".join(self.table.app.tr(f"night.action.{a}") for a in planned)
                last = layout.slot_rect(seat, len(pack) - 1)
                if below:
                    room = pygame.Rect(
                        cell.left + px(2), last.bottom + px(4), cell.width - px(4), px(24)
                    )
                else:
                    room = pygame.Rect(
                        last.right + px(4), cell.top, cell.right - last.right - px(8), cell.height
                    )
                line = theme.font(theme.FONT_SMALL).get_height() + px(1)
                if (
                    theme.font(theme.FONT_SMALL).size(text)[0] > room.width - px(16)
                    and room.height >= 2 * line
                ):  # one action a line: in one, a French plan fell to FONT_MIN (issue 33)
                    top = room.centery - line
                    for k, name in enumerate(planned):
                        words = self.table.app.tr(f"night.action.{name}") + (" /" if k == 0 else "")
                        row = pygame.Rect(room.left, top + k * line, room.width, line)
                        blit_fitted(canvas, words, row, theme.TEXT_DIM)
                else:
                    blit_fitted(canvas, text, room, theme.TEXT_DIM)

    def draw_slot_token(self, canvas: pygame.Surface, token: int, rect: pygame.Rect) -> None:
        """A token in a backpack, as the shown seat may see it (its picture, else a disc
        with its value or initial)."""
        face = self.table.token_face(token)
        image = art.token(face, rect.width)  # the pocket full: its value read from a sofa
        if image is not None:
            canvas.blit(image, image.get_rect(center=rect.center))
            return
        pygame.draw.circle(canvas, self.table.token_colour(token), rect.center, rect.width * 2 // 5)
        if face in data.TOKEN_VALUES:
            mark = str(data.TOKEN_VALUES[face])
        elif face in KIND_COLOURS:
            mark = face[:1].upper()
        else:
            return
        letter = theme.text(mark, theme.FONT_MIN, theme.MIDNIGHT, kind="display")
        canvas.blit(letter, letter.get_rect(center=rect.center))


EMPTY_ALPHA = 110
"""An empty pocket is drawn faint, an empty place: a computer's pack with a token gone
from slot 3 showed a dark square between its tokens, read as a bug (newcomer I, s16,
069_1). The slots keep their places: a Kunai, a discard name them by number."""


def draw_pocket(
    canvas: pygame.Surface, rect: pygame.Rect, *, injured: bool, empty: bool = False
) -> None:
    """One backpack pocket, under its token, `empty` (faint), or holding an injury (its
    picture, else drawn)."""
    picture = art.scaled("injury" if injured else "pocket", rect.size)
    if picture is not None:
        if empty:
            picture = picture.copy()
            picture.set_alpha(EMPTY_ALPHA)
        canvas.blit(picture, rect)
        return
    px = theme.px
    pygame.draw.rect(canvas, theme.MIDNIGHT, rect, border_radius=px(6))
    pygame.draw.rect(canvas, theme.BORDER, rect, px(1), border_radius=px(6))
    if injured:
        pygame.draw.rect(canvas, (70, 16, 20), rect.inflate(-px(4), -px(4)), border_radius=px(5))
        cross = rect.inflate(-px(10), -px(10))
        for start, end in (
            (cross.topleft, cross.bottomright),
            (cross.topright, cross.bottomleft),
        ):
            pygame.draw.line(canvas, theme.VERMILION, start, end, px(4))
