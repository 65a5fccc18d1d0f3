"""The replay's controls as one strip under the table (issue 33): at 1280x720 a column
beside the table and a bar under it left the table 81% of its size, its smallest words
9.2 px. The strip is two rows (controls.STRIP_HEIGHT), and the table keeps 95.3% of its
size or more (controls.lay_out): its words stay 11 px tall. Row 2, the buttons, is
the taller (BUTTONS): they are hit from the sofa.

Row 1: where the replay stands (action and turn), the timeline, the view, the list of
hidden things and the full table. Row 2: Back; the steps and play, each icon with its
word ('Turn −', 'Action +'; newcomer B, s10: seven look-alike icons, no word until
hovered), and the speed in the middle; Play on from here. A button's width is that of
its longest label (the view's every seat, the list's List / Hide, Play / Pause), so
nothing moves under the pointer when a label changes. The hovered button's tip, with
its key and an icon's word, shows in a row just above the strip (s11).
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..widgets import Button, draw_panel
from . import timeline_legend, tip_room
from .controls import ICON_BOX, SPEEDS, WORD_GAP, WORD_PAD, IconButton, buttons_more
from .watch_words import turn_shown

ROW = 24
BUTTONS = 27
"""Design height of row 2, the buttons: the steps and play are hit from the sofa (issue
33, newcomer G: 44x24 at 1280x720 were small); the strip's height, the table's share of
the window, allows no more (controls.STRIP_HEIGHT)."""
PAD = 2
"""Design px above, between and under the rows."""
TIP_LIFT = 4
"""Design px between the strip's top and the tip's row above it (draw_tip)."""
TIP_SECONDS = 3.0
"""A button's tip shows this long while the pointer rests on it, then goes: the button
says its word, the tip was read, and the row above the strip is the table's (newcomer
X, s13, 078: 'Pause  Play or pause (Space)' lay over the Dojo at the board's foot for as
long as the pointer rested on the bar)."""
MARGIN = 12
ICON_WIDTH = 60
GAP = 6
GROUP_GAP = 16
GROUP_PAD = 5
"""Design px a group's well reaches past its buttons on each side (under GROUP_GAP / 2:
two wells never touch)."""
WELL = theme.lerp(theme.MIDNIGHT, theme.BORDER, 0.45)
"""A group's well, lighter than the strip under it."""
TIMELINE_LEAST = 300
"""Design width the timeline keeps at least (the labels' size gives way first)."""
LABELS = (
    "start",
    "turn_back",
    "action_back",
    "play",
    "action_forward",
    "turn_forward",
    "end",
    "slower",
    "faster",
)
"""The icon buttons' words (replay.label.*), in the strip's order; the play button's
says 'Pause' while playing."""
TEXT = theme.FONT_SMALL + 1
"""The strip's words (capitals 12.3 px at 1280x720, in rows of ROW); down to FONT_SMALL
(11.6 px) where a language's longer labels need the room."""
STATUS_TEXT = theme.FONT_BODY
"""Where the replay stands, 'Action 6 of 27 · Turn 3 of 9', at body size (13 px
digits at 1280x720): read from the sofa (newcomer N, s12: at the strip's size it was
small). The review's moment, a longer sentence, keeps the strip's size."""


class ControlStrip:
    """Places and draws the replay scene's buttons, timeline and position in the strip."""

    def __init__(self, scene: Any) -> None:
        """`scene`: the ReplayScene (typed loosely: the scene imports the strip)."""
        self.scene = scene
        self.size = TEXT
        self.status = pygame.Rect(0, 0, 1, 1)
        self.speed = pygame.Rect(0, 0, 1, 1)
        self.tip_age: tuple[int | None, float] = (None, 0.0)
        self.tip_rect: pygame.Rect | None = None
        """Where the last tip was drawn (None: no tip this frame)."""
        """The button the pointer rests on (its id) and for how long (age_tip)."""

    def age_tip(self, dt: float) -> None:
        """The pointer's rest on one button counted (TIP_SECONDS), from 0 on another."""
        hovered = next((b for b in self.scene.all_buttons() if b.hovered and b.enabled), None)
        key = id(hovered) if hovered is not None else None
        held, seconds = self.tip_age
        self.tip_age = (key, seconds + dt if key == held else 0.0)

    # ------------------------------------------------------------------ words
    def status_text(self) -> str:
        """'Action 22 of 61 · Turn 7 of 16': where the replay stands, the turn counted
        as its table counts it (Night's rounds, Dojo's turns of each clan)."""
        scene = self.scene
        moment = self.moment_text(scene.index)
        if moment:
            return moment
        turn = sum(1 for s in scene.turn_starts if s <= scene.index and s < scene.total)
        counted = table_turn(scene.game, scene.table.state, turn)
        told = turn_shown(scene.table)
        if told is not None and not scene.table.state.is_terminal:
            counted = told[1]  # Dojo: the turn of the action shown, as its top bar says
        return self.where(scene.index, counted)

    def moment_text(self, index: int) -> str:
        """At the moment a review opened the replay at, that moment as the review said
        it, 'Your move: Turn 1 (your turn 1), step 3' (issue 33, newcomer O, s8: 'Action
        2 of 151 · Turn 1 of 48' where the review said 'Turn 1, step 3'); "" elsewhere,
        and in a replay not opened from a review (the scene's `moment_words`)."""
        words = getattr(self.scene, "moment_words", None)
        said = words(index) if words is not None else ""
        return str(self.scene.app.tr("replay.moment", moment=said)) if said else ""

    def where(self, index: int, turn: int) -> str:
        tr = self.scene.app.tr
        action = tr("replay.action", index=index, total=self.scene.total)
        total = self.scene.table_turns
        if self.scene.game == "night":
            return f"{action} · {tr('replay.round', round=turn, total=total)}"
        return f"{action} · {tr('replay.turn', turn=turn, total=total)}"

    def speed_text(self, speed: int) -> str:
        shown = self.scene.app.tr.decimal(SPEEDS[speed], 2).rstrip("0").rstrip(".,")
        return f"×{shown}"

    def tip(self, button: Button) -> str:
        """The hovered button's tip: what it does, and its key."""
        scene = self.scene
        tr = scene.app.tr
        if isinstance(button, IconButton):
            return str(button.tip()) if callable(button.tip) else str(button.tip)
        if button is scene.view_button and scene.game == "taisen":  # nothing hidden (E12, s20)
            return str(tr("replay.tip.view.taisen"))
        if button is scene.view_button:  # where V goes from everything, by name
            return str(tr("replay.tip.view", seat=scene.seat_label(scene.last_seat)))
        keys = {
            id(scene.full_button): "replay.tip.full",
            id(scene.panel_button): "replay.tip.panel",
            id(scene.play_on_button): "replay.tip.play_on",
            id(scene.back_button): "replay.tip.back",
        }
        key = keys.get(id(button))
        if key is None:
            return ""
        own = f"{key}.{scene.game}"  # in the game's words: Taisen's dice, Shinobi's cards
        return str(tr(own)) if tr.has(own) else str(tr(key))

    # ------------------------------------------------------------------ layout
    def widths(self, size: int) -> dict[str, int]:
        """The widest each label may be at font `size`, in real px (padding included)."""
        scene = self.scene
        tr = scene.app.tr
        font = theme.font(size)
        pad = theme.px(24)

        def wide(*texts: str) -> int:
            return max(font.size(text)[0] for text in texts) + pad

        views = [tr("replay.view.all")]
        views += [tr("replay.view.seat", seat=scene.seat_label(s)) for s in range(scene.players)]
        if scene.game == "taisen":  # nothing hidden, no seat's view (E12, s20)
            views = [tr("replay.view.none_hidden")]
        where = theme.font(STATUS_TEXT).size(self.where(scene.total, scene.table_turns))[0]
        return {
            "status": max(where + pad, wide(self.moment_text(getattr(scene, "moment_index", -1)))),
            "view": wide(*views),
            "full": wide(tr("replay.full")),
            "back": wide(tr("button.back")),
            "panel": wide(tr(f"replay.panel.{scene.game}"), tr("replay.panel.hide")),
            "play_on": wide(tr("replay.play_on")),
            "speed": wide(*(self.speed_text(i) for i in range(len(SPEEDS)))) - pad // 2,
        }

    def icon_widths(self, size: int) -> list[int]:
        """Each step's and play's button width, its icon and longest word at `size`."""
        tr = self.scene.app.tr
        words = [[str(tr(f"replay.label.{name}"))] for name in LABELS[:7]]
        words[3].append(str(tr("replay.label.pause")))
        return [worded_width(each, size) for each in words]

    def needs(self, w: dict[str, int], size: int = TEXT) -> tuple[int, int]:
        """The real width rows 1 and 2 need at these label widths (font `size`)."""
        px = theme.px
        icons = sum(self.icon_widths(size)) + 6 * px(GAP)
        speed = 2 * px(ICON_WIDTH) + w["speed"] + 2 * px(GAP)
        row1 = w["status"] + px(TIMELINE_LEAST) + w["view"] + w["panel"] + w["full"]
        row1 += 3 * px(GAP) + px(GROUP_GAP)
        row2 = w["back"] + icons + speed + w["play_on"] + 3 * px(GROUP_GAP)
        return row1 + 2 * px(MARGIN), row2 + 2 * px(MARGIN)

    def place(self, strip: pygame.Rect) -> None:
        """Every button's and the timeline's rect in the strip (real px)."""
        px = theme.px
        scene = self.scene
        size, w = TEXT, self.widths(TEXT)
        while size > theme.FONT_SMALL and max(self.needs(w, size)) > strip.width:
            size -= 1
            w = self.widths(size)
        self.size = size
        for button in [*scene.column_buttons, *scene.transport]:
            button.size = size
        height, tall = px(ROW), px(BUTTONS + buttons_more(scene.game))  # (sofa: s11)
        top1 = strip.top + px(PAD)
        top2 = top1 + height + px(PAD)
        left, right = strip.left + px(MARGIN), strip.right - px(MARGIN)
        # row 1: where it stands, the timeline, the view, the list and the full table
        self.status = pygame.Rect(left, top1, w["status"], height)
        scene.full_button.rect = pygame.Rect(right - w["full"], top1, w["full"], height)
        scene.panel_button.rect = pygame.Rect(
            scene.full_button.rect.left - px(GAP) - w["panel"], top1, w["panel"], height
        )
        scene.view_button.rect = pygame.Rect(
            scene.panel_button.rect.left - px(GAP) - w["view"], top1, w["view"], height
        )
        line_left = self.status.right + px(GAP)
        scene.timeline.rect = pygame.Rect(
            line_left, top1, scene.view_button.rect.left - px(GROUP_GAP) - line_left, height
        )
        # row 2: Back on the left, Play on on the right
        scene.back_button.rect = pygame.Rect(left, top2, w["back"], tall)
        scene.play_on_button.rect = pygame.Rect(right - w["play_on"], top2, w["play_on"], tall)
        # the steps, play and the speed in the middle of the room between
        icon, gap = px(ICON_WIDTH), px(GAP)
        worded = self.icon_widths(size)
        middle = sum(worded) + 6 * gap + px(GROUP_GAP) + 2 * icon + w["speed"] + 2 * gap
        room_left = scene.back_button.rect.right + px(GROUP_GAP)
        room_right = scene.play_on_button.rect.left - px(GROUP_GAP)
        x = max(room_left, min(strip.centerx - middle // 2, room_right - middle))
        for button, wide in zip(scene.transport, worded, strict=True):
            button.rect = pygame.Rect(x, top2, wide, tall)
            x += wide + gap
        x += px(GROUP_GAP) - gap
        slower, faster = scene.speed_buttons
        slower.rect = pygame.Rect(x, top2, icon, tall)
        self.speed = pygame.Rect(slower.rect.right + gap, top2, w["speed"], tall)
        faster.rect = pygame.Rect(self.speed.right + gap, top2, icon, tall)

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface, strip: pygame.Rect) -> None:
        scene = self.scene
        self.place(strip)
        pygame.draw.rect(canvas, theme.PANEL, strip)
        pygame.draw.line(canvas, theme.BORDER, strip.topleft, strip.topright, max(1, theme.px(2)))
        status = self.status_text()
        theme.blit_text(
            canvas,
            status,
            self.size if status == self.moment_text(scene.index) else STATUS_TEXT,
            theme.MOONLIGHT,
            midleft=(self.status.left + theme.px(4), self.status.centery),
        )
        scene.timeline.draw(canvas, scene.index)
        for group in self.groups():
            draw_panel(
                canvas,
                group,
                fill=WELL,
                border=theme.BORDER,
                alpha=255,
                radius=theme.px(8),
                shadow=False,
            )
        for button in scene.all_buttons():
            button.draw(canvas)
        theme.blit_text(
            canvas,
            self.speed_text(scene.speed),
            self.size,
            theme.MOONLIGHT,
            center=self.speed.center,
        )
        self.draw_tip(canvas, strip)

    def groups(self) -> list[pygame.Rect]:
        """The wells the buttons stand in, one a group (newcomer F, s15, 106: 'a dense
        row of 12 buttons'): the steps and play; the speed; the view, the list and the
        full table. Back and Play on from here stand alone at the ends."""
        scene = self.scene
        pad = theme.px(GROUP_PAD)
        views = [scene.view_button, scene.panel_button, scene.full_button]
        return [
            _around([b.rect for b in group], pad)
            for group in (scene.transport, scene.speed_buttons, views)
        ]

    def labels(self) -> list[tuple[Button, str]]:
        """Each icon button and its word: 'Start', 'Turn −', 'Action −', 'Play' ..."""
        scene = self.scene
        tr = scene.app.tr
        names = [*LABELS]
        names[3] = "pause" if scene.playing else "play"
        buttons = [*scene.transport, *scene.speed_buttons]
        return [
            (b, str(tr(f"replay.label.{name}"))) for b, name in zip(buttons, names, strict=True)
        ]

    def label(self, button: Button) -> str:
        """An icon button's word ('Action +'), "" for a button with words of its own."""
        return next((word for b, word in self.labels() if b is button), "")

    def draw_tip(self, canvas: pygame.Surface, strip: pygame.Rect) -> None:
        """The hovered button's tip, an icon's word first in gold ('Action +  Next action
        (Right, the wheel)'), in one row just above the strip, over the hovered button:
        never over a button or the timeline (newcomers G, I, J, s11 nc-J/054: on the
        strip's other row it hid the timeline and the buttons while the pointer rested
        on a button). It stays one row, only while the pointer is on a button (newcomer
        V, s9: a band of every icon's word above the strip hid the Shinobi hand), and
        for TIP_SECONDS of a rest at most (X, s13, 078: over the Dojo)."""
        self.tip_rect = None
        hovered = [b for b in self.scene.all_buttons() if b.hovered and b.enabled]
        if self.scene.views.shown:  # the picker stands there
            return
        timeline = self.scene.timeline
        above = strip.top - theme.px(TIP_LIFT) - theme.px(ROW)  # the tips' row, over the strip
        if not hovered and (timeline.hovered or timeline.dragging):  # what it shows
            timeline_legend.draw(canvas, self.scene, strip, above, theme.px(ROW))
            return
        if not hovered and timeline_legend.always(self.scene):  # (Night: under the board)
            timeline_legend.draw(
                canvas, self.scene, strip, above, theme.px(ROW), timeline_legend.BOARD
            )
            return
        if not hovered:
            return
        button = hovered[0]
        if self.tip_age[0] == id(button) and self.tip_age[1] > TIP_SECONDS:
            return  # read: the row is the table's again
        text, word = self.tip(button), self.label(button)
        if not text and not word:
            return
        self.tip_rect = draw_tip_box(canvas, self.scene, strip, button.rect, above, word, text)


def draw_tip_box(
    canvas: pygame.Surface,
    scene: Any,
    strip: pygame.Rect,
    over: pygame.Rect,
    above: int,
    word: str,
    text: str,
) -> pygame.Rect:
    """A tip, its gold `word` then its `text`, in a row from `above`, over `over` and
    kept within the strip's width, beside the table's log and seats' panel, never over
    them (tip_room.py); in two rows or more, growing upwards, where one row beside
    them cannot hold it. Its rect."""
    px = theme.px
    size = theme.FONT_SMALL + 1
    font = theme.font(size)
    gap = px(12) if word and text else 0
    head = (font.size(word)[0] if word else 0) + gap
    wide = head + (font.size(text)[0] if text else 0)
    row = px(ROW)
    rect = pygame.Rect(0, above, wide + px(20), row)
    rect.centerx = over.centerx
    inside = strip.inflate(-px(2 * MARGIN), 0)
    rect.left = max(inside.left, min(rect.left, inside.right - rect.width))
    kept = tip_room.panels(scene)
    rows = [text] if text else []
    placed = tip_room.place(rect, kept, inside)
    for more in (2, 3, 4):  # too wide beside them: in more rows, growing upwards
        if placed is not None or not text:
            break
        top = above - row * (more - 1)
        room = tip_room.widest(top, above + row, kept, inside) - px(20)
        rows = tip_room.lines(text, size, room - head, room)
        wide = max(head + font.size(rows[0])[0], *(font.size(r)[0] for r in rows[1:]))
        rect = pygame.Rect(0, above - row * (len(rows) - 1), wide + px(20), row * len(rows))
        rect.centerx = over.centerx
        placed = tip_room.place(rect, kept, inside)
    rect = placed if placed is not None else rect
    draw_panel(canvas, rect, fill=theme.PANEL, border=theme.GOLD, alpha=250, radius=6)
    x = rect.left + px(10)
    middle = rect.top + row // 2
    if word:
        x = theme.blit_text(canvas, word, size, theme.GOLD, midleft=(x, middle)).right
        x += gap
    for number, line in enumerate(rows):
        left = x if number == 0 else rect.left + px(10)
        theme.blit_text(canvas, line, size, theme.MOONLIGHT, midleft=(left, middle + number * row))
    return rect


def _around(rects: list[pygame.Rect], pad: int) -> pygame.Rect:
    """The rect around `rects`, `pad` wider each side (as tall: the rows are PAD apart)."""
    return rects[0].unionall(rects[1:]).inflate(2 * pad, 0)


def worded_width(words: list[str], size: int) -> int:
    """The real width of an icon button holding the longest of `words` at font `size`:
    its icon, the word and their margins (at least ICON_WIDTH)."""
    px = theme.px
    longest = max((theme.font(size).size(word)[0] for word in words if word), default=0)
    if not longest:
        return px(ICON_WIDTH)
    return max(px(ICON_WIDTH), 2 * px(WORD_PAD) + px(ICON_BOX) + px(WORD_GAP) + longest)


def table_turn(game: str, state: Any, turn: int) -> int:
    """The turn of the position `state` as its table says it (Dojo's header: the mover's
    own turn, 'Orange clan, turn 2'; Night's round), `turn` the timeline's in the other
    games: ninjas.review.table_turn, the one count the review's moments use too."""
    from ninjas.review import table_turn as counted

    return counted(game, state, turn)
