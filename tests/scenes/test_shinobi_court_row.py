"""Grand Master: the Court card in its holder's row says why it cannot act now, warns
before a fourth clan may take it, and goes from the row once its round is over.
Newcomer A (s22, FR 1920x1080, fr_g41/51/54/56z): Reinforcement held a whole round,
never offered, then 'perdue'; after round 2 the lost card still showed in her row, and
after she drew Gift the row still showed Reinforcement. EN and FR."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.shinobi import court_turn as court

from ..shinobi.test_grandmaster import end_round
from ..shinobi.test_rules import arrange, ids
from .conftest import record_texts
from .test_shinobi_court_turn import court_turn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_court_card_of_no_use_says_why_in_its_row(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = court_turn(app, "Reinforcement")
    state = scene.state
    state.apply("court skip")
    state.apply("recruit")
    arrange(state, hands={0: ids("Carp", 1)}, clans={0: {"Bear": ids("Bear", 1)}})
    texts = record_texts(monkeypatch)
    scene.draw(app.window)
    said = " ".join(texts)
    why = app.tr("shinobi.court_why.reinforcement")
    assert why.split()[0] in said and why.split()[-1] in said  # fails before: 'This round...'
    assert app.tr("shinobi.court_when.now") not in said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_row_warns_when_a_fourth_clan_may_take_the_card(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = court_turn(app)
    arrange(
        scene.state,
        clans={1: {"Bear": ids("Bear", 1), "Fox": ids("Fox", 1), "Rat": ids("Rat", 1)}},
    )
    note = court.row_note(scene, 0, "Favour", False)
    assert note == app.tr("shinobi.court_row.last", name=scene.seat_name(1))


def test_the_lost_court_card_leaves_the_row_once_the_round_is_over(app: App) -> None:
    app.set_language("en")
    scene = court_turn(app)
    state = scene.state
    assert court.row_cards(state, 0) == [(False, "Favour")]
    state.apply("court skip")
    end_round(state, {0: 1, 1: 0})
    assert state.phase != "court" and state.court_cards[0] == ["Favour"]
    assert court.row_cards(state, 0) == []  # fails before: the lost Favour still shown
    state.court_new = [list(cards) for cards in state.court_new]
    state.court_new[0] = ["Gift"]
    assert court.row_cards(state, 0) == [(True, "Gift")]  # the new card, not the old one


def test_only_the_seats_before_the_holder_plays_again_are_warned_of() -> None:
    """Second reader, s23: with 4 players, the holder seat 0, seat 2 to act and seat 1
    holding three clans, the row warned 'Kiku has 3 clans: a 4th ends the round', though
    seat 0 plays before seat 1 does. Only seats 2 and 3 play before seat 0 again."""
    from types import SimpleNamespace

    three = {"Bear": [1], "Fox": [2], "Rat": [3]}
    state = SimpleNamespace(players=4, clans=[{}, dict(three), {}, {}])
    assert court.at_risk(state, 0, 2) is None  # fails before: 1
    assert court.at_risk(state, 0, 0) == 1  # the holder's own turn: all play before it again
    state.clans[3] = dict(three)
    assert court.at_risk(state, 0, 2) == 3
