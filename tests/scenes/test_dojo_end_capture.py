"""Newcomer M, s11 (nc-M/130_07): after the computer took her Dojo, the results' cards
each ended on a big gold 'Land' line, hers 'Land 2' and the winner's 'Land 1', under
'Defeat', as if she had won on land. A Dojo taken wins whatever the land: each card ends
on the capture, gold for the taker only (scenes/dojo/results_capture.py)."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App
from scenes.results import ResultsScene

from ..core.test_game_end_hold import dojo_taken_by_a_joker


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_cards_end_on_the_dojo_taken_not_on_the_land(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    session = dojo_taken_by_a_joker()
    session.seats = [Seat(name="Ada"), Seat(name="Marc")]
    session.apply("joker 0,0")
    session.confirm_turn()
    state = session.state
    assert state.is_terminal and state.end_reason == "dojo"
    winner = state.winner
    assert winner is not None
    results = ResultsScene(app, session, [])
    drawn: list[tuple[str, object]] = []
    original = theme.blit_text

    def recording(canvas, string, *args, **kw):  # type: ignore[no-untyped-def]
        drawn.append((string, args[1] if len(args) > 1 else None))
        return original(canvas, string, *args, **kw)

    monkeypatch.setattr(theme, "blit_text", recording)
    app.push(results)
    app.draw()
    monkeypatch.setattr(theme, "blit_text", original)
    words = [w for w, _ in drawn]
    took = app.tr("dojo.results.took_dojo", other=app.tr(f"seat.dojo.{1 - winner}"))
    lost = app.tr("dojo.results.lost_dojo", other=app.tr(f"seat.dojo.{winner}"))
    assert took in words and lost in words  # before: 'Land' and the land's count
    assert app.tr("dojo.results.total") not in words
    colours = dict(drawn)
    assert colours[took] == theme.GOLD
    assert colours[lost] != theme.GOLD  # the loser's card is not gilded
