"""A hint of several walks on a crowded board (issue 33, newcomer P, s8 shot-45: five
walks' arrows and numbered circles over the stacks' counts, the step '1' half hidden;
P went one step at a time pressing H again): one step stands out, the hint's own, every
later arrow dimmed; no arrow or walk number covers a count (the counts are drawn over
the arrows and rings, the numbers kept off them); no number covers another. EN and FR (digits)."""

from __future__ import annotations

import math
from typing import Any

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.dojo.hexgrid import neighbours
from scenes import theme
from scenes.app import App
from scenes.dojo import hint_plan, map_layers
from scenes.dojo.art import HINT

from .test_dojo_scene import _placed_table


def h(x: Any) -> str:
    return f"{x[0]},{x[1]}"


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_a_hint_of_four_walks_on_a_crowded_board_keeps_every_count_readable(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.tr = Translator(lang)
    scene = _placed_table(app)
    scene.play("roll")
    state = scene.state
    me = state.mover
    land = [x for x in state.terrain if state.terrain[x] not in ("water",)]
    centre = min(land, key=lambda x: abs(x[0]) + abs(x[1]) + abs(x[0] + x[1]))
    crowd = [x for x in land if max(abs(x[0] - centre[0]), abs(x[1] - centre[1])) <= 2]
    for i, x in enumerate(crowd):  # a count on every hex about the walks, both clans
        state.ninjas[x] = [0, 0]
        state.ninjas[x][me if i % 3 else 1 - me] = 2 + i % 4
    sources = [x for x in crowd if state.ninjas[x][me]][:4]
    plan: list[str] = []
    for src in sources:  # each ninja walks two steps
        here = src
        for _ in range(2):
            there = next(n for n in neighbours(here) if n in state.terrain and n != src)
            plan.append(f"step {h(here)} {h(there)} 1")
            here = there
    first = next(
        (a for a in state.legal_actions() if str(a) == plan[0]),
        None,
    )
    if first is None:  # the plan's first step as the rules write it (the forest's cost)
        first = next(
            a for a in state.legal_actions() if a.kind == "step" and str(a).startswith(plan[0][:-1])
        )
        plan[0] = str(first)
    scene.hint_plan.keep(plan)  # type: ignore[arg-type]
    scene.hint = first
    drawn: list[tuple[str, Any]] = []  # what the board draws, in order
    for module in (hint_plan, map_layers):
        real = module.arrow

        def arrow(*a: Any, real: Any = real) -> Any:
            drawn.append(("arrow", a[3]))
            return real(*a)

        monkeypatch.setattr(module, "arrow", arrow)
    real_badge = map_layers.MapLayers._badge

    def badge(self: Any, canvas: Any, at: tuple[int, int], count: int, seat: int) -> None:
        drawn.append(("badge", at))
        real_badge(self, canvas, at, count, seat)

    monkeypatch.setattr(map_layers.MapLayers, "_badge", badge)
    real_number = hint_plan.HintPlan._number

    def number(self: Any, canvas: Any, at: tuple[int, int], n: int, *more: Any) -> None:
        drawn.append(("number", at))
        real_number(self, canvas, at, n, *more)

    monkeypatch.setattr(hint_plan.HintPlan, "_number", number)
    with theme.scaled_for(app.view_size):
        scene.draw(pygame.Surface(app.view_size))
        badge_r = scene.map_layers.badge_radius()
        number_r = scene.hint_plan.radius()
    arrows = [c for kind, c in drawn if kind == "arrow"]
    shown = hint_plan.walks(plan)[0]  # the walk under way only (newcomer A, s10)
    assert len(arrows) == len(shown)
    assert arrows.count(HINT) == 1  # one step stands out: the hint's own
    numbers = [at for kind, at in drawn if kind == "number"]
    assert len(numbers) == len(shown)  # each of its steps numbered
    badges = {at for kind, at in drawn if kind == "badge"}
    for i, at in enumerate(numbers):
        for other in badges:
            assert math.dist(at, other) >= badge_r + number_r - 1, (at, other)
        for other in numbers[i + 1 :]:
            assert math.dist(at, other) >= 2 * number_r - 1, (at, other)
    # every count is drawn over any arrow or ring under it (the numbers, kept off the
    # counts, over the rings)
    last_hint = max(i for i, (kind, _) in enumerate(drawn) if kind == "arrow")
    for at in badges:
        assert max(i for i, d in enumerate(drawn) if d == ("badge", at)) > last_hint
