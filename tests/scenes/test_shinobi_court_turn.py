"""Grand Master: an Imperial Court card held at a turn's start is no trap (newcomer D,
s14, nc-D/206, 158, 169, 187: 'Keep it for later' was row 1, a habitual 1 kept Léa's
Reinforcement every turn, and it vanished unused at the round's end, unannounced). Its
uses come first and keeping it last, saying it is lost if the round ends first; the
prompt names it and warns when a fourth clan may end the round; the row under it says
when it acts; a fourth clan laid by its holder says the card goes too; the round's end
says a card went unused. EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from ninjas.shinobi.actions import ShinobiAction
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.shinobi.options_panel import ending_words

from ..shinobi.test_grandmaster import end_round
from ..shinobi.test_rules import arrange, ids
from .conftest import record_texts
from .test_shinobi_scene import table


def court_turn(app: App, card: str = "Favour") -> ShinobiScene:
    """Two people, round 2 played: seat 0 holds `card` at its turn's start."""
    seed = 1
    scene = table(app, [Seat("human"), Seat("human")], "grandmaster", seed=seed)
    while scene.session.state.current_player != 0:
        app.pop()
        seed += 1
        scene = table(app, [Seat("human"), Seat("human")], "grandmaster", seed=seed)
    state = scene.session.state
    state.court_cards = [list(cards) for cards in state.court_cards]
    state.court_cards[0] = [card]
    state._start_turn([])
    assert state.phase == "court"
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_court_card_is_used_with_1_and_kept_last_saying_what_is_lost(
    app: App, lang: str
) -> None:
    app.set_language(lang)
    scene = court_turn(app)
    tr = app.tr
    rows = scene.option_panel.options
    assert str(rows[0][0]) == "court Favour"  # fails before: 'court skip' was row 1
    assert str(rows[-1][0]) == "court skip"
    card = tr("shinobi.court.Favour")
    assert rows[-1][1] == tr("shinobi.act.court_keep", card=card)
    said = scene.prompt.text()
    assert card in said and "shinobi.prompt" not in said
    assert scene.seat_name(1) not in said  # no warning: nobody holds 3 clans


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_seat_with_three_clans_makes_it_maybe_the_last_chance(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = court_turn(app)
    state = scene.state
    arrange(state, clans={1: {"Bear": ids("Bear", 1), "Fox": ids("Fox", 1), "Rat": ids("Rat", 1)}})
    scene._refresh()
    card = app.tr("shinobi.court.Favour")
    warn = app.tr("shinobi.prompt.court_last", name=scene.seat_name(1), card=card)
    assert warn in scene.prompt.text()  # fails before: no warning before it is lost


def test_a_court_card_that_cannot_act_says_so_on_its_only_row(app: App) -> None:
    app.set_language("en")
    scene = court_turn(app, "Recall")
    state = scene.state
    state.deck.extend(state.jigoku)
    state.jigoku.clear()  # nothing to take back: Recall cannot act
    scene._refresh()
    labels = [label for _, label in scene.option_panel.options]
    assert labels == [app.tr("shinobi.act.court_unusable", card=app.tr("shinobi.court.Recall"))]


def test_its_holders_fourth_clan_says_the_card_goes_with_the_round(app: App) -> None:
    app.set_language("en")
    scene = court_turn(app)
    state = scene.state
    state.apply("court skip")
    state.apply("recruit")
    arrange(state, clans={0: {"Bear": ids("Bear", 1), "Fox": ids("Fox", 1), "Rat": ids("Rat", 1)}})
    words = ending_words(scene, ShinobiAction("place", ("Carp",)))
    lost = app.tr("shinobi.preview.court_lost", card=app.tr("shinobi.court.Favour"))
    assert words.endswith(lost)  # fails before: only 'It ends the round'


def test_the_row_says_when_the_card_acts(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    app.set_language("fr")
    scene = court_turn(app)
    texts = record_texts(monkeypatch)
    scene.draw(app.window)
    said = " ".join(texts)
    assert app.tr("shinobi.court_when.now").split()[0] in said  # fails before: name, words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_round_end_says_a_court_card_went_unused(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = court_turn(app)
    state = scene.state
    state.apply("court skip")
    end_round(state, {0: 1, 1: 0})
    result = state.round_results[-1]
    assert result["court_unused"] == [1, 0]  # fails before: no such count
    told = scene.round_end.told(result, [0, 1], 20, 2000)
    lost = app.tr("shinobi.ranking.court_unused")
    assert lost in told[0] and lost not in told[1]
