"""Grey cards in the hand say why, under the choices: 'Grey cards: a clan is laid with
2 alike (or 1 and a Ronin), ...' (newcomer J, s16, 043:
'no reason given on the hand itself why Crow/Dragon/Spider singles are grey'). Only
while the seat lays cards with a grey card in hand; inside the choices' box, under its
rows. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.shinobi import grey_note

from .test_shinobi_scene import table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_grey_cards_say_why_under_the_choices(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    scene = table(app, [Seat("human", name="Ana"), Seat("ai", "easy"), Seat("ai", "easy")], seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    scene.play("corrupt")
    state = scene.state
    assert state.phase == "place" and scene.shown_seat == 0
    grey = set(state.hands[0]) - scene.selection.playable_cards()
    assert grey  # singles in hand
    note = grey_note.words(scene)
    assert note == app.tr("shinobi.grey_note")
    scene.draw(pygame.Surface(app.window.get_size()))
    box = scene.layout.options
    area = grey_note.draw(
        scene, pygame.Surface(app.window.get_size()), box, scene.option_panel.choices.rows_drawn
    )
    assert area is not None and box.contains(area)  # fails before: no note at all
    for row in scene.option_panel.choices.rows_drawn:
        assert not row.rect.colliderect(area)
    app.set_language("en")


def test_no_note_when_every_card_plays_or_not_laying(app: App) -> None:
    scene = table(app, [Seat("human", name="Ana"), Seat("ai", "easy")], seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    assert scene.state.phase != "place" and grey_note.words(scene) is None  # draw first


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hand_with_nothing_to_lay_is_not_called_grey(app: App, lang: str) -> None:
    """Newcomer A (s23, FR GM, 132): 'Cartes grisées : ...' over 8 cards none greyed
    (none lit, so the hand veils none): the note says none can be laid, and to pass."""
    from ..shinobi.test_rules import arrange, ids

    app.set_language(lang)
    scene = table(app, [Seat("human", name="Ana"), Seat("ai", "easy")], seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    scene.play("corrupt")
    arrange(scene.state, hands={0: [*ids("Carp", 1), *ids("Bear", 1)]}, clans={0: {}})
    scene._refresh()
    assert not scene.selection.playable_cards()
    assert grey_note.words(scene) == app.tr("shinobi.grey_note.none")  # fails before
    app.set_language("en")
