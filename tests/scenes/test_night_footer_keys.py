"""The footer tells the keys of what is chosen now (issue 33, newcomer J, shot-27/28:
during a Collect, and after it, the footer still said 'Click a roof or 1-9 ... drag the
string ... Enter throws', a Move's keys). A Collect's footer tells ticking tokens; the
rows after the action (a discard, End the turn) tell choosing a row; a throw's keep the
string."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state, person_table

from scenes.app import App
from scenes.night import NightScene, table_view

CANVAS = (1280, 720)


def turn(app: App, plan: tuple[str, str], kinds: list[str], pack: list[str]) -> NightScene:
    """Seat 0 (a person, shown) to act on roof 0, which holds `kinds`, with `pack`."""
    s = line_state([plan] * 3)
    for kind in pack:
        give(s, kind, seat=0)
    for kind in kinds:
        give(s, kind, building=0)
    scene: NightScene = person_table(app, s, draw=False)
    return scene


def footer(scene: NightScene, monkeypatch: pytest.MonkeyPatch) -> str:
    """The footer drawn at 1280x720."""
    said: list[str] = []
    monkeypatch.setattr(table_view, "draw_hint", lambda canvas, text: said.append(text))
    scene.draw(pygame.Surface(CANVAS))
    assert len(said) == 1
    return said[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_collect_s_footer_and_the_rows_after_it_tell_their_own_keys(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    tr = app.tr
    string = {"en": "drag the string", "fr": "glissez la ficelle"}[lang]
    scene = turn(app, ("collect", "skip"), ["v1", "v3"], ["v1", "v2", "v1", "v2"])
    assert any(a.kind == "pick" for a, _ in scene.options)
    said = footer(scene, monkeypatch)
    assert said == tr("night.help.collect") and string not in said
    assert {"en": "token on your roof", "fr": "jeton de votre toit"}[lang] in said
    collect = next(i for i, (a, _) in enumerate(scene.options) if a.kind == "collect")
    scene.choose_option(collect)  # the backpack full: a discard to choose, or End turn
    assert scene.state.main_done
    assert any(a.kind == "discard" for a, _ in scene.options)
    said = footer(scene, monkeypatch)
    assert said == tr("night.help.rows.one") and string not in said  # the rows on one page
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_move_keeps_the_string_s_keys(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = turn(app, ("move", "skip"), [], [])
    assert any(a.kind == "move" for a, _ in scene.options)
    assert footer(scene, monkeypatch) == app.tr("night.help.one")  # every roof on one page
    app.set_language("en")


def test_another_s_turn_keeps_the_footer_it_had(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = turn(app, ("collect", "skip"), ["v1"], [])
    scene.options = []  # the computer's turn: nothing to choose (no more to page to)
    assert footer(scene, monkeypatch) == app.tr("night.help.one")
