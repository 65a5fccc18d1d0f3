"""Issue 21, `make soak`: saves of version 3 are sealed with AES-GCM (a key derived from
the installation's key file) and hold their moves one a line, which makes a round trip
about ten times cheaper than Fernet and a list of moves; saves of versions 2 (Fernet)
and 1 (plain) written by earlier builds still load."""

from __future__ import annotations

import base64
import json
import shutil
from pathlib import Path

import pytest

from ninjas.core import seal
from ninjas.core.paths import reset_storage_check
from ninjas.core.saves import (
    FERNET_VERSION,
    SAVE_VERSION,
    SaveError,
    SaveGame,
    read_save,
    replay,
    write_save,
)
from ninjas.core.session import GameSession, Seat

VERSION_2 = Path(__file__).parent / "saves_v2"
"""Saves of the four games written by the build before version 3 (Fernet), with the
key file of the installation that wrote them."""


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "data"
    monkeypatch.setenv("NINJAS_DATA_DIR", str(path))
    reset_storage_check()
    return path


@pytest.fixture
def old_install(data_dir: Path) -> Path:
    """This computer is the one that wrote the version-2 saves (its key file)."""
    data_dir.mkdir(parents=True)
    shutil.copy(VERSION_2 / seal.KEY_NAME, data_dir / seal.KEY_NAME)
    return data_dir


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_a_version_2_save_of_every_game_loads_and_goes_on_in_version_3(old_install, game):
    path = VERSION_2 / f"{game}.json"
    raw = json.loads(path.read_text())
    assert raw["version"] == FERNET_VERSION == 2
    save = read_save(path)
    assert save.game == game and len(save.actions) == raw["moves"] > 0
    assert save.digest is not None
    state = replay(save)  # reaches the position the old build recorded
    session = GameSession.from_save(save, autosave=False)
    assert repr(session.state) == repr(state)
    again = old_install / "again.json"
    session.save(again)
    newer = json.loads(again.read_text())
    assert newer["version"] == SAVE_VERSION == 3
    assert repr(replay(read_save(again))) == repr(state)


def test_a_version_2_save_is_foreign_without_its_key(data_dir):
    with pytest.raises(SaveError) as info:
        read_save(VERSION_2 / "shinobi.json")
    assert info.value.code == "foreign"


@pytest.mark.parametrize("wrong", [FERNET_VERSION, SAVE_VERSION])
def test_a_sealed_part_opens_only_under_its_own_version(old_install, wrong):
    """A Fernet token given as version 3, or a GCM one given as version 2, is refused
    (never opened by the other method, nor read as something else)."""
    if wrong == SAVE_VERSION:
        raw = json.loads((VERSION_2 / "taisen.json").read_text())
    else:
        raw = json.loads(SaveGame("taisen", 3, actions=["a", "b"]).to_json())
    raw["version"] = wrong
    with pytest.raises(SaveError) as info:
        SaveGame.from_json(json.dumps(raw))
    assert info.value.code == "foreign"


def test_version_3_is_sealed_with_aes_gcm_under_a_key_derived_from_the_key_file(data_dir):
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    save = SaveGame("dojo", 12, {"board": "island"}, ["roll 3", "step 1,2 2,2"])
    token = json.loads(save.to_json())["sealed"]
    key = base64.urlsafe_b64decode(seal.key_path().read_bytes().strip())
    derived = HKDF(hashes.SHA256(), 32, None, seal.GCM_CONTEXT).derive(key)
    sealed = base64.b64decode(token)
    opened = AESGCM(derived).decrypt(sealed[:12], sealed[12:], seal.ASSOCIATED)
    assert json.loads(opened)["actions"] == "roll 3\nstep 1,2 2,2"  # one move a line
    assert token != seal.seal(opened)  # a new random nonce each time


@pytest.mark.parametrize(
    "actions",
    [
        [],
        [""],
        ["", ""],
        ["a", "", "b"],
        ["a\nb"],
        ["a", "b\nc", "d"],
        ["\n"],
        ["é ✓ 手裏剣", "\u2028", "tab\there", '"quoted"', "back\\slash"],
        [f"move {i}" for i in range(3000)],
    ],
)
def test_any_list_of_moves_reads_back_exactly(data_dir, actions):
    save = SaveGame("taisen", 1, actions=list(actions), digest="d" * 64)
    again = SaveGame.from_json(save.to_json())
    assert again == save and again.actions == actions
    path = data_dir / "slot.json"
    write_save(path, save)
    assert read_save(path) == save


def test_moves_one_a_line_hold_no_move_of_another(data_dir):
    """A sealed list of lines is cut at line breaks only: the moves' count in plain
    text still has to match it."""
    raw = json.loads(SaveGame("taisen", 1, actions=["a", "b"]).to_json())
    secret = json.loads(seal.unseal(raw["sealed"]))
    secret["actions"] = "a\nb\nc"
    raw["sealed"] = seal.seal(json.dumps(secret).encode())
    with pytest.raises(SaveError) as info:
        SaveGame.from_json(json.dumps(raw))
    assert info.value.code == "mismatch"


def played_save(moves: int) -> SaveGame:
    session = GameSession.new(
        "shinobi", [Seat(), Seat()], seed=4, options={"players": 2}, autosave=False
    )
    for _ in range(moves):
        session.apply(session.state.legal_actions()[0])
    return session.to_save()


def test_one_replay_checks_the_saves_on_the_way(data_dir):
    """The soak replays each game once: the autosave from its middle is checked where
    its moves end, by its digest, as its own replay would check it."""
    middle, early, final = played_save(9), played_save(3), played_save(20)
    state = replay(final, [middle, early, played_save(20)])
    assert repr(state) == repr(replay(final))
    wrong = played_save(9)
    wrong.digest = early.digest
    with pytest.raises(SaveError) as info:
        replay(final, [wrong])
    assert info.value.code == "mismatch"
    elsewhere = SaveGame("shinobi", 5, {"players": 2}, list(middle.actions), digest=middle.digest)
    branched = played_save(9)
    branched.actions[-1] = "pass"
    for stranger in (elsewhere, branched):
        with pytest.raises(SaveError) as info:
            replay(final, [stranger])
        assert info.value.code == "mismatch"
