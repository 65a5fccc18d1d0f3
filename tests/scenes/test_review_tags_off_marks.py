"""Newcomer X, s13, 076.png: in the replay opened from a Dojo review, the two moves
left one hex for two neighbours, and 'Votre coup' stood over the hex the computer's cyan
ring marked (and 'Meilleur' beside it). Each tag now stands on none of the other
marks of either move where a place round its own mark allows it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App

from .replay_records import make_record
from .test_review_computer_move import replay_from_review


def pairs(path: Path) -> list[rv.Item]:
    """Seat 0's steps, each made costly against a step from the same hex to one of the
    two hexes over it, where a tag over the hex both leave would stand (076.png)."""
    out = []
    for decision in rv.decisions(read_record(path), 0):
        if not decision.move.startswith("step ") or rv.JOINED in decision.move:
            continue
        start = decision.move.split()[1]
        row = int(start.split(",")[1])
        for action in decision.state.legal_actions():
            words = str(action).split()
            if words[:2] != ["step", start] or words[2] == decision.move.split()[2]:
                continue
            if int(words[2].split(",")[1]) < row:  # (a hex over it)
                out.append(rv.Item(decision.index, decision.move, str(action), 0.6, 0.6, 0.2))
                break
        if len(out) == 2:
            break
    return out


def ring_masks(found: list[tuple[str, Any]], size: tuple[int, int], area: pygame.Rect):
    """Each ring of `found` filled on a mask of the window (table coordinates to `area`)."""
    scale = area.width / size[0]
    masks = []
    for kind, data in found:
        if kind != "ring":
            continue
        surface = pygame.Surface(size, pygame.SRCALPHA)
        points = [(area.left + x * scale, area.top + y * scale) for x, y in data]
        pygame.draw.polygon(surface, (255, 255, 255, 255), points)
        masks.append((pygame.mask.from_surface(surface), points))
    return masks


@pytest.mark.parametrize(("lang", "size"), [("fr", (1280, 720)), ("en", (1920, 1080))])
def test_neither_tag_stands_on_the_other_moves_hex(
    sized_app: Any, tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    from scenes.replay import made_marks

    app: App = sized_app(size)
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    items = pairs(path)
    assert items, "the pinned game has steps with another way out of the same hex"
    for item in items:
        replay = replay_from_review(app, path, item)
        app.draw()
        made, best = replay._tags
        area = replay.rects[0]
        canvas = app.canvas.get_size()
        theirs = ring_masks(replay.shapes(canvas), canvas, area)
        ours = ring_masks(made_marks.shapes(replay, canvas), canvas, area)
        for box, marks, own in ((made, theirs, ours), (best, ours, theirs)):
            start = own[0][1]  # (the hex both leave: each tag's own mark)
            centre = (sum(p[0] for p in start) / len(start), sum(p[1] for p in start) / len(start))
            for mask, _ in marks:
                if mask.get_at((round(centre[0]), round(centre[1]))):
                    continue  # (the same hex, ringed by both)
                tag = pygame.mask.Mask(box.size, fill=True)
                assert not mask.overlap(tag, box.topleft), (item.move, item.computer, box)
        app.pop()
        app.pop()
