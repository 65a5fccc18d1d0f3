"""Newcomer U, s20, 059, 062: the review of her Taisen game against the computer had a
'Next player' button ('Joueur suivant'), puzzling in a game of one person: the next
player was the computer. The button now says whose moves it opens: 'See the computer's
moves' where the game had one computer, 'See Ada's moves' (with 'd'' before a vowel in
French) back from it, a seat's name among several computers; whole in its button at
1280x720 and 1920x1080."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ninjas.core.history import read_record
from scenes import theme
from scenes.review import other_words
from scenes.review.scene import ReviewScene

from .conftest import Driver
from .replay_records import make_record
from .test_review_live import Held
from .test_review_turning_point import SMALL

WORDS = {
    "en": ("See the computer's moves", "The computer's moves", "See Ada's moves"),
    "fr": ("Voir les coups de l'ordinateur", "Coups de l'ordinateur", "Voir les coups d'Ada"),
}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_button_names_whose_moves_it_opens(
    sized_app: Any, tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    path = make_record("taisen", tmp_path)
    record = read_record(path)
    record.summary.seats[0] = {"kind": "human"}  # Ada played the Monkey, the Wolf a computer
    record.summary.names[0] = "Ada"
    scene = ReviewScene(app, record, path, 0, SMALL, Held())
    app.push(scene)
    ui = Driver(app)
    ui.step(2)
    assert scene.other_button in scene.menu.widgets
    computer, short, ada = WORDS[lang]
    said = other_words.label(scene)
    assert said in (computer, short)  # fails before: 'Next player', 'Joueur suivant'
    font = theme.font(scene.other_button.size)
    assert font.size(said)[0] <= scene.other_button.rect.width - theme.px(12)  # whole
    if lang == "en":  # (the French long form where it keeps its margins)
        assert said == computer
    ui.click(scene.other_button)
    assert scene.seat == 1
    ui.step(1)
    assert other_words.label(scene) == ada  # back to the person's


def test_among_several_computers_the_seat_is_named(sized_app: Any, tmp_path: Path) -> None:
    app = sized_app((1280, 720))
    path = make_record("taisen", tmp_path)
    record = read_record(path)  # (two computers, nobody named: the seats' names)
    scene = ReviewScene(app, record, path, 0, SMALL, Held())
    app.push(scene)
    Driver(app).step(2)
    assert other_words.label(scene) == "See Wolf's moves"
