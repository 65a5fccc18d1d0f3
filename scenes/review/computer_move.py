"""The replay opened from the review shows what the computer would have played (issue
33: a newcomer opened the replay at their costliest move to see the computer's, and
the board did not show it). At the moment reviewed, a caption over the table says the
computer's move and the move made, each with the win chance after it, and the board
marks the computer's move as the table's hint does: Dojo's hexes ringed with an arrow
for a walk or a throw (each hex of a summoning's dice ringed), Taisen's card, Night's
roof the move acts on, Shinobi's cards of the hand it plays, each ringed. Stepping away from the
moment hides it all; coming back shows it again.

The replay is the replay's own scene (scenes/replay/scene.py), with only its drawing
added to: the position and its view are the record's, the computer's move was worked
out from what the reviewed seat knew then, so nothing hidden is shown."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ninjas.core.history import Record, replay_record
from ninjas.core.i18n import Subject

from .. import theme
from ..replay import made_marks, roof_plaques
from ..replay.board_marks import Shape, board_marks
from ..replay.scene import ReplayScene
from ..widgets import draw_panel, wrap_text
from . import caption_place, taisen_caption
from .graph import COMPUTER, COSTLY

log = logging.getLogger(__name__)

MARK = COMPUTER
"""The computer's move on the board: the tables' hint colour."""
TEXT = 21
"""The caption's lines (capitals 11.2 px at 1280x720)."""
LINE = 27
WIDTH = 860
"""The caption's design width at most."""
HEAD = 52
"""Design room left over the caption when it goes up: the table's own header line."""
SIDE_GAMES = ("dojo", "shinobi", "night")
"""The tables whose caption goes in the side panel, over the log's top, before anywhere
else (issue 33, s8: over Dojo's board it covered newcomer P's Dojo, shot-65; beside
Shinobi's hand newcomer Q's clans, replay1.png). Night's too, as wide as its log's
room (newcomer S, s12, 150.png: placed wider, it stood over the panel's left edge)."""
SIDE_WIDEST = 600
"""Design width under which the caption says each figure on a line of its own."""
SIDE_LINE = 24
"""Design px between the lines of a side panel's caption."""


@dataclass(frozen=True)
class ComputerMove:
    """What the review found at one decision: where (`index`, the action), the
    computer's move (its text, for the board), and the words of the caption."""

    index: int
    move: str
    computer: str
    """The caption's line of the computer's move ('The computer: ... — 62% after')."""
    played: str
    """The line of the move made."""
    same: bool = False
    """The move made was the computer's own."""
    seat: int | None = None
    """The seat reviewed: in another seat's view (V) nothing is shown, as that seat
    did not see this seat's hand (None: every view)."""
    costly: bool = False
    """The move made fell short of the computer's (the review's costly move): its line
    is drawn in the costly colour, else in the text's (nc-68: a move as good as the
    computer's, both '21% after', read red as a mistake)."""
    moment: str = ""
    """The moment in the review's words ('Turn 1 (your turn 1), step 3'), which the
    replay's strip says there (ControlStrip.moment_text)."""
    heads: tuple[str, str, str, str] = ("", "", "", "")
    """The caption's words in the side panel (side_lines): the computer's chance, its
    move, the chance of the move made and that move, each on lines of their own."""
    verdict: str = ""
    """Two moves too close to tell apart, in words (close_call.caption_verdict): said
    in place of 'did as well as the computer's, or better' (newcomer A, s14, 058)."""
    named: str | None = None
    """The seat's name where the review speaks of it, not to it ('Green ninja's move:
    35% win chance', subject.py); None: 'Your move'."""
    longer: str = ""
    """A move a hint shown named (ninjas.review_hints): what a longer look prefers,
    said where 'The computer would have played it too' is said of any other move the
    computer's (newcomer B, s22, 26review4/5: the list said 'a longer look prefers:
    Rock 2 with the blue die', this caption 'The computer would have played it too')."""

    def as_good_words(self, tr: Any) -> str:
        """The line under a move that did not cost: too close to tell, or as well."""
        return self.verdict or str(tr("review.replay.as_good"))


def open_with_computer_move(
    app: Any, source: Any, move: ComputerMove, background: Callable[[], None] | None = None
) -> Any:
    """The replay at the move's moment, showing the computer's move; whatever
    open_replay gives instead (a record refused: its message) as it is. `background`
    is called each frame (the review still worked out goes on meanwhile)."""
    from ..replay import open_replay

    scene = open_replay(app, source, at=move.index)
    if type(scene) is not ReplayScene:
        return scene
    try:
        return ComputerMoveReplay(app, scene.record, move, background)
    except Exception:  # the marks are a help: the plain replay will do
        log.exception("review: the replay with the computer's move could not be built")
        return scene


class ComputerMoveReplay(ReplayScene):
    """`ComputerMoveReplay(app, record, move)`: the replay at `move.index`, the
    computer's move shown there."""

    def __init__(
        self,
        app: Any,
        record: Record,
        move: ComputerMove,
        background: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app, record, replay_record(record), move.index)
        self.move = move
        self.positions.fit_extra = move.move  # Dojo: its better site on the board too
        self._table = None  # (built again with these)
        if move.seat is not None:  # the person reviewed: their side kept at the foot
            self.last_seat = move.seat
        self.background = background
        self._shapes: tuple[tuple[int, int | None, tuple[int, int]], list[Shape]] | None = None
        self._box: tuple[tuple[Any, ...], pygame.Rect] | None = None
        self._kept = 0
        """Real px at the top of the table's log the caption takes (log_kept)."""

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.background is not None:
            self.background()

    @property
    def moment_index(self) -> int:
        """Where the strip may say the review's words (its width is made for them)."""
        return self.move.index

    def moment_words(self, index: int) -> str:
        """The review's words of the moment at `index`, "" at any other."""
        return self.move.moment if index == self.move.index else ""

    @property
    def table(self) -> Any:
        """The replay's table, told whether it shows the moment reviewed (its step's
        words then say 'just before this move': scenes/dojo/replay_step.py)."""
        table = super().table
        table.before_move = self.at_move
        return table

    @property
    def at_move(self) -> bool:
        """At the moment reviewed, in the view of everything or of the seat reviewed."""
        seat = self.move.seat
        in_view = self.view is None or seat is None or self.view == seat
        return self.index == self.move.index and in_view

    def draw(self, canvas: pygame.Surface, again: bool = True) -> None:
        kept = self._kept if self.at_move else 0
        for panel in caption_place.log_panels(self.table, self.game):
            panel.kept_top = kept  # (the table places its log as it draws)
        super().draw(canvas)
        if not self.at_move:
            return
        area = canvas.get_rect() if self.full else self.rects[0]
        with theme.scaled_for(canvas.get_size()):
            box = self.caption_box(canvas, area, self.caption_height(canvas))
            wanted = self.log_kept(canvas, area, box)
        if wanted != kept and again:  # the log's lines go under the caption: the table again
            self._kept = wanted
            self.draw(canvas, again=False)
            return
        self.draw_marks(canvas, area)
        with theme.scaled_for(canvas.get_size()):
            self.draw_caption(canvas, area)

    def log_kept(self, canvas: pygame.Surface, area: pygame.Rect, box: pygame.Rect) -> int:
        """The real px of the table's log (Night's, Dojo's) the caption `box` takes at
        its top: the log's lines are drawn under it (H and G: the caption hid the log)."""
        scale = area.width / max(1, canvas.get_width())
        for panel in caption_place.log_panels(self.table, self.game):
            room: pygame.Rect = panel.room
            top = round(area.top + room.top * scale)
            bottom = round(area.top + room.bottom * scale)
            left = round(area.left + room.left * scale)
            right = round(area.left + room.right * scale)
            beside = box.right <= left or box.left >= right  # (Shinobi's, in its own row)
            if box.bottom > top and box.top < bottom and not beside:
                return max(
                    0, -(-(box.bottom + theme.px(6) - top) * canvas.get_width() // area.width)
                )
        return 0

    # ------------------------------------------------------------------ the board
    def shapes(self, size: tuple[int, int]) -> list[Shape]:
        """The marks of the computer's move on the table drawn at `size` (kept)."""
        key = (self.index, self.view, size)
        if self._shapes is None or self._shapes[0] != key:
            try:
                shapes = board_marks(self.table, self.game, self.move.move)
            except Exception as exc:  # a move the table cannot place: the caption says it
                log.info("review: no marks for %r: %r", self.move.move, exc)
                shapes = []
            self._shapes = (key, shapes)
        return self._shapes[1]

    def draw_marks(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """The marks, from the table's coordinates (drawn at the window's size) to
        `area`, where the table is shown (scaled, its shape kept)."""
        scale = area.width / max(1, canvas.get_width())

        def at(point: tuple[float, float]) -> tuple[int, int]:
            return (round(area.left + point[0] * scale), round(area.top + point[1] * scale))

        made_marks.draw(self, canvas, area)  # the move made, under the computer's
        width = max(2, round(theme.px(5) * scale))
        for kind, data in self.shapes(canvas.get_size()):
            if kind == "ring":
                points = [at(p) for p in data]
                pygame.draw.polygon(
                    canvas, theme.SHADOW, [(x + 2, y + 2) for x, y in points], width
                )
                pygame.draw.polygon(canvas, MARK, points, width)
            elif kind == "rect":
                rect = pygame.Rect(at(data.topleft), (0, 0))
                rect.size = (round(data.width * scale), round(data.height * scale))
                pygame.draw.rect(canvas, MARK, rect.inflate(width * 2, width * 2), width, 6)
            elif kind == "label":
                label, centre = data
                made_marks.blit_label(canvas, label, at(centre), scale)
            elif kind == "arrow":
                from ..dojo.map_layers import arrow

                start, end, head = data
                arrow(canvas, at(start), at(end), MARK, width, max(6, round(head * scale)))
        roof_plaques.draw(self, canvas, area)  # every roof's number over the rings
        made_marks.tag_computer(self, canvas, area, self.shapes(canvas.get_size()))

    # ------------------------------------------------------------------ the caption
    def caption_lines(self, canvas: pygame.Surface, width: int) -> list[tuple[str, theme.Colour]]:
        """The caption's lines in a box `width` real px wide, each wrapped (the French
        'Le coup de l'ordinateur est marqué en bleu sur le plateau' ran out of Dojo's);
        in a box as narrow as a side panel, the side panel's lines (side_lines)."""
        px = theme.px
        tr = Subject(self.app.tr, self.move.named)
        if width < px(SIDE_WIDEST) and all(self.move.heads):
            return self.side_lines(canvas, width)
        said = [(self.move.computer, MARK)]
        if self.move.same:
            said.append((self.move.longer or tr("review.tip.same"), theme.TEXT_DIM))
        else:
            said.append((self.move.played, COSTLY if self.move.costly else theme.MOONLIGHT))
            if not self.move.costly:  # (newcomer S, s12: 'Better' at 28% against 47%)
                said.append((self.move.as_good_words(tr), theme.TEXT_DIM))
        # (Taisen's board tags the computer's card 'The computer' in its blue: the row
        # under the board holds the caption without that line, newcomer U, s20, 060)
        if self.shapes(canvas.get_size()) and self.game != "taisen":
            said.append((tr("review.replay.marked"), theme.TEXT_DIM))
        lines: list[tuple[str, theme.Colour]] = []
        for text, colour in said:
            lines.extend((part, colour) for part in wrap_text(text, TEXT, width - px(28)))
        return lines

    def side_lines(self, canvas: pygame.Surface, width: int) -> list[tuple[str, theme.Colour]]:
        """The caption in a side panel's width: each figure on a line of its own over
        its move ('The computer (in blue): 68% after', then its move), so that no
        figure is broken from its '%' (newcomer P, s8 shot-65: '— 68' then '% après')
        and the box stays short enough for the panel's foot."""
        px = theme.px
        tr = Subject(self.app.tr, self.move.named)
        best_chance, best, made_chance, made = self.move.heads
        marked = bool(self.shapes(canvas.get_size()))
        head = "review.replay.computer_marked" if marked else "review.replay.computer"
        played = COSTLY if self.move.costly else theme.MOONLIGHT
        if self.move.longer:  # (the hint's move, not the longer look's: newcomer B, s22)
            head = "review.replay.hint_marked" if marked else "review.replay.hint"
        said = [(tr(head, chance=best_chance), MARK), (best, MARK)]
        if self.move.same:
            said.append((self.move.longer or tr("review.tip.same"), theme.TEXT_DIM))
        else:
            said += [(tr("review.replay.played", chance=made_chance), played), (made, played)]
            if not self.move.costly:  # the person's move did as well or better
                said.append((self.move.as_good_words(tr), theme.TEXT_DIM))
        lines: list[tuple[str, theme.Colour]] = []
        for text, colour in said:
            lines.extend((part, colour) for part in wrap_text(text, TEXT, width - px(28)))
        return lines

    def head_lines(self, width: int) -> list[tuple[str, theme.Colour]]:
        """The lines said before the moves: Taisen's box lies over the prompt's panel,
        and says the replay's prompt first (taisen_caption), none elsewhere."""
        if self.game != "taisen":
            return []
        return taisen_caption.prompt_lines(self.table, TEXT, width)

    def caption_height(self, canvas: pygame.Surface) -> Callable[[int], int]:
        def height(width: int) -> int:
            line, pad = self.spacing(width)
            lines = len(self.head_lines(width)) + len(self.caption_lines(canvas, width))
            return lines * line + 2 * pad

        return height

    def spacing(self, width: int) -> tuple[int, int]:
        """The caption's line step and its box's top and bottom padding (real px): a
        side panel's lines closer, its box short enough for Shinobi's log's room."""
        px = theme.px
        if self.game == "taisen":  # (its panels' row: short, the prompt said in it too)
            return px(taisen_caption.LINE), px(taisen_caption.PAD)
        if width < px(SIDE_WIDEST):
            return px(SIDE_LINE), px(8)
        return px(LINE), px(10)

    def draw_caption(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """The computer's move and the move made, in a panel over no piece of the board
        (caption_place): the move made is in the costly colour only when it cost."""
        px = theme.px
        box = self.caption_box(canvas, area, self.caption_height(canvas))
        # opaque: nothing under it shows through (newcomer T, s9 rp_d1c: garbled words)
        draw_panel(canvas, box, fill=theme.PANEL, border=MARK, alpha=255, radius=10)
        line, pad = self.spacing(box.width)
        y = box.top + pad
        for text, colour in self.head_lines(box.width):  # where the panel said it
            theme.blit_text(canvas, text, TEXT, colour, midtop=(box.centerx, y))
            y += line
        for text, colour in self.caption_lines(canvas, box.width):
            theme.blit_text(canvas, text, TEXT, colour, topleft=(box.left + px(14), y))
            y += line

    def caption_box(
        self, canvas: pygame.Surface, area: pygame.Rect, height_for: Callable[[int], int]
    ) -> pygame.Rect:
        """The caption's box, off the board's pieces and the marks (kept per moment,
        view and size)."""
        px = theme.px
        key = (self.index, self.view, canvas.get_size(), tuple(area), theme.px(100))
        if self._box is not None and self._box[0] == key:
            return self._box[1]
        scale = area.width / max(1, canvas.get_width())

        def at(rect: pygame.Rect) -> pygame.Rect:
            return pygame.Rect(
                round(area.left + rect.left * scale),
                round(area.top + rect.top * scale),
                max(1, round(rect.width * scale)),
                max(1, round(rect.height * scale)),
            )

        try:
            found = caption_place.pieces(self.table, self.game)
        except Exception as exc:  # a table drawn otherwise: the marks alone are kept free
            log.info("review: no pieces for the caption: %r", exc)
            found = []
        for kind, data in self.shapes(canvas.get_size()):
            if kind == "label":  # a roof's number plaque, over its ring (kept free too)
                found.append(data[0].get_rect(center=data[1]))
                continue
            points = data if kind == "ring" else data[:2] if kind == "arrow" else None
            found.append(data if points is None else caption_place.bounds(points))
        found += made_marks.obstacles(self, canvas.get_size(), self.shapes(canvas.get_size()))
        width = min(px(WIDTH), area.width - px(32))
        obstacles = [at(rect) for rect in found]
        box = None
        if self.game in SIDE_GAMES:  # the side panel first, over its log (newcomers P, Q)
            rooms = [at(panel.room) for panel in caption_place.log_panels(self.table, self.game)]
            if self.game == "shinobi":  # under its log, beside the hand (newcomer V)
                box = under_log(area, rooms, obstacles, height_for, px(12))
                side = own_side(self.table)
                if box is None and side is not None:  # else beside the own clans
                    widths = (min(px(WIDTH), at(side).width - px(24)), px(440), px(340))
                    box = caption_place.free_room(at(side), obstacles, height_for, widths, px(12))
            if box is None:
                box = caption_place.over_log(area, rooms, obstacles, height_for, px(12))
        if self.game == "taisen":  # the panels' row under the board, off its tiles
            rows = [at(rect) for rect in caption_place.taisen_rows()]  # (as wide as a row)
            box = caption_place.in_rows(rows, obstacles, height_for, area.width, px(4))
        if box is None:
            box, _free = caption_place.place(area, obstacles, height_for, width, px(12), px(HEAD))
        for panel in caption_place.log_panels(self.table, self.game):
            room = at(panel.room)  # over the log: at its top, its lines under it
            if box.colliderect(room) and box.top > room.top + px(6):
                up = box.move(0, room.top + px(6) - box.top)
                if up.collidelist(obstacles) < 0:
                    box = up
        self._box = (key, box)
        return box


def under_log(
    area: pygame.Rect,
    rooms: list[pygame.Rect],
    obstacles: list[pygame.Rect],
    height_for: Callable[[int], int],
    margin: int,
) -> pygame.Rect | None:
    """The caption in the side column under its log, as wide as the log less what of
    the hand reaches under it, over nothing (issue 33, newcomer V, s9 rp1: over
    Shinobi's log's top the caption took the whole of its room at 1920x1080, one clipped
    line peeking under it, while the column under the log lay empty beside the hand);
    None where it has no room there."""
    gap = theme.px(4)  # (the column's foot is the strip's edge: 1280x720 FR needs it all)
    for room in rooms:
        top = room.bottom + gap
        left = room.left
        for _ in range(len(obstacles) + 1):  # right of the pieces reaching under the log
            width = room.right - left
            if width < 1:
                break
            box = pygame.Rect(left, top, width, height_for(width))
            hit = box.collidelist(obstacles)
            if hit < 0:
                return box if box.bottom <= area.bottom - gap // 2 else None
            left = obstacles[hit].right + margin // 2
    return None


def own_side(table: Any) -> pygame.Rect | None:
    """The own row's room right of its clans, under their tops, over the pawns left
    (Grand Master) in the table's coordinates: nothing is drawn there, unless a Temple
    or Court card's words are (then None, as with no clan laid to measure by)."""
    from ..shinobi import cards as art

    seat = table.bottom_seat()
    state = table.state
    board = table.board
    own = [rect for rect, s, _ in board.tiles if s == seat]
    if not own:
        return None
    foot = pygame.Rect(table.layout.own).bottom - theme.px(6)
    if state.mode == "grandmaster":
        if state.temple_cards[seat] or state.court_cards[seat] or state.court_new[seat]:
            return None  # (their words stand in that room: board_view.draw_own)
        foot -= theme.font(art.FONT_READ).get_linesize()
    left = max(rect.right for rect in own)
    top = min(rect.top for rect in own)
    right = pygame.Rect(table.layout.own).right - theme.px(6)
    return pygame.Rect(left, top, right - left, foot - top) if right > left else None
