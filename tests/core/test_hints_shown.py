"""Issue 33: the hints a table showed are kept in the game for the seat they were shown
to (ninjas.core.hints_shown, GameSession.hints), sealed in its save and its record, so
the review can take a move a hint named as the computer's own. Saves and records from
before have none and load as they did; a game replays from its seed and actions alone;
the History's list and the record's plain fields never show them."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from ninjas.core import hints_shown, seal
from ninjas.core.history import read_record, record_of, replay_record, walk
from ninjas.core.history_folder import keep_game, list_records
from ninjas.core.saves import SaveGame, read_save
from ninjas.core.session import GameSession, Seat
from ninjas.review_hints import at_decision, followed, seat_hints

pytestmark = pytest.mark.usefixtures("own_data_dir")


def played(game: str = "taisen", moves: int = 60) -> GameSession:
    """Two people, each shown a hint (a legal action, drawn) at each of their turns'
    first decision, playing on at random."""
    session = GameSession.new(game, [Seat(), Seat()], 11, autosave=False)
    rng = random.Random(5)
    for _ in range(moves):
        state = session.state
        if state.is_terminal:
            break
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        if len(legal) > 1:
            session.note_hint([str(action)])
        session.apply(action)
    return session


def test_hints_are_kept_by_seat_and_position_and_come_back_from_the_save(tmp_path: Path) -> None:
    session = played()
    seats = set(session.hints)
    assert seats == {0, 1}
    path = tmp_path / "save.json"
    session.save(path)
    save = read_save(path)
    assert save.hints == session.hints
    again = GameSession.from_save(save, autosave=False)
    assert again.hints == session.hints and again.actions == session.actions
    # sealed: nothing of them in the plain part
    plain = json.loads(path.read_text())
    assert set(plain) == {"format", "version", "game", "options", "seats", "moves", "sealed"}


def test_replay_reads_the_actions_alone(tmp_path: Path) -> None:
    """The same actions and seed reach the same position, hints or none."""
    session = played()
    with_hints = session.to_save()
    without = session.to_save()
    without.hints = {}
    assert walk(with_hints).state.__repr__() == walk(without).state.__repr__()
    assert with_hints.digest == without.digest


def test_the_record_keeps_them_sealed_and_the_history_list_shows_none(tmp_path: Path) -> None:
    session = played("taisen", 400)
    record = record_of(session, ["Ann", "Bo"])
    assert record is not None and record.save.hints == session.hints
    folder = tmp_path / "history"
    path = keep_game(session, ["Ann", "Bo"], folder)
    assert path is not None
    read = read_record(path)
    replay_record(read)
    assert read.save.hints == session.hints
    raw = json.loads(path.read_text())
    shown = {t for at in session.hints.values() for hs in at.values() for h in hs for t in h}
    listed = json.dumps([r.__dict__ for r in list_records(folder).records], default=str)
    plain = json.dumps({k: v for k, v in raw.items() if k != "save"}) + json.dumps(
        {k: v for k, v in raw["save"].items() if k != "sealed"}
    )
    assert "hints" not in listed and "hints" not in plain
    assert not any(f'"{text}"' in plain or f'"{text}"' in listed for text in shown)


def test_an_old_save_and_a_save_without_hints_load_with_none(tmp_path: Path) -> None:
    save = SaveGame("taisen", 3, {}, [], [{"kind": "human"}, {"kind": "human"}])
    assert SaveGame.from_json(save.to_json()).hints == {}
    plain = {"format": "ninjas-save", "version": 1, "game": "taisen", "seed": 3, "actions": []}
    assert SaveGame.from_value(plain).hints == {}
    assert "hints" not in save.secret()  # a game with no hint writes what it did


@pytest.mark.parametrize(
    "raw",
    [
        "nonsense",
        [[0, 0]],
        [[5, 0, [["a"]]]],  # no seat 5
        [[0, 999, [["a"]]]],  # past the last action
        [[0, 0, [[]]]],
        [[0, 0, [[3]]]],
        [["0", 0, [["a"]]]],
    ],
)
def test_unsound_hints_are_left_out_and_the_game_still_loads(raw: object) -> None:
    session = played(moves=10)
    secret = session.to_save().secret()
    secret["hints"] = raw
    save = SaveGame.from_value({"format": "ninjas-save", "version": 1, **secret})
    assert save.hints == {} and save.actions == session.actions
    assert GameSession.from_save(save, autosave=False).actions == session.actions


def test_an_undo_forgets_the_hints_of_the_positions_it_takes_back() -> None:
    hints: hints_shown.HintsShown = {}
    hints_shown.note(hints, 0, 4, ["step a", "step b"])
    hints_shown.note(hints, 0, 7, ["x"])
    hints_shown.note(hints, 1, 9, ["y"])
    assert not hints_shown.note(hints, 0, 4, ["step a", "step b"])  # once
    hints_shown.trim(hints, 7)
    assert hints == {0: {4: [["step a", "step b"]], 7: [["x"]]}}
    for n in range(hints_shown.KEPT_AT_ONE + 2):
        hints_shown.note(hints, 0, 4, [f"z{n}"])
    assert len(hints[0][4]) == hints_shown.KEPT_AT_ONE


def test_the_review_reads_the_seat_reviewed_alone() -> None:
    save = SaveGame("taisen", 3, hints={0: {2: [["a"]]}, 1: {3: [["b"]]}})
    assert seat_hints(save, 0) == {2: [["a"]]} and seat_hints(save, 1) == {3: [["b"]]}
    assert seat_hints(SaveGame("taisen", 3), 0) == {}


def test_a_summonings_dice_follow_the_hint_in_any_order_from_where_it_was_asked() -> None:
    """A summoning's dice are one decision (ninjas.review.GROUPED): the dice of the hint
    shown, in any order, are its move; a hint asked after the first die names the rest."""
    hints = {10: [["die 0,1 3", "die 1,1 5", "step 0,0 1,0"]], 21: [["die 2,2 4", "end"]]}
    dice = ["die 1,1 5", "die 0,1 3"]
    assert followed(dice, 10, at_decision(hints, 10, 2), "die ")
    assert not followed(["die 1,1 5", "die 0,2 3"], 10, at_decision(hints, 10, 2), "die ")
    assert followed(["die 0,0 1", "die 2,2 4"], 20, at_decision(hints, 20, 2), "die ")
    assert not followed(["die 2,2 4", "die 0,0 1"], 20, at_decision(hints, 20, 2), "die ")
    # a single action: the hint's first, shown at that position only
    assert followed(["step 0,0 1,0"], 12, at_decision({12: [["step 0,0 1,0"]]}, 12, 1), None)
    assert not followed(["step 0,0 1,0"], 12, at_decision({11: [["step 0,0 1,0"]]}, 12, 1), None)
    assert not followed(["b"], 12, at_decision({12: [["a", "b"]]}, 12, 1), None)


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_the_version_2_saves_load_with_no_hints(own_data_dir: Path, game: str) -> None:
    """Saves written before hints were kept (tests/core/saves_v2, with their key)."""
    folder = Path(__file__).parent / "saves_v2"
    own_data_dir.mkdir(parents=True)
    shutil.copy(folder / seal.KEY_NAME, own_data_dir / seal.KEY_NAME)
    save = read_save(folder / f"{game}.json")
    assert save.hints == {}
    session = GameSession.from_save(save, autosave=False)
    assert session.hints == {} and session.actions == save.actions
    for seat in range(len(save.seats) or 2):
        assert seat_hints(save, seat) == {}
