"""The top bar names the turn the table is showing (issue 33, newcomer J, Dojo in
French: the header read 'Clan bleu, tour 1' while J's own summoning dice still showed
'???'). While a person's last action of a turn is still told, its dice tumbling and
held, the top bar names that person's turn, as the panel does; then the next."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes.app import App
from scenes.dojo.stage import DIE_TUMBLE

from .conftest import record_texts
from .test_dojo_ends import _many
from .test_dojo_scene import table as dojo_table
from .test_dojo_summon_dice import _draw


def _against_the_computer(app: App):  # type: ignore[no-untyped-def]
    """A person (seat 1, whose turn comes first here) against the computer, animated."""
    scene = dojo_table(app, [Seat("ai", "easy"), Seat()], 4, {"board": "random"}, animate=True)
    state = scene.state
    while state.phase == "dojo":
        scene.play(str(state.legal_actions()[0]))
    assert state.mover == 1
    scene.shown_seat = 1
    scene._refresh()
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_top_bar_names_the_summoning_turn_while_its_dice_roll(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.tr = Translator(lang)
    table = _against_the_computer(app)
    _many(table, per_hex=1, hexes=5, deck=40)
    state = table.state
    me = state.mover
    mine = app.tr("dojo.top.turn", name=table.seat_name(me), turn=state.turns[me] + 1)
    table.play("summon 5")
    for _ in range(40):
        table.update(0.05)
    assert table.can_act
    table.choices.fill.play("dice spread")
    assert state.mover != me  # the turn has passed in the rules...
    nexts = app.tr(
        "dojo.top.turn", name=table.seat_name(state.mover), turn=state.turns[state.mover] + 1
    )
    drawn = record_texts(monkeypatch)
    rolled = False
    for _ in range(400):
        table.update(0.05)
        if not table.busy or getattr(table, "last_turn", me) != me:  # told, or the computer plays
            break
        del drawn[:]
        _draw(table)
        show = table.stage.summon_show
        if show is not None and show.faces is not None and show.age < DIE_TUMBLE:
            rolled = True  # '???' on the dice: the summoning is what is shown
        assert mine in drawn and nexts not in drawn  # ...but its telling is not over
        if table.summon_hold.shown:  # the person's summoning read (summon_hold.py)
            table.summon_hold.go_on()
    assert rolled
    del drawn[:]
    _draw(table)
    assert nexts in drawn and mine not in drawn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dojos_placing_is_never_turn_0(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Newcomer D, s23, EN 1920x1080, 13-cpu-place-1: while the Dojos' placing was still
    told, the top bar read 'Orange clan, turn 0'. It says the placing until a turn is
    counted."""
    app.tr = Translator(lang)
    scene = dojo_table(app, [Seat(), Seat("ai", "easy")], 4, {"board": "random"}, animate=True)
    state = scene.state
    seen: list[str] = []
    for _ in range(6):
        if state.phase != "dojo":
            break
        scene.play(str(state.legal_actions()[0]))
        for _ in range(30):
            drawn = record_texts(monkeypatch)
            _draw(scene)
            seen += drawn
            scene.update(0.05)
    for seat in (0, 1):
        assert app.tr("dojo.top.turn", name=scene.seat_name(seat), turn=0) not in seen  # before
    assert app.tr("dojo.top.placing") in seen
