"""What happened since a seat's own last move, as that seat's log tells it: the lines of
every action played since (public lines and that seat's private ones, never another
seat's), with the ones that touched that seat (its clan destroyed, its cards taken or
swapped, an injury, a token stolen...) marked. The tables share it through the table
skeleton's hooks `describe(event)`, `log_opening(state)` and `touches(event, seat)`.

Told on the hand-off's own screen, public lines only, since everyone at the table sees
it (scenes/handoff_story.py); to one person against the computer in Night's panel over
the village (scenes/night/since_toast.py); to a phone (scenes/phone_story.py).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, NamedTuple

REPLAYS_KEPT = 4
"""Games whose replay is kept (`_played`): a hand-off asks it several times (its story,
its digest, whether the seat has played), each a replay of the game (Night's throws:
0.5-0.7 s at load, s13 E14's profile); the tables of one sitting share few games."""
_replays: OrderedDict[tuple[Any, ...], list[tuple[int | None, list[Any]]]] = OrderedDict()


class SinceLine(NamedTuple):
    text: str
    touched: bool
    """The line tells something done to the seat (drawn in gold)."""
    turn: int = 0
    """Which of the turns played since told it (0: the first; a turn is one seat's run
    of actions): a story cut short keeps whole turns (scenes/handoff_story.py)."""
    gold: tuple[str, ...] = ()
    """The parts of a touched line that touched the seat (a digest's line a player,
    scenes/story_digest.py: the rest of it is not gold); () for the whole line."""


def has_played(table: Any, seat: int) -> bool:
    """`seat` has played an action of this game (on its first turn, 'since your last
    turn' is untrue: issue 33, newcomer I, 'Depuis le dernier tour d'Ada' before Ada
    ever played)."""
    return any(actor == seat for actor, _ in _played(table)[1:])


def played_since(table: Any, seat: int) -> list[tuple[int | None, list[Any]]]:
    """The actions played since `seat`'s own last action (every action when it has not
    played yet; not the deal's opening), each as (the seat that played it, its events).
    The game is replayed from the session's seed and actions, so what is still being
    animated on the table is told too."""
    chunks = _played(table)
    start = 1  # a seat yet to play: every action so far (not the deal's opening)
    for index in range(len(chunks) - 1, 0, -1):
        if chunks[index][0] == seat and not passed_for_it(chunks[index][1]):
            start = index + 1
            break
    return chunks[start:]


def passed_for_it(events: list[Any]) -> bool:
    """The action was a turn the table passed for its seat, which had nothing to do
    (Night's `end idle`: its 'turn_ended' marked `passed`), not a move of that seat's:
    its own story goes on from its last real move and tells the pass too (newcomer Y,
    s13, 126 vs 132: 'Ines had nothing to do: turn passed' was told to Bruno, never to
    Ines, whose next cover began after it and so missed the attack just before)."""
    return any(
        getattr(event, "kind", "") == "turn_ended" and getattr(event, "data", {}).get("passed")
        for event in events
    )


def _played(table: Any) -> list[tuple[int | None, list[Any]]]:
    """The deal's opening (None's), then each action as (its seat, its events); the
    replay of a game asked again with no new action is the one kept (REPLAYS_KEPT)."""
    session = table.session
    key = (
        id(session),
        session.game,
        session.seed,
        repr(sorted(session.options.items())),
        tuple(session.actions),
    )
    kept = _replays.get(key)
    if kept is None:
        kept = _replay(table)
        _replays[key] = kept
        while len(_replays) > REPLAYS_KEPT:
            _replays.popitem(last=False)
    _replays.move_to_end(key)
    return list(kept)


def _replay(table: Any) -> list[tuple[int | None, list[Any]]]:
    from ninjas.games import get_rules

    session = table.session
    state = get_rules(session.game).new_game(seed=session.seed, options=session.options)
    chunks: list[tuple[int | None, list[Any]]] = [(None, list(table.log_opening(state)))]
    for action in session.actions:
        actor = None if state.is_terminal else int(state.current_player)
        chunks.append((actor, list(state.apply(action))))
    return chunks


def since_last_turn(table: Any, seat: int, *, public: bool = False) -> list[SinceLine]:
    """The log lines `seat` may see of the actions played since its own last action
    (every action when it has not played yet; nothing before the first), in order,
    each with whether it touched `seat` (see played_since). `public`: the lines every
    seat is told only, never `seat`'s own (the hand-off's screen, seen by the table)."""
    lines: list[SinceLine] = []
    turn, last = -1, -1
    for actor, events in [*own_tail(table, seat), *played_since(table, seat)]:
        if actor != last or actor is None:
            turn, last = turn + 1, -1 if actor is None else actor
        for event in events:
            hit = actor != seat and table.touches(event, seat)
            for owner, text in table.describe(event):
                if owner is None or (owner == seat and not public):
                    lines.append(SinceLine(text, hit, turn))
    return lines


def own_tail(table: Any, seat: int) -> list[tuple[int | None, list[Any]]]:
    """What `seat`'s own last action set going after it that the others' stories tell
    (the table's `news_after_own` kinds, from the first of them: Night's new round,
    begun by its last placement or End the turn), as (None, its events); [] for none.
    Newcomer T (s20, 110/113): Sam's cover listed 'Round 1 of 6 begins.' after Ida's
    placement, Ida's, whose placement began it, did not."""
    kinds = getattr(table, "news_after_own", frozenset())
    chunks = _played(table)
    start = len(chunks) - len(played_since(table, seat))
    if not kinds or start <= 1:  # no news told, or the seat has not played yet
        return []
    events = chunks[start - 1][1]
    first = next((i for i, e in enumerate(events) if getattr(e, "kind", "") in kinds), None)
    return [] if first is None else [(None, list(events[first:]))]
