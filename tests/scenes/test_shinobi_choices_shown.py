"""The person's choices on the Shinobi table are never hidden while the computer's last
action is still told (issue 33: the turn told, a summary of the computer's turn, hid
them for about 2 s at the start of a turn). They show, dimmed, and answer nothing until
the table is still: a click meant for the animation never chooses."""

from __future__ import annotations

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.shinobi import new_game
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.shinobi import ShinobiScene

from .conftest import Driver


def watched_table(app: App) -> ShinobiScene:
    """Akane (a person) against the easy computer, who plays first; animated, as a
    person watches it (the computer decides at once, here)."""
    seed = 1
    while new_game(seed, {"players": 2}).first_player != 1:
        seed += 1
    session = GameSession.new(
        "shinobi", [Seat("human"), Seat("ai", "easy")], seed, {"players": 2}, autosave=False
    )
    scene = ShinobiScene(app, session, animate=True, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    return scene


def test_the_choices_show_while_the_computer_s_turn_is_still_told(app: App, ui: Driver) -> None:
    scene = watched_table(app)
    state = scene.session
    drawn: list[bool] = []
    choices = scene.option_panel.choices
    original = choices.draw
    choices.draw = lambda *a, **k: drawn.append(True) or original(*a, **k)  # type: ignore[method-assign]
    told: list[str] = []
    turn = scene.prompt.draw_turn
    scene.prompt.draw_turn = lambda *a, **k: told.append("turn") or turn(*a, **k)  # type: ignore[method-assign]
    for _ in range(3000):  # the computer's turn, told at the speed a person watches it
        ui.step()
        if state.state.current_player == 0 and scene.held:
            break
    assert state.state.current_player == 0 and scene.held and not scene.can_act
    frames = 0
    while scene.held:
        drawn.clear()
        told.clear()
        ui.step()
        frames += 1
        if not scene.held:
            break
        assert drawn and not told, frames  # the choices, not the computer's turn told
        assert choices.rows_drawn == []  # shown, but no row answers yet
        box = scene.layout.options
        played = len(state.actions)
        ui.click((box.centerx, box.top + 40))  # a click meant to hurry the animation
        assert len(state.actions) == played
    assert frames > 1 and scene.can_act
    ui.step()
    assert choices.rows_drawn  # still, the rows answer
