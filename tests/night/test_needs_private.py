"""Which Night action turns need the person's private faces (ninjas.night.secrecy.
needs_private): the rest are played in the open, her own tokens drawn face down as the
others' are, with no cover (scenes/night/open_turn.py; newcomer Y, s13: ~6 covers a
round with two people and a computer, once a first Collect had shown faces). Each case
in a 3- and a 4-seat game."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state

from ninjas.night import secrecy
from ninjas.night.position import EVERYONE
from ninjas.night.rules import NightState

SEATS = pytest.mark.parametrize("players", [3, 4])


def private_pack(
    players: int, plan: tuple[str, str] = ("move", "skip"), **kw: object
) -> tuple[NightState, int]:
    """Seat 0 to act, a 3-point token in its backpack that only it has seen."""
    plans = [plan] + [("skip", "skip")] * (players - 1)
    s = line_state(plans, positions=(0, 2, 1, 2), players=players, **kw)  # type: ignore[arg-type]
    token = give(s, "v3", seat=0)
    return s, token


@SEATS
def test_a_move_with_a_private_token_is_open_and_hides_it(players: int) -> None:
    s, token = private_pack(players)
    assert secrecy.knows_private(s, 0)
    assert not secrecy.needs_private(s, 0)  # fails before: no such question, a cover
    assert secrecy.open_turn_hides(s, 0)
    assert s.kind_seen_by(token, EVERYONE) != s.kinds[token]  # its back for everyone
    s.known[token] = set(range(players))
    assert s.kind_seen_by(token, EVERYONE) == s.kinds[token]  # all have seen it: its face


@SEATS
def test_a_collect_of_face_down_tokens_is_made_in_the_open(players: int) -> None:
    """Which roof tokens to take is chosen by their backs (newcomer C, s14: a cover for
    each Collect, 11 a game): no cover; the faces she takes are hers at her next cover."""
    s, _ = private_pack(players, ("collect", "skip"))
    give(s, "v1", building=0)
    assert secrecy.turn_may_reveal(s, 0)  # the Collect may show her new faces...
    assert not secrecy.needs_private(s, 0)  # ...but not to choose (fails before)
    s.apply("collect 0")
    assert not s.held and not secrecy.needs_private(s, 0)


@SEATS
def test_a_collect_with_no_room_needs_them_once_tokens_are_in_the_hand(players: int) -> None:
    """More tokens than free slots: the rest lie in her hand, seen, kept or swapped by
    their faces: her cover then."""
    s, _ = private_pack(players, ("collect", "skip"))
    while s.free_slots(0) > 1:
        give(s, "v1", seat=0)
    give(s, "v1", building=0)
    give(s, "v2", building=0)
    assert not secrecy.needs_private(s, 0)
    s.apply("collect 0 1")
    assert s.held and secrecy.needs_private(s, 0)


@SEATS
def test_a_roof_token_she_saw_fall_is_named_by_its_back_in_the_open(players: int) -> None:
    """Her own token knocked onto the roof: its Collect row would name it for her; in
    the open the row names its back, and 'Look at my tokens' shows it (names_private)."""
    s, token = private_pack(players, ("collect", "skip"))
    slot = s.backpacks[0].index(token)
    s.backpacks[0][slot] = None
    s.roofs[0].append(token)
    assert not secrecy.needs_private(s, 0)
    assert secrecy.names_private(s, 0)
    s.known[token] = set(range(players))
    assert not secrecy.names_private(s, 0)


@SEATS
def test_a_private_bonus_is_left_out_in_the_open_a_public_one_is_not(players: int) -> None:
    """A Shuriken only she has seen would be named by its row ('Shuriken: Bo'): the row
    names a private kind (left out in the open, open_turn.rows), yet no cover comes by
    itself (its coming would tell she holds one); one every seat has seen is offered."""
    s, _ = private_pack(players)
    s.positions[1] = 1  # a ninja on the roof next door, in the string's reach
    shuriken = give(s, "shuriken", seat=0)
    rows = [a for a in s.legal_actions() if a.kind == "shuriken"]
    assert rows
    assert all(secrecy.names_private_kind(s, 0, a) for a in rows)
    assert not secrecy.needs_private(s, 0)  # fails before: a cover
    s.known[shuriken] = set(range(players))
    assert not any(secrecy.names_private_kind(s, 0, a) for a in rows)


@SEATS
def test_a_steal_waiting_for_room_needs_them(players: int) -> None:
    """A full backpack's thief first discards (which token goes: her faces), then the
    Steal may show a new one."""
    s, _ = private_pack(players, ("steal", "skip"))
    s.positions[1] = 0
    give(s, "v2", seat=1)
    while s.free_slots(0):
        give(s, "v1", seat=0)
    assert s.why_not(0, "steal") == "pack_full"
    assert secrecy.needs_private(s, 0)


@SEATS
def test_a_drop_for_a_hit_needs_her_faces(players: int) -> None:
    s, _ = private_pack(players)
    s.drop_seat = 0
    assert secrecy.needs_private(s, 0)


@SEATS
def test_a_token_in_the_hand_needs_them(players: int) -> None:
    s, _ = private_pack(players)
    s.held = [give(s, "v2")]
    s.known[s.held[0]].add(0)
    assert secrecy.needs_private(s, 0)


@SEATS
def test_a_kunai_at_a_slot_she_knows_names_it(players: int) -> None:
    """Her public Kunai's rows name a slot's face she alone knows ('(3 points)'): in
    the open they name its back, 'Look at my tokens' shows it; no cover by itself."""
    s, token = private_pack(players)
    s.positions[1] = 1
    kunai = give(s, "kunai", seat=0)
    s.known[kunai] = set(range(players))
    assert not secrecy.needs_private(s, 0)
    slot = s.backpacks[0].index(token)
    s.backpacks[0][slot] = None
    s.backpacks[1][0] = token  # taken from her: she still knows its face
    assert not secrecy.needs_private(s, 0)
    assert secrecy.names_private(s, 0)


def swapped_faces(s: NightState, seat: int, kind: str) -> NightState:
    """`s` with every token only `seat` (not every seat) knows turned into `kind`."""
    other = s.clone()
    for t, known in enumerate(other.known):
        if seat in known and len(known) < other.players:
            other.kinds[t] = kind
    return other


@SEATS
@pytest.mark.parametrize("plan", ["move", "collect", "steal", "attack", "skip"])
def test_whether_a_cover_comes_tells_nothing_of_her_faces(players: int, plan: str) -> None:
    """The cover comes on what every seat knows, never on what she alone holds: the
    same answer whatever her private tokens are (a Kunai, Gears, a Hook, a 1 point)."""
    s, _ = private_pack(players, (plan, "skip"))
    s.positions[1] = 0 if plan == "steal" else 1
    give(s, "v2", seat=1)
    give(s, "v1", building=0)
    give(s, "v3", seat=0)
    answers = {
        secrecy.needs_private(swapped_faces(s, 0, kind), 0)
        for kind in ("v1", "kunai", "gears", "hook", "shuriken", "potion")
    }
    assert len(answers) == 1  # fails before: Gears, a Hook or a Shuriken brought one


def test_two_players_never_need_them() -> None:
    """Every token lies face up with two players: nothing is private."""
    s = line_state([("collect", "skip"), ("skip", "skip")], positions=(0, 2), players=2)
    give(s, "v1", building=0)
    give(s, "v3", seat=0)
    assert s.face_up and not secrecy.needs_private(s, 0)
