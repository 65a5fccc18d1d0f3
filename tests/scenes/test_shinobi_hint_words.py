"""The Shinobi hint's reasons say what matters, once (issue 33, s10): the risk of a
foe's 3 Spiders said once a round, not on every hint (newcomer E, nc-95/043-059); a
'Pass' says why (E, 074, 080); 'Be corrupt' says the deck's top card is what goes
against you (newcomer G, nc-97/010, 028); pawns on the Final Showdown are called a
gamble on the hidden Boss, with its range (G, 150_4, a193_end: -50 each); a rival is
never said to 'lead with 0' (G, 116). EN and FR."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.shinobi.rules import ShinobiAction
from scenes import theme
from scenes.app import App
from tests.shinobi.test_rules import BEAR, CARP, CROW, DRAGON, FOX, arrange

from .conftest import Driver
from .test_shinobi_hint_risk import BEAR_3, placing
from .test_shinobi_newcomer_fixes import missions_placing
from .test_shinobi_table_layout import akane_places

PASS = ShinobiAction("pass")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_spiders_risk_is_said_once_a_round(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = placing(app, ui, hands={0: [*BEAR[:3], CARP[0]]}, clans={0: {"Crow": CROW[:2]}})
    risk = app.tr("shinobi.why.risk", risk=app.tr("shinobi.risk.Spider"))
    reason = scene.hint_reason
    assert reason.why(BEAR_3) == risk
    assert reason.why(BEAR_3) == risk  # asked again at the same position: the same
    actions = scene.session.actions
    actions.append("recruit")  # a later turn of the same round (the position's count)
    try:
        later = reason.why(BEAR_3)
        assert later != risk and later == reason.reason(scene.state, BEAR_3)  # fails before
        scene.state.round += 1
        assert reason.why(BEAR_3) == risk  # a new round: said again, once
        scene.state.round -= 1
    finally:
        actions.pop()
    assert reason.why(BEAR_3) == risk  # back where it was first said (an undo)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_pass_says_why(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    scene = placing(app, ui, hands={0: [BEAR[0], CARP[0], CROW[0]]})
    assert scene.hint_reason.why(PASS) == tr("shinobi.why.pass_pairless")  # fails before: ""
    scene = placing(app, ui, hands={0: [*BEAR[:3], CARP[0]]}, clans={0: {"Crow": CROW[:2]}})
    said = scene.hint_reason.why(PASS)
    bear = tr("shinobi.name.Bear") if tr.has("shinobi.name.Bear") else "Bear"
    assert said == tr("shinobi.why.pass_risk.Spider", clan=bear)
    scene = placing(app, ui, hands={0: [*CARP[:2], FOX[0]]})
    assert scene.hint_reason.why(PASS) == tr("shinobi.why.pass_keep")
    three = {"Crow": CROW[:2], "Fox": FOX[1:3], "Dragon": DRAGON[:2]}
    scene = placing(app, ui, hands={0: CARP[:2]}, clans={0: three, 1: {"Bear": BEAR[:3]}})
    state = scene.state
    mine, best = state.score(0) + 2, state.score(1)
    assert mine <= best
    assert scene.hint_reason.why(PASS) == tr("shinobi.why.pass_ends", mine=mine, best=best)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_being_corrupt_says_the_deck_s_top_card_goes_against_you(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = akane_places(app)
    scene.state.phase = "draw"
    said = scene.hint_reason.reason(scene.state, ShinobiAction("corrupt"))
    top = {"en": "the deck's top card", "fr": "la carte du haut de la pioche"}[lang]
    assert said.startswith(top), said  # fails before: 'about 5 cards instead of 1...'
    prompt = app.tr("shinobi.prompt.draw")
    assert {"en": "top card", "fr": "haut de la pioche"}[lang] in prompt


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_pawns_on_the_final_showdown_are_a_gamble_on_the_hidden_boss(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = missions_placing(app, [Seat("human"), Seat("ai", "easy")])
    state = scene.state
    three = ShinobiAction("pawns", ("showdown", "3"))
    said = scene.hint_reason.why(three)
    # 3 pawns: Ma' Maho -30 ... Dark Shogun +50 (fails before: 'scored as ... says')
    assert said == app.tr.plural("shinobi.why.showdown", 3, low="-30", high="+50")
    state.known_decoys[0] = {0: "Dark Shogun", 1: "Ma' Maho"}  # seen: not the Final Boss
    said = scene.hint_reason.why(three)
    assert said == app.tr.plural("shinobi.why.showdown", 3, low="+0", high="+30")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_rival_at_zero_is_not_said_to_lead(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = akane_places(app, players=3)
    state = scene.state
    arrange(state, clans={1: {}, 2: {}})
    assert state.score(1) == state.score(2) == 0
    said = scene.hint_reason.target_reason(state, 0, 1)
    assert said != app.tr("shinobi.why.leads", name=scene.seat_name(1), score=0)  # fails before
    arrange(state, clans={1: {"Bear": BEAR[:2]}})
    said = scene.hint_reason.target_reason(state, 0, 1)
    assert said == app.tr("shinobi.why.leads", name=scene.seat_name(1), score=state.score(1))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_new_reasons_hold_whole_on_the_prompt_at_its_own_size(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str
) -> None:
    """Each new reason, after its move's words, on the prompt box's lines at the body
    size (as newcomer H's s25 asked: a long reason once dropped the box to 12 px)."""
    app = sized_app(size)
    app.set_language(lang)
    scene = akane_places(app, players=3)
    scene.draw(pygame.Surface(size))
    tr = app.tr
    passing = tr("shinobi.act.pass")
    showdown = tr.plural("shinobi.act.pawns", 4, where=tr("shinobi.where.showdown"))
    said = [
        (passing, tr("shinobi.why.pass_risk.Spider", clan=tr("shinobi.name.Monkey"))),
        (passing, tr("shinobi.why.pass_risk.Toad", clan=tr("shinobi.name.Dragon"))),
        (passing, tr("shinobi.why.pass_ends", mine=12, best=25)),
        (passing, tr("shinobi.why.pass_pairless")),
        (passing, tr("shinobi.why.pass_keep")),
        (showdown, tr.plural("shinobi.why.showdown", 4, low="-40", high="+60")),
        (tr("shinobi.act.corrupt"), tr.plural("shinobi.why.corrupt_mean", 15, cost=13)),
        (tr("shinobi.act.recruit"), tr("shinobi.why.recruit_empty", cost=13)),
    ]
    for what, why in said:
        words = tr("shinobi.hint.why", what=what, why=why)
        assert scene.prompt.fits(words, theme.FONT_BODY), words
