"""The results' line on how the game went, told as a story (newcomers N and L, s17:
'the "How the game went" line just repeats the totals: tell a story instead, lead
changes, the biggest hit'; 'reads like a spreadsheet line, and repeats the cards'):
who was ahead on the game's count and from when, how often the lead changed hands,
the biggest blow and its turn (ninjas.game_arc, the record played again from its
seed); Shinobi's Grand Master, whose count starts again each round, says who had the
best score in each round. Every seat by its name, as the score cards name it. The
turns are counted as the table and the replay count them (Night's rounds, Dojo's
mover's own turn), so a player can find each one in 'Replay the game'.

'' when the session has no record to play again (a position built by hand): the
results then say the totals' sentence (results_story.py)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from ninjas.game_arc import Telling, arc, telling

log = logging.getLogger(__name__)

LEAST_BLOW = 2
"""A blow smaller than this is not worth its words (one ninja lost, one point)."""


def arc_note(app: Any, session: Any, name: Callable[[int], str]) -> str:
    """The story of `session`'s finished game ('' without one); `name(seat)` a seat's
    name as the score cards say it."""
    state = session.state
    actions = getattr(session, "actions", None)
    if not actions or not state.is_terminal:
        return ""
    try:
        marks = arc(session.game, int(session.seed), dict(session.options), list(actions), state)
        values = list(state.returns())
        best = max(values)
        told = telling(marks, [s for s, v in enumerate(values) if v == best])
    except Exception:  # a help only: the results stand without it
        log.exception("results: the game's course could not be worked out")
        return ""
    if told is None:
        return ""
    tr = app.tr
    game = session.game
    rounds = list(getattr(state, "round_results", ()))
    if game == "shinobi" and len(rounds) > 1:
        parts = [rounds_said(app, rounds, name)]
    else:
        taken = game == "dojo" and getattr(state, "end_reason", None) == "dojo"
        parts = [lead_said(app, game, told, name, winner=values.index(best), taken=taken)]
    blow = blow_said(app, game, told, name)
    if blow:
        parts.append(blow)
    return str(tr("results.arc", story=tr("results.arc.sep").join(parts)))


def when_said(app: Any, game: str, when: int, way: str = "on") -> str:
    """'on turn 7', 'in round 3' (`way` 'on'); 'from turn 7' (`way` 'from')."""
    kind = "round" if game == "night" else "turn"
    return str(app.tr(f"results.arc.{way}.{kind}", n=when))


def lead_said(
    app: Any, game: str, told: Telling, name: Callable[[int], str], winner: int, taken: bool = False
) -> str:
    """Who was ahead on the count, and from when; `taken`: a Dojo game won by taking the
    other's Dojo, which the land's leader lost all the same (newcomer W, s21, 27_results:
    'but Blue clan won all the same' read odd for a Dojo taken on turn 1)."""
    tr = app.tr
    measure = tr(f"results.arc.measure.{game}")
    on = when_said(app, game, told.since)
    if told.lead == "level":
        return str(tr("results.arc.level", measure=measure))
    if told.lead == "caught":
        until = when_said(app, game, told.since, "until")
        return str(tr("results.arc.caught", name=name(told.leader), measure=measure, until=until))
    if told.lead == "over":
        key = "results.arc.over_dojo" if taken else "results.arc.over"
        return str(tr(key, name=name(told.leader), measure=measure, winner=name(winner)))
    if told.lead == "held":
        since = when_said(app, game, told.since, "from")
        return str(tr("results.arc.held", name=name(told.leader), measure=measure, since=since))
    if told.changes == 1:
        return str(
            tr(
                "results.arc.took",
                first=name(told.first),
                name=name(told.leader),
                measure=measure,
                on=on,
            )
        )
    return str(
        tr(
            "results.arc.changes",
            count=told.changes,
            name=name(told.leader),
            measure=measure,
            on=on,
        )
    )


def blow_said(app: Any, game: str, told: Telling, name: Callable[[int], str]) -> str:
    """The biggest blow of the game, and its turn ('' when none is worth saying)."""
    if told.blow_seat < 0 or told.blow < LEAST_BLOW:
        return ""
    on = when_said(app, game, told.blow_when)
    if game == "dojo" and told.blow_actor >= 0:  # each clan counts its own turns: whose
        # ('on turn 4' of a blow in the other clan's turn 4 led to the wrong one, Q, s19)
        if told.blow_actor == told.blow_seat:
            on = app.tr("results.arc.on.own_turn", n=told.blow_when)
        else:
            on = app.tr("results.arc.on.turn_of", n=told.blow_when, name=name(told.blow_actor))
    words: dict[str, Any] = {"name": name(told.blow_seat), "on": on}
    if game == "taisen":  # two sides: the other dealt it, said plainly ('Wolf lost 4
        # ninjas on turn 2' on the Monkey's screen read as the Wolf's own: newcomer W,
        # s21, 143_fr_results, the loser's own blow)
        words["striker"] = name(1 - told.blow_seat)
    return str(app.tr.plural(f"results.arc.blow.{game}", told.blow, **words))


def rounds_said(app: Any, rounds: list[dict[str, Any]], name: Callable[[int], str]) -> str:
    """Grand Master: whose score was best in each round ('round 1 went to Kiku (23),
    round 2 to Yuki (18)'), as the round cards show it."""
    tr = app.tr
    said = []
    for index, result in enumerate(rounds):
        scores = [int(v) for v in result["scores"]]
        best = max(scores)
        names = tr("results.arc.and").join(name(s) for s, v in enumerate(scores) if v == best)
        key = "results.arc.round_first" if index == 0 else "results.arc.round_next"
        said.append(tr(key, n=result["round"], names=names, score=best))
    return ", ".join(str(s) for s in said)
