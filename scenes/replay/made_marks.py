"""The person's own move beside the computer's in the replay opened from the review
(issue 33, s10: at the move reviewed the board showed the computer's better move and not
the one the person made). At that moment the move made is marked too, in the reviewed
seat's colour, a size outside the computer's marks where both take the same card or
hex, and each move has its tag on the board: 'You played' in the seat's colour,
'Better' in the computer's blue. A move the computer would have made too keeps the
computer's marks alone (the caption says it was the same).

scenes/review/computer_move.py (the replay from the review) calls `draw` before its own
marks, `tag_computer` after them, and keeps its caption clear of `obstacles`."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from . import tag_names
from .board_marks import board_marks
from .tag_clear import Mark, clear_of, marks_at, others

TAG_TEXT = theme.FONT_SMALL + 2
"""A tag's words (capitals 12.3 px at 1280x720)."""
GROW = 1.16
"""How much larger a ring of the move made is drawn than the computer's (the same hex
keeps both in view)."""
NEAR = 90
"""Colour distance under which the seat's colour would read as the computer's blue:
then the move made is drawn in moonlight."""
DOJO_GROUPED = "die "
"""Dojo's dice of one summoning, judged as one move (ninjas.review.GROUPED)."""


def made_move(scene: Any) -> str:
    """The move made at the moment reviewed, as the review has it: the record's action,
    or a summoning's dice JOINED (the seat's run of them)."""
    from ninjas.review import GROUPED, JOINED

    actions = scene.save.actions
    index = scene.move.index
    if index >= len(actions):
        return ""
    prefix = GROUPED.get(scene.game, "")
    if not prefix or not actions[index].startswith(prefix):
        return str(actions[index])
    group: list[str] = []
    state = scene.positions.session(index).state.clone()
    seat = state.current_player
    for text in actions[index:]:
        if state.current_player != seat or not text.startswith(prefix):
            break
        group.append(text)
        try:
            state.apply(text)
        except ValueError:
            break
    return JOINED.join(group)


def colour_of(scene: Any) -> theme.Colour:
    """The reviewed seat's colour (moonlight where it is close to the computer's)."""
    from ..review.graph import COMPUTER as MARK

    seat = scene.move.seat if scene.move.seat is not None else 0
    colours = scene.seat_colours()
    colour = colours[seat % len(colours)]
    far = sum((a - b) ** 2 for a, b in zip(colour, MARK, strict=False)) ** 0.5
    return colour if far >= NEAR else theme.MOONLIGHT


def shapes(scene: Any, size: tuple[int, int]) -> list[tuple[str, Any]]:
    """The marks of the move made, in the table's coordinates (kept per moment, view
    and size); none where it was the computer's too."""
    key = (scene.index, scene.view, size)
    kept = getattr(scene, "_made_shapes", None)
    if kept is not None and kept[0] == key:
        return list(kept[1])
    found: list[tuple[str, Any]] = []
    if not scene.move.same:
        try:
            found = board_marks(scene.table, scene.game, made_move(scene))
        except Exception:  # a move the table cannot place: the caption says it
            found = []
    scene._made_shapes = (key, found)
    return list(found)


def bounds(found: list[tuple[str, Any]]) -> pygame.Rect | None:
    """The rect round a move's marks (table coordinates)."""
    rects: list[pygame.Rect] = []
    for kind, data in found:
        if kind == "ring":
            xs, ys = [p[0] for p in data], [p[1] for p in data]
            rects.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
        elif kind == "rect":
            rects.append(pygame.Rect(data))
        elif kind == "arrow":
            (x1, y1), (x2, y2) = data[0], data[1]
            rects.append(pygame.Rect(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1)))
    return rects[0].unionall(rects[1:]) if rects else None


def grown(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    return [(cx + (x - cx) * GROW, cy + (y - cy) * GROW) for x, y in points]


def blit_label(
    canvas: pygame.Surface, label: pygame.Surface, centre: tuple[int, int], scale: float
) -> None:
    """A mark's label (a roof's number) drawn at `scale`, centred on `centre`: the move
    made's and the computer's marks draw their labels alike."""
    wide = (max(1, round(label.get_width() * scale)), max(1, round(label.get_height() * scale)))
    small = label if scale == 1 else pygame.transform.smoothscale(label, wide)
    canvas.blit(small, small.get_rect(center=centre))


def draw(scene: Any, canvas: pygame.Surface, area: pygame.Rect) -> None:
    """The move made's marks, from the table's coordinates to `area`, under the
    computer's (drawn next), and its tag."""
    found = shapes(scene, canvas.get_size())
    scene._tags = []
    if not found:
        return
    scale = area.width / max(1, canvas.get_width())
    colour = colour_of(scene)

    def at(point: tuple[float, float]) -> tuple[int, int]:
        return (round(area.left + point[0] * scale), round(area.top + point[1] * scale))

    width = max(2, round(theme.px(5) * scale))
    computer = getattr(scene, "shapes", None)
    theirs = list(computer(canvas.get_size())) if callable(computer) else []
    shared = [data for kind, data in theirs if kind == "rect"]
    clip = canvas.get_clip()
    canvas.set_clip(area)  # (a ring round the hand's foot stays off the strip)
    for kind, data in found:
        if kind == "ring":
            points = [at(p) for p in grown(list(data))]
            pygame.draw.polygon(canvas, theme.SHADOW, [(x + 2, y + 2) for x, y in points], width)
            pygame.draw.polygon(canvas, colour, points, width)
        elif kind == "rect":
            rect = pygame.Rect(at(data.topleft), (0, 0))
            rect.size = (round(data.width * scale), round(data.height * scale))
            # outside the computer's frame where both frame the same thing, else as
            # wide as its (two Night ninjas side by side: B, s22, 57rev5)
            grow = width * (4 if data in shared else 2)
            ring = rect.inflate(grow, grow).clip(area)  # (its foot in view)
            pygame.draw.rect(canvas, colour, ring, width, 8)
        elif kind == "arrow":
            from ..dojo.map_layers import arrow

            start, end, head = data
            arrow(canvas, at(start), at(end), colour, width, max(6, round(head * scale)))
        elif kind == "label":  # a roof's number, over the ring (as the computer's)
            label, centre = data
            blit_label(canvas, label, at(centre), scale)
    canvas.set_clip(clip)
    made = bounds(own_mark(found, theirs))
    if made is not None:
        marks = both_marks(scene, canvas, area, found)
        tag(scene, canvas, area, made, scene.app.tr("replay.tag.made"), colour, marks)


def tag_computer(scene: Any, canvas: pygame.Surface, area: pygame.Rect, found: list) -> None:
    """'Better' by the computer's marks, where the move made is marked too, only when
    the computer's chance is higher by more than the playouts' noise (the review's
    costly move); else 'The computer's' (newcomer S, s12, 150.png: 'Better' on a move
    of 28% against the person's 47%)."""
    from ..review.graph import COMPUTER as MARK

    if not getattr(scene, "_tags", None):
        return
    made = shapes(scene, canvas.get_size())
    best = bounds(own_mark(found, made))
    if best is not None:
        words = "replay.tag.better" if scene.move.costly else "replay.tag.computer"
        marks = both_marks(scene, canvas, area, made)
        tag(scene, canvas, area, best, scene.app.tr(words), MARK, marks)


def own_mark(found: list[tuple[str, Any]], other: list[tuple[str, Any]]) -> list[Any]:
    """The mark a move's tag stands by: its first ring the other move does not share
    (two Dojo steps out of one hex: each tag by its own way's end, newcomer X, s13,
    076.png), else its first mark."""
    shared = [data for kind, data in other if kind == "ring"]
    for kind, data in found:
        if kind == "ring" and data not in shared:
            return [(kind, data)]
    return found[:1]


def both_marks(
    scene: Any, canvas: pygame.Surface, area: pygame.Rect, made: list[tuple[str, Any]]
) -> list[Mark]:
    """The marks of the move made and of the computer's, where `area` shows them."""
    computer = getattr(scene, "shapes", None)
    found = made + (list(computer(canvas.get_size())) if callable(computer) else [])
    return marks_at(found, area, area.width / max(1, canvas.get_width()))


def tag(
    scene: Any,
    canvas: pygame.Surface,
    area: pygame.Rect,
    marks: pygame.Rect,
    words: str,
    colour: theme.Colour,
    drawn: list[Mark] | None = None,
) -> None:
    """A tag of `words` over the first mark's bounds `marks` (table coordinates), or
    beside the tag there already (the two moves on the same card), else under them,
    else beside them: inside `area`, over no other tag, and where a place allows, on
    none of the moves' other marks `drawn` (tag_clear.py)."""
    px = theme.px
    scale = area.width / max(1, canvas.get_width())
    shown = pygame.Rect(
        round(area.left + marks.left * scale),
        round(area.top + marks.top * scale),
        max(1, round(marks.width * scale)),
        max(1, round(marks.height * scale)),
    )
    area = tag_room(scene, area, scale)
    with theme.scaled_for(canvas.get_size()):
        box = theme.text(words, TAG_TEXT, theme.SHADOW).get_rect().inflate(px(14), px(6))
        tags: list[pygame.Rect] = scene._tags
        gap = px(8)
        tries = []
        unmoved: list[pygame.Rect] = []  # (the tries not pushed inside `area`)
        for place in ("midbottom", "after", "midtop", "midleft", "midright"):
            trial = box.copy()
            if place == "midbottom":
                trial.midbottom = (shown.centerx, shown.top - gap)
            elif place == "after":  # on the same line, right of the tag there
                trial.bottomleft = ((tags[-1].right if tags else shown.left) + gap, shown.top - gap)
            elif place == "midtop":
                trial.midtop = (shown.centerx, shown.bottom + gap)
            elif place == "midleft":
                trial.midleft = (shown.right + gap, shown.centery)
            else:
                trial.midright = (shown.left - gap, shown.centery)
            tries.append(trial.clamp(area))
            unmoved += [tries[-1]] if tries[-1] == trial else []
        cards = [at_area(rect, area, scale) for rect in card_rects(scene)]
        stack = [c for c in cards if c.left < shown.right and shown.left < c.right]
        if stack:  # over its stack's top, beside the tag there, or under its foot
            whole = stack[0].unionall(stack[1:])
            for place in ("over", "after", "under"):
                trial = box.copy()
                if place == "over":
                    trial.midbottom = (shown.centerx, whole.top - gap // 2)
                elif place == "after":
                    left = (tags[-1].right if tags else whole.left) + gap
                    trial.bottomleft = (left, whole.top - gap // 2)
                else:
                    trial.midtop = (shown.centerx, whole.bottom + gap // 2)
                tries.append(trial.clamp(area))
                unmoved += [tries[-1]] if tries[-1] == trial else []
        named = tag_names.names(scene, area, scale)
        for trial in list(tries):  # (just past a name it would cover)
            tries += [t.clamp(area) for t in tag_names.beyond(trial, named, gap // 2)]
        unnamed = [t for t in tries if t.collidelist(named) < 0]  # (newcomer O, s19)
        box = pick(unnamed or tries, tags, shown, cards, others(drawn or [], shown), unmoved)
        pygame.draw.rect(canvas, colour, box, border_radius=px(6))
        pygame.draw.rect(canvas, theme.SHADOW, box, max(1, px(1)), border_radius=px(6))
        theme.blit_text(canvas, words, TAG_TEXT, theme.SHADOW, center=box.center)
    tags.append(box)


def pick(
    tries: list[pygame.Rect],
    tags: list[pygame.Rect],
    shown: pygame.Rect,
    cards: list[pygame.Rect],
    avoid: list[Mark],
    unmoved: list[pygame.Rect],
) -> pygame.Rect:
    """The first of `tries` over no other tag and not its own mark `shown`, on no card,
    on none of the marks to `avoid`; short of one, the first on the fewest of them."""
    free = [t for t in tries if t.collidelist(tags) < 0 and not t.colliderect(shown)]
    clear = [t for t in free if t.collidelist(cards) < 0]  # (newcomer S, s12, 228.png)
    open_ = [t for t in clear if clear_of(t, avoid)]  # (newcomer X, s13, 076.png)
    open_.sort(key=lambda t: t not in unmoved)  # (one pushed in off the edge: last)
    return open_[0] if open_ else clear[0] if clear else free[0] if free else tries[0]


def tag_room(scene: Any, area: pygame.Rect, scale: float) -> pygame.Rect:
    """Where a tag may stand: Dojo's board frame (over the top row a tag stood on the
    header's 'tour 2'), else the whole table's `area`."""
    layout = getattr(scene.table, "layout", None) if scene.game == "dojo" else None
    frame = getattr(layout, "map", None)
    return area if frame is None else at_area(pygame.Rect(frame), area, scale)


def card_rects(scene: Any) -> list[pygame.Rect]:
    """Taisen's cards on the road (table coordinates), which no tag may cover: over a
    stack, 'You played' and 'Better' hid the very cards they pointed at (newcomer S,
    s12, 228.png at 1280x720); none in the other games."""
    if scene.game != "taisen":
        return []
    rects = getattr(getattr(scene.table, "view", None), "card_rects", None)
    return list(rects()) if callable(rects) else []  # (a table drawn otherwise: none)


def at_area(rect: pygame.Rect, area: pygame.Rect, scale: float) -> pygame.Rect:
    """`rect` from the table's coordinates to `area`, where the table is shown."""
    return pygame.Rect(
        round(area.left + rect.left * scale),
        round(area.top + rect.top * scale),
        max(1, round(rect.width * scale)),
        max(1, round(rect.height * scale)),
    )


def obstacles(scene: Any, size: tuple[int, int], computer: list) -> list[pygame.Rect]:
    """The move made's marks and the computer's `computer`, with room for their tags,
    for the caption to keep clear of (table coordinates); none where the move made is
    not marked (no tags then)."""
    made = bounds(shapes(scene, size))
    if made is None:
        return []
    room = theme.px(40)  # (a tag over or under the marks)
    wide = theme.px(24) if scene.game != "taisen" else 2 * theme.px(130)  # (or beside)
    found = [made.inflate(wide, 2 * room)]
    best = bounds(computer)
    if best is not None:
        found.append(best.inflate(wide, 2 * room))
    return found
