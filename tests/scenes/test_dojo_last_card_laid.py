"""A defender's last card to lay is laid by the table, the only place left (newcomer X,
s13, 058_6: it had to be clicked though it was the only choice), and the prompt says
so, its rank unsaid: 'Your last card is laid in the last place: no choice left.' EN and FR."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.handoff import HandoffScene

from .conftest import Driver
from .hotseat import reveal_hand
from .test_dojo_reveal_read import _battle


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_last_card_is_laid_by_the_table(app: App, ui: Driver, lang: str) -> None:
    scene = _battle(app, ui, lang, attackers=2, defenders=2)
    state = scene.state
    for _ in range(200):  # the defender's cover passed, their cards shown
        ui.step()
        if isinstance(app.top, HandoffScene):
            reveal_hand(app, ui, scene)
        elif scene.can_act and state.phase == "lay":
            break
    battle = state.battle
    assert battle is not None and len(battle.pool) == 2 and not battle.row
    first, last = battle.pool
    scene.controls.lay(first)
    ui.step()  # the table lays the other: before, a second click was asked
    laid = sorted(c for c in battle.row if c is not None)
    assert state.phase != "lay" and laid == sorted((first, last))
    assert scene.refusal() == app.tr("dojo.lay.last")  # its rank unsaid: a cover may come
