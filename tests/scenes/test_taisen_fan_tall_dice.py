"""A tall Monkey stack's fan keeps the dice panel's title in view (issue 33, the small
things, item 3): the village's stack of five cards and more, fanned, hid DICE / DÉS
(a four-card fan kept off it already: test_taisen_fan_off_panels). Too tall to stand
above the title, it crosses the road up from the title's line; every card's strip still
shows whole. Each stack, 3 to 9 cards, on every Monkey column, EN and FR, at 1280x720
and 1920x1080."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.taisen import layout as L
from scenes.taisen import stack_fan


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_monkey_fan_covers_the_dice_title(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    label = app.tr("taisen.fan.top")
    with theme.scaled_for(size):
        L.configure(size)
        title = stack_fan.dice_title(app.tr("taisen.dice"))
        covered = []
        for pos in range(0, 10):  # the village, and each tile
            for count in range(3, 10):
                canvas = pygame.Surface((L.CANVAS_W, L.CANVAS_H))
                stack = list(range(1, count + 1))  # Monkey cards (side 0)
                rect = stack_fan.draw(canvas, pos, stack, label, app.settings.palette, title)
                if rect.colliderect(title):
                    covered.append((pos, count, rect))
                assert canvas.get_rect().contains(rect), (pos, count, rect)
        assert covered == [], covered  # before: the village's 5 to 9 cards, and more


def test_the_village_s_tall_fan_still_shows_each_strip() -> None:
    pygame.font.init()  # no app here: a test before it on this worker may have quit pygame
    size = (1280, 720)
    with theme.scaled_for(size):
        L.configure(size)
        title = stack_fan.dice_title("DICE")
        for count in range(5, 10):
            rect, step, enlarged = stack_fan._placed(0, count, 0, 1, 0, title)
            assert step >= stack_fan._floor(enlarged) and enlarged >= 1.0
            assert rect.bottom < title.top


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_table_fans_the_village_s_six_cards_off_dice(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    from ninjas.core.session import GameSession, Seat
    from scenes.taisen import TaisenScene

    app = sized_app((1280, 720))
    app.set_language(lang)
    session = GameSession.new("taisen", [Seat("human"), Seat("ai", "easy")], 3, {}, autosave=False)
    scene = TaisenScene(app, session, ai_pause=0)
    app.push(scene)
    monkeypatch.setattr(scene, "hovered_stack", lambda: (0, [1, 2, 3, 4, 5, 6]))
    fans: list[pygame.Rect] = []
    draw = stack_fan.draw
    monkeypatch.setattr(stack_fan, "draw", lambda *a, **k: fans.append(draw(*a, **k)) or fans[-1])
    canvas = pygame.Surface((1280, 720))
    with theme.scaled_for((1280, 720)):
        scene.draw(canvas)
        words = theme.text(app.tr("taisen.dice"), theme.FONT_SMALL, theme.GOLD)
        title = words.get_rect(topleft=L.DICE_TITLE)  # where the board draws it
    assert len(fans) == 1 and not fans[0].colliderect(title), (fans, title)  # before: over it
