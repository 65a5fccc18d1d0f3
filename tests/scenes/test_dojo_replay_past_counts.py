"""While 'Replay its turn' plays, the side panels count the board drawn, not today's
(newcomer K, s17, rp1_6: 'Ninjas 6, Land 2' over the board put back to where the
computer's turn began), and its deck and discard as they stood at the move shown; once
it is over, today's again."""

from __future__ import annotations

import pygame
import pytest

from ninjas.dojo.scoring import on_board
from scenes.app import App
from scenes.dojo.deck_warning import AtMoment, warning_lines
from scenes.dojo.past_counts import shown_piles, turn_piles

from .conftest import Driver, record_texts
from .test_dojo_turn_again import _frames_until, _kept_turn


def test_the_replay_counts_the_board_it_draws(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _kept_turn(app)
    state = scene.state
    computer = 1 - state.mover
    label = app.tr("dojo.stat.ninjas")
    now = f"{label} {state.on_board(computer)}"
    ui.key(pygame.K_t)
    assert scene.turn_again.active
    past = on_board(state.terrain, scene.stage.shown_ninjas(), computer)
    assert past < state.on_board(computer)  # (its summoning gave ninjas since)
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    assert f"{label} {past}" in texts and now not in texts  # before: today's count
    scene.turn_again.stop()
    _frames_until(scene, lambda: not scene.turn_again.active)
    texts.clear()
    scene.draw(pygame.Surface(app.view_size))
    assert now in texts


def test_the_replay_counts_the_decks_and_discards_of_the_move_shown(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The deck and discard counts too (closing s17, Left #2, E14: today's were said over
    the past board): those when its turn began, then after each move played again; at
    its last move, today's."""
    scene = _kept_turn(app)
    state = scene.state
    computer = 1 - state.mover
    now = (len(state.decks[computer]), len(state.discards[computer]))
    label = app.tr("dojo.stat.discard")
    ui.key(pygame.K_t)
    again = scene.turn_again
    assert again.active
    past = turn_piles(scene, computer)
    assert past is not None
    start = past[0][computer]
    assert start[0] > now[0] and start[1] < now[1]  # its summoning drew and discarded since
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    assert f"{label} {start[1]}" in texts and str(start[0]) in texts
    assert f"{label} {now[1]}" not in texts and str(now[0]) not in texts  # before: today's
    seen = [shown_piles(scene, computer)]
    while True:
        _frames_until(scene, lambda: again.shown or not again.active)
        if not again.active:
            break
        seen.append(shown_piles(scene, computer))
        again.go_on()
    assert seen[0] == start and seen[-1] == now  # the summoning's, at its own move
    assert seen == sorted(seen, key=lambda piles: (-piles[0], piles[1]))  # never back


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replay_top_bar_says_the_moment_shown(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """The top bar's warning of the decks reads the replayed moment, as the panel does:
    it said today's '28 cards left' over the panel's replayed 41 (newcomer A, s24, k28).
    The moment shown here is one whose decks are short (a warning), today's are not."""
    app.set_language(lang)
    scene = _kept_turn(app)
    width = app.view_size[0] // 2
    ui.key(pygame.K_t)
    again = scene.turn_again
    assert again.active
    moment = again.moment_shown()
    assert moment is not None and moment is not scene.state
    assert shown_piles(scene, 0)[0] == len(moment.decks[0])  # the panel's moment
    short = moment.clone()
    for seat in (0, 1):
        short.decks[seat] = short.decks[seat][:2]
    monkeypatch.setattr(again, "moment_shown", lambda: short)
    then = warning_lines(AtMoment(scene, short), width, int(short.mover))
    today = warning_lines(scene, width, int(scene.state.mover))
    assert then is not None and today is not None and then[0] != today[0]
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    shown = " ".join(texts)
    assert not any(line in shown for line in today[0])  # before: today's words
    assert "2" in " ".join(then[0]) and all(word in shown for word in " ".join(then[0]).split())
