"""What an Undo took back, in words (issue 33: Undo takes back one step at a time, and
the table says which: 'Undone: Scissors 3 with the red die.').

The step is said as the review screen says a move (scenes/review/words.MoveWords: the
words the table's own choices give it), of the position it was played from, which is
the position the undo went back to, as the person undoing knew it (dealt again from
their view, so the words name nothing they could not know); a person who plays on
their phone sees their choices there, so the screen says only 'the last move'. The
computer's moves taken back with it are counted, never named."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

from ..review.words import MoveWords


class UndoWords(MoveWords):
    """MoveWords of one position: the session's state after the undo."""

    def __init__(self, table: Any) -> None:
        session = table.session
        record = SimpleNamespace(save=SimpleNamespace(game=session.game))
        seat = session.state.current_player
        super().__init__(table.app, record, seat, table.seat_name)  # type: ignore[arg-type]
        self.state = session.state

    def position(self, index: int) -> Any:
        determinize = getattr(self.state, "determinize", None)
        if determinize is None:
            return self.state.clone()
        return determinize(self.seat, random.Random(f"undo words:{index}"))


def undone_text(table: Any) -> str | None:
    """The prompt's line after an undo: the step taken back, and how many of the
    computer's moves went with it (None when the undo took nothing back)."""
    session = table.session
    undone = list(session.undone)
    if not undone:
        return None
    tr = table.app.tr
    seat = session.state.current_player
    steps = getattr(session, "undone_steps", 1)
    walk = None
    if session.game == "dojo" and not session.seats[seat].phone:
        from ..dojo.undo_walk import undone_walk  # a ninja's walk: where it went back

        walk = undone_walk(table, undone[0], steps)
    if walk is not None:
        what = walk
    elif session.seats[seat].phone:  # their choices are on their phone, not on this screen
        what = str(tr("undo.last_move"))
    elif session.game == "night":
        what = night_public_words(table, undone[0])
    else:
        what = UndoWords(table)(len(session.actions), undone[0])
    if steps > 1 and walk is None:  # a walk made with one click, taken back whole
        what = str(tr.plural("undo.walk", steps, what=what))
    replies = len(undone) - steps
    if replies:
        return str(tr.plural("undo.step_and_replies", replies, what=what))
    return str(tr("undo.step", what=what))


class _PublicFaces:
    """A Night table seen by everyone: a token's face only where every seat knows it."""

    def __init__(self, table: Any) -> None:
        self._table = table

    def __getattr__(self, name: str) -> Any:
        return getattr(self._table, name)

    @property
    def state(self) -> Any:
        return self._table.session.state

    def token_face(self, token: int) -> str:
        from ninjas.night.position import EVERYONE

        return str(self.state.kind_seen_by(token, EVERYONE))


def night_public_words(table: Any, text: str) -> str:
    """A Night step taken back, in the words of the public rows: its note stays over the
    village after a private look is closed, so it names no token a watcher may not know
    (newcomer R, s19, 081: 'Undone: Discard the pink 1 (slot 1) to the roof.')."""
    from ..night.words import Wording

    public = _PublicFaces(table)
    action = public.state.parse_action(text)
    return str(Wording(public).label(action))  # type: ignore[arg-type]


def taisen_step_words(tr: Any, text: str) -> str:
    """A Taisen step in words in the language of `tr` ('Scissors 3 with the red die'),
    for the log's undo line, which is said again when the language changes."""
    return str(MoveWords(SimpleNamespace(tr=tr), None, 0, str).taisen(text))  # type: ignore[arg-type]


def undo_stop_text(table: Any) -> str | None:
    """Why nothing can be undone now, in one line for the prompt (U pressed, or the
    greyed Undo clicked): the session's undo rule says where it stops and why
    (GameSession.undo_stop); None when the game is over or undo is possible."""
    session = table.session
    if session.state.is_terminal:
        return None
    if session.ai_to_move and not table.turn_end.waiting:
        code: str | None = "computer"
    else:
        code = session.undo_stop()
    return None if code is None else str(table.app.tr(f"undo.stop.{code}"))
