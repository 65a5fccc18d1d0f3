"""The replay's strip stands its buttons in groups (newcomer F, s15, 106: 'a dense row
of 12 buttons in small type'): the steps (Start, the Turn and Action pairs, End) in one
well, play and the speed in another; Back, View… and Play on from here alone (s22: the
view, the list and the full table are one View… menu, test_replay_strip_keys.py). Each
well holds its own buttons whole and no other's, and no two wells touch, at 1280x720 in
English and 1920x1080 in French."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes import theme

from .test_replay import opened


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_the_buttons_stand_in_two_wells(sized_app, tmp_path: Path, size, lang) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.set_language(lang)
    scene = opened(app, tmp_path, "dojo")
    app.draw()
    with theme.scaled_for(app.view_size):
        wells = scene.strip.groups()
    transport = scene.transport
    members = [
        [transport[i] for i in (0, 1, 2, 4, 5, 6)],
        [transport[3], *scene.speed_buttons],
    ]
    assert len(wells) == 2
    everyone = scene.all_buttons()
    for well, group in zip(wells, members, strict=True):
        for button in everyone:
            if button in group:
                assert well.contains(button.rect)
            else:
                assert not well.colliderect(button.rect), button
    for i, well in enumerate(wells):
        for other in wells[i + 1 :]:
            assert not well.colliderect(other)
        assert not well.colliderect(scene.timeline.rect)
        assert pygame.Rect((0, 0), size).contains(well)
