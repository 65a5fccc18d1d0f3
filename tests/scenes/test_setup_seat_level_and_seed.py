"""Issue 33, setup: a computer seat added starts at Normal, the default (newcomer Q,
s8: Midori added beside Sora at Hard came at Hard, copied from the seat before, and was
set back by hand; an earlier fix had copied it), unless its own difficulty was chosen
on this screen; the seed's help names what each game's seed deals (it said "dice and
cards" for Night, which has neither); the seed's value is centred as every value is."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat
from scenes.setup import SetupScene


@pytest.mark.parametrize("game", ["shinobi", "night"])
def test_a_computer_seated_later_starts_at_normal(app, ui, game):
    seats = [Seat("human"), Seat("ai", "hard"), Seat("ai", "hard"), Seat("ai", "expert")]
    app.push(SetupScene(app, game, seats=seats))
    setup = ui.top
    setup.set_players(2)
    setup.set_level(1, "hard")
    setup.seat_more(2)  # Midori added, Sora at Hard: fails before (Hard)
    assert setup.players == 3 and setup.playing_seats[2].level == "normal"
    assert setup.level_choices[2].value == "normal"
    setup.set_level(2, "easy")  # chosen here: kept through a rest
    setup.set_players(2)
    setup.set_players(4)
    assert [seat.level for seat in setup.playing_seats[1:]] == ["hard", "easy", "normal"]
    assert setup.level_choices[3].value == "normal"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_seed_s_help_says_what_each_game_s_seed_deals(app, ui, lang):
    app.set_language(lang)
    helps = {}
    for game in ("taisen", "shinobi", "night", "dojo"):
        app.push(SetupScene(app, game, seed=5))
        helps[game] = ui.top.explanation("seed")
        app.pop()
    assert len(set(helps.values())) == 4 and all(helps.values())
    dice, cards = ("dice", "cards") if lang == "en" else ("dés", "cartes")
    assert dice not in helps["night"] and cards not in helps["night"]
    assert cards not in helps["taisen"] and dice not in helps["shinobi"]


def test_the_seed_is_centred_in_its_box(app, ui, monkeypatch):
    from scenes import theme
    from scenes.widgets import value_box

    app.push(SetupScene(app, "taisen", seed=4242))
    field = ui.top.seed_field
    placed: list[pygame.Rect] = []
    blit = theme.blit_text

    def spy(canvas, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = blit(canvas, text, *args, **kwargs)
        if text == "4242":
            placed.append(rect)
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    app.draw()
    box = value_box(field.rect)
    assert placed and abs(placed[-1].centerx - box.centerx) <= 1
