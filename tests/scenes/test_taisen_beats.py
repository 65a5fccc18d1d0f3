"""A computer's Taisen turn a person can follow (newcomer W, s13, point 1: a whole hard
turn, three moves and a combat of five fights, was over in about 2 s, 'I could NOT
follow it live'). Each of its moves is held a beat once landed, its stack lit in its
side's colour, before the next die; each combat is held at its end, its tally whole;
the turn may take 3.6 s of animation (was 3.2), never past issue 33's 4 s: the extra is
given only where no die still to play could open a combat (test_taisen_fight_tally and
test_turn_budget keep every bench turn within 4 s)."""

from __future__ import annotations

import pygame

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from ninjas.taisen import from_notation
from ninjas.taisen.cards import CARD_OF_TOKEN
from scenes.app import App
from scenes.tableflow.turn_budget import TURN_BUDGET, TurnClock
from scenes.taisen import TaisenScene, animations, turn_pace
from scenes.taisen.animations import BEAT, COMBAT_HELD, BeatStep, CombatHeld, MoveStep
from scenes.taisen.board_view import BoardView, Highlights
from scenes.taisen.game_log import describe

CALM = "J/S1/-/-/-/-/-/-/-/-/j m r1g1b1 -"
"""The Monkey to move, no Wolf card within any die's reach: no combat can come."""
FIGHT = "-/J/s1p1r1/-/-/-/-/-/-/-/j m r1g1b1 -"
"""Any die takes the Monkey's Shogun onto three Wolf cards: a combat of three fights
may come."""


def moved(src: int, dst: int, cards: list[str]) -> Event:
    data = {"side": "monkey", "src": src, "dst": dst, "die": "r", "value": 1, "cards": cards}
    return Event("moved", data)


def test_a_computers_move_is_held_a_beat_its_stack_lit_and_its_combat_at_its_end() -> None:
    steps = animations.build_steps([moved(1, 2, ["S1"])], beats=True)
    assert [type(s) for s in steps] == [MoveStep, BeatStep] and steps[1].duration == BEAT
    view = BoardView("en")
    view.rebuild(from_notation("J/-/S1/-/-/-/-/-/-/-/j m g1b1 -", 1))
    stage = animations.Stage(view, lambda name: None, lambda event: None, lambda *a, **k: "")
    steps[1].begin(stage)
    assert view.marks == {CARD_OF_TOKEN["S1"]: "moved"}  # lit while held
    steps[1].end(stage)
    assert view.marks == {}
    assert describe(steps[1].event, lambda *a, **k: "x") is None  # the log says it once
    # a move into a combat: its fights show where it landed; the combat's end is held
    combat = [
        moved(1, 2, ["S1"]),
        Event("combat_started", {"pos": 2}),
        Event("combat_ended", {"pos": 2}),
    ]
    steps = animations.build_steps(combat, beats=True)
    assert not any(isinstance(s, BeatStep) for s in steps)
    assert isinstance(steps[-1], CombatHeld) and steps[-1].duration == COMBAT_HELD
    # a person's move: no beat, no hold (they made it)
    person = animations.build_steps([*combat[:1], *combat], beats=False)
    assert not any(isinstance(s, (BeatStep, CombatHeld)) for s in person)


def test_the_table_holds_the_computers_moves_not_a_persons(app: App) -> None:
    for seat, held in ((Seat("ai", "hard"), True), (Seat("human"), False)):
        session = GameSession("taisen", 7, {}, [seat, Seat("human")], from_notation(CALM, 7))
        scene = TaisenScene(app, session, animate=True)
        app.push(scene)
        scene.animator.clear()
        scene._play(next(a for a in scene.state.legal_actions() if not a.is_end))
        assert any(isinstance(s, BeatStep) for s in scene.animator.queue) == held


def test_a_lit_stack_glows_in_its_sides_colour() -> None:
    view = BoardView("en")
    view.rebuild(from_notation("J/-/S1/-/-/-/-/-/-/-/j m g1b1 -", 1))
    size = (1280, 720)
    plain, lit = pygame.Surface(size), pygame.Surface(size)
    view.draw(plain, Highlights())
    view.marks[CARD_OF_TOKEN["S1"]] = "moved"
    view.draw(lit, Highlights())
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(lit, "RGB")


def test_the_extra_second_is_given_only_where_no_combat_can_come() -> None:
    clock = TurnClock()
    clock.begin((0, 0))
    calm, fight = from_notation(CALM, 1), from_notation(FIGHT, 1)
    assert turn_pace.extra_room(clock, calm) > 0.3
    assert turn_pace.extra_room(clock, fight) == 0.0
    # a die still to play that may fight keeps its fights' floors, more than a plain move
    assert turn_pace.dice_reserve(fight, 0, 1.0) > turn_pace.dice_reserve(calm, 0, 1.0)
    # thinking past what the budget takes in gives the extra back: never past 4 s
    clock.tick(2.0, thinking=True)
    assert turn_pace.extra_room(clock, calm) == 0.0
    assert turn_pace.TAISEN_BUDGET > TURN_BUDGET and turn_pace.TAISEN_BUDGET <= 4.0


def test_a_computers_move_takes_about_a_second_its_slide_slower_than_a_persons() -> None:
    """Newcomer Y, s13: 'about 0.7-1 s a move, and a slower slide'. A computer's two-tile
    move, its beat and the pause before its next die take about a second; its slide
    half a second at least, slower than a person's own move."""
    from scenes.tableflow.computer import CHAINED_PAUSE

    computer = animations.build_steps([moved(1, 3, ["S1"])], beats=True)
    person = animations.build_steps([moved(1, 3, ["S1"])], beats=False)
    assert computer[0].duration >= 0.5 > person[0].duration
    assert 0.9 <= sum(s.duration for s in computer) + CHAINED_PAUSE <= 1.0
