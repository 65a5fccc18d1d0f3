"""The first-game tutorial: a real game against the easy computer whose first turn is
guided step by step, started from the title screen ("Learn to play").

Each step says what to look at and what to do; the step ends by itself when the player
has done it (a die chosen, a ninja moved, the turn ended, the computer's turn watched),
or with Enter or a click on "Next" for steps that only explain. The rules are the game's:
the tutorial never moves anything itself and refuses nothing the table would allow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.core.session import GameSession
from ninjas.taisen.rules import TaisenAction

from .. import theme
from ..guide import Guide, GuidedTable, Step
from . import layout as L
from .guidance import DIE_NAMES
from .scene import TaisenScene

if TYPE_CHECKING:
    from ..app import App
    from ..pads import PadPress

TUTORIAL_SEED = 2024
"""A first position with a clear first move for the Monkeys, who start."""
LOW_STEPS = frozenset({"board", "watch", "combat"})
"""Steps that talk about the Wolves (whose stacks hang from the top of the tiles and whose
moves stay marked there): their bubble sits on the bottom of the path instead."""


def _dice_area() -> pygame.Rect:
    return L.DICE_PANEL.inflate(8, 8)


def _end_button() -> pygame.Rect:
    return L.BUTTONS["end"].inflate(10, 10)


STEPS = (
    Step("welcome", None),
    Step(
        "board",
        None,
        lambda: pygame.Rect(
            L.MARGIN_X, L.BOARD_TOP, L.CANVAS_W - 2 * L.MARGIN_X, L.BOARD_BOTTOM - L.BOARD_TOP
        ),
    ),
    # (each step is done by what the player does while it is shown: a ninja moved at
    # the dice step, by a click on the ninja, passed the move step with it, 3/8 -> 5/8;
    # the move step then says what that click did: MOVED)
    Step("dice", lambda t: t.dice_done(), _dice_area),
    Step("move", lambda t: t.moves_in_step() > 0 or t.state.side != 0 or t.state.is_terminal),
    Step("more", lambda t: t.state.side != 0 or t.state.is_terminal, _end_button),
    # the last die's move waits for End turn, as at any table (issue 33, newcomer L,
    # s14: the lesson's third die passed the turn at once, Undo greyed); passed unseen
    # when nothing waits (End turn pressed, or the setting off)
    # (counted as the more step's number: it shows only when the last die's move waits,
    # and the count read 5/10 then 6/9 when End turn was pressed before it)
    Step(
        "end_turn",
        lambda t: not t.turn_end.waiting,
        _end_button,
        skip=lambda t: not t.turn_end.waiting,
        counted=False,
    ),
    # said before the Wolves move, read with Enter: the table holds them till then (issue
    # 33, newcomer K, G8: "Now the Wolves play" was still up once they had played); the
    # next step waits, unseen, till they have
    Step("watch", None),
    Step("combat", None),
    # a fight of the person's own, the lesson's second turn: a move that lands on a
    # Wolf ringed (newcomer W, s21, FR 1920x1080: 'it ends after explaining combat
    # without letting me play one'); where no die reaches a Wolf, it says so (its
    # '.passed' words, Enter moves on): the count stays as it was (Guide.advance)
    # done once its fight has played whole: the next step's bubble came up over the
    # fight's animation (newcomers, s23)
    Step(
        "fight",
        lambda t: (
            (t.moves_in_step() > 0 or t.state.side != 0 or t.state.is_terminal)
            and not t.animator.busy
        ),
        skip=lambda t: t.can_act and t.fight_move() is None,
    ),
    Step("done", None),
)


KEYS = [step.key for step in STEPS]

MOVED = Step("moved", None)
"""The move step when the player clicked a ninja at the dice step: that ninja has moved
with the one die that could move it, so the step says so and how to choose the die
(it said "the ninjas that die can move" and waited for a second move)."""


class TutorialScene(GuidedTable, TaisenScene):
    """A Taisen table with a guide on top (scenes/guide.py)."""

    tutorial_game = "taisen"
    tutorial_seed = TUTORIAL_SEED
    tutorial_options = {"first": "monkey"}
    unnamed_person_key = "taisen.seat.you"
    """The top bar's word for the person when no setup has named anyone: 'You', not
    'Human' (scenes/taisen/top_bar.py)."""

    @classmethod
    def lesson_person(cls, app: App) -> str | None:
        """The person by the name a setup last gave: Taisen's own setup first (its first
        named seat), else the setup used last (newcomer N, s12, nc-N/087 and g30: the
        lesson said 'Singe / Humain' of Noé, the name of her last game). None when no
        setup named anyone: the top bar then says 'You'."""
        names = app.settings.last_names  # the setup used last is the last key
        for last in (names.get(cls.tutorial_game, []), *reversed(list(names.values()))):
            name = next((n for n in last if n), None)
            if name:
                return name
        return None

    def __init__(self, app: App, session: GameSession) -> None:
        self.guide = Guide(  # before the first draw
            app,
            STEPS,
            "taisen.tutorial",
            self._bubble_place,
            bottom=self._bubble_bottom,
            params=self._words_params,
        )
        self._step_start: tuple[int, int] | None = None
        """The step shown and the game's actions when it first showed."""
        super().__init__(app, session)

    @property
    def confirms_turn_end(self) -> bool:
        """The lesson's turn ends as any game's does, with End turn (or at once with
        the setting off): the end_turn step shows it."""
        return True

    def guide_controls(self) -> pygame.Rect:
        return L.CONTROL_PANEL

    def holds_computer(self) -> bool:
        """The Wolves wait while a step that only tells is read ('Now the Wolves play'
        among them), but for the combat step, whose bubble waits unseen while they play
        (wolves_playing)."""
        return self.guide.current.key != "combat"

    def wolves_playing(self) -> bool:
        """The Wolves play after the watch step: no bubble till their turn is over."""
        guide = self.guide
        return (
            guide.guiding
            and guide.step == KEYS.index("combat")
            and not (self.can_act or self.state.is_terminal)
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        """The table's own while the Wolves play (Enter skips their animation, not the
        unseen step); at the dice step Enter takes the first die the keys would focus
        (newcomer K, G5: it only put a ring on it, where Enter had moved steps 1-2 on)."""
        if self.wolves_playing():
            TaisenScene.handle_event(self, event)
            return
        if self._enter_at_dice(event):
            self.selection.focus = 0  # the first die: Enter below takes it
        at_dice = self.guide.guiding and self.guide.current.key == "dice"
        super().handle_event(event)
        if at_dice:
            self._no_ninja_focused()
        self._back_at_die_cleared()

    def update(self, dt: float) -> None:
        super().update(dt)
        guide = self.guide
        if guide.guiding and guide.current.key == "fight" and self.can_act:
            if self._aimed != len(self.session.actions):  # once, as the step shows
                self._aimed = len(self.session.actions)
                move = self.fight_move()
                if move is not None:  # ringed, its landing shown: a click or Enter plays it
                    self.selection.aim(move.die, move.local_card)
                    self.keyboard = True  # the focus ring and its landing drawn

    _aimed = -1
    """The game's length when the fight step last put the choice on its move."""

    _fights: tuple[tuple[object, ...], TaisenAction | None] | None = None
    """The game and its actions when fight_move last looked, and its move then."""

    def fight_move(self) -> TaisenAction | None:
        """A move of this turn that lands on a Wolf, one that puts Wolves out without
        losing a Monkey first (None: no die reaches one). Looked for once per position
        (the fight step's skip asks each frame)."""
        played = (id(self.session), *self.session.actions)
        if self._fights is None or self._fights[0] != played:
            self._fights = (played, self._fight_move())
        return self._fights[1]

    def _fight_move(self) -> TaisenAction | None:
        state = self.state
        if state.side != 0 or state.is_terminal:
            return None
        fights: list[tuple[bool, TaisenAction]] = []
        for action in state.legal_actions():
            if action.is_end:
                continue
            after = state.clone()
            events = after.apply(action)
            if any(event.kind == "combat_started" for event in events):
                won = after.alive[0] == state.alive[0] and after.alive[1] < state.alive[1]
                fights.append((won, action))
        fights.sort(key=lambda pair: not pair[0])  # (stable: the first winning one)
        return fights[0][1] if fights else None

    def _no_ninja_focused(self) -> None:
        """A die picked at the dice step focuses no ninja: the move step asks for one
        clicked, and Enter there first rings a ninja and shows where it would land, a
        second Enter moves it. The table's die focuses its first ninja, so the Enter
        that read the move step's bubble moved it (newcomer W, s21, FR 1920x1080,
        104_fr_learn4: 'Entrée on bubble 4 moved my ninja for me, I never clicked one')."""
        selection = self.selection
        if selection.die is not None and selection.card is None and self.moves_in_step() == 0:
            selection.focus = -1

    def handle_pad(self, press: PadPress) -> None:
        if self.wolves_playing():
            TaisenScene.handle_pad(self, press)
            return
        super().handle_pad(press)
        self._back_at_die_cleared()

    def _back_at_die_cleared(self) -> None:
        """At the move step, the die chosen cleared (Esc) with nothing moved: the coach
        goes back to the dice step, its words 'Choose a die' as the prompt's, not 'the
        ninjas this die can move glow' (newcomer O, s18, 011)."""
        guide = self.guide
        if not guide.guiding or guide.steps[guide.step].key != "move":
            return
        if self.selection.die is None and self.moves_in_step() == 0:
            guide.step = KEYS.index("dice")
            self._step_start = None

    def draw(self, canvas: pygame.Surface) -> None:
        if self.wolves_playing():
            TaisenScene.draw(self, canvas)
            return
        super().draw(canvas)

    def _enter_at_dice(self, event: pygame.event.Event) -> bool:
        """Enter at the dice step with no die or ninja picked and none focused."""
        selection = self.selection
        return (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.guide.guiding
            and self.guide.current.key == "dice"
            and self.can_act
            and selection.die is None
            and selection.card is None
            and selection.focused() is None
            and bool(selection.choices())
        )

    def first_die(self) -> str:
        """The die Enter takes at the dice step, by its name."""
        choices = self.selection.choices() if self.can_act else []
        die = choices[0][1] if choices and choices[0][0] == "die" else 0
        return str(self.app.tr(f"taisen.die.{DIE_NAMES[die]}"))

    def after_undo(self) -> None:
        """The guide goes back with an undo to the step the position belongs to: no
        move left, the dice step; a move left of a turn that waited, the more step
        (newcomer L, s11: "Well done!" stayed over a move undone)."""
        super().after_undo()
        self.selection.clear()  # the lesson's steps ask for the die again (not the game's pick)
        guide = self.guide
        keys = [step.key for step in STEPS]
        if not guide.guiding or self.state.side != 0 or guide.step > keys.index("end_turn"):
            return  # the lesson's turn is over: undo stops at its dice anyway
        moves = sum(1 for action in self.session.actions if action != "end")
        back = keys.index("dice") if moves == 0 else keys.index("more")
        if guide.step > back:
            guide.step = back
            if back == keys.index("dice"):
                guide.steps = STEPS  # the move step's words, not MOVED's
            self._step_start = None

    def moves_in_step(self) -> int:
        """The actions played since the step shown now first showed (asked by its done
        test every frame, from the frame it shows)."""
        played = len(self.session.actions)
        if self._step_start is None or self._step_start[0] != self.guide.step:
            self._step_start = (self.guide.step, played)
        return played - self._step_start[1]

    def dice_done(self) -> bool:
        """The dice step is done by a die chosen, or by a ninja moved at once (a click
        on a ninja only one die can move): then the move step says what happened."""
        if self.selection.die is not None:
            return True
        if self.moves_in_step() == 0:
            return False
        index = self.guide.step + 1
        if index < len(self.guide.steps) and self.guide.steps[index].key == "move":
            steps = list(self.guide.steps)
            steps[index] = MOVED
            self.guide.steps = tuple(steps)
        return True

    def _words_params(self, key: str) -> dict[str, str]:
        """The die the ninja moved with, for MOVED's words; the die Enter takes, for the
        dice step's."""
        if key == "dice":
            return {"die": self.first_die()}
        if key != "moved":
            return {}
        moves = [a for a in self.session.actions if a != "end"]
        die = self.state.parse_action(moves[-1]).die if moves else 0
        return {"die": self.app.tr(f"taisen.die.{DIE_NAMES[die]}")}

    def _clear_run(self) -> pygame.Rect | None:
        """The top half of the widest run of tiles with no Wolf on them (the Wolves'
        stacks hang from the top of the tiles), or None when no run is 4 tiles wide."""
        wolves = self.state.stacks[1]
        best: tuple[int, int] | None = None
        start = None
        for pos in range(1, len(wolves)):  # the tiles 1..9, then the Wolf village (a wall)
            empty = pos < len(wolves) - 1 and not wolves[pos]
            if empty and start is None:
                start = pos
            if not empty and start is not None:
                if best is None or pos - start > best[1] - best[0]:
                    best = (start, pos)
                start = None
        if best is None or best[1] - best[0] < 4:
            return None
        left, right = L.column_rect(best[0]).left, L.column_rect(best[1] - 1).right
        return pygame.Rect(
            left + theme.px(6), L.BOARD_TOP + theme.px(4), right - left - theme.px(12), 0
        )

    def _low(self) -> bool:
        guide = self.guide
        return guide.guiding and guide.current.key in LOW_STEPS

    def _bubble_place(self, size: tuple[int, int]) -> pygame.Rect:
        """Over the top of the tiles no Wolf stands on (it covered the Wolves' stacks on
        tiles 7-9 at steps 1, 3, 4 and 5: newcomers C and D), else over the log; for
        the low steps, over the bottom of tiles 5 to 9, clear of the Monkeys' first
        stacks (the table laid L out for this size)."""
        if self._low():
            left, right = L.column_rect(5).left, L.column_rect(9).right
            return pygame.Rect(left + theme.px(6), 0, right - left - theme.px(12), 0)
        by_dice = self._by_dice()
        if by_dice is not None:
            return by_dice
        clear = self._clear_run()
        if clear is not None:
            return clear
        return pygame.Rect(L.LOG_PANEL.left, L.LOG_PANEL.top, L.LOG_PANEL.width, 0)

    def _by_dice(self) -> pygame.Rect | None:
        """The dice step's bubble: low on the path, from the first tile after the
        Monkeys' stacks, right above the dice panel's row (newcomer B, s22, FR 1280x720,
        10learn03: at the top of the window, far from the dice at the bottom left, only
        the ring tied them); None when the Monkeys leave fewer than 4 tiles clear."""
        guide = self.guide
        if not (guide.guiding and guide.current.key == "dice"):
            return None
        monkeys = self.state.stacks[0]
        first = 1 + max((pos for pos in range(10) if monkeys[pos]), default=0)
        if 10 - first < 4:
            return None
        left, right = L.column_rect(first).left, L.column_rect(9).right
        return pygame.Rect(left + theme.px(6), 0, right - left - theme.px(12), 0)

    def _bubble_bottom(self, size: tuple[int, int]) -> int | None:
        """Low steps (and the dice step, by the dice): the bubble rests on the bottom of
        the path (it grows upward), so that the top of the tiles, where the Wolves are,
        stays in view."""
        if self._low() or self._by_dice() is not None:
            return L.BOARD_BOTTOM - theme.px(10)  # the table laid L out for this size
        return None

    @property
    def step(self) -> int:
        return self.guide.step

    def next_step(self) -> None:
        self.guide.next_step()

    def words(self) -> str:
        return self.guide.words()

    def bubble_rect(self) -> pygame.Rect:
        return self.guide.bubble_rect()
