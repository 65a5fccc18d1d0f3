"""A computer's Taisen combat is called before its first fight and held after its last
(newcomer C, s14, to be a 9: 'a short pause before a combat ("Combat on tile 6!") and
after it'): the swords on the tile and 'Combat on tile 6!' over it and under the board
for half a second, its end held; in a long turn they keep 0.3 s and 0.2 s (0.02 s
before: both were gone). Built positions and direct calls."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from ninjas.taisen import from_notation
from scenes.app import App
from scenes.taisen import TaisenScene, animations
from scenes.taisen.animations import (
    BEAT_FLOOR,
    CALL_FLOOR,
    CAPTION_LAYER,
    COMBAT_CALL,
    Animator,
    CombatCall,
    CombatHeld,
    DuelStep,
)
from scenes.taisen.guidance import move_playing

from .conftest import STEP

FIGHT = "-/J/s1p1r1/-/-/-/-/-/-/-/j m r1g1b1 -"
"""Any die takes the Monkey's Shogun onto three Wolf cards: a combat comes."""


def combat(pos: int) -> list[Event]:
    data = {"side": "monkey", "src": pos - 1, "dst": pos, "die": "r", "value": 1, "cards": ["J"]}
    duel = {"pos": pos, "monkey": "J", "wolf": "s1", "result": "monkey"}
    return [
        Event("moved", data),
        Event("combat_started", {"pos": pos}),
        Event("duel", duel),
        Event("combat_ended", {"pos": pos}),
    ]


def test_a_computers_combat_is_called_and_held_even_in_a_long_turn() -> None:
    steps = animations.build_steps(combat(2), beats=True)
    assert isinstance(steps[1], CombatCall) and steps[1].duration == COMBAT_CALL
    assert isinstance(steps[-1], CombatHeld)
    person = animations.build_steps(combat(2), beats=False)  # a person's: they made it
    assert not any(isinstance(s, (CombatCall, CombatHeld)) for s in person)
    animator = Animator(None)  # type: ignore[arg-type]
    animator.queue.extend(steps)
    animator.fit(0.5)  # a turn with no room left: every step at its floor
    call, held = steps[1], steps[-1]
    assert call.duration == pytest.approx(CALL_FLOOR) and CALL_FLOOR >= 0.15  # (0.02 before)
    assert held.duration == pytest.approx(BEAT_FLOOR) and BEAT_FLOOR >= 0.35  # (0.02 before)
    assert all(s.duration >= animations.FIGHT_FLOOR for s in steps if isinstance(s, DuelStep))


def test_a_computers_combat_results_hold_a_beat_even_in_a_long_turn() -> None:
    """Newcomer O, s18, 041: a turn of three fights was over before she understood it.
    A computer's duel clashes early (AI_IMPACT), its result held the rest of the duel,
    and the combat's end (its results whole) is held longer than its call."""
    steps = animations.build_steps(combat(2), beats=True)
    animator = Animator(None)  # type: ignore[arg-type]
    animator.queue.extend(steps)
    animator.fit(0.5)  # every step at its floor
    duel = next(s for s in steps if isinstance(s, DuelStep))
    assert duel.impact == animations.AI_IMPACT < DuelStep.IMPACT  # a person's: 0.5
    assert duel.duration * (1 - duel.impact) >= 0.25  # its result, held
    assert steps[-1].duration > steps[1].duration  # the results over the call
    person = animations.build_steps(combat(2), beats=False)
    assert next(s for s in person if isinstance(s, DuelStep)).impact == DuelStep.IMPACT


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "Combat on tile 2!"), ("fr", "Combat sur la tuile 2\u00a0!")]
)
def test_the_call_says_the_tile_over_it_and_under_the_board(
    app: App, lang: str, words: str
) -> None:
    app.set_language(lang)
    seats = [Seat("ai", "hard"), Seat("human")]
    session = GameSession("taisen", 7, {}, seats, from_notation(FIGHT, 7))
    table = TaisenScene(app, session, animate=True)
    app.push(table)
    table.animator.clear()
    table._play(next(a for a in table.state.legal_actions() if not a.is_end))
    for _ in range(200):
        if isinstance(table.animator.current, CombatCall):
            break
        table.update(STEP)
    assert isinstance(table.animator.current, CombatCall)
    assert move_playing(table) == words  # the prompt under the board
    captions = [e for e in table.view.effects if e.layer == CAPTION_LAYER]
    assert len(captions) == 1  # and over the tile (the first duel's caption takes its place)
