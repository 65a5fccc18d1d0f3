"""The footer says 'wheel/PageDown for more' only when the list of choices takes more
than one page (newcomer K, s11: it said so under a list of five rows, all shown)."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state, person_table

from scenes.app import App
from scenes.night import NightScene, table_view

MORE = {"en": "PageDown for more", "fr": "Page suiv. pour la suite"}


def footer(scene: NightScene, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> str:
    said: list[str] = []
    monkeypatch.setattr(table_view, "draw_hint", lambda canvas, text: said.append(text))
    scene.draw(pygame.Surface(size))
    assert len(said) == 1
    return said[0]


def after_collect(app: App, held: list[str], pack: list[str]) -> NightScene:
    """Seat 0 (a person) has collected `held` with a full backpack of `pack`: a discard
    per token, the swaps, End the turn."""
    s = line_state([("collect", "skip")] * 3)
    for kind in pack:
        give(s, kind, seat=0)
    for kind in held:
        give(s, kind, building=0)
    scene: NightScene = person_table(app, s, draw=False)
    collect = next(i for i, (a, _) in enumerate(scene.options) if a.kind == "collect")
    scene.choose_option(collect)
    assert scene.state.main_done
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_more_is_said_only_when_there_is_more(
    app: App, lang: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    tr = app.tr
    scene = after_collect(app, ["v3"], ["v1", "v2", "v1", "v2"])  # 4 discards, End
    said = footer(scene, monkeypatch, size)
    assert scene.option_list.pages() == 1
    assert MORE[lang] not in said, said  # fails before: night.help.rows
    assert said == tr("night.help.rows.one")
    # a hand of three, bonuses to play from the hand and the backpack: two pages (the
    # discards are one row that opens them)
    scene = after_collect(app, ["gears", "hook", "shuriken"], ["gears", "hook", "shuriken", "v1"])
    said = footer(scene, monkeypatch, size)
    assert scene.option_list.pages() > 1
    assert MORE[lang] in said and said == tr("night.help.rows")  # a bonus throw is a row first
    app.set_language("en")
