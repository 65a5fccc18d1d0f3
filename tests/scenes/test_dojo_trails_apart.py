"""The other clan's walks draw a step several took once, with their count ('×2'), and a
walk through free forests says its hexes (newcomer P, s12, ai1_zoom: two ninjas leaving
the same Dojo drew one long arrow, and 'de son Dojo à la forêt : 1 déplacement' for a
walk of three hexes confused her until she worked out that forests are free)."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.their_turn import draw_trail_numbers, draw_trails
from scenes.dojo.walk_log import Walk
from scenes.dojo.walk_trail import steps_of

from .conftest import Driver, record_texts
from .test_dojo_their_turn_told import after_a_quiet_computer_turn

FREE = {"en": "1 move; 3 hexes, the forests cost nothing.", "fr": "\u00a0; 3 cases, les forêts"}


def test_walks_sharing_a_step_count_it_once() -> None:
    short = Walk(1, ((0, 0), (1, 0)), 1, "")
    long = Walk(1, ((0, 0), (1, 0), (2, 0), (2, -1)), 1, "")
    apart = Walk(1, ((0, 0), (0, 1)), 1, "")
    back = Walk(1, ((2, 0), (1, 0)), 1, "")  # the same step the other way
    assert steps_of([w.hexes for w in (short, long, apart, back)]) == {
        ((0, 0), (1, 0)): 2,
        ((1, 0), (2, 0)): 1,
        ((2, 0), (2, -1)): 1,
        ((0, 0), (0, 1)): 1,
        ((2, 0), (1, 0)): 1,
    }


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_two_walks_out_of_one_dojo_draw_two_trails(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = DojoScene(app, after_a_quiet_computer_turn(), animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    told = scene.their_turn
    assert told.told() is not None
    home = scene.state.dojos[1]
    assert home is not None
    q, r = home
    one = Walk(1, (home, (q + 1, r)), 1, "")
    three = Walk(1, (home, (q + 1, r), (q + 2, r), (q + 3, r)), 1, "")
    told.walks = [one, three]
    drawn: list[tuple[tuple[int, int], tuple[int, int]]] = []
    monkeypatch.setattr(
        "scenes.dojo.map_layers.arrow", lambda _c, a, b, *_rest: drawn.append((a, b))
    )
    texts = record_texts(monkeypatch)
    canvas = pygame.Surface(app.window.get_size())
    draw_trails(canvas, scene)
    draw_trail_numbers(canvas, scene)
    # one head a walk, at its end (s15: a head at every step read as a zig-zag of
    # walks, newcomer D, s14, 067_8); the shared step in two lanes side by side, each
    # walk's own number on its own line (s16: newcomer F, s15, 060_08, walks crossing
    # into a knot; before: 4 arrows, 2 in lanes, then 3 with '×2', then '1, 2' once)
    assert len(drawn) == 2 and len(set(drawn)) == 2
    assert texts.count("1") == 1 and texts.count("2") == 1 and "×2" not in texts
    # the walk of three hexes for one move says why
    text = told.said(three)[1]
    assert FREE[lang] in text, text
    assert ";" not in told.said(Walk(1, (home, (q + 1, r)), 1, ""))[1]
