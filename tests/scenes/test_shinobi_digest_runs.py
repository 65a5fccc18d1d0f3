"""The hand-off cover's line counts the cards a Rat made a seat lose and the cards a
Crow took from the Jigoku, in one phrase each: 'Marc lost 2 × Dragon (2) at random',
'took 2 × Rat (3), Toad (3) from the Jigoku' (newcomer L, s17, 056_10, L063: 'Marc lost
Dragon (2) at random' once where he lost two, the digest telling the same words once;
L152: 'took ... from the Jigoku' said again for each card). EN and FR, built events."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from ninjas.shinobi import data
from scenes import story_digest
from scenes.app import App
from scenes.shinobi import ShinobiScene


def card(name: str) -> int:
    return next(i for i, c in enumerate(data.CARDS) if c.name == name)


def lost(seat: int, name: str) -> Event:
    return Event("random_discard", {"seat": seat, "card": card(name), "by": 1})


def took(name: str) -> Event:
    return Event("take_jigoku", {"seat": 1, "card": card(name)})


@pytest.mark.parametrize(
    ("lang", "lost_words", "took_words"),
    [
        ("en", "lost 2 × Dragon (2) at random", "took 2 × Rat (3), Toad (3) from the Jigoku"),
        ("fr", "perd 2 × Dragon (2) au hasard", "prend 2 × Rat (3), Crapaud (3) au Jigoku"),
    ],
)
def test_the_line_counts_each_card(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, lost_words: str, took_words: str
) -> None:
    app.set_language(lang)
    seats = [Seat("human"), Seat("human"), Seat("human")]
    session = GameSession.new("shinobi", seats, 3, {"players": 3}, autosave=False)
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    search = Event("search_take", {"seat": 1, "private": {1: {"cards": [0]}}})
    events = [lost(0, "Dragon"), lost(0, "Dragon"), lost(2, "Crow")]
    events += [took("Rat"), took("Toad"), took("Rat"), search, took("Carp")]
    monkeypatch.setattr(story_digest, "played_since", lambda table, seat: [(1, events)])
    (line,) = story_digest.digest(scene, 0)
    text = line.text.replace("\u00a0", " ")
    name = scene.seat_name
    assert f"{name(0)} {lost_words}" in text, text  # fails before: 'lost Dragon (2)' once
    assert f"{name(2)} " in text and text.count(app.tr("shinobi.name.Crow")) == 1
    assert took_words in text, text  # fails before: 'took ... from the Jigoku' thrice
    assert app.tr("shinobi.brief.take", card=app.tr("shinobi.name.Carp") + " (1)") in text
    assert line.gold == (f"{name(0)} {lost_words}",)  # the gold words: the longer
    app.set_language("en")
