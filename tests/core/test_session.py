"""GameSession: autosave each turn, undo against the AI, rematch."""

from ninjas.core.saves import read_save
from ninjas.core.session import GameSession, Seat
from ninjas.taisen import from_notation


def human_vs_ai(tmp_path, seed: int = 3) -> GameSession:
    session = GameSession.new(
        "taisen", [Seat(), Seat("ai", "easy")], seed=seed, options={"first": "monkey"}
    )
    session.autosave_path = tmp_path / "autosave.json"
    return session


def test_autosave_after_every_turn(tmp_path):
    session = human_vs_ai(tmp_path)
    session.apply(session.state.legal_actions()[0])
    assert (
        not session.autosave_path.exists()
        or read_save(session.autosave_path).actions != session.actions
    )
    session.apply("end") if "end" in [str(a) for a in session.state.legal_actions()] else None
    while session.state.current_player == 0:
        session.apply(session.state.legal_actions()[0])
    assert read_save(session.autosave_path).actions == session.actions


def test_undo_returns_to_the_start_of_the_human_turn_with_the_same_dice(tmp_path):
    session = human_vs_ai(tmp_path)
    start = session.state.to_notation()
    assert not session.can_undo()
    session.apply(session.state.legal_actions()[0])
    assert session.can_undo()
    assert session.undo()
    assert session.state.to_notation() == start
    assert session.actions == []


def test_undo_after_the_ai_replied_stops_at_its_dice(tmp_path):
    session = human_vs_ai(tmp_path)
    while session.state.current_player == 0:
        session.apply(session.state.legal_actions()[0])
    while session.state.current_player == 1:
        session.apply(session.state.legal_actions()[0])
    session.state.legal_actions()  # our dice are rolled and seen
    second_turn = session.state.to_notation()
    count = len(session.actions)
    session.apply(session.state.legal_actions()[0])
    assert session.undo()
    assert session.state.to_notation() == second_turn and len(session.actions) == count
    assert not session.can_undo()  # the computer's dice (and ours) were seen since
    assert not session.undo() and len(session.actions) == count


def test_undo_between_two_humans_stays_within_the_turn(tmp_path):
    session = GameSession.new("taisen", [Seat(), Seat()], seed=1, autosave=False)
    first = session.state.current_player
    session.apply(next(a for a in session.state.legal_actions() if not a.is_end))
    assert session.can_undo()  # one's own move, before handing over
    while session.state.current_player == first:
        session.apply(session.state.legal_actions()[0])
    assert not session.can_undo()  # never the other person's turn


def test_undo_then_replay_from_save_agrees(tmp_path):
    session = human_vs_ai(tmp_path, seed=9)
    for _ in range(7):
        session.apply(session.state.legal_actions()[-1])
    session.undo()
    session.apply(session.state.legal_actions()[0])
    path = tmp_path / "s.json"
    session.save(path)
    restored = GameSession.from_save(read_save(path), autosave=False)
    assert restored.state.to_notation() == session.state.to_notation()


def test_rematch_keeps_seats_and_changes_seed(tmp_path):
    session = human_vs_ai(tmp_path)
    again = session.rematch()
    assert again.seats == session.seats and again.actions == []
    assert from_notation(again.state.to_notation()).to_notation() == again.state.to_notation()
