"""Issue 33, nc-67 and nc-68: in the replay opened from the review, the move made was
drawn red (the costly colour) even when it was as good as the computer's (both '21%
after'), and the caption covered Night's roof 5 and Dojo's top row of hexes. Red is for
a costly move only, and the caption lies over no piece of the board."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from scenes import theme
from scenes.review import caption_place
from scenes.review.graph import COSTLY

from .replay_records import make_record
from .test_review_computer_move import costly, replay_from_review


def colours(app: Any) -> dict[str, Any]:
    """Each text drawn and its colour."""
    out: dict[str, Any] = {}
    original = theme.blit_text

    def recording(canvas: Any, text: str, size: Any, colour: Any, *a: Any, **k: Any) -> Any:
        out[text] = colour
        return original(canvas, text, size, colour, *a, **k)

    with pytest.MonkeyPatch.context() as patch:  # undoes its own patch only
        patch.setattr(theme, "blit_text", recording)
        app.draw()
    return out


@pytest.mark.parametrize("game", ["night", "dojo"])
def test_a_move_as_good_as_the_computers_is_not_red(app: Any, tmp_path: Path, game: str) -> None:
    path = make_record(game, tmp_path)
    other = costly(path, "move" if game == "night" else "step")
    # another move than the computer's, as good: both 21% after
    item = rv.Item(other.index, other.move, other.computer, 0.21, 0.21, 0.21)
    assert item.as_good and item.move != item.computer
    replay = replay_from_review(app, path, item)
    assert not replay.move.costly
    drawn = colours(app)
    played = [text for text in drawn if len(text) > 20 and text in replay.move.played]
    assert played and all(tuple(drawn[text]) != tuple(COSTLY) for text in played)
    # a costly move is red
    app.pop()
    replay = replay_from_review(app, path, other)
    assert replay.move.costly
    drawn = colours(app)
    played = [text for text in drawn if len(text) > 20 and text in replay.move.played]
    assert played and all(tuple(drawn[text]) == tuple(COSTLY) for text in played)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["night", "dojo"])
def test_the_caption_lies_over_no_piece(
    sized_app: Any, tmp_path: Path, game: str, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record(game, tmp_path)
    replay = replay_from_review(app, path, costly(path, "move" if game == "night" else "step"))
    app.draw()
    assert replay._box is not None
    box = replay._box[1]
    canvas = app.window
    area = canvas.get_rect() if replay.full else replay.rects[0]
    scale = area.width / canvas.get_width()
    pieces = caption_place.pieces(replay.table, game)
    assert pieces
    for piece in pieces:
        shown = pygame.Rect(
            round(area.left + piece.left * scale),
            round(area.top + piece.top * scale),
            round(piece.width * scale),
            round(piece.height * scale),
        )
        assert not box.colliderect(shown), (piece, box)
    assert area.contains(box)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_dojo_caption_keeps_to_one_panel(
    sized_app: Any, tmp_path: Path, size: tuple[int, int]
) -> None:
    """Issue 33, newcomer G (nc-71, f01.png): the caption lay half over the board's frame
    and half over the side column at 1280x720. It lies whole in the side column."""
    app = sized_app(size)
    path = make_record("dojo", tmp_path)
    replay = replay_from_review(app, path, costly(path, "step"))
    app.draw()
    assert replay._box is not None
    box = replay._box[1]
    area = app.window.get_rect() if replay.full else replay.rects[0]
    scale = area.width / app.window.get_width()
    board = replay.table.layout.map
    left = round(area.left + board.right * scale)
    assert box.left > left and box.right <= area.right, (box, left)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("after", [0.2, 0.58])
def test_the_taisen_caption_keeps_off_the_tiles(
    sized_app: Any, tmp_path: Path, size: tuple[int, int], lang: str, after: float
) -> None:
    """Newcomer U, s20, 060 (FR 1280x720): the review's moment put its caption over the
    middle of the Taisen board, between the road and the cards under it, hiding tiles
    1-9. It lies clear of every tile, the villages and the marks, a costly move's and
    one as good as the computer's (its words the longest)."""
    from scenes.replay import made_marks
    from scenes.taisen import layout as L

    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    item = costly(path, "")  # (0.58: as good as the computer's, its caption the longest)
    item = rv.Item(item.index, item.move, item.computer, 0.6, 0.6, after)
    replay = replay_from_review(app, path, item)
    app.draw()
    assert replay._box is not None
    box = replay._box[1]
    canvas = app.window
    area = canvas.get_rect() if replay.full else replay.rects[0]
    scale = area.width / canvas.get_width()
    shapes = replay.shapes(canvas.get_size())
    kept = [pygame.Rect(rect) for rect in L.COLUMNS]
    kept += made_marks.obstacles(replay, canvas.get_size(), shapes)
    for piece in kept:
        shown = pygame.Rect(
            round(area.left + piece.left * scale),
            round(area.top + piece.top * scale),
            round(piece.width * scale),
            round(piece.height * scale),
        )
        assert not box.colliderect(shown), (piece, box)
    assert area.contains(box)
