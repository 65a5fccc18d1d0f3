"""Issue 33: nothing a player reads sits under the replay's controls. The replay cut every
table at its help line's strip (44 design px from the bottom), but the tables draw into
it: Shinobi's hand to 683 px of 720, Taisen's dice panel to 693, so at 1280x720 the
hand's card text and at 1920x1080 Taisen's dice labels went under the strip. The replay
now draws the table without its help line and keeps its picture down to just under the
last thing it draws (controls.TABLE_MARGINS), at every shape of window.

The lowest thing a table draws is found by drawing it twice over two flat backdrops of
different colours: a row where a pixel is the same in both holds something of the
table's own."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes import memory, theme
from scenes.replay import open_replay
from scenes.replay.controls import TABLE_MARGINS
from scenes.replay.night_fit import picture_size
from scenes.replay.scene import ReplayScene
from scenes.widgets import hints_hidden

from .replay_records import GAMES, make_record


def _forget_pictures() -> None:
    for cache in list(memory._shared_caches):
        cache.clear()
    for caches in memory._game_caches.values():
        for cache in caches:
            cache.clear()


def lowest_drawn_row(scene: ReplayScene, monkeypatch: pytest.MonkeyPatch) -> int:
    """The lowest row of the table's picture holding something the table draws (not
    its backdrop), the table drawn at the picture's size as the replay draws it (the
    window's; Night's, its room above the strip and the cut: night_fit.py)."""
    size = picture_size(scene.game, scene.app.view_size)
    colour = [(255, 0, 255)]

    def flat(width: int, height: int) -> pygame.Surface:
        surface = pygame.Surface((width, height))
        surface.fill(colour[0])
        return surface

    monkeypatch.setattr(theme, "_scaled_background", flat)
    monkeypatch.setattr(theme, "_night_sky", flat)
    pictures = []
    for colour[0] in ((255, 0, 255), (0, 255, 0)):
        _forget_pictures()
        scene._table = None  # built again over the new backdrop
        picture = pygame.Surface(size)
        with theme.scaled_for(size), hints_hidden():
            scene.table.draw(picture)
        pictures.append(picture)
    _forget_pictures()
    first, second = (pygame.surfarray.pixels2d(p) for p in pictures)
    same = (first == second).any(axis=0)  # per row: a pixel the same over both backdrops
    rows = same.nonzero()[0]
    return int(rows[-1]) if len(rows) else 0


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1440, 960), (2560, 1600)])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_table_is_kept_down_to_the_last_thing_it_draws_above_the_strip(
    sized_app, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, size
) -> None:
    app = sized_app(size)
    path = make_record(game, tmp_path / "records")
    for at in (20, None):  # part-way, and the end (the results' position)
        scene = open_replay(app, path, at=at if at is not None else 10_000)
        assert isinstance(scene, ReplayScene)
        app.push(scene)
        app.draw()
        table, strip = scene.rects
        lowest = lowest_drawn_row(scene, monkeypatch)
        kept = round(table.height * size[0] / table.width)  # the picture's rows drawn
        assert lowest < kept, (game, at, lowest, kept)  # nothing of the table cut off
        assert table.bottom <= strip.top
        with theme.scaled_for(size):
            margin = picture_size(game, size)[1] - theme.px(TABLE_MARGINS[game])
            assert lowest < margin  # the figure is the table's own
        app.pop()
