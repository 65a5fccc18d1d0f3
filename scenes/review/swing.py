"""The graph's note names its biggest jump between the seat's moves (newcomer U, s13, 096:
'the graph's wild swings, 30% -> 80% -> 10% in one turn, explained or smoothed; the
note "Dips between your moves are the cards drawn and the others' play" is too
abstract'). Where the chance moved SWING or more from one decision's move to the next
decision, the note says that jump, where it came, and what made it, in its game's words:
'From 29% to 81% before Turn 9: the cards drawn and the others' play, not your move'.
Otherwise the note is the general one. A jump between two decisions with nothing played
between them (the first's move leads straight to the second: ninjas.review.after_index)
is no luck and no one's play: the two chances are two estimates of one position, each
from its own simulated games (the second's from the computer's move there), and the
note says so (newcomer F, s15, Dojo: 'From 48% to 98% before Turn 3: luck and the
others', between two steps of one walk). A move that drew cards (Shinobi's Recruit and
Be Corrupt) has the cards drawn between: that jump is the draw, said so, not two
estimates (newcomer N, s17, 104: 'two unsure estimates' of a Recruit). One figure for
one moment: where the jump lies in a lost game's turning point, the summary says that
turn's fall ('from 44% to 4% on the cards drawn') and the note is the general one
(N's 104 read 'from 44% to 6%' beside it, for the same Turn 13)."""

from __future__ import annotations

import re
from typing import Any

from ninjas import review as rv

SWING = 0.25
"""The jump between two of the seat's moves that the note names."""


def biggest_jump(items: list[rv.Item]) -> tuple[rv.Item, rv.Item] | None:
    """The two decisions the chance moved most between (from the first's move to the
    second's start), None where no move of SWING or more."""
    pairs = [
        (abs(later.before - earlier.after_move), earlier, later)
        for earlier, later in zip(items, items[1:], strict=False)
    ]
    best = max(pairs, key=lambda pair: pair[0], default=None)
    if best is None or best[0] < SWING:
        return None
    return best[1], best[2]


def note_words(scene: Any) -> str:
    """The graph's note for the ReviewScene `scene`."""
    tr = scene.tr
    game = scene.game
    review = scene.job.review
    jump = biggest_jump(review.items) if review is not None else None
    if jump is None:
        key = f"review.note.{game}"
        return str(tr(key) if tr.has(key) else tr("review.note"))
    earlier, later = jump
    if in_turning_point(scene, review, later.index):  # (its turn's fall is said)
        key = f"review.note.{game}"
        return str(tr(key) if tr.has(key) else tr("review.note"))
    key = f"review.swing.{game}"
    moment = turn_only(scene.moment(later.index))
    if rv.after_index(earlier) == later.index:  # nothing played between the two
        key = "review.swing.drawn" if drew(scene, earlier, later) else "review.swing.unsure"
    else:  # within the line: 'avant le tour 31'
        moment = within(tr, game, moment)
    return str(
        tr(
            key if tr.has(key) else "review.swing",
            was=scene.percent(earlier.after_move),
            now=scene.percent(later.before),
            moment=moment,
        )
    )


def within(tr: Any, game: str, moment: str) -> str:
    """'Turn 31' as said within a line, after 'before': French takes its article, 'avant
    le tour 31' (newcomer S, s20, 147: 'avant Tour 31'); `moment` as it is when it is no
    turn or round with its number."""
    match = re.fullmatch(r"\S+ (\d+)", moment)
    if match is None:
        return moment
    kind = "round" if game == "night" else "turn"
    return str(tr(f"review.swing.moment.{kind}", n=int(match.group(1))))


def in_turning_point(scene: Any, review: Any, index: int) -> bool:
    """Action `index` lies in the lost game's turning point (turning.py)."""
    from .turning import point_of

    if review.outcome != 0.0:
        return False
    point = point_of(scene, review)[0]
    return point is not None and point.first <= index < point.end


def drew(scene: Any, earlier: rv.Item, later: rv.Item) -> bool:
    """The seat drew cards between the two decisions (within the first's move)."""
    from .turning import played

    try:
        chunks = played(scene, earlier.index, later.index).chunks
    except Exception:  # (a note's words are never worth a crash)
        return False
    return any(
        event.kind == "draw" and event.data.get("seat") == scene.seat
        for _, events in chunks
        for event in events
    )


def turn_only(moment: str) -> str:
    """'Turn 9' of 'Turn 9 (your turn 3), step 1': the note has one line."""
    return moment.split(" (", 1)[0].split(",", 1)[0]
