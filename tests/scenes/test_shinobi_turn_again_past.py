"""Shinobi: 'Replay its turn (T)' rewinds the table (newcomer J, s16, 6/10: 'the board
is NOT rewound: during step 1 ... both the Fox clan and Kiku's Rat clan are already on
the table'). A built session: Akane (a computer) lays a Spider clan and destroys Midori's
Monkey clan with it, then Midori (a computer) passes; the person's turn begins. At the
replay's first step Midori's Monkey stands and Akane's Spider does not; at the destroy's
step the Monkey is gone; back to her turn, the table is pixel for pixel the one she left;
no frame of the replay shows a card hidden from her then."""

from __future__ import annotations

import pygame

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.data import card_name
from scenes.app import App
from scenes.shinobi.scene import ShinobiScene

SEED = 1
HERS = ["corrupt", "place Monkey 63 83 84", "discard 15", "recruit", "pass", "discard 49"]
"""Midori's Monkey laid, then the person's (seat 2) turn: her last actions."""
THEIRS = ["recruit", "place Spider 29 33", "target 1", "card 63", "discard 2"]
THEIRS += ["recruit", "pass", "discard 54"]
"""Akane's turn (Spider laid, Midori's Monkey destroyed), then Midori's (a pass)."""


def her_turn(app: App) -> ShinobiScene:
    seats = [Seat("ai", "easy"), Seat("ai", "easy"), Seat("human")]
    options = {"players": 3, "mode": "grasshopper"}
    session = GameSession.new("shinobi", seats, SEED, options, autosave=False)
    for action in HERS:
        session.apply(action)
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    for action in THEIRS:  # the computers' turns, played at the table
        scene.play(action)
    scene.shown_seat = 2
    assert scene.state.current_player == 2 and scene.state.phase == "draw"
    assert scene.state.clans[0] == {"Spider": [29, 33]} and scene.state.clans[1] == {}
    return scene


def clans_drawn(scene: ShinobiScene, canvas: pygame.Surface) -> set[tuple[int, str]]:
    scene.draw(canvas)
    return {(seat, clan) for _, seat, clan in scene.board.tiles}


def test_the_table_is_rewound_to_each_action(app: App) -> None:
    scene = her_turn(app)
    canvas = pygame.Surface((1280, 720))
    assert clans_drawn(scene, canvas) == {(0, "Spider")}
    assert scene.again_start()
    going = scene.again
    assert going is not None
    counts = [played.count for played, _ in going.steps]
    # its first step: Akane's draw; Midori's Monkey still stands (fails before: the
    # table of now, the Spider laid and the Monkey gone)
    assert counts[0] == len(HERS) + 1
    assert clans_drawn(scene, canvas) == {(1, "Monkey")}
    assert scene.state is scene.session.state  # the past only while a frame is drawn
    scene.again_next()
    assert clans_drawn(scene, canvas) == {(0, "Spider"), (1, "Monkey")}  # the Spider laid
    while going.steps[going.at][0].count < len(HERS) + 4:  # to the Monkey's destruction
        scene.again_next()
    assert clans_drawn(scene, canvas) == {(0, "Spider")}
    assert 1 in (scene.marks_now() or scene).ghosts  # its ghost, as on the live table


def test_back_to_her_turn_the_table_is_the_one_she_left(app: App) -> None:
    scene = her_turn(app)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    before = pygame.image.tobytes(canvas, "RGB")
    legal = scene.legal()
    assert scene.again_start()
    while scene.again is not None:
        scene.draw(canvas)
        scene.again_next()
    scene.draw(canvas)
    assert pygame.image.tobytes(canvas, "RGB") == before
    assert [str(a) for a in scene.legal()] == [str(a) for a in legal]


def test_no_frame_of_the_past_shows_a_hidden_card(app: App) -> None:
    scene = her_turn(app)
    canvas = pygame.Surface((1280, 720))
    assert scene.again_start()
    past = scene.__dict__["_past"]
    while (going := scene.again) is not None:
        scene.draw(canvas)
        then = past.states[going.at]
        hidden = {c for seat in (0, 1) for c in then.hands[seat]} | set(then.deck)
        assert scene.faces_drawn and not scene.faces_drawn & hidden
        assert set(then.hands[2]) <= scene.faces_drawn  # her own hand of then, face up
        scene.again_next()


def test_her_piles_keep_their_order_in_the_past(app: App) -> None:
    scene = her_turn(app)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    plan = scene.hand.plan
    assert plan is not None
    plan.order.reverse()  # her piles in an order of her own this turn (not sorted)
    plan.spots = {}

    def hand() -> bytes:
        scene.draw(canvas)
        return pygame.image.tobytes(canvas.subsurface(scene.layout.hand), "RGB")

    now = hand()
    assert card_name(min(scene.hand.rects, key=lambda r: r[0].x)[1]) == "Bear"
    assert scene.again_start()
    assert hand() == now  # her hand then was the same: fails before (laid sorted)


def test_a_language_changed_while_it_plays_is_said_of_the_present(app: App) -> None:
    scene = her_turn(app)
    canvas = pygame.Surface((1280, 720))
    assert scene.again_start()
    app.set_language("fr")
    scene.draw(canvas)  # her choices said again in French, kept for this position
    assert scene.option_panel.choices._key[0] == scene.version  # fails before: the past's
    assert [label for _, label in scene.options] == ["Recruter", "Se corrompre"]
