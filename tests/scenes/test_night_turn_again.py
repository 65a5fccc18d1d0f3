"""Newcomer G (s16, 'Computer's turn, Night', 7/10, 054, m107): 'the only place where a
"replay its throw" (like Taisen's T) is missing'. Now, on the person's turn after the
computer's, T (or 'Replay its turn (T)') throws its grapnel again from the roof it left,
its result over the village headed 'Again, 1 of 2', then Blue's Collect; nothing is added
to the log; its keys never reach her choices (scenes/night/turn_again.py).

A built position (support/night_line.py): Red, a computer, throws to roof 1; Blue,
another, collects on its roof; Green, a person, is to act."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene


def computer_has_played(app: App) -> Any:
    s = line_state([("move", "skip"), ("collect", "skip"), ("collect", "skip")], (0, 2, 3))
    give(s, "v1", 2)
    give(s, "v2", 3)
    seats = [Seat("ai", "easy"), Seat("ai", "easy"), Seat("human")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    for action in ("move 1 20.0", "end", "collect 0", "end"):  # two computers' turns
        scene.play(action)
    assert scene.state.current_player == 2
    scene.shown_seat = 2  # Green at the table, past her cover
    scene.animate = True
    return scene


def press(app: App, key: int, text: str = "") -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text))
    if text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0))


def land(scene: Any) -> None:
    for _ in range(600):  # table time: the rope flies, lands, is put away
        if scene.stage.rope is None:
            return
        scene.update(1 / 30)
    raise AssertionError("the rope never landed")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_t_throws_the_computer_s_grapnel_again_then_its_collect(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = computer_has_played(app)
    log = list(scene.log_lines)
    throws = len(scene.stage.throws)
    assert scene.again_shown()  # fails before: no such button
    press(app, pygame.K_t, "t")  # the village as it stood before Red's turn
    assert scene.again is not None and scene.again.at == -1 and scene.stage.rope is None
    press(app, pygame.K_t, "t")
    rope = scene.stage.rope
    assert rope is not None  # its rope in the air again, from roof 0
    assert scene.shown().positions[0] == 0
    land(scene)
    said = scene.stage.result_text[0]
    head = "Again, 1 of 2" if lang == "en" else "De nouveau, 1\xa0sur\xa02"
    assert said.replace(" ", "\xa0").startswith(head.replace(" ", "\xa0"))
    assert "1" in said
    press(app, pygame.K_RETURN)  # its Collect
    assert scene.again is not None and scene.again.at == 1
    assert "2" in scene.stage.result_text[0]
    press(app, pygame.K_SPACE, " ")  # back to her turn
    assert scene.again is None
    assert scene.log_lines == log and len(scene.stage.throws) == throws  # nothing added
    assert scene.session.actions[-1] == "end"  # no key reached her choices
    assert scene.state.current_player == 2 and scene.can_act


def test_esc_ends_it_and_only_it(app: App) -> None:
    scene = computer_has_played(app)
    press(app, pygame.K_t, "t")
    assert scene.again is not None
    press(app, pygame.K_ESCAPE)
    assert scene.again is None
    assert app.top is scene  # the Esc opened no pause menu
    assert scene.session.actions[-1] == "end"


def click(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_the_button_starts_it_and_a_click_on_the_table_goes_on(app: App) -> None:
    scene = computer_has_played(app)
    scene.draw(pygame.Surface(app.view_size))  # the button placed left of Hint
    button = scene.again_button.rect
    assert button.right < scene.buttons["hint"].rect.left
    click(app, button.center)
    assert scene.again is not None and scene.again.at == -1  # the village rewound
    click(app, (200, 400))  # on the village: Red's throw
    assert scene.again is not None and scene.again.at == 0
    click(app, (200, 400))  # its rope lands at once
    click(app, (200, 400))  # the next: Blue's Collect
    assert scene.again is not None and scene.again.at == 1
    click(app, (200, 400))
    assert scene.again is None and scene.session.actions[-1] == "end"
