"""One wait, one wording (issue 33): during the computer's turn the Dojo's top bar said
"The computer is thinking" while its panel said "Blue clan is playing...". The panel
alone says it now, in the house's words (Taisen, Shinobi, Night and the phones): the
computer "is playing…", then "is thinking…" (ui.json's ai_wait.thinking) once the still
table has waited a second for its search; a person in hot-seat "is playing"."""

from __future__ import annotations

import pytest

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.dojo.rules import new_game
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo import DojoScene
from tests.support.searches import Slow

from .conftest import Driver, record_texts

OLD = ("The computer is thinking", "L'ordinateur réfléchit", "is playing...")
"""The top bar's old sign, and the panel's old words for a computer (three dots)."""


def computer_first(app: App, seed: int = 5) -> DojoScene:
    first = new_game(seed=seed, options={}).current_player
    seats = [Seat("ai", "easy") if i == first else Seat() for i in range(2)]
    session = GameSession.new("dojo", seats, seed, {}, autosave=False)
    scene = DojoScene(app, session)
    app.push(scene)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_computer_s_whole_turn_is_said_one_way_in_the_panel_alone(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    drawn = record_texts(monkeypatch)
    scene = computer_first(app)
    computer = scene.state.current_player
    said = app.tr("ai_wait.thinking", name=scene.seat_name(computer))
    playing = app.tr("dojo.waiting", name=scene.seat_name(computer))
    # its search running (the top bar said "The computer is thinking" then)
    scene._think = lambda _level: Slow()  # type: ignore[method-assign]
    ui.step(240)  # (the opening's show, then a second's wait)
    assert scene.ai_thinking and scene.prompt() == said
    # then its moves, shown: the same words until the person may act
    agent = make_agent("easy", 3)
    scene._think = lambda _level: Ready(agent.choose(scene.state))  # type: ignore[method-assign]
    scene.cancel_jobs()
    prompts = set()
    for _ in range(6000):  # its Dojo placed, then its first turns, the person's between
        if sum(scene.state.turns) >= 4 or scene.state.is_terminal:
            break
        if scene.can_act:
            scene.play(scene.state.legal_actions()[0])
        if scene.summon_hold.shown:  # the person's summoning read (summon_hold.py)
            scene.summon_hold.go_on()
        ui.step()
        if scene.session.ai_to_move and not scene.prompt_panel.rolled_summons():
            prompts.add(scene.prompt())  # (not the person's own dice, still held in view)
    assert sum(scene.state.turns) >= 4
    assert prompts <= {said, playing} and playing in prompts
    assert said in drawn
    assert not [text for text in drawn if any(old in text for old in OLD)]


def test_a_person_in_hot_seat_is_still_playing(app: App) -> None:
    session = GameSession.new("dojo", [Seat(), Seat()], 5, {}, autosave=False)
    scene = DojoScene(app, session, animate=False)
    app.push(scene)
    other = 1 - scene.state.current_player
    assert scene.prompt_panel.waiting(other) == app.tr("dojo.waiting", name=scene.seat_name(other))
