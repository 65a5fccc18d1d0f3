"""Newcomer V (s13, 078, 079): a Collect from a roof of five tokens, two Gears in the
backpack: the list took two pages, '6. End the turn' on page 1 and 'Collect 3 tokens'
on page 2, where a hurried player never looked. The Collect row stands on the first
page, just before End the turn, and stays there as tokens are ticked."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene


def collecting(app: App, size: tuple[int, int]) -> NightScene:
    s = line_state([("collect", "move")] * 3, round=3)
    for kind in ("gears", "v1", "gears"):
        give(s, kind, seat=0)
    for kind in ("v1", "potion", "v2", "v1", "potion"):
        give(s, kind, building=0)
    session = GameSession("night", 7, dict(s.options), [Seat("human")] * 3, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = 0
    scene._refresh()
    scene.draw(pygame.Surface(size))
    return scene


def pages_of(scene: NightScene) -> tuple[dict[str, int], list[str]]:
    panel = scene.option_list
    panel.sync_pager()
    listed = panel.listed()
    kinds = [scene.options[i][0].kind if i >= 0 else "back" for i in listed]
    page = {kind: panel.pager.page_of(k) for k, kind in enumerate(kinds)}
    return page, kinds


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_collect_row_stands_on_the_first_page_before_end(
    app: App, size: tuple[int, int], lang: str
) -> None:
    app.set_language(lang)
    scene = collecting(app, size)
    assert scene.option_list.pages() > 1  # the case V met: a list of two pages
    page, kinds = pages_of(scene)
    assert page["collect"] == 0  # fails before: page 2
    assert page["end"] == 0
    assert kinds.index("collect") + 1 == kinds.index("end")  # the confirm, then End
    before = list(kinds)
    scene.collect_pick.toggle(int(scene.options[0][0].args[0]))  # a token let go
    scene.draw(pygame.Surface(size))
    assert pages_of(scene)[1] == before  # nothing moved under the pointer
    app.set_language("en")
