"""While a review is worked out, the panel says plainly which of the seat's turns are
still to be looked at: 'Still looking at turns 1–4' ('rounds' for Night), over the words
saying the work goes on and is kept, in one paragraph (newcomer F, s15: 'about 19 min left' for a Dojo
review under load, with nothing saying what was known and what was not; E: a minute
for Night). The costly moves found so far stand above it, the time left under the bar.
The turns are the table's (Decision.turn), as each moment names them."""

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
    """'Still looking at turns 1–4 and 7', or "" once every decision is reviewed."""
    job = scene.job
    if job.review is not None:
        return ""
    turns = [d.turn for d in job.decisions if d.index in so_far.pending]
    if not turns:
        return ""
    tr = scene.tr
    said = spans(turns)
    listed = (
        said[0]
        if len(said) == 1
        else tr("review.still.and", some=", ".join(said[:-1]), last=said[-1])
    )
    rounds = ".rounds" if scene.game == "night" else ""
    return str(tr.plural(f"review.still{rounds}", len(set(turns)), turns=listed))


def still_kept(scene: Any, so_far: rv.Review, kept: str) -> str:
    """still_words, then `kept` (the words saying the work goes on and is kept, in one paragraph), as one
    paragraph: 'Still looking at turns 1–2. The review goes on while...'."""
    words = still_words(scene, so_far)
    return str(scene.tr("review.still.kept", still=words, kept=kept)) if words else kept
