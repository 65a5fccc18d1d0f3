"""The replay's controls as one strip under the table (issue 33): at 1280x720 a column
beside the table and a bar under it left the table 81% of its size, its smallest words
9.2 px. The strip is two rows (controls.STRIP_HEIGHT), and the table keeps 95.3% of its
size or more (controls.lay_out): its words stay 11 px tall.

Its layout (strip_layout.py, s22: newcomers W, Y, Z at 1280x720, 'two dense rows'): a
thin top row, where the replay stands and the timeline across the window; under it one
row of buttons, each showing its key (keycaps.py): Back; Start and End as icons, Turn
and Action each a ◀ ▶ pair around its word; Play and the speed; View…, one menu of the
views, the face-up list and the full table (views.py); Play on from here. A button's
width is that of its longest label (Play / Pause), so nothing moves under the pointer
when a label changes. The hovered button's tip, with its key and an icon's word, shows
in a row just above the strip (s11).
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..widgets import Button, draw_panel
from . import strip_layout, timeline_legend, tip_room
from .controls import SPEEDS, IconButton
from .strip_layout import MARGIN, ROW
from .watch_words import turn_shown

TIP_LIFT = 4
"""Design px between the strip's top and the tip's row above it (draw_tip)."""
TIP_SECONDS = 3.0
"""A button's tip shows this long while the pointer rests on it, then goes: the button
says its word, the tip was read, and the row above the strip is the table's (newcomer
X, s13, 078: 'Pause  Play or pause (Space)' lay over the Dojo at the board's foot for as
long as the pointer rested on the bar)."""
TIMELINE_LEAST = 300
"""Design width the timeline keeps at least."""
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
"""The icon buttons' words (replay.label.*), in the scene's order: Play's is drawn on
it ('Pause' while playing), the others' said in gold before a hovered button's tip
(Start and End are icons, Turn and Action name their pair: strip_layout.py)."""
TEXT = theme.FONT_SMALL + 1
"""The strip's words (capitals 11.6 px at 1280x720)."""
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
        self.pair_words: list[tuple[pygame.Rect, str, tuple[str, ...]]] = []
        """Each pair's word between its arrows: its rect, word and keys (strip_layout)."""
        self.tip_age: tuple[int | None, float] = (None, 0.0)
        """The button the pointer rests on (its id) and for how long (age_tip)."""
        self.tip_rect: pygame.Rect | None = None
        """Where the last tip was drawn (None: no tip this frame)."""

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
            return str(tr("replay.tip.view_menu.taisen"))
        if button is scene.view_button:  # where V goes from everything, by name
            return str(tr("replay.tip.view_menu", seat=scene.seat_label(scene.last_seat)))
        keys = {
            id(scene.play_on_button): "replay.tip.play_on",
            id(scene.back_button): "replay.tip.back",
        }
        key = keys.get(id(button))
        if key is None:
            return ""
        return game_words(tr, key, scene.game)

    def status_line(self) -> str:
        """Where the replay stands, and in a seat's view that view ('Action 6 of 27 ·
        Turn 3 of 9 · View: Ada'): the strip's View… button no longer says it."""
        status = self.status_text()
        scene = self.scene
        if scene.view is None or status == self.moment_text(scene.index):
            return status
        return f"{status} · {scene.view_label()}"

    # ------------------------------------------------------------------ layout
    def status_width(self) -> int:
        """The real width of the top row's words at their longest: the last action and
        turn, with a seat's view; or the review's moment (a replay opened from it)."""
        scene = self.scene
        where = self.where(scene.total, scene.table_turns)
        views = [scene.seat_label(s) for s in range(scene.players)]
        if scene.game != "taisen":
            words = [str(scene.app.tr("replay.view.seat", seat=v)) for v in views]
            where += " · " + max(words, key=lambda w: theme.font(STATUS_TEXT).size(w)[0])
        wide = theme.font(STATUS_TEXT).size(where)[0]
        moment = self.moment_text(getattr(scene, "moment_index", -1))
        said = theme.font(self.size).size(moment)[0] if moment else 0
        return max(wide, said) + theme.px(12)

    def place(self, strip: pygame.Rect) -> None:
        """Every button's and the timeline's rect in the strip (real px)."""
        self.size = TEXT
        strip_layout.place(self, strip)

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface, strip: pygame.Rect) -> None:
        scene = self.scene
        self.place(strip)
        pygame.draw.rect(canvas, theme.PANEL, strip)
        pygame.draw.line(canvas, theme.BORDER, strip.topleft, strip.topright, max(1, theme.px(2)))
        status = self.status_line()
        theme.blit_text(
            canvas,
            status,
            self.size if status == self.moment_text(scene.index) else STATUS_TEXT,
            theme.MOONLIGHT,
            midleft=(self.status.left + theme.px(4), self.status.centery),
        )
        scene.timeline.draw(canvas, scene.index)
        strip_layout.draw_wells(self, canvas)
        for button in scene.all_buttons():
            button.draw(canvas)
        strip_layout.draw_pairs(self, canvas)
        theme.blit_text(
            canvas,
            self.speed_text(scene.speed),
            self.size,
            theme.MOONLIGHT,
            center=self.speed.center,
        )
        self.draw_tip(canvas, strip)

    def groups(self) -> list[pygame.Rect]:
        """The wells the buttons stand in (strip_layout.groups)."""
        return strip_layout.groups(self)

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
    size = TEXT
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


def game_words(tr: Any, key: str, game: str) -> str:
    """`key`'s words in `game`'s own where the catalogue has them (`key`.`game`: Taisen's
    dice, Shinobi's cards), else `key`'s: the strip's and the View… menu's tips."""
    own = f"{key}.{game}"
    return str(tr(own)) if tr.has(own) else str(tr(key))


def table_turn(game: str, state: Any, turn: int) -> int:
    """The turn of the position `state` as its table says it (Dojo's header: the mover's
    own turn, 'Orange clan, turn 2'; Night's round), `turn` the timeline's in the other
    games: ninjas.review.table_turn, the one count the review's moments use too."""
    from ninjas.review import table_turn as counted

    return counted(game, state, turn)
