"""Issue 33: a replay or a review opened from the History took about 5 s under load
with nothing on screen. In a window, "Opening the replay…" now shows at once, drawn
before the room is built, and stays until the room takes its place (headless runs,
the tests' and the pictures', build it at once as before)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scenes import theme
from scenes.app import App
from scenes.history import actions
from scenes.history.opening import OpeningScene
from scenes.message import MessageScene
from scenes.scene import Scene

from .conftest import Driver


class Room(Scene):
    def draw(self, canvas: Any) -> None:
        canvas.fill((10, 20, 30))


@pytest.fixture
def window(app: App, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, tuple[Any, ...]]]:
    """The app as in a window (not headless), with the rooms' openers recorded."""
    monkeypatch.setattr(app, "headless", False)
    built: list[tuple[str, tuple[Any, ...]]] = []

    def room(module: str, name: str) -> Any:
        def make(*args: Any) -> Scene:
            built.append((module, args[1:]))
            return Room(args[0])

        return make

    monkeypatch.setattr(actions, "room", room)
    return built


def drawn_words(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    words: list[str] = []
    real = theme.text

    def recording(string: str, *args: Any, **kwargs: Any) -> Any:
        words.append(string)
        return real(string, *args, **kwargs)

    monkeypatch.setattr(theme, "text", recording)
    app.draw()
    monkeypatch.setattr(theme, "text", real)
    return words


@pytest.mark.parametrize("what", ["replay", "review"])
def test_opening_a_room_says_so_at_once_and_builds_it_after_that_is_shown(
    app: App,
    ui: Driver,
    window: list[Any],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    what: str,
) -> None:
    below = MessageScene(app, "History", "")
    app.push(below)
    path = tmp_path / "record.json"
    if what == "replay":
        actions.open_replay_of(app, path)
    else:
        actions.open_review_of(app, path, 1)
    opening = app.top
    assert isinstance(opening, OpeningScene) and window == [] and opening.animating
    opening.update(1 / 60)  # not drawn yet: the words come first
    assert window == [] and app.top is opening
    assert app.tr(f"history.opening.{what}") in drawn_words(app, monkeypatch)
    ui.step()
    args = (path,) if what == "replay" else (path, 1)
    assert window == [(f"scenes.{what}", args)]
    assert isinstance(app.top, Room) and app.stack == [below, app.top]


def test_a_room_that_fails_still_says_so_in_a_window(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(app, "headless", False)

    def broken(module: str, name: str) -> Any:
        raise ImportError("cannot import name 'x'", name=module)

    monkeypatch.setattr(actions, "room", broken)
    below = MessageScene(app, "History", "")
    app.push(below)
    actions.open_replay_of(app, tmp_path / "record.json")
    ui.step(2)
    assert isinstance(app.top, MessageScene) and app.top.text == app.tr("save.error.unknown")
    assert not any(isinstance(scene, OpeningScene) for scene in app.stack)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_headless_runs_open_the_room_at_once(
    app: App, window: list[Any], monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    monkeypatch.setattr(app, "headless", True)
    app.language_for_run(lang)
    assert app.tr("history.opening.records").endswith("…")
    actions.open_records(app)
    assert isinstance(app.top, Room) and window == [("scenes.records", ())]
