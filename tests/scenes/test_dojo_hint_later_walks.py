"""The Dojo hint shows the turn's plan whole (issue 33, newcomer Q, s19, Dojo EN
1280x720 vs Hard, scored 7: 'one step only'). Where the plan walks other ninjas after
the walk under way, they are dotted on the board under it (no arrows, no numbers: the
walk under way alone has them, newcomer A, s10) and said in words: 'Then another ninja
walks 2 steps, dotted on the board.' A hint of one step said nothing more, its other
ninja's walk neither drawn nor said (10 of 16 hard hints after a roll in seeded games
walk two ninjas or more, 4 of them one step first). Enter still plays the step now."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from ninjas.dojo.hexgrid import Hex, neighbours
from scenes import theme
from scenes.app import App
from scenes.dojo import hint_plan

from .test_dojo_scene import _placed_table, key


def _text(h: Hex) -> str:
    return f"{h[0]},{h[1]}"


def _two_walks(app: App) -> tuple[Any, list[str], list[tuple[Hex, Hex]]]:
    """After the roll: a hint of one step out of the Dojo, then another ninja's walk of
    two steps elsewhere; that walk's steps."""
    scene = _placed_table(app)
    scene.play("roll")
    state = scene.state
    me = state.mover
    first = next(a for a in scene.legal() if a.kind == "step")
    home, there = (tuple(int(v) for v in first.args[k].split(",")) for k in (0, 1))
    cells = [h for h in state.terrain if h not in state.dojos]
    far = max(cells, key=lambda h: abs(h[0] - home[0]) + abs(h[1] - home[1]))
    state.ninjas.setdefault(far, [0, 0])[me] = 1
    state.ninjas[far][1 - me] = 0
    mid = next(n for n in neighbours(far) if n in cells and n != there)
    end = next(n for n in neighbours(mid) if n in cells and n not in (far, there))
    later = [(far, mid), (mid, end)]
    plan = [str(first), *(f"step {_text(a)} {_text(b)} 1" for a, b in later), "end"]
    scene.hint_plan.keep(plan)  # type: ignore[arg-type]
    scene.hint = first
    scene.version += 1
    return scene, plan, later


def _drawn(scene: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, Any]]:
    dots: list[tuple[Any, Any]] = []
    real = getattr(hint_plan, "dotted", None)  # (none before)
    monkeypatch.setattr(
        hint_plan,
        "dotted",
        lambda c, a, b, *more: (dots.append((a, b)), real and real(c, a, b, *more))[1],
        raising=False,
    )
    size = scene.app.view_size
    with theme.scaled_for(size):
        scene.draw(pygame.Surface(size))
    return dots


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_another_ninjas_walk_after_the_step_now_is_dotted_and_said(
    sized_app: Callable[[tuple[int, int]], App],
    lang: str,
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene, plan, later = _two_walks(app)
    dots = _drawn(scene, monkeypatch)
    words = scene.prompt_panel.hint_words() or ""
    assert app.tr.plural("dojo.hint.later_walk", 2) in words, words  # before: unsaid
    view = scene.view  # before: the other ninja's walk not drawn
    assert dots == [(view.centre(a), view.centre(b)) for a, b in later]
    key(scene, pygame.K_RETURN)  # Enter plays the step now, as before
    scene.update(1 / 60)
    assert [str(a) for a in scene.session.actions[-1:]] == plan[:1]
    assert str(scene.hint) == plan[1]
    assert _drawn(scene, monkeypatch) == []  # the other ninja's walk, under way: arrows
    words = scene.prompt_panel.hint_words() or ""
    assert "dojo.hint.later" not in words and app.tr.plural("dojo.hint.more_steps", 1) in words


def test_several_later_walks_are_counted_in_words() -> None:
    from ninjas.core.i18n import Translator
    from scenes.dojo.narrator import later_words

    tr = Translator("fr")
    two = [[((0, 0), (1, 0))], [((2, 0), (3, 0)), ((3, 0), (4, 0))]]
    assert later_words(tr, two) == tr.plural("dojo.hint.later_walks", 3, walks=2)
    assert "2 autres ninjas font 3 pas" in later_words(tr, two).replace("\xa0", " ")
    assert later_words(tr, []) == ""
