"""Newcomer Y, s13 (034.png): 'a 97% win chance after 3 decisions made the hard computer
look weak'. The chance is the reviewed person's, at each of her decisions, from games the
computer plays on for every side (ninjas.review: its playouts), not a measure of the
opponent she faced. The line under the finished graph says so (it said only 'Leftmost
point: your first decision, the computer playing on from it'); it still names a
decision and neither 'before' nor 'after' (test_review_pair_said), and holds at 1280x720
(test_review_graph_ends)."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator

WORDS = {
    "en": ("your chance", "the computer", "for everyone"),
    "fr": ("vos chances", "l'ordinateur", "pour tous"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_graph_says_whose_chance_and_who_plays_on(lang: str) -> None:
    said = Translator(lang)("review.first_point")
    for words in WORDS[lang]:
        assert words in said, said  # (fails before: whose chance, and for whom, unsaid)
