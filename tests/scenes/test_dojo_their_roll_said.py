"""While the computer's walk is shown, the die panel says what it rolled, 'Blue clan
rolled 5' / 'Clan bleu a fait 5', not 'Moves left: 0' beside a die face (newcomer P,
s12, ai2_06: 'Déplacements : 0' and a die she could not read). The person's own walk
keeps its moves left."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.stage import RollShow

SAID = {"en": "Blue clan rolled 5", "fr": "Clan bleu a fait 5"}
LEFT = {"en": "Moves left", "fr": "Déplacements"}


def at_a_walk(mover: int) -> GameSession:
    """A game vs the computer at `mover`'s walk, played by seeded random moves."""
    session = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], 3, {}, autosave=False)
    rng = random.Random(3)
    for _ in range(2000):
        state = session.state
        if state.phase == "move" and state.mover == mover and state.turns[mover] >= 1:
            return session
        session.apply(str(rng.choice(state.legal_actions())))
    raise AssertionError("no walk reached")


def said(scene: DojoScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    texts: list[str] = []
    original = theme.blit_text

    def recording(canvas, string, *args, **kw):  # type: ignore[no-untyped-def]
        texts.append(str(string))
        return original(canvas, string, *args, **kw)

    monkeypatch.setattr(theme, "blit_text", recording)
    panel = scene.prompt_panel
    panel.draw_moves(pygame.Surface(scene.app.window.get_size()), panel.moves_area())
    monkeypatch.setattr(theme, "blit_text", original)
    return texts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_computer_s_roll_reads_plainly_beside_its_die(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = DojoScene(app, at_a_walk(1), animate=False, ai_pause=0)
    app.push(scene)
    monkeypatch.setattr(DojoScene, "can_act", property(lambda self: False))
    scene.stage.roll_show = RollShow(1, 5, False, age=10.0)
    texts = said(scene, monkeypatch)
    assert SAID[lang] in texts, texts  # before: 'Moves left: 0'
    assert not any(LEFT[lang] in text for text in texts), texts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_person_s_walk_keeps_its_moves_left(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = DojoScene(app, at_a_walk(0), animate=False, ai_pause=0)
    app.push(scene)
    scene.stage.roll_show = RollShow(0, 5, False, age=10.0)
    texts = said(scene, monkeypatch)
    assert any(LEFT[lang] in text for text in texts), texts
