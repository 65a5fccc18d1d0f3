"""Newcomer V (s13): 'Experienced ninjas: No' over 'Forgiving by design: a grapnel
touching the roof lands' read twice (is the text Yes or No?); the results' '1 injury'
said nothing of what it costs. The option's line names its value first, and the injury
line says it costs no points (ninja-night.en.txt: the score is the tokens' values; an
injury only takes a slot). EN and FR."""

from __future__ import annotations

import pytest

from ninjas.night.results import score_breakdown
from ninjas.night.rules import INJURY
from scenes.app import App


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("value", ["false", "true"])
def test_the_experienced_line_names_the_value_it_explains(app: App, lang: str, value: str) -> None:
    app.set_language(lang)
    said = app.tr(f"setup.explain.experienced.{value}")
    assert said.startswith(app.tr(f"setup.experienced.{value}"))  # fails before
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_injury_in_the_results_says_it_costs_no_points(app: App, lang: str) -> None:
    from support.night_line import line_state

    app.set_language(lang)
    s = line_state()
    s.backpacks[0][0] = INJURY
    line = next(x for x in score_breakdown(s).seats[0].lines if "injuries" in x.key)
    assert line.points is None  # told, not counted: the words say what it costs
    for form in ("one", "other"):
        said = app.tr(f"{line.key}.{form}", count=1)
        assert {"en": "no points", "fr": "aucun point"}[lang] in said  # fails before
    app.set_language("en")
