"""The clans' counts as the board drawn shows them while 'Replay its turn' plays: the
board is put back to where the computer's turn began and its moves are played again,
and the side panels said today's 'Ninjas 6  Land 2' over that past board (newcomer K,
s17, rp1_6). Its ninjas and land are counted on the board shown (Stage.shown_ninjas),
step by step, its decks and discards as they stood at the move shown (shown_piles); at
other times on the position."""

from __future__ import annotations

from typing import Any

from ninjas.dojo.cards_back import deck_after
from ninjas.dojo.scoring import land, on_board


def shown_counts(table: Any, seat: int) -> tuple[int, int]:
    """`seat`'s ninjas on the board and the land it holds alone, as drawn: also while
    the table still tells an action's events (a summoning's dice rolled one by one: the
    header said 'Ninjas 8' with one die of three told, newcomer W, s21, 20_summon_spread),
    the board's counts following them."""
    state = table.state
    if not table.turn_again.active and table.stage.board_ninjas is None:
        return state.on_board(seat), state.land(seat)
    ninjas = table.stage.shown_ninjas()
    return on_board(state.terrain, ninjas, seat), land(state.terrain, ninjas, seat)


Piles = tuple[tuple[int, int], ...]
"""Each clan's deck and discard counts, by seat."""


def piles_of(state: Any) -> Piles:
    return tuple((deck_after(state, s), len(state.discards[s])) for s in (0, 1))


def turn_piles(table: Any, seat: int) -> tuple[Piles, list[Piles]] | None:
    """The piles when `seat`'s last turn began, and after the action that told each
    event of that turn (as turn_again.turn_events lists them), the game replayed from
    its seed and actions (None: no such turn). Its 'turn' event ends the action before."""
    moments = turn_moments(table, seat)
    if moments is None:
        return None
    start, after = moments
    return piles_of(start), [piles_of(state) for state in after]


def turn_moments(table: Any, seat: int) -> tuple[Any, list[Any]] | None:
    """The position when `seat`'s last turn began and after the action that told each
    event of that turn (turn_piles' moments, one copy an action: the top bar's warning
    of a replayed moment reads it, newcomer A, s24, k28), or None: no such turn."""
    from ninjas.games import get_game

    session = table.session
    state = get_game(session.game).new_game(seed=session.seed, options=session.options)
    start: Any = None
    after: list[Any] = []
    mine = False
    for action in session.actions:
        events = list(state.apply(action))
        moment = None
        for event in events:
            if event.kind == "turn":
                mine = event.data.get("seat") == seat
                if mine:
                    start, after = state.clone(), []
            elif mine:
                moment = moment or state.clone()
                after.append(moment)
    return None if start is None else (start, after)


def shown_piles(table: Any, seat: int) -> tuple[int, int]:
    """`seat`'s deck and discard counts as drawn: while 'Replay its turn' plays, as
    they stood at the move shown (E14: today's were said over the past board); at other
    times the position's. A deck counts the cards a battle under way drew and gives back
    unplayed (cards_back.deck_after), as the top bar's warning does: the panel said 24
    where the bar said 'it has 27 cards left' during a throw (newcomer A, s24, k34)."""
    state = table.state
    piles = table.turn_again.piles_shown() if table.turn_again.active else None
    if piles is None:
        return deck_after(state, seat), len(state.discards[seat])
    deck, discard = piles[seat]
    return deck, discard
