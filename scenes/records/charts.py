"""The Records screen's pictures: the tiles of big figures, the bars of each game's
results, the head-to-head tables and Night's line of throw errors over time.

Each draws one person's figures (ninjas.core.records_stats.PersonRecords) into a
rectangle of the screen, at the current scale; no text is smaller than TEXT (capitals
11.6 px tall at 1280x720, read from the sofa)."""

from __future__ import annotations

import datetime
from collections.abc import Sequence

import pygame

from ninjas.core.i18n import Translator
from ninjas.core.records_stats import LEVELS, NightPoint, PersonRecords, Tally
from ninjas.games import ALL_GAMES

from .. import theme
from ..night.throw_record import error_cm
from ..registry import SEAT_KEYS
from ..widgets import draw_panel, shortened, wrap_text

TEXT = 22
"""The smallest text drawn (Lato at 16 px at 1280x720: capitals 11.6 px)."""
HEADING = 26
FIGURE = 44
BOX_HEADER = 38
ROW = 31
"""A table's row, in design px."""
NOTE = TEXT
"""A computer row's words under it, dim."""
TREND_GAMES = 3
"""Night's trend compares the mean of the first and the last games this many each."""
CURVE_GAMES = 3
"""Night's throw curve is drawn from this many games; with fewer, the box invites to
play on (newcomer E, s15, 194: one dot on an empty chart read as odd)."""

WON = theme.GOLD
DRAWN = theme.TEXT_DIM
LOST = theme.VERMILION
GIVEN_UP = theme.DISABLED
ZERO = theme.TEXT_DIM
"""A big figure at zero: plain, never the red of losses (newcomer B, s14, 140: '0 Lost'
in red looked like an alarm)."""
OUTCOMES = (("won", WON), ("drawn", DRAWN), ("lost", LOST), ("given_up", GIVEN_UP))
LOST_TRACK = tuple(round(0.35 * r + 0.65 * m) for r, m in zip(LOST, theme.MIDNIGHT, strict=True))
"""A loss's share of a bar: a dark red, so a game lost is seen recorded (an empty
track read as 'nothing recorded': newcomer B, s23, 113-records) and never read as
a win (a full bright red bar did: B, s22, 31records)."""


def card(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """The light ground of a box and of a big figure."""
    draw_panel(
        canvas,
        rect,
        fill=theme.PANEL_LIGHT,
        border=theme.BORDER,
        alpha=150,
        radius=10,
        shadow=False,
    )


def box(canvas: pygame.Surface, rect: pygame.Rect, title: str) -> pygame.Rect:
    """A box with its title; the room left under the title."""
    card(canvas, rect)
    px = theme.px
    theme.blit_text(
        canvas,
        shortened(title, HEADING, rect.width - px(28)),
        HEADING,
        theme.GOLD,
        topleft=(rect.left + px(14), rect.top + px(8)),
    )
    return pygame.Rect(
        rect.left + px(14),
        rect.top + px(BOX_HEADER),
        rect.width - px(28),
        rect.height - px(BOX_HEADER + 8),
    )


# ----------------------------------------------------------------------- tiles
def tiles(canvas: pygame.Surface, rect: pygame.Rect, tr: Translator, person: PersonRecords) -> None:
    """The big figures in a row: played, won, lost, drawn, given up, best streak."""
    t = person.overall
    figures = [
        ("records.played", t.played, theme.MOONLIGHT),
        ("records.won", t.won, WON),
        ("records.lost", t.lost, LOST),
        ("records.drawn", t.drawn, DRAWN),
        ("records.given_up", t.given_up, theme.TEXT_DIM),
        ("records.streak", person.longest_streak, theme.GOLD),
    ]
    width = rect.width // len(figures)
    gap = theme.px(8)
    for index, (key, value, colour) in enumerate(figures):
        cell = pygame.Rect(rect.left + index * width, rect.top, width - gap, rect.height)
        card(canvas, cell)
        number = theme.blit_text(
            canvas,
            str(value),
            FIGURE,
            colour if value else ZERO,  # a zero is no alarm (newcomer B, s14, 140)
            "display",
            midtop=(cell.centerx, cell.top + theme.px(4)),
        )
        theme.blit_text(
            canvas,
            shortened(tr(key), TEXT, cell.width - theme.px(12)),
            TEXT,
            theme.TEXT_DIM,
            midtop=(cell.centerx, number.bottom - theme.px(2)),
        )


# ----------------------------------------------------------------------- per game
def stacked_bar(canvas: pygame.Surface, rect: pygame.Rect, tally: Tally, scale: int) -> None:
    """One bar, its length `tally.played` of `scale` games: the wins filled in gold, the
    draws and the games given up in their dim colours, the losses in a dark red
    (LOST_TRACK; its outline shows the whole). A 'lost 1 of 1' drawn as a full red bar read
    as a win under 'Wins per game' (newcomer B, s22, FR 1280x720, 31records)."""
    radius = theme.px(4)
    pygame.draw.rect(canvas, theme.MIDNIGHT, rect, border_radius=radius)
    x = rect.left
    counts = {
        "won": tally.won,
        "drawn": tally.drawn,
        "lost": tally.lost,
        "given_up": tally.given_up,
    }
    for outcome, colour in OUTCOMES:
        width = round(rect.width * counts[outcome] / max(1, scale))
        if width:
            shade = LOST_TRACK if outcome == "lost" else colour
            pygame.draw.rect(canvas, shade, (x, rect.top, width, rect.height))
        x += width
    whole = round(rect.width * tally.played / max(1, scale))
    if whole:
        track = pygame.Rect(rect.left, rect.top, whole, rect.height)
        pygame.draw.rect(canvas, theme.TEXT_DIM, track, max(1, theme.px(1)), border_radius=radius)


def legend(canvas: pygame.Surface, left: int, bottom: int, tr: Translator, right: int) -> None:
    """The outcomes' colours named, in one line (shortened to fit)."""
    px = theme.px
    x = left
    for outcome, colour in OUTCOMES:
        label = tr(f"records.{outcome}")
        size = theme.font(TEXT).size(label)
        if x + px(20) + size[0] > right:
            break
        drawn = theme.blit_text(
            canvas, label, TEXT, theme.TEXT_DIM, bottomleft=(x + px(20), bottom)
        )
        square = pygame.Rect(0, 0, px(14), px(14))
        square.midleft = (x, drawn.centery + px(1))
        if outcome == "lost":  # a loss is the bar's dark red (stacked_bar)
            pygame.draw.rect(canvas, LOST_TRACK, square, border_radius=px(3))
            pygame.draw.rect(canvas, theme.TEXT_DIM, square, max(1, px(1)), border_radius=px(3))
        else:
            pygame.draw.rect(canvas, colour, square, border_radius=px(3))
        x = drawn.right + px(16)


def games_chart(
    canvas: pygame.Surface, rect: pygame.Rect, tr: Translator, person: PersonRecords
) -> None:
    """Wins per game: a bar per game of the collection, its won share first, "5 of 9"
    beside it; a game not played yet says so in the bar's place (with only the games
    played, two bars stood at the top of an empty box: 'lots of empty space', issue 33,
    newcomer H)."""
    room = box(canvas, rect, tr("records.per_game"))
    px = theme.px
    if not any(tally.played for tally in person.games.values()):
        theme.blit_text(canvas, tr("records.none"), TEXT, theme.TEXT_DIM, topleft=room.topleft)
        return
    games = [(game, person.games.get(game, Tally())) for game in ALL_GAMES]
    games += sorted((g, t) for g, t in person.games.items() if g not in ALL_GAMES and t.played)
    label_width = max(theme.font(TEXT).size(tr(f"game.{game}.name"))[0] for game, _ in games)
    label_width = min(label_width, room.width // 3)
    counts = [tr("records.of", won=t.won, played=t.played) if t.played else "" for _, t in games]
    count_width = max(theme.font(TEXT).size(text)[0] for text in counts)
    row = min(px(46), (room.height - px(30)) // len(games))
    for index, ((game, tally), count) in enumerate(zip(games, counts, strict=True)):
        middle = room.top + index * row + row // 2
        played = tally.played > 0
        theme.blit_text(
            canvas,
            shortened(tr(f"game.{game}.name"), TEXT, label_width),
            TEXT,
            theme.MOONLIGHT if played else theme.TEXT_DIM,
            midleft=(room.left, middle),
        )
        bar_left = room.left + label_width + px(12)
        if not played:
            theme.blit_text(
                canvas, tr("records.not_played"), TEXT, theme.TEXT_DIM, midleft=(bar_left, middle)
            )
            continue
        bar = pygame.Rect(
            bar_left, middle - px(10), room.right - count_width - px(12) - bar_left, px(20)
        )
        # each bar the whole of its game's games, split by outcome: scaled to the most
        # played game's, 'lost 1 of 1' stood half red beside 'lost 2 of 2' all red and
        # read as half lost (newcomer W, s21, FR 1920x1080, 152_fr_records)
        stacked_bar(canvas, bar, tally, tally.played)
        theme.blit_text(canvas, count, TEXT, theme.MOONLIGHT, midright=(room.right, middle))
    legend(canvas, room.left, room.bottom, tr, room.right)


# ----------------------------------------------------------------------- tables
BAR_LEAST = 30
"""The narrowest a table's bar of wins gets where its names need the room."""


def table(
    canvas: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    tr: Translator,
    rows: Sequence[tuple[str, Tally]],
    empty: str,
    heads: tuple[str, str, str] = ("records.won", "records.lost", "records.drawn"),
    notes: Sequence[str] = (),
) -> None:
    """Rows of name, won, lost, drawn, and a bar of the won share; `heads` name the
    columns (the computers' table counts computers beaten, not games won); `notes`, one
    a row, are said dim under each row's name (how many computers in how many games)."""
    room = box(canvas, rect, title)
    px = theme.px
    if not rows:  # wrapped: it says how the table fills (newcomer E, s15, 194)
        y = room.top
        for line in wrap_text(empty, TEXT, room.width):
            y = theme.blit_text(canvas, line, TEXT, theme.TEXT_DIM, topleft=(room.left, y)).bottom
        return
    # each column as wide as its own head (a wide French head, 'Vainqueurs', took the
    # room of all three from the names: 'Diffic…')
    widths = [max(px(64), theme.font(TEXT).size(tr(k))[0] + px(10)) for k in heads]
    # the bar gives way (down to BAR_LEAST) before a name is cut: 'Clan bleu (Difficile)'
    widest = max(theme.font(TEXT).size(name)[0] for name, _ in rows) + px(8)
    bar_width = max(px(BAR_LEAST), min(px(70), room.width - sum(widths) - px(12) - widest))
    name_width = room.width - sum(widths) - bar_width - px(12)
    columns = [room.left + name_width + sum(widths[:i]) + widths[i] // 2 for i in range(3)]
    top = room.top
    for key, x, colour in zip(heads, columns, (WON, LOST, DRAWN), strict=True):
        theme.blit_text(canvas, tr(key), TEXT, colour, midtop=(x, top))
    note_h = theme.font(NOTE).get_linesize() if notes else 0
    row_h = px(ROW) + note_h
    fits = max(1, (room.bottom - top - px(ROW)) // row_h)
    shown = list(rows[:fits])
    if len(rows) > fits:  # the last row says how many more
        shown = list(rows[: fits - 1])
    for index, (name, tally) in enumerate(shown):
        middle = top + px(ROW) + row_h * index + px(ROW) // 2
        theme.blit_text(
            canvas,
            shortened(name, TEXT, name_width - px(8)),
            TEXT,
            theme.MOONLIGHT,
            midleft=(room.left, middle),
        )
        for value, x in zip((tally.won, tally.lost, tally.drawn), columns, strict=True):
            theme.blit_text(canvas, str(value), TEXT, theme.MOONLIGHT, center=(x, middle))
        bar = pygame.Rect(room.right - bar_width, middle - px(8), bar_width, px(16))
        share = Tally(tally.finished, tally.won, tally.lost, tally.drawn)
        stacked_bar(canvas, bar, share, max(1, tally.finished))
        if index < len(notes):
            note = shortened(notes[index], NOTE, room.width)
            theme.blit_text(
                canvas, note, NOTE, theme.TEXT_DIM, topleft=(room.left, middle + px(ROW) // 2)
            )
    if len(rows) > len(shown):
        middle = top + px(ROW) + row_h * len(shown) + px(ROW) // 2
        more = tr.plural("records.more", len(rows) - len(shown))
        theme.blit_text(canvas, more, TEXT, theme.TEXT_DIM, midleft=(room.left, middle))


def rivals(person: PersonRecords) -> list[tuple[str, Tally]]:
    """The people met, the most often met first."""
    return sorted(person.versus.items(), key=lambda item: (-item[1].played, item[0].casefold()))


COMPUTER_HEADS = ("records.computers.beaten", "records.computers.lost_to", "records.computers.even")
"""The computers' columns: each computer of a game counts once (issue 33: 'Won 2' against
Hard after one game against two hard computers, beside 'Played 1', read as a miscount;
'Beaten 2' is what happened)."""


def _levels(person: PersonRecords) -> list[str]:
    """The computer levels met, easy to hard (others an arena seated after them)."""
    order = [level for level in LEVELS if level in person.levels]
    return order + sorted(level for level in person.levels if level not in LEVELS)


def computer_names(tr: Translator, person: PersonRecords, level: str) -> list[str]:
    """The names of the computers of `level` met, as their seats are called at the table
    ('Midori', 'Green ninja'), each once, in the games' and seats' order."""
    names: list[str] = []
    for game, seat in sorted(person.level_faced.get(level, ())):
        keys = SEAT_KEYS.get(game, ())
        name = tr(keys[seat]) if 0 <= seat < len(keys) else tr("seat.generic", number=seat + 1)
        if name not in names:
            names.append(name)
    return names


def computers(tr: Translator, person: PersonRecords) -> list[tuple[str, Tally]]:
    """The computer levels met, easy to hard (others an arena seated after them)."""
    return [(tr(f"setup.level.{level}"), person.levels[level]) for level in _levels(person)]


def computer_notes(tr: Translator, person: PersonRecords, width: int | None = None) -> list[str]:
    """Under each level's row, its computers by name and its games: 'Midori, in 1 game'
    (newcomer F, s15, m364: 'Midori appears only as Difficile'); 'Sora and Midori, in 1
    game' said why 'Beaten 2' after one game (issue 33, newcomer H); the same computer
    met again is named once (newcomer U, s9). Where the names do not fit `width` px,
    their count: '5 computers faced, in 3 games'."""
    notes = []
    for level in _levels(person):
        games = tr.plural("records.computers.games", person.level_games.get(level, 0))
        names = computer_names(tr, person, level)
        named = ""
        if names:
            said = (
                names[0]
                if len(names) == 1
                else tr("records.computers.and", first=", ".join(names[:-1]), last=names[-1])
            )
            named = tr("records.computers.named", names=said, games=games)
        if named and (width is None or theme.font(NOTE).size(named)[0] <= width):
            notes.append(named)
            continue
        faced = tr.plural("records.computers.faced", len(person.level_faced.get(level, ())))
        notes.append(tr("records.computers.note", faced=faced, games=games))
    return notes


# ----------------------------------------------------------------------- Night
def night_chart(
    canvas: pygame.Surface,
    rect: pygame.Rect,
    tr: Translator,
    points: Sequence[NightPoint],
    reading: tuple[int, int] | None = None,
) -> None:
    """Night's mean throw error per game, oldest on the left: a line going down is an
    eye getting better. The first and last games' means are said under it, or how far
    the reading of the records has got (`reading`: records read, records to read)."""
    room = box(canvas, rect, tr("records.night"))
    px = theme.px
    progress = None
    if reading is not None:
        progress = tr("records.night.reading", read=reading[0], count=reading[1])
    if not points:
        theme.blit_text(
            canvas,
            progress or tr("records.night.none"),
            TEXT,
            theme.TEXT_DIM,
            topleft=room.topleft,
        )
        return
    errors = [point.error for point in points]
    if progress is None and len(points) < CURVE_GAMES:
        night_invite(canvas, room, tr, errors)
        return
    top_value = max(1.0, float(int(max(errors)) + 1))
    axis = [tr("records.cm", value=tr.decimal(v, 0)) for v in (top_value, 0.0)]
    axis_width = max(theme.font(TEXT).size(text)[0] for text in axis) + px(8)
    plot = pygame.Rect(
        room.left + axis_width,
        room.top + px(10),
        room.width - axis_width - px(6),
        room.height - px(76),
    )
    for value, text in zip((top_value, 0.0), axis, strict=True):
        y = plot.bottom - round(plot.height * value / top_value)
        pygame.draw.line(canvas, theme.BORDER, (plot.left, y), (plot.right, y), max(1, px(1)))
        theme.blit_text(canvas, text, TEXT, theme.TEXT_DIM, midright=(plot.left - px(6), y))
    step = plot.width / max(1, len(points) - 1)
    spots = [
        (
            round(plot.left + (step * i if len(points) > 1 else plot.width / 2)),
            plot.bottom - round(plot.height * error / top_value),
        )
        for i, error in enumerate(errors)
    ]
    if len(spots) > 1:
        pygame.draw.lines(canvas, theme.GOLD, False, spots, max(2, px(3)))
    for spot in spots:
        pygame.draw.circle(canvas, theme.GOLD, spot, max(3, px(5)))
        pygame.draw.circle(canvas, theme.MIDNIGHT, spot, max(1, px(2)))
    below = plot.bottom + px(6)
    first, last = day(tr, points[0].date), day(tr, points[-1].date)
    if len(spots) == 1 or first == last:
        theme.blit_text(canvas, first, TEXT, theme.TEXT_DIM, midtop=(spots[0][0], below))
    else:  # when: the line runs from the first game's day to the last's
        theme.blit_text(canvas, first, TEXT, theme.TEXT_DIM, topleft=(plot.left, below))
        theme.blit_text(canvas, last, TEXT, theme.TEXT_DIM, topright=(plot.right, below))
    theme.blit_text(
        canvas,
        shortened(progress or trend(tr, errors), TEXT, room.width),
        TEXT,
        theme.TEXT_DIM if progress else theme.MOONLIGHT,
        bottomleft=(room.left, room.bottom),
    )


def night_invite(
    canvas: pygame.Surface, room: pygame.Rect, tr: Translator, errors: Sequence[float]
) -> None:
    """Fewer games than a curve needs: what they gave so far, how many more games draw
    the curve and what it will show, over a row of the curve's games: one disc lit per
    game played, an empty ring per game to come, and '1 of 3 games played' under it.
    (A faint dotted curve sketched there read as a real one, newcomer B, s24 t22.)"""
    px = theme.px
    more = CURVE_GAMES - len(errors)
    lines = [
        (trend(tr, errors), theme.MOONLIGHT),
        (tr.plural("records.night.invite", more), theme.GOLD),
        (tr("records.night.invite.what"), theme.TEXT_DIM),
    ]
    y = room.top
    for words, colour in lines:
        for line in wrap_text(words, TEXT, room.width):
            label = theme.blit_text(canvas, line, TEXT, colour, topleft=(room.left, y))
            y = label.bottom + px(2)
        y += px(6)
    played = len(errors)
    caption = tr.plural("records.night.invite.slots", played, played=played, count=CURVE_GAMES)
    radius = px(12)
    if room.bottom - y < 2 * radius + px(4):
        return
    gap = radius * 3
    words = shortened(caption, TEXT, room.width - gap * CURVE_GAMES - px(8))
    width = gap * (CURVE_GAMES - 1) + 2 * radius + px(12) + theme.font(TEXT).size(words)[0]
    left = room.centerx - width // 2 + radius  # the discs and the words, one row, centred
    middle = y + px(2) + radius
    for i in range(CURVE_GAMES):
        spot = (left + gap * i, middle)
        if i < played:  # a game that counts already: lit
            pygame.draw.circle(canvas, theme.GOLD, spot, radius)
            colour = theme.MIDNIGHT
        else:  # one to come: an empty ring
            pygame.draw.circle(canvas, theme.BORDER, spot, radius, max(2, px(2)))
            colour = theme.TEXT_DIM
        theme.blit_text(canvas, str(i + 1), TEXT, colour, center=spot)
    after = (left + gap * (CURVE_GAMES - 1) + radius + px(12), middle)
    theme.blit_text(canvas, words, TEXT, theme.TEXT_DIM, midleft=after)


def day(tr: Translator, date: str, form: str = "records.date_format") -> str:
    """A record's date (UTC) as the day it was on here, as this language writes it (or
    as the format `form` says: the latest games give the time of day too)."""
    try:
        moment = datetime.datetime.fromisoformat(date).astimezone()
    except ValueError:
        return date[:10]
    return moment.strftime(tr(form))


def trend(tr: Translator, errors: Sequence[float]) -> str:
    """ "First games 3.1 cm, last games 2.0 cm: the eye is getting better"."""
    if len(errors) < 2:
        return tr("records.night.one", error=error_cm(tr, errors[0]))
    count = min(TREND_GAMES, len(errors) // 2)
    first = sum(errors[:count]) / count
    last = sum(errors[-count:]) / count
    verdict = "better" if last < first - 0.05 else "worse" if last > first + 0.05 else "steady"
    first_cm, last_cm = error_cm(tr, first), error_cm(tr, last)
    return tr(f"records.night.{verdict}", first=first_cm, last=last_cm)
