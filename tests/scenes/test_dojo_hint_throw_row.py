"""One truth for a hinted throw (newcomer C, s22, FR 1280x720, turn 5, g54): the hint
said 'Lancer depuis la plaine (nord) vers le nord-est (1 en défense)' while the row lit
red (the one Enter plays) was '2. Lancer ... vers l'est (6 en défense)', the hinted one
under 'Autres choix (Tab)': the list was made before the hint came. The hint's row now
comes to page 1, lit red, as soon as it is shown."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App

from .test_dojo_hint_plan import _searches
from .test_dojo_hint_pull_back import c_table
from .test_dojo_scene import key


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hinted_throw_is_the_red_row_on_the_first_page(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    _searches(monkeypatch)
    scene = c_table(app, 135)  # her battles after the walk: two throws and more
    assert scene.state.phase == "battle" and scene.state.mover == 0
    app.draw()
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    app.draw()
    assert str(scene.hint) == "throw 1,-2 2,-3"
    shown = {o.name: o for o in scene.choices.options}
    assert "throw 1,-2 2,-3" in shown  # on the page shown (fails before: under Tab)
    primary = [name for name, o in shown.items() if o.style == "primary"]
    assert primary == ["throw 1,-2 2,-3"]  # fails before: 'throw 1,-2 2,-2', the east
    app.set_language("en")
