"""The footer says the keys that work now (newcomer V, s13): after a Collect a Shuriken's
row gave the string's keys, 'drag the string... Enter throws' (031); 'Space: skip the
animations' while a phone's person chose and nothing moved (game 2); while a person's
hit waits for the thrower's key, that key."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state, person_table

from scenes.app import App
from scenes.night import NightScene, table_view
from scenes.night.table_view import help_key


def footer(scene: NightScene, monkeypatch: pytest.MonkeyPatch) -> str:
    said: list[str] = []
    monkeypatch.setattr(table_view, "draw_hint", lambda canvas, text: said.append(text))
    scene.draw(pygame.Surface((1280, 720)))
    assert len(said) == 1
    return said[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_shuriken_s_row_after_a_collect_tells_the_rows_keys(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    s = line_state([("collect", "skip")] * 3, (0, 1, 3))
    give(s, "shuriken", seat=0)
    give(s, "v1", building=0)
    scene = person_table(app, s)
    collect = next(i for i, (a, _) in enumerate(scene.options) if a.kind == "collect")
    scene.choose_option(collect)
    assert scene.state.main_done
    assert any(a.kind == "shuriken" for a, _ in scene.options)
    said = footer(scene, monkeypatch)
    assert said.startswith(app.tr("night.help.rows.one")[:12])  # fails before: the string's
    assert {"en": "drag the string", "fr": "glissez la ficelle"}[lang] not in said
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_phone_s_person_choosing_is_said_not_space(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = person_table(app, line_state([("move", "skip")] * 3))
    monkeypatch.setattr(scene, "phone_seat", lambda seat: seat == 0)
    monkeypatch.setattr(scene, "phone_turn", lambda: True)
    assert not scene.busy
    assert help_key(scene) == "night.help.phone_turn"  # fails before: night.help.watch
    said = footer(scene, monkeypatch)
    assert scene.seat_name(0) in said and app.tr("night.help.watch") != said
    app.set_language("en")


def test_the_game_s_last_move_waiting_says_the_results_come(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game's last move waits for End turn: the footer said 'passes the turn' (the
    prompt says it shows the results); now the footer says so too."""
    from scenes.night.scene import NightScene

    from .hotseat import table
    from .test_game_end_confirm import before_the_end, play_last

    session, last = before_the_end("night")
    scene = table(app, NightScene, session)
    assert isinstance(scene, NightScene)
    scene.update(1 / 60)
    play_last(scene, last)
    for _ in range(60):
        scene.update(1 / 60)
    assert scene.state.is_terminal and scene.turn_end.waiting and scene.session.ending_game
    said = footer(scene, monkeypatch)
    button = app.tr("turn_end.button")
    assert said == app.tr("night.help.waiting_last", button=button)  # fails before
