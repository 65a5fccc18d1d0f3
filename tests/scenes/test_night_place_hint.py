"""Issue 33, Night: during the placement the hint read 'Hint: place on roof 2', giving no
reason (and no longer whose ninja), and the footer spoke of strings and throws. The hint
now says whose ninja and why that roof; the footer gives the keys of the phase."""

from __future__ import annotations

import pygame
import pytest

from ninjas.night.rules import NightAction
from scenes.app import App
from scenes.night import table_view

from .test_night_native import table


def footers(scene, monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    said: list[str] = []
    monkeypatch.setattr(table_view, "draw_hint", lambda _canvas, text: said.append(text))
    scene.draw(pygame.Surface((1280, 720)))
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_placement_hint_says_whose_ninja_and_why(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = table(app, seed=4242)
    state = scene.state
    assert state.phase == "place"
    counts = [len(r) for r in state.roofs]
    owner = scene.seat_name((state.current_player - 1) % state.players)
    rich = counts.index(max(counts))
    poor = counts.index(min(counts))
    tr = app.tr
    said = scene.hint_label(NightAction("place", (str(rich),)))
    assert said == tr.plural("night.hint.place.most", max(counts), name=owner, roof=rich + 1)
    assert owner in said and str(max(counts)) in said
    said = scene.hint_label(NightAction("place", (str(poor),)))
    assert said == tr.plural("night.hint.place", min(counts), name=owner, roof=poor + 1)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_footer_gives_the_phase_s_keys(app: App, lang: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app.set_language(lang)
    scene = table(app, seed=4242)
    tr = app.tr
    assert footers(scene, monkeypatch) == [tr("night.help.place")]
    string = {"en": "string", "fr": "ficelle"}[lang]
    assert string not in tr("night.help.place") and string in tr("night.help")
    while scene.state.phase == "place":
        scene.play(str(scene.state.legal_actions()[0]))
    assert scene.state.phase == "plan"
    assert footers(scene, monkeypatch) == [tr("night.help.plan")]
    assert string not in tr("night.help.plan")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_after_placing_the_footer_says_how_to_end_the_turn(
    app: App, lang: str, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Newcomer E (s5, s08_3.png): the ninja placed and End turn offered, the footer still
    said 'Click a roof or 1-9 to place the ninja'."""
    app.set_language(lang)
    app.settings.confirm_turn_end = True
    scene = table(app, seed=4242)
    tr = app.tr
    for _ in range(600):
        if scene.can_act and scene.state.current_player == 0:
            break
        scene.update(1 / 60)
    scene.choose_option(0)
    for _ in range(60):
        scene.update(1 / 60)
    assert scene.turn_end.waiting
    said = footers(scene, monkeypatch)
    assert said == [tr("night.help.waiting", button=tr("turn_end.button"))]
    assert tr("turn_end.button") in said[0] and tr("night.help.place") not in said
    app.settings.confirm_turn_end = False
    app.set_language("en")
