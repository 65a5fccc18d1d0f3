"""A Joker drawn in a summoning with Joker cards off (the setup's default) matches no
die and gives no ninja, as the rules module says (newcomer D saw one drawn and asked
what it did: the table now says so, tests/scenes/test_dojo_newcomer_d.py)."""

from __future__ import annotations

from ninjas.dojo import data

from .test_rules import scene


def test_a_summoned_joker_gives_nothing_when_joker_cards_are_off() -> None:
    here = (0, 0)
    state = scene(None, {here: [1, 0]}, decks=([data.JOKER], []), phase="summon")
    assert not state.toggle("jokers")
    before = state.count(here, 0)
    state.apply("summon 1")
    assert state.summon_cards == [data.JOKER]
    events = state.apply("die 0,0")
    assert state.count(here, 0) == before  # whatever the die shows
    assert state.phase == "roll" and state.mover == 1  # no Joker's choice asked
    summoned = next(e for e in events if e.kind == "summoned")
    assert summoned.data["total"] == 0
    assert not any(e.kind == "joker_ninja" for e in events)
