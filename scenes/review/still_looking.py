"""While a review is worked out, the panel says plainly how many of the seat's turns
are still to be looked at: 'Still looking at 3 of your 5 turns' ('rounds' for Night),
over the words saying the work goes on and is kept, in one paragraph (newcomer F, s15:
'about 19 min left' for a Dojo review under load, with nothing saying what was known
and what was not; E: a minute for Night). The costly moves found so far stand above
it, the time left under the bar. A figure, not a list: 'Encore à l'étude : les tours
2, 4 et 6' named the table's turns of a person who had 5 (newcomer B, s22), and 'les
tours 1, 3, 5, 7, … 37' was a wall of numbers (A); the count is of the seat's turns
that hold a decision, as the words above it count them ('your 5 turns', forced.py)."""

from __future__ import annotations

from typing import Any

from ninjas import review as rv


def spans(turns: list[int]) -> list[str]:
    """Turn numbers in runs: [1, 2, 3, 7] -> ['1–3', '7']."""
    out: list[list[int]] = []
    for turn in sorted(set(turns)):
        if out and turn == out[-1][-1] + 1:
            out[-1].append(turn)
        else:
            out.append([turn])
    return [f"{run[0]}–{run[-1]}" if len(run) > 1 else str(run[0]) for run in out]


def still_words(scene: Any, so_far: rv.Review) -> str:
    """'Still looking at 3 of your 5 turns', or "" once every decision is reviewed."""
    job = scene.job
    if job.review is not None:
        return ""
    left = {d.turn for d in job.decisions if d.index in so_far.pending}
    if not left:
        return ""
    tr = scene.tr
    chosen = len({d.turn for d in job.decisions})  # the seat's turns with a decision
    every = len({run.turn for run in scene.forced.runs(scene.seat)})
    key = "review.still" + (".rounds" if scene.game == "night" else "")
    key += ".chosen" if every > chosen else ""  # (as forced.counted_turns says them)
    return str(tr.plural(key, chosen, left=len(left)))


def still_kept(scene: Any, so_far: rv.Review, kept: str) -> str:
    """still_words, then `kept` (the words saying the work goes on and is kept, in one paragraph), as one
    paragraph: 'Still looking at turns 1–2. The review goes on while...'."""
    words = still_words(scene, so_far)
    return str(scene.tr("review.still.kept", still=words, kept=kept)) if words else kept
