"""Newcomer K, s17 (157): choosing the token that goes back on the roof, the list
began with 'Discard the pink 3 (slot 1)' lit and the 2 stood 4th: Enter threw 3 points
away. The discards now come the least costly first (scenes/night/discard_order.py).
And (120, 133) a swap of a value token for one worth more is no longer offered; a swap
that packs a bonus says it keeps it for a later turn."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.packing import KEEPS_HELD, VALUE_FIRST
from ninjas.night.rules import NightAction
from scenes.app import App
from scenes.night import NightScene
from scenes.night.discard_order import cheapest_first


def table(app: App, pack: list[str], roof: list[str]) -> NightScene:
    """Seat 0 (a person) on roof 0 holding `pack`, `roof` to collect there, round 5."""
    s = line_state([("collect", "move")] * 3, round=5)
    s.options[VALUE_FIRST] = True
    s.options[KEEPS_HELD] = True
    for kind in pack:
        give(s, kind, seat=0)
    for kind in roof:
        give(s, kind, building=0)
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    scene.draw(pygame.Surface((1280, 720)))
    return scene


def key(scene: NightScene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_discards_list_the_cheapest_first_and_it_is_lit(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = table(app, ["v3", "v3", "y4", "v2"], ["y5"])  # K's 157: 3, 3, 5, 2 and a 5
    five = scene.state.roofs[0][0]
    scene.play("collect 0")
    assert scene.state.held == [five]
    drops = [str(a) for a, _ in scene.options if a.kind == "discard"]
    assert drops == ["discard 3", "discard 0", "discard 1", "discard 2"]  # 2, 3, 3, 4
    panel = scene.option_list
    row = next(i for i in panel.listed() if i >= 0 and scene.options[i][0].kind == "discard")
    panel.choices.lit.by_keys = True
    panel.pick(row)  # 'Discard a token to the roof…' opened by the keys
    lit = panel.option(panel.choices.focus)
    assert lit is not None and str(scene.options[lit][0]) == "discard 3"
    key(scene, pygame.K_RETURN)  # Enter now throws away the 2, not a 3
    assert scene.state.backpacks[0][3] == five


def test_a_screen_that_sees_only_backs_keeps_slot_order(app: App) -> None:
    s = line_state()
    for kind in ("v3", "kunai", "v1"):
        give(s, kind, seat=0)
    drops = [NightAction("discard", (str(k),)) for k in range(3)]
    end = NightAction("end", ())
    backs = cheapest_first(s, [*drops, end], lambda t: "pink")
    assert backs == [*drops, end]  # nothing hidden ranks them
    seen = cheapest_first(s, [*drops, end], lambda t: s.kinds[t])
    assert [str(a) for a in seen] == ["discard 1", "discard 2", "discard 0", "end"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_losing_swap_is_not_offered_a_bonus_swap_says_why(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    scene = table(app, ["v3", "v3", "y4"], ["v1", "v2"])  # one slot: the 2 packed, the 1 held
    scene.play("collect 0 1")
    assert scene.state.backpacks[0][3] is not None and len(scene.state.held) == 1
    assert not [a for a, _ in scene.options if a.kind == "swap"]  # K's 120: only loses 1
    scene = table(app, ["v3", "v3", "y4"], ["gears", "v3"])  # K's 133
    scene.play("collect 0 1")
    rows = {str(a): text for a, text in scene.options}
    assert rows["swap 0 3"] == tr(
        "night.act.swap.bonus", token=tr("night.token.gears"), slot=4, out=tr("night.named.v3")
    )
