"""The race of the decks in public facts (ninjas/dojo/race.py, issue 33, newcomer M,
s8): whose summonings were how big, read back from the history, and when a clan's
deck lasts fewer than two more summonings of the size it just made."""

from __future__ import annotations

from ninjas.dojo.race import pace, race_near, summon_sizes, summonings_ahead, summonings_left
from ninjas.dojo.rules import DojoState, new_game


def placed(seed: int = 4) -> DojoState:
    state = new_game(seed, {"board": "random"})
    while state.phase == "dojo":
        state.apply(state.legal_actions()[0])
    return state


def played(state: DojoState, turns: int, count: int = 3) -> None:
    """`turns` whole turns, each summoning with `count` cards (or all it may)."""
    for _ in range(turns):
        mover = state.mover
        while state.mover == mover and not state.is_terminal:
            legal = state.legal_actions()
            if state.phase == "summon":
                state.apply(legal[min(count, len(legal)) - 1])
            else:
                state.apply(legal[-1] if state.phase == "battle" else legal[0])


def test_each_summoning_is_the_seat_that_made_it() -> None:
    state = placed()
    first = state.mover
    played(state, 3, count=3)
    sizes = summon_sizes(state)
    assert len(sizes[first]) == 2 and len(sizes[1 - first]) == 1
    assert all(size <= 3 for size in sizes[0] + sizes[1])
    # the history is the only source: the sizes are those the actions say
    summons = [int(t.split()[1]) for t in state.history if t.startswith("summon ")]
    assert sorted(summons) == sorted(sizes[0] + sizes[1])


def test_the_clock_runs_at_the_last_summonings_size() -> None:
    state = placed()
    seat = state.mover
    assert pace(state, seat) == state.on_board(seat)  # before any: all it may draw
    assert state.on_board(seat) == 5
    assert summonings_left(state, seat) == 4  # 5, 7, 11, 20 (fails before: 54 // 5)
    state.history += ["roll", "summon 12", "roll", "summon 2"]
    # before its roll, the last turn is the other's: 'summon 2' was the other's, 'summon
    # 12' the mover's own; once it has rolled, the same
    assert state.phase == "roll"
    assert summon_sizes(state)[seat][-1] == 12 and summon_sizes(state)[1 - seat][-1] == 2
    state.decks[seat] = state.decks[seat][:30]
    assert summonings_left(state, seat) == 1  # 12, then about 23 of 18
    state.apply("roll")
    state.history.append("summon 4")  # its summoning this turn (its walk left out)
    assert summon_sizes(state)[seat] == [12, 4] and summon_sizes(state)[1 - seat] == [2]


def test_the_warning_comes_two_turns_ahead() -> None:
    state = placed()
    foe = 1 - state.mover
    state.history += ["roll", "summon 12"]  # the foe's turn; the mover's to roll
    # 35 cards: 12, then about 23 (12 + 12 * 12 * 4 / 54 ninjas), then the game ends
    state.decks[foe] = state.decks[foe][:35]
    assert race_near(state) is None  # two more summonings: not yet
    state.decks[foe] = state.decks[foe][:34]
    near = race_near(state)
    assert near is not None and (near.seat, near.size, near.deck, near.left) == (foe, 12, 34, 1)
    assert near.lands == (state.land(0), state.land(1))


def test_the_warning_counts_the_ninjas_a_summoning_may_draw() -> None:
    """12 drawn last, a full deck: 12, about 23, then the game ends; but 20 ninjas may
    draw 20, then about 50 with 34 left (fails before: no warning)."""
    state = placed()
    foe = 1 - state.mover
    state.history += ["roll", "summon 12"]
    assert race_near(state) is None  # five ninjas: two more summonings
    dojo = state.dojos[foe]
    assert dojo is not None
    state.ninjas[dojo][foe] = 20
    near = race_near(state)
    assert near is not None and (near.size, near.deck, near.left) == (20, 54, 1)


def test_a_summoning_gains_with_the_square_of_its_cards() -> None:
    """At the last size alone, 12 of 34 cards read as two more summonings: the second,
    of about 23 ninjas, runs the deck out (fails before: 34 // 12 = 2)."""
    assert summonings_ahead(34, 12) == 1 and summonings_ahead(35, 12) == 2
    assert summonings_ahead(54, 5) == 4  # 5, 7, 11, 20: 43 cards; then about 50 of 11
    assert summonings_ahead(4, 5) == 0
