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
    assert "8 %" in row and "21 %" in row and len(row) < 40
    assert tr.plural("review.mean_loss", 1, loss="12 %").startswith(one)


@pytest.mark.parametrize(
    ("lang", "named", "you"), [("en", "win chance after", "you"), ("fr", "chances après", "vous")]
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


@pytest.mark.parametrize(("lang", "string"), [("en", "whole string"), ("fr", "toute la ficelle")])
def test_a_throw_at_the_whole_strings_length_says_why_it_is_not_counted(
    lang: str, string: str
) -> None:
    """Newcomer T, s9: 'Round 1, 2nd action, moving string: 38.7 cm for 40.3 cm (out of
    reach)' of a throw the game called a hit. The roof's centre lay beyond the string,
    whose whole length was thrown (and hit the roof's near part): the line says so, and
    that the throw is left out of the average, not that it missed."""
    tr = Translator(lang)
    beyond = tr("review.throw.beyond")
    assert string in beyond and ("not counted" in beyond or "pas compté" in beyond)
    assert "out of reach" not in beyond and "hors de portée" not in beyond  # fails before
