"""Issue 33: a newcomer's review called costly the Taisen move the hint had shown ('Rock
3 with the blue die'; the review's computer: 'Rock 1'). The table's hint ran in the AI
worker on the worker's kept agent, which played out the turn it had planned at the
turn's first hint; the review searched afresh. The hint is now a fresh search too
(ninjas.ai.hint.view_plan), the same the review asks."""

from __future__ import annotations

from ninjas.ai import agents
from ninjas.ai.hint import hint_in_worker, hint_plan, hint_seed, seat_view
from ninjas.core.session import GameSession, Seat

SEED = 777
ACTIONS = ["g:P2", "r:S3", "b:R2", "g:P2", "r:S3", "b:R3"]
"""The newcomer's game (Taisen, seed 777, first player drawn): their second turn."""


def positions() -> list:  # type: ignore[type-arg]
    session = GameSession.new(
        "taisen", [Seat(), Seat("ai", "hard")], SEED, {"first": "random"}, autosave=False
    )
    state = session.state
    out = []
    for text in ACTIONS:
        out.append(state.clone())
        state.apply(text)
    return out


def test_a_table_s_hint_is_the_review_s_computer_move_whatever_the_worker_planned() -> None:
    agents._worker_agents.clear()
    steps = positions()
    kept, fresh = [], []
    for number in (3, 4, 5):  # H pressed at each die of the turn
        seed = hint_seed(SEED, number)
        view = seat_view(steps[number], seed)
        shown = hint_in_worker("hard", seed, view)
        fresh.append(hint_plan(steps[number], seed))
        assert [str(shown)] == fresh[-1]
        kept.append(str(agents.choose_in_worker("hard", seed, view)))
    # the worker's kept agent plays out the turn planned at the first die: at the third
    # die it named the newcomer's move, where a fresh search (the review's) names another
    assert kept[2] == "b:R3" and fresh[2] == ["b:R1"]  # (hint_plan(steps[5], its seed))
    agents._worker_agents.clear()
