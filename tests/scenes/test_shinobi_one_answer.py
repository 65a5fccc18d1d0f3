"""A question with only one answer is not asked (newcomer E, s5, f30s): "Destroy a
clan: choose a clan" came up after choosing a rival with one clan. The clan is taken at
once, and the log tells what was destroyed, with no line of its own for a choice that
had no other answer (newcomer Y, s9 shot-84: one Spider filled 8 lines; aecf579)."""

from __future__ import annotations

import pytest

from scenes.app import App
from tests.shinobi.test_rules import BEAR, RAT, TOAD, arrange, ids

from .conftest import Driver
from .test_shinobi_newcomer_fixes import place_clan
from .test_shinobi_table_layout import akane_places


def spider_on_two_rivals(app: App, ui: Driver, lang: str = "en"):  # type: ignore[no-untyped-def]
    app.set_language(lang)
    scene = akane_places(app, players=3)
    spiders = ids("Spider")
    arrange(
        scene.state,
        hands={0: spiders[:3]},
        clans={1: {"Bear": BEAR[:2], "Rat": RAT[:2]}, 2: {"Toad": TOAD[:2]}},
    )
    scene._refresh()
    place_clan(scene, ui, "Spider", spiders[:3])
    return scene


def test_a_rival_with_one_clan_loses_it_without_a_second_question(app: App, ui: Driver) -> None:
    scene = spider_on_two_rivals(app, ui)
    state = scene.state
    assert state.pending[0].step == "target"  # two rivals: a real choice
    target = next(a for a in scene.legal() if a.kind == "target" and a.args[0] == "2")
    scene.play(target)
    for _ in range(3):
        ui.step()
    assert "Toad" not in state.clans[2]  # no "choose a clan" with one clan to choose
    assert not state.pending or state.pending[0].step != "clan"
    log = scene.visible_log()
    assert any("destroys" in line and "Toad clan" in line for line in log), log
    assert not any("the only one you can choose" in line for line in log)


def test_a_rival_with_two_clans_is_still_asked_which(app: App, ui: Driver) -> None:
    scene = spider_on_two_rivals(app, ui)
    target = next(a for a in scene.legal() if a.kind == "target" and a.args[0] == "1")
    scene.play(target)
    for _ in range(3):
        ui.step()
    assert scene.state.pending[0].step == "clan"
    assert {"Bear", "Rat"} <= set(scene.state.clans[1])


def test_the_log_says_it_in_french_too(app: App, ui: Driver) -> None:
    scene = spider_on_two_rivals(app, ui, "fr")
    target = next(a for a in scene.legal() if a.kind == "target" and a.args[0] == "2")
    scene.play(target)
    for _ in range(3):
        ui.step()
    log = scene.visible_log()
    assert any("détruit le clan Crapaud" in line for line in log), log
    assert not any("est le seul possible" in line for line in log)


def test_a_phones_seat_is_not_asked_the_only_clan_either(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Newcomer H, s16 (p118 -> p119): on the phone, 'choose a clan' still listed
    Midori's only clan after Midori was chosen; the laptop's person was spared it."""
    scene = spider_on_two_rivals(app, ui)
    monkeypatch.setattr(scene, "phone_seat", lambda seat: seat == 0)
    target = next(a for a in scene.legal() if a.kind == "target" and a.args[0] == "2")
    scene.play(target)
    for _ in range(3):
        ui.step()
    assert "Toad" not in scene.state.clans[2]  # fails before: 'choose a clan' asked
    assert not scene.state.pending or scene.state.pending[0].step != "clan"


def test_a_phones_seat_still_chooses_among_two_clans(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = spider_on_two_rivals(app, ui)
    monkeypatch.setattr(scene, "phone_seat", lambda seat: seat == 0)
    target = next(a for a in scene.legal() if a.kind == "target" and a.args[0] == "1")
    scene.play(target)
    for _ in range(3):
        ui.step()
    assert scene.state.pending[0].step == "clan"
