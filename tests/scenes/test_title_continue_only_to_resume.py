"""The title's Continue is there only when there is a game to resume (newcomer P, s19:
'Continue' showed, grey, 'None to resume', with nothing in progress). With nothing to
resume it is neither drawn nor reached by the keys, and the row's other buttons share
its room; with an unfinished autosave it is drawn, focused, and Enter resumes the game.
Coming back to the title after a game is begun, Continue appears; once the game is over,
it goes."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.paths import saves_dir
from ninjas.core.session import AUTOSAVE_NAME, GameSession, Seat
from scenes.app import App
from scenes.title import GameCard, TitleScene

from .conftest import Driver, FakeGameScene, record_blits


def save_game(moves: int | None) -> GameSession:
    """A Taisen game of `moves` moves (None: played to its end) as the autosave."""
    session = GameSession.new("taisen", [Seat(), Seat()], seed=3)
    done = 0
    while not session.state.is_terminal and (moves is None or done < moves):
        session.apply(session.state.legal_actions()[0])
        done += 1
    session.save(saves_dir() / AUTOSAVE_NAME)
    return session


def reached_by_keys(ui: Driver, title: TitleScene) -> set[str]:
    """The words of every button the Tab key and the arrows focus in turn."""
    words: set[str] = set()
    for key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN):
        for _ in range(len(title.menu.widgets) + 2):
            ui.key(key)
            focused = title.menu.focused
            if focused is not None and not isinstance(focused, GameCard):
                words.add(str(focused.label()))  # type: ignore[attr-defined]
    return words


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("autosave", ["none", "finished"])
def test_with_nothing_to_resume_there_is_no_continue(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    size: tuple[int, int],
    autosave: str,
) -> None:
    if autosave == "finished":
        save_game(None)
    app = sized_app(size)
    app.set_language(lang)
    title = TitleScene(app)
    app.push(title)
    ui = Driver(app)
    blits = record_blits(monkeypatch)
    ui.step()
    word = app.tr("title.continue")
    drawn = [text for text, _ in blits]
    assert word not in drawn  # fails before: a grey 'Continue' over 'None to resume'
    assert title.continue_button is None
    assert isinstance(title.menu.focused, GameCard)  # the focus starts on a card
    reached = reached_by_keys(ui, title)
    assert word not in reached
    assert app.tr("title.quit") in reached and app.tr("title.load") in reached
    buttons = [w for w in title.menu.widgets if not isinstance(w, GameCard)]
    assert all(b.enabled for b in buttons)  # no dead button in the row
    assert all(0 <= b.rect.left and b.rect.right <= size[0] for b in buttons)
    app.set_language("en")


def test_with_a_game_to_resume_continue_is_there_and_enter_resumes_it(
    app: App, ui: Driver, fake_game: type[FakeGameScene]
) -> None:
    session = save_game(2)
    title = TitleScene(app)
    app.push(title)
    ui.step()
    button = title.continue_button
    assert button is not None and button.enabled and button.sublabel is None
    assert title.menu.focused is button
    assert app.tr("title.continue") in reached_by_keys(ui, title)
    title.menu.focus(button)
    ui.key(pygame.K_RETURN)
    assert isinstance(ui.top, fake_game)
    assert ui.top.session.actions == session.actions


def test_continue_comes_with_a_game_begun_and_goes_when_it_is_over(app: App, ui: Driver) -> None:
    title = TitleScene(app)
    app.push(title)
    ui.step()
    assert title.continue_button is None
    settings = title.buttons["title.settings"]
    title.menu.focus(settings)
    save_game(2)  # a game begun, then back to the title
    title.on_resume()
    assert title.continue_button is not None
    assert title.menu.focused is title.buttons["title.settings"]  # the same button kept
    title.menu.focus(title.continue_button)
    save_game(None)  # that game played to its end
    title.on_resume()
    assert title.continue_button is None
    focused = title.menu.focused
    assert focused is not None and focused.can_focus


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_continue_coming_moves_no_other_button(
    sized_app: Callable[[tuple[int, int]], App], lang: str, size: tuple[int, int]
) -> None:
    """Newcomer X (s21): once an autosave came, Continue pushed the row to the right and
    his usual click on History hit Load. Without Continue, Learn to play takes its place
    too; every button after it stands where it stands with a game to resume."""
    app = sized_app(size)
    app.set_language(lang)
    title = TitleScene(app)
    app.push(title)
    app.draw()
    alone = {key: b.rect.copy() for key, b in title.buttons.items()}
    save_game(2)
    title.on_resume()
    app.draw()
    assert title.continue_button is not None
    learn = title.buttons["title.tutorial"]
    for key, rect in alone.items():
        if key != "title.tutorial":
            assert title.buttons[key].rect == rect, key  # fails before: moved right
    assert learn.rect.right == alone["title.tutorial"].right
    assert title.continue_button.rect.left == alone["title.tutorial"].left
    app.set_language("en")
