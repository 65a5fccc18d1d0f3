"""What the table shows the side to move: the dice and cards lit (Highlights), what the
move under the pointer or the keyboard's focus would do (Preview, read from a cloned
state and kept per position), and the prompt's words under the board."""

from __future__ import annotations

from typing import Any, Protocol

from ninjas.core.events import Event
from ninjas.taisen.cards import CARD_OF_TOKEN, ENEMY_VILLAGE, TOKEN
from ninjas.taisen.rules import TaisenAction, TaisenState

from .. import theme
from ..ai_turn import computer_wait
from ..prompt_panel import REFUSED
from ..table_protocol import TableParts
from ..tableflow.refusal import Told, with_told
from . import again_button, follow, hint_enter, hud, meet_words, stuck_die, turn_again
from . import layout as L
from .animations import CombatCall
from .board_view import Highlights, Preview
from .end_guard import standing_warning
from .game_log import card_name, describe, pos_name, side_name
from .hint_risk import HintRisk
from .selection import Selection

NBSP = "\u00a0"
READABLE = theme.FONT_BODY - 4
"""The smallest prompt size a warning may take (a longer text says less instead)."""


def carry_words(tr: Any, token: str, riders: list[str], die: str) -> str:
    """The hint for a card that carries `riders` (tokens, bottom up) with the `die`
    (its name): each card named, each name whole on one line ("Scissors / 2" would read
    as a card of its own)."""
    above = " + ".join(card_name(tr, rider).replace(" ", NBSP) for rider in riders)
    name = card_name(tr, token).replace(" ", NBSP)
    return str(tr("taisen.prompt.hint_carry", card=name, die=die, above=above))


def move_playing(table: Any) -> str | None:
    """The move of a computer (or of a turn played again) playing now, or held its
    beat, in the log's words: the prompt, under the board and larger than the log, says
    each move as it plays (newcomer Y, s13: the computer's turn 'too quick for me to
    follow LIVE'; its log lines are small, at the side). None for any other step."""
    step = table.animator.current
    if isinstance(step, CombatCall):  # a computer's combat called (or a turn played again)
        return str(table.app.tr("taisen.log.combat", pos=pos_name(table.app.tr, step.pos)))
    if step is None or step.event.kind not in ("moved", "beat"):
        return None
    data = step.event.data
    seats = table.session.seats
    side = SIDE_KEYS.index(str(data["side"]))
    if not table.again and not (side < len(seats) and seats[side].is_ai):
        return None  # a person's own move: they made it
    line = describe(Event("moved", data), table.app.tr, table.actor_name)
    if line is None:
        return None
    head, _, die = line.text.rpartition(" (")  # '(the red die, 1)' whole on its line
    return f"{head} ({die.replace(' ', NBSP)}" if head else line.text


def pointed_elsewhere(guidance: Guidance, hint: TaisenAction, preview: Preview | None) -> bool:
    """The pointer (or the keys) previews another move than the hint's: the prompt says
    that move, as it does with no hint shown (newcomer O, s18, 081: the hint's words
    stayed over another ninja's preview); back off it, the hint's words again."""
    return preview is not None and (hint.is_end or preview is not guidance.preview(hint))


def drop_stale_hint(table: Any) -> None:
    """A die or a ninja picked that is not the hint's (or any, against a hint to end):
    the hint, its words and its ring go (newcomer O, s18, 081: they stayed over the
    other die's choice). H asks again."""
    hint, selection = table.hint, table.selection
    if hint is None:
        return
    if hint.is_end:
        stale = selection.die is not None or selection.card is not None
    else:
        stale = selection.die not in (None, hint.die) or selection.card not in (
            None,
            hint.local_card,
        )
    if stale:
        table.hint_job.cancel()
        table.hint = None


SIDE_KEYS = ("monkey", "wolf")
DIE_NAMES = ("red", "green", "blue")

Colour = tuple[int, int, int]


class Shown(TableParts[TaisenState], Protocol):
    """What the guidance needs of the table (TaisenScene has it): the skeleton's
    (TableParts: the state, who may act, the refusal) and Taisen's."""

    app: Any
    session: Any
    selection: Selection
    keyboard: bool
    hover_card: int | None
    hover_die: int | None
    hint: Any
    prompt_panel: Any
    animator: Any
    turn_end: Any
    """The skeleton's "End turn" confirm (scenes/tableflow/turn_end.py)."""

    @property
    def over_on_screen(self) -> bool: ...


class Guidance:
    """`Guidance(table)`: `highlights()` and `prompt(preview)` for the frame drawn;
    `forget()` after each change of the state (its previews were for the old one)."""

    def __init__(self, table: Shown) -> None:
        self.table = table
        self.previews: dict[int, Preview] = {}
        """What each action (by its code) would do, in the position shown."""
        self.risk = HintRisk(self._fits)
        """The hint's warning (issue 33, newcomer H: hints never said what they risk)."""
        self.previewed = False
        """The prompt last said is the preview of a move (what the pointer shows)."""

    def _fits(self, text: str) -> bool:
        """`text` takes the prompt's two lines at most, at a size whose capitals stand
        11 px at 1280x720 (tools/cap_heights.py: 21 design px, 10.1 px at 19), in the
        prompt's whole width: 'Replay its turn' gives way to a hint that needs it
        (again_button.place). Fitted to the room left of the button, the hint lost its
        reason there, at any window size (newcomer W, s21, FR 1920x1080, 130_fr_hint4)."""
        size, lines = self.table.prompt_panel.fit(text, L.PROMPT_RECT)
        return len(lines) <= 2 and size >= READABLE

    def forget(self) -> None:
        self.previews.clear()

    def preview(self, action: TaisenAction | None) -> Preview | None:
        """What `action` would do, read from the events of a cloned state (cached)."""
        if action is None or action.is_end:
            return None
        cached = self.previews.get(action.code)
        if cached is not None:
            return cached
        state = self.table.state
        clone = state.clone()
        try:
            events = clone.apply(action)
        except ValueError:
            return None
        moved = next((e for e in events if e.kind == "moved"), None)
        if moved is None:
            return None
        side = state.side
        data = moved.data
        result = Preview(
            side=side,
            cards=[CARD_OF_TOKEN[t] for t in data["cards"]],
            src=data["src"],
            dst=data["dst"],
            combat=any(e.kind == "combat_started" for e in events),
            village=data["dst"] == ENEMY_VILLAGE[side],
        )
        self.previews[action.code] = result
        return result

    def candidate(self) -> TaisenAction | None:
        """The move the pointer (or the keyboard focus) is on."""
        table = self.table
        selection = table.selection
        hover_card, hover_die = table.hover_card, table.hover_die
        if table.keyboard or (selection.armed and hover_card is None):
            return selection.focused_action()  # (a card clicked: its move, waiting)
        if selection.die is not None and hover_card is not None:
            return selection.action(selection.die, hover_card % 10)
        if selection.card is not None and hover_die is not None:
            return selection.action(hover_die, selection.card)
        if selection.die is None and selection.card is None and hover_card is not None:
            dice = selection.dice_for(hover_card % 10)
            if len(dice) == 1:
                return selection.action(dice[0], hover_card % 10)
        return None

    def highlights(self) -> Highlights:
        table = self.table
        if not table.can_act:
            return Highlights()
        selection = table.selection
        side = table.state.side
        base = side * 10
        focus = selection.focused() if table.keyboard or selection.armed else None
        die_filter = selection.die
        if die_filter is None and selection.card is None:
            if focus is not None and focus[0] == "die":
                die_filter = focus[1]
            elif not table.keyboard and table.hover_die is not None:
                die_filter = table.hover_die
        if selection.card is not None:
            cards = [selection.card]
        else:
            cards = selection.cards_for(die_filter)
        hint = table.hint
        narrowed = die_filter is not None or selection.card is not None
        return Highlights(
            selectable_cards=frozenset(base + c for c in cards),
            dim_side=side if narrowed else None,
            selected_card=None if selection.card is None else base + selection.card,
            focus_card=base + focus[1] if focus is not None and focus[0] == "card" else None,
            selectable_dice=frozenset(selection.selectable_dice()),
            selected_die=selection.die,
            focus_die=focus[1] if focus is not None and focus[0] == "die" else None,
            hint_card=None if hint is None or hint.is_end else base + hint.local_card,
            hint_die=None if hint is None or hint.is_end else hint.die,
            preview=self.preview(self.candidate()),
            stuck_dice=stuck_die.stuck(table.state, selection),
        )

    def prompt(self, preview: Preview | None) -> tuple[str, Colour]:
        """The words under the board, and their colour; what an Undo took back before
        them (Told)."""
        self.previewed = False
        text, colour = self._prompt(preview)
        told = with_told(self.table.refusal(), text)
        if told is not None and self.previewed:  # the undo alone, not read as putting
            # the card where the pointer's preview does (newcomer U, s20, 031->032)
            return str(self.table.refusal()), colour
        return (told, colour) if told is not None and colour != REFUSED else (text, colour)

    def _prompt(self, preview: Preview | None) -> tuple[str, Colour]:
        table = self.table
        tr = table.app.tr
        state = table.state
        waits = table.turn_end.waiting and not table.animator.busy
        if waits:  # the End turn button confirms (tableflow/turn_end.py), the last move too
            return table.turn_end.prompt(), theme.GOLD
        if table.over_on_screen:
            return tr("taisen.prompt.over"), theme.GOLD
        if table.animator.busy:
            wait = turn_again.waiting(table)
            if wait is not None:  # a turn played again, waiting after a move for T
                key = "taisen.again.end" if wait.event.data.get("last") else "taisen.again.wait"
                return tr(key, **wait.event.data), theme.GOLD
            playing = move_playing(table)
            if follow.waiting(table) is not None:  # one move at a time: it waits, said
                return follow.words(table, playing), theme.GOLD
            if playing is not None:  # the computer's move, said large as it plays
                return playing, theme.MOONLIGHT
            return tr("taisen.prompt.watch"), theme.TEXT_DIM
        if table.session.ai_to_move:  # it plays; it thinks once the still table waited
            return computer_wait(table, tr, side_name(tr, SIDE_KEYS[state.side])), theme.TEXT_DIM
        refused = table.refusal()
        if refused is not None and not isinstance(refused, Told):  # as every table's
            return refused, REFUSED
        selection = table.selection
        hint = table.hint
        if table.hint_pending:  # the hint's own words (the header is the player's)
            key = (
                "taisen.prompt.hint_wait_enter"
                if hint_enter.waiting(table)
                else "taisen.prompt.hint_wait"
            )
            return tr(key), hud.HINT_TEXT
        # a ninja on the enemy village wins when the turn ends (RULINGS): say so
        wins = bool(state.stacks[state.side][ENEMY_VILLAGE[state.side]])
        if hint is not None and not pointed_elsewhere(self, hint, preview):
            if hint.is_end:
                if wins:
                    return tr("taisen.prompt.hint_end_win"), hud.HINT_TEXT
                plain = tr("taisen.prompt.hint_end")
                return self.risk.warned(tr, state, hint, plain), hud.HINT_TEXT
            card = state.side * 10 + hint.local_card
            name = card_name(tr, TOKEN[card])
            die = tr(f"taisen.die.{DIE_NAMES[hint.die]}")
            stack = state.stacks[state.side][state.where[card]]
            riders = stack[stack.index(card) + 1 :] if card in stack else []
            if riders:  # the cards on it move too: named, one way, warned or not ("and
                # the 2 on top" read as Paper 2 where a Paper 2 was on top, newcomer K)
                words = carry_words(tr, TOKEN[card], [TOKEN[c] for c in riders], die)
            else:
                words = tr("taisen.prompt.hint", card=name, die=die)
            if len(selection.moves) == 1 and not selection.can_end:  # forced: said so
                return f"{words} {tr('taisen.prompt.hint_only')}", hud.HINT_TEXT
            plain = tr("taisen.prompt.hint", card=name, die=die)
            return self.risk.warned(tr, state, hint, words, plain), hud.HINT_TEXT
        if selection.only_end:
            if wins:
                return tr("taisen.prompt.no_move_win"), theme.GOLD
            # information, not an error (newcomer K read the red as one): as "more"
            return tr("taisen.prompt.no_move"), theme.MOONLIGHT
        if preview is not None:
            cards = " + ".join(card_name(tr, TOKEN[c]) for c in preview.cards)
            armed = selection.armed and preview is self.preview(selection.focused_action())
            key = "taisen.prompt.armed" if armed else "taisen.prompt.preview"
            text = tr(key, cards=cards, dst=pos_name(tr, preview.dst))
            meet = "" if armed else meet_words.words(tr, state, preview)  # L, s17: the stack
            self.previewed = True
            return meet_words.joined(text, meet), theme.GOLD
        if selection.die is not None:
            return tr(
                "taisen.prompt.choose_card",
                die=tr(f"taisen.die.{DIE_NAMES[selection.die]}"),
                value=state.dice[selection.die],
            ), theme.MOONLIGHT
        if selection.card is not None:
            return tr(
                "taisen.prompt.choose_die",
                card=card_name(tr, TOKEN[state.side * 10 + selection.card]),
            ), theme.MOONLIGHT
        if selection.can_end:
            standing = standing_warning(table)  # End turn asked about this position
            if standing is not None:
                return standing, REFUSED
            if wins:
                return tr("taisen.prompt.more_win"), theme.GOLD
            more = "taisen.prompt.more_enter" if selection.enter_ends else "taisen.prompt.more"
            return self._watched(tr, more), theme.MOONLIGHT
        choose = self._watched(tr, "taisen.prompt.choose")
        if choose == tr("taisen.prompt.choose") and again_button.tip_due(table):
            return again_button.tip(table), theme.GOLD  # once a game, no threat to say
        return choose, theme.MOONLIGHT

    def _watched(self, tr: Any, key: str) -> str:
        """The prompt's words, then the foe's card one lucky roll from the village if any
        ("Watch out: Wolf's Shogun is 3 tiles from your village (a 3 on any die takes
        it).", newcomer J, s11, nc-J/134), said before a move is chosen."""
        return self.risk.threat(tr, self.table.state, str(tr(key)))
