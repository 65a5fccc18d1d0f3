"""People's names per seat (issue 34, section 4): a person's seat bears the name chosen
in the setup, kept in the save (a game loaded keeps it) and given to the game's record,
whose sealed save keeps none (the record's `names` are the one copy); the settings keep
the names last given to each seat of each game's setup."""

from __future__ import annotations

import random

import pytest

from ninjas.core.history import record_of, record_of_save
from ninjas.core.history_folder import keep_save, list_records
from ninjas.core.saves import MAX_SEAT_NAME, SaveError, check_seat_kinds
from ninjas.core.session import GameSession, Seat
from ninjas.core.settings import (
    MAX_NAME,
    Settings,
    clean_name,
    load_settings,
    save_settings,
    settings_from_value,
)

pytestmark = pytest.mark.usefixtures("own_data_dir")


def played(seats: list[Seat], seed: int = 3, to_the_end: bool = True) -> GameSession:
    session = GameSession.new("taisen", seats, seed, autosave=False)
    rng = random.Random(seed)
    moves = 0
    while not session.state.is_terminal and (to_the_end or moves < 12):
        session.apply(rng.choice(session.state.legal_actions()))
        moves += 1
    return session


def test_a_persons_name_is_kept_in_the_seat_and_a_computer_has_none():
    assert Seat("human", name="Ann").to_json() == {
        "kind": "human",
        "level": "normal",
        "name": "Ann",
    }
    assert Seat.from_json({"kind": "human", "name": "Ann"}).name == "Ann"
    assert Seat("ai", "hard", name="Ann").to_json() == {"kind": "ai", "level": "hard"}
    assert Seat.from_json({"kind": "ai", "level": "hard", "name": "Ann"}).name is None
    assert Seat.from_json({"kind": "human"}).name is None


@pytest.mark.parametrize(
    "seat",
    [
        {"kind": "ai", "level": "hard", "name": "Ann"},
        {"kind": "human", "name": ""},
        {"kind": "human", "name": 7},
        {"kind": "human", "name": "x" * (MAX_SEAT_NAME + 1)},
    ],
)
def test_a_save_with_a_wrong_name_is_refused(seat):
    with pytest.raises(SaveError) as caught:
        check_seat_kinds([seat])
    assert caught.value.code == "seats"


def test_a_game_loaded_keeps_its_peoples_names():
    session = played([Seat(name="Ann"), Seat("ai", "easy")], to_the_end=False)
    loaded = GameSession.from_save(session.to_save(), autosave=False)
    assert [seat.name for seat in loaded.seats] == ["Ann", None]


def test_the_record_takes_the_names_from_the_seats_and_its_save_keeps_none():
    session = played([Seat(name="Ann"), Seat(name="Bob")])
    record = record_of(session)
    assert record is not None
    assert record.summary.names == ["Ann", "Bob"]
    assert all("name" not in seat for seat in record.save.seats)
    assert all("name" not in seat for seat in record.summary.seats)
    given = record_of_save(session.to_save(), ["Chloé", None])  # names given win
    assert given is not None and given.summary.names == ["Chloé", None]


def test_a_game_given_up_from_the_autosave_is_kept_with_its_names():
    """What the setup and the load do with the autosave's game (keep_save): the save's
    seats name the people."""
    session = played([Seat("ai", "easy"), Seat(name="Dimitri")], to_the_end=False)
    assert keep_save(session.to_save()) is not None
    (summary,) = list_records().records
    assert summary.names == [None, "Dimitri"] and not summary.over


def test_names_are_tidied_and_the_settings_keep_them_per_seat(tmp_path):
    assert clean_name("  Ann   Lee \n") == "Ann Lee"
    assert clean_name("\x00\t ") is None
    assert clean_name(5) is None
    assert len(clean_name("y" * 80) or "") == MAX_NAME
    path = tmp_path / "settings.json"
    settings = Settings()
    settings.last_names["night"] = ["Ann", None, "Bob"]
    save_settings(settings, path)
    assert load_settings(path).last_names == {"night": ["Ann", None, "Bob"]}
    odd = settings_from_value(
        {"last_names": {"night": ["Ann", 3, ""], "dojo": "Ann", "taisen": [None] * 9}}, Settings()
    )
    assert odd.last_names == {"night": ["Ann", None, None]}
