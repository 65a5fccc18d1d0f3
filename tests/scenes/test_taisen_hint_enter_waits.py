"""Enter pressed while the Taisen hint still searches waits for its answer and plays it
(newcomer B, s24 t08: Enter then did nothing, and a turn ended with a die unused); the
search is said in the hint's own words, under the board, never as a 'thinking' line
under the player's own name in the header."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from ninjas.core.session import GameSession, Seat  # noqa: E402
from scenes import ai_turn  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.taisen import TaisenScene, hud, top_bar  # noqa: E402

STEP = 1.0 / 60.0


class Later:
    """A hint search that answers once `answer` is set."""

    def __init__(self) -> None:
        self.answer: Any = None

    def result(self) -> Any:
        return self.answer

    def cancel(self) -> None:
        pass


def table(app: App, lang: str) -> TaisenScene:
    app.set_language(lang)
    seats = [Seat("human"), Seat("ai", "random")]
    session = GameSession.new("taisen", seats, seed=7, options={"first": "monkey"}, autosave=False)
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    for _ in range(600):
        scene.update(STEP)
        if scene.can_act and not scene.busy:
            return scene
    raise AssertionError("never the person's turn")


def key(scene: TaisenScene, code: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    scene.update(STEP)


def asked(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, moved: bool = True
) -> tuple[TaisenScene, Later]:
    """The hint asked, its search running; `moved`: after one die used (the turn may
    end then, and Enter with nothing picked ended it)."""
    search = Later()
    monkeypatch.setattr(ai_turn, "think_hint", lambda level, seed, state: search)
    scene = table(app, lang)
    if moved:
        scene.play(next(a for a in scene.state.legal_actions() if not a.is_end))
        for _ in range(600):
            scene.update(STEP)
            if scene.can_act and not scene.busy:
                break
        assert scene.selection.can_end and scene.selection.moves
    key(scene, pygame.K_h)
    assert scene.hint_pending
    return scene, search


@pytest.mark.parametrize("lang,moved", [("en", True), ("fr", True), ("en", False)])
def test_enter_during_the_search_plays_the_hint_once_found(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, moved: bool
) -> None:
    scene, search = asked(app, monkeypatch, lang, moved)
    played = len(scene.session.actions)
    moves = [a for a in scene.state.legal_actions() if not a.is_end]
    target = moves[-1]
    key(scene, pygame.K_RETURN)
    for _ in range(30):  # the search still runs: nothing played, the turn not ended
        scene.update(STEP)
    assert len(scene.session.actions) == played and scene.hint_pending
    words, _ = scene.guidance.prompt(None)
    assert words == app.tr("taisen.prompt.hint_wait_enter")
    search.answer = target
    scene.update(STEP)
    assert scene.session.actions[played:] == [str(target)]


def test_a_hint_to_end_found_after_enter_is_shown_not_played(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, search = asked(app, monkeypatch, "en")
    played = len(scene.session.actions)
    key(scene, pygame.K_RETURN)
    search.answer = next(a for a in scene.state.legal_actions() if a.is_end)
    scene.update(STEP)
    assert len(scene.session.actions) == played
    assert scene.hint is not None and scene.hint.is_end


def test_a_die_picked_by_hand_lets_the_wait_go(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene, search = asked(app, monkeypatch, "en")
    key(scene, pygame.K_TAB)  # the person's own focus: Enter picks it, nothing waits
    key(scene, pygame.K_RETURN)
    assert scene.hint_enter is None


def test_the_search_is_no_thinking_line_under_the_player_s_name(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, _ = asked(app, monkeypatch, "fr")
    spun: list[object] = []
    monkeypatch.setattr(hud, "draw_spinner", lambda *args, **kw: spun.append(args))
    top_bar.draw(pygame.Surface(app.view_size), scene)
    assert scene.hint_pending and not spun
    words, _ = scene.guidance.prompt(None)
    assert words == app.tr("taisen.prompt.hint_wait")
