"""A computer's Taisen turn followed die by die (newcomer F, s10: 'too quick to follow;
the trail after it tells the story'): while each move plays, its die is lit and its
stack travels the road at a readable pace with its trail drawn behind it; the moves
and combats already played stay drawn while the next ones play; the turn still fits
issue 33's 4 s (tests/scenes/test_brisk_turns.py)."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.taisen import layout as L
from scenes.taisen import trail
from scenes.taisen.animations import DIE_INDEX, MOVE_FLOOR, MoveStep

from .conftest import STEP
from .test_brisk_turns import computers_only
from .undrawn import undrawn


def test_each_die_of_a_computers_turn_is_lit_and_its_trail_grows_as_it_plays(app: App) -> None:
    table = computers_only(undrawn(app), "taisen", {}, seed=3)
    moves_seen: list[MoveStep] = []
    grown = lit_then_grey = False
    canvas = pygame.Surface(app.view_size)
    for _ in range(3000):  # simulated frames: the computers answer at once (Ready)
        if table.state.is_terminal or len(moves_seen) >= 12:
            break
        table.update(STEP)
        current = table.animator.current
        done, combats, travel = trail.shown(table.trail, table.trail_combats, table.animator)
        if isinstance(current, MoveStep) and current.elapsed > 0:
            data = current.event.data
            if current not in moves_seen:
                moves_seen.append(current)
            # its die lit (face up, in the mover's colour) while its stack travels
            assert table.view.dice.lit == DIE_INDEX[data["die"]]
            assert travel is not None and travel[1:3] == (data["src"], data["dst"])
            assert travel[3:5] == (DIE_INDEX[data["die"]], data["value"])  # its die rides it
            assert 0.0 <= travel[5] <= 1.0
            assert done == table.trail[: len(done)]  # the moves before it, whole
            if done:
                grown = True  # (before: no trail at all while the turn still played)
                trail.draw(canvas, done, combats, travel, table.time)
        elif table.animator.busy and current is not None:
            assert travel is None
            if current.event.kind == "dice_rolled" and table.view.dice.lit is None:
                lit_then_grey = lit_then_grey or len(moves_seen) > 3
        # a combat's swords only once it has begun
        queued = {
            int(s.event.data["pos"])
            for s in table.animator.queue
            if s.event.kind == "combat_started"
        }
        assert not (combats & queued)
    assert len(moves_seen) >= 6 and grown and lit_then_grey
    # each stack's move readable: never squeezed under MOVE_FLOOR (0.15 s before)
    assert min(step.duration for step in moves_seen) >= MOVE_FLOOR - 1e-9


def test_a_persons_die_is_not_left_lit_once_their_move_has_played(app: App) -> None:
    from ninjas.core.session import GameSession, Seat
    from scenes.registry import make_game_scene

    session = GameSession.new("taisen", [Seat("human"), Seat("human")], seed=3, autosave=False)
    table = make_game_scene(undrawn(app), session)
    app.push(table)
    while table.animator.busy:
        table.update(STEP)
    action = next(a for a in table.state.legal_actions() if not a.is_end)
    table.play(action)
    table.update(STEP)
    assert table.view.dice.lit is not None  # its move plays: its die lit
    for _ in range(600):
        if not table.animator.busy:
            break
        table.update(STEP)
    assert not table.animator.busy
    assert table.view.dice.lit is None  # their next die to choose: nothing lit but it


def test_the_trail_is_drawn_under_a_duels_caption() -> None:
    """Drawn while the turn plays, the trail's swords must not cover a duel's caption
    (test_taisen_scene.py bug 7): it goes over the cards, under the effects."""
    from scenes.taisen.board_view import BoardView, Effect, Highlights

    order: list[str] = []
    view = BoardView("en")
    view.effects.append(Effect(1.0, lambda canvas, age: order.append("caption")))
    view.draw(pygame.Surface(app_size()), Highlights(), lambda canvas: order.append("trail"))
    assert order == ["trail", "caption"]


def app_size() -> tuple[int, int]:
    from scenes.taisen import layout as L

    return (L.CANVAS_W, L.CANVAS_H)


def test_three_moves_from_one_tile_keep_their_own_lanes_and_dice(app: App) -> None:
    """Each die's trail has a lane of its own and carries that die: three moves over the
    same tiles read apart (newcomer N, s12: 'all trails share ONE dotted line')."""
    undrawn(app)
    lanes = {trail.trail_y(0, die) for die in range(3)}
    assert len(lanes) == 3
    chip = L.px(trail.CHIP)
    boxes = [
        pygame.Rect(0, 0, chip, chip).move(trail.chip_centre(0, 2, 2 + die + 1, die))
        for die in range(3)
    ]
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
    canvas = pygame.Surface(app.view_size)
    moves = [(0, 2, 3, 0, 1), (0, 2, 4, 1, 2), (0, 2, 5, 2, 3)]
    trail.draw(canvas, moves, set(), None, 0.0)
    for die in range(3):  # the die's own face where its chip rides
        x, y = trail.chip_centre(0, 2, 3 + die, die)
        assert canvas.get_at((x, y))[:3] != canvas.get_at((0, 0))[:3]
