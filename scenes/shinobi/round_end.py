"""Grand Master: the end of a round as its own moment on the table. Each seat's rank,
score and pawns for the round and what comes next, in a panel dismissed by a click or
Enter (public: a hot-seat table may show it), and the header's phase ("Round 1 of 3 ·
Temple") while the Temple and the pawns are played.

Newcomer E (s5, f57/f58) met the end of round 1 only as lines in "since your last
turn": the round ended under the hand-off screen, where no event goes through the
stage, so the ranking was never shown, and the header still said "Round 1 of 3"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.shinobi import data
from ninjas.shinobi.rules import ROUNDS

from .. import shapes, theme
from ..tableflow.handoff_flow import everyone_looked
from ..widgets import draw_panel
from . import cards as art
from .round_story import RoundStory, favoured

if TYPE_CHECKING:
    from .protocol import Table

# the phases between a round's end and the next round's start, as the header names them
PHASE_KEYS = {
    "shosho": "shinobi.phase.round_end",
    "temple": "shinobi.phase.temple",
    "peek": "shinobi.phase.peek",  # a Missions peek comes with the pawns, not the Temple
    "pawns": "shinobi.phase.pawns",
}


class RoundEnd:
    """`RoundEnd(table)`: which rounds' ends the table has shown; shows any other one."""

    def __init__(self, table: Table) -> None:
        self.table = table
        # a game loaded after a round's end does not show that round again
        self.shown = len(table.state.round_results)
        self.story = RoundStory(table)
        self.panel_drawn: pygame.Rect | None = None
        """The ranking's opaque panel, as last drawn (tests)."""
        self.piles_drawn: dict[int, int] = {}
        """The pawns drawn after each seat's row, as last drawn (tests)."""

    def show(self, result: dict[str, Any]) -> None:
        """The stage told a round's end: its ranking covers the table, looked at by
        everyone: nobody's hand is shown after it until its person passes a cover."""
        everyone_looked(self.table)
        self.table.ranking = dict(result)
        self.shown = max(self.shown, int(result["round"]))

    def catch_up(self) -> None:
        """A round ended that the table has not shown (played under the hand-off screen,
        or the stage rebuilt after an undo or a load): show it once the stage is quiet."""
        table = self.table
        state = table.state
        done = len(state.round_results)
        if done < self.shown:  # an undo took a round's end back
            self.shown = done
        if (
            done > self.shown
            and not table.busy
            and not table.turn_end.waiting  # told once the turn is ended (TurnEnd.held)
            and state.mode == "grandmaster"
            and not state.is_terminal
            and table.animate
        ):
            self.show(state.round_results[-1])

    def phase(self) -> str | None:
        """The header's phase between two rounds ("Temple"), else None. While the turn
        that closed the round waits for its End turn, the round ends with it: the Temple
        is named once it comes (issue 33, newcomer Q: 'Round 1 of 3 · Temple' stood
        over the End-turn step, the round's end not told yet, and an Undo possible)."""
        table = self.table
        key = PHASE_KEYS.get(table.state.phase)
        if key and table.turn_end.waiting:
            key = "shinobi.phase.ending"
        return table.app.tr(key) if key else None

    def breakdown(self, result: dict[str, Any], seat: int) -> str:
        """Under a seat's row, how its score came (public: the clans on the table and
        the corruption shown): 'Strength 26 − corruption 5 = 21', and, with no strength,
        why: 'no clan on the table when the round ended' (newcomer L, s11, nc-L/152s
        against the Grasshopper results' 053: 'Lucie: 0' and no word of her Rat clan
        sent back to her hand on the last turn). Empty for a result without them."""
        strength = result.get("strength")
        corruption = result.get("corruption")
        if strength is None or corruption is None:
            return ""
        tr = self.table.app.tr
        words = str(
            tr(
                "shinobi.ranking.sum",
                strength=strength[seat],
                corruption=corruption[seat],
                score=result["scores"][seat],
            )
        )
        level = [s for s, v in enumerate(result["scores"]) if v == result["scores"][seat]]
        if len(level) > 1:  # same rank, same pawns (newcomer V, s21: why one above?)
            others = tr.names([self.table.seat_name(s) for s in level if s != seat])
            words += " · " + str(tr("shinobi.ranking.tied", names=others))
        if strength[seat] <= 0:
            words += " · " + str(tr("shinobi.ranking.no_clan"))
        elif favoured(self.story.told(int(result["round"])).chunks, seat):
            # the Court card's bonus named in its owner's line (newcomer B, s14, r2d-10)
            words += " · " + str(tr("shinobi.ranking.favour", points=data.FAVOUR_STRENGTH))
        return words

    def told(
        self, result: dict[str, Any], order: list[int], rows: int, width: int
    ) -> dict[int, list[str]]:
        """The small lines under each seat's row, wrapped to `width`: its sum, then
        what its clans met in the round (round_story.py), the earliest of the longest
        story dropped first while they take more than `rows` rows (four seats at
        1280x720)."""

        def wrap(line: str) -> list[str]:
            return list(self.table.wraps.wrap(line, art.FONT_READ, width))

        sums = {s: [why] if (why := self.breakdown(result, s)) else [] for s in order}
        for s in order:  # a Court card kept to the end goes unused (newcomer D, s14, 187)
            if result.get("court_unused", [0] * (s + 1))[s]:
                sums[s] += wrap(str(self.table.app.tr("shinobi.ranking.court_unused")))
        story = {s: [wrap(line) for line in self.story.lines(result, s)] for s in order}
        while sum(len(sums[s]) + sum(map(len, story[s])) for s in order) > rows:
            longest = max(order, key=lambda s: len(story[s]))
            if not story[longest]:
                break
            story[longest].pop(0)
        return {s: sums[s] + [row for line in story[s] for row in line] for s in order}

    def shosho_words(self, result: dict[str, Any]) -> str:
        """'Shosho of the Emperor: Léa (plays first in the next round, places pawns
        first)', or the tied winners the holder chooses among; '' outside Grand Master."""
        table = self.table
        state = table.state
        if state.mode != "grandmaster":
            return ""
        tr = table.app.tr
        round_no = int(result["round"])
        holder = self.story.shosho(round_no)
        if holder is not None:
            key = "shinobi.ranking.shosho_last" if round_no >= ROUNDS["grandmaster"] else ""
            return str(tr(key or "shinobi.ranking.shosho", name=table.seat_name(holder)))
        if state.phase == "shosho" and state.round == round_no:
            names = tr.names([table.seat_name(s) for s in state.shosho_choice])
            giver = table.seat_name(state.current_player)
            return str(tr("shinobi.ranking.shosho_tie", names=names, name=giver))
        return ""

    def draw(self, canvas: pygame.Surface) -> None:
        """The ranking screen after a round: rank, score and pawns of each seat, who goes
        to the Temple, and what comes next, on an opaque panel: drawn straight on the
        dimmed table, the table's words showed between its lines (newcomer U, s13,
        nc-U/186: 'to place' and 'Decoy 1 Decoy 2' behind Léa's and Midori's lines).
        The help line at the foot says how to go on; the panel no longer says it again."""
        table = self.table
        assert table.ranking is not None
        theme.draw_veil(canvas, 225)
        px = theme.px
        words = pygame.Surface(table.size, pygame.SRCALPHA)
        top = table.size[1] // 8
        bottom = self.draw_words(words, top)
        width = table.size[0] - 2 * self.left() + px(112)
        panel = pygame.Rect(0, top - px(20), width, bottom - top + px(40))
        panel.centerx = table.size[0] // 2
        self.panel_drawn = panel
        draw_panel(canvas, panel, alpha=255)
        canvas.blit(words, (0, 0))

    def left(self) -> int:
        """The left edge of the rows' words (their marks stand left of it)."""
        return self.table.size[0] // 5

    def draw_words(self, canvas: pygame.Surface, top: int) -> int:
        """The title and the rows from `top`; returns the bottom of the last line."""
        table = self.table
        tr = table.app.tr
        px = theme.px
        assert table.ranking is not None
        result = (
            table.state.round_results[table.ranking["round"] - 1]
            if len(table.state.round_results) >= table.ranking["round"]
            else table.ranking
        )
        title = theme.text(
            tr("shinobi.ranking.title", round=result["round"]),
            theme.FONT_BANNER,
            theme.GOLD,
            kind="display",
        )
        canvas.blit(title, title.get_rect(midtop=(table.size[0] // 2, top)))
        ranks = result.get("ranks", [0] * 4)
        order = sorted(range(table.state.players), key=lambda s: (ranks[s], s))
        y = max(table.size[1] * 5 // 18, top + title.get_height() + px(16))
        left = self.left()
        line_h = theme.font(theme.FONT_BODY).get_linesize()
        read_h = theme.font(art.FONT_READ).get_linesize()
        room = table.size[1] - px(80) - theme.font(theme.FONT_SMALL).get_linesize() - y
        room -= len(order) * (line_h + px(14)) + px(10) + 3 * line_h + 2 * px(6)
        width = table.size[0] - 2 * left + px(56) - px(24)
        told = self.told(result, order, room // max(1, read_h), width)
        for s in order:
            pawns = result.get("pawns", [0] * 4)[s]
            line = tr.plural(
                "shinobi.ranking.row",
                pawns,
                rank=ranks[s] + 1,
                name=table.seat_name(s),
                score=result["scores"][s],
            )
            shapes.seat_mark(
                canvas,
                s,
                (left - px(24), y + line_h // 2),
                px(10),
                art.SEAT_COLOURS[s],
                theme.MOONLIGHT,
            )
            row = theme.text(line, theme.FONT_BODY, theme.MOONLIGHT)
            canvas.blit(row, (left, y))
            if pawns > 0:  # the pawns won, as the board's piles (newcomer B, s14, 067)
                at = (left + row.get_width() + px(12), y + line_h // 2)
                room_x = table.size[0] - left - at[0]
                _, self.piles_drawn[s] = table.grandmaster.draw_pile(canvas, s, at, pawns, room_x)
            y += line_h
            for line in told[s]:  # its sum, what its clans met
                canvas.blit(theme.text(line, art.FONT_READ, theme.TEXT_DIM), (left, y))
                y += read_h
            y += px(14)
        y += px(10)
        shosho = self.shosho_words(result)  # its new holder (newcomer F, s15, 247)
        if shosho:
            canvas.blit(
                art.fitting_text(shosho, width, theme.FONT_BODY, theme.TEXT_DIM, "body"), (left, y)
            )
            y += line_h + px(6)
        if result.get("temple"):
            names = ", ".join(table.seat_name(s) for s in result["temple"])
            text = tr("shinobi.ranking.temple", names=names)
            canvas.blit(theme.text(text, theme.FONT_BODY, theme.TEXT_DIM), (left, y))
            y += line_h + px(6)
        rounds = ROUNDS["grandmaster"]
        text = ""
        if result["round"] < rounds:
            text = tr("shinobi.ranking.next", round=result["round"] + 1, rounds=rounds)
        elif table.state.mode == "grandmaster":  # the last round's: what the end holds
            # (newcomer V, s9 g85: round 3's overlay had no 'Next:' line)
            text = tr("shinobi.ranking.last")
        if text:
            canvas.blit(theme.text(text, theme.FONT_BODY, theme.GOLD), (left, y))
            y += line_h
        return y
