"""A Taisen duel's log line comes as its cards clash, when the board shows who won:
the log said each duel as it began, so under the first duel's caption it already said
the second's winner (newcomer W, s21, FR 1920x1080, 123_fr_sel_rock.png: 'the log
prints later combat results while the animation is still on the first duel'). Built
position, the person's move and the computer's, frames of 1/60 s."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from ninjas.taisen import from_notation
from scenes.app import App
from scenes.taisen import TaisenScene
from scenes.taisen.animations import DuelStep

from .conftest import STEP

FIGHT = "-/J/s1p1r1/-/-/-/-/-/-/-/j m r1g1b1 -"
"""Any die takes the Monkey's Shogun onto three Wolf cards: a combat of three duels."""


@pytest.mark.parametrize("seats", [("human", "ai"), ("ai", "human")])
def test_each_duel_is_logged_as_it_clashes(
    app: App, monkeypatch: pytest.MonkeyPatch, seats: tuple[str, str]
) -> None:
    session = GameSession(
        "taisen",
        7,
        {},
        [Seat(kind, "hard" if kind == "ai" else None) for kind in seats],
        from_notation(FIGHT, 7),
    )
    table = TaisenScene(app, session, animate=True)
    app.push(table)
    table.animator.clear()
    seen: list[tuple[str, Any]] = []
    announce = table.stage.announce

    def said(event: Event) -> None:
        seen.append(("said", event.kind))
        announce(event)

    table.stage.announce = said
    impact = DuelStep._impact

    def clashed(self: DuelStep, stage: Any) -> None:
        seen.append(("clash", self.event.data["wolf"]))
        impact(self, stage)

    monkeypatch.setattr(DuelStep, "_impact", clashed)
    table._play(next(a for a in table.state.legal_actions() if not a.is_end))
    for _ in range(600):
        if not table.animator.busy:
            break
        table.update(STEP)
        app.draw()
    clashes = [i for i, (what, _) in enumerate(seen) if what == "clash"]
    lines = [i for i, item in enumerate(seen) if item == ("said", "duel")]
    assert len(clashes) >= 2 and len(lines) == len(clashes)
    # each duel's line after its own clash (fails before: said as the duel began)
    assert all(line > clash for line, clash in zip(lines, clashes, strict=True))
    # and before the next duel's clash
    assert all(line < after for line, after in zip(lines, clashes[1:], strict=False))
