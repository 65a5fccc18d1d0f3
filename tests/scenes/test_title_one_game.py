"""Issue 33 (title): 'Learn to play ... must say which game it teaches, and teach that
one.' Newcomer R, s19: a card under the pointer wore the gold 'Play' tag while the line
under the cards, Learn to play and the Rules still named and opened Taisen, the game
chosen. One rule now: the game chosen is the card clicked, focused by a key, or under
the pointer at F1; its card alone wears the tag ('Chosen' / 'Choisi'), the line names
it, Learn to play names and teaches it and the Rules open on it. A card the pointer
only passes over is lit, nothing more. Driven through events."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import title as title_module
from scenes.rules_scene import RulesScene
from scenes.title import GameCard, TitleScene
from scenes.title_cue import cue_text

from .conftest import Driver


class Seen:
    """What the title shows of the game chosen, drawn by a real frame."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, title: TitleScene) -> None:
        self.title = title
        self.tagged: list[str] = []
        real = title_module.draw_chosen_tag

        def noting(canvas: pygame.Surface, app: Any, rect: pygame.Rect) -> pygame.Rect:
            cards = [w for w in title.menu.widgets if isinstance(w, GameCard)]
            # the card drawn (a lit card is drawn a little lifted): its column and row
            card = min(
                cards, key=lambda c: abs(c.rect.left - rect.left) + abs(c.rect.top - rect.top)
            )
            self.tagged.append(card.game)
            return real(canvas, app, rect)

        monkeypatch.setattr(title_module, "draw_chosen_tag", noting)

    def frame(self, ui: Driver) -> None:
        self.tagged.clear()
        self.title._layer_key = None  # the title draws its cards again
        ui.step()


def card(title: TitleScene, game: str) -> GameCard:
    return next(w for w in title.menu.widgets if isinstance(w, GameCard) and w.game == game)


def learn_names(title: TitleScene, game: str) -> bool:
    learn = title.buttons["title.tutorial"]
    return learn.sublabel is not None and learn.sublabel() == title.app.tr(f"game.{game}.name")  # type: ignore[operator]


def assert_one_game(title: TitleScene, seen: Seen, ui: Driver, game: str) -> None:
    seen.frame(ui)
    assert seen.tagged == [game]
    assert title.selected_game() == game
    name = str(title.app.tr(f"game.{game}.name"))  # its own '!' ends the line (S, s20)
    assert cue_text(title.app, game).endswith(name if name.endswith("!") else f"{name}.")
    assert learn_names(title, game)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tag_the_line_learn_and_rules_are_one_game(
    app: Any, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    app.last_game = "taisen"
    title = TitleScene(app)
    app.push(title)
    seen = Seen(monkeypatch, title)
    taught: list[str] = []
    monkeypatch.setattr(title, "start_tutorial", taught.append)
    ui.step(30)  # the focused card's glow lit
    assert_one_game(title, seen, ui, "taisen")
    # the pointer rests on Night: Night is lit, Taisen still the game chosen and tagged
    night = card(title, "night")
    ui.event(pygame.MOUSEMOTION, pos=night.rect.center, rel=(4, 3), buttons=(0, 0, 0))
    ui.step(30)
    assert night.hovered and night.shown_glow > 0.5
    assert_one_game(title, seen, ui, "taisen")  # fails before: the tag on Night
    # Learn to play and Rules, clicked, teach and open that game
    ui.click(title.buttons["title.tutorial"])
    assert taught == ["taisen"]
    ui.click(title.buttons["title.rules"])
    assert isinstance(ui.top, RulesScene) and ui.top.game == "taisen"
    ui.key(pygame.K_ESCAPE)
    assert ui.top is title
    # a key focuses a card: it is chosen, the tag goes with it
    title.menu.focus(card(title, "taisen"))
    ui.key(pygame.K_RIGHT)
    chosen = title.selected_game()
    assert chosen != "taisen"
    assert_one_game(title, seen, ui, chosen)
    # F1 with the pointer on Dojo chooses Dojo: its rules open, and it is tagged after
    dojo = card(title, "dojo")
    ui.event(pygame.MOUSEMOTION, pos=dojo.rect.center, rel=(4, 3), buttons=(0, 0, 0))
    ui.key(pygame.K_F1)
    assert isinstance(ui.top, RulesScene) and ui.top.game == "dojo"
    ui.key(pygame.K_ESCAPE)
    assert_one_game(title, seen, ui, "dojo")
    ui.click(title.buttons["title.tutorial"])
    assert taught == ["taisen", "dojo"]
    app.set_language("en")
