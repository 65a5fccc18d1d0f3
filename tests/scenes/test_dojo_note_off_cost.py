"""The hex note never lies over the summoning's cost line (issue 33, newcomer P, s8
shot-14: at 1280x720 in French the note on the hex pointed at was drawn over 'Invoquer
avec 5 : votre pioche 54 → 49 ...' under the Summon button, both unreadable until the
pointer left the board)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App

from .test_dojo_newcomer_d import person_to
from .test_dojo_scene import table

SizedApp = Callable[[tuple[int, int]], App]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_hex_note_over_the_summoning_cost(
    sized_app: SizedApp, size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = table(app, [Seat(name="Ada"), Seat("ai", "hard")], 77)
    person_to(scene, "summon")
    app.draw()
    cost = scene.summoning.warning()
    assert cost.startswith(
        app.tr("dojo.summon.cost", count=5, deck=54, after=49, mine=0, theirs=0)[:12]
    )
    lines = [line for line, _ in scene.summoning.warning_lines()]
    assert lines
    drawn: list[pygame.Rect] = []
    original = theme.blit_text

    def recording(canvas, string, *args, **kw):  # type: ignore[no-untyped-def]
        rect = original(canvas, string, *args, **kw)
        if string in lines:
            drawn.append(rect)
        return rect

    monkeypatch.setattr(theme, "blit_text", recording)
    for h in sorted(scene.state.terrain):
        scene.cursor = h
        drawn.clear()
        app.draw()
        note = scene.note.box()
        assert note is not None
        box = note[0]
        assert len(drawn) == len(lines), h  # the cost line is drawn whole
        for rect in drawn:
            assert not rect.colliderect(box), (h, rect, box, note[1])
