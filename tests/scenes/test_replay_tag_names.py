"""A tag of the replay opened from the review ('You played', 'Better') never stands on
a name of the board (issue 33, newcomer O, s19, Taisen FR 1280x720: 'Meilleur' on
'Village Singe'): Taisen's road, with the villages' names and the tiles' numbers, and
its dice panel (kept off the road, 'Better' went under the village's stack, on the
panel's title 'DICE'), and Night's roof numbers; 1280x720 and 1920x1080, English and
French."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.taisen import layout as L

from .replay_records import make_record
from .test_review_computer_move import costly, replay_from_review

KINDS = {"taisen": "", "night": "place", "night-move": "move", "night-attack": "attack"}


def at_window(scene: Any, rect: pygame.Rect) -> pygame.Rect:
    area = scene.rects[0]
    scale = area.width / scene.app.canvas.get_width()
    return pygame.Rect(
        round(area.left + rect.left * scale),
        round(area.top + rect.top * scale),
        round(rect.width * scale),
        round(rect.height * scale),
    )


def board_names(scene: Any) -> dict[str, pygame.Rect]:
    """Each name on the board where the window shows it."""
    if scene.game == "taisen":
        road = pygame.Rect(
            L.MARGIN_X, L.ROAD_Y - L.ROAD_H // 2, L.COLUMNS[-1].right - L.MARGIN_X, L.ROAD_H
        )
        return {"road": at_window(scene, road), "dice": at_window(scene, L.DICE_PANEL)}
    view = scene.table.table_view
    out = {}
    for building in range(len(scene.table.view.village.buildings)):
        label, centre = view.roof_label(building)
        out[f"roof {building + 1}"] = at_window(scene, label.get_rect(center=centre))
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("kind", list(KINDS))
def test_no_tag_stands_on_a_name_of_the_board(
    sized_app: Any, tmp_path: Path, kind: str, size: tuple[int, int], lang: str
) -> None:
    game = kind.split("-")[0]
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record(game, tmp_path)
    replay = replay_from_review(app, path, costly(path, KINDS[kind]))
    app.draw()
    tags = list(replay._tags)
    assert len(tags) == 2  # 'You played' and 'Better'
    names = board_names(replay)
    for tag in tags:
        for name, rect in names.items():
            assert not tag.colliderect(rect), (tag, name, rect)
    assert not tags[0].colliderect(tags[1])
    assert all(replay.rects[0].contains(tag) for tag in tags)
    app.set_language("en")
