"""Saves: seed + actions as versioned JSON; bad files give a clear error, never a crash."""

import json

import pytest

from ninjas.core.saves import SAVE_VERSION, SaveError, SaveGame, read_save, replay, write_save
from ninjas.core.session import GameSession, Seat


def played_session(moves: int = 12) -> GameSession:
    session = GameSession.new("taisen", [Seat(), Seat("ai", "hard")], seed=42, autosave=False)
    for _ in range(moves):
        session.apply(session.state.legal_actions()[0])
    return session


def test_save_round_trip_replays_the_same_position(tmp_path):
    session = played_session()
    path = tmp_path / "slot.json"
    session.save(path)
    loaded = read_save(path)
    assert loaded.seed == 42 and loaded.actions == session.actions
    assert loaded.seats == [{"kind": "human", "level": "normal"}, {"kind": "ai", "level": "hard"}]
    assert replay(loaded).to_notation() == session.state.to_notation()


def test_save_is_versioned_json(tmp_path):
    path = tmp_path / "slot.json"
    played_session(3).save(path)
    raw = json.loads(path.read_text())
    assert raw["format"] == "ninjas-save" and raw["version"] == SAVE_VERSION
    assert raw["game"] == "taisen" and raw["moves"] == 3 and isinstance(raw["sealed"], str)


def test_write_is_atomic_and_leaves_no_temp_file(tmp_path):
    path = tmp_path / "slot.json"
    write_save(path, SaveGame("taisen", 1))
    write_save(path, SaveGame("taisen", 2))
    assert read_save(path).seed == 2
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("{not json", "corrupt"),
        ('{"format": "ninjas-save", "version": 1, "game": "tais', "truncated"),
        ("", "truncated"),
        ('{"hello": 1}', "not_a_save"),
        (
            '{"format": "ninjas-save", "version": 99, "game": "taisen", "seed": 1, "actions": []}',
            "newer",
        ),
        (
            '{"format": "ninjas-save", "version": 1, "game": "taisen", "seed": "x", "actions": []}',
            "corrupt",
        ),
        ('{"format": "ninjas-save", "version": 1, "seed": 1, "actions": []}', "corrupt"),
    ],
)
def test_bad_save_gives_a_clear_error_and_is_not_touched(tmp_path, text, code):
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.code == code
    assert path.read_text() == text


def test_save_with_an_illegal_action_is_rejected_on_replay():
    save = SaveGame("taisen", 5, actions=["r:S1", "zz:top"])
    with pytest.raises(SaveError) as info:
        replay(save)
    assert info.value.code == "invalid_action"


def test_save_of_an_unknown_game_is_rejected():
    with pytest.raises(SaveError) as info:
        replay(SaveGame("chess", 5))
    assert info.value.code == "unknown_game"


def test_missing_and_undecodable_files(tmp_path):
    with pytest.raises(SaveError) as info:
        read_save(tmp_path / "none.json")
    assert info.value.code == "missing"
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.code == "corrupt"  # binary content is damage, not a disk problem


def test_a_save_with_the_wrong_number_of_seats_is_refused():
    from ninjas.core.session import GameSession

    save = SaveGame("taisen", 1, seats=[{"kind": "human"}])
    with pytest.raises(SaveError) as info:
        GameSession.from_save(save, autosave=False)
    assert info.value.code == "seats"
