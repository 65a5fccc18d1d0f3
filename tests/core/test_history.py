"""Issue 34, section 1: the history's records. Every game that ends, or is given up
after a turn, is kept: written atomically and sealed, rotated within its bounds, read
back with its plain summary, replayed to its recorded final position; a damaged record
is set aside with its reason while the others still list."""

from __future__ import annotations

import base64
import binascii
import datetime
import json
import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ninjas.core import history_folder
from ninjas.core.history import (
    RECORD_VERSION,
    Record,
    read_record,
    record_of,
    record_of_save,
    replay_record,
    walk,
)
from ninjas.core.history_folder import (
    history_dir,
    history_size,
    keep_game,
    known_names,
    list_records,
    open_record,
    rotate,
    write_record,
)
from ninjas.core.saves import SaveError, SaveGame, position_digest
from ninjas.core.session import GameSession, Seat

GAMES: dict[str, tuple[str, dict[str, Any], int]] = {
    "taisen": ("taisen", {}, 2),
    "shinobi-2": ("shinobi", {}, 2),
    "shinobi-4": ("shinobi", {"players": 4}, 4),
    "night": ("night", {"players": 3, "village": "plaza"}, 3),
    "dojo": ("dojo", {"board": "island"}, 2),
}
WHEN = datetime.datetime(2026, 11, 29, 10, 0, 0, tzinfo=datetime.UTC)


pytestmark = pytest.mark.usefixtures("own_data_dir")


def played(kind: str, moves: int | None = None, seed: int = 11) -> GameSession:
    """A game played with random legal moves: to its end, or `moves` actions."""
    game, options, players = GAMES[kind]
    seats = [Seat() if i == 0 else Seat("ai", "easy") for i in range(players)]
    session = GameSession.new(game, seats, seed=seed, options=options, autosave=False)
    rng = random.Random(seed)
    while not session.state.is_terminal and (moves is None or len(session.actions) < moves):
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    return session


def at(minute: int) -> datetime.datetime:
    return WHEN + datetime.timedelta(minutes=minute)


def kept(session: GameSession, minute: int = 0, names: list[str | None] | None = None) -> Path:
    path = keep_game(session, names, when=at(minute))
    assert path is not None
    return path


# ----------------------------------------------------------------------- written, read
@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_record_of_every_game_replays_to_its_recorded_final_position(kind):
    session = played(kind)
    assert session.state.is_terminal
    players = len(session.seats)
    names = ["Ann"] + [None] * (players - 1)
    path = kept(session, names=names)
    assert path.parent == history_dir()
    (summary,) = list_records().records
    assert summary.path == path
    assert summary.game == session.game and summary.options == session.options
    assert summary.seats == [seat.to_json() for seat in session.seats]
    assert summary.names == names and summary.date == "2026-11-29T10:00:00Z"
    assert summary.over and summary.actions == len(session.actions)
    assert summary.winners and set(summary.winners) <= set(range(players))
    assert len(summary.scores) == players
    assert 1 <= summary.turns <= summary.actions
    opened = open_record(path)
    assert opened.refused is None and opened.record is not None and opened.replayed is not None
    assert opened.record.save.actions == session.actions
    assert opened.record.save.seed == session.seed
    final = opened.replayed.state
    assert position_digest(final) == session.position_digest() == opened.record.save.digest
    assert final.returns() == session.state.returns()
    starts = opened.replayed.turn_starts
    assert starts[0] == 0 and starts == sorted(set(starts)) and len(starts) == summary.turns


def test_the_result_is_the_winners_and_scores_of_the_results_screen():
    from ninjas.games import score_breakdown

    session = played("shinobi-4")
    record = record_of(session, when=WHEN)
    assert record is not None
    breakdown = score_breakdown(session.state)
    assert record.summary.winners == sorted(breakdown.winners)
    assert record.summary.scores == [seat.total for seat in breakdown.seats]
    assert all(type(score) is int for score in record.summary.scores)
    taisen = record_of(played("taisen"), when=WHEN)
    assert taisen is not None and taisen.summary.scores == [None, None]  # no points


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_game_given_up_is_kept_with_its_turns_and_replays_there(kind):
    session = played(kind, moves=25)
    assert not session.state.is_terminal
    path = kept(session)
    (summary,) = list_records().records
    assert not summary.over and summary.winners == [] and summary.scores == []
    assert summary.turns >= 1 and summary.actions == 25
    raw = json.loads(path.read_text())
    assert raw["result"] == {"over": False, "turns": summary.turns}
    opened = open_record(path)
    assert opened.replayed is not None
    assert position_digest(opened.replayed.state) == session.position_digest()
    # the turn under way when it was given up is not counted as played
    assert summary.turns in (len(opened.replayed.turn_starts), len(opened.replayed.turn_starts) - 1)


def test_a_game_given_up_before_a_turn_was_played_is_not_kept():
    session = played("shinobi-2", moves=0)
    assert record_of(session) is None and keep_game(session) is None
    assert list_records().records == []
    first = {kind: played(kind, moves=0).state.current_player for kind in GAMES}
    halves = [played(kind, moves=1) for kind in GAMES]  # one action of a longer turn
    halves = [
        half
        for kind, half in zip(GAMES, halves, strict=True)
        if half.state.current_player == first[kind]
    ]
    assert halves and all(keep_game(half) is None for half in halves)
    assert list_records().records == []


def test_records_list_newest_first_and_filter_by_game_and_person():
    kept(played("taisen", seed=1), 3, ["Ann", "Bob"])
    kept(played("dojo", seed=2), 1, ["Bob", None])
    kept(played("taisen", seed=3), 2, [None, "Zoé"])
    listing = list_records()
    assert [s.date[11:16] for s in listing.records] == ["10:03", "10:02", "10:01"]
    assert [s.game for s in list_records(game="taisen").records] == ["taisen", "taisen"]
    assert [s.date[11:16] for s in list_records(person="Bob").records] == ["10:03", "10:01"]
    assert [s.game for s in list_records(game="dojo", person="Bob").records] == ["dojo"]
    assert list_records(person="Dee").records == []
    assert known_names(listing.records) == ["Ann", "Bob", "Zoé"]
    assert listing.refused == [] and listing.problem is None


def test_names_give_one_name_or_none_per_seat():
    session = played("taisen")
    with pytest.raises(ValueError):
        record_of(session, ["Ann"])
    with pytest.raises(ValueError):
        record_of(session, ["Ann", ""])
    assert keep_game(session, ["Ann"]) is None  # a table's call never raises
    assert list_records().records == []


def test_records_in_the_same_second_each_have_their_own_file():
    paths = {kept(played("taisen", seed=seed)) for seed in range(3)}
    assert len(paths) == 3 and len(list_records().records) == 3


def test_reading_never_raises_when_the_history_cannot_be_written(own_data_dir):
    own_data_dir.mkdir(parents=True, exist_ok=True)
    (own_data_dir / "history").write_text("a file where the folder should be")
    assert keep_game(played("taisen")) is None
    listing = list_records()
    assert listing.records == [] and listing.refused == []


def test_a_game_given_up_then_played_on_to_its_end_is_kept_once():
    """Quit, then loaded from a slot and finished: its record replaces the given-up one."""
    whole = played("shinobi-4")
    half = GameSession.from_save(played("shinobi-4", moves=40).to_save(), autosave=False)
    assert whole.actions[:40] == half.actions
    kept(half, 0)
    for action in whole.actions[40:]:
        half.apply(action)
    finished = kept(half, 5)
    (summary,) = list_records().records
    assert summary.path == finished and summary.over
    kept(half, 6)  # the same game written twice is kept once
    assert len(list_records().records) == 1


def test_a_game_played_on_from_a_moment_of_another_is_a_game_of_its_own():
    whole = played("shinobi-2")
    kept(whole, 0)
    other = GameSession.from_save(played("shinobi-2", moves=10).to_save(), autosave=False)
    rng = random.Random(99)
    while not other.state.is_terminal:
        legal = other.state.legal_actions()
        other.apply(legal[rng.randrange(len(legal))])
    assert other.actions != whole.actions
    kept(other, 1)
    assert len(list_records().records) == 2
    given_up = played("shinobi-2", moves=12)  # a shorter, given up earlier: not replaced
    kept(given_up, 2)
    assert len(list_records().records) == 3


# ----------------------------------------------------------------------- rotated
def test_rotation_keeps_the_newest_records(monkeypatch):
    monkeypatch.setattr(history_folder, "MAX_RECORDS", 4)
    for minute in range(7):
        kept(played("taisen", seed=minute), minute)
    dates = [s.date[11:16] for s in list_records().records]
    assert dates == ["10:06", "10:05", "10:04", "10:03"]


def test_rotation_keeps_the_history_within_its_bytes(monkeypatch):
    paths = [kept(played("dojo", seed=seed), seed) for seed in range(6)]
    sizes = [path.stat().st_size for path in paths]
    assert history_size() == (6, sum(sizes))
    limit = sum(sizes[-3:]) + 100
    monkeypatch.setattr(history_folder, "MAX_BYTES", limit)
    newest = kept(played("dojo", seed=6), 6)
    kept_sizes = [*sizes, newest.stat().st_size]
    expected = 1
    while sum(kept_sizes[-expected - 1 :]) <= limit:
        expected += 1
    count, total = history_size()
    assert 1 <= count == expected < 7 and total <= limit
    dates = [s.date[11:16] for s in list_records().records]
    assert dates == [f"10:{minute:02d}" for minute in range(6, 6 - expected, -1)]


def test_rotation_bounds_the_records_set_aside_and_old_temp_files(monkeypatch):
    monkeypatch.setattr(history_folder, "MAX_SET_ASIDE", 2)
    for minute in range(4):
        kept(played("taisen", seed=minute), minute).write_text(
            "{"
        )  # truncated: set aside when listed
    assert len(list_records().refused) == 4
    folder = history_dir()
    assert len(list(folder.glob("*.refused-*"))) == 4
    stale = folder / ".record-x.json.abc.tmp"
    stale.write_text("half")
    os.utime(stale, (0, 0))
    kept(played("taisen", seed=9), 9)
    assert len(list(folder.glob("*.refused-*"))) == 2 and not stale.exists()
    assert len(list_records().records) == 1


def test_the_default_bounds_are_about_a_thousand_records_and_a_few_megabytes():
    assert history_folder.MAX_RECORDS == 1000
    assert 2_000_000 <= history_folder.MAX_BYTES <= 8_000_000
    sizes = {}
    for kind in ("shinobi-4", "dojo"):
        record = record_of(played(kind), when=WHEN)
        assert record is not None
        sizes[kind] = len(record.to_json())
    assert sizes["shinobi-4"] * 1000 <= history_folder.MAX_BYTES  # 107 actions: 3.4 KB
    assert sizes["dojo"] * 900 <= history_folder.MAX_BYTES  # 317 actions: 6 KB


# ----------------------------------------------------------------------- damaged
def damage_truncated(path: Path) -> None:
    text = path.read_text()
    path.write_text(text[: len(text) // 2])


def damage_not_json(path: Path) -> None:
    path.write_text("these are not the records you are looking for")


def damage_format(path: Path) -> None:
    raw = json.loads(path.read_text())
    raw["format"] = "ninjas-save"
    path.write_text(json.dumps(raw))


def damage_newer(path: Path) -> None:
    raw = json.loads(path.read_text())
    raw["version"] = RECORD_VERSION + 1
    path.write_text(json.dumps(raw))


def damage_seal(path: Path) -> None:
    """A character of the save's sealed part changed."""
    raw = json.loads(path.read_text())
    token = raw["save"]["sealed"]
    middle = len(token) // 2
    raw["save"]["sealed"] = (
        token[:middle] + ("A" if token[middle] != "A" else "B") + token[middle + 1 :]
    )
    path.write_text(json.dumps(raw))


def damage_check(path: Path) -> None:
    raw = json.loads(path.read_text())
    raw["check"] = raw["check"][:-8] + "AAAAAAA="
    path.write_text(json.dumps(raw))


def damage_result(path: Path) -> None:
    """A person gives themselves the win in a text editor."""
    raw = json.loads(path.read_text())
    raw["result"]["winners"] = [1 - raw["result"]["winners"][0]]
    path.write_text(json.dumps(raw))


def damage_names(path: Path) -> None:
    raw = json.loads(path.read_text())
    raw["names"] = ["Mallory", None]
    path.write_text(json.dumps(raw))


DAMAGES = {
    "truncated": (damage_truncated, "truncated"),
    "not_json": (damage_not_json, "corrupt"),
    "wrong_format": (damage_format, "not_a_save"),
    "newer_version": (damage_newer, "newer"),
    "tampered_seal": (damage_seal, "mismatch"),
    "tampered_check": (damage_check, "foreign"),
    "changed_result": (damage_result, "mismatch"),
    "changed_names": (damage_names, "mismatch"),
}


@pytest.mark.parametrize("name", sorted(DAMAGES))
def test_a_damaged_record_is_set_aside_with_its_reason_and_the_others_still_list(name):
    damage, code = DAMAGES[name]
    good = [kept(played("taisen", seed=m), m, ["Ann", None]) for m in (0, 2)]
    bad = kept(played("taisen", seed=1), 1, ["Ann", None])
    damage(bad)
    before = bad.read_bytes()
    listing = list_records()
    assert [s.path for s in listing.records] == [good[1], good[0]]
    (refused,) = listing.refused
    assert refused.code == code and refused.moved
    assert not bad.exists() and refused.path.read_bytes() == before  # kept, under a new name
    assert refused.path.name.startswith(bad.stem + f".refused-{code}-")
    again = list_records()  # set aside once: the next list is clean
    assert len(again.records) == 2 and again.refused == []
    for path in good:
        assert open_record(path).refused is None


def test_a_record_whose_replay_misses_its_digest_is_set_aside_when_opened():
    good = kept(played("shinobi-2", seed=3), 0)
    session = played("shinobi-2")
    record = record_of(session, when=at(1))
    assert record is not None
    save = record.save
    wrong = SaveGame(save.game, save.seed, save.options, save.actions, save.seats, "0" * 64)
    bad = write_record(Record(record.summary, wrong))
    assert len(list_records().records) == 2  # its fields are sound and sealed here
    opened = open_record(bad)
    assert opened.record is None and opened.refused is not None
    assert opened.refused.code == "mismatch" and opened.refused.moved
    assert not bad.exists() and opened.refused.path.exists()
    assert [s.path for s in list_records().records] == [good]


def test_a_record_whose_result_is_not_its_replays_is_refused():
    """Sealed here with a result the moves do not give: the replay sees it."""
    session = played("shinobi-2")
    record = record_of(session, when=WHEN)
    assert record is not None
    from dataclasses import replace

    other = 1 - record.summary.winners[0]
    forged = Record(replace(record.summary, winners=[other]), record.save)
    path = write_record(forged)
    with pytest.raises(SaveError) as info:
        replay_record(read_record(path))
    assert info.value.code == "mismatch"
    assert open_record(path).refused is not None


def test_a_record_from_another_computer_is_set_aside_as_foreign(tmp_path, monkeypatch):
    path = kept(played("taisen"))
    copied = tmp_path / "elsewhere-history"
    copied.mkdir()
    target = copied / path.name
    target.write_bytes(path.read_bytes())
    monkeypatch.setenv("NINJAS_DATA_DIR", str(tmp_path / "elsewhere"))
    kept(played("taisen", seed=2))  # this installation has its own key
    listing = list_records(copied)
    assert listing.records == [] and [r.code for r in listing.refused] == ["foreign"]


def test_an_unreadable_key_leaves_the_records_where_they_are(own_data_dir):
    path = kept(played("taisen"))
    key = own_data_dir / "save.key"
    key.write_text("not a key")
    history_folder._known.clear()  # a new run: nothing read yet
    listing = list_records()
    assert listing.records == []
    (refused,) = listing.refused
    assert refused.code == "key_unreadable" and not refused.moved and path.exists()


# ----------------------------------------------------------------------- hidden
def decodings(text: str) -> Iterator[str]:
    """The text, every string in it, and their base64 decodings (as a curious person
    would read a record; see tests/core/test_saves_sealed.py)."""
    yield text
    pending: list[Any] = [json.loads(text)]
    while pending:
        value = pending.pop()
        if isinstance(value, dict):
            yield from map(str, value)
            pending += list(value.values())
        elif isinstance(value, list):
            pending += value
        else:
            string = str(value)
            yield string
            for padded in (string, string + "=" * (-len(string) % 4)):
                try:
                    yield base64.b64decode(padded).decode("latin-1")
                except (binascii.Error, ValueError):
                    pass


def hidden_ids(session: GameSession) -> list[str]:
    """What a seat may not know in an unfinished game, as it would be written."""
    state = session.state
    secrets = [str(session.seed)] + [a for a in session.actions if len(a) >= 4]
    if session.game == "shinobi":
        secrets += [",".join(map(str, hand)) for hand in state.hands if len(hand) > 1]
        secrets.append(",".join(map(str, state.deck[:4])))
    if session.game == "night":
        secrets += [" ".join(plan) for plan in state.plans if plan]
    if session.game == "dojo":
        secrets += [",".join(map(str, deck[:5])) for deck in state.decks]
    return secrets


def night_planned() -> GameSession:
    session = played("night", moves=0, seed=987_654_321)
    while session.state.phase != "act":  # the players place, then plan in secret
        session.apply(session.state.legal_actions()[0])
    assert any(session.state.plans)
    return session


@pytest.mark.parametrize("kind", ["shinobi-2", "shinobi-4", "night", "dojo"])
def test_the_plain_part_of_an_unfinished_game_names_no_card_or_token(kind):
    session = night_planned() if kind == "night" else played(kind, moves=20, seed=987_654_321)
    assert not session.state.is_terminal
    secrets = hidden_ids(session)
    assert len(secrets) > 3
    path = kept(session, names=["Ann"] + [None] * (len(session.seats) - 1))
    text = path.read_text()
    for seen in decodings(text):
        for secret in secrets:
            assert secret not in seen, f"{secret!r} readable in the record"
    raw = json.loads(text)
    assert set(raw["save"]) == {"format", "version", "game", "options", "seats", "moves", "sealed"}
    assert "seed" not in raw and "actions" not in raw and "digest" not in raw


# ----------------------------------------------------------------------- determinism
def test_the_same_game_gives_the_same_record_and_the_same_replay():
    one, two = played("dojo", seed=5), played("dojo", seed=5)
    first, second = record_of(one, ["A", None], WHEN), record_of(two, ["A", None], WHEN)
    assert first is not None and second is not None
    assert first.summary == second.summary and first.save == second.save

    def plain(record: Record) -> dict[str, Any]:
        fields = record.fields()
        del fields["save"]["sealed"]  # a seal draws its own nonce
        return fields

    assert plain(first) == plain(second)
    a, b = walk(first.save), walk(second.save)
    assert position_digest(a.state) == position_digest(b.state) and a.turn_starts == b.turn_starts


def test_a_record_made_from_a_save_matches_the_one_made_from_its_session():
    """The game at risk when a new one replaces the autosave is recorded from its save."""
    session = played("night", moves=30)
    from_session = record_of(session, when=WHEN)
    from_save = record_of_save(session.to_save(), when=WHEN)
    assert from_session is not None and from_session == from_save
    rotate(history_dir())  # an empty folder rotates to nothing
