"""Taisen's prompt says normal play in the colours of information, not of an error
(issue 33, newcomer K, T16/T22: 'No die can move a ninja: end your turn.' in red read like
an error; it is normal play). Set positions (notation: ../shared/docs/NOTATION.md)."""

from __future__ import annotations

import pytest

from scenes import theme
from scenes.app import App
from scenes.prompt_panel import REFUSED
from scenes.taisen import layout as L

from .conftest import Driver
from .test_taisen_hint_risk import at


def reds(app: App) -> int:
    """Pixels of the prompt's box drawn in the error's reds."""
    app.draw()
    box = L.PROMPT_RECT
    count = 0
    for x in range(box.left, box.right, 2):
        for y in range(box.top, box.bottom, 2):
            rgb = tuple(app.window.get_at((x, y))[:3])
            if rgb in (theme.VERMILION, REFUSED):
                count += 1
    return count


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_die_can_move_a_ninja_is_said_as_information(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    # the green die moves a Paper or the Shogun; the Monkey has a Rock alone
    scene = at(app, ui, "R1/-/-/-/-/-/s2/-/-/-/j m g3 -")
    assert scene.selection.only_end
    words, colour = scene.prompt(None)
    assert words == app.tr("taisen.prompt.no_move")
    assert colour not in (theme.VERMILION, REFUSED), colour
    assert colour == theme.MOONLIGHT  # as 'end your turn, or use another die'
    assert reds(app) == 0
