"""The Dojo results say which move ended the game (issue 33, newcomer G, c05.png: 'Blue
clan's deck ran out: Blue clan held the most land, 13 to 4'; it was Ada's throw that made
Blue draw from an empty deck, and the log said so, the results not): the battle and its
hex, named as the log names it, who attacked and who defended, a throw or a summoning;
a Dojo taken names the clan whose Dojo it was. EN and FR."""

from __future__ import annotations

import random

import pytest

from ninjas.core.breakdown import Line, Term
from ninjas.core.i18n import Translator
from ninjas.core.session import GameSession, Seat
from ninjas.dojo.results import place_phrase, score_breakdown
from ninjas.dojo.rules import DojoState, new_game
from scenes.app import App
from scenes.dojo import DojoScene

from .test_dojo_hint_spent import PLAYED


def _battle_ending(kind: str, seed: int = 0) -> tuple[GameSession, str]:
    """A session played on by seeded random moves to where seat 0 may start a battle of
    `kind` ("fight" or "throw"); the other clan's deck then left empty, so that battle
    ends the game: the session and the battle."""
    session = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], seed, {}, autosave=False)
    rng = random.Random(seed)
    for _ in range(20000):
        state = session.state
        if state.is_terminal:
            session = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], seed + 1, {})
            continue
        battles = [a for a in state.legal_actions() if a.kind == kind]
        if state.phase == "battle" and state.mover == 0 and battles:
            state.decks[1] = []
            return session, str(battles[0])
        session.apply(str(rng.choice(state.legal_actions())))
    raise AssertionError(f"no {kind} reached")


def _place_words(app: App, session: GameSession, h: tuple[int, int]) -> str:
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    words = scene.narrator.place_name(h)
    app.pop()
    return words


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("kind", ["fight", "throw"])
def test_a_battle_that_ran_a_deck_out_is_named_with_its_hex(app: App, lang: str, kind: str) -> None:
    app.set_language(lang)
    tr = Translator(lang)
    session, battle = _battle_ending(kind)
    target = battle.split()[-1]
    h = (int(target.split(",")[0]), int(target.split(",")[1]))
    where = _place_words(app, session, h)
    session.apply(battle)
    state: DojoState = session.state
    assert state.is_terminal and state.end_reason == "cards" and state.ran_out == 1
    ending = score_breakdown(state).ending
    how = ending.params["how"]
    key = "throw" if kind == "throw" else "battle"
    assert isinstance(how, Line) and how.key.startswith(f"dojo.ending.how.{key}_defending")
    text = ending.text(tr)
    assert where in text, (where, text)
    assert tr("seat.dojo.1") in text and tr("seat.dojo.0") in text  # who drew, who won
    assert "{" not in text and "}" not in text
    # the results screen shows it whole
    from scenes import theme
    from scenes.results_tables import _fit

    width = app.window.get_width() - theme.px(64)
    assert _fit(text, theme.FONT_BODY, width) == text
    for other in state.terrain:  # whichever hex it was, the longest names too
        params = {**how.params, "where": place_phrase(state, other)}
        said = Line(ending.key, {**ending.params, "how": Line(how.key, params)}).text(tr)
        assert _fit(said, theme.FONT_BODY, width) == said, said


def test_a_summoning_that_ran_a_deck_out_says_so() -> None:
    state = new_game(3)
    for action in PLAYED[:3]:
        state.apply(action)
    assert state.phase == "summon"
    state.decks[state.mover] = state.decks[state.mover][:1]
    state.apply(str(next(a for a in state.legal_actions() if a.args[0] != "1")))
    assert state.is_terminal and state.end_reason == "cards"
    how = score_breakdown(state).ending.params["how"]
    assert (
        how
        == Line(
            "dojo.ending.how.summon", {"name": Term("seat.dojo.1"), "other": Term("seat.dojo.0")}
        )
        or how.key == "dojo.ending.how.summon"
    )
    # she chose to draw past her deck: she emptied it, not 'had no cards left to
    # summon' (newcomer H, s16, 090/091)
    for lang, said in (("en", "emptied their deck with a summoning"), ("fr", "a vidé sa pioche")):
        assert said in score_breakdown(state).ending.text(Translator(lang))


def test_a_dojo_taken_names_whose_dojo_it_was() -> None:
    state = new_game(3)
    for action in PLAYED[:3]:
        state.apply(action)
    state.phase, state.winner, state.end_reason = "over", 0, "dojo"
    ending = score_breakdown(state).ending
    assert ending.text(Translator("en")) == "Orange clan took the Blue clan's Dojo."
    assert ending.text(Translator("fr")) == "Clan orange a pris le Dojo du Clan bleu."
