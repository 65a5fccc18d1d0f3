"""The Dojo table calls a named person by their name (issue 33, newcomer B: the panel
said "Clan orange / Humain" and the header "Clan orange, tour 1" of Béa, while Taisen
showed "Béa"): the status panel says "Béa (Orange clan)", the log, the prompts and the
top bar "Béa"; the clan's Dojo keeps the clan's name, and a computer its clan's."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App

from .legibility import record_sized_texts
from .test_dojo_scene import table


def _named(app: App, lang: str = "en"):  # type: ignore[no-untyped-def]
    app.tr = Translator(lang)
    scene = table(app, [Seat("human", name="Béa"), Seat("ai", "easy")], seed=4)
    state = scene.state
    for _ in range(40):  # both Dojos, to the person's roll
        if state.phase == "roll" and state.current_player == 0:
            break
        scene.play(str(state.legal_actions()[0]))
        scene.update(1 / 60)
    assert state.phase == "roll" and state.current_player == 0
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_panel_log_prompt_and_top_bar_name_the_person(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    scene = _named(app, lang)
    tr = app.tr
    clan = tr("seat.dojo.0")
    assert scene.seat_name(0) == "Béa" and scene.seat_name(1) == tr("seat.dojo.1")
    scene.play("roll")
    drawn = record_sized_texts(monkeypatch)
    with theme.scaled_for((1280, 720)):
        scene.draw(pygame.Surface((1280, 720)))
    strings = [s for s, _, _ in drawn]
    assert tr("seat.person", name="Béa", seat=clan) in strings  # the status panel
    assert tr("dojo.top.turn", name="Béa", turn=1) in strings  # the top bar
    lines = [line for _, line in scene.log_lines]
    assert any(line.startswith("Béa") for line in lines), lines
    assert not any(line.startswith(clan) for line in lines), lines
    # the Dojo is still the clan's ("the Orange clan's Dojo", never "the Béa's Dojo")
    home = scene.state.dojos[0]
    assert scene.narrator.place_name(home) == tr("dojo.place.dojo", name=clan)


def test_the_prompt_waits_for_the_computer_by_its_clan(app: App) -> None:
    scene = _named(app)
    scene.play("roll")
    while scene.state.current_player == 0 and not scene.state.is_terminal:
        scene.play(str(scene.state.legal_actions()[-1]))
    assert scene.prompt() == app.tr("dojo.waiting", name=app.tr("seat.dojo.1"))  # no wait yet


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_line_puts_an_article_before_a_persons_name(lang: str) -> None:
    """French said "au Clan bleu", "le Clan orange": before a person's name ("au Béa")
    that is wrong, so the lines name the seat as their subject."""
    tr = Translator(lang)
    keys = (
        "dojo.log.throw_cleared",
        "dojo.log.joker_ninja",
        "dojo.log.joker_lost",
        "dojo.log.ace_in_the_face",
        "dojo.log.fury_one",
        "dojo.log.fury_discard",
    )
    for key in keys:
        text = tr(key, name="Béa", defender="Béa", where="X", cards="3")
        for article in ("le Béa", "Le Béa", "au Béa", "du Béa", "the Béa", "of Béa"):
            assert article not in text, (key, text)
    text = tr.plural("dojo.log.throw_over", 2, defender="Béa", where="X")
    assert "au Béa" not in text and "Béa" in text
