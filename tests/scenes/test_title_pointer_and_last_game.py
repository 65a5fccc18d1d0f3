"""The title lights a game card for a reason it can show (newcomer N, s12, nc-N/001:
Shinobi lit and 'Learn to play: Shinobi WAT-AAH!' at the first start, never chosen: the
window had opened under a pointer resting on Shinobi's card). A pointer that has not
moved since it came into the window chooses nothing, the first card stays lit; the
card of the game played last wears a 'Played last' tag."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.settings import load_settings
from scenes import theme
from scenes.app import App
from scenes.title import GameCard, TitleScene

from .conftest import Driver


def card(title: TitleScene, game: str) -> GameCard:
    return next(w for w in title.menu.widgets if isinstance(w, GameCard) and w.game == game)


@pytest.mark.parametrize(("lang", "first"), [("en", "Ninja Taisen"), ("fr", "Ninja Taisen")])
def test_a_pointer_the_window_opened_under_chooses_nothing(
    app: App, ui: Driver, lang: str, first: str
) -> None:
    app.set_language(lang)
    title = TitleScene(app)
    app.push(title)
    ui.step()
    shinobi = card(title, "shinobi")
    # what SDL says as the window opens under a still pointer: it enters, and stands
    ui.event(pygame.WINDOWENTER, window=None)
    ui.event(pygame.MOUSEMOTION, pos=shinobi.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.step(60)  # a second: longer than a rest
    assert title.selected_game() == "taisen"
    assert title.taught_game() == first
    assert card(title, "taisen").focused and not shinobi.focused
    # the person moves it: the card under it is lit, not chosen, however long it rests
    # there (newcomer H, s16: a real mouse crosses Night between Dojo and the button)
    ui.event(pygame.MOUSEMOTION, pos=shinobi.rect.move(3, 2).center, rel=(3, 2), buttons=(0, 0, 0))
    ui.step(60)
    assert shinobi.focused and title.selected_game() == "taisen"


def words_drawn(game_card: GameCard, canvas: pygame.Surface, monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """The words the card draws through theme.text (its tag among them)."""
    words: list[str] = []
    real = theme.text

    def noting(string: str, *args, **kwargs):  # type: ignore[no-untyped-def]
        words.append(string)
        return real(string, *args, **kwargs)

    monkeypatch.setattr(theme, "text", noting)
    game_card.draw(canvas)
    monkeypatch.setattr(theme, "text", real)
    return words


@pytest.mark.parametrize(("lang", "tag"), [("en", "Played last"), ("fr", "Dernière partie")])
def test_the_card_of_the_game_played_last_says_so(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str, tag: str
) -> None:
    app.set_language(lang)
    title = TitleScene(app)
    app.push(title)
    ui.step()
    assert tag not in words_drawn(card(title, "taisen"), app.canvas, monkeypatch)  # none yet
    app.last_game = "shinobi"
    title.on_resume()  # back from a game of Shinobi: its card lit, and why
    assert title.selected_game() == "shinobi" and card(title, "shinobi").focused
    assert words_drawn(card(title, "shinobi"), app.canvas, monkeypatch).count(tag) == 1
    assert tag not in words_drawn(card(title, "taisen"), app.canvas, monkeypatch)


@pytest.mark.parametrize(("lang", "tag"), [("en", "Played last"), ("fr", "Dernière partie")])
def test_the_game_played_last_still_says_so_after_a_restart(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, tag: str
) -> None:
    """Newcomer H, s16 (092 then 100): Dojo's card said 'Played last'; the game started
    again on the same data folder, and the tag was gone: it lived in memory only."""
    app.last_game = "dojo"  # what a Dojo table does as it opens
    again = App(load_settings(), headless=True)  # the next start reads the file
    again.set_language(lang)
    title = TitleScene(again)
    again.push(title)
    assert title.selected_game() == "dojo"
    assert words_drawn(card(title, "dojo"), again.canvas, monkeypatch).count(tag) == 1
    assert tag not in words_drawn(card(title, "taisen"), again.canvas, monkeypatch)
