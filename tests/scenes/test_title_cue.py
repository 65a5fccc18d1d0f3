"""Newcomers L and M, s17 (title 8: 'a clearer "click a card to play" cue'; '"Learn to
play" silently follows the highlighted card: say so'): under the cards the title says
'Click a game to play it. Learn to play teaches the game chosen above: Ninja Taisen.',
the game following the card chosen with the keys, in the room between the cards and
the buttons (scenes/title_cue.py). EN and FR, 1280x720 and 1920x1080."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.title import GameCard, TitleScene

from .conftest import Driver


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_cue_says_click_and_which_game_learn_teaches(
    sized_app: Callable[[tuple[int, int]], Any],
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    size: tuple[int, int],
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    title = TitleScene(app)
    app.push(title)
    said: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def noting(canvas: pygame.Surface, string: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(canvas, string, *args, **kwargs)
        said.append((string, rect))
        return rect

    monkeypatch.setattr(theme, "blit_text", noting)
    ui = Driver(app)
    ui.step()
    cue = {
        "en": "Click a game to play it. Learn to play teaches the game chosen above: Ninja Taisen.",
        "fr": "Cliquez sur un jeu pour y jouer. Apprendre à jouer enseigne le jeu choisi plus"
        " haut\u00a0: Ninja Taisen.",
    }[lang]
    drawn = dict(said)
    assert cue in drawn  # fails before: no such line
    line = drawn[cue]
    cards = [w.rect for w in title.menu.widgets if isinstance(w, GameCard)]
    buttons = [w.rect for w in title.menu.widgets if not isinstance(w, GameCard)]
    assert line.top >= max(r.bottom for r in cards)
    assert line.bottom <= min(r.top for r in buttons)
    assert line.right <= app.canvas.get_width()
    # a key chooses the next card: the line names it, as the button does
    said.clear()
    ui.key(pygame.K_DOWN)
    chosen = title.selected_game()
    assert chosen != "taisen"
    name = str(app.tr(f"game.{chosen}.name"))
    end = name if name.endswith(("!", "?")) else f"{name}."
    assert any(text.endswith(end) for text, _ in said)
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_name_ending_with_its_own_mark_takes_no_full_stop(app: Any, lang: str) -> None:
    """Newcomer S, s20 (100): '... le jeu choisi plus haut : Shinobi WAT-AAH!.' The name
    ends the line with its own '!'; the other games' names with the line's '.'."""
    from scenes.title_cue import cue_text

    app.set_language(lang)
    said = cue_text(app, "shinobi")
    assert said.endswith(" WAT-AAH!"), said  # fails before: 'WAT-AAH!.'
    assert cue_text(app, "night").endswith(f"{app.tr('game.night.name')}.")
    app.set_language("en")


@pytest.mark.parametrize(("lang", "word"), [("en", "Chosen"), ("fr", "Choisi")])
def test_the_chosen_card_wears_a_chosen_tag(
    app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, word: str
) -> None:
    """The card of the game chosen (the one the line names) wears 'Chosen', the others
    not; clear of 'Played last' on the same edge (tests/scenes/test_title_one_game.py
    moves the pointer and the keys)."""
    app.set_language(lang)
    app.last_game = "taisen"
    title = TitleScene(app)
    app.push(title)
    Driver(app).step(30)  # the focus's glow lit
    words: list[str] = []
    real = theme.text

    def noting(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        words.append(string)
        return real(string, *args, **kwargs)

    monkeypatch.setattr(theme, "text", noting)
    canvas = pygame.Surface((1280, 720))
    cards = {w.game: w for w in title.menu.widgets if isinstance(w, GameCard)}
    cards["taisen"].draw(canvas)
    assert word in words
    assert app.tr("title.played_last") in words
    words.clear()
    cards["night"].draw(canvas)
    assert word not in words
    from scenes.title_cue import draw_chosen_tag

    tag = draw_chosen_tag(canvas, app, cards["taisen"].rect)
    assert tag.right < cards["taisen"].rect.centerx  # the left half; 'Played last' right
    app.set_language("en")
