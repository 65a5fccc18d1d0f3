"""The guided Dojo's count of steps and its end (issue 33, newcomer L, FR 1280x720):
step 3/12 was never seen (2/12 went to 4/12 while Blue still built its Dojo and
walked), a step passed before it was shown still counted ('after', with no battle left:
9/12 to 11/12), and the lesson ended at 12/12 'Two ways to win ... (Enter: next)' with
no 'Lesson done', where the other three lessons say it."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo.tutorial import (
    STEP_KEYS,
    TUTORIAL_OPTIONS,
    TUTORIAL_SEED,
    WATCH_READ,
    DojoTutorial,
)
from scenes.guide import Guide, Step

from .conftest import Driver


@pytest.mark.parametrize(("lang", "start"), [("en", "Lesson done!"), ("fr", "Leçon terminée")])
def test_the_lesson_ends_saying_it_is_done(app: App, ui: Driver, lang: str, start: str) -> None:
    """After 'Two ways to win', Enter brings 'Lesson done! ...', the last step, as
    Night's and Shinobi's lessons end; Enter again leaves the game to go on."""
    app.tr = Translator(lang)
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai", "easy")], TUTORIAL_SEED, dict(TUTORIAL_OPTIONS), autosave=False
    )
    scene = DojoTutorial(app, session, animate=False, ai_pause=0)
    app.push(scene)
    assert STEP_KEYS[-1] == "done" and STEP_KEYS[-2] == "win"
    scene.guide.step = STEP_KEYS.index("win")
    ui.step()
    ui.key(pygame.K_RETURN)
    assert scene.guide.current.key == "done"
    words = scene.guide.words()
    assert words.startswith(start) and words.endswith(app.tr("dojo.tutorial.next"))
    assert scene.guide.progress() == (len(STEP_KEYS), len(STEP_KEYS))
    ui.key(pygame.K_RETURN)
    assert not scene.guiding


@pytest.mark.parametrize("animate", [True, False])
def test_watch_stays_until_the_computers_first_turn_is_shown(
    app: App, ui: Driver, animate: bool
) -> None:
    """The person builds; 'watch' (step 3) then stays while Blue builds and plays its
    first turn, and gives way only once the table is still and the person may roll (it
    went as the rules reached the roll, Blue's turn still being told: 2/12 to 4/12), and
    its words have stood WATCH_READ seconds: in a real window Blue's turn was told in
    about a second and the step went by unread, 2/13 to 4/13 (newcomer P, s8); at a
    table that shows no animation, in no time."""
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai", "easy")], TUTORIAL_SEED, dict(TUTORIAL_OPTIONS), autosave=False
    )
    scene = DojoTutorial(app, session, ai_pause=0, animate=animate)
    app.push(scene)
    ui.step()
    ui.key(pygame.K_RETURN)  # welcome
    for _ in range(120):
        ui.step()
        if scene.can_act and scene.state.phase == "dojo":
            break
    scene.play(str(scene.state.legal_actions()[0]))
    watched = 0
    for _ in range(60 * 20):
        ui.step()
        key = scene.guide.current.key
        if key == "watch":
            watched += 1
        elif key != "place":
            break
    assert scene.guide.current.key == "roll" and not scene.guide.telling
    assert scene.state.mover == 0 and scene.state.phase == "roll"
    assert scene.can_act and not scene.busy  # Blue's turn told whole
    assert watched >= WATCH_READ * 60 - 2  # its words stood long enough to be read
    assert 2 not in scene.guide.unseen and scene.guide.progress() == (4, len(STEP_KEYS))


def test_a_step_passed_unseen_is_told_and_the_count_stays(app: App, ui: Driver) -> None:
    """Three steps, the second done in the same moment as the first: it is not skipped
    (the count went 13 to 12 mid-lesson, and a number was skipped: newcomer P, s8); it
    says what happened, its '.passed' words, Enter moving on, and the count stays 3."""

    class Table:
        first = second = False

    table = Table()
    guide = Guide(
        app,
        (
            Step("welcome", lambda t: t.first),
            Step("after", lambda t: t.second),
            Step("win", None),
        ),
        "dojo.tutorial",
        (100, 100, 600, 0),
    )
    canvas = pygame.Surface((1280, 720))
    guide.draw(canvas, 0.0)
    assert guide.progress() == (1, 3)
    table.first = table.second = True
    guide.advance(table)
    guide.advance(table)  # (it waits for Enter, however often the table moves on)
    assert guide.current.key == "after" and guide.telling and guide.explaining
    assert guide.progress() == (2, 3)
    assert (
        guide.words() == f"{app.tr('dojo.tutorial.after.passed')}  {app.tr('dojo.tutorial.next')}"
    )
    guide.draw(canvas, 0.0)
    assert guide.takes(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN), canvas.get_rect())
    assert guide.current.key == "win" and not guide.telling and guide.progress() == (3, 3)


def test_every_step_that_waits_for_the_person_can_be_told() -> None:
    """Each step with a task has words for when it is reached already done, in both
    languages: none is ever passed unseen, so the count never changes."""
    from scenes.dojo.tutorial import steps

    class Table:
        tray_view = layout = None

    for lang in ("en", "fr"):
        tr = Translator(lang)
        for step in steps(Table()):  # type: ignore[arg-type]
            if step.done is not None:
                assert tr.has(f"dojo.tutorial.{step.key}.passed"), (lang, step.key)


def test_a_step_without_such_words_still_passes_unseen(app: App) -> None:
    """The other lessons' steps (no '.passed' words) pass unseen as before, uncounted."""

    class Table:
        first = second = False

    table = Table()
    guide = Guide(
        app,
        (Step("welcome", lambda t: t.first), Step("nowhere", lambda t: t.second)),
        "dojo.tutorial",
        (100, 100, 600, 0),
    )
    guide.draw(pygame.Surface((1280, 720)), 0.0)
    table.first = table.second = True
    guide.advance(table)
    assert not guide.guiding and guide.unseen == {1}
