"""The Shinobi hint says why, on newcomer O's own game (s12, Grand Master, 3 seats):
- 345m: it aimed Léa's Spider at Théo (18) rather than Midori (32, the leader) and
  said nothing; Théo, level with Léa, is the rival for 2nd place (its pawns), Midori
  out of reach: 'Théo is your rival for 2nd place (Midori leads with 32)';
- 304m: where it now says Recruit with a full hand (ninjas/shinobi/hint_guard.py), it
  says that the hand is already more than a round lays.
EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.rules import ShinobiAction
from scenes.app import App
from scenes.shinobi import ShinobiScene
from tests.shinobi.test_hint_guard import O_MOVES, O_OPTIONS, O_SEED


def o_table(app: App, at: int) -> ShinobiScene:
    seats = [Seat("human", name="Léa"), Seat("human", name="Théo"), Seat("ai", "hard")]
    session = GameSession.new("shinobi", seats, O_SEED, dict(O_OPTIONS), autosave=False)
    for move in O_MOVES[:at]:
        session.apply(move)
    return ShinobiScene(app, session, animate=False, ai_pause=0)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_spider_at_the_rival_for_second_place_says_so(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = o_table(app, 173)  # Léa's Spider laid: its target, Théo or Midori
    state = scene.state
    assert state.phase == "power" and [state.score(s) for s in range(3)] == [18, 18, 32]
    said = scene.hint_reason.why(ShinobiAction("target", ("1",)))
    tr = app.tr
    place = tr("shinobi.place.2")
    expected = tr(
        "shinobi.why.race",
        name=scene.seat_name(1),
        place=place,
        leader=scene.seat_name(2),
        score=32,
    )
    assert said == expected  # fails before: ''
    assert {"en": "2nd place", "fr": "2e place"}[lang] in said
    # at the leader, the old reason
    assert scene.hint_reason.why(ShinobiAction("target", ("2",))) == tr(
        "shinobi.why.leads", name=scene.seat_name(2), score=32
    )
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_recruit_with_a_full_hand_says_the_hand_is_enough(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = o_table(app, 95)  # round 2, Léa holds 15 cards
    said = scene.hint_reason.why(ShinobiAction("recruit"))
    assert said == app.tr("shinobi.why.recruit_hand", count=15)  # fails before
    assert "15" in said
    app.set_language("en")
