"""Issue 21, points 12, 15 and 16: a save hides what the players may not see (sealed
with this installation's key), proves where its moves lead (a digest of the final
position), and follows one rule for seeds, versions and seats in all four games.
Each test failed before its fix."""

from __future__ import annotations

import base64
import binascii
import gzip
import json
import os
import random
import subprocess
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ninjas.core import seal
from ninjas.core.paths import reset_storage_check
from ninjas.core.rng import MAX_SEED
from ninjas.core.saves import (
    PLAIN_FIELDS,
    REFUSED_CODES_KEPT,
    SAVE_VERSION,
    SaveError,
    SaveGame,
    examine,
    read_save,
    replay,
    write_save,
)
from ninjas.core.session import GameSession, Seat

ROOT = Path(__file__).resolve().parents[2]

GAMES: dict[str, tuple[dict[str, Any], int]] = {
    "taisen": ({}, 2),
    "shinobi": ({}, 2),
    "night": ({"players": 3, "village": "plaza"}, 3),
    "dojo": ({"board": "island"}, 2),
}


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """This computer's user data folder (its own key)."""
    path = tmp_path / "data"
    monkeypatch.setenv("NINJAS_DATA_DIR", str(path))
    reset_storage_check()
    return path


def another_computer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "elsewhere"
    monkeypatch.setenv("NINJAS_DATA_DIR", str(path))
    reset_storage_check()
    return path


def played(game: str, moves: int, seed: int = 11, humans: int = 2) -> GameSession:
    options, players = GAMES[game]
    seats = [Seat() if i < humans else Seat("ai", "easy") for i in range(players)]
    session = GameSession.new(game, seats, seed=seed, options=options, autosave=False)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.state.is_terminal:
            break
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    return session


# --------------------------------------------------------------------- 12: sealed
def decodings(text: str) -> Iterator[str]:
    """Everything a curious player gets from a save with a text editor, json, base64
    and zlib: the text, every string in it, and every decoding of those strings."""
    yield text
    pending: list[Any] = [json.loads(text)]
    strings: list[str] = []
    while pending:
        value = pending.pop()
        if isinstance(value, dict):
            strings += [str(k) for k in value]
            pending += list(value.values())
        elif isinstance(value, list):
            pending += value
        else:
            strings.append(str(value))
    for string in strings:
        yield string
        for decode in (base64.b64decode, base64.urlsafe_b64decode):
            for padded in (string, string + "=" * (-len(string) % 4)):
                try:
                    raw = decode(padded)
                except (binascii.Error, ValueError):
                    continue
                yield raw.decode("latin-1")
                for unpack in (zlib.decompress, gzip.decompress):
                    try:
                        yield unpack(raw).decode("latin-1")
                    except (zlib.error, OSError, EOFError):
                        pass


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_save_shows_neither_its_seed_nor_its_moves(data_dir, game):
    session = played(game, moves=40, seed=987_654_321)
    path = data_dir / "slot1.json"
    session.save(path)
    text = path.read_text()
    secrets = [str(session.seed)] + [a for a in session.actions if len(a) >= 4]
    assert len(secrets) > 5
    for seen in decodings(text):
        for secret in secrets:
            assert secret not in seen, f"{secret!r} readable in the save"
    raw = json.loads(text)
    assert set(raw) == PLAIN_FIELDS and raw["moves"] == len(session.actions)
    assert read_save(path).actions == session.actions  # this computer opens it


def test_night_plans_and_dojo_face_down_cards_are_not_in_the_save(data_dir):
    night = played("night", moves=0)
    while night.state.phase != "act":  # the players place, then plan in secret
        night.apply(night.state.legal_actions()[0])
    plans = [" ".join(plan) for plan in night.state.plans if plan]
    assert plans
    dojo = played("dojo", moves=120, seed=3)
    hidden = [",".join(map(str, deck[:5])) for deck in dojo.state.decks]
    for session, secrets in ((night, plans), (dojo, hidden)):
        path = data_dir / f"{session.game}.json"
        session.save(path)
        for seen in decodings(path.read_text()):
            assert not any(secret in seen for secret in secrets)


def test_the_plain_part_of_a_save_cannot_replay_the_game(data_dir):
    """Loaded in a script without the key, a Shinobi save gives no hand and no deck."""
    session = played("shinobi", moves=10)
    path = data_dir / "slot1.json"
    session.save(path)
    raw = json.loads(path.read_text())
    assert "seed" not in raw and "actions" not in raw and "digest" not in raw


def test_a_save_copied_alone_to_another_computer_is_refused_and_kept(
    data_dir, tmp_path, monkeypatch
):
    path = tmp_path / "copied" / "slot1.json"
    path.parent.mkdir()
    played("shinobi", moves=12).save(path)
    before = path.read_bytes()
    another_computer(tmp_path, monkeypatch)
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.code == "foreign" and "foreign" in REFUSED_CODES_KEPT
    assert examine(path).refused is not None
    assert path.read_bytes() == before
    assert not seal.key_path().exists()  # reading makes no key


def test_a_save_is_refused_by_another_installation_with_its_own_key(
    data_dir, tmp_path, monkeypatch
):
    path = tmp_path / "slot1.json"
    played("taisen", moves=6).save(path)
    another_computer(tmp_path, monkeypatch)
    played("taisen", moves=2).save(tmp_path / "mine.json")  # this one has a key now
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.code == "foreign"


def test_the_key_is_made_once_readable_by_its_owner_only(data_dir):
    played("taisen", moves=2).save(data_dir / "a.json")
    key = seal.key_path()
    first = key.read_bytes()
    assert key.stat().st_mode & 0o077 == 0
    played("taisen", moves=2).save(data_dir / "b.json")
    assert key.read_bytes() == first
    assert [p.name for p in data_dir.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize("damage", ["garbage", "empty", "folder", "too large"])
def test_an_unreadable_key_is_never_replaced_and_saving_is_off(data_dir, damage):
    session = played("taisen", moves=4)
    session.save(data_dir / "slot1.json")
    key = seal.key_path()
    key.unlink()
    damaged = {"garbage": b"not a key at all\n", "empty": b""}.get(damage, b"k" * 5000)
    if damage == "folder":
        key.mkdir()
    else:
        key.write_bytes(damaged)
    before = sorted(p.name for p in data_dir.rglob("*"))
    with pytest.raises(OSError):  # saving is off: the slot picker and autosave say why
        session.save(data_dir / "slot2.json")
    assert seal.key_problem() is not None
    with pytest.raises(SaveError) as info:
        read_save(data_dir / "slot1.json")
    assert info.value.code == "key_unreadable" and info.value.code not in REFUSED_CODES_KEPT
    assert sorted(p.name for p in data_dir.rglob("*")) == before
    assert key.is_dir() if damage == "folder" else key.read_bytes() == damaged


def test_the_autosave_says_why_it_is_off_when_the_key_cannot_be_read(data_dir):
    session = GameSession.new("taisen", [Seat(), Seat("ai")], seed=1)
    autosave = session.autosave_path
    assert autosave is not None
    while not autosave.exists():  # the first turn's end
        session.apply(session.state.legal_actions()[0])
    saved = autosave.read_bytes()
    seal.key_path().write_text("damaged\n")
    player = session.state.current_player
    while session.state.current_player == player:  # the next turn's end
        session.apply(session.state.legal_actions()[0])
    assert (session.save_off, session.save_problem) == ("key", "damaged")
    assert autosave.read_bytes() == saved
    assert seal.key_path().read_text() == "damaged\n"


def test_a_game_started_with_an_unreadable_key_plays_with_saving_off(data_dir):
    played("taisen", moves=1).save(data_dir / "slot1.json")  # a key exists, then breaks
    seal.key_path().write_bytes(b"\x00" * 44)
    session = GameSession.new("taisen", [Seat(), Seat("ai")], seed=1)
    assert (session.save_off, session.save_problem) == ("key", "damaged")
    for _ in range(6):
        session.apply(session.state.legal_actions()[0])
    assert not (data_dir / "saves" / "autosave.json").exists()
    assert seal.key_path().read_bytes() == b"\x00" * 44


def test_two_instances_making_the_key_at_once_agree_on_one(data_dir):
    code = "import sys; from ninjas.core import seal; sys.stdout.write(seal.seal(b'hello'))"
    env = {**os.environ, "NINJAS_DATA_DIR": str(data_dir), "PYTHONPATH": str(ROOT)}
    runs = [
        subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, text=True)
        for _ in range(4)
    ]
    tokens = [run.communicate(timeout=60)[0] for run in runs]
    assert all(seal.unseal(token) == b"hello" for token in tokens)


def test_making_the_key_never_writes_over_one_that_exists(data_dir):
    key = seal.key_path()
    key.parent.mkdir(parents=True, exist_ok=True)
    key.write_bytes(b"someone's key, unreadable")
    seal._make_key(key)
    assert key.read_bytes() == b"someone's key, unreadable"


def plain_v1(save: SaveGame) -> str:
    fields = {k: v for k, v in save.secret().items() if k != "digest"}
    return json.dumps({"format": "ninjas-save", "version": 1, **fields})


def test_a_version_1_plain_save_loads_and_the_game_goes_on_sealed(data_dir):
    session = played("shinobi", moves=9, humans=1)
    path = data_dir / "saves" / "slot1.json"
    path.parent.mkdir(parents=True)
    path.write_text(plain_v1(session.to_save()))
    before = path.read_bytes()
    loaded = GameSession.from_save(read_save(path))
    assert repr(loaded.state) == repr(session.state)
    loaded.autosave()
    assert path.read_bytes() == before  # the player's file is left as it is
    assert loaded.autosave_path is not None
    raw = json.loads(loaded.autosave_path.read_text())
    assert raw["version"] == SAVE_VERSION and "seed" not in raw and "actions" not in raw
    assert read_save(loaded.autosave_path).actions == session.actions


# -------------------------------------------------------------------- 15: digest
@pytest.mark.parametrize("game", sorted(GAMES))
def test_saves_of_every_game_replay_to_their_digest_turn_after_turn(data_dir, game):
    session = played(game, moves=0, seed=21)
    rng = random.Random(5)
    path = data_dir / "slot.json"
    for turn in range(60):
        if session.state.is_terminal:
            break
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
        if turn % 7 == 0:
            session.save(path)
            save = read_save(path)
            assert save.digest is not None
            assert repr(replay(save)) == repr(session.state)
            assert repr(GameSession.from_save(save, autosave=False).state) == repr(session.state)


def test_the_digest_follows_undo_and_the_tables_early_roll(data_dir):
    session = GameSession.new("taisen", [Seat(), Seat("ai", "easy")], seed=8, autosave=False)
    for _ in range(30):
        if session.state.is_terminal:
            break
        session.state.roll()  # the table rolls the next dice before any action
        session.apply(session.state.legal_actions()[0])
        if session.can_undo() and len(session.actions) % 5 == 0:
            session.undo()
        session.save(data_dir / "slot.json")
        assert repr(replay(read_save(data_dir / "slot.json"))) == repr(
            GameSession.from_save(session.to_save(), autosave=False).state
        )


@pytest.mark.parametrize(
    ("game", "change"),
    [
        ("taisen", {"seed": 12}),
        ("shinobi", {"seed": 12}),
        ("night", {"seed": 12}),
        ("dojo", {"seed": 12}),
        ("night", {"options": {"players": 3, "village": "riverside"}}),
        ("dojo", {"options": {"board": "crescent"}}),
        ("dojo", {"options": {"board": "random"}}),
    ],
)
def test_a_save_whose_seed_or_level_was_changed_is_refused_not_replayed(data_dir, game, change):
    session = played(game, moves=3, seed=11)
    save = session.to_save()
    for name, value in change.items():
        setattr(save, name, value)
    path = data_dir / "slot1.json"
    write_save(path, save)
    before = path.read_bytes()
    for load in (replay, lambda s: GameSession.from_save(s, autosave=False)):
        with pytest.raises(SaveError) as info:
            load(read_save(path))
        assert info.value.code in ("mismatch", "invalid_action")
    assert examine(path).refused is not None and path.read_bytes() == before
    assert "mismatch" in REFUSED_CODES_KEPT


@pytest.mark.parametrize(
    "edit",
    [
        lambda raw: raw["options"].update(board="crescent"),
        lambda raw: raw.update(seats=[{"kind": "ai", "level": "hard"}] * 2),
        lambda raw: raw.update(game="taisen"),
        lambda raw: raw.update(moves=raw["moves"] + 1),
        lambda raw: raw.update(seed=5),
        lambda raw: raw.update(actions=[]),
        lambda raw: raw.update(sealed=raw["sealed"][:-8] + "AAAAAAA="),
    ],
)
def test_a_save_changed_in_a_text_editor_is_refused(data_dir, edit):
    path = data_dir / "slot1.json"
    played("dojo", moves=5).save(path)
    raw = json.loads(path.read_text())
    edit(raw)
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError) as info:
        replay(read_save(path))
    assert info.value.code in ("mismatch", "foreign")
    assert info.value.code in REFUSED_CODES_KEPT


def test_a_healthy_save_whose_level_is_missing_says_so_and_is_kept_in_place(
    data_dir, tmp_path, monkeypatch
):
    from ninjas.dojo import maps
    from ninjas.night import village

    night = played("night", moves=6)
    dojo = played("dojo", moves=6)
    for session in (night, dojo):
        session.save(data_dir / f"{session.game}.json")
    broken = tmp_path / "levels"
    broken.mkdir()
    (broken / "plaza.tmx").write_text("<map>not a map")  # broken; island.tmx is missing
    monkeypatch.setattr(village, "LEVELS", broken)
    monkeypatch.setattr(maps, "LEVELS", broken)
    for session, level in ((night, "plaza"), (dojo, "island")):
        path = data_dir / f"{session.game}.json"
        before = path.read_bytes()
        with pytest.raises(SaveError) as info:
            replay(read_save(path))
        assert info.value.code == "level_missing" and info.value.params == {"level": level}
        assert "level_missing" not in REFUSED_CODES_KEPT
        check = examine(path)
        assert check.refused is None and check.save is not None
        assert path.read_bytes() == before


# ----------------------------------------------------- 16: one rule for all games
@pytest.mark.parametrize("version", [0, -1, True, "1", 1.0, None, [1]])
def test_a_save_version_that_is_not_one_this_build_wrote_is_corrupt(data_dir, version):
    raw = json.loads(plain_v1(played("taisen", moves=2).to_save()))
    raw["version"] = version
    with pytest.raises(SaveError) as info:
        SaveGame.from_json(json.dumps(raw))
    assert info.value.code == "corrupt"


@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, 10**40, True, 2.5])
def test_a_seed_out_of_bounds_is_refused_everywhere(data_dir, seed):
    raw = json.loads(plain_v1(played("taisen", moves=2).to_save()))
    raw["seed"] = seed
    with pytest.raises(SaveError) as info:
        SaveGame.from_json(json.dumps(raw))
    assert info.value.code == "corrupt"
    with pytest.raises(ValueError):
        GameSession.new("taisen", [Seat(), Seat()], seed=seed, autosave=False)


def test_the_largest_seed_saves_and_loads(data_dir):
    session = GameSession.new("shinobi", [Seat(), Seat()], seed=MAX_SEED, autosave=False)
    session.apply(session.state.legal_actions()[0])
    session.save(data_dir / "slot1.json")
    assert read_save(data_dir / "slot1.json").seed == MAX_SEED


@pytest.mark.parametrize(
    "argv",
    [
        [sys.executable, "main.py", "--headless", "--frames", "1", "--seed"],
        [sys.executable, "-m", "ninjas.arena", "--games", "1", "--seed"],
    ],
)
@pytest.mark.parametrize("seed", ["-1", str(MAX_SEED + 1), "9" * 41, "x"])
def test_the_command_lines_say_the_seeds_bound(argv, seed, tmp_path):
    env = {**os.environ, "NINJAS_DATA_DIR": str(tmp_path), "SDL_VIDEODRIVER": "dummy"}
    run = subprocess.run(
        [*argv, seed], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 2
    assert str(MAX_SEED) in run.stderr and "Traceback" not in run.stderr


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize(
    "seats",
    [
        [{"kind": "human"}],
        [{"kind": "human"}] * 5,
        [{"kind": "robot"}] * 4,
        [{"kind": "ai", "level": "godlike"}] * 4,
        ["human"] * 4,
        [{"kind": "human", "level": "normal", "x": 1}] * 4,
    ],
)
def test_a_wrong_seat_count_or_kind_is_refused_in_every_game(data_dir, game, seats):
    session = played(game, moves=2)
    players = session.state.num_players
    seats = seats if len(seats) != 4 else seats[:players]
    save = session.to_save()
    save.seats = seats
    path = data_dir / "slot1.json"
    write_save(path, save)
    for load in (
        lambda: replay(read_save(path)),
        lambda: GameSession.from_save(read_save(path), autosave=False),
    ):
        with pytest.raises(SaveError) as info:
            load()
        assert info.value.code == "seats" and "seats" in REFUSED_CODES_KEPT


def test_a_refused_move_is_not_written_in_the_log(data_dir, caplog):
    """The log is a file players can read: a sealed move or the hidden position it was
    played in never reaches it."""
    session = played("shinobi", moves=8)
    save = session.to_save()
    save.actions = [*save.actions, "place Bear 1 2 3 4 5"]
    save.digest = None
    path = data_dir / "slot1.json"
    write_save(path, save)
    with pytest.raises(SaveError) as info:
        replay(read_save(path))
    assert info.value.code == "invalid_action"
    assert "Bear" not in str(info.value) and repr(session.state)[:40] not in str(info.value)
    assert not any(a in str(info.value) for a in session.actions if len(a) > 3)


def test_the_digest_follows_any_change_to_the_log_not_only_undo(data_dir):
    """The digest's replay starts again whenever the log stops extending what it
    applied, so a log rewritten by any means (not through undo) still saves truly."""
    session = played("taisen", moves=6)
    session.to_save()
    del session.actions[-3:]  # as an undo that forgot to say so would
    session.state = replay(SaveGame("taisen", session.seed, actions=list(session.actions)))
    for _ in range(3):
        session.apply(session.state.legal_actions()[-1])
    path = data_dir / "slot1.json"
    session.save(path)
    assert repr(replay(read_save(path))) == repr(session.state)
