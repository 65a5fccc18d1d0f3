"""'Not saved' is read on every table, never over the top bar's buttons (issue 21 point
17, found by a hostile pass: on Ninja Night the notice covered the Hint button at every
window size). The notice is found as the pixels that change when saving goes off, in
the same frame, so the check does not depend on how a table places it."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.autosave import OFF_FOLDER, OFF_IN_USE
from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.registry import make_game_scene

from .conftest import SIZES, _app

GAMES = ("taisen", "shinobi", "night", "dojo")
PROBLEMS = ((OFF_FOLDER, "Permission denied"), (OFF_IN_USE, ""))


def changed_area(before: pygame.Surface, after: pygame.Surface) -> pygame.Rect | None:
    """The bounding box of the pixels that differ between two pictures of one size."""
    differs = (pygame.surfarray.array3d(before) != pygame.surfarray.array3d(after)).any(axis=2)
    xs, ys = differs.nonzero()
    if not len(xs):
        return None
    left, top = int(xs.min()), int(ys.min())
    return pygame.Rect(left, top, int(xs.max()) - left + 1, int(ys.max()) - top + 1)


def table_picture(app: App) -> pygame.Surface:
    app.draw()
    return app.canvas.copy()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ("en", "fr"))
def test_not_saved_never_covers_a_top_button(game: str, lang: str) -> None:
    for size in (*SIZES, (640, 360)):
        app = _app(size)
        app.set_language(lang)
        options = {"players": 2} if game in ("shinobi", "night") else {}
        session = GameSession.new(game, [Seat(), Seat("ai", "easy")], 7, options, autosave=False)
        table = make_game_scene(app, session)
        app.push(table)
        for _ in range(3):
            app.top.update(1 / 60)
        buttons = [table.buttons[name].rect for name in table.shown_buttons()]
        assert buttons, "the person's table shows its top buttons"
        for code, reason in PROBLEMS:
            session.save_off, session.save_problem = None, None
            saved = table_picture(app)
            session.save_off, session.save_problem = code, reason
            unsaved = table_picture(app)
            notice = changed_area(saved, unsaved)
            assert notice is not None, f"{game} {size} {lang}: 'Not saved' is not shown"
            assert app.canvas.get_rect().contains(notice)
            hidden = [rect for rect in buttons if rect.colliderect(notice)]
            assert not hidden, f"{game} {size} {lang}: 'Not saved' {notice} covers {hidden}"
        theme.set_scale(1.0)
