"""Taisen with two people at one table (newcomer U, s20, 077, 079): after Bruno's turn the
button said 'Replay its turn (T)', as of a computer, and the once-a-game tip 'Too fast? F:
follow its moves one at a time...', the computer's pace, between two people. Now the
button names the person ('Replay Bruno's turn (T)'), or their side when the setup gave
no name, the footer says 'their turn', and the tip offers only T."""

from __future__ import annotations

import pygame
import pytest

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.taisen import TaisenScene, again_button, turn_again

from .test_taisen_kept_turn import play_turn

NAMED = {
    "en": ("Replay Bruno's turn (T)", "T: replay their turn"),
    "fr": ("Rejouer le tour de Bruno (T)", "T : rejouer son tour"),
}


def two_people(app: App, names: tuple[str | None, str | None]) -> TaisenScene:
    seats = [Seat("human", name=names[0]), Seat("human", name=names[1])]
    session = GameSession.new("taisen", seats, seed=5, options={"first": "monkey"}, autosave=False)
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    return scene


def drawn_labels(scene: TaisenScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words of every Taisen button drawn in a frame."""
    from scenes.taisen import hud

    said: list[str] = []
    real = hud._button_surface

    def spy(size, label, style, state):  # type: ignore[no-untyped-def]
        said.append(label)
        return real(size, label, style, state)

    monkeypatch.setattr(hud, "_button_surface", spy)
    scene.draw(pygame.Surface(scene.app.view_size))
    monkeypatch.setattr(hud, "_button_surface", real)
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_button_names_the_other_person(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = two_people(app, ("Léa", "Bruno"))
    agent = make_agent("greedy", 0)
    tip_said = []
    for _ in range(2):  # Léa's turn, then Bruno's: Léa to move, his turn kept
        play_turn(scene, agent)
        play_turn(scene, agent)
        scene._update_buttons(0.0)
        assert turn_again.available(scene) and scene.trail_side == 1
        tip_said.append(scene.prompt(None)[0])
    button, footer = NAMED[lang]
    assert again_button.offer_words(scene) == button  # before: 'Replay its turn (T)'
    assert button in drawn_labels(scene, monkeypatch)  # drawn whole, its own width
    assert again_button.shown(scene)
    assert again_button.rect(scene).width >= again_button.rect().width
    assert app.tr(scene.view.help_key).replace("\xa0", " ").startswith(footer)
    # the once-a-game tip: only T, nothing of a computer's pace (before: 'Too fast? F:')
    assert app.tr("taisen.again.tip") not in tip_said
    assert app.tr("taisen.again.tip_step") in tip_said
    # the button plays his turn again
    mouse = again_button.rect(scene).center
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=mouse, button=1))
    assert scene.again


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_unnamed_person_is_called_by_their_side(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = two_people(app, (None, None))
    play_turn(scene, make_agent("greedy", 0))
    side = {"en": "Replay the Monkey's turn (T)", "fr": "Rejouer le tour du Singe (T)"}
    assert again_button.offer_words(scene) == side[lang]


def test_after_a_computers_turn_its_words_stand(app: App) -> None:
    from .test_taisen_turn_again import wolf_played

    scene = wolf_played(app)
    assert again_button.offer_words(scene) == app.tr("taisen.again.button")
    assert again_button.rect(scene) == again_button.rect()
    scene._update_buttons(0.0)
    assert scene.view.help_key == "taisen.help_again"


def test_the_french_words_say_rejouer_not_replay(app: App) -> None:
    """U, s20, 036-040: 'Fin du replay : à vous.', an anglicism; now 'Fin du tour rejoué'."""
    import json
    from pathlib import Path

    source = Path(__file__).parents[2] / "assets/i18n/fr/taisen_again.json"
    words = json.loads(source.read_text(encoding="utf-8"))
    assert not [key for key, text in words.items() if "replay" in text.lower()]  # fails before
    app.set_language("fr")
    assert app.tr("taisen.again.end").startswith("Fin du tour rejoué")
