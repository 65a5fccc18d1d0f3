"""Newcomer K, s17 (108, 126): while she aimed a long throw, the string's panel left the
log no room and it vanished: she could not re-read where the computers had just gone.
While the string is set the log keeps the column's foot, the backpacks' room, four
lines (scenes/night/string_aim.py, FIXED_LOG; newcomer O, s18: one layout every throw);
a string too steep for the panel left takes more, the log fewer lines under it, and
beside it where not one line is left; no panel covers another."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.night import string_aim
from scenes.night.layout import GAP, LOG_MIN
from scenes.night.string_aim import HAND_SIZE, hand_box

from .test_night_hand_in_panel import aiming_table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_tall_string_leaves_the_log_its_lines(sized_app: Any, size: Any) -> None:
    app = sized_app(size)
    app.set_language("fr")
    scene = aiming_table(app)
    canvas = pygame.Surface(size)
    scene.draw(canvas)
    scene.aiming.start(next(a for a, _ in scene.options if a.kind == "move"))
    scene.draw(canvas)
    layout = scene.layout()
    hands, px = layout.hands, layout.px
    view = scene.view
    given = 0
    fixed = hands.height - px(GAP // 2) - px(string_aim.FIXED_LOG)
    for rise in range(0, hands.height, 12):  # strings ever steeper: panels ever taller
        view.throw_vector = lambda *_a, r=rise: (px(40), -float(r))  # type: ignore[method-assign]
        panel, log = scene.aiming.panels(layout)
        assert panel.height >= fixed  # never less than every throw's panel
        if hands.bottom - panel.bottom - px(GAP // 2) < px(LOG_MIN):
            continue  # no room left for a log at all
        assert log is not None, rise  # before: none once under LOG_MIN above the packs
        assert log.top > panel.bottom and log.bottom == hands.bottom  # the column's foot
        assert not scene.aiming.packs_shown(layout)  # the backpacks' room is the log's
        given += panel.height == fixed
        boxes = scene.table_view.boxes(layout)
        for k, box in enumerate(boxes):
            assert box.collidelist(list(boxes[k + 1 :])) < 0, (rise, box)
    assert given  # the strings that fit share one panel


def five_line_prompt(scene: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The prompt five lines long while the string is set (a long hint said over it):
    the stock throw words are two lines now (newcomer B, s24)."""
    monkeypatch.setattr(scene.prompt_panel, "lines", lambda width: ["words"] * 5)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_log_is_under_every_string_with_the_throw_words(
    sized_app: Any, size: Any, lang: str
) -> None:
    """Newcomer B (s24, g36-g37, EN 1280x720): with the five-line throw words, a steep
    string's panel took the column's foot and the log was squeezed into a narrow column
    inside it. The words are two lines now: every string of every roof leaves the log its
    room under the panel, full width."""
    app = sized_app(size)
    app.set_language(lang)
    scene = aiming_table(app)
    canvas = pygame.Surface(size)
    scene.draw(canvas)
    aim = scene.aiming
    aim.start(next(a for a, _ in scene.options if a.kind == "move"))
    layout = scene.layout()
    roofs = range(len(scene.state.village.buildings))
    for pair in [(h, t) for h in roofs for t in roofs if h != t]:
        aim.aim = lambda p=pair: p  # type: ignore[method-assign]
        assert aim.panels(layout)[1] is not None, pair  # fails before at 1280x720
        assert aim.side_log(layout) is None, pair
    app.pop()
    app.set_language("en")


def test_with_no_room_under_a_steep_string_the_log_stands_beside_it(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """1280x720 in French, a five-line prompt: the steepest throw's panel reaches the
    column's foot; the log shows inside it, beside the string and the hand, clear of
    both at any length."""
    app = sized_app((1280, 720))
    app.set_language("fr")
    scene = aiming_table(app)
    five_line_prompt(scene, monkeypatch)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    aim = scene.aiming
    aim.start(next(a for a, _ in scene.options if a.kind == "move"))
    layout = scene.layout()
    roofs = range(len(scene.state.village.buildings))
    for pair in [(h, t) for h in roofs for t in roofs if h != t]:  # the steepest ways
        aim.aim = lambda p=pair: p  # type: ignore[method-assign]
        if aim.panels(layout)[1] is None:
            break
    panel, under = aim.panels(layout)
    side = aim.side_log(layout)
    assert under is None and side is not None  # before: no log at all
    assert panel.contains(side)
    for length in (0.0, aim.limit() / 2, aim.limit()):
        aim.length = length
        near, far = aim.string_ends()
        hand = hand_box(near, aim.throw_direction(), layout.px(HAND_SIZE))
        assert not side.colliderect(hand) and not side.collidepoint(far), length
    scene.draw(canvas)
    assert scene.log_panel.rect.colliderect(side)  # drawn there
