"""The computer's turn you can follow after it has gone: its roll opens the lines under
Roll, and where its summoning's ninjas landed stays on the board, '+N' in its colour
on each hex, with its walks' trail, until the person's first step after their roll
(newcomer A, s14, 020: they went with the roll; issue 33, s11: the roll
and where the new ninjas came were nowhere once its dice had gone; newcomers A and H,
s10, computer's turn 6 and 5/10)."""

from __future__ import annotations

import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene

from .conftest import Driver
from .test_dojo_their_turn_told import after_a_quiet_computer_turn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_its_roll_is_said_and_its_new_ninjas_marked_where_they_came(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    session = after_a_quiet_computer_turn()
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    told = scene.their_turn.told()
    assert told is not None
    kinds = [kind for kind, _ in told[1]]
    assert kinds[0] in ("rolled", "blitz")  # before: no roll told
    rolls = [e for e in scene.replayed_events() if e.kind == "rolled" and e.data["seat"] == 1]
    assert str(rolls[-1].data["value"]) in told[1][0][1]
    gains = scene.their_turn.gains
    summoned = [e for e in scene.replayed_events() if e.kind == "summoned"][-1]
    want = {(int(h[0]), int(h[1])): int(n) for h, n in summoned.data["gained"] if n}
    assert dict(gains) == want  # before: none kept
    drawn: list[str] = []
    original = theme.text

    def recording(string, size, colour=theme.MOONLIGHT, kind="body"):  # type: ignore[no-untyped-def]
        if string.startswith("+") and kind == "display":
            drawn.append(string)
        return original(string, size, colour, kind)

    monkeypatch.setattr(theme, "text", recording)
    app.draw()
    assert sorted(drawn) == sorted(f"+{n}" for n in want.values())  # one mark a hex
    scene.play("roll")  # the person rolls: the marks stay until their first step
    ui.step()
    drawn.clear()
    app.draw()
    assert sorted(drawn) == sorted(f"+{n}" for n in want.values())  # (newcomer A, s14, 020)
    scene.play(next(str(a) for a in scene.state.legal_actions() if a.kind == "step"))
    ui.step()
    drawn.clear()
    app.draw()
    assert not drawn
