"""Newcomer T (s12, nc-T.md, 'Shinobi: the computer's turn', 7/10) and Q (s12, 025-034):
after a computer's turn nothing on the table marked what had changed (a destroyed clan
just vanished, a clan that lost a card showed a smaller number). Now the clans a
computer laid on glow with '+N', a clan it hit shows '-N', a clan it destroyed stays as
a faded ghost, a hand it hit has its plate framed, until a person acts (her draw
apart: newcomer F, s15, 'the badges vanish when you continue';
scenes/shinobi/changed_marks.py). Built positions, no whole game."""

from __future__ import annotations

import pygame

from ninjas.core.events import Event
from ninjas.core.session import Seat
from scenes.app import App
from scenes.shinobi.changed_marks import GLOW, ChangedMarks
from tests.shinobi.test_rules import BEAR, CARP, arrange

from .test_shinobi_scene import table
from .test_shinobi_table_layout import first_seed


def gold_near(scene: object, rect: pygame.Rect) -> int:
    """Pixels of the glow's gold round `rect` on the table drawn at 1280x720."""
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)  # type: ignore[attr-defined]
    box = rect.inflate(12, 28).clip(canvas.get_rect())
    return sum(
        1
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
        if tuple(canvas.get_at((x, y)))[:3] == GLOW
    )


def test_the_clan_a_computer_laid_glows_until_a_person_acts(app: App) -> None:
    seats = [Seat("ai", "easy"), Seat("human")]
    scene = table(app, seats, "grasshopper", seed=first_seed(2))
    scene.play("recruit")  # the computer's (seat 0) turn, played here by hand
    arrange(scene.state, hands={0: [BEAR[0], BEAR[1], CARP[0]], 1: [CARP[1], CARP[2]]})
    scene._refresh()
    place = next(
        a
        for a in scene.state.legal_actions()
        if a.kind == "place" and a.args[0] == "Bear" and len(a.args) == 3
    )
    scene.play(place)
    marks = scene.marks_now()
    assert marks is not None and marks.laid == {(0, "Bear"): 2}  # fails before: no marks
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    tile = next(rect for rect, seat, clan in scene.board.tiles if (seat, clan) == (0, "Bear"))
    assert gold_near(scene, tile) > 100  # its frame and its '+2'
    while scene.session.ai_to_move:  # the rest of its turn (its power, its discard)
        scene.play(scene.state.legal_actions()[0])
        scene.turn_end.confirm() if scene.turn_end.waiting else None
    assert scene.marks_now() is not None  # kept through its turn
    assert scene.state.phase == "draw"
    scene.play("recruit")  # the person's draw touches no clan: they stay (newcomer F, s15)
    assert scene.marks_now() is not None  # fails before: gone as she went on
    scene.play(scene.state.legal_actions()[0])  # the person plays on: they go
    assert scene.marks_now() is None
    assert gold_near(scene, tile) < 40


def test_a_destroyed_clan_and_a_hit_hand_are_marked() -> None:
    marks = ChangedMarks()
    events = [
        Event("place_clan", {"seat": 1, "clan": "Spider", "cards": [1, 2, 3]}),
        Event("destroy", {"seat": 1, "target": 0, "clan": "Bear", "cards": [7, 8], "whole": True}),
        Event("destroy", {"seat": 1, "target": 2, "clan": "Fox", "cards": [9]}),
        Event("random_discard", {"seat": 2, "card": 4, "by": 1}),
    ]
    marks.note(True, events, 4)
    assert marks.laid == {(1, "Spider"): 3}
    assert marks.ghosts == {0: [("Bear", [7, 8])]}  # its ghost kept, not only 1.1 s
    assert marks.lost == {(2, "Fox"): 1}
    assert marks.hands == {2}
    marks.note(False, [], 5)  # a person's action
    assert not marks.any()
