"""The review's summary over its list (moved out of scene.py, whose class was near its
size limit): whether a move cost much, the lost game's turns or luck, how many moves
were as good as the computer's, a Night seat's throws. With no costly move, the warm
word and the closest call to replay (no_costly.py). `scene` is the ReviewScene, typed
loosely."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas import review as rv

from .. import theme
from ..night.throw_record import error_cm
from ..widgets import wrap_text
from . import counted, ninjas_kept, no_costly, turning, whose
from .battle_words import battle_lines
from .decisions import ROW as DECISION_ROW
from .graph import COSTLY
from .rows import DETAIL_LINE, GAP, HEADING, LINE, Line
from .story import story_line
from .throw_words import throw_line

THROWS_SHOWN = 6
TURNS_SHOWN = 3
"""The turns named where a lost game's chance fell over the seat's own turns..."""
TURN_FALL = 0.1
"""...each losing at least this much of it (less is within the playouts' noise)."""


def summary_lines(scene: Any, review: rv.Review) -> list[tuple[str, theme.Colour]]:
    """The lines over the review's list: the verdict, the figures, a Night seat's throws."""
    tr = scene.tr
    figures = review.figures()
    lines: list[tuple[str, theme.Colour]] = whose.computer_note(scene)  # (a computer's)
    if not review.items:
        return [(tr("review.none"), theme.MOONLIGHT)]
    if not scene.worst and figures.get("outcome") == 0 and figures.get("fell_in_own_turns"):
        # Lost over the seat's own turns though no move stood out from the noise:
        # never put on the dice (issue 33, nc-62's Dojo game), the turns are named.
        lines.append((tr("review.lost.own"), theme.MOONLIGHT))
        for turn in falling_turns(figures["turns"]):
            # (a 0% says what it counts: '0% (0 of 48)', s21)
            before, after = (counted.percent(scene, turn[k]) for k in ("before", "after"))
            moment = scene.moment(turn["first"])
            words = tr("review.lost.turn", moment=moment, before=before, after=after)
            lines.append((words, COSTLY))
        lines.append((own_fall_why(scene), theme.TEXT_DIM))
    elif not scene.worst and figures.get("outcome") == 0:
        # A lost game where no move cost much: the dice and the others' play where the
        # seat's moves gave little away (issue 34: 'well played!' read as not
        # believable), and the turning point (newcomer L, s11: 'lost to luck' after
        # a 9-29 loss told her nothing of what turned the game): turning.py
        lines += turning.verdict_lines(scene, review)
    elif not scene.worst:  # (and the ninjas a turn lost where the win was safe: H, s16)
        lines += ninjas_kept.lines(scene, review) or [(tr("review.worst.none"), theme.MOONLIGHT)]
    elif figures.get("outcome") == 0:  # lost, costly moves listed: and what turned it,
        lines += turning.beside_costly(scene, review)  # where not one of them (J, s16)
    if len(scene.worst) > len(scene.rows):  # (newcomer S, s9: 'where are the other 3?')
        more = tr.plural("review.worst.more", len(scene.worst) - len(scene.rows))
        lines.append((more, theme.MOONLIGHT))
    told = story_line(scene) if getattr(scene, "story_room", True) else ""  # (A, s14)
    if told:
        lines.append((told, theme.MOONLIGHT))
    lines.append(
        (
            tr.plural("review.as_good", figures["decisions"], good=figures["as_good"]),
            theme.MOONLIGHT,
        )
    )
    short = figures["decisions"] - figures["as_good"]
    if short:
        # over the moves that fell short only: an average over all of them read as a
        # cost beside "No move cost anything" (issue 33)
        loss = scene.percent(figures["mean_shortfall"])
        lines.append((tr.plural("review.mean_loss", short, loss=loss), theme.TEXT_DIM))
    lines += battle_lines(scene, review)  # (newcomer P, s12: the battles unsaid)
    if getattr(scene, "offer_room", True):  # (given up for the rows: place_decisions)
        lines += no_costly.offer_lines(scene, review)  # (newcomer H, s10)
    throws = [item for item in review.items if item.throw is not None]
    if throws and figures["mean_throw_error"] is not None:  # None: none within reach
        mean = error_cm(tr, figures["mean_throw_error"])
        lines.append((tr("review.throws", error=mean), theme.GOLD))
    for item in throws[: scene.throws_shown]:
        lines.append((throw_line(scene, item), theme.TEXT_DIM))
    if len(throws) > scene.throws_shown:  # (given up to the decisions' rows: each
        # throw is one of them, its string and distance in its replay)
        more = len(throws) - scene.throws_shown
        # no list below the costly moves' rows: their dots say them (the list's words
        # showed there once the summary was whole, 0cc8497e)
        key = "review.throws.more" + ("" if scene.decisions.items else ".graph")
        lines.append((tr.plural(key, more), theme.TEXT_DIM))
    return lines


def tries(most: int) -> list[tuple[bool, int, bool, int]]:
    """What the summary may give up, in turn, for the decisions' rows under it (`most`
    wanted): a Night seat's throws listed (their count is said), then how the game went
    (its story, newcomer A, s14: the results said it too), then the replay's offer (the
    row it names is chosen in the list, and the keys' line says Enter), for one row
    fewer than `most`; at the last, one row. (the story said, the throws shown, the
    offer said, the rows wanted.) Newcomer S, s20, 121: a lost Shinobi game's summary
    kept its story and offer and left the list one row, its words cut, at 1920x1080."""
    whole = [(True, throws, True, most) for throws in range(THROWS_SHOWN, -1, -1)]
    fewer = max(1, most - 1)
    return [*whole, (False, 0, True, fewer), (False, 0, False, fewer), (False, 0, False, 1)]


def place_decisions(scene: Any, review: rv.Review, side: pygame.Rect, text: int, most: int) -> None:
    """The decisions' list placed under the summary's lines, the summary giving up what
    `tries` says for the rows (`text` the summary's size)."""
    px = theme.px
    rows = min(most, len(scene.decisions.items))
    width = side.width - px(40)
    for scene.story_room, scene.throws_shown, scene.offer_room, wanted in tries(rows):
        said = sum(
            len(wrap_text(line, text, side.width - px(32)))
            for line, _ in summary_lines(scene, review)
        )
        top = side.top + px(56) + said * px(LINE) + px(8)
        # (rows of two lines: one as tall as its words takes more, and the list scrolls)
        if side.bottom - top - px(10) >= wanted * px(DECISION_ROW):
            break
    # a summary too long even then (a Night review's turning point, its other fall and
    # its throws: newcomer C, s23, FR 1920x1080, 118, the list drawn under the panel,
    # over the buttons): the list keeps one row at the panel's foot, and the summary's
    # last lines give way to it (ReviewScene.draw stops them at summary_foot)
    top = min(top, side.bottom - px(DECISION_ROW) - px(10))
    scene.summary_foot = top - px(8)
    room = pygame.Rect(side.left + px(14), top, width, side.bottom - top)
    scene.decisions.place(room.inflate(0, -px(10)).move(0, -px(5)))


def own_fall_why(scene: Any) -> str:
    """What the turns' fall came from: no move was short of the computer's (none cost:
    the branch's), so the computer would have lost about as much there, to the draws
    (or the dice) and the position (newcomer S, s20, 093: 'her chance fell in her own
    turns, 32% to 21%' then '16 of 16 moves as good as the computer's' read as a
    contradiction, 'no one move there stood out: replay the whole turn' between)."""
    tr = scene.tr
    key = f"review.lost.own.why.{scene.game}"
    return str(tr(key if tr.has(key) else "review.lost.own.why"))


def falling_turns(turns: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The seat's turns the chance fell most in (TURNS_SHOWN at most, each by
    TURN_FALL or more), in the game's order."""
    falls = [turn for turn in turns if turn["fall"] >= TURN_FALL]
    falls = sorted(falls, key=lambda turn: -turn["fall"])[:TURNS_SHOWN]
    return sorted(falls, key=lambda turn: turn["first"])


Placed = list[tuple[pygame.Rect, list[Line]]]


def fit_under_rows(scene: Any, side: pygame.Rect, rows: Placed, text: int) -> Placed:
    """The costly moves' rows kept so that the summary's lines, wrapped at `text` size,
    all show under them (newcomer X, s13, and the lead's s13 closing note: at 1280x720
    in French the summary lines dropped where the rows took the room): a Night seat's
    throws listed are given up first (their count is said), then the last rows, the
    first always kept; the summary then says how many more are ringed on the graph.
    Sets `scene.rows` and `scene.throws_shown` as it tries."""
    review = scene.job.review
    if review is None:
        return rows
    px = theme.px
    width = side.width - px(32)
    while True:
        scene.rows = rows
        top = rows_bottom(rows, side)
        for throws in range(THROWS_SHOWN, -1, -1):
            scene.throws_shown = throws
            said = sum(
                len(wrap_text(line, text, width)) for line, _ in summary_lines(scene, review)
            )
            if top + said * px(LINE) <= side.bottom - px(8):
                return rows
        if len(rows) <= 1:
            return rows
        rows = rows[:-1]


def rows_bottom(rows: Placed, side: pygame.Rect) -> int:
    """The y under the rows as rows.draw_rows draws them (the heading's foot if none)."""
    px = theme.px
    if not rows:
        return side.top + px(HEADING)
    rect, lines = rows[-1]
    return rect.bottom + px(4) + len(lines) * px(DETAIL_LINE) + px(GAP)
