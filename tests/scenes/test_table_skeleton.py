"""The four tables on one skeleton (issue 15 §2): the same keys give the same outcome on
each (H hint, U undo, F1 rules, Esc menu, Space to hurry), the same undo rule, the same
top-bar buttons, and a hint that knows only what the acting seat knows."""

from __future__ import annotations

import sys
from typing import Any

import pygame
import pytest

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo.scene import DojoScene
from scenes.night.round_card import COME_IN
from scenes.night.scene import NightScene
from scenes.pause import PauseScene
from scenes.rules_scene import RulesScene
from scenes.shinobi import ShinobiScene
from scenes.table import TOP_BUTTONS, TableScene
from scenes.taisen import TaisenScene

from .conftest import Driver, record_texts

TABLES: dict[str, type[TableScene]] = {
    "taisen": TaisenScene,
    "shinobi": ShinobiScene,
    "night": NightScene,
    "dojo": DojoScene,
}
GAMES = list(TABLES)


def person_to_move(app: App, ui: Driver, game: str, *, animate: bool = False) -> Any:
    """The game's table, one person (seat 0) against the easy computer, on the person's
    turn (the computer answers at once)."""
    options = {"players": 2} if game in ("shinobi", "night") else {}
    session = GameSession.new(game, [Seat(), Seat("ai", "easy")], 11, options, autosave=False)
    scene = TABLES[game](app, session, animate=animate, ai_pause=0)
    scene._think = lambda level: Ready(make_agent("random", 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    ui.step()
    for _ in range(400):
        if scene.can_act:
            break
        ui.step()
    assert scene.can_act, f"{game}: the person never got to move"
    return scene


@pytest.mark.parametrize("game", GAMES)
def test_every_table_is_one_skeleton_with_the_same_top_buttons(app: App, ui: Driver, game: str):
    scene = person_to_move(app, ui, game)
    assert isinstance(scene, TableScene)
    assert set(TOP_BUTTONS) <= set(scene.buttons)
    assert scene.buttons["hint"].enabled
    assert scene.buttons["undo"].enabled == scene.can_undo() == scene.session.can_undo()


@pytest.mark.parametrize("game", GAMES)
def test_f1_opens_this_games_rules_and_esc_the_shared_pause_menu(
    app: App, ui: Driver, game: str
) -> None:
    scene = person_to_move(app, ui, game)
    ui.key(pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.game == game
    app.pop()
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and app.top.session is scene.session
    app.pop()
    ui.key(pygame.K_p)
    assert isinstance(app.top, PauseScene)


@pytest.mark.parametrize("game", GAMES)
def test_h_shows_the_hard_computers_move_found_on_the_seats_own_view(
    app: App, ui: Driver, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    given: list[tuple[str, Any]] = []

    def think(level: str, seed: int, state: Any) -> Ready:
        given.append((level, state))
        return Ready(make_agent("random", seed).choose(state))

    monkeypatch.setattr(ai_turn, "think", think)
    monkeypatch.setattr(ai_turn, "think_hint", think)
    monkeypatch.setattr(ai_turn, "think_plan", think)  # Dojo's hint (a plan of one here)
    monkeypatch.setattr(ai_turn, "think_hint_plan", think)  # Dojo's hint (a plan of one here)
    scene = person_to_move(app, ui, game)
    ui.key(pygame.K_h)
    ui.step(2)
    assert [level for level, _ in given] == ["hard"]
    assert scene.hint is not None
    assert str(scene.hint) in {str(a) for a in scene.state.legal_actions()} or game == "night"
    state = given[0][1]
    if hasattr(scene.state, "determinize"):  # a game with hidden things: dealt again
        assert state is not scene.state
    scene.play(scene.hint)
    ui.step()
    assert scene.hint is None  # a new position: the hint goes


@pytest.mark.parametrize("game", GAMES)
def test_u_goes_back_within_the_persons_turn_and_never_past_what_was_revealed(
    app: App, ui: Driver, game: str
) -> None:
    scene = person_to_move(app, ui, game)
    session = scene.session
    ui.key(pygame.K_u)  # nothing played yet: nothing to take back
    assert not session.actions or not session.can_undo()
    played = 0
    while scene.can_act and not session.can_undo() and played < 6:
        scene.play(scene.state.legal_actions()[0])
        played += 1
        ui.step(3)
    before = list(session.actions)
    could = scene.can_undo()
    assert scene.buttons["undo"].enabled == could
    ui.key(pygame.K_u)
    if could:
        assert len(session.actions) < len(before)
        assert session.actions == before[: len(session.actions)]
    else:
        assert session.actions == before


@pytest.mark.parametrize("game", GAMES)
def test_space_hurries_what_is_being_shown(app: App, ui: Driver, game: str) -> None:
    scene = person_to_move(app, ui, game, animate=True)
    for _ in range(6):
        if scene.busy:
            break
        if scene.can_act:
            scene.play(scene.state.legal_actions()[0])
        else:
            ui.step()
    if not scene.busy:
        pytest.skip(f"{game}: nothing animated after the first moves of this seed")
    ui.key(pygame.K_SPACE)
    ui.step(2)
    card = getattr(getattr(scene, "stage", None), "round_card", None)
    if card is not None and card.showing is not None:
        # Night: Space ended the hold on the computer's placement, and the new round's
        # card is a moment of its own that began after it (scenes/night/round_card.py):
        # Space puts that away too, once it has come in (round_card.COME_IN: a key
        # meant for the hold just gone is not the card's)
        for _ in range(600):
            if card.age >= COME_IN or card.showing is None:
                break
            ui.step()
        ui.key(pygame.K_SPACE)
        ui.step(2)
    assert not scene.busy


def drawn_buttons(app: App, scene: Any) -> list[str]:
    """The top-bar buttons drawn in one frame of the app."""
    drawn: list[str] = []
    for name, button in scene.buttons.items():
        real = button.draw

        def spy(*args: Any, _name: str = name, _real: Any = real) -> Any:
            drawn.append(_name)
            return _real(*args)

        button.draw = spy
    app.draw()
    for button in scene.buttons.values():
        del button.draw
    return drawn


@pytest.mark.parametrize("game", GAMES)
def test_the_top_buttons_never_draw_over_an_overlay(app: App, ui: Driver, game: str) -> None:
    scene = person_to_move(app, ui, game)
    assert set(TOP_BUTTONS) <= set(drawn_buttons(app, scene))
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    assert drawn_buttons(app, scene) == []  # the pause menu's veil has nothing over it
    app.pop()
    ui.key(pygame.K_F1)
    assert drawn_buttons(app, scene) == []


def test_shinobis_own_screens_cover_the_top_buttons(app: App, ui: Driver) -> None:
    scene = person_to_move(app, ui, "shinobi")
    for key in (pygame.K_s, pygame.K_j):
        ui.key(key)
        assert scene.covered and drawn_buttons(app, scene) == []
        click_at = scene.buttons["menu"].rect.center
        ui.click(click_at)  # a click where Menu sits closes the screen, opens no menu
        assert not scene.covered and app.top is scene


@pytest.mark.parametrize("game", GAMES)
def test_every_table_says_its_hint_in_words_as_well_as_on_the_board(
    app: App, ui: Driver, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scenes import theme

    def think(level: str, seed: int, state: Any) -> Ready:
        return Ready(make_agent("random", seed).choose(state))

    monkeypatch.setattr(ai_turn, "think", think)
    monkeypatch.setattr(ai_turn, "think_hint", think)
    monkeypatch.setattr(ai_turn, "think_plan", think)  # Dojo's hint (a plan of one here)
    monkeypatch.setattr(ai_turn, "think_hint_plan", think)  # Dojo's hint (a plan of one here)
    scene = person_to_move(app, ui, game)
    ui.key(pygame.K_h)
    ui.step(2)
    assert scene.hint is not None
    drawn = record_texts(monkeypatch)
    theme.clear_caches()
    for name, module in list(sys.modules.items()):  # texts rendered once and kept
        if name.startswith("scenes"):
            for value in list(vars(module).values()):
                if hasattr(value, "cache_info") and not isinstance(value, type):
                    value.cache_clear()
    app.draw()
    assert any("Hint:" in line for line in drawn), f"{game}: the hint is not said in words"
