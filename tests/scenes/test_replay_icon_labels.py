"""The replay's icon buttons are labelled (issue 33, newcomer R, s8: 'the transport row
is ten small unlabeled icon buttons'): while the pointer is over the strip, each icon's
word stands over it, 'Start', 'Turn −', 'Action −', 'Play' ... / 'Début', 'Tour −',
'Action −', 'Lecture' ..., the hovered one's in gold, the tip with its key above."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes import theme

from .conftest import Driver
from .test_replay import opened


def words_drawn(app: Any) -> dict[str, tuple[pygame.Rect, Any]]:
    """Each text drawn on a frame: its rect and colour."""
    out: dict[str, tuple[pygame.Rect, Any]] = {}
    original = theme.blit_text

    def recording(canvas: Any, text: str, size: Any, colour: Any = None, *a: Any, **k: Any) -> Any:
        rect = original(canvas, text, size, colour, *a, **k)
        out[text] = (rect, colour)
        return rect

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(theme, "blit_text", recording)
        app.draw()
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_icon_has_its_word_over_it_near_the_strip(
    sized_app: Any, tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    ui = Driver(app)
    scene = opened(app, tmp_path, "taisen", at=3)
    ui.step()
    names = ["start", "turn_back", "action_back", "play", "action_forward"]
    names += ["turn_forward", "end", "slower", "faster"]
    buttons = [*scene.transport, *scene.speed_buttons]
    labels = [(b, app.tr(f"replay.label.{name}")) for b, name in zip(buttons, names, strict=True)]
    ui.move((size[0] // 2, size[1] // 3))  # over the table: no labels
    assert not any(word in words_drawn(app) for _, word in labels)
    hovered = scene.transport[2]
    ui.move(hovered.rect.center)
    drawn = words_drawn(app)
    rects = []
    for button, word in labels:
        assert word in drawn, word  # fails before: no word at all
        rect, colour = drawn[word]
        assert abs(rect.centerx - button.rect.centerx) <= 1  # over its own icon
        assert rect.bottom <= scene.rects[1].top  # above the strip, not over its rows
        assert (tuple(colour) == tuple(theme.GOLD)) == (button is hovered)
        rects.append(rect)
    for left, right in zip(rects, rects[1:], strict=False):
        assert left.right < right.left  # whole, apart
    tip = app.tr("replay.tip.action_back")
    assert tip in drawn and drawn[tip][0].bottom <= min(r.top for r in rects)


def test_the_play_word_says_pause_while_playing(app: Any, ui: Driver, tmp_path: Path) -> None:
    scene = opened(app, tmp_path, "taisen", at=1)
    ui.step()
    ui.move(scene.transport[3].rect.center)
    assert app.tr("replay.label.play") in words_drawn(app)
    scene.toggle_play()
    assert app.tr("replay.label.pause") in words_drawn(app)


def test_the_words_stay_over_the_caption_of_the_computers_move(
    sized_app: Any, tmp_path: Path
) -> None:
    """In the replay opened from the review, the caption in the side panel reaches down
    to the strip: the icons' words and the tip are drawn over it, not under it."""
    from .replay_records import make_record
    from .test_review_computer_move import costly, replay_from_review

    app = sized_app((1280, 720))
    app.language_for_run("fr")
    ui = Driver(app)
    path = make_record("dojo", tmp_path)
    replay = replay_from_review(app, path, costly(path, "step"))
    app.draw()  # (the strip placed)
    ui.move(replay.speed_buttons[1].rect.center)
    order: list[str] = []
    original = theme.blit_text

    def recording(canvas: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        order.append(text)
        return original(canvas, text, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(theme, "blit_text", recording)
        app.draw()
    faster = app.tr("replay.label.faster")
    best_chance = replay.move.heads[0]
    head = next(i for i, text in enumerate(order) if best_chance in text)
    assert faster in order[head:]  # fails before: drawn before the caption, under it
