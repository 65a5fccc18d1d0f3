"""Shinobi WAT-AAH!'s guided first game: a real two-player Grasshopper game against the
easy computer, its whole round guided step by step (scenes/guide.py), as a newcomer
asked (issue 33, newcomer H: it ended after one turn). First turn: recruit, read your
cards, lay two Carps and see their power act, discard, and end the turn with the same
End turn confirm as any game. Second: be corrupt, and lay a clan of three with a Ronin
in one click. Third: a power that strikes, aimed at Sora and one of Sora's clans; then
the scores (S), how the round ends, and the lesson is done. The seed deals cards that
make every step true when followed (lesson.py); a step that no longer can be is
skipped. Opened from the Shinobi setup screen ("Learn to play")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.session import GameSession
from ninjas.shinobi.data import card_name, card_value
from ninjas.shinobi.rules import ShinobiAction

from .. import theme
from ..guide import Guide, GuidedTable, Step
from . import lesson_cards, lesson_yokai
from .controls import ENTER
from .hand_view import STACK_SHOWN
from .layout import TableLayout, table_layout
from .lesson import PERSON, Lesson
from .lesson_discard import LessonPrompt, LessonSelection
from .lesson_guard import LessonGuard
from .scene import ShinobiScene

if TYPE_CHECKING:
    from ..app import App

TUTORIAL_SEED = 1006
"""Akane plays first and holds two Carps (power: draw 2, no choice); after the lone
Dragon is discarded, Sora lays two clans, Akane's corrupt card is a Rat (3), her hand
then holds two Bears, a Ronin and three Spiders (tests/scenes/test_shinobi_lesson.py)."""
TUTORIAL_OPTIONS = {"players": 2, "mode": "grasshopper"}
OVER_HAND = frozenset({"table", "end", "done"})
"""Steps that speak of the clans on the table, yours among them: their bubble lies over
the hand's free end, not over your clans."""
HAND_STEPS = frozenset({"hand", "place", "discard"})
"""Steps that ask you to point at or click hand cards: their bubble leaves a card's zoom
room at the left of your clans' panel, where the zoom goes (ZoomView.avoid)."""
PICK_BADGE = 24
"""Design px a picked pile's count badge stands above the hand's top: the bubble keeps
above it where its dock leaves the room (_dock)."""
BESIDE_CLANS = 340
"""The narrowest bubble (design px) put beside your clans rather than over them."""
BUBBLE_LEAST = 300
"""The narrowest a bubble is made beside an enlarged card in the room right of your
clans (design px); with less, it goes beside the card over your whole clans' panel."""


class LessonGuide(Guide):
    """The lesson's guide: a step's words may follow the table (`variant`): the step
    that keeps the striking clan for the next turn says End turn while the turn waits
    for it, and that the next turn comes while Sora plays (issue 33, newcomer Q, s8:
    at 11/15 it still said 'End the turn with a discard' while End turn waited; the
    first turn has a step of its own for it)."""

    def __init__(self, table: ShinobiTutorial, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.table = table

    def variant(self) -> str | None:
        """The words' variant for the step shown now (None: its own words): at the
        power's step, once its clan is to be chosen, which and why ('aim'); at the last
        turn's discard, End turn once it is down."""
        table = self.table
        if not self.guiding or self.telling:
            return None
        key = self.current.key
        if key == "power" and table.lesson.aim_plan() is not None:
            return "aim"
        if key == "finish" and table.turn_end.waiting:
            return "end"
        if key != "keep":
            return None
        if table.turn_end.waiting:
            return "end"
        lesson = table.lesson
        if lesson.count("discard") >= 2 and table.state.current_player != PERSON:
            return "sora"
        return None

    def words(self) -> str:
        variant = self.variant()
        if variant is None:
            return super().words()
        key = self.current.key
        params = self.params(key) if self.params is not None else {}
        return str(self.app.tr(f"{self.prefix}.{key}.{variant}", **params))


def steps(table: ShinobiTutorial) -> tuple[Step, ...]:
    """The steps, ringing the parts of this table's layout they speak of."""
    lesson = table.lesson
    hand = lambda: table.layout.hand  # noqa: E731
    pile = lambda: lesson_cards.spot(table)  # noqa: E731  (the pile to click)
    choices = lambda: table.layout.options  # noqa: E731
    own = lambda: table.layout.own  # noqa: E731

    def turns_over(count: int) -> bool:
        """The person's `count` first turns are over: discarded, and ended (their
        next turn may have come: an undo there keeps them over, newcomer S, s9 G18:
        undone in the second turn, the guide went back to the first turn's End turn)."""
        ended = table.session.ending is None
        done = lesson.count("discard")
        return table.state.is_terminal or done > count or (done == count and ended)

    def turn_back(t: Any, discards: int) -> bool:
        """Your turn has come back after your `discards` first turns, not drawn yet."""
        state = t.state
        mine = state.current_player == PERSON and state.phase == "draw"
        return lesson.count("discard") == discards and mine and t.session.ending is None

    def corrupt_after(t: Any) -> bool:
        draws = lesson.draws()
        return len(draws) >= 2 and (draws[1] != "corrupt" or not t.state.corruption[PERSON])

    def power_done(t: Any) -> bool:
        state = t.state
        striking = state.phase == "power" and state.current_player == PERSON
        return lesson.count("place") >= 3 and not striking

    def asked(default: Any) -> Any:
        """The row or button the step asks for, ringed where it is drawn (asked_place),
        else `default`, what the step speaks of."""
        return lambda: table.asked_place() or default()

    def aimed(default: Any) -> Any:
        """The opponent's clan the power is advised to take, while it is chosen (its
        tile on the table), else `default`."""
        return lambda: table.aimed_tile() or default()

    return (
        Step("welcome", None),
        Step("draw", lambda t: lesson.count("draw") >= 1, asked(choices)),
        Step("hand", None, hand),
        Step("place", lambda t: lesson.count("place") >= 1, pile),
        Step("discard", lambda t: lesson.count("discard") >= 1, pile),
        Step("end_turn", lambda t: turns_over(1), asked(choices)),
        Step("table", None, own),  # your clan: Sora's side may be empty yet (newcomer S, s20)
        Step("corrupt", lambda t: lesson.count("draw") >= 2, asked(choices)),
        Step("corrupted", None, own, skip=corrupt_after),
        Step("yokai", None, lambda: lesson_yokai.spot(table), skip=lesson_yokai.skip),
        Step(
            "ronin",
            lambda t: lesson.count("place") >= 2,
            pile,
            skip=lambda t: lesson.count("place") < 2 and lesson.ronin_plan() is None,
        ),
        # (Keep lasts until your turn is back: the power step after it asks you to draw,
        # and shown at the End turn confirm it spoke of a turn Sora had not played)
        Step(
            "keep",
            lambda t: t.state.is_terminal or lesson.count("draw") >= 3 or turn_back(t, 2),
            pile,
            skip=lambda t: lesson.count("discard") < 2 and lesson.power_plan() is None,
        ),
        Step(
            "power",
            power_done,
            aimed(pile),
            skip=lambda t: lesson.count("place") < 3 and lesson.power_plan() is None,
        ),
        Step("scores", lambda t: t.scores_seen, lambda: table.board.scores_rect()),
        # (the third turn's discard and End turn: the lesson said 'done' while they were
        # still to do, newcomer V, s20)
        Step("finish", lambda t: turns_over(3), pile),
        Step("end", None, own),
        Step("done", None),
    )


STEP_KEYS = (
    "welcome",
    "draw",
    "hand",
    "place",
    "discard",
    "end_turn",
    "table",
    "corrupt",
    "corrupted",
    "yokai",
    "ronin",
    "keep",
    "power",
    "scores",
    "finish",
    "end",
    "done",
)


class ShinobiTutorial(GuidedTable, ShinobiScene):
    """A Shinobi table with a guide on top, both drawn at the window's own size: the
    bubble sits over your own clans, above the hand, wherever the layout puts them."""

    tutorial_game = "shinobi"
    tutorial_seed = TUTORIAL_SEED
    tutorial_options = TUTORIAL_OPTIONS

    def __init__(self, app: App, session: GameSession, **table: Any) -> None:
        super().__init__(app, session, **table)
        self.lesson = Lesson(self)
        self.lesson_guard = LessonGuard(self)
        self.selection = LessonSelection(self)  # a discard is picked, then confirmed
        self.prompt = LessonPrompt(self)
        self._keyed = True
        """The row chosen now comes from a key or a pad (else a click)."""
        self.scores_seen = False
        """The Scores step: the scores were opened, and closed again (the bubble waits
        under them while they are open)."""
        self._scores_opened = False
        self._focused: tuple[Any, ...] | None = None
        """The step, its action and the rows the keys' focus was last put for."""
        self._docked: tuple[Any, pygame.Rect | None] | None = None
        """The bubble's dock (_dock), with what it was worked out from."""
        self.zoom.avoid = lambda: self._dock(self.size)
        self.guide: LessonGuide = LessonGuide(
            self,
            app,
            steps(self),
            "shinobi.tutorial",
            self._bubble,
            bottom=self._bubble_bottom,
            params=self._words,
        )

    @property
    def confirms_turn_end(self) -> bool:
        """The lesson's turns end as any game's do, with End turn (or at once with the
        setting off): newcomer H met the confirm only after the guided game."""
        return True

    def update(self, dt: float) -> None:
        if self.covers.scores_open:
            self._scores_opened = True
        elif self._scores_opened:
            self.scores_seen = True
        super().update(dt)
        self._focus_asked()

    def _focus_asked(self) -> None:
        """The row the step asks for gets the keys' focus as it comes (the step, or its
        row, new), so Enter plays what the step says (newcomer S, s9: at 12/15 the keys'
        focus sat on 'Be corrupt', chosen a turn before, while the step said Recruit).
        A key or the pointer moves it on as ever."""
        wanted = self.asked_action()
        panel = self.option_panel
        rows = [" ".join([a.kind, *sorted(map(str, a.args))]) for a, _ in panel.options]
        key = (self.guide.step, wanted, tuple(rows))
        if wanted is None or key == self._focused or wanted not in rows:
            return
        self._focused = key
        panel.choices.lit.pointer(self.mouse)  # (the pointer where it is: not moved)
        panel.choices.focus = rows.index(wanted)

    def draw(self, canvas: pygame.Surface) -> None:
        """The table, and the bubble over it unless the Scores screen is open (the
        Scores step waits under it until it is closed)."""
        if self.covers.scores_open:
            ShinobiScene.draw(self, canvas)
            return
        super().draw(canvas)
        guide = getattr(self, "guide", None)  # (the table draws once before it is made)
        if guide is None or not guide.guiding or self.app.top is not self:
            return
        asked = self.asked_place()
        target = guide.current.target
        if asked is not None and (target is None or target() != asked):
            pulse = 0.5 + 0.5 * pygame.math.clamp(abs((self.time * 2) % 2 - 1), 0, 1)
            colour = theme.lerp(theme.GOLD_DARK, theme.GOLD, pulse)  # as the guide's ring
            pygame.draw.rect(canvas, colour, asked, max(1, theme.px(4)), border_radius=theme.px(14))
        if not self.covered:
            self.zoom.draw(canvas)  # the card pointed at, over the docked bubble (_dock)

    def asked_action(self) -> str | None:
        """The action the step shown asks for, as its words name it, its kind then its
        words in order (None: none, or any will do: which of Sora's clans the power
        strikes)."""
        plan = self.asked_plan()
        return None if plan is None else " ".join([plan.kind, *sorted(map(str, plan.args))])

    def asked_plan(self) -> ShinobiAction | None:
        """The move the step shown asks for (asked_action), as an action."""
        guide = self.guide
        if not guide.guiding or guide.telling or self.state.current_player != PERSON:
            return None
        key, phase, lesson = guide.current.key, self.state.phase, self.lesson
        if phase == "draw" and key in ("draw", "power"):
            return ShinobiAction("recruit")
        if phase == "draw" and key == "corrupt":
            return ShinobiAction("corrupt")
        if phase == "power" and key == "power":
            return lesson.aim_plan()
        plan: ShinobiAction | None = None
        if phase == "place" and key == "place":
            carps = [c for c in self.state.hands[PERSON] if card_name(c) == "Carp"][:2]
            plan = ShinobiAction("place", ("Carp", *map(str, carps)))
        elif phase == "place" and key in ("ronin", "power"):
            plan = lesson.ronin_plan() if key == "ronin" else lesson.power_plan()
        elif phase == "discard" and key in ("discard", "keep", "finish"):
            keep = lesson.power_plan() if key == "keep" else None
            card = lesson.lone_card(keep=keep.args[0] if keep is not None else None)
            plan = None if card is None else ShinobiAction("discard", (str(card),))
        return plan

    def on_key(self, key: int) -> None:
        self._keyed = True  # (a key's choice of a row: lesson_guard.py)
        if key in ENTER and self.lesson_guard.enter():  # what the step asks, or nothing
            self.board_tips.dismiss()
            return
        super().on_key(key)

    def on_press(self, pos: tuple[int, int]) -> None:
        self._keyed = False  # a click's
        try:
            super().on_press(pos)
        finally:
            self._keyed = True

    def choose_option(self, index: int) -> None:
        """The row at `index`, unless the step asks for another move (lesson_guard.py)."""
        options = self.option_panel.options
        if self.can_act and 0 <= index < len(options):
            if not self.lesson_guard.allows(options[index][0], self._keyed):
                return
        super().choose_option(index)

    def asked_place(self) -> pygame.Rect | None:
        """Where what the step asks for is drawn now: the End turn button while the
        turn waits for it, else the asked action's row (issue 33, newcomer Q, s8: at
        10/15 'Place 2 Bear + 1 Ronin' was row 3 of 5 and looked like the others),
        whatever row the pointer or the keys light (newcomer V, s20: a pointer resting
        on 'Be corrupt' took the ring off 'Recruit'); None when not drawn (the cards
        not picked yet)."""
        if self.turn_end.shown and self.guide.guiding:
            return pygame.Rect(self.turn_end.button.rect)
        asked = self.lesson_row()
        rows = self.option_panel.choices.rows_drawn
        return next((pygame.Rect(r.rect) for r in rows if r.index == asked), None)

    def aimed_tile(self) -> pygame.Rect | None:
        """The tile of the opponent's clan the lesson's power is advised to take, while
        its clan is chosen (None otherwise, or not drawn)."""
        aim = self.lesson.aim_plan()
        tiles = self.board.table_targets
        return next((pygame.Rect(rect) for rect, a in tiles if a == aim), None) if aim else None

    def lesson_row(self) -> int | None:
        """The row of the move the step asks for, when it is offered (else None)."""
        if getattr(self, "guide", None) is None:  # (the table draws once before it is made)
            return None
        wanted = self.asked_action()
        rows = [" ".join([a.kind, *sorted(map(str, a.args))]) for a, _ in self.option_panel.options]
        return rows.index(wanted) if wanted is not None and wanted in rows else None

    def asked_row(self) -> int | None:
        """The row the step asks for, if offered, else the hint's."""
        row = self.lesson_row()
        return row if row is not None else super().asked_row()

    def after_undo(self) -> None:
        """The guide goes back with an undo to the step whose task it took back."""
        super().after_undo()
        self.guide.back_to_undone(self)

    def _words(self, key: str) -> dict[str, Any]:
        """The cards a step names, from the person's hand as it is now."""
        tr = self.app.tr
        lesson = self.lesson
        state = self.state

        def name(card: int | str) -> str:
            clan = card_name(card) if isinstance(card, int) else card
            key = f"shinobi.name.{clan}"
            return str(tr(key)) if tr.has(key) else clan

        words: dict[str, Any] = {"sora": self.seat_name(1)}
        if key in ("discard", "finish"):
            card = lesson.discarded(3) if key == "finish" else None  # (once it is down)
            card = lesson.lone_card() if card is None else card
            words["card"] = name(card) if card is not None else ""
        elif key == "corrupted" and state.corruption[PERSON]:
            card = state.corruption[PERSON][-1]
            words.update(
                card=name(card),
                value=card_value(card),
                drawn=card_value(card) + 2,
                count=len(state.corruption[PERSON]),
            )
        elif key == "ronin" and (plan := lesson.ronin_plan()) is not None:
            words.update(clan=name(plan.args[0]), row=self.words.action_label(plan))
        elif (
            key in ("keep", "power")
            and (plan := lesson.power_plan() or lesson.power_laid()) is not None
        ):
            clan = plan.args[0]
            card = lesson.discarded(2) if key == "keep" else None  # (its own turn's)
            card = lesson.lone_card(keep=clan) if card is None else card
            words.update(
                clan=name(clan),
                row=self.words.action_label(plan),
                card=name(card) if card is not None else "",
                effect=tr(f"shinobi.tutorial.effect.{clan}"),
            )
            aim = lesson.aim_plan() if key == "power" else None
            if aim is not None:  # which of Sora's clans, and why (newcomer V, s20)
                words.update(target=name(aim.args[0]), value=lesson.clan_strength(aim.args[0]))
        elif key == "end":
            words["clans"] = len(state.clans[PERSON])
        elif key == "yokai":
            words.update(lesson_yokai.words(self))
        return words

    def _bubble_layout(self, size: tuple[int, int]) -> TableLayout:
        return table_layout(size, self.state.players, self.state.mode, self.hand.rows)

    def _over_clans(self) -> bool:
        """Whether the step shown speaks of the clans on the table (yours among them):
        its bubble then lies over the hand's free end, not over your clans."""
        guide = getattr(self, "guide", None)
        return guide is not None and guide.guiding and guide.current.key in OVER_HAND

    def _bubble(self, size: tuple[int, int]) -> pygame.Rect:
        """The bubble's left and width (its height follows its words) on a surface of
        `size`: where it is docked (_dock), else as _placed says."""
        docked = self._dock(size)
        return pygame.Rect(docked.left, 0, docked.width, 0) if docked else self._placed(size)

    def _bubble_bottom(self, size: tuple[int, int]) -> int:
        docked = self._dock(size)
        return docked.bottom if docked else self._placed_bottom(size)

    def _dock(self, size: tuple[int, int]) -> pygame.Rect | None:
        """Where the step's bubble covers no table (issue 33, newcomer Q, s8: at 1280x720
        the nine-line box of step 12 covered both tables, Sora's clans and yours): the
        widest place, so the fewest lines, over the empty room of your clans' panel or
        the hand's free end, that covers no clan, no opponent's panel, no pile, no hand
        card, no card to choose, nor the right column (the prompt, the choices, the
        log); None when there is none (then _placed), or for a surface of another size
        than the table's. Worked out once per change. A card enlarged under the pointer
        lies over it for as long as it is pointed at (draw): the bubble no longer jumps
        aside, over the tables, to leave it room (newcomer Q, s8, step 12)."""
        if size != self.size or not self.guide.guiding:
            return None
        keep = self._dock_keep()
        key = (size, self.guide.words(), tuple(map(tuple, keep)))
        if self._docked is not None and self._docked[0] == key:
            return self._docked[1]
        lifted = self._dock_find(keep, theme.px(PICK_BADGE))  # clear of a pick's count
        found = lifted or self._dock_find(keep)
        self._docked = (key, found)
        return found

    def _dock_keep(self) -> list[pygame.Rect]:
        """What the bubble never covers (see _dock), as drawn this frame."""
        layout = self.layout
        px = theme.px
        own = layout.own
        header = theme.font(theme.FONT_BODY).get_linesize() + px(8)
        keep = [*layout.opponents, layout.piles, layout.prompt.union(layout.log)]
        keep += [pygame.Rect(own.left, own.top, own.width, header)]  # your name, score
        keep += [rect.inflate(px(12), px(12)) for rect, _, _ in self.board.tiles]
        keep += [rect.inflate(px(8), px(8)) for rect, _ in self.board.tokens]
        keep += [rect.inflate(px(8), px(8)) for rect, _ in self.hand.rects]
        keep += [rect for rect, _ in self.picks.rects]
        if self.guide.guiding and self.guide.current.key in HAND_STEPS:
            # the zoom's room: at steps 3-4 it covered the bubble's first words, which
            # ask you to click the card zoomed (issue 33, newcomer Y, s9 shot-6, shot-8)
            keep.append(pygame.Rect(own.left, own.top, layout.zoom_w + px(16), own.height))
        if self.picks.actions():  # the cards to choose among cover the table
            keep.append(layout.table)
        if self.news.note_rect is not None:
            keep.append(self.news.note_rect)
        return keep

    def _dock_find(self, keep: list[pygame.Rect], lift: int = 0) -> pygame.Rect | None:
        layout = self.layout
        px = theme.px
        own, hand = layout.own, layout.hand
        laid = self.board.own_clans_right()
        cards = max((rect.right for rect, _ in self.hand.rects), default=hand.left)
        token = theme.font(theme.FONT_BODY).get_linesize() + px(8)
        own_end = own.right - token - px(18)  # left of your corruption token
        # as drawn: its count's word on its right since b5ea2bea ('(2) cartes') moved
        # it left, over a tall bubble's right end (French, steps 3-4: no dock was found)
        token_end = min(
            [own_end, *(r.left - px(12) for r, seat in self.board.tokens if seat == PERSON)]
        )
        # over the hand, clear of a picked pile's count ('1/2') on its lifted card's top
        # edge (newcomers X and Y, s21: the pick badges under the lesson's box)
        above, below = hand.top - px(8) - lift, hand.bottom - px(8)
        # your clans' panel down to the hand, left of your token; the hand's row and
        # the gap over it
        clans = pygame.Rect(own.left, own.top, own_end - own.left, hand.top - own.top)
        free = pygame.Rect(hand.left, above, hand.width, hand.bottom - above)
        # the steps on the clans on the table: over the hand first, your clans in sight
        passes = (("hand",), ("clans",)) if self._over_clans() else (("clans", "hand"),)
        for rooms in passes:
            for width in range(min(px(720), own.width - px(80)), px(BUBBLE_LEAST) - 1, -px(8)):
                height = self.guide.height_for(width)
                places = {  # over your clans' free room, then over the hand's free end
                    "clans": (
                        pygame.Rect(own_end - width, above - height, width, height),
                        pygame.Rect(token_end - width, above - height, width, height),
                        pygame.Rect(
                            max(own.left, laid or own.left) + px(16), above - height, width, height
                        ),
                    ),
                    "hand": (
                        pygame.Rect(hand.right - px(8) - width, below - height, width, height),
                        pygame.Rect(cards + px(16), below - height, width, height),
                    ),
                }
                for room in rooms:
                    bounds = clans if room == "clans" else free
                    for place in places[room]:
                        if bounds.contains(place) and place.collidelist(keep) < 0:
                            return place
        return None

    def _placed(self, size: tuple[int, int]) -> pygame.Rect:
        """The bubble's left, width (its height follows its words) on a surface of `size`
        where no dock is found: over your own clans' panel, above the hand, right of the clans you have laid; for
        the step on the clans on the table, or with no room left beside yours, over
        the hand right of its last pile (right-aligned; over the hand's last piles only if
        the hand leaves less than 420 design px free)."""
        layout = self._bubble_layout(size)
        own = layout.own
        width = min(layout.px(720), own.width - layout.px(80))
        beside = self._beside_clans(size)
        if beside is not None:  # right-aligned in the room your clans leave
            width = min(width, beside.width)
            bubble = pygame.Rect(beside.right - width, 0, width, 0)
            return self._beside_zoom(bubble, size, beside)
        if not self._over_hand(size):
            return self._beside_zoom(pygame.Rect(own.left + layout.px(40), 0, width, 0), size)
        hand = layout.hand
        right = hand.left
        if size == self.size:  # the piles as laid (relative to the hand's left)
            right = max(
                (
                    hand.left + spot.x + self.hand.group_width(STACK_SHOWN)
                    for spot in self.hand.laid.values()
                ),
                default=hand.left,
            )
        free = hand.right - right - layout.px(16)
        if free >= layout.px(420):  # narrower, to leave every pile in sight
            width = min(width, free)
        return pygame.Rect(hand.right - width, 0, width, 0)

    def _laid_right(self, size: tuple[int, int]) -> int | None:
        """The right edge of your clans as last drawn (None: none laid, or a surface
        of another size than the table's)."""
        return self.board.own_clans_right() if size == self.size else None

    def _beside_clans(self, size: tuple[int, int]) -> pygame.Rect | None:
        """The room of your clans' panel right of the clans you have laid and left of
        your corruption token, when it is wide enough (BESIDE_CLANS design px): at its
        usual place, a step that follows a clan just laid ('now discard') lay over it
        (newcomer L, s34). None: no clan laid, or too little room."""
        right = self._laid_right(size)
        if right is None or self._over_clans():
            return None
        layout = self._bubble_layout(size)
        # left of your corruption token, as the board draws it (board_view.seat_header)
        token = theme.font(theme.FONT_BODY).get_linesize() + layout.px(8)
        end = layout.own.right - token - layout.px(6 + 12)
        room = pygame.Rect(right + layout.px(16), 0, end - right - layout.px(16), 0)
        return room if room.width >= layout.px(BESIDE_CLANS) else None

    def _over_hand(self, size: tuple[int, int]) -> bool:
        """Whether the bubble lies over the hand's free end: for the steps on the
        clans on the table, and when your clans leave no room beside them (three laid)."""
        if self._over_clans():
            return True
        return self._laid_right(size) is not None and self._beside_clans(size) is None

    def _beside_zoom(
        self, bubble: pygame.Rect, size: tuple[int, int], room: pygame.Rect | None = None
    ) -> pygame.Rect:
        """`bubble` moved (and narrowed) to the side of `room` (left and right; your
        clans' panel if None) away from the card enlarged above the hand, when one is:
        step 3 asks you to point at a card, and its bubble lay over the enlarged card."""
        zoomed = self.zoom.card_zoom() if size == self.size else None
        if zoomed is None:
            return bubble
        zoom = zoomed[1].inflate(2 * theme.px(12), 0)
        if not (bubble.left < zoom.right and zoom.left < bubble.right):
            return bubble
        inside = room if room is not None else self.layout.own.inflate(-2 * theme.px(16), 0)
        left_room = zoom.left - inside.left
        right_room = inside.right - zoom.right
        if room is not None and max(left_room, right_room) < theme.px(BUBBLE_LEAST):
            # too narrow a strip: step 12's bubble, by the Spider enlarged in the room
            # right of your clans, stood as a 155 px column the window's height, over
            # the buttons, the hand and the footer (newcomer N, s8 g21.png): over your
            # whole clans' panel instead, beside the card
            return self._beside_zoom(bubble, size)
        if right_room >= left_room:
            width = min(bubble.width, right_room)
            return pygame.Rect(inside.right - width, 0, width, 0)
        width = min(bubble.width, left_room)
        return pygame.Rect(inside.left, 0, width, 0)

    def _placed_bottom(self, size: tuple[int, int]) -> int:
        layout = self._bubble_layout(size)
        if self._over_hand(size):
            return layout.hand.bottom - layout.px(8)
        return layout.hand.top - layout.px(8)
