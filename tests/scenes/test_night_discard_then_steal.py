"""A Steal planned with a full backpack: the discard that makes room brings the Steal's
rows back (newcomer, s23: the discards' list stayed open after the discard, the Steal
hidden behind Back, and the thief ended the turn without stealing). A discard made
while nothing waits for room keeps the list open in its places, as before. EN and FR."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state, person_table

from scenes.app import App
from scenes.night.discard_places import DISCARDS


def thief(app: App, pack: tuple[str, ...], plan: str = "steal") -> object:
    """Seat 0 on roof 0 with Blue (seat 1, a pink 3 in its backpack), `plan` first."""
    s = line_state([(plan, "skip"), ("skip", "skip"), ("skip", "skip")], positions=(0, 0, 1))
    for kind in pack:
        give(s, kind, seat=0)
    give(s, "v3", seat=1)
    return person_table(app, s)


def listed_kinds(panel) -> list[str]:  # type: ignore[no-untyped-def]
    return [panel.rows[i][0].kind if i >= 0 else "back" for i in panel.listed()]


def discard_from_the_list(scene) -> None:  # type: ignore[no-untyped-def]
    panel = scene.option_list
    panel.pick(next(i for i in panel.listed() if i >= 0 and panel.rows[i][0].kind == DISCARDS))
    assert panel.opened == DISCARDS
    panel.pick(next(i for i in panel.listed() if i >= 0 and panel.rows[i][0].kind == DISCARDS))
    for _ in range(10):
        scene.update(1 / 60)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_discard_that_makes_room_brings_the_steal_back(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = thief(app, ("v1", "v2", "v1", "v2"))
    panel = scene.option_list  # type: ignore[attr-defined]
    assert "steal" not in listed_kinds(panel)
    discard_from_the_list(scene)
    assert panel.opened is None  # fails before: the discards' list stayed open
    assert "steal" in listed_kinds(panel) and "end" in listed_kinds(panel)
    steal = next(i for i in panel.listed() if i >= 0 and panel.rows[i][0].kind == "steal")
    panel.pick(steal)
    state = scene.state  # type: ignore[attr-defined]
    assert state.history[-1].startswith("steal") and state.main_done
    app.set_language("en")


def test_a_discard_with_nothing_waiting_keeps_the_list_in_place(app: App) -> None:
    scene = thief(app, ("v1", "v2", "v1", "v2"), plan="skip")
    panel = scene.option_list  # type: ignore[attr-defined]
    discard_from_the_list(scene)
    assert panel.opened == DISCARDS and "gone" in listed_kinds(panel)
