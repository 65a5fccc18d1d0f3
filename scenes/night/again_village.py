"""The village as it stood while the computers played, for Night's 'Replay its turn
(T)' (turn_again.py; newcomer I, s16, 'Rejouer son tour', 6/10, 071_1-073_1: 'the
board is NOT rewound (Bruno already has his 2nd wound, the gap in the computer's bag
is already there) ... rewind the board to before the computer's turn and play each step
in order').

Each computer's action kept for the replay keeps the game as it stood once it was
played (`keep`, a clone: no search, no replay of the game). While the replay plays, the
table draws (`village`): first the village as it stood before the first action told
again; then, for each action, the village as before it while its rope flies (the
ninja on the roof it left), then as after it (the ninja on its new roof, the tokens it
took in its backpack, flying there first); after 'Back to my turn', the present again.
An action is told again (`told_on`) on the game as it stood right after it, as the
table first told it: where its ninja goes along the rope, where its tokens fly to.

Nothing hidden is drawn: a state kept here gives only where each ninja and token stood;
every token is drawn through NightScene.token_face, as the person at the table knew it
THEN (`faces`: who had seen each token before the step told, or after it once it has
landed): a token taken and shown later stays a back on its roof until it is taken
(newcomer B, s22, 52r3p: the replay's opening showed roof 5's shuriken face up before
the computer took it; the live table had shown its back)."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .rope_view import Shown


def shown_now(state: Any) -> Shown:
    """What the table draws of `state`: where its ninjas and tokens stand."""
    return Shown(state.positions, state.roofs, state.backpacks, state.held)


class PastVillage:
    """`PastVillage()`: the game as it stood after each computer's action kept
    (`keep`), and the village a replay draws (`village`)."""

    def __init__(self) -> None:
        self.after: dict[int, Any] = {}
        """The number of actions played -> the game as it stood then (a clone)."""
        self.known_before: dict[int, list[set[int]]] = {}
        """The number of actions played -> who had seen each token before that action."""
        self._then: tuple[tuple[int, int, bool], Any] | None = None

    def keep(self, count: int, state: Any, known_before: list[set[int]] | None = None) -> None:
        """A computer's action was just played, the `count`-th: the game as it stands,
        and who had seen each token before it (`known_before`)."""
        self.after[count] = state.clone()
        if known_before is not None:
            self.known_before[count] = known_before

    def only(self, counts: set[int]) -> None:
        """The actions kept are now these (a person acted, or an undo took some back)."""
        for count in [c for c in self.after if c not in counts]:
            del self.after[count]
        for count in [c for c in self.known_before if c not in counts]:
            del self.known_before[count]

    def faces(self, state: Any, steps: list[Any], at: int, rope_up: bool) -> Any | None:
        """`state` with the tokens' faces known as at the replay's step `at` (see
        `village`): before the step (its opening, its rope in the air) or after it.
        None: nothing kept for it (the present's faces)."""
        if not steps:
            return None
        played = steps[0] if at < 0 else steps[min(at, len(steps) - 1)]
        before = at < 0 or rope_up
        key = (id(state), played.count, before)
        if self._then is not None and self._then[0] == key:
            return self._then[1]
        if before:
            known = self.known_before.get(played.count)
        else:
            after = self.after.get(played.count)
            known = None if after is None else after.known
        if known is None:
            return None
        then = copy.copy(state)  # shallow: only who knew what differs
        then.known = known
        self._then = (key, then)
        return then

    def village(self, steps: list[Any], at: int, rope_up: bool) -> Shown | None:
        """What the replay draws at its step `at` (-1: before the first, its opening),
        `rope_up`: the step's rope is in the air (the village as before it). None: no
        such step kept (the table draws the present)."""
        if not steps:
            return None
        if at < 0:
            return steps[0].before  # type: ignore[no-any-return]
        played = steps[min(at, len(steps) - 1)]
        if rope_up:
            return played.before  # type: ignore[no-any-return]
        after = self.after.get(played.count)
        return shown_now(after) if after is not None else None

    @contextmanager
    def told_on(self, session: Any, count: int) -> Iterator[None]:
        """Within it, the session's game is the one kept after the `count`-th action
        (the table tells that action again on it); the present after, whatever happens."""
        after = self.after.get(count)
        now = session.state
        if after is not None:
            session.state = after
        try:
            yield
        finally:
            session.state = now
