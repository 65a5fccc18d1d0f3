"""The computer's turn followed one move at a time (issue 33; newcomer E, s15, 161-*:
'Live, I could NOT follow which card went where with which die; the combat on tile 2
was over before I read it'). The default stays brisk (a whole turn near 4 s); with
Settings' "Computer's turns: One move at a time" (settings.computer_pace "step"), or F
at the table, each move of a computer waits once shown (FollowWait): its stack lit,
its combat's tallies under the tile, the move said under the board, until Space, Enter
or a click, never by itself (newcomer J, s16, 107_5: 'it is timed, I'd
like a true wait for me'). A key that ends a wait ends only the wait: the
person's turn begins after it, that key spent (input.key takes it while the table is
busy).

The last wait, its turn over, the person's next, says 'T: replay.' where the turn may
be played again from there (newcomer P's point at Night's hold, s18): T ends the wait
and plays the turn again on the board, as T does on her turn (turn_again.py), where
before T did nothing until her turn had opened (`replay_offered`, `replay`)."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.core.events import Event

from ..tableflow import computer_pace
from . import again_button, turn_again, turn_pace
from . import layout as L
from .animations import BeatStep, CombatCall, GameOverStep, MoveStep, TurnEndStep
from .hud import Button

KEYS = (pygame.K_f,)
"""F: the computer's pace switched, in place (brisk / one move at a time)."""
STEP, BRISK = computer_pace.STEP, computer_pace.BRISK


class FollowWait(BeatStep):
    """A computer's move held, one move at a time, until a key or a click ends it (its
    length computer_pace.UNTIL_PRESSED): its stack lit as its beat's; its event a "beat"
    (the log says nothing of it, the prompt says the move). Should the pace turn brisk
    meanwhile (Settings over the table), it ends at once."""

    table: Any = None

    def tick(self, stage: Any, t: float) -> None:
        super().tick(stage, t)
        if self.table is not None and not on(self.table):
            self.duration = self.elapsed  # brisk now: over at the next update


on = computer_pace.following
"""One move at a time, at a table where a person watches the computer play."""


def fit(table: Any, seconds: float) -> None:
    """A computer's action just played (`seconds`: its room in the turn's budget): its
    steps fitted to the brisk turn; one move at a time, played whole and its move then
    held (FollowWait), before the end of its turn if it ends it, none after a win."""
    if not on(table):
        release(table)
        table.animator.fit(turn_pace.room(table, seconds), turn_pace.tight_room(table))
        return
    hold(table)


def hold(table: Any) -> None:
    """The computer's move playing or queued held once shown (FollowWait), before the end
    of its turn if that is queued; none after a win, none twice."""
    animator = table.animator
    queue = animator.queue
    steps = list(queue)
    playing = [animator.current, *steps]
    moves = [step for step in playing if isinstance(step, MoveStep)]
    if not moves or any(isinstance(step, (GameOverStep, FollowWait)) for step in playing):
        return
    if not any(isinstance(step, (BeatStep, CombatCall)) for step in playing):
        return  # a person's own move (a computer's has its beat, or its combat called)
    if isinstance(animator.current, TurnEndStep):
        return  # its turn is already over
    at = next((i for i, step in enumerate(steps) if isinstance(step, TurnEndStep)), len(steps))
    wait = FollowWait([Event("beat", dict(moves[-1].event.data))], computer_pace.UNTIL_PRESSED)
    wait.table = table
    queue.insert(at, wait)


def release(table: Any) -> None:
    """Every wait playing or queued ends as soon as it begins (the pace turned brisk)."""
    animator = table.animator
    for step in [animator.current, *animator.queue]:
        if isinstance(step, FollowWait):
            step.duration = step.elapsed


def waiting(table: Any) -> FollowWait | None:
    """The computer's move held now, one move at a time, if one is."""
    step = table.animator.current
    return step if isinstance(step, FollowWait) else None


def skip(table: Any) -> bool:
    """Space, Enter or a click while a computer's move plays, one move at a time: the
    move to its end, its wait then standing (True); False when no wait is to come (the
    table skips everything, a wait standing too)."""
    animator = table.animator
    if waiting(table) is not None or not any(isinstance(s, FollowWait) for s in animator.queue):
        return False
    animator.skip(until=FollowWait)
    return True


def toggle(table: Any) -> bool:
    """F: brisk <-> one move at a time, saved in the settings, said in the prompt; a
    wait standing ends when the pace turns brisk. False where no computer plays."""
    if not any(seat.is_ai for seat in table.session.seats) or not table.humans:
        return False
    now_step = computer_pace.switched(table.app)
    table.tell(table.app.tr("taisen.follow.on" if now_step else "taisen.follow.off"))
    again_button.retire_tip(table)  # said now: the tip offering F would contradict it
    if not now_step:
        release(table)
    elif offered(table) and on(table):
        hold(table)  # the move playing now waits too
    return True


def words(table: Any, move: str | None) -> str:
    """The prompt while a move waits: the move, then what goes on ('Space, Enter or a
    click: go on.' / '... your turn.')."""
    tr = table.app.tr
    state = table.state
    yours = any(isinstance(step, TurnEndStep) for step in table.animator.queue) or all(
        action.is_end for action in state.legal_actions()
    )  # (its turn ends after it, or only its End turn is left)
    go_on = tr("taisen.follow.go_on_yours" if yours else "taisen.follow.go_on_next")
    if replay_offered(table):
        go_on = f"{go_on} {tr('taisen.follow.again')}"
    if not move:
        return str(go_on)
    return f"{move}{'' if move.endswith(('.', '!')) else '.'} {go_on}"


def replay_offered(table: Any) -> bool:
    """The computer's last move waits, its turn over (its end queued after the wait),
    and once it has passed its turn may be played again (turn_again.available): the
    person is next, a person's table, not the demo."""
    state = table.state
    animator = table.animator
    return bool(
        waiting(table) is not None
        and any(isinstance(step, TurnEndStep) for step in animator.queue)
        and table.humans
        and not table.app.demo
        and not state.is_terminal
        and not table.session.ai_to_move
        and table.trail
        and table.trail_side is not None
        and table.trail_side != state.side
    )


def replay(table: Any) -> bool:
    """T at the last wait (`replay_offered`): the wait and the turn's end over at once,
    then its turn played again (turn_again.play_again); False where not offered."""
    if not replay_offered(table):
        return False
    table.skip_animations()
    return bool(turn_again.play_again(table))


def offered(table: Any) -> bool:
    """The button 'Follow each move (F)' / 'Play on briskly (F)' stands where 'Replay its
    turn' does, while a computer plays at a person's table (again_button.pace_offered)."""
    return again_button.pace_offered(table)


def shown(table: Any) -> bool:
    """Offered (it stands over End turn and Undo, greyed while the computer plays: the
    prompt keeps its whole width for the move said; beside it the button gave way to a
    long French move)."""
    return offered(table)


def rect() -> pygame.Rect:
    """Over the End turn and Undo buttons, unused while the computer plays."""
    return L.BUTTONS["end"].union(L.BUTTONS["undo"])


def button(table: Any) -> Any:
    """The button as it stands: what F would do now."""
    step = table.app.settings.computer_pace == STEP
    made = Button("follow", rect(), "taisen.follow.brisk" if step else "taisen.follow.button")
    made.enabled = True
    made.hovered = made.rect.collidepoint(table.mouse)
    return made


def draw(canvas: pygame.Surface, table: Any) -> None:
    """The button while offered (a wait has no time running out: nothing drains)."""
    if shown(table):
        button(table).draw(canvas, table.app.tr, table.time)


def click(table: Any, pos: tuple[int, int]) -> bool:
    """A click on the button: the pace switched (as F). True when the click was its."""
    if not shown(table) or not rect().collidepoint(pos):
        return False
    table.app.audio.play("click")
    return toggle(table)
