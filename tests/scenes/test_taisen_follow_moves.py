"""A computer's Taisen turn followed one move at a time (newcomer E, s15, 161-*: 'Live, I
could NOT follow which card went where'): with the computer's pace 'One move at a time'
(Settings, or F at the table), each of its moves waits once shown, said under the
board, until Space, Enter or a click, however long nobody presses (newcomers G and J,
s16: it went on by itself after 2.5 s); the key that ends the last wait does nothing on
the person's turn. Brisk (the default) never waits."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.taisen import follow
from scenes.taisen.animations import MoveStep

from .conftest import STEP
from .test_taisen_turn_again import wolf_played


def pressed(app: App, code: int, text: str = "") -> None:
    """A real key press: down, its text, up, through the app."""
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=text, scancode=0))
    if text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=text, scancode=0))


def until_still(scene, limit: int = 4000) -> None:  # type: ignore[no-untyped-def]
    """Frames until a move waits or the person may act (the computer answers at once)."""
    for _ in range(limit):
        if follow.waiting(scene) is not None or scene.can_act:
            return
        scene.update(STEP)
    raise AssertionError("neither a wait nor the person's turn came")


def first_move(scene):  # type: ignore[no-untyped-def]
    """The computer's search: its first legal move, its End turn only when no die moves."""
    from scenes.ai_turn import Ready

    def think(_level: str) -> Ready:
        legal = scene.state.legal_actions()
        return Ready(next((a for a in legal if not a.is_end), legal[0]))

    return think


def person_turn(scene) -> None:  # type: ignore[no-untyped-def]
    """The person's turn played (the first legal move each time) and its End turn."""
    for _ in range(8):
        if not scene.can_act:
            if not scene.turn_end.shown:
                return
            scene.end_turn()
            continue
        legal = scene.state.legal_actions()
        scene._play(next((a for a in legal if not a.is_end), legal[0]))
        while scene.animator.busy:
            scene.update(STEP)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_computer_move_waits_and_the_last_key_is_spent(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = wolf_played(app)  # the Wolf's first turn played, brisk: no wait at all
    assert follow.waiting(scene) is None and scene.can_act
    app.settings.computer_pace = "step"
    scene._think = first_move(scene)  # each die used while one can move
    person_turn(scene)
    said: list[str] = []
    for _ in range(12):
        until_still(scene)
        if scene.can_act:
            break
        said.append(scene.prompt(None)[0])
        played = len(scene.session.actions)
        for _ in range(30):  # 30 s, nobody pressing: it waits (before: on after 2.5 s)
            scene.update(1.0)
        assert follow.waiting(scene) is not None
        assert len(scene.session.actions) == played
        pressed(app, pygame.K_RETURN)  # ends the wait, nothing else
        scene.update(STEP)
        assert follow.waiting(scene) is None
        assert len(scene.session.actions) == played
    assert len(said) >= 2 and scene.can_act  # a wait after each of its moves
    assert all(words.endswith(app.tr("taisen.follow.go_on_next")) for words in said[:-1])
    # its turn ended by its last die's move: that wait says whose turn comes (and that
    # T replays its turn: test_taisen_follow_replay)
    yours = f"{app.tr('taisen.follow.go_on_yours')} {app.tr('taisen.follow.again')}"
    assert said[-1].endswith(yours), said
    # the Enter that ended the last wait chose nothing on the person's turn
    assert scene.selection.die is None and scene.selection.card is None
    assert not scene.turn_end.waiting


def test_space_during_a_move_shows_it_landed_and_the_wait_stands(app: App) -> None:
    scene = wolf_played(app)
    app.settings.computer_pace = "step"
    person_turn(scene)
    for _ in range(4000):
        if isinstance(scene.animator.current, MoveStep) and scene.session.ai_to_move:
            break
        scene.update(STEP)
    assert isinstance(scene.animator.current, MoveStep)
    pressed(app, pygame.K_SPACE, " ")
    assert follow.waiting(scene) is not None  # the move landed, held: not skipped past


def test_f_switches_the_pace_in_place_and_keeps_it(app: App) -> None:
    scene = wolf_played(app)
    assert app.settings.computer_pace == "brisk"
    pressed(app, pygame.K_f, "f")
    assert app.settings.computer_pace == "step"
    assert scene.prompt(None)[0].startswith(app.tr("taisen.follow.on"))
    pressed(app, pygame.K_f, "f")
    assert app.settings.computer_pace == "brisk"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_settings_row_sets_the_pace(app: App, ui, lang: str) -> None:  # type: ignore[no-untyped-def]
    from scenes.settings_scene import SettingsScene
    from scenes.widgets import resolve

    app.set_language(lang)
    app.push(SettingsScene(app))
    scene = ui.top
    while scene.menu.focused is not scene.computer_pace:
        ui.key(pygame.K_DOWN)
    assert resolve(scene.computer_pace.label) == app.tr("settings.computer_pace")
    said = [words for _rect, words in scene.row_help()]  # its line: what its value does
    assert app.tr("settings.computer_pace.brisk.help") in said  # (newcomer G, s16, 036:
    assert app.tr("settings.computer_pace.step.help") not in said  # Brisk said Step's)
    ui.key(pygame.K_RIGHT)
    assert app.settings.computer_pace == "step"
    said = [words for _rect, words in scene.row_help()]
    assert app.tr("settings.computer_pace.step.help") in said
    assert app.tr("settings.computer_pace.brisk.help") not in said


def test_the_button_offers_the_pace_while_the_computer_plays(app: App) -> None:
    """'Follow each move (F)' over End turn and Undo while the computer plays: a click
    on it turns one move at a time on, and the move playing waits once shown."""
    scene = wolf_played(app)
    scene._think = first_move(scene)
    assert not follow.offered(scene)  # the person's turn: 'Replay its turn' there
    person_turn(scene)
    for _ in range(4000):
        if isinstance(scene.animator.current, MoveStep) and scene.session.actions:
            break
        scene.update(STEP)
    canvas = pygame.Surface(app.view_size)
    scene.draw(canvas)
    assert follow.shown(scene)
    assert app.tr(follow.button(scene).label_key) == app.tr("taisen.follow.button")
    spot = follow.rect().center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    assert app.settings.computer_pace == "step"
    moving = scene.animator.current
    until_still(scene)
    assert follow.waiting(scene) is not None
    assert follow.waiting(scene).event.data == moving.event.data  # that very move


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tip_offers_only_what_is_not_on(app: App, lang: str) -> None:
    """One move at a time already on, the once-a-game tip offers only T; after F the
    pace's own line stands alone, no tip under it contradicting it (newcomer J, s16,
    107_8 and 108)."""
    from .test_taisen_again_button import person_turn as turn_and_its_answer

    app.set_language(lang)
    scene = wolf_played(app)
    turn_and_its_answer(scene)  # (brisk: its turn played through) the tip is due
    assert scene.prompt(None)[0] == app.tr("taisen.again.tip")
    app.settings.computer_pace = "step"
    assert scene.prompt(None)[0] == app.tr("taisen.again.tip_step")  # before: 'F: ...'
    pressed(app, pygame.K_f, "f")  # brisk again
    said = scene.prompt(None)[0]
    assert said.startswith(app.tr("taisen.follow.off"))
    assert app.tr("taisen.again.tip") not in said  # before: under it, offering F again
    assert app.tr("taisen.again.tip_step") not in said


def test_a_wait_ends_when_the_settings_turn_brisk(app: App) -> None:
    """A wait stands only while the pace is one move at a time: switched brisk from
    Settings over the table (no F), it goes on at the next frames."""
    scene = wolf_played(app)
    app.settings.computer_pace = "step"
    person_turn(scene)
    until_still(scene)
    assert follow.waiting(scene) is not None
    app.settings.computer_pace = "brisk"
    scene.update(STEP)
    scene.update(STEP)
    assert follow.waiting(scene) is None
