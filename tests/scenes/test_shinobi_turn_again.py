"""Shinobi: 'Replay its turn (T)' from the person's turn (newcomer F, s15, 'the
computer's turn', 8/10: 'it goes by in 2-4 s with no way to replay it'). Two computers
play before the person: T tells both turns again, action by action, in order, each
action's public lines in the prompt and its marks built up; the keys that step and end
it never fall through to her choices (real KEYDOWN, TEXTINPUT and KEYUP through
app.dispatch). EN and FR. A built table, the computers deciding in this process."""

from __future__ import annotations

import pygame
import pytest
from support.updates import Updates

from ninjas.core.session import Seat
from scenes.app import App
from scenes.pad_hub import PadPress
from scenes.shinobi.scene import ShinobiScene

from .conftest import Driver
from .test_shinobi_auto_pick_keys import press
from .test_shinobi_scene import table
from .test_shinobi_table_layout import first_seed

GO = {
    "en": ("T, Enter or a click: the next", "T, Enter or a click: back to your turn."),
    "fr": (
        "T, Entrée ou un clic\u00a0: la suite",
        "T, Entrée ou un clic\u00a0: retour à votre tour.",
    ),
}


def her_turn(app: App) -> ShinobiScene:
    """Two computers have played their turns; the person's turn begins."""
    scene = table(app, [Seat("ai", "easy"), Seat("ai", "easy"), Seat("human")], seed=first_seed(3))
    updates = Updates()  # its computers think in this process
    while not scene.can_act:
        assert updates.left()
        scene.update(0.05)
    scene.shown_seat = 2
    assert scene.state.current_player == 2 and scene.state.phase == "draw"
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_t_replays_both_computers_turns_and_no_key_falls_through(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = her_turn(app)
    played = len(scene.session.actions)
    assert scene.again_available()  # fails before: no replay at the Shinobi table
    press(ui, pygame.K_t, "t")
    again = scene.again
    assert again is not None and again.at == 0
    seats = [step[0].seat for step in again.steps]
    assert seats == sorted(seats) and set(seats) == {0, 1}  # both, in order
    assert scene.prompt.text().startswith(again.steps[0][1][0])
    assert GO[lang][0] in scene.prompt.text()
    marks = scene.marks_now()  # its draw: nothing laid yet (built up as it goes), its
    assert marks is None or not (marks.laid or marks.lost or marks.ghosts)  # deed said
    press(ui, pygame.K_1, "1")  # a digit while it plays chooses nothing
    assert len(scene.session.actions) == played and scene.again is not None
    total = len(again.steps)
    for _ in range(total - 1):
        press(ui, pygame.K_RETURN, "\r")
    assert scene.again is not None and scene.again.at == total - 1
    assert scene.prompt.text().endswith(GO[lang][1])
    assert scene.marks_now() is not None  # the clans they laid marked by then
    press(ui, pygame.K_RETURN, "\r")  # back to her turn: that Enter ends only the replay
    assert scene.again is None
    assert len(scene.session.actions) == played and scene.state.phase == "draw"
    assert scene.marks_now() is not None  # the computers' marks stand, as before
    press(ui, pygame.K_1, "1")  # now her keys choose again: her draw
    assert len(scene.session.actions) == played + 1
    assert scene.again_available()  # still offered after her draw, as the marks stay
    scene.play(scene.state.legal_actions()[0])  # her first action past the draw
    assert not scene.again_available()


def test_esc_ends_it_and_the_button_starts_it(app: App, ui: Driver) -> None:
    scene = her_turn(app)
    ui.step()
    button = scene.place_again()
    assert button.label() == "Replay their turns (T)"  # two computers played
    ui.click(button)
    assert scene.again is not None
    press(ui, pygame.K_ESCAPE, "")
    assert scene.again is None and app.top is scene  # not the pause menu


def test_a_pad_steps_it_and_chooses_nothing(app: App) -> None:
    scene = her_turn(app)
    played = len(scene.session.actions)
    assert scene.again_start()
    scene.handle_pad(PadPress(0, "down", 2))
    scene.handle_pad(PadPress(0, "a", 2))  # the next action, not the focused choice
    assert scene.again is not None and scene.again.at == 1
    scene.handle_pad(PadPress(0, "b", 2))
    assert scene.again is None and len(scene.session.actions) == played


def test_her_choices_are_veiled_while_it_plays(app: App) -> None:
    scene = her_turn(app)
    canvas = pygame.Surface((1280, 720))

    def light() -> int:
        scene.draw(canvas)
        box = scene.layout.options
        return sum(
            sum(canvas.get_at((x, y))[:3])
            for x in range(box.left, box.right, 7)
            for y in range(box.top, box.bottom, 7)
        )

    before = light()
    assert scene.again_start()
    assert light() < before * 0.75  # fails before: the choices stood lit, as if to choose
