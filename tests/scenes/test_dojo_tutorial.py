"""Dojo's guided first game, opened from its setup screen: each step ends when the
player has done what it asks (or, for a step that only explains, with Enter), the
bubble stays in the window at every size, and the game goes on unguided afterwards."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.i18n import Translator
from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo.tutorial import STEP_KEYS, TUTORIAL_OPTIONS, TUTORIAL_SEED, DojoTutorial
from scenes.setup import SetupScene

from .conftest import SIZES, Driver


def tutorial(app: App) -> DojoTutorial:
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai", "easy")], TUTORIAL_SEED, dict(TUTORIAL_OPTIONS), autosave=False
    )
    scene = DojoTutorial(app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    return scene


def test_the_setup_screen_opens_the_guided_game(app: App) -> None:
    app.push(SetupScene(app, "dojo"))
    setup = app.top
    button = next(
        w
        for w in setup.menu.widgets  # type: ignore[attr-defined]
        if getattr(w, "label", None) and w.label() == app.tr("setup.tutorial")
    )
    button.activate()
    assert isinstance(app.top, DojoTutorial) and app.top.guide.step == 0
    assert not any(isinstance(s, SetupScene) for s in app.stack)


def test_each_step_ends_when_done_and_the_game_goes_on(app: App, ui: Driver) -> None:
    scene = tutorial(app)
    rng = random.Random(3)
    seen: list[str] = []
    for _ in range(3000):
        if not scene.guiding or scene.state.is_terminal:
            break
        step = scene.guide.current
        if not seen or seen[-1] != step.key:
            seen.append(step.key)
        ui.step()
        if step.done is None:
            ui.key(pygame.K_RETURN)
            continue
        if not scene.can_act:
            continue
        state = scene.state
        if state.phase == "dojo":  # a click on a glowing site
            site = rng.choice([a for a in state.legal_actions()])
            h = tuple(int(v) for v in site.args[0].split(","))
            ui.click(scene.view.centre(h))
        elif state.phase == "roll":
            ui.key(pygame.K_r)
        elif state.phase == "move":
            steps = [a for a in state.legal_actions() if a.kind == "step"]
            if (0, "step") in scene.played:  # one walk by clicks, then the moves left
                if scene.question is not None:
                    ui.key(pygame.K_ESCAPE)
                elif "end" in {str(a) for a in state.legal_actions()}:
                    ui.key(pygame.K_e)
                else:
                    scene.play(str(steps[0]))
                continue
            src = tuple(int(v) for v in steps[0].args[0].split(","))
            ui.click(scene.view.centre(src))
            routes = [h for h, r in scene.routes().items() if r.ends]
            ui.click(scene.view.centre(routes[0]) if routes else scene.view.centre(src))
            if not routes:
                ui.key(pygame.K_e)
        elif state.phase == "battle":
            ui.key(pygame.K_d)
        elif state.phase == "summon":
            ui.key(pygame.K_RETURN)  # the main button: summon
        elif state.phase == "assign":
            ui.key(pygame.K_1)
        else:  # a battle's cards, a Joker: the main button or the first choice
            scene.play(str(state.legal_actions()[0]))
    assert seen == list(STEP_KEYS), (scene.state.phase, scene.played[-5:])
    assert not scene.guiding and not scene.state.is_terminal
    assert any(seat == 0 and kind == "summon" for seat, kind in scene.played)
    assert scene.state.dojos[0] is not None


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ("en", "fr"))
def test_the_bubble_hides_neither_the_log_nor_what_the_step_speaks_of(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str
) -> None:
    """The bubble sat over the game log, and the log's text showed through it; then over
    the clans' status: it lies over the map now, where no hex lies when the step asks
    for a click (a step that only explains may lie over the edge of a hex when its words
    are long, at the smallest windows), or over the log when the board fills the map;
    opaque, off the status, the action panel and its choices."""
    app = sized_app(size)
    app.tr = Translator(lang)
    scene = tutorial(app)
    for key in STEP_KEYS:  # every step's words, drawn at this size
        scene.guide.step = STEP_KEYS.index(key)
        scene.guide._lines = None
        app.draw()
        bubble = scene.guide.bubble_rect()
        assert app.window.get_rect().contains(bubble), key
        lay = scene.layout
        assert lay.map.contains(bubble) or lay.log.contains(bubble), key
        assert bubble.width >= theme.px(220), key  # words enough a line
        parts = [lay.status, lay.action, *lay.buttons.values()]
        parts += [o.rect for o in scene.options]
        for part in parts:
            assert not bubble.colliderect(part), (key, part)
        inner = scene.view.radius * 3**0.5 / 2  # no hex under it, not even its edge
        step = scene.guide.current
        acting = step.done is not None  # the person clicks the board or the panel now
        hexes = [*scene.state.board.hexes(), *(d for d in scene.state.dojos if d is not None)]
        for h in hexes if acting else ():
            x, y = scene.view.centre(h)
            dx = max(bubble.left - x, 0, x - bubble.right)
            dy = max(bubble.top - y, 0, y - bubble.bottom)
            assert (dx * dx + dy * dy) ** 0.5 >= inner, (key, h)
        canvas = pygame.Surface(app.window.get_size())
        canvas.fill((255, 0, 0))
        scene.guide.draw(canvas, 0.0)  # opaque: nothing under it shows through
        spot = (bubble.left + bubble.width // 10, bubble.bottom - theme.px(8))
        assert tuple(canvas.get_at(spot))[:3] == tuple(theme.MIDNIGHT)[:3], key
        for option in scene.options:  # never over a choice of the panel
            assert not bubble.colliderect(option.rect), (key, option.label)
