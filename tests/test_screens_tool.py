"""tools.screens writes one PNG per screen, size and language (the gallery looked at
for issue 15), and refuses an unknown screen name with a usage error."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from tools import screens  # noqa: E402


def test_every_game_has_each_kind_of_screen() -> None:
    names = set(screens._screens())
    for game in ("taisen", "shinobi", "night", "dojo"):
        for kind in ("setup", "table", "tutorial", "rules", "results"):
            assert f"{game}_{kind}" in names
    assert {"title", "settings", "load", "pause", "handoff", "computer_wait"} <= names


def test_it_writes_the_picture_at_the_size_asked(tmp_path: Path) -> None:
    import pygame

    assert (
        screens.main([str(tmp_path), "--only", "title", "--size", "800x450", "--lang", "fr"]) == 0
    )
    picture = pygame.image.load(str(tmp_path / "title-800x450-fr.png"))
    assert picture.get_size() == (800, 450)


def test_an_unknown_screen_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as stop:
        screens.main([str(tmp_path), "--only", "nope"])
    assert stop.value.code == 2
