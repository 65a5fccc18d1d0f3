"""Newcomer H, s10 (nc-98/070, 072_5.png): above the bar 'L'ordinateur analyse 50
décisions, puis la fin de vos 5 tours', under it 'fins de vos tours : 1 sur 6': the ends
played out were counted, and a Dojo turn broken by a battle has two. Both lines now
count the person's turns (a Night seat's rounds), the same number."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from ninjas import review as rv
from ninjas.core.i18n import Translator
from scenes.review.live import count_words


def end(turn: int, at: int) -> rv.TurnEnd:
    return rv.TurnEnd(state=None, seat=0, first=at - 1, end=at, seed="s", turn=turn)


@pytest.mark.parametrize(("lang", "game"), [("fr", "dojo"), ("en", "night")])
def test_the_turns_ends_are_counted_in_turns(lang: str, game: str) -> None:
    tr = Translator(lang)
    # H's shape: 5 turns, the second broken by a battle (two ends), none known from a
    # decision after it: six ends played out on their own
    ends = [end(1, 10), end(2, 20), end(2, 25), end(3, 30), end(4, 40), end(5, 50)]
    job = SimpleNamespace(
        decisions=[0] * 50,
        items=[0] * 50,
        review=None,
        ends=ends,
        played_ends=ends,
        turns=[SimpleNamespace(end=20)],  # one of turn 2's two ends back
    )
    scene = SimpleNamespace(job=job, app=SimpleNamespace(tr=tr), tr=tr, game=game)
    key = "review.progress.ends" + (".rounds" if game == "night" else "")
    assert count_words(scene) == tr(key, total=50, done=0, count=5)  # fails before: 1 of 6
    job.turns.append(SimpleNamespace(end=25))
    assert count_words(scene) == tr(key, total=50, done=1, count=5)
    job.turns += [SimpleNamespace(end=at) for at in (10, 30, 40)]
    assert count_words(scene) == tr(key, total=50, done=4, count=5)
