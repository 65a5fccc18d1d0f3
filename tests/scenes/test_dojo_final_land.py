"""A finished Dojo game's board rings each clan's land in its colour, as the rules
counted it, and the panel says so with the counts ('The game is over. Each clan's land
is ringed in its colour: Ada 3, Ben 5.'): 'See the board' after the results showed a
board with nothing to tell whose hexes counted (newcomer X, s13, 072_4, 112). Not
before the game is over. A built game (random moves, seed 3), EN and FR."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.dojo.scoring import land
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.art import CLAN_COLOURS


def played(app: App, actions: int | None) -> DojoScene:
    seats = [Seat("human", name="Ada"), Seat("human", name="Ben")]
    session = GameSession.new("dojo", seats, 3, {}, autosave=False)
    rng = random.Random(3)
    while not session.state.is_terminal and (actions is None or len(session.actions) < actions):
        session.apply(make_agent("random", rng.randrange(99)).choose(session.state))
    return DojoScene(app, session, animate=False, ai_pause=0)


def rings(scene: DojoScene, monkeypatch: pytest.MonkeyPatch) -> dict[Any, list[Any]]:
    """The hexes marked in each clan's colour when the table is drawn."""
    marked: dict[Any, list[Any]] = {}
    mark = scene.view.mark

    def noting(canvas: Any, hexes: Any, colour: Any, *args: Any, **kw: Any) -> None:
        marked.setdefault(tuple(colour), []).extend(hexes)
        mark(canvas, hexes, colour, *args, **kw)

    monkeypatch.setattr(scene.view, "mark", noting)
    scene.draw(pygame.Surface(scene.app.view_size))
    return {seat: marked.get(tuple(CLAN_COLOURS[seat]), []) for seat in (0, 1)}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_final_board_rings_each_clans_land(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = played(app, None)
    state = scene.state
    assert state.is_terminal
    marked = rings(scene, monkeypatch)
    for seat in (0, 1):  # before: no hex in a clan's colour
        assert len(marked[seat]) == land(state.terrain, state.ninjas, seat) > 0
        assert all(state.ninjas[h][seat] and not state.ninjas[h][1 - seat] for h in marked[seat])
    said = scene.prompt_panel.text()
    assert said == app.tr(
        "dojo.prompt.over_land",
        a="Ada",
        land_a=len(marked[0]),
        b="Ben",
        land_b=len(marked[1]),
    )


def test_a_game_under_way_rings_no_land(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = played(app, 60)
    assert not scene.state.is_terminal
    assert rings(scene, monkeypatch) == {0: [], 1: []}
