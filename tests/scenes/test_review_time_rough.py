"""Newcomer F, s10 (nc-96/130.png): at load 23 a French review stood at '5 of 11,
working out the time left…' for over 2½ minutes: its glimpses (the cheapest runs, sent
first) were answered, and the next task was out all that time, so no pace was known.
Past ROUGH_AFTER seconds of work a rough time is said, from the tasks out, and said as
rough; the pace's own time, once an answer past the glimpses comes, is said plainly.
The clock is the test's: no timing."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from ninjas.review_pace import ROUGH_AFTER, ROUGH_SHARE, Pace
from scenes.review.live import left_words


def rough(out: float) -> float:
    """The rough time left of two runs of 3 out for `out` s and one of 3 not sent, on
    two workers."""
    each = ROUGH_SHARE * out / 3
    return (3 * each + 2 * (3 * each - out)) / 2


def test_a_rough_time_is_said_after_twenty_seconds_of_work() -> None:
    now = [0.0]
    # nc-96/130's shape: two glimpses of one decision each, then 9 decisions in 3 runs
    pace = Pace([1, 1, 3, 3, 3], lambda: now[0], 2, frozenset({0, 1}))
    pace.sent(0), pace.sent(1)
    now[0] = 2.0
    pace.answered(0), pace.answered(1)  # the glimpses: cheap, no pace of the rest
    pace.sent(2), pace.sent(3)
    now[0] = 2 + ROUGH_AFTER - 1
    assert pace.left() is None and not pace.rough  # (working it out, for a while)
    seen = []
    for second in range(2 + int(ROUGH_AFTER), 180, 5):  # nothing answered for minutes
        now[0] = float(second)
        seen.append(pace.left())
        assert seen[-1] is not None and seen[-1] > 0, second  # fails before: None
        assert pace.rough
    # ROUGH_SHARE of the time so far for the runs out, as long for the one not sent
    assert seen[0] == pytest.approx(rough(ROUGH_AFTER))
    assert max(seen[1:]) > seen[0]  # said again, higher, as the machine proved slower
    now[0] = 200.0
    pace.answered(2)  # the pace is known: said plainly
    assert pace.left() is not None and not pace.rough


def test_the_rough_time_is_said_as_rough() -> None:
    for lang, word in (("en", "roughly"), ("fr", "à peu près")):
        tr = Translator(lang)
        for seconds in (45.0, 200.0):
            rough = left_words(tr, seconds, True, True)
            assert word in rough, rough
            assert word not in left_words(tr, seconds, True, False)


def test_the_glimpses_time_is_no_rough_pace() -> None:
    """s23, Shinobi Grand Master: 'about 26 min, roughly', where it took 11. The
    glimpses' time is their search and their worker's start, not the playouts of the
    runs to come: no rough time is said from it, nor from the glimpses still out."""
    now = [0.0]
    pace = Pace([0.05, 0.06, 3, 3, 3], lambda: now[0], 2, frozenset({0, 1}))
    pace.sent(0), pace.sent(1)
    now[0] = 12.0  # (a worker's start on a busy machine)
    pace.answered(0), pace.answered(1)
    pace.sent(2), pace.sent(3)
    now[0] = 25.0
    assert pace.left() is None  # fails before: 240 s/unit from the glimpses, 'about 15 min'
    now[0] = 12.0 + ROUGH_AFTER
    assert pace.left() == pytest.approx(rough(ROUGH_AFTER))
