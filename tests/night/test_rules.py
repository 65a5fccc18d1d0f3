"""Ninja Night rules: each action and bonus at each moment, injuries, backpack,
variants, scoring, hidden information, saves."""

import random

import pytest
from support.night_line import LINE, line_state
from support.night_line import give as token

from ninjas.core.saves import SaveGame
from ninjas.night import data
from ninjas.night.rules import (
    INJURY,
    invariant_errors,
    new_game,
    random_playout,
)
from ninjas.night.village import Building, Village


def table(players=3, positions=(0, 2, 1), plans=None, round=1, experienced=False):
    return line_state(
        plans, positions, players=players, scale=200, round=round, experienced=experienced
    )


def kinds(events):
    return [e.kind for e in events]


def test_placement_plans_hidden_then_revealed_and_seat_order():
    s = new_game(3, {"players": 3, "village": "plaza"})
    first = s.first
    for _ in range(3):
        placer = s.current_player
        s.apply("place 4")
        assert s.positions[(placer - 1) % 3] == 4
    assert s.phase == "plan" and s.current_player == first
    s.apply("plan move collect")
    other = (first + 1) % 3
    assert s.view(other).plans[first] is None
    assert s.view(first).plans[first] == ("move", "collect")
    s.apply("plan heal heal")
    ev = s.apply("plan skip skip")
    assert "plans_revealed" in kinds(ev)
    assert s.view(other).plans[first] == ("move", "collect")
    order = []
    while s.phase == "act":
        order.append((s.step, s.current_player))
        s.apply("end")
    assert order == [(k, (first + i) % 3) for k in (0, 1) for i in range(3)]
    assert s.round == 2 and s.first == (first + 1) % 3 and s.phase == "plan"


def test_secret_plan_does_not_change_others_view():
    a = new_game(3, {"players": 2, "village": "plaza"})
    for _ in range(2):
        a.apply("place 0")
    b = a.clone()
    a.apply("plan move move")
    b.apply("plan heal steal")
    seat = a.current_player
    assert a.view(seat) == b.view(seat)
    assert a.view(1 - seat) != b.view(1 - seat)


def test_move_success_failure_and_obstacle():
    s = table(plans=[("move", "move"), ("skip", "skip"), ("skip", "skip")])
    with pytest.raises(ValueError, match="one decimal"):
        s.apply("move 1 18.55")
    with pytest.raises(ValueError, match="longer than the string"):
        s.apply("move 1 40.1")
    ev = s.apply("move 1 13.6")  # near edge at 15, grapnel radius 1.5: touches
    assert s.positions[0] == 1 and "injured" not in kinds(ev)
    assert ev[0]["distance"] == 20.0 and ev[0]["length"] == 13.6
    with pytest.raises(ValueError, match="already been carried out"):
        s.apply("move 2 20")
    t = table(plans=[("move", "move")] * 3)
    ev = t.apply("move 1 13.4")
    assert t.positions[0] == 0 and "injured" in kinds(ev) and t.injuries(0) == 1
    blocked = table(positions=(0, 2, 1), plans=[("move", "skip")] * 3)
    blocked.village = Village("b", 200, [LINE[0], Building(20, 0, 10, 10, 2), *LINE[2:]], [])
    with pytest.raises(ValueError, match="cannot be aimed at"):
        blocked.apply("move 2 40")


def test_experienced_grapnel_must_be_wholly_on_the_roof():
    s = table(plans=[("move", "skip")] * 3, experienced=True)
    s.apply("move 1 14.0")
    assert s.positions[0] == 0 and s.injuries(0) == 1
    e = table(plans=[("move", "skip")] * 3, experienced=True)
    e.apply("move 1 16.5")
    assert e.positions[0] == 1


def test_attack_hits_moves_and_injures_or_fails_and_injures_attacker():
    s = table(positions=(0, 1, 2), plans=[("attack", "skip")] * 3)
    ev = s.apply("attack 1 20.0")
    assert s.positions[0] == 1 and s.injuries(1) == 1 and s.injuries(0) == 0
    assert ev[0]["success"] and ev[0]["victim"] == 1
    f = table(positions=(0, 1, 2), plans=[("attack", "skip")] * 3)
    f.apply("attack 1 16.4")  # fist not wholly inside
    assert f.positions[0] == 0 and f.injuries(0) == 1 and f.injuries(1) == 0
    same = table(positions=(1, 1, 2), plans=[("attack", "skip")] * 3)
    with pytest.raises(ValueError, match="another building"):
        same.apply("attack 1 0")


def test_collect_yellow_only_from_round_five_and_needs_room():
    for rnd, allowed in ((1, False), (4, False), (5, True), (6, True)):
        s = table(plans=[("collect", "skip")] * 3, round=rnd)
        token(s, "y4", 0)
        if allowed:
            s.apply("collect 0")
            assert s.kinds[s.backpacks[0][0]] == "y4"
        else:
            with pytest.raises(ValueError, match="yellow"):
                s.apply("collect 0")
            assert all(str(a) != "collect 0" for a in s.legal_actions())
    s = table(plans=[("collect", "skip")] * 3)
    for _ in range(3):
        token(s, "v1", seat=0)
    token(s, "v2", 0)
    token(s, "v3", 0)
    s.apply("discard 0")  # discarding is free and makes room
    assert len(s.roofs[0]) == 3
    s.apply("collect 0 1")
    assert s.free_slots(0) == 0


def test_a_token_taken_with_no_free_slot_is_held_then_kept_or_put_back():
    s = table(plans=[("collect", "skip")] * 3)
    pack = [token(s, "v1", seat=0) for _ in range(3)]
    two, three = token(s, "v2", 0), token(s, "v3", 0)
    ev = s.apply("collect 0 1")  # one free slot: the second token is held in the hand
    assert ev[0].data["tokens"] == [two] and ev[0].data["held"] == [three]
    assert s.held == [three] and s.kind_seen_by(three, 0) == "v3"
    assert s.kind_seen_by(three, 1) == "pink" and s.view(1).held == (f"{three}:pink",)
    assert "keep 0" not in [str(a) for a in s.legal_actions()]
    with pytest.raises(ValueError, match="no free backpack"):
        s.apply("keep 0")
    s.apply(f"discard {s.backpacks[0].index(pack[0])}")
    s.apply("keep 0")
    assert three in s.backpacks[0] and s.held == [] and pack[0] in s.roofs[0]
    again = table(plans=[("collect", "skip")] * 3)
    for _ in range(4):
        token(again, "v1", seat=0)
    kept_out = token(again, "v3", 0)
    again.apply("collect 0")
    assert again.held == [kept_out] and invariant_errors(again) == []
    ev = again.apply("end")  # what is still held goes back onto the roof, face down
    assert kinds(ev)[0] == "returned" and again.roofs[0] == [kept_out] and not again.held
    assert again.kind_seen_by(kept_out, 1) == "pink"


def test_steal_only_on_same_building():
    s = table(positions=(0, 0, 1), plans=[("steal", "skip")] * 3)
    t = token(s, "v3", seat=1)
    token(s, "v2", seat=2)
    with pytest.raises(ValueError, match="not on your building"):
        s.apply("steal 2 0")
    s.apply("steal 1 0")
    assert s.backpacks[0][0] == t and s.backpacks[1][0] is None and 0 in s.known[t]


def test_heal_one_and_potion_all_at_any_moment():
    s = table(plans=[("heal", "skip")] * 3)
    s.backpacks[0] = [INJURY, INJURY, INJURY, None]
    s.apply("heal")
    assert s.injuries(0) == 2
    p = token(s, "potion", seat=0)
    s.apply(f"potion {s.backpacks[0].index(p)}")  # after the action
    assert s.injuries(0) == 0 and s.used[0] == [p]
    b = table(plans=[("move", "skip")] * 3)
    b.backpacks[0] = [INJURY, None, None, None]
    token(b, "potion", seat=0)
    b.apply("potion 1")  # before the action
    assert b.injuries(0) == 0
    b.apply("move 1 20")


def test_gears_changes_an_action_before_it_is_carried_out():
    s = table(plans=[("heal", "heal"), ("skip", "skip"), ("skip", "skip")])
    token(s, "gears", seat=0)
    token(s, "gears", seat=0)
    s.apply("gears 0 1 move")
    assert s.plans[0] == ["move", "heal"]
    s.apply("move 1 20")
    with pytest.raises(ValueError, match="already been carried out"):
        s.apply("gears 1 1 heal")
    s.apply("gears 1 2 attack")  # the second action, during the first turn
    assert s.plans[0] == ["move", "attack"]


def test_grappling_hook_to_nearest_only():
    s = table(plans=[("skip", "skip")] * 3)
    token(s, "hook", seat=0)
    with pytest.raises(ValueError, match="nearest"):
        s.apply("hook 0 2")
    ev = s.apply("hook 0 1")
    assert s.positions[0] == 1 and "hooked" in kinds(ev) and s.injuries(0) == 0


def test_shuriken_hit_and_miss_both_spend_the_token():
    s = table(positions=(0, 1, 2), plans=[("move", "skip")] * 3)
    a = token(s, "shuriken", seat=0)
    b = token(s, "shuriken", seat=0)
    s.apply("move 1 13.6")  # during the turn, after the action: now on building 1
    assert s.positions[0] == 1
    s.apply("shuriken 1 2 20.0")  # hits player 2 on building 2
    assert s.injuries(2) == 1 and s.positions[0] == 1
    s.apply("shuriken 0 2 5.0")  # misses
    assert s.injuries(2) == 1 and s.used[0] == [b, a] and s.injuries(0) == 0


def test_kunai_knocks_a_token_onto_the_victims_roof():
    s = table(positions=(0, 1, 2), plans=[("skip", "skip")] * 3)
    token(s, "kunai", seat=0)
    token(s, "kunai", seat=0)
    t = token(s, "v3", seat=1)
    s.apply("kunai 0 1 10.0 0")  # miss
    assert s.backpacks[1][0] == t
    s.apply("kunai 1 1 20.0 0")
    assert s.backpacks[1][0] is None and s.roofs[1] == [t]


def test_bonus_straight_from_the_roof_while_collecting():
    s = table(plans=[("collect", "skip")] * 3)
    s.backpacks[0] = [INJURY] * 4
    p = token(s, "potion", 0)
    s.known[p].add(0)  # seen before: player 0 once held it
    s.apply("potion r0")
    assert s.injuries(0) == 0 and s.used[0] == [p] and s.roofs[0] == []
    hidden = table(plans=[("collect", "skip")] * 3)
    q = token(hidden, "potion", 0)
    hidden.known[q] = set()
    hidden.backpacks[0][0] = INJURY
    assert not any(str(a).startswith("potion") for a in hidden.legal_actions())
    with pytest.raises(ValueError, match="collected before"):
        hidden.apply("potion r0")
    # face down, with a full backpack: taken into the hand, then played at once
    full = table(plans=[("collect", "skip")] * 3)
    full.backpacks[0] = [INJURY, INJURY, INJURY, INJURY]
    r = token(full, "potion", 0)
    full.known[r] = set()
    assert "collect 0" in [str(a) for a in full.legal_actions()]
    full.apply("collect 0")
    assert "potion h0" in [str(a) for a in full.legal_actions()]
    ev = full.apply("potion h0")
    assert kinds(ev) == ["bonus_used", "healed"] and full.injuries(0) == 0
    assert full.used[0] == [r] and full.held == [] and invariant_errors(full) == []
    n = table(plans=[("heal", "skip")] * 3)
    token(n, "potion", 0)
    n.backpacks[0][0] = INJURY
    with pytest.raises(ValueError, match="only while collecting"):
        n.apply("potion r0")


def test_injury_with_full_backpack_drops_a_token_to_the_roof():
    s = table(positions=(0, 1, 2), plans=[("attack", "skip")] * 3)
    victim = [token(s, k, seat=1) for k in ("v1", "v2", "v3")]
    s.backpacks[1][3] = INJURY
    ev = s.apply("attack 1 20")
    assert "must_drop" in kinds(ev) and s.current_player == 1
    with pytest.raises(ValueError, match="must first drop"):
        s.apply("end")
    with pytest.raises(ValueError, match="no trunk token"):
        s.apply("drop 3")
    s.apply("drop 1")
    assert s.roofs[1] == [victim[1]] and s.injuries(1) == 2 and s.current_player == 0


def test_at_most_four_injuries():
    s = table(positions=(0, 1, 2), plans=[("attack", "skip")] * 3)
    s.backpacks[1] = [INJURY] * 4
    ev = s.apply("attack 1 20")
    assert "injury_spared" in kinds(ev) and s.injuries(1) == 4 and s.drop_seat is None


def test_tokens_face_up_in_two_player_game_only():
    for players, face_up in ((2, True), (3, False), (4, False)):
        s = new_game(11, {"players": players, "village": "riverside"})
        shown = s.view(0).roofs[0][0].split(":")[1]
        assert (shown in data.TOKEN_VALUES or shown in data.BONUS_KINDS) == face_up
        if not face_up:
            assert shown in ("pink", "yellow")


def test_view_hides_unseen_kinds_and_determinize_agrees_with_it():
    s = new_game(5, {"players": 3, "village": "plaza"})
    random_playout_until = random.Random(1)
    while s.round < 3:
        legal = s.legal_actions()
        s.apply(legal[random_playout_until.randrange(len(legal))])
    for seat in range(3):
        d = s.determinize(seat, random.Random(seat))
        assert d.view(seat) == s.view(seat)
        assert sorted(d.kinds) == sorted(s.kinds)
    other = s.clone()
    hidden = [t for t in range(28) if 0 not in other.known[t]]
    a, b = next(
        (x, y)
        for x in hidden
        for y in hidden
        if other.kinds[x] != other.kinds[y]
        and (other.kinds[x] in data.YELLOW_KINDS) == (other.kinds[y] in data.YELLOW_KINDS)
    )
    other.kinds[a], other.kinds[b] = other.kinds[b], other.kinds[a]
    assert other.view(0) == s.view(0)


def test_scoring_and_both_tie_breaks():
    s = table(players=3)
    s.round, s.phase = 6, "over"
    token(s, "v3", seat=0)  # 3 with one token
    token(s, "v1", seat=1)
    token(s, "v2", seat=1)  # 3 with two tokens: wins the first tie-break
    token(s, "v1", seat=2)
    token(s, "v2", seat=2)
    assert s.returns() == [0.0, 0.5, 0.5]
    s.used[2].append(next(t for t in s.roofs[4] if s.kinds[t] == "gears"))
    assert s.returns() == [0.0, 1.0, 0.0]  # fewer bonuses used wins the second
    assert s.score(1) == (3, 2, 0)


def test_save_replay_round_trip():
    s = random_playout(new_game(42, {"players": 4, "village": "plaza"}), random.Random(3))
    save = SaveGame(game="night", seed=42, options=s.options, actions=list(s.history))
    loaded = SaveGame.from_json(save.to_json())
    r = new_game(loaded.seed, loaded.options)
    for text in loaded.actions:
        r.apply(text)
    assert r.view(0) == s.view(0) and r.returns() == s.returns() and r.kinds == s.kinds


def test_bad_input_is_a_clear_error():
    with pytest.raises(ValueError, match="players"):
        new_game(1, {"players": 5})
    with pytest.raises(ValueError, match="unknown village"):
        new_game(1, {"village": "atlantis"})
    with pytest.raises(ValueError, match="experienced"):
        new_game(1, {"experienced": "yes"})
    s = new_game(1, {"village": "plaza"})
    for text, problem in (
        ("", "empty"),
        ("fly 3", "unknown"),
        ("place x", "not a number"),
        ("place 99", "no building"),
        ("place 1 2", "expected"),
        ("move 1 3", "not possible now"),
    ):
        with pytest.raises(ValueError, match=problem):
            s.apply(text)


def test_events_never_name_a_hidden_kind_before_dawn():
    hidden_kinds = set(data.TOKEN_VALUES) | set(data.BONUS_KINDS)
    for seed in range(10):
        s = new_game(seed, {"players": 3, "village": "crossroads"})
        rng = random.Random(seed)
        while not s.is_terminal:
            legal = s.legal_actions()
            for event in s.apply(legal[rng.randrange(len(legal))]):
                if event.kind in ("bonus_used", "dawn", "plans_revealed"):
                    continue  # a used bonus is shown to all; dawn reveals everything
                said = {str(v) for k, v in event.data.items() if k not in ("action", "bonus")}
                assert not hidden_kinds & said, event  # "action"/"bonus": a public bonus
                assert event.kind != "planned" or set(event.data) == {"seat"}


def test_why_an_action_cannot_be_carried_out():
    s = table(positions=(0, 0, 2), plans=[("collect", "skip")] * 3)
    assert s.why_not(0, "collect") == "no_token"
    y = token(s, "y4", 0)
    assert s.why_not(0, "collect") == "yellow_later"
    s.round = 5
    assert s.why_not(0, "collect") is None
    s.roofs[0].remove(y)
    assert s.why_not(0, "steal") == "nothing_to_steal"
    token(s, "v1", seat=1)
    assert s.why_not(0, "steal") is None
    s.backpacks[0] = [INJURY] * 4
    assert s.why_not(0, "steal") == "pack_full" and s.why_not(0, "heal") is None
    s.backpacks[0] = [None] * 4
    assert s.why_not(0, "heal") == "no_injury" and s.why_not(2, "steal") == "nobody_here"
    assert s.why_not(0, "move") is None
    assert s.why_not(0, "attack") == "beyond_string"  # roof 2 is 40 cm off: 30 cm string
    s.positions[2] = 1
    assert s.why_not(0, "attack") is None  # roof 1, 20 cm off
    far = table(positions=(0, 4, 4), plans=[("attack", "skip")] * 3)
    assert far.why_not(0, "attack") == "beyond_string"  # roof 4 is far but not hidden
    assert any(a.kind == "attack" for a in far.legal_actions())  # aimed at: a sure miss
    assert not far.within_string(0, 4, "attack") and far.within_string(0, 1, "attack")
    far.positions = [0, 0, 0]
    assert far.why_not(0, "attack") == "nobody_in_reach"
    for code_action in ("skip",):
        assert far.why_not(0, code_action) is None
