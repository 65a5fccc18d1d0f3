"""Issue 33, newcomer H (Taisen, seed 6072, the first player drawn): "the first three
rolls of the game were all rouge 1, vert 1, bleu 2 (mine, Loup's, mine again)... it
looked broken". It is chance: a Taisen game's rolls are the next draws of its own
generator, seeded by the game's seed, and seed 6072 opens with three equal rolls
whatever is played. Nothing else draws from that generator: not the hint's search,
asked each turn on the game's own state, nor an undo (the dice rolled are never rolled again)."""

from __future__ import annotations

import random

from ninjas.ai.agents import make_agent
from ninjas.ai.hint import hint_plan, hint_seed
from ninjas.core.session import GameSession, Seat
from ninjas.taisen import new_game
from ninjas.taisen.rules import roll_dice

H_ROLLS = [(1, 1, 2)] * 3
"""Red, green, blue: H's game's first three rolls."""


def rolls_of(game: GameSession, turns: int, choose: object, hints: bool = False) -> list:  # type: ignore[type-arg]
    """The rolls of the first `turns` turns, `choose(state)` picking each move; with
    `hints`, the hint (the hard level's whole search) asked at each turn's first
    decision, on the game's own state, not a copy."""
    state = game.state
    rolls = []
    side = -1
    while len(rolls) < turns and not state.is_terminal:
        state.ensure_rolled()
        turn_starts = state.side != side
        if turn_starts:
            rolls.append(tuple(state.dice))
            side = state.side
        if hints and turn_starts:
            chance = state.rng.getstate()
            hint_plan(state, hint_seed(game.seed, len(game.actions)))
            assert state.rng.getstate() == chance  # the game's generator untouched
        game.apply(choose(state))  # type: ignore[operator]
    return rolls


def session() -> GameSession:
    return GameSession.new(
        "taisen", [Seat(), Seat("ai", "hard")], 6072, {"first": "random"}, autosave=False
    )


def test_seed_6072_opens_with_three_equal_rolls_whatever_is_played() -> None:
    easy = make_agent("easy", 1)
    first = rolls_of(session(), 4, easy.choose)
    pick = random.Random(5)
    other = rolls_of(session(), 4, lambda s: pick.choice(s.legal_actions()))
    assert first[:3] == other[:3] == H_ROLLS
    assert first == other  # the moves played never change the dice


def test_the_hint_asked_each_turn_never_draws_from_the_game_s_generator() -> None:
    easy = make_agent("easy", 1)
    plain = rolls_of(session(), 4, easy.choose)
    easy = make_agent("easy", 1)
    hinted = rolls_of(session(), 4, easy.choose, hints=True)
    assert hinted == plain


def test_an_undo_within_a_turn_rolls_nothing_again() -> None:
    game = session()
    state = game.state
    first = tuple(state.dice)
    move = next(a for a in state.legal_actions() if not a.is_end)
    game.apply(move)
    assert game.undo()
    assert tuple(game.state.dice) == first
    game.apply(move)
    game.apply("end")
    game.state.ensure_rolled()
    assert tuple(game.state.dice) == H_ROLLS[1]


def test_three_equal_opening_rolls_come_as_often_as_the_dice_say() -> None:
    """Faces 1,1,1,2,2,3: a roll repeats the one before with chance (1/4 + 1/9 +
    1/36)^3 = 0.059, twice running 0.0035: about one game in 290 opens as H's did."""
    games, twice = 6000, 0
    for seed in range(games):
        state = new_game(2, seed)
        opening, rng = tuple(state.dice), state.rng  # the next rolls: its next draws
        if tuple(roll_dice(rng)) == opening and tuple(roll_dice(rng)) == opening:
            twice += 1
    assert 0.0015 < twice / games < 0.006, twice
