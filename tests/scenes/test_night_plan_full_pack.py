"""The Collect card of the plan warns when the backpack is full (issue 33, newcomer J:
'the plan card for Collect gives no warning that my backpack is full (Steal/Heal cards
do say why they are useless)'). A full backpack's Collect can be played: a token taken
is kept by discarding one of the backpack's (rulebook: a token of the backpack may be
discarded onto the roof at any time); with injuries only there is none to discard. The
warning is drawn on the card at 1280x720, EN and FR."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import give, line_state, person_table

from scenes import theme
from scenes.app import App
from scenes.night import NightScene


def planning(app: App, pack: list[str], injuries: int = 0) -> NightScene:
    """Seat 0 (a person, shown) to plan on roof 0, two tokens there, with `pack`."""
    s = line_state()
    s.phase, s.plans = "plan", [[], [], []]
    for kind in pack:
        give(s, kind, seat=0)
    for _ in range(injuries):
        s.backpacks[0][s.backpacks[0].index(None)] = -1
    for kind in ("v2", "v3"):
        give(s, kind, building=0)
    scene: NightScene = person_table(app, s, draw=False)
    return scene


def drawn(scene: NightScene, monkeypatch: pytest.MonkeyPatch) -> str:
    """The words the plan's cards draw at 1280x720, line after line."""
    lines: list[str] = []
    original = theme.text

    def keep(string: str, *args: Any, **kwargs: Any) -> Any:
        lines.append(string)
        return original(string, *args, **kwargs)

    monkeypatch.setattr(theme, "text", keep)
    scene.draw(pygame.Surface((1280, 720)))
    monkeypatch.setattr(theme, "text", original)
    return " ".join(lines)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_full_backpack_s_collect_card_says_so(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    tr = app.tr
    full = {"en": "Backpack full", "fr": "Sac plein"}[lang]
    scene = planning(app, ["v1", "v2", "v1", "v2"])
    assert scene.state.phase == "plan" and scene.state.free_slots(0) == 0
    card = drawn(scene, monkeypatch)
    assert full in card
    assert tr("night.plan.full").split()[-1] in card  # all of it on the card
    assert {"en": "discard", "fr": "défaussez"}[lang] in card
    assert tr("night.plan.line.collect").split()[0] in card  # what it does, still there

    roomy = planning(app, ["v1", "v2", "v1"])
    assert full not in drawn(roomy, monkeypatch)

    hurt = planning(app, [], injuries=4)
    card = drawn(hurt, monkeypatch)
    assert {"en": "full of injuries", "fr": "plein de blessures"}[lang] in card
    app.set_language("en")
