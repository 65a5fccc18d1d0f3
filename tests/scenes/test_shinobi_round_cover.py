"""Grand Master: the cover before a new round's first turn says the round begins and what
came between the rounds (newcomer U, s13, nc-U/206: round 2 began with 'Pass the laptop
to Marc' and no story at all, Marc's own last pawn having begun the round). EN and FR."""

from __future__ import annotations

import random

import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.rules import ROUNDS
from scenes.app import App
from scenes.shinobi import ShinobiScene

SEED = 33


def round_two(app: App) -> ShinobiScene:
    """Two people, round 1 played at random to its end, the Temple and the pawns after
    it; the table at round 2's first turn."""
    seats = [Seat("human"), Seat("human")]
    options = {"players": 2, "mode": "grandmaster"}
    session = GameSession.new("shinobi", seats, SEED, options, autosave=False)
    rng = random.Random(SEED)
    while session.state.round < 2:
        action = rng.choice(session.state.legal_actions())
        session.state.apply(action)
        session.actions.append(str(action))
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_new_round_s_cover_says_the_round_and_the_pawns_placed(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = round_two(app)
    state = scene.state
    seat = state.current_player
    headline = app.tr(
        "shinobi.cover.new_round",
        round=2,
        rounds=ROUNDS["grandmaster"],
        name=scene.seat_name(seat),
    )
    public = [text for owner, text in scene.log_lines if owner is None]
    start = public.index(app.tr("shinobi.log.round_start", round=2, name=scene.seat_name(seat)))
    last_pawn = public[start - 1]  # the pawn that began the round
    for told in (scene.handoff_digest(seat), scene.handoff_story(seat)):
        texts = [line.text for line in told]
        assert headline in texts  # nothing told, before the round's cover
        assert last_pawn in texts, texts
        # in the order they came: the pawns, then the new round (newcomer B, s14, 079)
        assert texts.index(last_pawn) < texts.index(headline)  # fails before: first
    story = [line.text for line in scene.handoff_story(seat)]
    assert len(story) > len(scene.handoff_digest(seat))  # the round's results too


def test_a_later_turn_of_the_round_tells_no_new_round(app: App) -> None:
    scene = round_two(app)
    seat = scene.state.current_player
    other = 1 - seat
    headline = app.tr("shinobi.cover.new_round", round=2, rounds=3, name=scene.seat_name(seat))
    assert headline not in [line.text for line in scene.handoff_story(other)]
