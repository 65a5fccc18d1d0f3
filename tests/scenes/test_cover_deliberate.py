"""A cover is a privacy gate: it opens on a deliberate act of the person it names,
never on Space and never in its first GRACE_SECONDS (1.2 s), its button greyed and
filling meanwhile. Newcomer L (s17, Shinobi hot-seat, Marc and Léa with two hard
computers, nc-L/045_4 -> 045_6, 050 -> 051, L155 -> L156, L164 -> L165): the banner 'Kiku
has played. Léa is next: Space, Enter or a click to go on', then Space, and Space (or
Enter) 0.7-1.3 s after the cover rose opened Léa's hand to Marc, who was stepping
through the computers' moves with Space.

Real KEYDOWN/TEXTINPUT/KEYUP through app.dispatch; the time is the game's, stepped by
updates (no sleeps); positions built, no whole games."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.dojo.rules import hex_text
from scenes.app import App
from scenes.handoff import GRACE_SECONDS, NOT_SPACE_SECONDS, HandoffScene
from scenes.shinobi import ShinobiScene

from .conftest import STEP, Driver, record_texts
from .test_dojo_handoffs import _open_table
from .test_hold_waits_for_a_key import after_the_computer, press, run

CANVAS = (1280, 720)


def shinobi_after_kiku(app: App) -> Any:
    """Kiku (the hard computer, seat 0) has just played its turn; Léa (seat 1) is next;
    Marc (seat 2) held the laptop, stepping through Kiku's moves."""
    seats = [Seat("ai", "hard", name="Kiku"), Seat("human", name="Léa")]
    seats.append(Seat("human", name="Marc"))
    session = GameSession.new("shinobi", seats, 3, {"players": 3}, autosave=False)
    agent = make_agent("easy", 1)
    while session.state.current_player == 0:
        session.apply(agent.choose(session.state))
    assert session.state.current_player == 1
    scene = ShinobiScene(app, session, animate=True, ai_pause=0)
    scene.holder = 2
    scene.computer.played = (0, len(session.actions))
    app.push(scene)
    return scene


def at_the_cover(app: App) -> HandoffScene:
    """The cover on top, drawn once (its time counts from then)."""
    cover = app.top
    assert isinstance(cover, HandoffScene)
    app.draw()
    return cover


def stays_closed(app: App, scene: Any, cover: HandoffScene, seat: int) -> None:
    """Space at 0.7 s and 1.3 s, Enter and a click at 0.7 s: the cover holds; then Enter
    past its first moments opens the table on `seat`."""
    run(app, 0.7)
    press(app, pygame.K_SPACE, " ")  # Marc, going on through the computer's steps
    press(app, pygame.K_RETURN)  # or Enter, in the rhythm of the banner's
    click = cover.button.rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=click, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=click, button=1))
    app.draw()
    assert app.top is cover and scene.shown_seat != seat  # fails before: 0.6 s grace
    assert cover.holding and not cover.button.enabled  # greyed: it says it holds
    run(app, 0.6)  # 1.3 s after it rose
    app.draw()
    assert not cover.holding and cover.button.enabled  # lit
    press(app, pygame.K_SPACE, " ")  # fails before: Space was 'I am Léa'
    assert app.top is cover and scene.shown_seat != seat
    press(app, pygame.K_RETURN)  # the person named, deliberately
    assert app.top is scene and scene.shown_seat == seat


def test_shinobi_l_s_sequence_keeps_lea_s_hand_hidden(app: App) -> None:
    scene = shinobi_after_kiku(app)
    for _ in range(120):  # the table settles (frames, not a wait on a worker)
        run(app, STEP)
        if scene.handoff_flow.awaits_key():
            break
    assert scene.handoff_flow.awaits_key()  # the banner: 'Space ... to go on'
    press(app, pygame.K_SPACE, " ")
    run(app, STEP)
    cover = at_the_cover(app)
    assert cover.seat == 1 and scene.shown_seat is None
    stays_closed(app, scene, cover, 1)


def test_night_s_cover_takes_no_space_nor_an_early_key(app: App) -> None:
    scene = after_the_computer(app)  # Ana's drop after the computer's hit; Mei held it
    run(app, 0.1)
    press(app, pygame.K_SPACE, " ")
    run(app, STEP)
    stays_closed(app, scene, at_the_cover(app), 0)


def test_dojo_s_battle_cover_takes_no_space_nor_an_early_key(app: App, ui: Driver) -> None:
    """Ada fights two of Zoe's ninjas: Zoe's cover, to lay her battle cards."""
    scene, _covers = _open_table(app, ui, "en")
    state = scene.state
    me = state.mover
    h = next(h for h in state.board.hexes() if h not in state.dojos and h not in state.ninjas)
    state.ninjas[h] = [0, 0]
    state.ninjas[h][me], state.ninjas[h][1 - me] = 2, 2
    state.phase = "battle"
    scene.play(f"fight {hex_text(h)}")
    for _ in range(60):
        run(app, STEP)
        if isinstance(app.top, HandoffScene):
            break
    cover = at_the_cover(app)
    assert cover.seat == 1 - me
    stays_closed(app, scene, cover, 1 - me)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_space_on_the_cover_says_which_key_opens_it(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Never a dead key: 'Not Space: Ana, press Enter or click the button', a while."""
    app.set_language(lang)
    scene = after_the_computer(app)
    run(app, 0.1)
    press(app, pygame.K_RETURN)
    run(app, STEP)
    cover = at_the_cover(app)
    run(app, GRACE_SECONDS + 0.1)
    note = app.tr("handoff.not_space", name="Ana")
    texts = record_texts(monkeypatch)
    app.draw()
    assert note not in texts
    press(app, pygame.K_SPACE, " ")
    app.draw()
    assert note in texts and app.top is cover and scene.shown_seat is None
    run(app, NOT_SPACE_SECONDS + 0.1)
    texts.clear()
    app.draw()
    assert note not in texts


def test_a_press_in_the_hold_is_dropped_and_a_pad_waits_too(app: App) -> None:
    from scenes.pad_hub import PadPress

    scene = after_the_computer(app)
    run(app, 0.1)
    press(app, pygame.K_RETURN)
    run(app, STEP)
    cover = at_the_cover(app)
    press(app, pygame.K_RETURN)  # in the hold: dropped, not kept for its end
    cover.handle_pad(PadPress(pad=0, command="a", seat=None))
    run(app, GRACE_SECONDS + 0.1)
    assert app.top is cover and scene.shown_seat is None
    cover.handle_pad(PadPress(pad=0, command="a", seat=None))  # A, after it
    assert app.top is scene and scene.shown_seat == 0


def test_the_held_button_shows_a_bar_filling(app: App) -> None:
    """Greyed with a bar of the person's colour along its foot, then lit, no bar."""
    scene = after_the_computer(app)
    run(app, 0.1)
    press(app, pygame.K_RETURN)
    run(app, STEP)
    cover = at_the_cover(app)
    canvas = pygame.Surface(CANVAS)

    def bar_pixels() -> int:
        canvas.fill((0, 0, 0))
        cover.draw(canvas)
        rect = cover.button.rect
        row = rect.bottom - 8  # the bar's row (px(10) up at 1280x720, 4 px high)
        return sum(
            1 for x in range(rect.left, rect.right) if canvas.get_at((x, row))[:3] == cover.colour
        )

    run(app, GRACE_SECONDS / 2)
    half = bar_pixels()  # about half the button's width
    assert half > cover.button.rect.width // 3 and not cover.button.enabled
    run(app, GRACE_SECONDS / 2 + 0.1)
    assert bar_pixels() < half // 4 and cover.button.enabled  # no bar: lit
    assert scene.shown_seat is None
