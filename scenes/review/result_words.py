"""The words of the review graph's last point: the game's result as the table said it,
'Result: lost by 1 point, 11–12', not a bare 'The result' at the end of a line diving
to 0% (newcomer I, s10, nc-99/172.png: an 11-12 loss read as a blunder at the end).
Longest first: the graph keeps the first that holds beside its title."""

from __future__ import annotations

from typing import Any


def result_words(tr: Any, summary: Any, seat: int) -> list[str]:
    """The result of `seat` in words, the longest first, 'The result' last."""
    said: list[str] = []
    last = str(tr("review.legend.result"))
    if not summary.over:
        return [last]
    scores = list(summary.scores)
    mine = scores[seat] if seat < len(scores) else None
    winners = list(summary.winners)
    if not winners:
        return [str(tr("review.result.draw")), last]
    if seat in winners and len(winners) > 1:
        return [str(tr("review.result.shared")), last]
    if seat in winners:
        others = [s for n, s in enumerate(scores) if n != seat and s is not None]
        if mine is not None and others and mine > max(others):
            said.append(str(tr("review.result.won.score", mine=mine, other=max(others))))
        return [*said, str(tr("review.result.won")), last]
    best = max(
        (scores[w] for w in winners if w < len(scores) and scores[w] is not None), default=None
    )
    if mine is not None and best is not None and best > mine:
        said.append(str(tr.plural("review.result.lost.by", best - mine, mine=mine, best=best)))
    return [*said, str(tr("review.result.lost")), last]
