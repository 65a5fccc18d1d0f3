"""Grand Master's pawns are placed in the open at a hot-seat table: a placement is public
(everyone sees the pawns land), so the person to place gets no cover for it. The table
opens on their placement at once with nobody's hand, Court cards or peeked Decoys shown
(`shown_seat` stays None) and the prompt names them, 'Helene: place pawns (4 left)...'
(newcomer L, s11, nc-L/157s -> 159s -> 163 -> 171s: Helene, cover, Lucie one pawn,
cover, Helene again: a 'pass the laptop' for every 5-second public choice). Ninja Night
does the same for its placements (scenes/night/skip_handoff.py, place_in_the_open).

The table opens on the placement once: the hand-off's check, asked each frame while
nobody's hand is shown, finds it open and leaves it be. It refreshed the table each
frame, which set every place's count back to one: clicks, Left/Right and the keys did
nothing in the open (newcomer U, s13, nc-U/193-197, 203-204; Q, s12, 098, 119-120).

H while placing in the open raises no cover and shows no hand (newcomer U, s13, 198:
H raised Léa's cover while Marc placed; Q, s12, 092b): the hint is searched on the
position as the whole table knows it (public_view), so it tells nothing of the placer's
own hand, Decoys, Temple or Court cards to whoever looks on.

Who places is unmistakable (newcomer U, s13, nc-U/187-189: the table stood on Léa's
seat, her '3 won this round, to place' big, while Marc placed, named only in a prompt
that a hovered place replaced): the placer's seat is drawn at the bottom (its reserve and
pawns to place in its own panel) and a banner in its panel's header names them, 'Marc places
pawns: 4 to place', in their colour, whatever the pointer is on (draw_banner).

A cover still comes wherever something of that seat's own would show:
- a Court card drawn for a pawn on the Imperial Court: a cover, 'Léa: your Imperial
  Court card' (not 'Pass the laptop to Léa': she placed it), then the card alone
  (covers.py, COURT_REVEAL);
- every other phase (a Missions peek, the next round's turns): the usual cover; but a
  peek in the last round after the person's last pawn is made for them, with no cover
  and nothing shown (last_peek.py)."""

from __future__ import annotations

import random
from typing import Any

import pygame

from ninjas.core.rng import shuffle

from .. import shapes, theme
from ..handoff import hand_over
from ..registry import person_name
from . import cards as art
from . import last_peek
from .covers import COURT_REVEAL


def place_in_the_open(table: Any) -> bool:
    """The person to move places pawns: the table opens on it with nothing private shown
    (True); else nothing is done (False)."""
    state = table.state
    seat = state.current_player
    if state.is_terminal or seat not in table.humans or table.phone_seat(seat):
        return False
    if state.phase == "peek":  # the last round's peek, none to choose: made, no cover
        return last_peek.make_in_the_open(table)
    if state.phase != "pawns":
        return False
    if placing_open(table):
        return True  # open already: a refresh would set the counts chosen back to one
    table.open_seat = seat
    table.shown_seat = None  # nobody's hand, Court cards nor Decoys show meanwhile
    table.holder = None  # everyone looked on: the next private turn gets its cover
    table._refresh()
    return True


def placing_open(table: Any) -> bool:
    """A person places pawns in the open now (their choices taken, nothing of theirs
    shown)."""
    state = table.state
    return (
        table.open_seat is not None
        and table.shown_seat is None
        and not state.is_terminal
        and state.phase == "pawns"
        and state.current_player == table.open_seat
    )


def court_drawn(table: Any, seat: int, card: str) -> None:
    """A pawn placed in the open on the Imperial Court drew `card` for `seat`: the table
    is covered until its person says it is them, then the card is shown to them alone."""
    table.open_seat = None

    def show() -> None:
        table.shown_seat = table.holder = seat
        table.reveal = (seat, COURT_REVEAL, card)
        table._refresh()

    # she placed the pawn herself: her own Court card, not a pass of the laptop, though
    # the others, who watched the placing, still look away (newcomer F, s15, 249)
    name = person_name(table.session, seat) or table.seat_name(seat)
    hand_over(
        table,
        seat,
        table.seat_colour(seat),
        instead=show,
        message_key="shinobi.handoff.court",
        lead=lambda: str(table.app.tr("shinobi.handoff.court_lead", name=name)),
        ready_key="handoff.ready.shinobi.court",
    )


def hint_in_the_open(table: Any) -> None:
    """H while placing in the open: the hint searched on what the whole table knows
    (public_view), with no cover and nobody's hand shown."""
    if not table.may_hint or table.hint is not None:
        return
    seed = table._seed(table.hint_salt)
    view = public_view(table.state, random.Random(f"{seed}:in the open"))
    table.hint_job.request(view, seed, table.version)


def public_view(state: Any, rng: random.Random) -> Any:
    """The position as anyone at the table may know it, for the seat to move: the
    others' secrets dealt again from its view, then its own hand, its peeked Decoys, its
    Temple cards and its Court cards among what it has not seen (nothing else moves)."""
    seat = state.current_player
    twin = state.determinize(seat, rng)
    cut = len(twin.deck) - twin.deck_known[seat]
    pool = list(twin.hands[seat]) + twin.deck[:cut]
    shuffle(pool, rng)
    size = len(twin.hands[seat])
    twin.hands = list(twin.hands)
    twin.hands[seat] = sorted(pool[:size])
    twin.deck = pool[size:] + twin.deck[cut:]
    twin.known = [list(row) for row in twin.known]
    for row in twin.known:
        row[seat] = set()  # nobody knows a card of the hand dealt again
    twin.known_decoys = list(twin.known_decoys)
    twin.known_decoys[seat] = {}
    twin.temple_known = list(twin.temple_known)
    twin.temple_known[seat] = set()
    court = list(twin.court_deck) + twin.court_cards[seat] + twin.court_new[seat]
    shuffle(court, rng)
    had, new = len(twin.court_cards[seat]), len(twin.court_new[seat])
    twin.court_cards, twin.court_new = list(twin.court_cards), list(twin.court_new)
    twin.court_cards[seat], twin.court_new[seat] = court[:had], court[had : had + new]
    twin.court_deck = court[had + new :]
    return twin


def banner_words(table: Any) -> str:
    """'Marc places pawns: 4 to place' while Marc places in the open, else ''."""
    if not placing_open(table):
        return ""
    seat = table.state.current_player
    left = table.state.to_place[seat]
    return str(table.app.tr.plural("shinobi.open.banner", left, name=table.seat_name(seat)))


def draw_banner(table: Any, canvas: pygame.Surface) -> pygame.Rect | None:
    """The placer named in their own panel's header (at the bottom, by the board),
    right of their score and left of their corruption ('−11' and its token, drawn
    before it): their mark and the
    banner's words in their colour on a gold-edged plate."""
    words = banner_words(table)
    if not words:
        return None
    px = theme.px
    own = table.layout.own
    seat = table.state.current_player
    colour = art.SEAT_COLOURS[seat]
    line = theme.font(theme.FONT_BODY).get_linesize()
    mark = px(9)
    room = own.width // 2 - 2 * mark - px(32)
    text = art.fitting_text(words, room, theme.FONT_BODY, colour, kind="body")
    plate = pygame.Rect(0, 0, text.get_width() + 2 * mark + px(32), line + px(6))
    spots = [spot for spot, s in table.board.tokens + table.board.points if s == seat]
    right = min((spot.left for spot in spots), default=own.right - px(48)) - px(10)
    plate.midright = (right, own.top + px(6) + line // 2)  # left of their corruption
    pygame.draw.rect(canvas, theme.MIDNIGHT, plate, border_radius=plate.height // 2)
    pygame.draw.rect(canvas, theme.GOLD, plate, px(2), border_radius=plate.height // 2)
    centre = (plate.left + px(12) + mark, plate.centery)
    shapes.seat_mark(canvas, seat, centre, mark, colour, theme.MOONLIGHT)
    canvas.blit(text, text.get_rect(midleft=(centre[0] + mark + px(8), plate.centery)))
    return plate
