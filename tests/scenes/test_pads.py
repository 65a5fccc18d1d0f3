"""A gamepad per seat (issue 19 §1). Every test drives the app with SDL controller events
posted on pygame's event queue (instance ids as SDL gives them), read by the app's own
loop, headless."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo.scene import DojoScene
from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.night.scene import NightScene
from scenes.pads import RING, PadLostScene, PadTarget, step_focus
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.setup import SetupScene
from scenes.shinobi import ShinobiScene
from scenes.table import TableScene
from scenes.taisen import TaisenScene

from .pad_bot import DPAD, START, A, B, PadBot, X, Y, frames, post_axis, post_button, press

TABLES: dict[str, type[TableScene[Any]]] = {
    "taisen": TaisenScene,
    "shinobi": ShinobiScene,
    "night": NightScene,
    "dojo": DojoScene,
}
PADS = {0: 10, 1: 11}


def table(app: App, game: str, seats: list[Seat], seed: int = 11) -> Any:
    """The game's table pushed on `app` (no animations; the computer plays at random,
    at once), each person's seat holding its pad (PADS)."""
    options = {"players": 2} if game in ("shinobi", "night") else {}
    session = GameSession.new(game, seats, seed, options, autosave=False)
    scene = TABLES[game](app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(make_agent("random", 1).choose(scene.state))  # type: ignore[method-assign]
    for seat, kind in enumerate(seats):
        if not kind.is_ai:
            app.pads.give(seat, PADS[seat])
    app.push(scene)
    return scene


def until(app: App, condition: Any, most: int = 400, seconds: float = 0.0) -> None:
    """Frames until `condition()`: at least `most` of them, and for what waits on another
    process (the hint's search), at least `seconds` of the wall clock."""
    deadline = time.monotonic() + seconds
    for _ in range(most):
        if condition():
            return
        frames(app)
    while time.monotonic() < deadline:
        if condition():
            return
        frames(app)
        time.sleep(0.01)
    raise AssertionError("never came")


def to_act(app: App, scene: Any, seat: int) -> None:
    """Frames (hand-offs answered by the seat's pad) until `seat` may act."""
    for _ in range(400):
        if isinstance(app.top, HandoffScene):
            frames(app, 25)
            press(app, PADS[app.top.seat], A)  # type: ignore[index]
            continue
        if app.top is scene and scene.can_act and scene.state.current_player == seat:
            return
        frames(app)
    raise AssertionError(f"seat {seat} never got to act")


# ---------------------------------------------------------------------- whole games
WHOLE_GAMES = [
    ("taisen", [Seat(), Seat()], 11),
    ("shinobi", [Seat(), Seat()], 11),
    ("night", [Seat(), Seat()], 11),
    ("dojo", [Seat(), Seat("ai", "easy")], 11),
]


@pytest.mark.parametrize(("game", "seats", "seed"), WHOLE_GAMES, ids=[g[0] for g in WHOLE_GAMES])
def test_a_whole_game_is_played_with_pads_only(app: App, game: str, seats: list[Seat], seed: int):
    """Every choice of every person made with the D-pad and A (and the triggers for
    Night's string), hand-offs answered by the named seat's pad: the game ends and its
    results show. No mouse or key event is sent. Quick: under 20 s of this process's
    processor time (the wall clock depends on what else the machine runs)."""
    started = time.process_time()
    scene = table(app, game, seats, seed)
    pads = {seat: PADS[seat] for seat, kind in enumerate(seats) if not kind.is_ai}
    bot = PadBot(app, pads, seed)
    bot.play(scene)
    assert scene.state.is_terminal
    assert isinstance(app.top, ResultsScene)
    people = [seat for seat, kind in enumerate(seats) if not kind.is_ai]
    assert bot.presses > len(scene.session.actions) // (3 - len(people))
    if len(people) == 2 and scene.hands_off:
        assert bot.handoffs > 0
    assert time.process_time() - started < 20


def test_pads_work_the_results_screen(app: App):
    """Menus take any pad: on the results, D-pad and A as arrows and Enter."""
    scene = table(app, "taisen", [Seat(), Seat("ai", "easy")])
    PadBot(app, {0: PADS[0]}).play(scene)
    results = app.top
    assert isinstance(results, ResultsScene)
    press(app, 99, A)  # A: past the ending shown on the board first (results_moment)
    assert not results.moment.active
    frames(app, 90)  # the results' grace before they take input
    press(app, 99, DPAD["down"])  # a pad no seat holds: menus take it too
    press(app, 99, B)
    assert app.top is scene  # B, as Escape: back to the board


# ---------------------------------------------------------------------- one seat, one pad
def test_a_pad_acts_only_for_its_own_seat_and_only_when_it_may(app: App):
    scene = table(app, "taisen", [Seat(), Seat()])
    to_act(app, scene, scene.state.current_player)
    mover = scene.state.current_player
    other = 1 - mover
    before = len(scene.session.actions)
    scene.pad_index(scene.pad_targets())
    focus = scene.pad_focus
    for button in (DPAD["right"], DPAD["down"], A, A, X, Y):
        press(app, PADS[other], button)
    assert len(scene.session.actions) == before
    assert scene.pad_focus == focus and not scene.hint_job.thinking and scene.hint is None
    assert scene.selection.die is None and scene.selection.card is None
    press(app, PADS[mover], A)  # the mover's own pad: the focused die is chosen
    assert scene.selection.die is not None or len(scene.session.actions) > before


def test_a_pad_waits_while_the_computer_plays(app: App):
    scene = table(app, "taisen", [Seat(), Seat("ai", "easy")])
    to_act(app, scene, 0)
    scene.session.seats[0] = Seat("ai", "easy")  # the computer's turn from now on...
    assert not scene.pad_may_act(_press(scene, PADS[0]))
    scene.session.seats[0] = Seat()
    assert scene.pad_may_act(_press(scene, PADS[0]))


def _press(scene: Any, pad: int) -> Any:
    from scenes.pads import PadPress

    return PadPress(pad, "a", scene.app.pads.seat_of(pad))


def test_on_the_hand_off_only_the_named_seats_pad_reveals(app: App):
    scene = table(app, "shinobi", [Seat(), Seat()])
    until(app, lambda: isinstance(app.top, HandoffScene))
    cover = app.top
    assert isinstance(cover, HandoffScene)
    until(app, lambda: cover.time >= GRACE_SECONDS)  # the cover's first moment
    named = cover.seat
    assert named is not None
    press(app, PADS[1 - named], A)
    press(app, 77, A)  # a pad nobody holds
    assert app.top is cover
    press(app, PADS[named], A)
    assert app.top is scene and scene.shown_seat == named


def test_x_hint_y_undo_b_back_start_menu(app: App):
    scene = table(app, "taisen", [Seat(), Seat("ai", "easy")])
    to_act(app, scene, 0)
    pad = PADS[0]
    press(app, pad, X)
    until(app, lambda: scene.hint is not None, 2000, seconds=60)
    played = len(scene.session.actions)
    bot = PadBot(app, {0: pad})
    while len(scene.session.actions) == played:
        assert bot.act(scene)
    assert scene.can_undo()
    press(app, pad, Y)
    assert len(scene.session.actions) == played
    scene.pad_focus = ("die", scene.selection.dice_for(None)[0])
    press(app, pad, A)
    assert scene.selection.die is not None
    assert scene.pad_focus == ("card", scene.selection.cards_for(scene.selection.die)[0])
    press(app, pad, B)
    assert scene.selection.die is None
    press(app, pad, START)
    assert isinstance(app.top, PauseScene)
    press(app, 55, START)  # any pad: Start (as Escape) resumes
    assert app.top is scene


def test_night_string_length_with_the_triggers_and_the_stick(app: App):
    scene = table(app, "night", [Seat(), Seat("ai", "easy")])
    pad = PADS[0]
    bot = PadBot(app, {0: pad}, seed=3)
    for _ in range(300):
        to_act(app, scene, 0)
        if scene.throw is not None:
            break
        targets = scene.pad_targets()
        throws = [
            i
            for i, t in enumerate(targets)
            if t.key[0] == "option" and scene.options[t.key[1]][0].kind in ("move", "attack")
        ]
        if throws:
            from .pad_bot import path_to

            for name in path_to(targets, scene.pad_index(targets), throws[0]):
                press(app, pad, DPAD[name])
            press(app, pad, A)
        else:
            bot.act(scene)
    assert scene.throw is not None and scene.pad_adjusting()
    length = scene.length
    post_axis(pad, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 32767)
    frames(app)
    assert scene.length == pytest.approx(min(length + 0.2, scene.aiming.limit()))
    frames(app, 40)  # held: it goes on growing
    post_axis(pad, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 0)
    grown = scene.length
    assert grown > length + 0.2 or grown == scene.aiming.limit()
    frames(app, 10)
    assert scene.length == grown  # let go: it stays
    post_axis(pad, pygame.CONTROLLER_AXIS_LEFTX, -32767)  # the stick, left: shorter
    frames(app)
    post_axis(pad, pygame.CONTROLLER_AXIS_LEFTX, 0)
    assert scene.length == pytest.approx(max(grown - 0.5, 0.0))
    played = len(scene.session.actions)
    press(app, pad, A)  # A throws
    assert len(scene.session.actions) == played + 1


# ---------------------------------------------------------------------- plugging
def test_a_seat_whose_pad_is_unplugged_pauses_the_game_until_it_is_back(app: App):
    scene = table(app, "night", [Seat(), Seat()])
    frames(app, 5)
    state_before = len(scene.session.actions)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=PADS[1]))
    frames(app)
    lost = app.top
    assert isinstance(lost, PadLostScene) and lost.waiting == [1]
    app.draw()
    time_before = scene.time
    frames(app, 30)
    assert scene.time == time_before and len(scene.session.actions) == state_before
    app.pads.opener = lambda index: (42, "Pad again", None)  # SDL opens the pad plugged in
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    frames(app, 2)
    assert app.pads.pad_of(1) == 42
    assert app.top is not lost and lost not in app.stack


def test_a_lost_pad_can_be_replaced_by_another_or_given_up(app: App):
    scene = table(app, "dojo", [Seat(), Seat()])
    frames(app, 3)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=PADS[0]))
    frames(app)
    assert isinstance(app.top, PadLostScene)
    press(app, PADS[1], A)  # seat 1's own pad is no replacement
    assert isinstance(app.top, PadLostScene)
    press(app, 7, A)  # a pad no seat holds takes the seat
    assert app.pads.pad_of(0) == 7 and not isinstance(app.top, PadLostScene)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7))
    frames(app)
    assert isinstance(app.top, PadLostScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    frames(app)
    assert app.pads.pad_of(0) is None and not app.pads.lost
    assert not isinstance(app.top, PadLostScene)
    assert scene in app.stack


def test_the_lost_pad_screen_names_the_seat_in_both_languages(app: App):
    scene = table(app, "shinobi", [Seat(), Seat()])
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=PADS[1]))
    frames(app)
    name = scene.seat_name(1)
    assert name in app.tr("pads.lost.title", seat=name)
    app.set_language("fr")
    assert "manette" in app.tr("pads.lost.title", seat=name)


# ---------------------------------------------------------------------- setup
def test_setup_gives_each_persons_seat_the_pad_that_presses_a(app: App):
    setup = SetupScene(app, "taisen", seats=[Seat(), Seat()])
    app.push(setup)
    frames(app)
    app.pads.clear()
    # seat 0: the focus on its pad button, A pressed on the pad: that pad is seat 0's
    setup.menu.focus(setup.pad_buttons[0])
    press(app, 21, A)
    assert app.pads.pad_of(0) == 21
    # seat 1: its button clicked, then A on a pad
    setup.pad_pressed(1)
    assert setup.listening == 1 and "A" in setup.pad_label(1)
    press(app, 22, A)
    assert app.pads.pad_of(1) == 22 and setup.listening is None
    # a computer's seat has no pad
    setup.set_kind(1, "ai")
    assert app.pads.pad_of(1) is None and not setup.pad_buttons[1].enabled
    setup.set_kind(1, "human")
    setup.menu.focus(setup.pad_buttons[1])
    press(app, 22, A)
    # the D-pad and A (any pad) go to Start and begin
    setup.menu.focus(setup.start_button)
    press(app, 21, A)
    assert isinstance(app.top, TableScene)
    assert app.pads.pad_of(0) == 21 and app.pads.pad_of(1) == 22


def test_menus_take_any_pad(app: App):
    from scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    frames(app)
    focus = title.menu.index
    press(app, 5, DPAD["down"])
    assert title.menu.index != focus


# ---------------------------------------------------------------------- navigation
def test_the_d_pad_reaches_every_target():
    rects = [pygame.Rect(x * 100, y * 80, 60, 40) for x in range(4) for y in range(3)]
    rects.append(pygame.Rect(900, 500, 200, 50))
    targets = [PadTarget(rect) for rect in rects]
    reached = {0}
    frontier = [0]
    while frontier:
        here = frontier.pop()
        for way in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            there = step_focus(targets, here, way)
            if there not in reached:
                reached.add(there)
                frontier.append(there)
    assert reached == set(range(len(targets)))
    assert step_focus(targets, 0, (1, 0)) == 3  # right of (0,0) is (100,0)
    assert step_focus(targets, 0, (0, 1)) == 1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", list(TABLES))
def test_the_focus_ring_is_drawn_round_the_focused_choice(sized_app: Any, game: str, size: Any):
    app = sized_app(size)
    scene = table(app, game, [Seat(), Seat("ai", "easy")])
    to_act(app, scene, 0)
    press(app, PADS[0], DPAD["right"])
    targets = scene.pad_targets()
    index = scene.pad_index(targets)
    assert index >= 0
    assert scene.pad_shows_focus()
    rect = targets[index].rect
    window = app.window
    ring = rect.inflate(2 * round(7 * size[0] / 1280), 2 * round(7 * size[0] / 1280))
    ring = ring.clip(window.get_rect())
    found = sum(
        1
        for x in range(ring.left, ring.right, 2)
        for y in (ring.top, ring.centery, ring.bottom - 1)
        if tuple(window.get_at((x, y)))[:3] == RING
    ) + sum(
        1
        for y in range(ring.top, ring.bottom, 2)
        for x in (ring.left, ring.right - 1)
        if tuple(window.get_at((x, y)))[:3] == RING
    )
    assert found > 0, f"{game}: no ring round {rect}"
    # the mouse moved: the ring goes (the pointer's highlight is enough)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(3, 3), buttons=(0, 0, 0)))
    assert not scene.pad_shows_focus()


def test_stick_and_held_d_pad_repeat(app: App):
    hub = app.pads
    post_axis(3, pygame.CONTROLLER_AXIS_LEFTY, 30000)
    events = pygame.event.get()
    presses = [p for e in events for p in hub.handle(e)]
    assert [p.command for p in presses] == ["down"]
    assert hub.repeats(0.2) == []
    assert [p.command for p in hub.repeats(0.2)] == ["down"]
    pygame.event.post(
        pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=3, axis=1, value=100)
    )
    for e in pygame.event.get():
        hub.handle(e)
    assert hub.repeats(1.0) == []
    post_button(3, DPAD["up"])
    presses = [p for e in pygame.event.get() for p in hub.handle(e)]
    assert [p.command for p in presses] == ["up"]
    assert hub.repeats(1.0) == []  # released


def test_a_guided_first_game_is_followed_with_a_pad(app: App):
    """A moves an explaining bubble on, as Enter does; the steps that ask for a move
    take the pad's choices."""
    from scenes.taisen.tutorial import TutorialScene

    scene = TutorialScene.start(app)
    app.push(scene)
    frames(app, 3)
    guide = scene.guide
    assert guide.guiding and guide.current.done is None
    step = guide.step
    press(app, 9, A)
    assert guide.step == step + 1
    bot = PadBot(app, {0: 9}, seed=2)
    for _ in range(200):
        if not guide.guiding or guide.step > step + 3:
            break
        if guide.current.done is None:
            press(app, 9, A)
        elif scene.can_act:
            bot.act(scene)
        else:
            frames(app)
    assert guide.step > step + 1


def test_no_pad_plugged_in_is_no_error(app: App):
    """SDL with no pad (the dummy driver): opening one that is not there says None."""
    from scenes.pads import _open_pad

    assert _open_pad(0) is None
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=3))
    frames(app)
    assert app.pads.seats == {}


def test_b_stops_waiting_for_a_pad_on_the_setup(app: App):
    setup = SetupScene(app, "dojo", seats=[Seat(), Seat()])
    app.push(setup)
    frames(app)
    setup.pad_pressed(0)
    press(app, 4, B)
    assert setup.listening is None and app.top is setup
    press(app, 4, B)
    assert app.top is not setup  # B again: back, as Escape


@pytest.mark.parametrize("game", list(TABLES))
def test_a_seat_acts_from_its_own_input_only_on_its_turn(app: App, game: str):
    """The seat-input hook pads use (and phones may): act_for plays a legal action
    only for the seat to move."""
    scene = table(app, game, [Seat(), Seat()])
    to_act(app, scene, scene.state.current_player)
    mover = scene.state.current_player
    action = str(scene.state.legal_actions()[0])
    played = len(scene.session.actions)
    assert not scene.act_for(1 - mover, action)
    assert not scene.act_for(mover, "no such action")
    assert len(scene.session.actions) == played
    assert scene.act_for(mover, action)
    assert len(scene.session.actions) == played + 1


def test_shinobi_jigoku_and_scores_open_and_close_with_a_pad(app: App):
    scene = table(app, "shinobi", [Seat(), Seat("ai", "easy")])
    to_act(app, scene, 0)
    for name, flag in (("jigoku", "jigoku_open"), ("scores", "scores_open")):
        scene.pad_focus = name
        press(app, PADS[0], A)
        assert getattr(scene.covers, flag) and scene.covered
        press(app, PADS[0], B)
        assert not scene.covered


def test_the_setup_speaks_of_pads_only_once_one_is_plugged_in(app: App):
    """With no pad, a person's seat shows its name, not "No pad: press A" (a newcomer
    with no pad found that puzzling); a pad plugged in brings the buttons, the name
    staying in view beside them."""
    setup = SetupScene(app, "dojo", seats=[Seat(), Seat("ai", "hard")])
    app.push(setup)
    app.pads.pads.clear()
    frames(app)
    assert not setup.pad_buttons[0].enabled and not setup.pad_buttons[0].can_focus
    assert setup.hidden(setup.pad_buttons[0])
    assert not setup.hidden(setup.name_rows[0]) and setup.hidden(setup.level_choices[0])
    app.pads.opener = lambda index: (42, "Pad", None)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    frames(app)
    assert setup.pad_buttons[0].enabled and not setup.hidden(setup.pad_buttons[0])
    assert not setup.hidden(setup.name_rows[0])
    assert not setup.name_rows[0].rect.colliderect(setup.pad_buttons[0].rect)
    assert not setup.pad_buttons[1].enabled  # the computer's seat
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=42))
    frames(app)
    assert not setup.pad_buttons[0].enabled
