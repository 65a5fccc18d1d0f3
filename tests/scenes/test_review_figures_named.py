"""The review's costly rows say what their figures are (issue 33, newcomer R, s8: 'le
vôtre 8 % · celui de l'ordinateur 21 %', 8 % of what?; and 'L'autre a coûté 12 %' read as
if there were two). The panel's heading names the figures, win chance after your move and
after the computer's; the rows keep them short; one move that fell short is said as one."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator


@pytest.mark.parametrize(
    ("lang", "named", "one"),
    [
        ("en", "win chance after", "The one move that fell short"),
        ("fr", "chances après", "Le seul coup moins bon"),
    ],
)
def test_the_costly_rows_figures_are_named(lang: str, named: str, one: str) -> None:
    tr = Translator(lang)
    assert named in tr("review.worst")
    row = tr("review.worst.line", moment="M", after="8 %", best="21 %")
    assert "8 %" in row and "21 %" in row and len(row) < 70
    assert tr.plural("review.mean_loss", 1, loss="12 %").startswith(one)


@pytest.mark.parametrize(
    ("lang", "named", "you"),
    [("en", "win chance after", "your move"), ("fr", "chances après", "votre coup")],
)
def test_the_decisions_figures_are_named_as_the_costly_rows(
    lang: str, named: str, you: str
) -> None:
    """The list of every decision (a review with no costly move) said 'close: 39%, the
    computer's 40%': its heading now names the figures as the costly rows' does, and
    each verdict says whose each is."""
    tr = Translator(lang)
    assert named in tr("review.decisions")  # fails before: '(Enter: replay)'
    for kind in ("close", "costly"):
        verdict = tr(f"review.decision.{kind}", after="39 %", best="40 %")
        assert f"{you} 39 %" in verdict, verdict  # fails before: 'close: 39 %, ...'


@pytest.mark.parametrize(("lang", "words"), [("en", "no length"), ("fr", "aucune longueur")])
def test_a_throw_out_of_reach_says_what_out_of_reach_means(lang: str, words: str) -> None:
    """Newcomer T, s9: 'Round 1, 2nd action, moving string: 38.7 cm for 40.3 cm (out of
    reach)' of a throw the game called a hit. The review now takes the rules' reach
    (tests/scenes/test_night_throw_reach.py): such a throw is in reach and counted. Out
    of reach is said only where no length could land, and its words say so, that it is
    a sure miss and why it is left out of the average (880defd's 'the whole string' was
    untrue: 38.7 cm of a 40 cm string)."""
    tr = Translator(lang)
    beyond = tr("review.throw.beyond")
    assert words in beyond, beyond
    assert ("sure miss" in beyond and "average" in beyond) or (
        "raté certain" in beyond and "moyenne" in beyond
    )
    assert "whole string" not in beyond and "toute la ficelle" not in beyond
