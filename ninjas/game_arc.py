"""How a finished game unfolded, turn by turn (newcomers N and L, s17: the results'
'How the game went' line 'just repeats the totals ... tell a story instead: lead
changes, the biggest hit'; 'reads like a spreadsheet line').

`arc(game, seed, options, actions)` plays the record again from its seed and notes,
after each turn (a run of one seat's actions; Dojo's, the mover's whole turn, its
battles' cards laid by the other seat within it: TURN_OF), every seat's standing on the
game's own count (Taisen: ninjas standing; Dojo: land held; Night: points in the backpack;
Shinobi: the rounds' scores so far plus the round's strength minus corruption) and its
loss or gain in that turn on the count of its blows (Taisen and Dojo: ninjas lost;
Night: points taken; Shinobi: strength lost). `telling(marks, winners)` reads the
lead's story and the biggest blow off those marks.

The game is over when this is read: every token and card is face up on the results,
and the record's replay (History) shows all of it. Pure: no randomness but the record's
own seeded replay."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ninjas.core.protocol import TERMINAL


@dataclass(frozen=True)
class Mark:
    """The position after one turn."""

    when: int
    """The turn's number as the table counts it (Night and Shinobi: the round)."""
    actor: int
    """The seat whose turn it was."""
    standing: tuple[int, ...]
    """Each seat's standing on the game's count after the turn."""
    blow: tuple[int, ...]
    """Each seat's blow in the turn (ninjas lost, points taken...): >= 0."""


@dataclass(frozen=True)
class Telling:
    """What the results say of the game's course."""

    lead: str
    """'held' (one seat led from `since` to the end), 'took' (the lead changed hands
    `changes` times; the last leader took it for good at `since`), 'level' (never a
    single seat ahead), 'caught' (`leader`, the last seat ahead, was caught up at
    `since` and it ended level), 'over' (the last leader on the count did not win: the
    winner won on the game's end)."""
    leader: int
    """The seat the lead's story is of (the last leader; for 'level', the winner)."""
    since: int
    """The turn (or round) from which `leader` led for good."""
    changes: int
    """How many times the lead went from one seat to another."""
    first: int
    """The first seat to lead (-1: none)."""
    blow_seat: int
    """The seat of the biggest blow (-1: no blow in the game)."""
    blow_when: int
    blow: int
    blow_actor: int = -1
    """The seat whose turn the biggest blow came in (Dojo's results name it: the other
    clan's turn 4 is not the blow's own seat's)."""


def _taisen_standing(state: Any, seat: int) -> int:
    return int(state.alive[seat])


def _taisen_blow(before: Any, after: Any, seat: int) -> int:
    return max(0, int(before.alive[seat]) - int(after.alive[seat]))


def _dojo_standing(state: Any, seat: int) -> int:
    return int(state.land(seat))


def _dojo_blow(before: Any, after: Any, seat: int) -> int:
    return max(0, int(after.lost[seat]) - int(before.lost[seat]))


def _night_standing(state: Any, seat: int) -> int:
    return int(state.score(seat)[0])


def _night_blow(before: Any, after: Any, seat: int) -> int:
    return max(0, _night_standing(after, seat) - _night_standing(before, seat))


def _shinobi_standing(state: Any, seat: int) -> int:
    done = sum(int(r["scores"][seat]) for r in state.round_results if "scores" in r)
    between = any(r.get("round") == state.round for r in state.round_results)
    if state.is_terminal or between:
        return done
    return done + int(state.score(seat))


def _shinobi_blow(before: Any, after: Any, seat: int) -> int:
    if after.round != before.round:  # a new round's deal: nothing lost in play
        return 0
    return max(0, int(before.strength(seat)) - int(after.strength(seat)))


COUNTS: dict[str, tuple[Callable[[Any, int], int], Callable[[Any, Any, int], int]]] = {
    "taisen": (_taisen_standing, _taisen_blow),
    "dojo": (_dojo_standing, _dojo_blow),
    "night": (_night_standing, _night_blow),
    "shinobi": (_shinobi_standing, _shinobi_blow),
}
"""game -> (a seat's standing, a seat's blow between two positions)."""


def _dojo_turn_of(state: Any) -> int:
    """Whose turn a Dojo position is in: the mover's, though the defender lays its cards
    (and a Fury's or a Joker's chooser chooses) within it; the placer's while the Dojos
    are placed."""
    return int(state.placer if state.phase == "dojo" else state.mover)


TURN_OF: dict[str, Callable[[Any], int]] = {"dojo": _dojo_turn_of}
"""game -> whose turn a position is in, where a turn holds other seats' actions (the
others: the seat to act). A Dojo battle's losses were told run by run, the defender's
cards laid between the attacker's: a battle of three ninjas lost was 'the hardest blow'
of one, or not said at all (newcomer Q, s19)."""


def arc(
    game: str, seed: int, options: dict[str, Any], actions: Sequence[str], final: Any = None
) -> list[Mark]:
    """The marks of the game recorded as `actions` from `seed` ([] for a game with no
    count, or a record that does not play again, or not to `final` when given: a
    position changed by hand, as a guided game's may be, tells no false story)."""
    if game not in COUNTS:
        return []
    from ninjas.games import get_game
    from ninjas.review import table_turn  # the turn as its table and the replay say it

    standing, blow = COUNTS[game]
    turn_of = TURN_OF.get(game, lambda state: int(state.current_player))
    try:
        state = get_game(game).new_game(seed=seed, options=dict(options))
        seats = range(int(state.num_players))
        marks: list[Mark] = []
        turn = 0
        start = state.clone()
        actor = turn_of(state)
        for text in actions:
            state.apply(text)
            now = TERMINAL if state.current_player == TERMINAL else turn_of(state)
            if now == actor and now != TERMINAL:
                continue
            turn += 1
            when = table_turn(game, start, turn)
            if actor >= 0:
                marks.append(
                    Mark(
                        when,
                        actor,
                        tuple(standing(state, s) for s in seats),
                        tuple(blow(start, state, s) for s in seats),
                    )
                )
            start, actor = state.clone(), now
    except (ValueError, KeyError, IndexError, AttributeError):
        return []
    if final is not None:
        from ninjas.core.saves import position_digest

        if position_digest(state) != position_digest(final):
            return []
    return marks


def _leader(standing: tuple[int, ...]) -> int:
    """The one seat ahead (-1 in a tie at the top)."""
    best = max(standing)
    ahead = [s for s, v in enumerate(standing) if v == best]
    return ahead[0] if len(ahead) == 1 else -1


def telling(marks: Sequence[Mark], winners: Sequence[int]) -> Telling | None:
    """The lead's story and the biggest blow of `marks` (None without a mark)."""
    if not marks:
        return None
    leaders = [(m.when, _leader(m.standing)) for m in marks]
    changes, first, last, since = 0, -1, -1, 0
    for when, seat in leaders:
        if seat < 0:
            continue
        if first < 0:
            first, last, since = seat, seat, when
        elif seat != last:
            changes, last, since = changes + 1, seat, when
    final = _leader(marks[-1].standing)
    if first < 0:
        lead, leader = "level", (winners[0] if winners else 0)
    elif final < 0:  # caught up: level at the end, since the last tie came
        lead, leader = "caught", last
        since = next(
            when
            for index, (when, seat) in enumerate(leaders)
            if all(s < 0 for _, s in leaders[index:])
        )
    elif final >= 0 and winners and final not in winners:
        lead, leader = "over", final
    elif changes == 0:
        lead, leader = "held", last
    else:
        lead, leader = "took", last
    if lead in ("held", "took"):  # alone ahead from `since` to the end, not level once
        for when, seat in reversed(leaders):
            if seat != leader:
                break
            since = when
    blow_seat, blow_when, biggest, blow_actor = -1, 0, 0, -1
    for mark in marks:
        for seat, size in enumerate(mark.blow):
            if size > biggest:
                blow_seat, blow_when, biggest, blow_actor = seat, mark.when, size, mark.actor
    return Telling(lead, leader, since, changes, first, blow_seat, blow_when, biggest, blow_actor)
