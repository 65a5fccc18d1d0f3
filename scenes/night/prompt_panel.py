"""The prompt at the top of the Night table's column: what the player is to do now, or
whom the table waits for, why the planned action cannot be carried out, and the hint;
for a moment instead, why a click was refused (a roof that offers nothing: the refusal
every table shows, scenes/tableflow/refusal.py). Kept until what it says may change (it
asks the rules why an action cannot be carried out)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.night import data

from .. import phone_absent
from .. import prompt_panel as shared
from ..ai_turn import thinking_long
from ..tableflow.refusal import Told
from . import again_said, between_turns, hold_said, step_wait
from .layout import PROMPT_LINE, PROMPT_MAX_LINES

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable


class PromptPanel:
    """Night's words in the shared prompt panel (scenes/prompt_panel.py): small type on
    fixed lines, up to PROMPT_MAX_LINES, the layout making room for them."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self._kept: tuple[tuple[object, ...], str] | None = None
        self.panel = shared.PromptPanel(
            table.text_fit, line=PROMPT_LINE, max_lines=PROMPT_MAX_LINES
        )
        table.turn_end.button.label = lambda: turn_end_label(table)

    def forget(self) -> None:
        self._kept = None

    def text(self) -> str:
        """What the panel tells the player now (kept until the position, the throw being
        set or who may act changes)."""
        t = self.table
        key = (
            t.version,
            t.throw is not None,
            t.can_act,
            id(t.app.tr),
            str(t.hint_shown),
            t.hint_pending,
            t.rope_flying(),
            t.turn_end.waiting,
            thinking_long(t),
            (t.busy, t.stage.actor),  # (seat 0 == False: a pair)
            between_turns.passing(t),
            again_said.said(t),
            t.stage.round_card.showing,
            hold_said.said(t),
            (step_wait.waiting(t), step_wait.ending(t)),  # a wait (F may start one
            # while its action is said: follow_pace.py), and whose turn comes after it
        )
        if self._kept is None or self._kept[0] != key:
            self._kept = (key, self._text())
        return self._kept[1]

    def fitted(self, width: int) -> str:
        """The prompt for a text `width` px wide: the string's long words where they fit
        the panel's lines, else its short ones (newcomer C, s23, FR 1920x1080, 22-throw:
        the long words were cut at 'Pas de règle : jugez à')."""
        text = self.text()
        tr = self.table.app.tr
        if text == tr("night.prompt.throw"):
            if len(self.panel.lines(text, width)) > PROMPT_MAX_LINES:
                return str(tr("night.prompt.throw_short"))
        return text

    def lines(self, width: int) -> list[str]:
        """The prompt wrapped to `width` px, or the refusal shown instead where it is
        longer (all its lines: the layout makes room, and a shorter refusal moves
        nothing under the pointer)."""
        prompt = self.panel.lines(self.fitted(width), width)
        refused = self.refused()
        return max(prompt, self.panel.lines(refused, width), key=len) if refused else prompt

    def refused(self) -> str | None:
        """Why a click was refused, said in the prompt's place; an Undo's words are not
        (undo_note.py says them over the village: before the prompt they grew it and
        moved the option list down under the pointer, newcomer N, s8 n66.png)."""
        refused = self.table.refusal()
        return None if isinstance(refused, Told) else refused

    def draw(self, canvas: pygame.Surface, layout: Layout) -> None:
        text = self.fitted(self.panel.width(layout.prompt))
        self.panel.draw(canvas, layout.prompt, text, refused=self.refused())

    def _text(self) -> str:
        t = self.table
        tr = t.app.tr
        state = t.state
        rope = t.rope
        again = again_said.said(t)
        if again is not None:  # a replay of earlier actions: not the live table's words
            return again
        here = thrown_here(t)
        if here is not None:  # a phone seat's throw, made at this screen, still plays:
            # said so, not 'Kenji chooses on their phone' (newcomer O, s12, nc-O/044_1)
            return tr("night.waiting.throw_here", name=t.seat_name(here))
        if rope is not None and not rope.told:
            # a rope in the air: the thrower is playing (the rules may already wait
            # for the ninja it hit, which would tell the throw before it lands)
            return tr("night.waiting", name=t.seat_name(rope.seat))
        if t.turn_end.waiting:  # the End turn button confirms (the game's last move too)
            prompt = " ".join(filter(None, (t.skip_guard.words(), turn_end_words(t))))
        elif state.is_terminal:
            prompt = tr("night.prompt.over")
        elif t.can_act:
            phase = "throw" if t.throw is not None else state.phase
            if state.drop_seat is not None:
                phase = "drop"
            prompt = tr(f"night.prompt.{phase}")
            seat = state.current_player
            if phase == "plan":  # hot-seat with no hand-off first: whose plan it is
                prompt = tr("night.prompt.plan", name=t.seat_name(seat))
            if phase == "act":
                planned = state.planned(seat)
                done = "done" if state.main_done else "act"  # not "now: Move" after it
                prompt = tr(f"night.prompt.{done}", action=tr(f"night.action.{planned}"))
                why = state.why_not(seat, planned) if not state.main_done else None
                if why is not None:  # the planned action cannot be carried out: say why
                    prompt = tr(
                        "night.prompt.cannot",
                        action=tr(f"night.action.{planned}"),
                        why=tr(f"night.why.{why}"),
                    )
                elif any(a.kind == "pick" for a, _ in t.options):  # token by token
                    prompt = tr("night.prompt.pick")
                    # what "to your hand" means; the same words whichever are ticked
                    # (the prompt's height, and the list under it, never move)
                    free = state.free_slots(seat)
                    if len(t.collect_pick.allowed()) > free:  # a slot a theft emptied is
                        # room: not "full" (newcomer N, s8 n58.png)
                        room = tr.plural("night.prompt.hand_room", free) if free else ""
                        prompt += " " + (room or tr("night.prompt.hand"))
            elif phase == "drop":  # why first (newcomer N, s8 n44.png: only "drop a token")
                prompt = " ".join(filter(None, (drop_why(t), prompt)))
            elif phase == "place":
                owner = (seat - 1) % state.players
                prompt = tr("night.prompt.place", name=t.seat_name(owner))
                if len(t.humans) >= 2:  # no cover before it: whose turn it is (s10)
                    who = t.seat_name(seat)
                    prompt = tr("night.prompt.place.whose", player=who, name=t.seat_name(owner))
            if phase == "act" and t.phone_seat(seat):  # its own tokens: on its phone;
                # addressed by name on the shared screen (newcomer I, s10: 'Your action
                # now: Move... Your bonuses and discards: on your phone' while Kenji acted)
                prompt = f"{t.seat_name(seat)} — {prompt} " + tr("night.prompt.act.phone")
            elif phase == "act" and len(t.humans) >= 2:  # people share the laptop: whose
                # turn it is, a turn with nothing secret having no cover to say it first
                # (skip_handoff.act_in_the_open)
                prompt = f"{t.seat_name(seat)} — {prompt}"
        elif step_wait.waiting(t):  # one move at a time: how to go on
            prompt = step_wait.words(t)
        elif t.stage.round_card.showing is not None:  # a new round's card: its words,
            # not 'Blue ninja is playing...' of the move before it
            prompt = tr("night.log.round", round=t.stage.round_card.showing[0], rounds=data.ROUNDS)
        elif (held := hold_said.said(t)) is not None:  # the cue's voice, not a second
            prompt = held
        elif t.busy and t.stage.actor not in (None, state.current_player):
            # the last action's animations still play: its actor is playing, not the
            # person to move once they end (issue 33, newcomer J, shot-67-1: "Bo is
            # playing…" while the computer's tokens flew)
            prompt = tr("night.waiting", name=t.seat_name(t.stage.actor))
        elif (passing := between_turns.passing(t)) is not None:  # its words still float,
            # the next person's turn not open yet (newcomer T, s20, 124_2)
            prompt = tr("night.waiting", name=t.seat_name(passing))
        elif state.drop_seat is not None and t.phone_seat(state.drop_seat):
            # a hit in another's turn: whose answer it is, and that the turn goes on
            # after it (newcomer I, s10, nc-99/150-153.png: 'Kenji chooses on their
            # phone', then whose turn it was, unclear)
            prompt = tr("night.waiting.drop_phone", name=t.seat_name(state.drop_seat))
        elif t.phone_seat(state.current_player):  # (its phone closed: said, with the ways back)
            prompt = phone_absent.waiting_words(t, state.current_player, "night.waiting.phone")
        elif thinking_long(t):  # a busy machine: the computer's search shows
            prompt = tr("ai_wait.thinking", name=t.seat_name(state.current_player))
        else:
            prompt = tr("night.waiting", name=t.seat_name(state.current_player))
        if t.can_act and t.hint_pending:
            prompt = tr("night.hint.thinking")
        elif t.can_act and t.hint_shown is not None:
            # a plan's hint, or a Collect's, is not only said: its chips or its tokens
            # are set to it (NightScene.hint_move); say so, or the player's own choice
            # seems to change under them (issue 33, newcomer J, shot-25)
            sets = t.hint_shown.kind in ("plan", "collect")
            key = "night.hint.set" if sets else "night.hint"
            prompt = tr(key, what=t.hint_label(t.hint_shown))
            if t.throw is not None and t.hinted_option(t.throw):  # aiming: how to throw
                # stays said (newcomer N, s8 n24.png: Bo's hint, asked before the aim,
                # hid the string's words)
                prompt = f"{prompt}. {tr('night.prompt.throw_short')}"
            elif t.throw is not None:  # the hint throws nothing: how to put it down
                prompt = f"{prompt}. {tr('night.prompt.throw_drop')}"
        return prompt


THROW_KINDS = ("move", "attack", "shuriken")


def thrown_here(t: NightTable) -> int | None:
    """The phone seat whose throw, set and thrown at this screen, is still being
    shown (its rope in the air, or its ninja or blade landing after it): None if
    none is."""
    rope = t.rope
    if rope is not None:
        return rope.seat if t.phone_seat(rope.seat) else None
    state = t.state
    actor = t.stage.actor
    if not t.busy or actor is None or actor != state.current_player or not state.history:
        return None
    if not t.phone_seat(actor):
        return None
    return actor if state.parse_action(state.history[-1]).kind in THROW_KINDS else None


def drop_why(t: NightTable) -> str:
    """Why the seat to drop a token is injured: the throw played last, its own that
    missed or another's that hit it ("" when the history says nothing of it)."""
    state = t.state
    if not state.history or state.drop_seat is None:
        return ""
    last = state.parse_action(state.history[-1])
    thrower = state.seat_at(state.index)
    tr = t.app.tr
    if thrower == state.drop_seat and last.kind in ("move", "attack"):
        return str(tr(f"night.drop.why.{last.kind}"))
    if last.kind in ("attack", "shuriken"):
        return str(tr(f"night.drop.why.hit.{last.kind}", name=t.seat_name(thrower)))
    return ""


def dropped_for_another(t: Any) -> bool:
    """The move waiting for its confirm is a token dropped for a hit in another seat's
    turn (NightScene.play's dropped_at), confirmed at the laptop."""
    session = t.session
    dropped = getattr(t, "dropped_at", -1) == len(session.actions)
    return dropped and not t.turn_end.on_phone and not session.ending_game


def turn_end_label(t: Any) -> str:
    """The End turn confirm's button: 'Drop this token' for a token dropped for a hit
    in another seat's turn (it is not the dropper's turn that ends: newcomer V, s13,
    095, 'End turn' for a turn that was not hers), else the shared 'End turn'."""
    key = "night.turn_end.drop_button" if dropped_for_another(t) else "turn_end.button"
    return str(t.app.tr(key))


def turn_end_words(t: Any) -> str:
    """What waits for End turn: the shared words, or, after a token dropped for a hit
    in another seat's turn, that End turn lets the next one play (newcomer D, s10,
    nc-94/077.png: Aki, hit by Mei's Shuriken, dropped a token and was told 'Your move
    is played: End turn (Enter) passes the turn' in Mei's turn)."""
    if dropped_for_another(t):
        name = t.seat_name(t.state.current_player)
        return str(t.app.tr("night.turn_end.drop", name=name))
    said = str(t.turn_end.prompt())
    ending = t.turn_end.seat
    if ending is not None and t.phone_seat(ending) and not t.turn_end.on_phone:
        # a phone's seat's move made at the screen ends there: said to that person by
        # name on the shared screen (newcomer I, s10, nc-99/023.png)
        said = f"{t.seat_name(ending)} — {said}"
    return said
