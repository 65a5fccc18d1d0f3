"""Two review sentences in plain words (newcomer K, s17): leaving the review does not
keep it working in the background, so it says it resumes when she comes back, not 'the
work is kept' (172: she thought it went on); a move within the playouts' margin says the
computer cannot tell the two moves apart, not 'within the playouts' margin of 13 points'
(almost every move was 'close'). EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator


@pytest.mark.parametrize(
    ("lang", "resumes", "apart"),
    [
        ("en", "it resumes when you come back", "cannot tell these two moves apart"),
        ("fr", "elle reprend à votre retour", "ne sait pas départager ces deux coups"),
    ],
)
def test_the_review_says_it_resumes_and_what_close_means(
    lang: str, resumes: str, apart: str
) -> None:
    tr = Translator(lang)
    for key in ("review.working.on", "review.working.kept"):
        assert resumes in tr(key), tr(key)
    for key in ("review.tip.close", "review.replay.too_close"):
        said = tr(key, give=13)
        assert apart in said and "13" in said, said


@pytest.mark.parametrize(
    ("lang", "chances"), [("en", "chances of winning"), ("fr", "chances de gagner")]
)
def test_a_close_call_says_what_its_figure_is_of(lang: str, chances: str) -> None:
    """Newcomer O, s18, 116: 'ses parties simulées varient de 9 points': points of
    what? The figure is told as the chances of winning, in per cent, no 'points'."""
    tr = Translator(lang)
    for key in ("review.tip.close", "review.replay.too_close"):
        said = tr(key, give=9)
        assert chances in said and "9" in said and "%" in said and "point" not in said, said
