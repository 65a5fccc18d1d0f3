"""A new round has its own moment on the Night table: a card over the village's sky, 'Round
2 of 6' and who plays first, the round's moons changing with it (newcomer Y, s13,
nc-Y/094-096: the computer's hit, the round's change and Bruno's planner came within
2 s; 'La manche 2 commence' was only a line of the log, the moons changed silently).

It comes once the table has settled from the action that ended the round and the
computer's last move has been read (tableflow/handoff_flow.read: its hold, with the cue,
stands first), and before anything of the new round opens: a cover, a planner, the
computer's plan. While it shows the table is busy (Stage.busy): nothing goes on. Space
puts it away (Stage.hurry); it ages with the animation speed (Stage.advance_effects).

Where no cover follows it (the person who kept the laptop plans first, one person
against the computer), it stays until Space, Enter or a click, its last line saying so:
gone in 1.8 s, it was missed by the one who had just looked up (newcomer C, s14, 156,
323: 'Round 3' unseen, the planner on at once). So it does before the cover that passes
the laptop to another person: gone by itself, the cover rose under the Space pressed to
put the card away, and took it as that person's 'I am ...', her planner shown to the one
who held the laptop (the race of newcomer C's strip, s14, 111->112: the hold on the
computer's move waits for its key too, tableflow/handoff_flow.py). Only before the
holder's own cover, a phone's person beside her, does it go after 1.8 s."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.night import data

from .. import theme
from ..handoff import needs_handoff
from ..tableflow.handoff_flow import SKIP_KEYS
from . import laptop_kept
from .hand_place import roof_number_boxes, roof_token_boxes

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable

CARD_SECONDS = 1.8
"""How long the card shows at the default animation speed (shorter with faster ones)."""
FADE = 0.25
"""The share of the card's time it takes to come in, and to go."""
HOLD_AT = CARD_SECONDS * (1 - FADE)
"""Where a card that waits for a key stops ageing: wholly in sight."""
COME_IN = CARD_SECONDS * FADE
"""A card that waits takes no key before it has come in: the hold on the computer's
move before it ends by itself, its cue saying 'Space ... to go on', and the Space meant
for it put away the card the moment it came, unseen (newcomer I, s16, 135 -> 136)."""


def village_boxes(table: NightTable) -> list[pygame.Rect]:
    """Where the village's buildings stand on the screen, roof to ground, and its
    ninjas (the table's view: what the round's card should leave in sight)."""
    view = table.view
    boxes = []
    for k, b in enumerate(view.village.buildings):
        left, top = view.project(b.x, b.y, view.roof_height(k))
        right, bottom = view.project(b.x + b.w, b.y + b.h, 0.0)
        boxes.append(pygame.Rect(left, top, right - left, bottom - top))
    for seat, stands in enumerate(table.state.positions):
        if stands is not None:
            boxes.append(view.ninja_cover(view.ninja_spot(stands, seat)))
    return boxes


def clear_top(table: NightTable, area: pygame.Rect, card: pygame.Rect, margin: int) -> int:
    """The card's top where it covers the fewest tokens and ninjas, then the least of the
    village's buildings (sight_boxes, village_boxes): in the sky above the village, or
    below it, else at the top of the map (newcomer K, s17, 103/137/153: across the
    middle it hid the roofs she looked at as it said who plays first). The village's
    middle only if the view is not there yet. Never where a guide's bubble speaks
    (newcomer B, s22, FR 1280x720, 70g2: steps 3 and 8 lay over 'Round 1 of 6', its
    '... en secret.' sticking out beside the bubble)."""
    return clear_spot(table, area, [card], margin).top


def clear_spot(
    table: NightTable,
    area: pygame.Rect,
    cards: list[pygame.Rect],
    margin: int,
    column: tuple[pygame.Rect, pygame.Rect] | None = None,
) -> pygame.Rect:
    """Where one of `cards` (the card's sizes, widest first: its words wrapped wider or
    narrower) stands in `area`: the place that covers the fewest tokens, ninjas and
    roofs' numbers, then the least of the buildings; the top or the foot of the map,
    in its middle, else in a corner of its sky (a narrower card: newcomer B, s22, EN
    1920x1080, 53r4a/54r5a, 'Round 4 of 6' as wide as the village over roofs 1 and 8
    and the ninjas standing there; D 108, over roofs 4 and 9). Where every place there
    hides one, over the column beside the map (`column`: its box, and the card's size
    for it), the log's lines waiting under it for the moment it shows."""
    first = cards[0]
    if getattr(table, "view", None) is None:
        return first
    boxes = village_boxes(table)
    seen = sight_boxes(table)
    overlays = getattr(table, "overlays", list)()  # a guide's bubble: never under it

    def covered(band: pygame.Rect) -> tuple[int, int, int]:
        return (
            len(band.collidelistall(overlays)),
            len(band.collidelistall(seen)),
            sum(band.clip(box).width * band.clip(box).height for box in boxes),
        )

    tried: list[tuple[pygame.Rect, bool]] = []  # (a place, the plain one: as before)
    for k, card in enumerate(cards):
        highest, lowest = area.top + margin, area.bottom - margin - card.height
        tops = [highest] + ([lowest] if lowest > highest else [])
        middle = area.centerx - card.width // 2
        lefts = [middle]
        if card.width < area.width - 2 * margin:
            lefts += [area.left + margin, area.right - margin - card.width]
        for top in tops:
            for left in lefts:
                plain = k == 0 and left == middle
                tried.append((pygame.Rect(left, top, card.width, card.height), plain))

    if column is not None:
        box, size = column
        beside = pygame.Rect((0, 0), size.size)
        beside.midtop = (box.centerx, box.top + margin)
        tried.append((beside, False))

    def rank(k: int) -> tuple[int, ...]:
        rect, plain = tried[k]
        overlaid, hidden, area_ = covered(rect)
        # the plain card as before where no other place hides fewer
        return (overlaid, hidden, not plain, area_ if plain else 0, rect.top if plain else 0, k)

    return tried[min(range(len(tried)), key=rank)][0]


def sight_boxes(table: NightTable) -> list[pygame.Rect]:
    """What the card must leave in sight before all: each token lying on a roof and each
    ninja (newcomer T, s20, 109: over the sky at 1280x720 it hid roof 1 and its tokens,
    where below the village it covered only the front houses' walls)."""
    view = table.view
    boxes = roof_token_boxes(view, table.state.roofs) + roof_number_boxes(view)
    for seat, stands in enumerate(table.state.positions):
        if stands is not None:
            boxes.append(view.ninja_body(view.ninja_spot(stands, seat)))
    return boxes


class RoundCard:
    """`announce(round, first)` when a round begins (animated tables); `blocks()` is
    asked by Stage.busy; `advance`, `hurry`, `clear` follow the stage's; `draw`."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.pending: tuple[int, int] | None = None
        """(the round, its first seat) announced and not yet shown."""
        self.showing: tuple[int, int] | None = None
        """(the round, its first seat) of the card on show."""
        self.age = 0.0
        self.waits = False
        """The card on show stays until a key or a click (no cover comes after it, or
        the cover of a person other than the laptop's holder: `waits_for_a_key`)."""

    def announce(self, round_: int, first: int) -> None:
        self.pending, self.showing = (round_, first), None

    def blocks(self) -> bool:
        """The card shows, or waits to (it begins at a frame's end, `advance`, once
        `due`): nothing of the new round goes on meanwhile, the computer's plan neither
        (it came first and the hold was gone). Not while a move waits for its End turn:
        the confirm is shown only on a table that is not busy."""
        if self.showing is not None:
            return True
        table = self.table
        return self.pending is not None and table.animate and not table.turn_end.waiting

    def due(self) -> bool:
        """A round announced, the table settled from the action that ended the last
        one, and the computer's move, if it played last, read (its hold asked from here
        too, where no cover is due: the table alone with a person, or a computer next)."""
        table = self.table
        if self.pending is None or not table.animate:
            return False
        stage = table.stage
        if stage.rope is not None or stage.effects or stage.saying():
            return False
        if table.turn_end.waiting:
            return False
        return not table.humans or bool(table.handoff_flow.read())  # (a demo: no hold)

    def advance(self, step: float) -> None:
        """`step` seconds on (scaled by the animation speed); a card due begins."""
        if self.showing is None:
            if self.due():
                self.showing, self.pending, self.age = self.pending, None, 0.0
                self.waits = self.waits_for_a_key()
            return
        self.age += step
        if self.waits:
            self.age = min(self.age, HOLD_AT)
        elif self.age >= CARD_SECONDS:
            self.showing = None

    def waits_for_a_key(self) -> bool:
        """A person looks at the laptop, and what comes after the card is not her own
        cover: no cover (the one who kept it plans first, one person against the
        computer), or the cover that passes the laptop to another person (only a key
        brings it, never the card's time: its key is not hers)."""
        table = self.table
        people = [s for s in table.humans if not table.phone_seat(s)]
        if not people:
            return False  # a demo, or every person on a phone
        seat = table.state.current_player
        if seat not in people or not needs_handoff(table.session, table.shown_seat):
            return True  # a computer plans first, or no cover at all (one person)
        # her own cover, a phone's person beside her: the card goes by itself
        return bool(table.handoff_flow.passes_laptop(seat))

    def take(self, event: pygame.event.Event) -> bool:
        """Space, Enter or a left click (not on a top-bar button) while the card waits:
        it goes (True), and the next cover comes with no other key (the hold on the
        computer's move, if it ended the round, is read: handoff_flow.awaiting)."""
        if self.showing is None or not self.waits:
            return False
        keyed = event.type == pygame.KEYDOWN and event.key in SKIP_KEYS
        clicked = event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1
        pos = getattr(event, "pos", (-1, -1))
        if clicked and any(b.rect.collidepoint(pos) for b in self.table.buttons.values()):
            return False  # Menu, Undo, Hint answer as ever
        if (keyed or clicked) and self.age < COME_IN:  # meant for the hold just gone:
            return True  # not the card's (newcomer I, s16, 136: 'Round 6 of 6' unseen)
        if keyed or clicked:
            self.showing = None
            self.table.handoff_flow.end_hold()  # the computer's move before it read too
            return True
        return False

    def hurry(self) -> None:
        """Space: the card goes."""
        self.showing = None

    def clear(self) -> None:
        """An undo: nothing of a round taken back is shown."""
        self.pending = self.showing = None

    def moon_round(self, now: int) -> int:
        """The round the moons show: the one before while the new one's card waits."""
        if self.pending is not None and self.pending[0] > 1:
            return min(now, self.pending[0] - 1)
        return now

    def words(self) -> tuple[str, str]:
        """The card's title and its line: who plays first, and what this round brings."""
        assert self.showing is not None
        round_, first = self.showing
        tr = self.table.app.tr
        title = tr("night.round_card.title", round=round_, rounds=data.ROUNDS)
        line = tr("night.round_card.first", name=self.table.seat_name(first))
        if round_ == data.YELLOW_FROM_ROUND:
            line = f"{line} {tr('night.round_card.yellow')}"
        elif round_ == data.ROUNDS:
            line = f"{line} {tr('night.round_card.last')}"
        if self.waits:
            taker = self.taker()
            go_on = (
                tr("night.round_card.go_on")
                if taker is None
                else tr("night.round_card.go_on_pass", name=self.table.seat_name(taker))
            )
            line = f"{line}\n{go_on}"  # a line of its own
        return str(title), str(line)

    def taker(self) -> int | None:
        """The person at the laptop who plans first this round, when another person
        played after her last move (the laptop is with that one): the card says to
        pass it to her. It said only who plays first, and Bruno pressed Enter on it and
        saw Ines's planner (newcomer E, s15, 054-1 -> 055). None otherwise."""
        table = self.table
        state = table.state
        people = [s for s in table.humans if not table.phone_seat(s)]
        if len(people) < 2 or state.phase != "plan":
            return None
        order = [state.seat_at(k) for k in range(state.index, state.players)]
        seat = next((s for s in order if s in people), None)
        if seat is None or seat == table.holder:  # hers since her cover: she holds it
            return None
        if not laptop_kept.others_played_since(table, seat):
            return None
        return seat

    def draw(self, canvas: pygame.Surface, layout: Layout) -> pygame.Rect | None:
        """The card over the sky above the village (or below it: `clear_top`), fading
        in and out."""
        if self.showing is None:
            return None
        px = layout.px
        title, line = self.words()
        area = layout.map
        head = theme.text(title, theme.FONT_BANNER, theme.GOLD, kind="display")
        shapes = []  # the card's words wrapped as wide as the map, then narrower
        for share in (1.0, 0.62, 0.46):
            width = round((area.width - px(40)) * share)
            rows = [
                theme.text(row, theme.FONT_BODY, theme.MOONLIGHT)
                for part in line.split("\n")
                for row in self.table.text_fit.wrap(part, theme.FONT_BODY, width - px(48))
            ]
            height = head.get_height() + sum(r.get_height() for r in rows) + px(36)
            inner = max([head.get_width(), *(r.get_width() for r in rows)]) + px(64)
            shapes.append((pygame.Rect(0, 0, min(width, inner), height), rows))
        box = layout.area  # the log's, beside the map: where nothing of the village hides
        fits = [r for r, _ in shapes if r.width <= box.width and r.height <= box.height]
        column = (box, fits[0]) if fits else None
        rect = clear_spot(self.table, area, [r for r, _ in shapes], px(8), column)
        rows = next(rows for r, rows in shapes if r.size == rect.size)
        share = self.age / CARD_SECONDS
        alpha = min(1.0, share / FADE, (1.0 - share) / FADE)
        card = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(card, (*theme.MIDNIGHT, 235), card.get_rect(), border_radius=px(16))
        pygame.draw.rect(card, theme.GOLD, card.get_rect(), max(2, px(3)), border_radius=px(16))
        top = px(14)
        card.blit(head, head.get_rect(midtop=(rect.width // 2, top)))
        top += head.get_height() + px(6)
        for row in rows:
            card.blit(row, row.get_rect(midtop=(rect.width // 2, top)))
            top += row.get_height()
        card.set_alpha(round(255 * max(0.0, alpha)))
        canvas.blit(card, rect)
        return rect
