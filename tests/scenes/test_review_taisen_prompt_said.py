"""Taisen, the review's moment (s21): its box lay over the prompt's panel under the board
and hid the replay's line there ('Replay: Wolf played; Monkey to play.'); for a move as
good as the computer's, over the log's lines too. Nothing may cover a line the player
must read: the box says the prompt first, where the panel said it, and the log's lines
are drawn under the box, never beneath it; the dice stay clear."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from scenes import theme
from scenes.review import caption_place, computer_move

from .replay_records import make_record
from .test_review_computer_move import costly, replay_from_review


def drawn_in_order(app: Any) -> list[tuple[str, str, pygame.Rect]]:
    """('panel', '', rect) for each caption panel and ('text', words, rect) for each
    text, in the order drawn."""
    out: list[tuple[str, str, pygame.Rect]] = []
    panel, blit = computer_move.draw_panel, theme.blit_text

    def panel_drawn(canvas: Any, rect: Any, *a: Any, **k: Any) -> Any:
        out.append(("panel", "", pygame.Rect(rect)))
        return panel(canvas, rect, *a, **k)

    def text_drawn(canvas: Any, text: str, *a: Any, **k: Any) -> Any:
        rect = blit(canvas, text, *a, **k)
        out.append(("text", text, pygame.Rect(rect)))
        return rect

    with pytest.MonkeyPatch.context() as patch:  # undoes its own patches only
        patch.setattr(computer_move, "draw_panel", panel_drawn)
        patch.setattr(theme, "blit_text", text_drawn)
        app.draw()
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("after", [0.2, 0.58])
def test_the_moment_says_the_replays_prompt_and_hides_no_log_line(
    sized_app: Any, tmp_path: Path, size: tuple[int, int], lang: str, after: float
) -> None:
    from scenes.taisen import layout as L

    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    item = costly(path, "")  # 0.2: a costly move; 0.58: as good, its words the longest
    item = rv.Item(item.index, item.move, item.computer, 0.6, 0.6, after)
    replay = replay_from_review(app, path, item)
    app.draw()
    order = drawn_in_order(app)
    assert replay._box is not None
    box = replay._box[1]
    start = next(n for n, (kind, _, rect) in enumerate(order) if kind == "panel" and rect == box)
    prompt = str(replay.table.prompt(None)[0])
    assert prompt
    said = [(text, rect) for kind, text, rect in order[start + 1 :] if kind == "text"]
    lines = [text for text, rect in said if text in prompt]
    assert "".join(lines).replace(" ", "") == prompt.replace(" ", ""), (lines, prompt)
    assert all(box.contains(rect) for text, rect in said if text in lines)
    # where the table is drawn, scaled into the replay's room
    area = app.window.get_rect() if replay.full else replay.rects[0]
    scale = area.width / app.window.get_width()

    def shown(rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(
            round(area.left + rect.left * scale),
            round(area.top + rect.top * scale),
            round(rect.width * scale),
            round(rect.height * scale),
        )

    assert not box.colliderect(shown(L.DICE_PANEL))
    for log in caption_place.log_panels(replay.table, "taisen"):
        rows = len(log.shown())
        room = shown(log.rect)
        # the rows drawn lie in the log's room left under the box
        used = pygame.Rect(room.left, room.top, room.width, round(rows * log.step() * scale))
        assert not rows or not box.colliderect(used), (box, room, rows)
