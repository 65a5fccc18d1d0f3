"""What the Taisen board keeps of the last turn (newcomer W, s13, point 5): in hot-seat a
person's turn stays marked for the next person, as a computer's does (107, 115: after a
person's turn nothing showed what they did); a game opened again (Continue) shows the
computer's last turn again, its trail, swords and tallies (144: gone after Continue);
an undo back to a turn's start shows the last turn again."""

from __future__ import annotations

from typing import Any

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.taisen import TaisenScene
from scenes.taisen.kept_turn import shown_turn

MONKEY, WOLF = 0, 1


def moves_of(events: list[Any], side: str) -> list[tuple[int, int]]:
    return [
        (int(e.data["src"]), int(e.data["dst"]))
        for e in events
        if e.kind == "moved" and e.data["side"] == side
    ]


def play_turn(scene: TaisenScene, agent: Any) -> None:
    """One whole turn of the side to move, by `agent`, through the table."""
    side = scene.state.side
    while not scene.state.is_terminal and scene.state.side == side:
        before = len(scene.session.actions)
        scene._play(agent.choose(scene.state))
        assert len(scene.session.actions) == before + 1


def hot_seat(app: App) -> TaisenScene:
    seats = [Seat("human", name="Inès"), Seat("human", name="Bruno")]
    session = GameSession.new("taisen", seats, seed=5, options={"first": "monkey"}, autosave=False)
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    return scene


def last_turn_moves(scene: TaisenScene, side: str) -> list[tuple[int, int]]:
    shown_side, turn = shown_turn(scene._replayed_events(), scene.state.side)
    assert ("monkey", "wolf")[shown_side] == side
    return moves_of(turn, side)


def test_in_hot_seat_a_persons_turn_stays_marked_for_the_next_person(app: App) -> None:
    scene = hot_seat(app)
    agent = make_agent("greedy", MONKEY)
    play_turn(scene, agent)
    assert scene.state.side == WOLF and not scene.session.ai_to_move
    played = last_turn_moves(scene, "monkey")
    assert played  # (before: nothing kept of a person's turn)
    assert [(src, dst) for _, src, dst, _, _ in scene.trail] == played
    assert scene.trail_side == MONKEY
    # the next person's first move: the turn before has been seen, theirs is kept
    scene._play(next(a for a in scene.state.legal_actions() if not a.is_end))
    assert scene.trail_side == WOLF and len(scene.trail) == 1
    assert all(side == WOLF for side, *_ in scene.trail)
    # undone, back at their turn's start: the other person's turn shows again
    assert scene.session.undo()
    scene.after_undo()
    assert scene.trail_side == MONKEY
    assert [(src, dst) for _, src, dst, _, _ in scene.trail] == played


def test_against_a_computer_a_persons_own_moves_leave_nothing(app: App) -> None:
    seats = [Seat("human", name="Wendy"), Seat("ai", "easy")]
    session = GameSession.new("taisen", seats, seed=5, options={"first": "monkey"}, autosave=False)
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    scene._play(next(a for a in scene.state.legal_actions() if not a.is_end))
    assert scene.trail == [] and scene.trail_combats == set() and not scene.view.tallies


def test_continue_shows_the_computers_last_turn_again(app: App) -> None:
    """A saved game opened again at the person's turn: the computer's last turn, with its
    combat's swords and each fight's tally, as the table showed it before."""
    seats = [Seat("human", name="Wendy"), Seat("ai", "hard")]
    agents = [make_agent("greedy", MONKEY), make_agent("greedy", WOLF)]
    for seed in range(1, 30):
        session = GameSession.new("taisen", seats, seed=seed, autosave=False)
        fought = False
        for _ in range(120):
            state = session.state
            if state.is_terminal:
                break
            side = state.side
            events = session.apply(agents[side].choose(state))
            if side == WOLF:
                fought = fought or any(e.kind == "duel" for e in events)
                if session.state.side == MONKEY and not session.state.is_terminal:
                    if fought:
                        break
                    fought = False
        else:
            continue
        if fought and not session.state.is_terminal and session.state.side == MONKEY:
            break
    else:
        raise AssertionError("no game where the computer fought before the person's turn")
    scene = TaisenScene(app, session, animate=False)  # as Continue opens it
    app.push(scene)
    played = last_turn_moves(scene, "wolf")
    assert scene.trail_side == WOLF
    assert [(src, dst) for _, src, dst, _, _ in scene.trail] == played
    assert scene.trail_combats and scene.view.tallies  # its fights' tallies too
    fights = sum(len(f) for f in scene.view.tallies.fights.values())
    _, turn = shown_turn(scene._replayed_events(), scene.state.side)
    assert fights == sum(1 for e in turn if e.kind == "duel")
