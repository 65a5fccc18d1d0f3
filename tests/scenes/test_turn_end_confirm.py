"""Issue 33 §1, "the move that ends a turn can be taken back": on each of the four
tables a person's move that passes the turn waits for "End turn" (Enter, its button, A
on a pad) with Undo still possible, and nothing new is revealed meanwhile: no new dice,
no card drawn, the computer does not start, no hand-off. The setting off gives the old
flow. (The session's side, and that the actions and the digest are the same with or
without the confirm: tests/core/test_turn_end_hold.py.)"""

from __future__ import annotations

import random
from typing import Any

import pygame

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo.scene import DojoScene
from scenes.handoff import HandoffScene
from scenes.night.scene import NightScene
from scenes.pads import PadPress
from scenes.settings_scene import SettingsScene
from scenes.shinobi import ShinobiScene
from scenes.taisen import TaisenScene
from scenes.taisen.tutorial import TutorialScene

from .conftest import Driver
from .hotseat import play_the_turn, reveal_hand, table

PERSON_VS_COMPUTER = [Seat(), Seat("ai", "easy")]
TWO_PEOPLE = [Seat(), Seat()]


def taisen(app: App, confirm: bool = True) -> Any:
    session = GameSession.new(
        "taisen", PERSON_VS_COMPUTER, seed=7, options={"first": "monkey"}, autosave=False
    )
    scene = table(app, TaisenScene, session)
    app.settings.confirm_turn_end = confirm
    return scene


def test_taisen_the_third_die_waits_no_new_dice_and_undo_takes_it_back(
    app: App, ui: Driver
) -> None:
    scene = taisen(app)
    ui.step(2)
    dice = list(scene.state.dice)
    played = play_the_turn(scene)
    ui.step(120)  # the computer would have rolled and played long ago
    assert scene.turn_end.waiting and scene.session.actions == played
    assert scene.state.dice is None  # the next dice are not rolled
    assert scene.view.dice.values == dice  # the view still shows this turn's dice
    assert scene.thinking is None and not scene.can_act
    assert scene.buttons["undo"].enabled and scene.buttons["end"].enabled
    assert scene.prompt(None)[0] == app.tr("turn_end.prompt")
    ui.key(pygame.K_BACKSPACE)  # Undo: the waiting die only (one step a press)
    assert not scene.turn_end.waiting and scene.session.actions == played[:-1]
    assert scene.can_act and scene.state.current_player == 0
    assert sum(1 for value in scene.state.dice if value) == 1  # that die to play again
    for _ in played[:-1]:
        ui.key(pygame.K_u)
    assert scene.state.dice == dice and scene.can_act  # the same dice, as rolled
    assert play_the_turn(scene) == played
    ui.key(pygame.K_RETURN)  # End turn
    assert not scene.turn_end.waiting
    for _ in range(200):
        ui.step()
        if len(scene.session.actions) > len(played):
            break
    assert len(scene.session.actions) > len(played)  # the computer rolled and played


def test_taisen_end_turn_button_confirms(app: App, ui: Driver) -> None:
    scene = taisen(app)
    ui.step(2)
    play_the_turn(scene)
    ui.step(2)
    ui.click(scene.buttons["end"])
    assert not scene.turn_end.waiting


def test_taisen_e_confirms_a_turn_that_waits_as_the_footer_says(app: App, ui: Driver) -> None:
    """The table's footer says "E: end turn"; a newcomer pressing E on the waiting
    turn saw nothing happen (E was dropped because the person may not act meanwhile)."""
    scene = taisen(app)
    ui.step(2)
    play_the_turn(scene)
    ui.step(2)
    assert scene.turn_end.waiting
    ui.key(pygame.K_e)
    assert not scene.turn_end.waiting


def test_taisen_enter_ends_a_turn_where_no_die_can_move(app: App, ui: Driver) -> None:
    """Seed 76: after two dice the blue one moves no ninja; the prompt says "end your
    turn" and End turn is lit, but Enter (the footer's "confirm") did nothing."""
    session = GameSession.new(
        "taisen", PERSON_VS_COMPUTER, seed=76, options={"first": "monkey"}, autosave=False
    )
    scene = table(app, TaisenScene, session)
    ui.step(2)
    for code in ("g:P2", "r:J"):
        scene.play(next(a for a in scene.state.legal_actions() if str(a) == code))
    ui.step(2)
    assert scene.selection.only_end and scene.can_act
    ui.key(pygame.K_RETURN)
    assert scene.session.actions[2] == "end" and not scene.turn_end.waiting


def test_taisen_a_turn_waiting_is_still_the_computer_waits_without_drawing_at_full_rate(
    app: App, ui: Driver
) -> None:
    scene = taisen(app)
    ui.step(2)
    play_the_turn(scene)
    ui.step(10)
    assert scene.turn_end.waiting and not scene.busy
    assert not scene.animating  # the app may rest while the person decides


def test_taisen_end_turn_pressed_by_the_person_needs_no_second_press(app: App, ui: Driver) -> None:
    scene = taisen(app)
    ui.step(2)
    scene.play(scene.state.legal_actions()[0])  # one die used: End turn is offered
    assert scene.selection.can_end and not scene.turn_end.waiting
    ui.key(pygame.K_e)  # End turn
    if scene.selection.dice_for(None):  # a die that can still move: asked once (end_guard,
        assert len(scene.session.actions) == 1  # test_taisen_end_unused), no confirm after
        ui.key(pygame.K_e)
    assert scene.session.actions[1] == "end" and not scene.turn_end.waiting
    assert scene.state.dice is not None  # the computer's dice, rolled at once


def test_with_the_setting_off_the_turn_passes_at_once(app: App, ui: Driver) -> None:
    scene = taisen(app, confirm=False)
    ui.step(2)
    played = play_the_turn(scene)
    assert not scene.turn_end.waiting and scene.state.dice is not None  # rolled at once
    assert not scene.can_undo()
    ui.step(30)
    assert len(scene.session.actions) > len(played)  # the computer went on


def shinobi_at_a_discard(seed: int = 4) -> GameSession:
    """Two people; played at random until a person is to discard."""
    session = GameSession.new("shinobi", TWO_PEOPLE, seed, {"players": 2}, autosave=False)
    rng = random.Random(1)
    while session.state.phase != "discard":
        session.apply(rng.choice([str(a) for a in session.state.legal_actions()]))
    return session


def test_shinobi_the_discard_waits_no_card_drawn_no_hand_off_until_end_turn(
    app: App, ui: Driver
) -> None:
    session = shinobi_at_a_discard()
    scene = table(app, ShinobiScene, session)
    reveal_hand(app, ui, scene)
    seat = scene.state.current_player
    deck = len(scene.state.deck)
    discard = next(a for a in scene.state.legal_actions() if a.kind == "discard")
    card = int(discard.args[0])
    scene.play(discard)
    ui.step(90)
    assert scene.turn_end.waiting and app.top is scene  # no hand-off yet
    assert scene.shown_seat == seat  # the person who played still sees their hand
    assert len(scene.state.deck) == deck  # nobody drew
    assert scene.turn_end.button.rect.width > 1  # the confirm is drawn
    ui.key(pygame.K_u)  # Undo
    assert not scene.turn_end.waiting and card in scene.state.hands[seat]
    assert scene.state.current_player == seat and scene.shown_seat == seat
    while scene.state.phase != "discard":  # the turn played again, as before
        scene.play(scene.state.legal_actions()[0])
    scene.play(next(a for a in scene.state.legal_actions() if a.kind == "discard"))
    ui.step(2)
    assert scene.turn_end.waiting
    ui.click(scene.turn_end.button)  # End turn
    assert scene.shown_seat is None  # the hand is put away at once
    ui.step(60)
    assert isinstance(app.top, HandoffScene)  # the hand-off comes after the confirm


def test_night_a_plan_waits_and_ctrl_z_takes_it_back_but_end_the_turn_is_its_own_confirm(
    app: App, ui: Driver
) -> None:
    """A placement that passes the turn waits (Undo takes it back); the "End the turn"
    row once the action is done, and "Confirm the plan" since issue 33, are the player
    saying so already: they pass the turn at once, not asking twice. An End the turn
    that skips the planned action waits (issue 33, newcomer I: E threw it away)."""
    session = GameSession.new("night", PERSON_VS_COMPUTER, 3, {"players": 2}, autosave=False)
    scene = table(app, NightScene, session)
    undone = False
    planned = False
    for _ in range(2000):  # placed (confirmed) and planned until the person acts
        ui.step()
        if scene.turn_end.waiting:
            if not undone:  # the first wait: Ctrl+Z takes the move back
                count = len(session.actions)
                ui.key(pygame.K_z, mod=pygame.KMOD_LCTRL)
                assert not scene.turn_end.waiting and len(session.actions) == count - 1
                undone = True
                continue
            scene.turn_end.confirm()
        elif scene.can_act and scene.state.phase == "act":
            break
        elif scene.can_act:
            plan = scene.state.phase == "plan"
            scene.play(scene.state.legal_actions()[0])
            if plan:  # the plan confirmed is the confirm: no End turn after it
                assert not scene.turn_end.waiting
                planned = True
    assert undone and planned and scene.can_act and scene.state.phase == "act"
    seat, count = scene.state.current_player, len(session.actions)
    end = next(a for a in scene.state.legal_actions() if a.kind == "end")
    scene.play(end)  # skipping the planned Move: that waits (scenes/night/skip_guard.py)
    assert scene.turn_end.waiting
    ui.key(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert not scene.turn_end.waiting and len(session.actions) == count
    scene.state.main_done = True  # the Move made: End the turn is its own confirm
    scene.play(end)
    assert not scene.turn_end.waiting and scene.state.current_player != seat
    ui.step(60)
    assert len(session.actions) > count + 1  # the computer went on at once


def test_dojo_the_first_dojo_placed_waits_and_a_pad_confirms(app: App, ui: Driver) -> None:
    """Dojo's turns mostly end on the summoning's dice (a reveal: no wait); its placing
    of the Dojos passes the turn with nothing revealed."""
    session = GameSession.new("dojo", TWO_PEOPLE, 5, {}, autosave=False)
    scene = table(app, DojoScene, session)
    ui.step(2)  # placing a Dojo is public: no cover (dojo/handoff_skip.py)
    seat = scene.state.current_player
    played = play_the_turn(scene)
    ui.step(60)
    assert scene.turn_end.waiting and app.top is scene and scene.shown_seat == seat
    press = PadPress(1, "b", None)  # B: what Backspace does, here Undo
    scene.handle_pad(press)
    assert not scene.turn_end.waiting and scene.session.actions == []
    assert play_the_turn(scene) == played
    ui.step(2)
    scene.handle_pad(PadPress(1, "a", None))  # A: End turn
    assert not scene.turn_end.waiting
    ui.step(60)
    assert app.top is scene and scene.shown_seat == scene.state.current_player != seat


def test_the_computer_never_waits_a_phone_s_seat_and_the_taisen_lesson_do(app: App) -> None:
    scene = taisen(app)
    assert scene.turn_end.holds()
    scene.session.seats[0] = Seat("ai", "easy")
    assert not scene.turn_end.holds()  # the computer's move
    scene.session.seats[0] = Seat()
    scene.phones = type("Phones", (), {"seats": [0]})()
    assert scene.turn_end.holds()  # a phone's seat: its phone offers End turn and Undo
    guided = TutorialScene.start(app)  # its lesson teaches it (newcomer L, issue 33)
    assert guided.turn_end.holds()


def test_the_setting_is_in_settings_and_kept(app: App, ui: Driver) -> None:
    from ninjas.core.settings import Settings, settings_from_value

    assert Settings().confirm_turn_end  # on by default
    assert settings_from_value({"confirm_turn_end": "no"}, Settings()).confirm_turn_end
    app.settings.confirm_turn_end = True
    screen = SettingsScene(app)
    app.push(screen)
    ui.step()
    toggle = screen.confirm_turn_end
    assert toggle in screen.menu.widgets
    toggle.activate()
    assert not app.settings.confirm_turn_end
    screen.leave()
    from ninjas.core.settings import load_settings

    assert load_settings().confirm_turn_end is False


def test_the_settings_rows_and_done_stand_clear_of_each_other_and_the_help_line(
    app: App, ui: Driver
) -> None:
    """Seven rows now: at 1280x720 none runs into Done, nor Done into the help line."""
    from scenes.widgets import hint_strip_height

    screen = SettingsScene(app)
    app.push(screen)
    ui.step()
    *rows, done = screen.menu.widgets
    assert max(row.rect.bottom for row in rows) < done.rect.top
    assert screen.panel.bottom <= app.canvas.get_height() - hint_strip_height()


def test_each_games_rules_tell_the_confirm_in_both_languages(app: App) -> None:
    for lang in ("en", "fr"):
        app.set_language(lang)
        for game in ("taisen", "shinobi", "night", "dojo"):
            controls = app.tr(f"rules.{game}.controls.body")
            assert app.tr("turn_end.button") in controls, (lang, game)
            assert app.tr("settings.confirm_turn_end") in controls, (lang, game)


def test_with_a_pad_in_use_its_ring_stands_on_end_turn(app: App, ui: Driver) -> None:
    session = GameSession.new("dojo", TWO_PEOPLE, 5, {}, autosave=False)
    scene = table(app, DojoScene, session)
    ui.step(2)  # placing a Dojo is public: no cover (dojo/handoff_skip.py)
    play_the_turn(scene)
    app.pads.in_use = True
    ui.step(2)  # drawn with the pad's ring and hint
    assert scene.turn_end.targets() == [scene.turn_end.button.rect]
    canvas = app.canvas
    rect = scene.turn_end.button.rect.inflate(16, 16)
    before = canvas.subsurface(rect).copy()
    app.pads.in_use = False
    ui.step()
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(
        canvas.subsurface(rect), "RGB"
    )  # the ring round the button
