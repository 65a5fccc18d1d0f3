"""A seat's title on its score card, on one line when it fits, else on two: who, in
the title's size ("Élodie", "Sora"), then the rest smaller under it ("Akane",
"Computer (Hard)"). With four cards side by side the one line was cut: "élodie
(Ak…" at 1920x1080, "Sora — Comput…" (issue 33)."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.core.breakdown import Line

from . import theme
from .registry import person_name, seat_name, seat_played
from .widgets import shortened

TITLE_SIZE = theme.FONT_BUTTON
SUB_SIZE = theme.FONT_SMALL
"""The second line's size (its capitals 11 px tall at least at 1280x720): with the
first, its lines stand in a card's head, the medal's height."""
TITLE_MARGIN = 30
"""How far a title keeps from its card's right edge (design px): at the lines' 18 the
longest, "Midori — Ordinateur (Difficile)", ran to the border (issue 33, newcomer K,
res1.png); a title that needs more wraps."""
TAG_SIZE = theme.FONT_BODY


def winner_tag(app: Any) -> pygame.Surface:
    """The Winner tag: the word in capitals, dark on a gold pill, standing on the
    card's top border. In small letters in the condensed face, beside the title, it
    stood 9 px tall at 1280x720 ("Vainqueur", issue 33, newcomer K, z1.png) and took
    the title's room; its capitals stand 15 px."""
    px = theme.px
    words = theme.text(str(app.tr("results.winner")).upper(), TAG_SIZE, theme.MIDNIGHT, "display")
    ink = words.get_bounding_rect()  # the capitals, centred: the face's line is not
    pill = pygame.Surface((ink.width + 2 * px(9), ink.height + 2 * px(5)), pygame.SRCALPHA)
    pygame.draw.rect(pill, theme.GOLD, pill.get_rect(), border_radius=pill.get_height() // 2)
    pill.blit(words, (px(9) - ink.x, px(5) - ink.y))
    return pill


def place_words(app: Any, breakdown: Any, seat: int) -> str | None:
    """`seat`'s place as its results rank it, "1st", "2e", "2nd, tied" (None: a game
    that ranks no places, or not over): Breakdown.places, its tie-breaks applied
    (newcomer P, s19, Night: who came second of four?)."""
    places = getattr(breakdown, "places", None)
    if places is None or not 0 <= seat < len(places):
        return None
    place = places[seat] + 1
    key = f"review.ordinal.{place}"
    words = str(app.tr(key) if app.tr.has(key) else app.tr("review.ordinal.n", n=place))
    if places.count(places[seat]) > 1:  # level even after the tie-breaks
        words = str(app.tr("results.place.shared", place=words))
    return words


def place_tag(app: Any, words: str, first: bool) -> pygame.Surface:
    """A seat's place on a pill, standing on its card's top border left of the title
    (the Winner tag stands on the right): dark on gold for the first, else light on the
    night's blue, its capitals the Winner tag's height."""
    px = theme.px
    ink = theme.MIDNIGHT if first else theme.MOONLIGHT
    size = theme.font(TAG_SIZE).size(words)
    pill = pygame.Surface((size[0] + 2 * px(10), size[1] + px(2)), pygame.SRCALPHA)
    radius = pill.get_height() // 2
    pygame.draw.rect(pill, theme.GOLD if first else theme.MIDNIGHT, pill.get_rect(), 0, radius)
    if not first:
        pygame.draw.rect(pill, theme.GOLD_DARK, pill.get_rect(), max(1, px(2)), radius)
    theme.blit_text(pill, words, TAG_SIZE, ink, center=pill.get_rect().center)
    return pill


def title_parts(app: Any, session: Any, game: str, seat: int) -> tuple[str, str]:
    """Who sits at `seat` (the person's name, else the seat's) and the rest of its
    title (the seat of a named person, a computer's level; "" when there is none)."""
    seat_words = seat_name(app, game, seat)
    seats = getattr(session, "seats", None) or []
    if not 0 <= seat < len(seats):
        return seat_words, ""
    if seats[seat].is_ai:
        level_key = f"setup.level.{seats[seat].level}"
        level = app.tr(level_key) if app.tr.has(level_key) else str(seats[seat].level)
        return seat_words, str(app.tr("results.seat.computer_level", level=level))
    person = person_name(session, seat)
    if not person and sum(not at.is_ai for at in seats) == 1:  # "Monkey — you" split
        return seat_words, str(app.tr("results.seat.you_under"))
    return (person, seat_played(app, game, seat)) if person else (seat_words, "")


def title_lines(
    app: Any, session: Any, game: str, seat: int, whole: str, room: int, under: int
) -> list[tuple[str, int]]:
    """The title's lines and their sizes: `whole` (its one-line form) when it fits in
    `room` px, else who in `room` and the rest under it in `under` px, each cut with
    "…" only if it must."""
    if theme.font(TITLE_SIZE).size(whole)[0] <= room:
        return [(whole, TITLE_SIZE)]
    who, rest = title_parts(app, session, game, seat)
    if not rest:
        return [(shortened(whole, TITLE_SIZE, room), TITLE_SIZE)]
    return [
        (shortened(who, TITLE_SIZE, room), TITLE_SIZE),
        (shortened(rest, SUB_SIZE, under), SUB_SIZE),
    ]


RIBBON_LOOKS: dict[str, tuple[theme.Colour, theme.Colour, theme.Colour, theme.Colour]] = {
    "victory": (theme.GOLD_DARK, theme.GOLD, theme.MOONLIGHT, theme.MIDNIGHT),
    "defeat": (theme.MIDNIGHT, theme.PANEL_LIGHT, theme.TEXT_FAINT, theme.MOONLIGHT),
    "named": (theme.VERMILION_DARK, theme.VERMILION, theme.GOLD, theme.MOONLIGHT),
}
"""The headline ribbon's edge, fill, trim and ink: a person's victory in gold with dark
letters, a defeat in the night's slate, a winner named among several people (or a
draw) in the house vermilion. Victory and Defeat shared the red ribbon, and only the
word told them apart (newcomer N, s12: 028.png against t11z.png)."""


def ribbon_look(
    won: bool | None, named: theme.Colour | None = None
) -> tuple[theme.Colour, theme.Colour, theme.Colour, theme.Colour]:
    """The ribbon's colours for a lone person's victory (True) or defeat (False), or a
    result told by the winner's name (None): in the `named` winner's colour if given."""
    if won is None and named is not None:
        return winner_ribbon(named)
    return RIBBON_LOOKS["named" if won is None else "victory" if won else "defeat"]


def winner_ribbon(
    colour: theme.Colour,
) -> tuple[theme.Colour, theme.Colour, theme.Colour, theme.Colour]:
    """The ribbon of a winner named among several people, in the winner's own colour
    (newcomer B, s14, 130: 'Kiku wins!' on the house vermilion, Kiku the yellow seat):
    its edge darker, a gold trim, and the ink, dark or light, that stands out most."""
    edge = tuple(round(c * 0.6) for c in colour)

    def light(c: theme.Colour) -> float:
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]

    ink = theme.MIDNIGHT if light(colour) > 140 else theme.MOONLIGHT
    return edge, colour, theme.GOLD, ink  # type: ignore[return-value]


def said_ending(tr: Any, session: Any, line: Line, winner: int | None, tie_above: bool) -> Line:
    """The results' ending `line`, the tie-break said once: where the line under the
    winner names it in the game's own words ('Level with Midori on points: Léa wins with
    the least corruption': a person won, `tie_above`), the ending says how the game was
    scored instead ({game}.ending.{mode}), not the tie again (newcomer B, s14, 090)."""
    game = session.game
    if winner is None or not tie_above or not tr.has(f"{game}.results.tie_won"):
        return line
    seat = session.seats[winner] if winner < len(session.seats) else None
    instead = f"{game}.ending.{getattr(session.state, 'mode', '')}"
    if seat is None or seat.is_ai or not tr.has(instead):
        return line
    return Line(instead)
