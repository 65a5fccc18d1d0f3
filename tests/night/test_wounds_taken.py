"""Newcomer K, s17 (review 168): 'injuries taken, you 0, Blue 0' though both had been
wounded and had healed since: the summary's figure is now the injuries taken over the
game (ninjas/night/wounds.py), not those left at the end."""

from __future__ import annotations

from ninjas.game_story import story
from ninjas.night.rules import new_game
from ninjas.night.wounds import wounds_taken


def test_a_wound_healed_still_counts_as_taken() -> None:
    s = new_game(3, {"players": 2, "village": "crossroads"})
    for text in ("place 0", "place 1", "plan move heal", "plan move heal"):
        s.apply(text)
    hurt = s.current_player
    kinds = [e.kind for e in s.apply("move 2 0.5")]  # far too short: the thrower is hurt
    assert "injured" in kinds
    for text in ("end", "end", "heal"):
        s.apply(text)
    assert s.injuries(hurt) == 0  # healed: the end's count says 0 (the figure before)
    assert wounds_taken(s) == [1 if seat == hurt else 0 for seat in range(2)]
    told = story("night", _over(s), hurt)
    assert told is not None and told.figures["mine_injuries"] == 1


def _over(s):  # type: ignore[no-untyped-def]
    """`s` played to its end, everyone ending each turn (no more injuries)."""
    while s.phase != "over":
        acts = [str(a) for a in s.legal_actions()]
        s.apply(
            "end" if "end" in acts else ("plan skip skip" if "plan skip skip" in acts else acts[0])
        )
    return s


def test_a_position_built_by_hand_keeps_the_end_s_count() -> None:
    s = new_game(3, {"players": 2, "village": "crossroads"})
    s.backpacks[0][0] = -1  # an injury put there by hand: no history plays to it
    assert wounds_taken(s) is None
