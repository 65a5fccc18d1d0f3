"""The guided games never play on behind a step the person is still reading (E4, s10, a
real window: in the guided Dojo, Blue played its whole second turn behind 'Two ways to
win' and 'Lesson done'; Sora played behind Shinobi's 'Sora plays in turn', the computer
placed Night's first ninja behind 'Welcome'). While a step that only tells is shown and
the computer is to move, its turn waits; once the step is closed it plays at the usual
pace (its pause first, its turn's time budget counted from then, not from when the box
came), with no bubble over it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo.tutorial import DojoTutorial
from scenes.guide import Guide, GuidedTable
from scenes.night.tutorial import NightTutorial
from scenes.shinobi.tutorial import ShinobiTutorial
from scenes.taisen.tutorial import TutorialScene

from .conftest import STEP, Driver

READ_FRAMES = 600
"""Ten seconds of frames with the step open: past every animation and roll-off."""
LONG_WAIT = 3000
"""Frames waited at the most for the computer to move once the step is closed."""

LESSONS = [
    (DojoTutorial, ("win", "done")),  # after the person's summoning: Blue's second turn
    (ShinobiTutorial, ("table",)),  # after the first End turn: 'Sora plays in turn'
    (NightTutorial, ("welcome",)),  # the computer places first
    (TutorialScene, ("watch",)),  # Taisen: 'Now the Wolves play'
]


def computer_to_move(app: App, cls: type[GuidedTable]) -> GuidedTable:
    """The lesson's table at its first position where the computer is to move (the
    person's moves before it played by the greedy computer), its searches answered at
    once in the test's thread."""
    session = GameSession.new(
        cls.tutorial_game,
        [Seat(), Seat("ai", "easy")],
        seed=cls.tutorial_seed,
        options=dict(cls.tutorial_options),
        autosave=False,
    )
    scene: Any = cls(app, session)  # type: ignore[call-arg]
    scene._think = lambda level: Ready(make_agent("easy", 3).choose(scene.state))
    app.push(scene)
    person = make_agent("greedy", 1)
    while not session.ai_to_move or scene.turn_end.waiting:
        if scene.turn_end.waiting:
            scene.turn_end.confirm()
        else:
            scene.play(person.choose(session.state))
    return scene


def at_step(scene: Any, key: str) -> None:
    guide: Guide = scene.guide
    guide.step = [step.key for step in guide.steps].index(key)
    guide.telling = False


def enter(ui: Driver) -> None:
    ui.key(pygame.K_RETURN)


@pytest.mark.parametrize(("cls", "keys"), LESSONS, ids=lambda v: getattr(v, "__name__", ""))
def test_the_computer_waits_for_the_step_read_then_plays_at_its_pace(
    app: App, ui: Driver, cls: type[GuidedTable], keys: tuple[str, ...]
) -> None:
    scene: Any = computer_to_move(app, cls)
    before = len(scene.session.actions)
    turn = (scene.state.current_player, before)
    scene.guide.step = len(scene.guide.steps)  # (no bubble yet)
    for _ in range(LONG_WAIT):  # as in a lesson: the computer's turn begins (the table
        if scene.computer.clock.turn == turn:  # still), then the box comes
            break
        ui.step()
    assert scene.computer.clock.turn == turn and len(scene.session.actions) == before
    at_step(scene, keys[0])
    played: list[float] = []
    play = scene.play

    def noted(action: Any) -> None:
        played.append(scene.computer.clock.spent)
        play(action)

    scene.play = noted
    for key in keys:
        assert scene.guide.current.key == key and scene.guide.explaining
        ui.step(READ_FRAMES)
        assert len(scene.session.actions) == before, f"the computer played behind '{key}'"
        assert scene.guide.current.key == key
        enter(ui)
    frames = 0
    while not played and frames < LONG_WAIT:
        ui.step()
        frames += 1
    assert played, "the computer never played once the step was closed"
    # its pause comes first (it did not play at once), and its turn's clock began when
    # the step was closed: the time spent reading left its animations whole
    assert frames * STEP >= scene.ai_pause - 2 * STEP
    assert played[0] <= scene.ai_pause + 0.2, played[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_step_after_a_read_one_waits_unseen_for_the_persons_turn(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Shinobi: 'Sora plays in turn' closed, Sora plays with no bubble over its turn
    (the next step, 'Your turn again. This time, be corrupt', stood over it); that step
    shows once the person may draw."""
    from ninjas.core.i18n import Translator

    app.tr = Translator(lang)
    scene: Any = computer_to_move(app, ShinobiTutorial)
    at_step(scene, "table")
    drawn: list[tuple[str, bool]] = []
    draw = Guide.draw

    def recorded(guide: Guide, canvas: pygame.Surface, time: float) -> None:
        if guide.guiding and not guide.quiet:
            drawn.append((guide.current.key, scene.can_act))
        draw(guide, canvas, time)

    monkeypatch.setattr(Guide, "draw", recorded)
    ui.step()
    assert drawn[-1] == ("table", False)
    enter(ui)
    drawn.clear()
    before = len(scene.session.actions)
    for _ in range(LONG_WAIT):
        if scene.can_act:
            break
        ui.step()
    assert scene.can_act and len(scene.session.actions) > before, "Sora has played"
    over = [key for key, person in drawn if not person]
    assert over == [], f"a bubble over Sora's turn: {over}"
    assert drawn[-1] == ("corrupt", True) and not scene.guide.quiet
    assert scene.guide.words().startswith(app.tr("shinobi.tutorial.corrupt")[:12])


def test_a_step_that_asks_for_a_move_never_holds_the_computer(app: App, ui: Driver) -> None:
    """Dojo's 'watch' asks the person to watch Blue's first turn: Blue plays under it."""
    scene: Any = computer_to_move(app, DojoTutorial)
    at_step(scene, "watch")
    before = len(scene.session.actions)
    for _ in range(LONG_WAIT):
        if len(scene.session.actions) > before:
            break
        ui.step()
    assert len(scene.session.actions) > before
    assert not scene.guide.quiet
