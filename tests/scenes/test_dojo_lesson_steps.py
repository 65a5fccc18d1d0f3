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
from scenes.dojo.tutorial import STEP_KEYS, TUTORIAL_OPTIONS, TUTORIAL_SEED, DojoTutorial
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


def test_watch_stays_until_the_computers_first_turn_is_shown(app: App, ui: Driver) -> None:
    """At an animated table, the person builds; 'watch' (step 3) then stays while Blue
    builds and plays its first turn, and gives way only once the table is still and
    the person may roll (it went as the rules reached the roll, Blue's turn still being
    told: 2/12 to 4/12)."""
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai", "easy")], TUTORIAL_SEED, dict(TUTORIAL_OPTIONS), autosave=False
    )
    scene = DojoTutorial(app, session, ai_pause=0)
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
    assert scene.guide.current.key == "roll"
    assert scene.state.mover == 0 and scene.state.phase == "roll"
    assert scene.can_act and not scene.busy  # Blue's turn told whole
    assert watched >= 60  # a second at the least: its words could be read
    assert 2 not in scene.guide.unseen and scene.guide.progress() == (4, len(STEP_KEYS))


def test_a_step_passed_unseen_is_not_counted(app: App) -> None:
    """Three steps, the second passed in the same moment as the first: the third shows
    as 2/2, not 3/3 (the Dojo lesson's 'after', when the battle left nothing to do,
    made 9/12 go to 11/12)."""

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
    assert guide.current.key == "win" and guide.unseen == {1}
    assert guide.progress() == (2, 2)
    guide.draw(canvas, 0.0)  # drawn as 2/2
