"""Guided Taisen, newcomer K (issue 33, nc-K.md, G5 and G8): at the dice step Enter, which
had moved steps 1 and 2 on, only put a ring on the red die: it now takes the first die,
and the bubble says so; "Now the Wolves play" was still up once they had played: it is
said before they move, they wait till it is read, and no bubble stands over their turn."""

from __future__ import annotations

import time

import pygame
import pytest

from scenes.app import App
from scenes.guide import Guide

from .conftest import Driver
from .test_taisen_lesson_turn_end import key, play_a_die, started, step_key


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_at_the_dice_step_takes_the_die_the_bubble_names(app: App, lang: str) -> None:
    scene = started(app, lang)
    assert step_key(scene) == "dice"
    first = scene.selection.dice_for(None)[0]
    name = app.tr(("taisen.die.red", "taisen.die.green", "taisen.die.blue")[first])
    words = scene.words()
    assert {"en": "Enter", "fr": "Entrée"}[lang] in words and name in words, words
    key(scene, pygame.K_RETURN)
    assert scene.selection.die == first
    assert step_key(scene) == "move"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("confirm", [True, False])
def test_now_the_wolves_play_is_said_before_they_play(
    app: App, lang: str, confirm: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = started(app, lang, confirm=confirm)
    ui = Driver(app)
    drawn: list[str] = []
    draw = Guide.draw

    def recorded(guide: Guide, canvas: pygame.Surface, time: float) -> None:
        drawn.append(guide.current.key if guide.guiding else "")
        draw(guide, canvas, time)

    monkeypatch.setattr(Guide, "draw", recorded)
    while scene.state.side == 0 and not scene.turn_end.waiting:
        play_a_die(scene)
    if scene.turn_end.waiting:
        key(scene, pygame.K_RETURN)  # End turn
    mine = len(scene.session.actions)
    assert scene.state.side == 1 and step_key(scene) == "watch"
    for _ in range(600):  # ten seconds of frames: the Wolves wait for the words read
        ui.step()
    assert len(scene.session.actions) == mine, "the Wolves played under the words"
    assert drawn[-1] == "watch"
    key(scene, pygame.K_RETURN)  # read: the Wolves play
    drawn.clear()
    deadline = time.monotonic() + 120  # the Wolves' worker runs in real time (CI under load)
    while not scene.can_act and time.monotonic() < deadline:
        ui.step()
        if scene.ai_thinking:
            time.sleep(0.002)
    assert scene.can_act and len(scene.session.actions) > mine
    # no bubble over their turn, the next one once it is over
    while drawn and drawn[-1] == "combat":
        drawn.pop()
    assert not drawn, set(drawn)
    ui.step()
    assert step_key(scene) == "combat"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_move_step_says_the_landing_tile_shows_under_the_pointer(app: App, lang: str) -> None:
    """K (G6): step 4 said 'the tile where they would land is shown', and nothing showed
    till the pointer rested on a ninja: the words say to point at one."""
    from scenes.taisen import layout as L

    scene = started(app, lang)
    first = scene.selection.dice_for(None)[0]
    scene.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=L.die_rect(first).center, button=1)
    )
    scene.update(1 / 60)
    assert step_key(scene) == "move"
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=()))
    assert scene.highlights().preview is None  # nothing shown till the pointer is on one
    assert {"en": "point at one", "fr": "pointez-en un"}[lang] in scene.words()
    card = scene.state.side * 10 + scene.selection.cards_for(first)[0]
    x, y = scene.view.card_xy(card)
    spot = (int(x) + L.CARD_W // 2, int(y) + L.px(8))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=()))
    scene.update(1 / 60)
    assert scene.highlights().preview is not None  # the tile where it would land
