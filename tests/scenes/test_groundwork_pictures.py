"""Preparing a setup ahead decodes its pictures off the frame thread (issue 31, 2.2): the
frame that draws the setup screen then only converts them."""

from __future__ import annotations

import os
import threading

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes import groundwork, theme  # noqa: E402


@pytest.mark.parametrize("game", ["night", "dojo"])
def test_the_setups_pictures_are_decoded_on_the_groundworks_thread(game, monkeypatch):
    pygame.init()
    for name in groundwork.SETUP_PICTURES[game]:
        theme._images.pop(name, None)
        theme._decoded.pop(name, None)
    monkeypatch.setattr(groundwork, "LAID", set())
    real_load = pygame.image.load
    loads: list[tuple[str, str]] = []

    def load(path, *args):
        loads.append((threading.current_thread().name, str(path)))
        return real_load(path, *args)

    monkeypatch.setattr(pygame.image, "load", load)
    groundwork.lay(game).join()
    frame_thread = threading.current_thread().name
    for name in groundwork.SETUP_PICTURES[game]:
        assert theme.load_image(name) is not None
    pictures = [(thread, path) for thread, path in loads if "ninja_" in path]
    assert len(pictures) == len(groundwork.SETUP_PICTURES[game])
    assert all(thread != frame_thread for thread, _ in pictures), pictures


def test_a_missing_picture_is_left_for_load_image_to_report(tmp_path):
    theme.predecode(["night/no_such_picture.png"])
    assert "night/no_such_picture.png" not in theme._decoded
    assert theme.load_image("night/no_such_picture.png") is None
