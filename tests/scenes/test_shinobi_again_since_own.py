"""Shinobi, hot-seat: 'Replay their turns (T)' tells every turn since this person's own
last turn (newcomer S, s20, 156: Léa, Sora (computer), Marc, Kiku (computer): at Léa's
turn it offered Kiku's turn alone, as Marc had acted since Sora played). Sora's, Marc's
and Kiku's actions, in order, each with its public lines only: nothing of Marc's hand
(his draw flies face down), nothing said to him alone. Driven through the table and
its covers, T a real key."""

from __future__ import annotations

import pygame
import pytest
from support.hold import go_on_when_read

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.shinobi.scene import ShinobiScene

from .conftest import Driver, pass_handoff
from .test_shinobi_auto_pick_keys import press

LEA, SORA, MARC, KIKU = 0, 1, 2, 3


def lea_again(app: App, turns: int = 2) -> ShinobiScene:
    """Léa, Sora (easy), Marc, Kiku (easy) at one screen; everyone plays its first legal
    action until Léa's turn comes for the `turns`-th time, past her cover."""
    seats = [Seat("human"), Seat("ai", "easy"), Seat("human"), Seat("ai", "easy")]
    session = GameSession.new("shinobi", seats, 5, {"players": 4}, autosave=False)
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(make_agent("random", 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    canvas = pygame.Surface((1280, 720))
    met = 0
    for _ in range(20_000):
        top = app.top
        if isinstance(top, HandoffScene):
            pass_handoff(app)
            continue
        if top is not scene:
            app.pop()  # a round's scores: read
            continue
        scene.update(1 / 60)
        scene.draw(canvas)
        go_on_when_read(scene)
        state = session.state
        if not scene.can_act or session.ai_to_move:
            continue
        if state.current_player == LEA and state.turn == LEA and state.phase == "draw":
            met += 1
            if met == turns:
                assert scene.shown_seat == LEA
                return scene
        scene.play(state.legal_actions()[0])
    raise AssertionError("Léa's turn never came back")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_it_tells_every_turn_since_her_last_one_and_no_secret(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = lea_again(app)
    assert scene.again_available()
    assert scene.again_seats() == [SORA, MARC, KIKU]  # fails before: [KIKU]
    ui.step()
    assert scene.place_again().label() == app.tr("taisen.again.many")
    press(ui, pygame.K_t, "t")
    again = scene.again
    assert again is not None
    seats = [played.seat for played, _ in again.steps]
    assert seats == sorted(seats, key=[SORA, MARC, KIKU].index)  # in the order played
    marcs = [(played, lines) for played, lines in again.steps if played.seat == MARC]
    assert marcs  # his turn told, its public lines alone
    private = [
        line
        for played, _ in marcs
        for e in played.events
        for owner, line in scene.describe(e)
        if owner is not None
    ]
    told = " ".join(line for _, lines in again.steps for line in lines)
    assert all(line not in told for line in private)
    hand = set(scene.session.state.hands[MARC])
    scene.animate = True  # its cards fly again
    drawn = 0
    for at, (played, _) in enumerate(again.steps):  # his cards never fly face up
        again.at = at
        scene.again_fly()
        assert not any(f.card in hand for f in scene.staging.flights if f.card is not None)
        for event in played.events:
            if event.kind == "draw" and played.seat == MARC:  # his draw: backs alone
                scene.staging.flights.clear()
                with scene._past.shown(at):
                    scene.staging.fly(event)
                drawn += len(scene.staging.flights)
                assert all(f.card is None for f in scene.staging.flights)
    assert drawn
    press(ui, pygame.K_ESCAPE, "")
    assert scene.again is None


def test_her_own_action_past_the_draw_closes_it_and_an_undo_opens_it(app: App) -> None:
    scene = lea_again(app)
    scene.play(scene.state.legal_actions()[0])  # her draw: still offered
    assert scene.again_seats() == [SORA, MARC, KIKU] and scene.again_available()
    scene.play(scene.state.legal_actions()[0])
    assert not scene.again_available()
    scene.undo()
    assert scene.again_available() and scene.again_seats() == [SORA, MARC, KIKU]


def test_marc_sees_kiku_lea_and_sora(app: App) -> None:
    """The same at Marc's turn: his window is his own, not Léa's."""
    scene = lea_again(app)
    session = scene.session
    for _ in range(20_000):
        top = app.top
        if isinstance(top, HandoffScene):
            pass_handoff(app)
            continue
        if top is not scene:
            app.pop()
            continue
        scene.update(1 / 60)
        go_on_when_read(scene)
        state = session.state
        if not scene.can_act or session.ai_to_move:
            continue
        if state.current_player == MARC and state.turn == MARC and state.phase == "draw":
            break
        scene.play(state.legal_actions()[0])
    assert scene.shown_seat == MARC and scene.again_available()
    assert scene.again_seats() == [KIKU, LEA, SORA]
