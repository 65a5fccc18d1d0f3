"""Issue 33, Night: during the placement the hint read 'Hint: place on roof 2', giving no
reason (and no longer whose ninja), and the footer spoke of strings and throws. The hint
now says whose ninja and why that roof; the footer gives the keys of the phase."""

from __future__ import annotations

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.night.ai import placement_prospect
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
    """The ninja placed is another player's: the hint places it where it starts poorest,
    and says so (issue 33, newcomer I, s6: 'Poser Ninja vert sur le toit 2, où se
    trouvent 3 jetons, autant que sur tout autre toit' put the opponent on the richest
    roof, and read oddly)."""
    app.set_language(lang)
    scene = table(app, seed=4242)
    state = scene.state
    assert state.phase == "place"
    owner = scene.seat_name((state.current_player - 1) % state.players)
    prospects = [placement_prospect(state, b) for b in range(len(state.roofs))]
    hint = make_agent("hard", 1).choose(state)
    assert hint.kind == "place"
    poor = int(hint.args[0])
    assert prospects[poor] == min(prospects)  # before: the roof with the most tokens
    assert prospects[poor] < max(prospects)
    counts = [len(r) for r in state.roofs]
    assert counts[poor] < max(counts)
    tr = app.tr
    count, near = prospects[poor]
    said = scene.hint_label(hint)
    # (then why the roof shows more tokens, where yellow ones wait: test_night_place_words)
    assert said.startswith(
        tr.plural("night.hint.place.poorest", count, name=owner, roof=poor + 1, near=near)
    )
    assert owner in said
    assert {"en": "the poorest start for them", "fr": "le départ le plus pauvre"}[lang] in said
    rich = max(range(len(prospects)), key=lambda b: prospects[b])
    count, near = prospects[rich]
    said = scene.hint_label(NightAction("place", (str(rich),)))
    assert said.startswith(
        tr.plural("night.hint.place", count, name=owner, roof=rich + 1, near=near)
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_footer_gives_the_phase_s_keys(app: App, lang: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app.set_language(lang)
    scene = table(app, seed=4242)
    tr = app.tr

    def to_person(phase: str) -> None:  # (a computer's turn names a watcher's keys)
        state = scene.state
        while not (state.phase == phase and state.current_player == 0):
            scene.play(str(state.legal_actions()[0]))
        scene.shown_seat = 0

    to_person("place")
    assert footers(scene, monkeypatch) == [tr("night.help.place.one")]  # roofs on one page
    string = {"en": "string", "fr": "ficelle"}[lang]
    assert string not in tr("night.help.place") and string in tr("night.help")
    to_person("plan")
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
