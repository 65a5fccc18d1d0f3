"""Issue 33, setup: a computer seat added takes the difficulty chosen on this screen for
the other computers, when they share one (newcomer P, s19: Sora set to Hard, then a
third player added came at Normal, and was set to Hard by hand; newcomer Q, s8, had
asked the opposite, Normal, the default: P's is the later word), unless its own
difficulty was chosen on this screen; the seed's help names what each game's seed deals (it said "dice and
cards" for Night, which has neither); the seed's value is centred as every value is."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat
from scenes.setup import SetupScene


@pytest.mark.parametrize("game", ["shinobi", "night"])
def test_a_computer_seated_later_takes_the_level_chosen_for_the_others(app, ui, game):
    seats = [Seat("human"), Seat("ai", "hard"), Seat("ai", "hard"), Seat("ai", "expert")]
    app.push(SetupScene(app, game, seats=seats))
    setup = ui.top
    setup.set_players(2)
    setup.set_level(1, "hard")
    setup.seat_more(2)  # Midori added, Sora at Hard: fails before (Normal)
    assert setup.players == 3 and setup.playing_seats[2].level == "hard"
    assert setup.level_choices[2].value == "hard"
    setup.set_level(2, "easy")  # chosen here: kept through a rest
    setup.set_players(2)
    setup.set_players(4)
    # Kiku added beside computers at two levels chosen: none to copy, Normal
    assert [seat.level for seat in setup.playing_seats[1:]] == ["hard", "easy", "normal"]
    assert setup.level_choices[3].value == "normal"


@pytest.mark.parametrize("game", ["shinobi", "night"])
def test_a_level_chosen_here_wins_over_a_remembered_one(app, ui, game):
    """Midori was Normal in the last game set up; Sora is set to Hard now: Midori added
    comes at Hard (the choice just made), not at her remembered Normal."""
    app.settings.last_seats[game] = [["human", "normal"], ["ai", "normal"], ["ai", "normal"]]
    app.settings.last_options[game] = {"players": 2}
    app.push(SetupScene(app, game))
    setup = ui.top
    setup.set_level(1, "hard")
    setup.seat_more(2)  # fails before (Normal)
    assert setup.playing_seats[2].level == "hard" and setup.level_choices[2].value == "hard"


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
