"""Issue 21, `make soak`: a save round trip after every action of every game must be
cheap. What made it costly (a data folder made and a path parsed at every seal, a depth
check that visited every move of the save one by one) is gone; what kept it safe stays:
a key changed, broken or removed between two saves is seen at the next one."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from ninjas.core import jsonfile, paths, seal
from ninjas.core.jsonfile import JsonFileError, parse_json_text
from ninjas.core.paths import reset_storage_check
from ninjas.core.saves import SaveError, SaveGame


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "data"
    monkeypatch.setenv("NINJAS_DATA_DIR", str(path))
    reset_storage_check()
    return path


def a_save(moves: int = 300) -> SaveGame:
    return SaveGame("taisen", 7, {}, [f"move {i}" for i in range(moves)])


def test_the_key_path_is_worked_out_once_per_data_folder(data_dir, tmp_path, monkeypatch):
    calls = []
    real = paths.user_data_dir

    def counted() -> Path:
        calls.append(1)
        return real()

    monkeypatch.setattr(seal, "user_data_dir", counted)
    for _ in range(50):
        assert SaveGame.from_json(a_save().to_json()) == a_save()
    assert len(calls) == 1  # it made the folder (and parsed the path) at every call
    assert seal.key_path() == data_dir / seal.KEY_NAME
    elsewhere = tmp_path / "elsewhere"
    monkeypatch.setenv("NINJAS_DATA_DIR", str(elsewhere))
    assert seal.key_path() == elsewhere / seal.KEY_NAME  # another folder: its own key
    assert len(calls) == 2


def test_a_key_removed_with_its_folder_after_it_was_used_is_made_again(data_dir):
    first = a_save().to_json()
    shutil.rmtree(data_dir)  # the player deleted the game's data folder mid-game
    with pytest.raises(SaveError) as info:  # no key any more: the old save is foreign
        SaveGame.from_json(first)
    assert info.value.code == "foreign"
    again = a_save().to_json()  # the folder and a new key are made
    assert seal.key_path().is_file() and SaveGame.from_json(again) == a_save()


def test_a_key_changed_between_two_saves_is_read_again(data_dir):
    a_save().to_json()
    seal.key_path().write_text("damaged\n")  # same file, changed in place
    with pytest.raises(seal.KeyUnreadable):
        a_save().to_json()


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("depth", [1, 2, jsonfile.MAX_DEPTH])
def test_json_nested_up_to_the_bound_is_read(depth):
    assert jsonfile._depth(parse_json_text(nested(depth))) == depth


@pytest.mark.parametrize("depth", [jsonfile.MAX_DEPTH + 1, 100, 500])
def test_json_nested_past_the_bound_is_refused(depth):
    with pytest.raises(JsonFileError) as info:
        parse_json_text(nested(depth))
    assert info.value.code == "corrupt"


@pytest.mark.parametrize(
    ("text", "depth"),
    [
        ("3", 0),
        ('"a"', 0),
        ("[]", 1),
        ("{}", 1),
        ('["a", "b", 3, null]', 1),
        ('{"a": [1, {"b": []}], "c": "x"}', 4),
        ('[1, 2, 3, [4, [5]], "s"]', 3),
        ('{"moves": ["a", "b"], "seats": [{"kind": "ai"}]}', 3),
    ],
)
def test_the_depth_of_mixed_values(text, depth):
    assert jsonfile._depth(json.loads(text)) == depth


def test_a_long_save_keeps_its_depth_and_a_non_text_move_is_refused(data_dir):
    save = a_save(5000)
    assert SaveGame.from_json(save.to_json()) == save
    bad = json.loads(save.to_json())
    secret = json.loads(seal.unseal(bad["sealed"]))
    secret["actions"] = secret["actions"].split("\n")  # a list of moves is read too
    for wrong in (5, ["move 1"], None):
        secret["actions"][2500] = wrong
        bad["sealed"] = seal.seal(json.dumps(secret).encode())
        with pytest.raises(SaveError) as info:
            SaveGame.from_json(json.dumps(bad))
        assert info.value.code == "corrupt"
