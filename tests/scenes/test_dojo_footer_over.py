"""A finished Dojo board's footer says what the keys do there, never 'Space: skip the
animations' (s24 brief, issue 33: it stood under the finished board, where nothing is
left to skip): before the results, that they follow; back from them ('View board'),
that Esc or R goes back. While the last events are still told, Space still skips them.
A built game (random moves, seed 3), EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from scenes.app import App
from scenes.dojo.footer import help_key, help_text

from .test_dojo_final_land import played


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_finished_board_s_footer_says_what_is_left_to_do(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = played(app, None)
    assert scene.state.is_terminal and not scene.busy
    assert help_key(scene) == "dojo.help.over"  # before: dojo.help.wait
    scene.results_shown = True  # back from the results: 'View board'
    assert help_key(scene) == "dojo.help.over_board"
    said = help_text(scene)
    assert ("R" in said) and said != app.tr("dojo.help.wait")
    assert "animations" not in said and "animations" not in app.tr("dojo.help.over")


def test_while_the_last_events_are_told_space_still_skips_them(app: App) -> None:
    scene = played(app, None)
    scene.queue.append(Event("turn", {"seat": 0, "turn": 1}))  # an event still to tell
    assert help_key(scene) == "dojo.help.wait"
