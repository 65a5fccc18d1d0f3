"""The Dojo hint draws one arrow set a ninja (issue 33, newcomer J, Dojo in French,
shot-225 and 249: two ninjas' walks met on a hex and their arrows read as one chain,
'Dojo -> forest -> enemy plain -> forest -> plain'; J walked to the chain's end, past the
enemy, and the next hint said to walk back). Each walk's arrows are its own, and only
the walk under way is drawn, each step numbered where it starts (newcomer A, s10). EN
and FR: the badges are digits, the same in both."""

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
def test_only_the_walk_under_way_is_drawn_each_step_numbered_where_it_starts(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Newcomer A (s10, nc-91/051.png, 067.png, 159.png): up to 8 numbered arrows of
    several walks at once, each walk numbered by its last arrow, so the '1' stood on
    her Dojo while the first step went plains to mountain. Now the walk under way only,
    no more arrows than its steps, each step numbered at its start, 1 (the step to play
    now) in the hint's colour, the later ones dark; another ninja's walk comes after."""
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

    # the hint's walk: home -> there -> beyond; then another ninja from `side`
    walk = [str(first), f"step {h(there)} {h(beyond)} 1"]
    plan = [*walk, f"step {h(side)} {h(there)} 1"]
    scene.hint_plan.keep(plan)  # type: ignore[arg-type]
    scene.hint = first
    drawn: list[tuple[Any, ...]] = []
    real = hint_plan.arrow
    monkeypatch.setattr(hint_plan, "arrow", lambda *a: (drawn.append(a), real(*a))[1])
    numbers: list[tuple[int, tuple[int, int], bool]] = []
    badge = hint_plan.HintPlan._number
    monkeypatch.setattr(
        hint_plan.HintPlan,
        "_number",
        lambda self, canvas, at, n, now=True: (
            numbers.append((n, at, now)),
            badge(self, canvas, at, n, now),
        )[1],
    )
    texts = record_texts(monkeypatch)
    with theme.scaled_for(app.view_size):
        scene.draw(pygame.Surface(app.view_size))
    view = scene.view
    # the walk's second step only (its first, the hint's own: map_layers); before: the
    # other ninja's step too
    assert len(drawn) == 1
    assert {drawn[0][1], drawn[0][2]} == {view.centre(there), view.centre(beyond)}
    assert [n for n, _, _ in numbers] == [1, 2] and "1" in texts and "2" in texts
    assert [now for _, _, now in numbers] == [True, False]  # the step to play now, lit
    for (_, at, _), start, end in zip(numbers, (home, there), (there, beyond), strict=True):
        a, b = view.centre(start), view.centre(end)
        near = ((at[0] - a[0]) ** 2 + (at[1] - a[1]) ** 2) ** 0.5
        far = ((at[0] - b[0]) ** 2 + (at[1] - b[1]) ** 2) ** 0.5
        assert near < far, (at, start, end)  # at the step's start, not where it ends


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_the_walk_numbers_never_sit_on_a_count_and_later_walks_are_dimmed(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Newcomer M (s8, g26.png): a hint of four walks, their numbers drawn ahead of
    each last arrow, on the hexes' ninja counts ("1" and "4" hid the blue and orange
    counts), and seven steps in one colour read as a knot. A number stands halfway along
    its walk's last arrow, off every count drawn; the walk to play now is in the hint's
    colour, the later ones dimmed."""
    from scenes.dojo import map_layers

    app.tr = Translator(lang)
    scene = _placed_table(app)
    scene.play("roll")
    state = scene.state
    first = next(a for a in scene.legal() if a.kind == "step")
    there = tuple(int(v) for v in first.args[1].split(","))
    home = tuple(int(v) for v in first.args[0].split(","))
    side, beyond = [n for n in neighbours(there) if n in state.terrain and n != home][:2]
    for h in (side, there, beyond):  # counts on every hex the walks touch
        state.ninjas.setdefault(h, [0, 0])[1 - state.mover] = 0
        state.ninjas[h][state.mover] = 2

    def h(x: Any) -> str:
        return f"{x[0]},{x[1]}"

    plan = [str(first), f"step {h(there)} {h(beyond)} 1", f"step {h(beyond)} {h(there)} 1"]
    scene.hint_plan.keep(plan)  # type: ignore[arg-type]
    scene.hint = first
    badges: list[tuple[tuple[int, int], int]] = []
    real_badge = map_layers.MapLayers._badge

    def badge(self: Any, canvas: Any, centre: tuple[int, int], count: int, seat: int) -> None:
        badges.append((centre, scene.view.radius // 4))
        real_badge(self, canvas, centre, count, seat)

    monkeypatch.setattr(map_layers.MapLayers, "_badge", badge)
    numbers: list[tuple[int, int]] = []
    real_number = hint_plan.HintPlan._number
    monkeypatch.setattr(
        hint_plan.HintPlan,
        "_number",
        lambda self, canvas, at, n, *more: (
            numbers.append(at),
            real_number(self, canvas, at, n, *more),
        )[1],
    )
    colours: list[Any] = []
    real = hint_plan.arrow
    monkeypatch.setattr(hint_plan, "arrow", lambda *a: (colours.append(a[3]), real(*a))[1])
    with theme.scaled_for(app.view_size):
        scene.draw(pygame.Surface(app.view_size))
        r = max(theme.px(13), scene.view.radius // 4)
    assert len(numbers) == 3 and len(badges) >= 3  # one a step of the walk
    for at in numbers:
        for centre, radius in badges:
            gap = ((at[0] - centre[0]) ** 2 + (at[1] - centre[1]) ** 2) ** 0.5
            assert gap >= radius + r - 2, (at, centre)  # at most a rim's touch
    assert colours and all(c == hint_plan.LATER for c in colours)  # the later steps
    assert hint_plan.LATER != hint_plan.HINT
