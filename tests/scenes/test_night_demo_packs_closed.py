"""The title's demo of Ninja Night plays a new game's rules: its backpacks close up, no
holes (E10, s22: packs_close_up came with the new games only, and the demo, built
without them, still showed 'empty, pink, pink, empty')."""

from __future__ import annotations

from ninjas.night.packing import CLOSE_UP
from scenes.app import App


def test_the_night_demo_closes_its_backpacks_up(app: App) -> None:
    from scenes.title import start_demo_game

    app.demo = True
    app.settings.animation_speed = 4.0
    start_demo_game(app, "night", 7)
    table = app.top
    state = table.session.state  # type: ignore[attr-defined]
    assert state.options.get(CLOSE_UP) is True  # fails before: not set, the old rule
    for _ in range(40):  # into the game: every backpack's tokens first, free slots last
        app.run(max_frames=30)
        for pack in table.session.state.backpacks:  # type: ignore[attr-defined]
            free = [slot is None for slot in pack]
            assert free == sorted(free), pack
    app.demo = False
