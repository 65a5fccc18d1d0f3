"""Where the replay strip's controls stand, and how its rows are drawn (issue 33, s22:
newcomers W 6.5, Y 7.5, Z 7 found the strip's two rows of thirteen small buttons dense
at 1280x720, 'View: everything / List decks / Full table' touching the board's frame
and 'Play on from here' the window's edge).

Top row, thin: where the replay stands ('Action 16 of 227 · Turn 1 of 9'), then the
timeline across the rest of the width. Buttons row, each with its key shown:
Back [Esc]; the steps in one well, Start and End as icons, Turn and Action each a pair,
'◀ Turn [↑][↓] ▶', '◀ Action [←][→] ▶'; play in another, Play [Space] and the speed
− ×2 +; then View… [V], one menu of the views, the face-up list and the full table
(views.py); and Play on from here [P] at the right end. Every function is kept: the
menu holds what were three buttons, and each button's tip still says what it does.

Lengths are design lengths through theme.px; rects are real pixels of the canvas.
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..widgets import draw_panel
from .controls import ICON_BOX, WORD_GAP, WORD_PAD, buttons_more
from .keycaps import GAP as KEY_GAP
from .keycaps import caps_width, draw_caps

ROW = 22
"""Design height of the top row: where the replay stands and the timeline."""
BUTTONS = 29
"""Design height of the buttons' row (taller where the table allows:
controls.buttons_more): hit from the sofa (issue 33, newcomer G: 44x24 were small)."""
PAD = 2
"""Design px above, between and under the rows (2 + ROW + 2 + BUTTONS + 2 = 57,
controls.STRIP_HEIGHT)."""
MARGIN = 10
GAP = 6
GROUP_GAP = 14
GROUP_PAD = 5
"""Design px a group's well reaches past its buttons on each side."""
END_WIDTH = 44
"""Design width of Start's and End's icon buttons."""
ARROW_WIDTH = 42
"""Design width of a pair's arrow buttons ('◀' and '▶' of Turn and Action)."""
SPEED_WIDTH = 40
"""Design width of the speed's − and + buttons."""
WORDS_PAD = 10
"""Design px at each end of a button with words ('Back [Esc]')."""
LABEL_PAD = 7
"""Design px at each end of a pair's word and keys, between its arrows."""
WELL = theme.lerp(theme.MIDNIGHT, theme.BORDER, 0.45)
"""A group's well, lighter than the strip under it."""
PAIRS = (("turn", ("up", "down"), 1, 5), ("action", ("left", "right"), 2, 4))
"""Each pair: its word (replay.label.*), its keys drawn as arrows, and the scene's
transport buttons on its left and right (start 0, turn back 1, action back 2, play 3,
action forward 4, turn forward 5, end 6)."""


def play_width(strip: Any, size: int) -> int:
    """Play's width: its icon, its longest word (Play / Pause) and its key's cap."""
    px = theme.px
    tr = strip.scene.app.tr
    font = theme.font(size)
    word = max(font.size(str(tr(f"replay.label.{w}")))[0] for w in ("play", "pause"))
    keys = strip.scene.transport[3].keys()
    return 2 * px(WORD_PAD) + px(ICON_BOX) + px(WORD_GAP) + word + px(KEY_GAP) + caps_width(keys)


def pair_width(strip: Any, word: str, keys: tuple[str, ...], size: int) -> int:
    """A pair's middle: its word between its arrows' caps, the back key's on its left."""
    px = theme.px
    text = theme.font(size).size(str(strip.scene.app.tr(f"replay.label.{word}")))[0]
    caps = sum(caps_width([key]) for key in keys)
    return 2 * px(LABEL_PAD) + text + len(keys) * px(KEY_GAP) + caps


def widths(strip: Any, size: int) -> dict[str, int]:
    """The real width of each part of the buttons' row at font `size`."""
    px = theme.px
    scene = strip.scene
    pad = 2 * px(WORDS_PAD)
    speed = max(theme.font(size).size(strip.speed_text(i))[0] for i in range(6)) + px(12)
    out = {
        "back": scene.back_button.needed(size) + pad,
        "view": scene.view_button.needed(size) + pad,
        "play_on": scene.play_on_button.needed(size) + pad,
        "play": play_width(strip, size),
        "speed": speed,
    }
    for word, keys, _, _ in PAIRS:
        out[word] = pair_width(strip, word, keys, size)
    return out


def steps_width(w: dict[str, int]) -> int:
    px = theme.px
    pairs = w["turn"] + w["action"] + 4 * px(ARROW_WIDTH)
    return 2 * px(END_WIDTH) + pairs + 3 * px(GAP)


def play_group_width(w: dict[str, int]) -> int:
    px = theme.px
    return w["play"] + px(GAP) + 2 * px(SPEED_WIDTH) + w["speed"] + 2 * px(GAP)


def row_width(w: dict[str, int]) -> int:
    """The real width the buttons' row needs, its margins included."""
    px = theme.px
    inside = w["back"] + steps_width(w) + play_group_width(w) + w["view"] + w["play_on"]
    return inside + 4 * px(GROUP_GAP) + 2 * px(MARGIN)


def place(strip: Any, rect: pygame.Rect) -> None:
    """Every control's rect in the strip `rect` (real px): the status and timeline on
    the top row, the buttons under them; where the row is too narrow for the keys'
    caps of Back, View and Play on, those go first (the tips still say them)."""
    px = theme.px
    scene = strip.scene
    size = strip.size
    worded = [scene.back_button, scene.view_button, scene.play_on_button]
    for button in worded:
        button.show_keys = True
    w = widths(strip, size)
    for button in worded:  # (under 1280x720's proportions only)
        if row_width(w) <= rect.width:
            break
        button.show_keys = False
        w = widths(strip, size)
    for button in [*scene.column_buttons, *scene.transport, *scene.speed_buttons]:
        button.size = size
    top1 = rect.top + px(PAD)
    top2 = top1 + px(ROW) + px(PAD)
    tall = px(BUTTONS + buttons_more(scene.game))
    left, right = rect.left + px(MARGIN), rect.right - px(MARGIN)
    # top row: where it stands, then the timeline to the right margin
    strip.status = pygame.Rect(left, top1, strip.status_width(), px(ROW))
    line_left = strip.status.right + px(GAP)
    scene.timeline.rect = pygame.Rect(line_left, top1, right - line_left, px(ROW))
    # buttons: Back at the left, Play on at the right, View before it
    scene.back_button.rect = pygame.Rect(left, top2, w["back"], tall)
    scene.play_on_button.rect = pygame.Rect(right - w["play_on"], top2, w["play_on"], tall)
    view_left = scene.play_on_button.rect.left - px(GROUP_GAP) - w["view"]
    scene.view_button.rect = pygame.Rect(view_left, top2, w["view"], tall)
    # the steps and play in the middle of the room between Back and View
    middle = steps_width(w) + px(GROUP_GAP) + play_group_width(w)
    room_left = scene.back_button.rect.right + px(GROUP_GAP)
    room_right = view_left - px(GROUP_GAP)
    x = max(room_left, min(rect.centerx - middle // 2, room_right - middle))
    start, turn_back, action_back, play, action_forward, turn_forward, end = scene.transport
    strip.pair_words = []
    order: list[tuple[Any, int]] = [(start, px(END_WIDTH))]
    for word, _, back, forward in PAIRS:
        order += [(scene.transport[back], px(ARROW_WIDTH)), (word, w[word])]
        order += [(scene.transport[forward], px(ARROW_WIDTH))]
    order.append((end, px(END_WIDTH)))
    for item, wide in order:
        if isinstance(item, str):  # a pair's word: between its arrows, not a button
            keys = next(k for name, k, _, _ in PAIRS if name == item)
            strip.pair_words.append((pygame.Rect(x, top2, wide, tall), item, keys))
            x += wide
            continue
        item.rect = pygame.Rect(x, top2, wide, tall)
        x += wide + (px(GAP) if item in (start, turn_forward, action_forward) else 0)
    x = end.rect.right + px(GROUP_GAP)
    play.rect = pygame.Rect(x, top2, w["play"], tall)
    slower, faster = scene.speed_buttons
    slower.rect = pygame.Rect(play.rect.right + px(GAP), top2, px(SPEED_WIDTH), tall)
    strip.speed = pygame.Rect(slower.rect.right + px(GAP), top2, w["speed"], tall)
    faster.rect = pygame.Rect(strip.speed.right + px(GAP), top2, px(SPEED_WIDTH), tall)


def groups(strip: Any) -> list[pygame.Rect]:
    """The wells the buttons stand in (newcomer F, s15, 106: 'a dense row of 12
    buttons'): the steps (Start, the Turn and Action pairs, End); play and the speed.
    Back, View… and Play on from here stand alone."""
    scene = strip.scene
    pad = theme.px(GROUP_PAD)
    transport = scene.transport
    steps = [transport[i].rect for i in (0, 1, 2, 4, 5, 6)]
    playing = [transport[3].rect, *(b.rect for b in scene.speed_buttons)]
    return [_around(steps, pad), _around(playing, pad)]


def draw_pairs(strip: Any, canvas: pygame.Surface) -> None:
    """Each pair's word between its arrow keys, each key beside the button it presses:
    '◀ [↑] Turn [↓] ▶'. Newcomer A (s23, FR, 211) read 'Tour [↑][↓]' as Up for the next
    turn and pressed it 22 times, back to turn 1."""
    px = theme.px
    tr = strip.scene.app.tr
    for rect, word, keys in strip.pair_words:
        said = str(tr(f"replay.label.{word}"))
        back, *forward = keys
        left = draw_caps(canvas, [back], rect.left + px(LABEL_PAD), rect.centery, theme.TEXT_DIM)
        shown = theme.blit_text(
            canvas, said, strip.size, theme.MOONLIGHT, midleft=(left + px(KEY_GAP), rect.centery)
        )
        draw_caps(canvas, forward, shown.right + px(KEY_GAP), rect.centery, theme.TEXT_DIM)


def draw_wells(strip: Any, canvas: pygame.Surface) -> None:
    for group in groups(strip):
        draw_panel(
            canvas,
            group,
            fill=WELL,
            border=theme.BORDER,
            alpha=255,
            radius=theme.px(8),
            shadow=False,
        )


def _around(rects: list[pygame.Rect], pad: int) -> pygame.Rect:
    """The rect around `rects`, `pad` wider each side (as tall: the rows are PAD apart)."""
    return rects[0].unionall(rects[1:]).inflate(2 * pad, 0)
