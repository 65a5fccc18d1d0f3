"""Dojo against the computer: a round its card ends, in its turn, waits for the person's
read, and a game its move ends keeps the final board with a banner until a key or a
click, then the results (issue 33, newcomer M, s11, nc-M/130_03..07, 149, 150_07: its
battles and shuriken each on screen 0.5-1 s, then 'Défaite' by itself). The person's own
rounds are held the same (newcomer P, s12, 049); the time read is not the computer's turn budget."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.dojo.rules import hex_text
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.results import ResultsScene

from .conftest import Driver
from .hotseat import table


def _placed(app: App, ui: Driver, lang: str) -> DojoScene:
    """Ada against the computer, the Dojos placed, Ada to roll; then animated (the real
    window's table), the computer's moves played by the test."""
    app.set_language(lang)
    session = GameSession.new("dojo", [Seat(name="Ada"), Seat("ai", "easy")], 4, {}, autosave=False)
    scene: DojoScene = table(app, DojoScene, session, confirm=False)
    for _ in range(200):
        ui.step()
        if scene.state.phase != "dojo" and scene.can_act:
            break
        if scene.can_act:
            scene.play(str(scene.state.legal_actions()[0]))
    assert scene.state.phase == "roll" and scene.state.mover == 0
    scene.animate = True
    return scene


def _computer_takes_the_dojo(scene: DojoScene) -> None:
    """The computer stands alone in Ada's Dojo, its battles done: it ends its turn (its
    summoning played through), which takes the Dojo."""
    state = scene.state
    state.ninjas[state.dojos[0]] = [0, 2]
    state.mover, state.phase = 1, "battle"
    assert scene.session.ai_to_move
    for _ in range(60):
        if state.is_terminal:
            return
        legal = [str(a) for a in state.legal_actions()]
        scene.play(next((a for a in legal if a.split()[0] not in ("fight", "throw")), legal[0]))
    raise AssertionError("the turn never ended")


def _battle(scene: DojoScene, mover: int) -> None:
    """`mover` fights one ninja against one on open plains, played through until the
    round's last card (each side's first legal choice)."""
    state = scene.state
    state.mover = mover
    h = next(h for h, kind in state.terrain.items() if kind == "plains" and h not in state.ninjas)
    state.ninjas[h] = [0, 0]
    state.ninjas[h][mover], state.ninjas[h][1 - mover] = 1, 1
    state.phase = "battle"
    scene.play(f"fight {hex_text(h)}")
    for _ in range(20):
        if state.phase not in ("lay", "attack", "fury", "joker"):
            return
        scene.play(str(state.legal_actions()[0]))
    raise AssertionError("the battle never ended")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_computer_s_round_waits_for_the_person_to_read_it(
    app: App, ui: Driver, lang: str
) -> None:
    scene = _placed(app, ui, lang)
    _battle(scene, mover=1)
    assert scene.reveal.waiting  # before: no hold against the computer
    ui.step(120)  # the cards turned
    assert scene.reveal.shown
    clock = scene.computer.clock
    clock.begin(("held", 1))
    spent = clock.spent
    ui.step(300)  # 5 s more: before, its next action came after its 0.2 s pause
    assert scene.reveal.waiting and scene.reveal.shown
    assert clock.spent == spent  # the person's reading is not the computer's time
    assert scene.prompt() == app.tr("dojo.reveal.prompt_ai")
    assert "Ada" not in scene.prompt()
    ui.key(pygame.K_RETURN)
    assert not scene.reveal.waiting


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_person_s_own_round_waits_the_same(app: App, ui: Driver, lang: str) -> None:
    """Newcomer P, s12, 049: as attacker her 2-vs-Q loss flashed by, while as defender
    (044) the reveal waited for Enter: the same pause both ways now."""
    scene = _placed(app, ui, lang)
    _battle(scene, mover=0)
    assert scene.reveal.waiting  # before: on at once
    ui.step(120)  # the cards turned
    assert scene.reveal.shown
    assert scene.prompt() == app.tr("dojo.reveal.prompt_ai")
    ui.key(pygame.K_RETURN)
    assert not scene.reveal.waiting


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_computer_taking_the_dojo_keeps_the_board_until_read(
    app: App, ui: Driver, lang: str
) -> None:
    scene = _placed(app, ui, lang)
    state = scene.state
    _computer_takes_the_dojo(scene)
    assert state.is_terminal and state.end_reason == "dojo"
    ui.step(600)  # 10 s: before, the results came 2.2 s after the end
    assert app.top is scene and scene.end_hold.shown
    words = app.tr("dojo.end_hold.dojo_lose", name=scene.seat_name(1))
    assert scene.prompt().startswith(str(words))
    assert scene.hud.warning is None  # no 'wins at the end of this turn': it is over
    ui.key(pygame.K_SPACE)
    assert isinstance(app.top, ResultsScene)


def test_a_click_opens_the_results_too(app: App, ui: Driver) -> None:
    scene = _placed(app, ui, "en")
    _computer_takes_the_dojo(scene)
    ui.step(600)
    assert scene.end_hold.shown
    ui.click(scene.layout.map.center)
    assert isinstance(app.top, ResultsScene)
