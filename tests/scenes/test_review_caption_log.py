"""Issue 33, newcomers G and H: the replay's caption of the computer's move ('The
computer: ... / would have played it too') covered the log (Taisen's and Shinobi's were
mended by 79483b9; Night's and Dojo's side columns hold no other room, and there it
still lay over the log's lines) and, at 1280x720, Dojo's 'Moves: 6' with its die; in
French its last line ran out of its box over the board's frame side. The caption now
takes the top of Night's and Dojo's log, whose lines are drawn under it, keeps off
Dojo's clans, prompt and moves, and every line of it is wrapped within its box."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.review.computer_move import TEXT

from .replay_records import make_record
from .test_review_computer_move import costly, replay_from_review

KINDS = {"night": "move", "dojo": "step", "taisen": "g", "shinobi": "place"}


def on_window(replay: Any, rect: pygame.Rect) -> pygame.Rect:
    """A rect of the table (drawn at the window's size) where the replay shows it."""
    area = replay.rects[0]
    scale = area.width / replay.app.window.get_width()
    return pygame.Rect(
        round(area.left + rect.left * scale),
        round(area.top + rect.top * scale),
        round(rect.width * scale),
        round(rect.height * scale),
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["night", "dojo"])
def test_the_caption_takes_the_logs_top_and_its_lines_go_under_it(
    sized_app: Any, tmp_path: Path, game: str, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.language_for_run(lang)
    path = make_record(game, tmp_path)
    replay = replay_from_review(app, path, costly(path, KINDS[game]))
    app.draw()
    assert replay._box is not None
    box = replay._box[1]
    panel = replay.table.log_panel
    with theme.scaled_for(app.window.get_size()):
        rows = [on_window(replay, row) for row, _ in panel.placed()]
    assert rows, "the log still shows its newest lines"
    assert all(not box.colliderect(row) for row in rows), (box, rows)
    if game == "dojo":  # the moves left and their die, the clans' panels: in view
        layout = replay.table.layout
        with theme.scaled_for(app.window.get_size()):
            action = layout.action
            head = pygame.Rect(action.left, action.top, action.width, theme.px(122))
            for rect in (layout.status, head):
                assert not box.colliderect(on_window(replay, rect)), rect
    replay.go(replay.index + 1)  # away from the moment: the log has its whole room
    app.draw()
    assert replay.table.log_panel.rect == replay.table.log_panel.room


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["night", "dojo", "taisen", "shinobi"])
def test_every_line_of_the_caption_lies_within_its_box(
    sized_app: Any, tmp_path: Path, game: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app((1280, 720))
    app.language_for_run(lang)
    path = make_record(game, tmp_path)
    replay = replay_from_review(app, path, costly(path, KINDS[game]))
    drawn: list[pygame.Rect] = []
    original = theme.blit_text

    def recording(canvas: Any, text: str, size: Any, *args: Any, **kwargs: Any) -> Any:
        rect = original(canvas, text, size, *args, **kwargs)
        if size == TEXT and canvas is app.window:
            drawn.append(pygame.Rect(rect))
        return rect

    app.draw()
    monkeypatch.setattr(theme, "blit_text", recording)
    replay._box = None  # placed and drawn again, its lines recorded
    app.draw()
    assert replay._box is not None
    box = replay._box[1]
    lines = [rect for rect in drawn if box.contains(pygame.Rect(rect.topleft, (1, 1)))]
    assert len(lines) >= 2
    assert all(box.contains(line) for line in lines), (box, lines)
