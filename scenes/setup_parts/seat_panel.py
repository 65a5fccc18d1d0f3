"""A seat's panel on the setup screen: its emblem in a medal, its name and what marks it
(the seat's widgets are drawn over it by the screen)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .. import theme
from ..registry import seat_badges, seat_emblem, seat_initial, seat_name, seat_played
from ..widgets import draw_panel, shortened
from .level_line import level_words


def nameless_title(app: Any, game: str, index: int) -> str:
    """The title of a person's seat with no name yet: what the seat is, 'Monkey' /
    'Singe', 'Red ninja', or where the seat's name is a computer's own ('Sora', newcomer
    Q, s12, 003.png: a person's card still titled 'Sora'), 'Player 2'. It was '(none)' /
    '(aucun)', read as a bug (newcomer W, s13, 007/101)."""
    name = seat_name(app, game, index)
    if seat_played(app, game, index) == name:
        return name
    return str(app.tr("seat.generic", number=index + 1))


class SeatPanels:
    """`SeatPanels(app, game)`: `draw(canvas, index, panel, resting)`; keeps each seat's
    emblem drawn at the sizes lately asked."""

    def __init__(self, app: Any, game: str, mode: Callable[[], str] = lambda: "") -> None:
        self.app = app
        self.game = game
        self.mode = mode
        """The game's mode chosen now (the setup's): Shinobi's pawns are Grand Master's."""
        self.emblems: dict[tuple[int, int], pygame.Surface | None] = {}
        self.joined = True
        """Each named seat's line under its title is 'seat · what marks it' (else what
        marks it alone, as under a seat's own name): one rule for every card (`fit`)."""
        self.badges: dict[int, str] = {}
        """Each card's badge letters, told apart from the others' (`fit`)."""
        self.letters_drawn: dict[int, str] = {}
        """Each card's badge as last drawn (tests)."""
        self.right_kept: set[int] = set()
        """The cards whose top right corner holds their 'x' (setup_parts/seat_leave.py):
        their title stops short of it."""

    def fit(self, cards: list[tuple[int, pygame.Rect, str | None, bool]]) -> None:
        """One rule for every card's line under its title (issue 33, newcomer G, t4.png:
        'Ninja rouge / Bandeau rouge' wrapped to two lines touching the 'Joueur' label
        under it, beside 'Ninja bleu · Bandeau bleu' on one): 'seat · what marks it' when
        every named card (`cards`: index, panel, person, resting) holds it on one line,
        else on each what marks the seat alone, the line every unnamed card has (its
        colour, shown by its medal too; the table names it 'Ada (Ninja rouge)')."""
        people = {index: person for index, _, person, _ in cards}
        seats = range(max(people, default=-1) + 1)
        badges = seat_badges(self.app, self.game, [people.get(i) for i in seats])
        self.badges = {index: badges[index] for index in people}  # 'Me' and 'Mi', not 'M' twice
        font = theme.font(theme.FONT_SMALL)
        # a seat the tables never name after its person ('Eve (red)', not 'Eve
        # (Akane)': registry.seat_played) keeps its name off the card too (newcomers C
        # and E, s10: 'Eve / Akane · Red pawns, circle': who is Akane?)
        said = all(
            seat_played(self.app, self.game, i) == seat_name(self.app, self.game, i) for i in people
        )
        self.joined = said and all(
            font.size(self._joined(index))[0] <= self._room(panel)
            for index, panel, person, resting in cards
            if person and not resting and person != seat_name(self.app, self.game, index)
        )

    def hint(self, index: int) -> str:
        """What marks seat `index` on the table: Shinobi's pawns only in Grand Master,
        its mark's colour and shape alone in Grasshopper, which has no pawns (newcomer
        J, s16: 'Red pawns, circle' in a Grasshopper setup, noise for a first game)."""
        grand = self.game == "shinobi" and self.mode() == "grandmaster"
        return str(self.app.tr(f"setup.seat_hint.{self.game}{'_gm' if grand else ''}.{index}"))

    def _joined(self, index: int) -> str:
        hint = self.hint(index)
        name = seat_name(self.app, self.game, index)
        return str(self.app.tr("setup.seat_of_person", seat=name, hint=hint))

    @staticmethod
    def _room(panel: pygame.Rect) -> int:
        """The width beside the medal for the title and the line under it."""
        return panel.right - panel.left - theme.px(88) - theme.px(10)

    def draw(
        self,
        canvas: pygame.Surface,
        index: int,
        panel: pygame.Rect,
        resting: bool,
        person: str | None = None,
        players_needed: int = 0,
        pointed: bool = False,
        nameless: bool = False,
        levels: dict[int, tuple[str, pygame.Rect | None]] | None = None,
    ) -> None:
        """Seat `index`'s panel in `panel`, greyed when it rests (beyond the players),
        saying so and how to seat it (`players_needed`, the player count that does);
        titled, resting or not, as the seat would play: with `person`'s name when the
        seat has one, the seat's name then beside what marks it (issue 33: the card
        said "Akane" after Léa was chosen). A resting seat's border lights while
        `pointed` at: a click seats it. A person's seat with no name yet (`nameless`)
        is titled by what the seat is (nameless_title).
        A computer's seat whose level has no room for its line under the Difficulty row
        (`levels`: index -> level and that line, or None) says it under the title."""
        px = theme.px
        game = self.game
        side = ("monkey", "wolf")[index] if game == "taisen" and index < 2 else ""
        accent = theme.SIDE_COLOURS.get(side, theme.BORDER)
        if resting:
            accent = theme.GOLD_DARK if pointed else theme.DISABLED
        draw_panel(canvas, panel, border=accent)
        medal = (panel.left + px(46), panel.top + px(42))
        pygame.draw.circle(canvas, theme.MIDNIGHT, medal, px(30))
        pygame.draw.circle(canvas, accent, medal, px(30), max(1, px(3)))
        name = seat_name(self.app, game, index)
        key = (index, px(46))
        if key not in self.emblems:
            if len(self.emblems) > 16:  # a few window sizes
                self.emblems.clear()
            self.emblems[key] = seat_emblem(game, index, px(46), accent)
        emblem = self.emblems[key]
        if emblem is not None:
            canvas.blit(emblem, emblem.get_rect(center=medal))
        else:
            letters = self.badges.get(index) or seat_initial(self.app, game, index, person)
            generic = nameless_title(self.app, game, index)
            if nameless and generic != name:  # 'Player 2': 'P2', not
                letters = generic.strip()[:1].upper() + str(index + 1)  # Sora's 'S'
            self.letters_drawn[index] = letters
            theme.blit_text(  # (newcomer B, s14, 004)
                canvas,
                letters,
                theme.FONT_HEADING,
                accent,
                "display",
                center=medal,
            )
        left = panel.left + px(88)
        room = self._room(panel)
        title = person if person else name  # a resting card too: who a click seats
        if nameless:  # (newcomer S, s20, 151: 'Midori' brought back 'Marc, Human')
            title = nameless_title(self.app, game, index)
        kept = theme.px(38) if index in self.right_kept else 0  # its 'x' (seat_leave.py)
        theme.blit_text(
            canvas,
            shortened(title, theme.FONT_HEADING, room - kept, "display"),
            theme.FONT_HEADING,
            theme.MOONLIGHT,
            "display",
            shadow=True,
            midleft=(left, panel.top + px(30)),
        )
        words = self.hint(index)
        if title != name and self.joined:  # four seats' cards cut 'Akane · Red pawns,
            # cir…', and two lines touched the rows under them: one line, what marks the
            # seat alone where any card's does not hold both (fit)
            words = self._joined(index)
        level, line = (levels or {}).get(index, ("", pygame.Rect(0, 0, 0, 0)))
        if line is None and not resting:  # no room under the Difficulty row: said here
            words = level_words(self.app, level, room) or words
        theme.blit_text(
            canvas,
            shortened(words, theme.FONT_SMALL, room),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            midleft=(left + px(2), panel.top + px(60)),
        )
        if resting:
            self.draw_rest(canvas, panel, players_needed)

    def draw_rest(self, canvas: pygame.Surface, panel: pygame.Rect, players_needed: int) -> None:
        """Where a playing seat's rows stand: that it does not play, and how it would
        (issue 33: newcomers saw greyed rows and did not know why)."""
        px = theme.px
        room = panel.width - px(20)
        middle = panel.top + px(70) + (panel.height - px(70)) // 2
        tr = self.app.tr
        theme.blit_text(
            canvas,
            shortened(tr("setup.seat_rests"), theme.FONT_BODY + 1, room),
            theme.FONT_BODY + 1,
            theme.TEXT_DIM,
            midbottom=(panel.centerx, middle - px(2)),
        )
        theme.blit_text(
            canvas,
            shortened(tr("setup.seat_rests.how", count=players_needed), theme.FONT_SMALL, room),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            midtop=(panel.centerx, middle + px(4)),
        )
