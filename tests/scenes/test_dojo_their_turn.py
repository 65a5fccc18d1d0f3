"""The other clan's battles of the turn just played stay in the action panel until the
person rolls (issue 33, newcomer P, s8: the hard computer threw at Ada's mountain, then
walked and summoned, and the log had scrolled the throw out before she looked). EN and
FR at 1280x720: the battles' lines drawn whole under the Roll button, though the log no
longer shows them; gone once the person has rolled and walked (newcomer A, s14, 020:
gone with the roll, before the walk it should guide)."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene

from .conftest import Driver


def after_a_computer_throw(seed: int = 3) -> GameSession:
    """A session (the person seat 0, the easy computer seat 1) played on, the person by
    seeded random moves, to the person's roll after a computer's turn with a throw
    (the computer then summoned: its lines pushed the throw's out of the log)."""
    for game in range(seed, seed + 100):
        session = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], game, {}, autosave=False)
        rng, agent = random.Random(game), make_agent("easy", game)
        threw = False
        for _ in range(3000):
            state = session.state
            if state.is_terminal:
                break
            if state.phase == "roll" and state.mover == 0 and threw and state.turns[0] >= 2:
                return session
            if state.phase == "roll" and state.mover == 1:
                threw = False
            if state.current_player == 1:
                action = str(agent.choose(state))
                threw = threw or action.startswith("throw")
            else:
                action = str(rng.choice(state.legal_actions()))
            session.apply(action)
    raise AssertionError("no computer's throw reached")


def drawn_in(rect: pygame.Rect, monkeypatch: pytest.MonkeyPatch, ui: Driver) -> list[str]:
    texts: list[str] = []
    original = theme.blit_text

    def recording(canvas, string, *args, **kw):  # type: ignore[no-untyped-def]
        drawn = original(canvas, string, *args, **kw)
        if rect.contains(drawn):
            texts.append(string)
        return drawn

    monkeypatch.setattr(theme, "blit_text", recording)
    ui.step()
    monkeypatch.setattr(theme, "blit_text", original)
    return texts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_computer_s_throw_stays_said_until_the_person_rolls(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    session = after_a_computer_throw()
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    # the throws' ends, as the log said them
    ends: list[str] = []
    for event in scene.replayed_events():
        if event.kind == "turn" and event.data["seat"] == 1:
            ends = []
        elif event.kind == "battle_over":
            ends += [text for owner, text in scene.describe(event) if owner is None]
    assert ends
    in_log = " ".join(row for _, row, _, _ in scene.log_panel.shown())
    assert any(end not in in_log for end in ends), "the log still shows every throw's end"
    # ... are said in the action panel, whole, under the Roll button
    said = drawn_in(scene.layout.action, monkeypatch, ui)
    title = {"en": "In Blue clan's turn:", "fr": "Au tour de Clan bleu\u00a0:"}[lang]
    title = next(text for text in said if text.startswith(title))  # (its roll beside)
    below = " ".join(said[said.index(title) :])
    # each throw's end whole, or where its walks take the room (they are always listed,
    # newcomer F, s15, 033_10) the throws counted, their shurikens on the board
    counted = str(app.tr.plural("dojo.their_turn.throws", len(ends)))
    assert all(end in below for end in ends) or counted in below, (ends, below)
    assert len(scene.their_turn.fights) == len(ends)
    roll = max(o.rect.bottom for o in scene.choices.options)
    for text, _ in scene.their_turn.lines():
        assert text in said
    assert scene.their_turn.place() is not None
    assert scene.their_turn.place().top > roll  # type: ignore[union-attr]
    # the person rolls: it is still said, and the board's trails stay, until their
    # first step (newcomer A, s14, 020: it went with the roll, before the walk)
    told = scene.their_turn.told()
    walks = list(scene.their_turn.walks)
    scene.play("roll")
    ui.step()
    assert scene.state.phase == "move"
    assert scene.their_turn.told() == told  # before: None (the person's roll not in it)
    assert scene.their_turn.walks == walks  # its trails on the board
    assert title in drawn_in(scene.layout.action, monkeypatch, ui)
    scene.play(next(str(a) for a in scene.state.legal_actions() if a.kind == "step"))
    ui.step()
    assert scene.their_turn.lines() == []
    assert title not in drawn_in(scene.layout.action, monkeypatch, ui)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hex_note_keeps_off_the_other_clan_s_battles(app: App, ui: Driver, lang: str) -> None:
    """The note of the hex pointed at stands at the panel's foot when there is room:
    never over these lines (it goes to the map or the log's top instead)."""
    app.set_language(lang)
    scene = DojoScene(app, after_a_computer_throw(), animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    bottom = scene.their_turn.bottom()
    place = scene.their_turn.place()
    assert bottom is not None and place is not None
    told = pygame.Rect(place.left, place.top, place.width, bottom - place.top)
    for h in list(scene.state.terrain)[::3]:  # hexes pointed at, one after the other
        scene.mouse = scene.view.centre(h)
        scene.cursor = None
        ui.move(scene.view.centre(h))
        box = scene.note.box()
        if box is not None:
            assert not box[0].colliderect(told), (h, box[0], told)
