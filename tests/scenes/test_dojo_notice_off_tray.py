"""'Not saved' is never drawn over a battle's cards (newcomer Q, s19, Dojo EN 1280x720:
the autosave's notice covered the battle tray). With the top bar's warning shown, the
notice goes to a corner of the map no hex lies in, and the tray of a battle beside a
Dojo found the same corner. The notice is found as the pixels that change when saving
goes off (test_save_notice_clear), at both sizes, EN and FR, for each problem."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.core.autosave import OFF_FOLDER, OFF_IN_USE
from scenes.app import App

from .conftest import Driver
from .test_dojo_reveal_read import _battle
from .test_save_notice_clear import changed_area, table_picture


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_not_saved_keeps_off_the_battles_cards(
    sized_app: Callable[[tuple[int, int]], App], lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    scene = _battle(app, Driver(app), lang, attackers=1, defenders=1)
    for code, reason in ((OFF_FOLDER, "Permission denied"), (OFF_IN_USE, "")):
        scene.session.save_off, scene.session.save_problem = None, None
        saved = table_picture(app)
        tray = scene.tray_view.rect
        assert tray.width and tray.height, "the battle's tray shows"
        scene.session.save_off, scene.session.save_problem = code, reason
        unsaved = table_picture(app)
        notice = changed_area(saved, unsaved)
        assert notice is not None, "'Not saved' is shown"
        assert app.canvas.get_rect().contains(notice)
        assert scene.tray_view.rect == tray  # the tray stays where it was
        assert not notice.colliderect(tray), f"'Not saved' {notice} over the tray {tray}"
        buttons = [scene.buttons[name].rect for name in scene.shown_buttons()]
        assert notice.collidelist(buttons) < 0
        assert scene.hud.warning is None or not notice.colliderect(scene.hud.warning)
    app.set_language("en")
