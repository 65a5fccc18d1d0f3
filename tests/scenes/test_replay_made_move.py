"""Issue 33, s10: the replay opened at a reviewed move showed the computer's better move
and not the person's own. At that moment the move made is marked too, in the reviewed
seat's colour, and each move has its tag, 'You played' / 'Votre coup' in that colour,
'Better' / 'Meilleur' in the computer's blue, inside the table, apart, off the caption;
a step away, neither; a move the computer made too, no tag of the move made."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from ninjas import review as rv
from scenes.app import App
from scenes.replay import made_marks
from scenes.review.computer_move import MARK

from .conftest import record_blits
from .replay_records import make_record
from .test_review_computer_move import costly, replay_from_review

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A folder to save the screens in (to look at them), none by default."""
KINDS = {"shinobi": "place", "dojo": "dojo", "night": "place", "taisen": ""}
"""The kind of seat 0's first decision each game's check is made at."""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(
    ("game", "size"),
    [
        ("shinobi", (1280, 720)),
        ("dojo", (1280, 720)),
        ("night", (1920, 1080)),
        ("taisen", (1280, 720)),
    ],
)
def test_the_move_made_is_marked_beside_the_computers(
    sized_app: object,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    game: str,
    size: tuple[int, int],
) -> None:
    app: App = sized_app(size)  # type: ignore[operator]
    app.language_for_run(lang)
    path = make_record(game, tmp_path)
    item = costly(path, KINDS[game])
    replay = replay_from_review(app, path, item)
    assert made_marks.made_move(replay) == item.move
    blits = record_blits(monkeypatch)
    app.draw()
    if SHOT:
        pygame.image.save(app.canvas, f"{SHOT}/made-{game}-{lang}-{size[0]}.png")
    said = dict(blits)
    made, better = app.tr("replay.tag.made"), app.tr("replay.tag.better")
    assert made in said and better in said
    made_shapes = made_marks.shapes(replay, app.canvas.get_size())
    assert made_shapes  # (Shinobi's: the same cards as the computer's, more of them)
    if game != "shinobi":
        assert made_shapes != replay.shapes(app.canvas.get_size())
    area = replay.rects[0]
    own, best = replay._tags
    assert area.contains(own) and area.contains(best) and not own.colliderect(best)
    assert own.contains(said[made]) and best.contains(said[better])
    inside = (own.left + 3, own.centery)
    assert tuple(app.canvas.get_at(inside))[:3] == made_marks.colour_of(replay)
    assert tuple(app.canvas.get_at((best.left + 3, best.centery)))[:3] == MARK
    assert made_marks.colour_of(replay) != MARK
    box = replay.caption_box(app.canvas, area, replay.caption_height(app.canvas))
    assert not box.colliderect(own) and not box.colliderect(best), "the caption off them"
    replay.step(1)  # a step away: neither move's marks nor tags
    blits.clear()
    app.draw()
    said = dict(blits)
    assert made not in said and better not in said


def test_a_move_the_computer_made_too_has_no_tag_of_its_own(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_record("shinobi", tmp_path)
    item = costly(path, "place")
    same = rv.Item(item.index, item.move, item.move, 0.6, 0.6, 0.6)
    replay = replay_from_review(app, path, same)
    blits = record_blits(monkeypatch)
    app.draw()
    said = {text for text, _ in blits}
    assert app.tr("replay.tag.made") not in said
    assert app.tr("replay.tag.better") not in said
    assert not made_marks.shapes(replay, app.canvas.get_size())
