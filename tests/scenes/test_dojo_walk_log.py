"""The Dojo log says a walk in one line (issue 33, s10: a line per step, five lines for
one roll's walk): 'Blue clan moves a ninja from their Dojo to the plains (north): 3
moves, through the forest.', live and when the game is told again, EN and FR."""

from __future__ import annotations

import pytest

from ninjas.ai import make_agent
from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.routes import event_hex
from scenes.log_panel import as_line
from scenes.phone_story import PhoneStory

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


def story_lines(story: PhoneStory) -> list:  # type: ignore[type-arg]
    story._replay()
    return story._lines


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
    shown = [as_line(entry).text for entry in scene.log_panel.lines]
    said = [line for line in shown if any(word in line for word in starts)]
    assert len(said) == walks  # fails before: one line per step
    whole = " moves, through " if lang == "en" else " déplacements, par "
    merged = [line for line in said if whole in line]
    assert merged
    for line in merged:  # its two ends are ringed when it is pointed at
        assert 1 <= len(scene.narrator.line_hexes[line]) <= 2
        assert "{" not in line
    live = list(scene.log_panel.lines)
    scene.log_panel.rebuild()  # a loaded game tells its walks the same way
    assert scene.log_panel.lines == live
    app.tr = Translator("fr" if lang == "en" else "en")
    scene.language_changed()  # said again in the other language: a line per walk still
    assert len(scene.log_panel.lines) == len(live)
    app.tr = Translator(lang)
    scene.language_changed()
    assert scene.log_panel.lines == live
    # the phones' story follows the log event by event: a walk's line, its steps' lines
    told = [text for _, text in scene.log_lines]
    assert sum(any(word in line for word in starts) for line in told) == steps


def test_a_phone_s_story_follows_the_walk_lines(app: App) -> None:
    """The phones' 'since your last turn' follows the log's lines in its story of the
    events (scenes/phone_story.py): with walks told in one line, it still finds them
    (it lost its place at 34 of 232 positions of this game when the log's walk lines
    stood for the story's step lines)."""
    scene = table(app, [Seat("human"), Seat("human")], 3, {"board": "random"})
    agent = make_agent("greedy", 1)
    story = PhoneStory(scene)
    merged = 0
    for _ in range(120):
        if scene.state.is_terminal:
            break
        scene.play(str(agent.choose(scene.state)))
        merged += any(" moves, through " in as_line(e).text for e in scene.log_panel.lines[-1:])
        for seat in (0, 1):
            mine = [line.text for line in story_lines(story) if line.owner in (None, seat)]
            assert story._told_count(seat, mine)[0] is not None
    assert merged
