"""Undo after a bonus played from the backpack (issue 33, newcomer W, s9 nt32/nt33): Bo
stole, then played the Grappling Hook he had collected a round before, and U said
"Nothing to undo: the tokens turned up can't be hidden again." The hook showed the
table a token of Bo's own, nothing Bo did not know: undo takes it back, to just after
the Steal, which did turn up a token Bo had not seen, and stops there."""

from __future__ import annotations

from ninjas.core.session import GameSession, Seat

# W's game (seed 9302, Ada and Bo at the laptop, Green hard) to Bo's Steal.
W_OPTIONS = {
    "collect_value_first": True,
    "discard_keeps_held": True,
    "players": 3,
    "village": "random",
    "experienced": False,
}
TO_STEAL = (
    "place 7,place 7,place 7,plan collect move,plan move collect,plan move collect,"
    "collect 0,end,move 9 17.9,end,move 1 13.9,end,move 1 15.2,end,collect 0 1 2,end,"
    "collect 0 1 2,end,plan move collect,plan steal move,plan move collect,move 6 30.5,"
    "end,steal 2 0"
).split(",")


def w_game() -> GameSession:
    seats = [Seat("human"), Seat("human"), Seat("ai", "hard")]
    game = GameSession.new("night", seats, 9302, dict(W_OPTIONS), autosave=False)
    for action in TO_STEAL:
        game.apply(action, hold=True)
    return game


def test_the_steal_stops_undo() -> None:
    game = w_game()
    assert not game.can_undo() and game.undo_stop() == "tokens"


def test_the_hook_is_taken_back_to_just_after_the_steal() -> None:
    game = w_game()
    hook_token = game.state.backpacks[1][2]
    assert 1 in game.state.known[hook_token]  # Bo's own, seen when he collected it
    events = game.apply("hook 2 7", hold=True)
    assert [e.kind for e in events][-1] == "hooked"
    assert not any(e.data.get("reveals") for e in events)
    assert game.can_undo(), game.undo_stop()  # fails before: "tokens"
    assert game.undo()
    assert game.undone == ["hook 2 7"] and game.actions == TO_STEAL
    assert not game.can_undo() and game.undo_stop() == "tokens"  # the Steal stays
    assert game.state.backpacks[1][2] == hook_token
    assert game.state.known[hook_token] == {1}  # the others' sight of it goes with it
