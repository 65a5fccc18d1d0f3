"""Newcomer P (s18): after a computer's turn the hold's cue on the village said 'Red
ninja has played ...: Space, Enter or a click to go on', and T, which replays the
computers' turns, did nothing there (offered only once her own turn had opened). Now
the cue says 'T: replay.' / 'T : revoir.', and T (or the top bar's button) plays their
actions again on the open table; the hold waits for it, no cover rising meanwhile, and
stands again once it is over (scenes/tableflow/again_hold.py). Real keys through
app.dispatch, hot-seat (the hold before the next person's cover) and one person (the
hold before a new round's card)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene
from scenes.night.table_view import help_key
from scenes.tableflow import hold_cue

STEP = 0.1
MOST = 2_000
"""Updates an awaited moment may take (200 s of table time): the computers think in the
test's process (Ready), so the count is the same on any machine; the longest wait here
took 31 (a bound by the clock could run out on a loaded machine)."""


def until(scene: NightScene, done: Any, most: int = MOST) -> None:
    """Table updates of STEP s until `done()`, at most `most` of them."""
    for _ in range(most):
        if done():
            break
        scene.update(STEP)
    assert done(), "never came"


def held_after_a_collect(app: App, people: int, name: str | None = None) -> NightScene:
    """A computer collects the token on its roof: seat 1, then Mei (seat 2, a person
    with a Move to make: the laptop passes to her, the hold waits for a key); or, with
    one person, seat 2 at round 1's last turn (the hold stands before the new round's
    card)."""
    if people == 2:
        s = line_state([("skip", "skip"), ("collect", "skip"), ("move", "skip")], (0, 1, 2))
        give(s, "v1", 1)
        s.index = 1
    else:
        s = line_state([("skip", "skip"), ("skip", "skip"), ("skip", "collect")], (0, 1, 2))
        give(s, "v1", 2)
        s.step, s.index = 1, 2
    last = Seat("human", name=name) if people == 2 else Seat("ai", "easy")
    seats = [Seat("human"), Seat("ai", "easy"), last]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    scene.holder = 0
    return scene


def key(app: App, k: int, text: str = "") -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text))
    if text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=0))


@pytest.mark.parametrize(("lang", "people"), [("en", 2), ("fr", 2), ("en", 1), ("fr", 1)])
def test_t_from_the_hold_replays_and_the_hold_waits_for_it(
    app: App, lang: str, people: int
) -> None:
    app.set_language(lang)
    scene = held_after_a_collect(app, people)
    flow = scene.handoff_flow
    until(scene, flow.holding)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    said = hold_cue.words(scene)
    replay = {"en": "T: replay.", "fr": "T\u00a0: revoir."}[lang]
    assert said.endswith(replay)  # fails before: no word of T
    assert app.tr("night.hold.again") == replay
    key(app, pygame.K_t, "t")
    going = scene.again
    assert going is not None and going.at == -1  # fails before: T did nothing
    for _ in range(100):  # 10 s of table time: the hold waits for the replay
        scene.update(STEP)
        scene.draw(canvas)
    assert app.top is scene and flow.holding() and scene.again is not None
    assert hold_cue.draw(scene, canvas) is None  # the cue gives way to the replay
    assert scene.state.round == 1 or scene.stage.round_card.showing is None
    key(app, pygame.K_t, "t")  # its Collect again
    assert scene.again is not None and scene.again.at == 0
    # the last step's button and the footer go back to the table, not to her turn
    assert scene.place_again().label() == app.tr("night.again.back_hold")
    assert help_key(scene) == "night.help.again_hold"
    key(app, pygame.K_ESCAPE)
    assert scene.again is None
    began = scene.time
    scene.update(STEP)
    assert flow.holding() and flow.read_from is not None
    assert flow.read_from[1] >= began  # the hold stands again from its start
    assert hold_cue.draw(scene, canvas) is not None
    key(app, pygame.K_SPACE)  # then on, as ever
    assert not flow.holding()
    if people == 2:
        # her cover, or her turn in the open (nothing secret in it: skip_handoff.py)
        until(scene, lambda: isinstance(app.top, HandoffScene) or scene.shown_seat == 2)
    else:
        until(scene, lambda: scene.stage.round_card.showing is not None)
    app.set_language("en")


def test_a_click_on_its_button_in_the_hold_replays(app: App) -> None:
    """The top bar's button in the hold: its press is not the hold's end."""
    scene = held_after_a_collect(app, 2)
    until(scene, scene.handoff_flow.holding)
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.again_shown()
    pos = scene.place_again().rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, button=1, pos=pos))
    assert scene.again is not None and scene.handoff_flow.holding()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_cue_keeps_to_the_board_with_a_long_name(app: App, lang: str) -> None:
    """A name of 24 letters at 1280x720: the cue breaks into two lines within the board,
    where one line ran over the column beside it."""
    app.set_language(lang)
    scene = held_after_a_collect(app, 2, "Marie-Christine Duchêne")
    until(scene, scene.handoff_flow.holding)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    assert "Marie-Christine Duchêne" in hold_cue.words(scene)
    pill = hold_cue.draw(scene, canvas)
    board = hold_cue.board_area(scene, canvas)
    assert pill is not None and board.left <= pill.left and pill.right <= board.right
    lines = hold_cue.pill_lines(hold_cue.words(scene), board.width - theme.px(40))
    assert len(lines) == 2 and lines[-1].endswith(str(app.tr("night.hold.again")))
    app.set_language("en")
