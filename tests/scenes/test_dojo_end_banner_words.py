"""The Dojo's end banner, a deck run out, says it as the results do: whose deck ran out,
then the land by names, the winner first ('Kenji's deck ran out. Land: Kenji 13 – Blue
clan 2, a victory'), not 'land, you 13, Blue clan 2: victory' which mixed 'you' and
names (newcomer K, s17, 074), EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo import DojoScene

from .hotseat import table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_banner_names_both_sides_the_winner_first(app: App, lang: str) -> None:
    app.set_language(lang)
    seats = [Seat(name="Kenji"), Seat("ai", "easy")]
    session = GameSession.new("dojo", seats, 4, {}, autosave=False)
    scene: DojoScene = table(app, DojoScene, session, confirm=False)
    state = scene.state
    state.phase, state.end_reason, state.ran_out, state.winner = "over", "cards", 0, 0
    words = scene.end_hold.words()
    mine, theirs = state.land(0), state.land(1)
    clan = app.tr("seat.dojo.1")
    said = {
        "en": f"Kenji's deck ran out. Land: Kenji {mine} – {clan} {theirs}, a victory",
        "fr": f"Kenji n'a plus de cartes. Terres\u00a0: Kenji {mine} – {clan} {theirs}, une victoire",
    }[lang]
    assert words == said
    state.winner = 1  # lost: the winner still first
    lost = scene.end_hold.words()
    assert f"{clan} {theirs} – Kenji {mine}" in lost and app.tr("results.story.you") not in lost
