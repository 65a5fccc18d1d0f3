"""Newcomer V, s13 (nc-V/310, 314): a Grappling Hook tapped on the phone said 'Play it ...
from the list of choices: "Play Grappling Hook…"', the laptop's row, while the phone's
tile read 'To roof 10'. The phone's explanation names the phone's tile."""

from __future__ import annotations

from typing import Any

import pytest

from .test_night_phone_idle_bonus import kenji_holds


def hand_tips(table: Any) -> dict[str, str]:
    sections = table.link.state_message(1)["sections"]
    items = [item for s in sections for item in s.get("items", [])]  # the village: none
    return {item["name"]: item.get("tip", "") for item in items}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hooks_tip_names_its_tile_on_the_phone(phone_table: Any, lang: str) -> None:
    table = kenji_holds(phone_table, lang, "hook")
    tr = table.app.tr
    hook = tr("night.token.hook")
    ways = [c for c in table.link.state_message(1)["choices"] if c["action"][:4] == "hook"]
    assert ways, "no Hook offered"
    tile = ways[0]["short"] if len(ways) == 1 else ways[0]["group_label"]
    tip = hand_tips(table)[hook]
    assert tr("phone.night.tip.play", tile=tile) in tip, tip
    laptop = tr("night.act.play", token=hook)
    assert laptop not in tip, tip  # fails before: the laptop's row named


def test_out_of_its_turn_the_tip_names_the_tile_that_opens_its_ways(phone_table: Any) -> None:
    table = kenji_holds(phone_table, "en", "hook")
    adapter = table.scene.phone_adapter
    adapter.tiles = {}
    assert "“To a roof…”" in adapter.tip("hook")
