"""The hand-off screen: with two or more people at one laptop, the table is covered
between their turns, so nobody sees a hand that is not theirs.

It is opaque (the table is not drawn under it), names who plays next, tells what
happened since that person's last turn (public lines only: everyone at the table sees
it; scenes/handoff_story.py), and waits for that person's explicit "I am <name>: show
my hand" (or cards, or what this turn of Night shows: the words fit the game and the
turn; the button, Enter or a pad's A, never Space: READY_KEYS), taken only once the
cover has been seen a moment (GRACE_SECONDS). Then the table opens straight on their
turn: one confirm a turn (issue 33). A stray click elsewhere does nothing; Escape opens the
pause menu and F1 the rules, over the cover. Any game uses it:

    if needs_handoff(session, shown_seat):
        app.push(HandoffScene(app, name, colour, lambda: reveal(seat), session=session))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from . import theme
from .handoff_story import HandoffStory
from .registry import person_name
from .scene import Scene
from .since_turn import has_played
from .widgets import Button, draw_brush_line, draw_hint, hint_strip_height, wrap_text

if TYPE_CHECKING:
    from .app import App
    from .pads import PadPress
    from .since_turn import SinceLine

READY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
"""The keys that say 'I am <name>': Enter only. Never Space: it is the key the table
teaches for going on (the computer's moves one at a time, the banner 'Kiku has played.
Léa is next: Space, Enter or a click to go on'), and tapped on at an ordinary pace it
walked through the cover: Marc, stepping the computers' turns, saw Léa's hand (newcomer
L, s17, nc-L/045_4 -> 045_6, 050 -> 051, L155 -> L156: Space 0.7-1.3 s after the cover
rose). The cover's keys' line has always said 'Enter: ready'."""
GRACE_SECONDS = 1.2
"""The cover answers no key, click or pad this long after it is first drawn, its button
greyed and filling meanwhile, then lit (`holding`): a press made then is dropped, not
kept for later. The Enter that closed the screen before it ('Go on' after a battle),
pressed twice in a hurry, must not show the next person's cards to the one who just
played (newcomer A, s14, 088, 155); 0.6 s was too short: Enter 0.7 s after the cover
rose opened Léa's hand to Marc (newcomer L, s17, L164 -> L165). Counted from the first
drawing, not from the cover's making: a press queued with the one that brought the
cover, or made during a slow first frame, finds it unseen."""
NOT_SPACE_SECONDS = 3.0
"""How long the cover says 'Not Space: Léa, press Enter or click the button' after a
Space (READY_KEYS: Space opens nothing)."""


def human_seats(session: Any) -> list[int]:
    return [i for i, seat in enumerate(session.seats) if not seat.is_ai]


def needs_handoff(session: Any, shown_seat: int | None) -> bool:
    """A hand-off is due: two or more people play, and the seat to move is a person
    whose hand is not the one shown."""
    if session.state.is_terminal or len(human_seats(session)) < 2:
        return False
    seat = session.state.current_player
    return seat in human_seats(session) and seat != shown_seat


BUTTON_SIZE = (500, 70)
"""The ready button's least size in design units (it widens for a long name)."""
STORY_WIDTH = 1040
"""The story's box's greatest width in design units."""
DIGEST_ROWS = 2
"""A player's line of the digest wraps to two rows at most (a long turn)."""
LEAD_ROWS = 2


def ready_text(app: App, game: str, name: str, key: str | None = None) -> str:
    """The ready button's words: what the game shows that person (Shinobi a hand of
    cards, Dojo drawn cards); `key`, where the table says what this very turn shows
    (Night: a plan made in secret, the tokens the seat has seen, or nothing secret);
    handoff.ready.any for another game."""
    if key is None or not app.tr.has(key):
        key = f"handoff.ready.{game}"
    return app.tr(key if app.tr.has(key) else "handoff.ready.any", name=name)


class HandoffScene(Scene):
    """`HandoffScene(app, name, colour, on_ready, session=session)`: covers the screen
    until `name` says it is them; then pops itself and calls `on_ready()`. Escape opens
    the pause menu over the cover and F1 the game's rules (both with `session`): the
    table stays covered under them. `story()`: the public lines of what happened since
    that person's last turn, told in a box between the title and the button."""

    def __init__(
        self,
        app: App,
        name: str,
        colour: tuple[int, int, int],
        on_ready: Callable[[], None],
        message_key: str = "handoff.pass_to",
        *,
        session: Any = None,
        seat: int | None = None,
        ready_key: str | None = None,
        story: Callable[[], list[SinceLine]] | None = None,
        first_turn: bool = False,
        digest: Callable[[], list[SinceLine]] | None = None,
        lead: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(app)
        self.story = HandoffStory(app, story or list, name, first=first_turn)
        """The whole story: every public line since that person's last turn."""
        self.digest = HandoffStory(
            app, digest or list, name, first=first_turn, most_rows=DIGEST_ROWS
        )
        """The story told one line a player (scenes/story_digest.py), shown first;
        Tab or a click on the box opens the whole story (`whole`)."""
        self.digest.more = self.all_lines_note
        self.story.more = self.short_note
        self.whole = False
        """The whole story is shown, not its digest."""
        self.lead = lead
        """Words said first, bright, above the 'look away' line (Dojo: which battle and
        which side of it the person is handed; scenes/dojo/battle_cover.py)."""
        self.story_rect = pygame.Rect(0, 0, 0, 0)
        """Where the story's box is drawn (empty: nothing to tell)."""
        self.title_y = 0
        """The middle of the title's line."""
        self.ready_key = ready_key
        """The button's words for what this turn shows (ready_text), if the table says."""
        self.seat = seat
        """The seat named: only its pad reveals (any pad when no seat holds one)."""
        self.name = name
        self.colour = colour
        self.on_ready = on_ready
        self.message_key = message_key
        self.session = session
        self.game: str = getattr(session, "game", "")
        self.time = 0.0
        """Seconds of updates since the cover was first drawn (GRACE_SECONDS)."""
        self.seen = False
        """The cover has been drawn at least once."""
        self.space_at: float | None = None
        """When Space was last pressed on the cover (`time`): it opens nothing, and
        the cover says which key does (NOT_SPACE_SECONDS), never a dead key."""
        self.done = False
        self.button = Button(
            app,
            (0, 0, 1, 1),
            lambda: ready_text(app, self.game, name, self.ready_key),
            self.ready,
            style="primary",
            accent=colour,
        )
        self._laid_out_for: tuple[tuple[int, int], str] | None = None
        self.layout(app.view_size)

    def layout(self, size: tuple[int, int]) -> None:
        """The button at the foot of a surface of `size`, wide enough for its words
        (in the language of now: the settings may change it from the pause menu); the
        title, the hint and the story's box (if any) centred above it."""
        key = (size, self.app.tr.lang)
        if key == self._laid_out_for:
            return
        self._laid_out_for = key
        with theme.scaled_for(size):
            px = theme.px
            words = theme.font(theme.FONT_BUTTON).size(self.button_text)[0]
            width = min(size[0] - px(40), max(px(BUTTON_SIZE[0]), words + px(80)))
            rect = pygame.Rect(0, 0, width, px(BUTTON_SIZE[1]))
            rect.midtop = (size[0] // 2, size[1] // 2 + px(70))
            self.title_y = size[1] // 2 - px(110)
            self.story_rect = pygame.Rect(0, 0, 0, 0)
            # with a story: title, hint, the story's box and the button, one block
            # centred above the keys' strip, the box as tall as the room left allows
            # (the title's line, its brush and the hint as placed without a story)
            head = px(16) + theme.font(theme.FONT_BANNER, "display").get_linesize() // 2
            hint_rows = len(self.lead_lines(size[0])) + len(self.hint_lines(size[0]))
            body = theme.font(theme.FONT_BODY).get_linesize() + px(2)
            above = head + px(84) + hint_rows * body + px(18)
            below = px(24) + rect.height
            free = size[1] - hint_strip_height() - px(16)
            box_w = min(px(STORY_WIDTH), size[0] - px(80))
            box_h = self.shown.height(box_w, free - above - below)
            # the button at the foot, the same place whatever the story's length or
            # none (newcomer N, s8: it moved down as the story grew; newcomer D, s10:
            # 160 px higher on the first cover, with no story, and a hand that had
            # learnt its place missed); title, hint and story centred above it
            rect.bottom = free
            top = max(0, (rect.top - px(24) - above - box_h) // 2)
            self.title_y = top + head
            if box_h:
                self.story_rect = pygame.Rect(0, top + above, self.shown.width, box_h)
                self.story_rect.centerx = size[0] // 2
            self.button.rect = rect

    @property
    def hint_key(self) -> str:
        """The line under the title: 'look away', or the turn's own ('<ready_key>.hint':
        a turn that shows nothing secret says so, where asking to look away was wrong)."""
        own = f"{self.ready_key}.hint"
        return own if self.ready_key and self.app.tr.has(own) else "handoff.hint"

    @property
    def shown(self) -> HandoffStory:
        """The story's box drawn: the digest, one line a player, unless the whole story
        was asked for (or there is no digest: a game that has none, Dojo's)."""
        if self.whole or not self.digest.tell():
            return self.story
        return self.digest

    def all_lines_note(self) -> str:
        """Under the digest: how to open the whole story, when it holds more, and how
        many lines it has for the digest's shown ('The whole story: 6 lines instead of
        these 5'; newcomer T, s20, 159: 'The whole story, 6 lines' over a box of 5 read
        as a count of the box)."""
        count, shown = len(self.story.tell()), len(self.digest.tell())
        if count <= shown:
            return ""
        return str(self.app.tr.plural("handoff.since.all", shown, shown=shown, count=count))

    def short_note(self) -> str:
        """Under the whole story opened from the digest: how to go back to it."""
        return str(self.app.tr("handoff.since.short")) if self.whole else ""

    def toggle_whole(self) -> None:
        """Tab or a click on the box: the whole story, or back to one line a player."""
        if not self.whole and not self.all_lines_note():
            return  # no digest, or nothing more in the whole story
        self.whole = not self.whole
        self.app.audio.play("click")
        self._laid_out_for = None

    def lead_lines(self, width: int) -> list[str]:
        """The lead's words wrapped to a window `width` px wide, then a blank row."""
        words = self.lead() if self.lead is not None else ""
        if not words:
            return []
        rows = wrap_text(words, theme.FONT_BODY, width - theme.px(120))[:LEAD_ROWS]
        return [*rows, " "]

    def hint_lines(self, width: int) -> list[str]:
        """The line under the title, wrapped to a window `width` px wide (two rows at most)."""
        hint = self.app.tr(self.hint_key)
        return wrap_text(hint, theme.FONT_BODY, width - theme.px(120))[:2]

    @property
    def button_text(self) -> str:
        return ready_text(self.app, self.game, self.name, self.ready_key)

    @property
    def holding(self) -> bool:
        """The cover's first moments (GRACE_SECONDS from its first drawing): no key,
        click or pad opens it; its button is greyed, a bar filling it, then lit."""
        return self.time < GRACE_SECONDS  # (counted only once seen: update)

    def ready(self) -> None:
        if self.done or self.holding:
            return
        self.done = True
        if self.app.top is self:
            self.app.pop()
        self.on_ready()

    def open_pause(self) -> None:
        """The pause menu over the cover: nothing of the table shows under it."""
        if self.session is None:
            return
        from .pause import PauseScene

        self.app.push(PauseScene(self.app, self.session))

    def open_rules(self) -> None:
        from .rules_scene import RulesScene

        self.app.push(RulesScene(self.app, self.game or "taisen"))

    def handle_event(self, event: pygame.event.Event) -> None:
        self.layout(self.app.view_size)
        if event.type == pygame.KEYDOWN:
            if event.key in READY_KEYS:
                self.ready()
            elif event.key == pygame.K_SPACE:
                self.space_at = self.time
            elif event.key == pygame.K_ESCAPE and self.session is not None:
                self.app.audio.play("click")
                self.open_pause()
            elif event.key == pygame.K_F1:
                self.app.audio.play("click")
                self.open_rules()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.scroll_story(-1 if event.key == pygame.K_UP else 1)
            elif event.key == pygame.K_TAB:
                self.toggle_whole()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_story(-event.y)
            return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.story_rect.collidepoint(event.pos)
        ):
            self.toggle_whole()
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.button.handle_event(event)

    def scroll_story(self, rows: int) -> None:
        """↑/↓ or the wheel: the story's earlier or later lines, in place (newcomer K,
        s11, nc-K/219: 'I missed who did what to whom earlier', 5 lines cut)."""
        if self.shown.scroll(rows):
            self._laid_out_for = None  # its rows, and so its box, are laid out again

    def pad_reveals(self, press: PadPress) -> bool:
        """Only the named seat's pad says it is them; a pad no seat holds does when no
        person of this game holds one (one pad passed round like the keyboard)."""
        if self.seat is None:
            return True
        if press.seat is not None:
            return press.seat == self.seat
        humans = human_seats(self.session) if self.session is not None else []
        return all(self.app.pads.pad_of(seat) is None for seat in humans)

    def handle_pad(self, press: PadPress) -> None:
        """A from the named seat's pad: ready; Start: the menu (any pad); Back: rules."""
        if press.command == "a" and self.pad_reveals(press):
            self.ready()
        elif press.command == "start" and self.session is not None:
            self.app.audio.play("click")
            self.open_pause()
        elif press.command == "back":
            self.open_rules()

    def update(self, dt: float) -> None:
        if self.seen:
            self.time += dt
        self.button.enabled = not self.holding
        self.button.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        self.seen = True
        width, height = size = canvas.get_size()
        self.layout(size)
        theme.draw_background(canvas)
        theme.draw_veil(canvas, 235)
        tr = self.app.tr
        px = theme.px
        title = theme.shadowed_text(
            tr(self.message_key, name=self.name), theme.FONT_BANNER, self.colour, kind="display"
        )
        canvas.blit(title, title.get_rect(center=(width // 2, self.title_y)))
        draw_brush_line(canvas, width // 2, self.title_y + px(50), px(520), self.colour)
        y = self.title_y + px(84)
        for line in self.lead_lines(width):
            label = theme.blit_text(
                canvas, line, theme.FONT_BODY, theme.MOONLIGHT, midtop=(width // 2, y)
            )
            y = label.bottom + px(2)
        for line in self.hint_lines(width):
            label = theme.blit_text(
                canvas, line, theme.FONT_BODY, theme.TEXT_DIM, midtop=(width // 2, y)
            )
            y = label.bottom + px(2)
        self.shown.draw(canvas, self.story_rect)
        self.draw_button(canvas)
        keys = "handoff.keys" if self.session is not None else "handoff.keys_ready"
        hint = tr(keys)
        if self.whole or self.all_lines_note():  # the key that turns the story over
            tab = "handoff.keys.short" if self.whole else "handoff.keys.whole"
            enter, _, rest = hint.partition("    ")
            hint = f"{enter}    {tr(tab)}    {rest}" if rest else f"{hint}    {tr(tab)}"
        if self.seat is not None and self.app.pads.pad_of(self.seat) is not None:
            hint = tr("pads.handoff", name=self.name) + "    " + hint
        draw_hint(canvas, hint)

    def draw_button(self, canvas: pygame.Surface) -> None:
        """The ready button: greyed while the cover holds, a bar of the person's colour
        filling along its foot till it is lit (`holding`: a wait that shows, never a
        silent dead key)."""
        self.button.enabled = not self.holding
        self.button.draw(canvas)
        if self.space_at is not None and self.time - self.space_at < NOT_SPACE_SECONDS:
            words = self.app.tr("handoff.not_space", name=self.name)
            label = theme.text(words, theme.FONT_SMALL, theme.GOLD)
            where = label.get_rect(midbottom=(self.button.rect.centerx, self.button.rect.top))
            where.y -= theme.px(4)
            if where.colliderect(self.story_rect):  # a full story's box: on a dark strip
                pygame.draw.rect(canvas, theme.MIDNIGHT, where.inflate(theme.px(16), 2))
            canvas.blit(label, where)
        if not self.holding:
            return
        rect = self.button.rect.inflate(-theme.px(24), 0)
        done = min(1.0, self.time / GRACE_SECONDS)
        bar = pygame.Rect(rect.left, rect.bottom - theme.px(10), rect.width, theme.px(4))
        pygame.draw.rect(canvas, theme.DISABLED, bar, border_radius=theme.px(2))
        bar.width = round(rect.width * done)
        if bar.width > 0:
            pygame.draw.rect(canvas, self.colour, bar, border_radius=theme.px(2))


class Coverable(Protocol):
    """What hand_over needs of a table (TableScene has it): the cover never imports the
    table it covers."""

    app: App
    session: Any
    handoff_open: bool
    shown_seat: int | None
    holder: int | None

    def _refresh(self) -> None: ...
    def handoff_story(self, seat: int) -> list[SinceLine]: ...
    def handoff_digest(self, seat: int) -> list[SinceLine]: ...
    def seat_name(self, seat: int) -> str: ...
    def handoff_ready_key(self, seat: int) -> str | None: ...


def first_turn(table: Coverable, seat: int) -> bool:
    """`seat` is yet to play (its cover's story runs 'since the game began'); False
    when the game cannot be replayed (a summary is never worth a crash)."""
    try:
        return not has_played(table, seat)
    except Exception:
        return False


def hand_over(
    table: Coverable,
    seat: int,
    colour: tuple[int, int, int],
    instead: Callable[[], None] | None = None,
    message_key: str = "handoff.pass_to",
    lead: Callable[[], str] | None = None,
    ready_key: str | None = None,
) -> None:
    """Cover `table` until `seat`'s person says they are at the laptop: the table's
    `handoff_open` is set meanwhile, then its `shown_seat` becomes `seat` and it is
    refreshed: the table opens on that person's turn, with no screen between. The cover
    tells what happened since their last turn (`table.handoff_story(seat)`, public lines
    only). (The tables of Shinobi, Ninja Night and Dojo.) `instead`: what the button
    does in place of opening the table (Night: a turn with nothing to do ends);
    `message_key` the title's words (Dojo: a person's own cards, not a pass); `lead`
    words said first, bright (Dojo: which battle, which side); `ready_key` the
    button's words, else the table's for that turn (Shinobi: a Court card drawn, not a
    hand). The story is told one
    line a player first (`table.handoff_digest(seat)`), the whole of it on demand."""
    table.handoff_open = True

    def ready() -> None:
        table.handoff_open = False
        if instead is not None:
            instead()
            return
        table.shown_seat = table.holder = seat
        table._refresh()

    table.app.push(
        HandoffScene(
            table.app,
            person_name(table.session, seat) or table.seat_name(seat),
            colour,
            ready,
            message_key,
            session=table.session,
            seat=seat,
            ready_key=ready_key or table.handoff_ready_key(seat),  # what it will show
            story=lambda: table.handoff_story(seat),
            first_turn=first_turn(table, seat),
            digest=lambda: table.handoff_digest(seat),
            lead=lead,
        )
    )
