"""`python main.py --seed 4242` opens the title; the setup opened from it shows 4242 in
its Seed field, and the game starts with it (issue 33, newcomer J: the field read
"empty = random", and no one could tell whether the seed given was used)."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.setup import SetupScene
from scenes.title import TitleScene

from .conftest import Driver, record_texts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_command_line_seed_is_in_the_setup_s_seed_field(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import main

    app.set_language(lang)
    args = main.parse_args(["--seed", "4242"])
    (title,) = main.build_first_scene(app, args)
    assert isinstance(title, TitleScene)
    app.push(title)
    title.open_setup("night")
    setup = app.top
    assert isinstance(setup, SetupScene)
    assert setup.seed == 4242 and setup.seed_field.value == "4242"
    assert setup.seed_field in setup.menu.widgets  # shown, not behind "Advanced options"
    drawn = record_texts(monkeypatch)
    app.draw()
    assert any("4242" in text for text in drawn), drawn
    Driver(app).click(setup.start_button)
    assert app.top is not setup and app.top.session.seed == 4242  # type: ignore[attr-defined]


def test_without_a_seed_the_field_stays_random(app: App) -> None:
    import main

    (title,) = main.build_first_scene(app, main.parse_args([]))
    app.push(title)
    title.open_setup("taisen")
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.seed is None
    assert setup.seed_field not in setup.menu.widgets  # behind "Advanced options"
