"""A headless app whose frames are updated but not drawn, for the tests that time a
computer's turn in simulated frames (scenes.bench_turns.play_table) and check no
picture: drawing was nine tenths of their processor time (a Dojo game of the bench,
16.4 s drawn, 1.7 s not), and the turns' figures are the same either way
(test_turn_figures_undrawn.py keeps that so)."""

from __future__ import annotations

from scenes.app import App


def undrawn(app: App) -> App:
    """`app`, its draw a no-op from now on (its scenes still updated every frame)."""
    app.draw = lambda: None  # type: ignore[method-assign]
    return app
