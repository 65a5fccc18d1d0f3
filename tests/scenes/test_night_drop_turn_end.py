"""Newcomer D (s10, nc-94/077.png, hot-seat): Mei's Shuriken hit Aki, whose backpack was
full; the laptop went to Aki to drop a token, and then Aki read 'Your move is played:
End turn (Enter) passes the turn' in Mei's turn. After a token dropped for a hit in
another seat's turn, the prompt says that End turn lets the next one play, in both
languages."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene


def dropping_table(app: App, own: bool) -> NightScene:
    """Aki (seat 0) to drop a token from a full backpack: hit in Mei's turn (seat 1 to
    act), or (`own`) after a miss in Aki's own turn's last action."""
    app.settings.confirm_turn_end = True
    s = line_state([("move", "skip")] * 3, (0, 2, 3))
    s.index = 0 if own else 1
    s.step = 1 if own else 0
    pack = s.backpacks[0]
    spare = [t for t in s.roofs[4] if s.kinds[t] != "yellow"]
    for slot in range(len(pack)):
        token = spare[slot]
        s.roofs[4].remove(token)
        pack[slot] = token
        s.known[token].add(0)
    s.drop_seat = 0
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_drop_in_another_s_turn_says_end_turn_lets_them_play(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = dropping_table(app, own=False)
    assert scene.can_act and scene.state.drop_seat == 0
    scene.play(scene.state.legal_actions()[0])
    assert scene.turn_end.waiting and scene.state.current_player == 1
    scene.draw(pygame.Surface((1280, 720)))
    prompt = scene.prompt_panel._text()
    assert prompt == app.tr("night.turn_end.drop", name=scene.seat_name(1))
    assert app.tr("turn_end.prompt") not in prompt  # fails before: 'passes the turn'
    scene.turn_end.confirm()
    assert scene.state.current_player == 1 and not scene.turn_end.waiting
    app.set_language("en")


def test_a_drop_in_one_s_own_turn_says_nothing_of_the_kind(app: App) -> None:
    """A miss in Aki's own turn: the drop leaves Aki to play on (End the turn is
    Aki's own), nothing waits and the words are not said."""
    scene = dropping_table(app, own=True)
    assert scene.state.current_player == 0
    scene.play(scene.state.legal_actions()[0])
    assert scene.state.current_player == 0 and not scene.turn_end.waiting
    scene.draw(pygame.Surface((1280, 720)))
    assert app.tr("night.turn_end.drop", name=scene.seat_name(1)) not in scene.prompt_panel._text()


def settle_until_cover_or_turn(scene: NightScene, app: App) -> None:
    from scenes.handoff import HandoffScene

    for _ in range(120):
        scene.update(1 / 60)
        if isinstance(app.top, HandoffScene):
            break


def test_the_owner_s_turn_with_nothing_left_ends_by_itself_after_the_drop(app: App) -> None:
    """Mei's action was done when her Shuriken hit Aki: after Aki's drop, Mei's turn
    holds nothing but End the turn, so it ends by itself (a plain End, never 'had
    nothing to do: turn passed', newcomer I, s10), with no cover for Mei: one hand-off
    a punch (newcomer V, s13, 098-102: three)."""
    from scenes.handoff import HandoffScene

    scene = dropping_table(app, own=False)
    scene.state.main_done = True  # Mei's planned action is done: End the turn is left
    scene.play(scene.state.legal_actions()[0])
    scene.turn_end.confirm()
    dropped = len(scene.state.history)
    settle_until_cover_or_turn(scene, app)
    assert "end idle" not in scene.state.history
    # Mei's End, the first action after the drop: the next seat's computer may already
    # have played after it, as fast as its worker answers (a wall-clock race: the lead's
    # s23 suite saw 'move 0 27.0' last)
    after = scene.state.history[dropped:]
    assert after[:1] == ["end"]  # fails before: Mei's cover, her End to press
    assert not isinstance(app.top, HandoffScene) or scene.state.current_player != 1


def test_the_owner_with_a_bonus_left_gets_her_turn_back(app: App) -> None:
    """Mei still holds a bonus she may play: her turn is hers to end, in the open (her
    Hook face down, its row left out; 'Look at my tokens' shows it: s15)."""
    from support.night_line import give

    scene = dropping_table(app, own=False)
    scene.state.main_done = True
    give(scene.state, "hook", seat=1)
    scene.play(scene.state.legal_actions()[0])
    scene.turn_end.confirm()
    settle_until_cover_or_turn(scene, app)
    assert scene.state.current_player == 1 and scene.state.history[-1].startswith("drop")
    assert app.top is scene and scene.shown_seat == 1
    assert "peek" in [a.kind for a, _ in scene.options]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_drop_s_confirm_says_drop_this_token(app: App, lang: str) -> None:
    """The drop's confirm said 'End turn' in a turn that was not the dropper's
    (newcomer V, s13, 095): its button says 'Drop this token'."""
    app.set_language(lang)
    scene = dropping_table(app, own=False)
    scene.play(scene.state.legal_actions()[0])
    assert scene.turn_end.waiting
    label = scene.turn_end.button.label
    assert (label() if callable(label) else label) == app.tr("night.turn_end.drop_button")
    app.set_language("en")
