"""The results' line on how the game went (newcomer A, s14, 054: 'to make a 9: a line
on how the game went ... right here'): the review summary's sentence (ninjas.game_story),
after the table's own notes under the score cards (Taisen's turns, Night's throws),
before the notes on the History; it gives way first where the cards would not fit
whole (Grand Master with four players at 1280x720). One person against the computer reads it
of herself, by her name (or her side's) as the score cards name her, beside the
computer's side by its name: 'cards lost, Gael 7 of 10, Wolf 7' (newcomer G, s16, 032:
'vous 7 sur 10, Loup 7' named one side 'you', the other by name); with several people,
or none, it is said of the winner (the first seat in a draw) by name, beside the best
of the others. With three seats or more every seat is named, the winner first, then
in seat order (newcomer H, s16: the computers were left out). Only what the table
showed as it went: the game is over, every figure is public."""

from __future__ import annotations

import logging
from typing import Any

from ninjas.game_story import story

from .registry import person_name, seat_name

log = logging.getLogger(__name__)


def story_seat(session: Any) -> tuple[int, bool]:
    """The seat the sentence is said of, and whether it says 'you' (one person
    against the computer): that person; else the winner, the first seat in a draw."""
    seats = list(session.seats)
    people = [seat for seat, one in enumerate(seats) if not one.is_ai]
    if len(people) == 1 and len(seats) > 1:
        return people[0], True
    values = list(session.state.returns())
    best = max(values)
    return values.index(best), False


def story_note(app: Any, session: Any) -> str:
    """The sentence ('' for a game not over, or one with none to tell)."""
    try:
        seat, you = story_seat(session)
        told = story(session.game, session.state, seat)
    except Exception:  # a help only: the results stand without it
        log.exception("results: the game's story could not be worked out")
        return ""
    if told is None:
        return ""

    def name(at: int) -> str:
        return person_name(session, at) or seat_name(app, session.game, at)

    from .results_arc import arc_note

    course = arc_note(app, session, name)  # the story, where the record tells it (s17)
    if course:
        return course
    every = every_seat(app, session, name, seat if you else None)
    if every:
        return every
    key = "results.story." + told_as(session)
    return str(app.tr(key, mine=name(seat), other=name(told.other), **told.figures))


def told_as(session: Any) -> str:
    """The game's sentence: Shinobi's one round (Grasshopper) says each seat's strength
    minus corruption equal to its score ('Kiku 51 − 13 = 38'; newcomer J, s16, 079_8:
    'strength in all, Kiku 51' matched nothing on the cards); its rounds, the sums."""
    state = session.state
    if session.game == "shinobi" and len(getattr(state, "round_results", ())) == 1:
        return "shinobi_one"
    return str(session.game)


def every_seat(app: Any, session: Any, name: Any, you: int | None) -> str:
    """With three seats or more, each seat's figures, the winner first (newcomer H, s16:
    'strength over the rounds, Yuki 43, Ren 8' of four seats, Midori and Kiku left
    out); `you` the seat said 'you'. '' with two seats, or a game with no such line."""
    values = list(session.state.returns())  # the game's players, whatever the seats
    seats = len(values)
    key = "results.story_all." + told_as(session)
    if seats < 3 or not app.tr.has(key):
        return ""
    told_by = {s: story(session.game, session.state, s) for s in range(seats)}
    if any(t is None for t in told_by.values()):
        return ""

    def rank(s: int) -> tuple[float, int, int]:  # the winner, then by score (newcomer J,
        told = told_by[s]  # s16: 'the order, winner then seat order, looks unsorted')
        return (-values[s], -(told.figures.get("mine_score", 0) if told else 0), s)

    order = sorted(range(seats), key=rank)
    told = {s: told_by[s] for s in order}
    first = told[order[0]]
    if first is None:
        return ""
    each = "results.story_seat." + told_as(session)
    if app.tr.has(each):  # each seat's figures together: 'Kiku 51 − 13 = 38'
        said = [
            app.tr(
                each,
                name=app.tr("results.story.you") if s == you else name(s),
                **{k[len("mine_") :]: v for k, v in t.figures.items() if k.startswith("mine_")},
            )
            for s, t in told.items()
            if t is not None
        ]
        return str(app.tr(key, seats=", ".join(str(part) for part in said)))
    parts = {k: v for k, v in first.figures.items() if not k.startswith(("mine_", "theirs_"))}
    for figure in (k[len("mine_") :] for k in first.figures if k.startswith("mine_")):
        parts[figure] = ", ".join(
            f"{app.tr('results.story.you') if s == you else name(s)} {t.figures['mine_' + figure]}"
            for s, t in told.items()
            if t is not None
        )
    return str(app.tr(key, **parts))


def with_story(notes: list[str], said: str, most: int) -> list[str]:
    """The table's notes, then the sentence `said` where there is room: `most` notes at
    the most, the table's first."""
    return [*notes, said][:most] if said else notes[:most]


def story_gives_way(scene: Any, text_size: int, tables: list[Any]) -> bool:
    """The results' sentence is taken off the notes where the cards would shrink under
    body text or leave a line out (the scores first); True: the layout is to be done
    again."""
    from . import theme

    said = getattr(scene, "story", "")
    if not said or said not in scene.summary_lines:
        return False
    if text_size >= theme.FONT_BODY and all(t.shown >= len(t.rows) for t in tables):
        return False
    scene.summary_lines.remove(said)
    scene.story = ""
    return True
