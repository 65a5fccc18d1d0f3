"""The Dojo log says a walk in one line (issue 33, s10: a line per step, five lines for
one roll's walk): 'Blue clan moves a ninja from their Dojo to the plains (north): 3
moves, through the forest.', live and when the game is told again, EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.routes import event_hex

from .test_dojo_scene import table


def _walks(scene: DojoScene) -> tuple[int, int]:
    """The steps played so far and the walks they make (a step on from where the last
    one ended, by the same clan, with no other event between, goes on with its walk)."""
    steps = walks = 0
    last = None
    for event in scene.replayed_events():
        if event.kind != "stepped":
            last = None
            continue
        d = event.data
        steps += 1
        if last is None or last != (d["seat"], event_hex(d["src"])):
            walks += 1
        last = (d["seat"], event_hex(d["dst"]))
    return steps, walks


def _played(app: App) -> DojoScene:
    scene = table(app, [Seat("ai", "greedy"), Seat("ai", "greedy")], 3, {"board": "random"})
    for _ in range(6000):
        steps, walks = _walks(scene) if scene.state.phase != "move" else (0, 0)
        if walks >= 3 and steps > walks + 2:
            break
        scene.update(1 / 60)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_walk_is_one_log_line(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = _played(app)
    steps, walks = _walks(scene)
    assert steps > walks  # some walk took more than one step
    starts = (" moves a ninja ",) if lang == "en" else (" déplace un ninja ", " fait sortir un ")
    said = [line for _, line in scene.log_lines if any(word in line for word in starts)]
    assert len(said) == walks  # fails before: one line per step
    whole = " moves, through " if lang == "en" else " déplacements, par "
    merged = [line for line in said if whole in line]
    assert merged
    for line in merged:  # its two ends are ringed when it is pointed at
        assert 1 <= len(scene.narrator.line_hexes[line]) <= 2
        assert "{" not in line
    live = list(scene.log_lines)
    scene.log_panel.rebuild()  # a loaded game tells its walks the same way
    assert scene.log_lines == live
