"""Newcomer N, s12 (nc-N 40, 74): at load 30 the review's bar stood still while its time
left said 'about 50 s', then '1 min', then '2 min'. A figure is never said going up
now: where the time left rises past the last figure said, the panel says 'taking longer
than first thought' with no figure, and a figure comes again only once the time left
is back under the last figure said (newcomer A, s14, 056/057: 'about 3 min' then 'about
4 min', said once the time had fallen 10 s from its highest since). The Pace's clock is
the test's: no timing."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from ninjas.review_pace import LONGER, Pace, Said
from scenes.review import live


def test_a_rising_time_is_said_in_words_until_it_falls() -> None:
    now = [0.0]
    pace = Pace([2] * 12, lambda: now[0], workers=2)
    said = Said()
    pace.sent(0), pace.sent(1)
    now[0] = 2.0
    pace.answered(0), pace.answered(1)  # 1 s a decision: 10 s left
    pace.sent(2), pace.sent(3)
    told = []
    for second in range(2, 400):
        now[0] = float(second)
        if second == 210:  # the slow tasks back, the next two sent
            pace.answered(2), pace.answered(3)
            pace.sent(4), pace.sent(5)
        left = pace.left()
        told.append((second, left, said.tell(left)))
    figures = [(at, figure) for at, _, figure in told if figure is not None]
    longer = [at for at, figure in figures if figure == LONGER]
    numbers = [(at, figure) for at, figure in figures if figure != LONGER]
    # the pace went up (fails before: the figure said went up with it)
    assert max(left for _, left, _ in told if left is not None) > told[0][1]  # type: ignore[operator]
    assert longer, "the rise was said in words"
    # a figure is said again, and never one above any figure said before it (fails
    # before: the first after the words was only 10 s under the highest since)
    for (_, earlier), (at, later) in zip(numbers, numbers[1:], strict=False):
        assert later <= earlier, (at, earlier, later)
    # a figure again once the time left is back under the last one said
    for _, left, figure in told:
        if figure == LONGER:
            assert left is None or left > min(n for _, n in numbers if n != LONGER) + 0.5


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_words_have_no_figure(lang: str) -> None:
    tr = Translator(lang)
    words = tr("review.left.longer")
    assert not any(ch.isdigit() for ch in words)

    class Job:
        review = None
        all_sent = False
        pace = type("P", (), {"rough": False})()
        said = Said()
        seconds = [50.0, 60.0, 120.0, 115.0, 40.0]

        def time_left(self) -> float:
            return self.seconds.pop(0)

    job = Job()
    got = [live.time_words(tr, job) for _ in range(5)]
    assert got[0] == tr("review.left.seconds", seconds=50)
    assert got[1:4] == [words] * 3  # (fails before: '1 min', '2 min', '2 min')
    assert got[4] == tr("review.left.seconds", seconds=40)


def test_a_figure_after_the_words_is_never_above_the_last_said() -> None:
    """A's 3 min then 4 min: 180 s said, the time left up to 260 s, then falling."""
    said = Said()
    assert said.tell(180.0) == 180.0
    assert said.tell(260.0) == LONGER
    assert said.tell(240.0) == LONGER  # (fails before: 240 s, 'about 4 min')
    assert said.tell(181.0) == LONGER
    assert said.tell(175.0) == 175.0
    assert said.tell(175.4) == 175.0  # a wobble says the last figure again, no higher
    assert said.tell(None) is None  # (a figure was said last: no words)
