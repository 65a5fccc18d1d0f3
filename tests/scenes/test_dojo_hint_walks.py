"""The Dojo hint draws one arrow set a ninja (issue 33, newcomer J, Dojo in French,
shot-225 and 249: two ninjas' walks met on a hex and their arrows read as one chain,
'Dojo -> forest -> enemy plain -> forest -> plain'; J walked to the chain's end, past the
enemy, and the next hint said to walk back). Each walk's arrows are its own: a later
walk runs a little aside of the hexes' centres, and each walk is numbered where it
ends. EN and FR: the badges are digits, the same in both."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.dojo.hexgrid import neighbours
from scenes import theme
from scenes.app import App
from scenes.dojo import hint_plan

from .conftest import record_texts
from .test_dojo_scene import _placed_table


def test_steps_are_split_into_walks_one_a_ninja() -> None:
    from scenes.dojo.hint_plan import walks

    plan = ["step 0,0 1,0 1", "step 0,1 0,0 1", "step 0,0 -1,0 1", "step -1,0 -2,0 0", "end"]
    assert walks(plan) == [
        [((0, 0), (1, 0))],  # the ninja that left (0,0)...
        [((0, 1), (0, 0)), ((0, 0), (-1, 0)), ((-1, 0), (-2, 0))],  # ...and one passing by
    ]
    assert walks(["step 0,0 1,0 1", "step 1,0 2,0 1"]) == [[((0, 0), (1, 0)), ((1, 0), (2, 0))]]


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_two_walks_meeting_on_a_hex_are_drawn_apart_and_numbered(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.tr = Translator(lang)
    scene = _placed_table(app)
    scene.play("roll")
    state = scene.state
    first = next(a for a in scene.legal() if a.kind == "step")
    there = tuple(int(v) for v in first.args[1].split(","))
    home = tuple(int(v) for v in first.args[0].split(","))
    side, beyond = [n for n in neighbours(there) if n in state.terrain and n != home][:2]

    def h(x: Any) -> str:
        return f"{x[0]},{x[1]}"

    # the hint's step ends on `there`; another ninja walks onto `there` and on
    plan = [str(first), f"step {h(side)} {h(there)} 1", f"step {h(there)} {h(beyond)} 1"]
    scene.hint_plan.keep(plan)  # type: ignore[arg-type]
    scene.hint = first
    drawn: list[tuple[Any, ...]] = []
    real = hint_plan.arrow
    monkeypatch.setattr(hint_plan, "arrow", lambda *a: (drawn.append(a), real(*a))[1])
    numbers: list[int] = []
    badge = getattr(hint_plan.HintPlan, "_number", None)
    monkeypatch.setattr(
        hint_plan.HintPlan,
        "_number",
        lambda self, canvas, at, n: (numbers.append(n), badge and badge(self, canvas, at, n))[1],
        raising=False,
    )
    texts = record_texts(monkeypatch)
    with theme.scaled_for(app.view_size):
        scene.draw(pygame.Surface(app.view_size))
    view = scene.view
    assert len(drawn) == 2  # the second walk's two steps (the hint's own: map_layers)
    ends = {point for a in drawn for point in (a[1], a[2])}
    assert view.centre(there) not in ends  # aside: it no longer joins the first walk's head
    assert numbers == [1, 2] and "1" in texts and "2" in texts  # each walk numbered
