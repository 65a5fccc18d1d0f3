"""Shinobi's results. Grasshopper (one round): each clan's strength, minus the
corruption pile, the tie going to the least corrupt. Grand Master: 10 points a pawn on
the Imperial Court and on Missions, and the Final Boss's score for the pawns on the
Final Showdown; each round's strength, corruption and pawns are told too, and the
corruption over the game breaks ties.

What is revealed at the end (shinobi-wat-aah.en.txt, End of the Game): the clans on the
table, each corruption pile's value (it is subtracted in the open) and the Final Boss.
Hands, the Decoys, the Boss set aside and unused Court cards stay unseen."""

from __future__ import annotations

from typing import Any

from ninjas.core.breakdown import Breakdown, Counts, Line, SeatScore, Term

from . import data
from .rules import LOCATIONS, POINTS_PER_PAWN, ShinobiState


def score_breakdown(state: ShinobiState) -> Breakdown:
    """The results of a finished game (of a game going on: the round so far)."""
    final = state.final_scores()
    seats = []
    for seat in range(state.players):
        if state.mode == "grandmaster" and state.boss_revealed is not None:
            lines = _grandmaster_lines(state, seat)
        else:
            lines = _round_lines(state, seat)
        seats.append(SeatScore(seat, lines, final[seat]))
    winners = state.winners() if state.is_terminal else []
    ending = _ending(state, winners)
    over = state.is_terminal or state.boss_revealed is not None  # the Boss out: it ends
    places = tie_places(state) if over else None
    return Breakdown("shinobi", seats, winners, ending, places=places)


def tie_corruption(state: ShinobiState, seat: int) -> int:
    """What breaks a tie on points: the corruption over the game (Grand Master), the
    round's corruption pile (Grasshopper); the less corrupt goes first (_best)."""
    if state.mode == "grandmaster":
        return int(state.corruption_total[seat])
    last = state.round_results[-1] if state.round_results else {}
    return int(last.get("corruption", [0] * state.players)[seat])


def tie_places(state: ShinobiState) -> list[int]:
    """Each seat's place (0 first): more points first, then the less corrupt, as the
    rules find the winners; the same points and corruption share a place (newcomer F,
    s15, 355/m364: Marc and Midori level on 90, Marc 4 corruption to her 24, were 2nd
    on the results and 'level' in the Records)."""
    final = state.final_scores()
    key = [(-final[s], tie_corruption(state, s)) for s in range(state.players)]
    return [sum(1 for other in key if other < key[s]) for s in range(state.players)]


def scores_so_far(state: ShinobiState) -> Breakdown:
    """What the Scores screen (S) shows, as the results lay it out: Grasshopper, the
    round's clans and corruption; Grand Master, each round played (its score and the
    pawns it earned), the round being played so far (its score buys pawns at its end,
    not points), then what is certain: the pawns on the Imperial Court and on Missions
    are worth 10 points each whatever comes, and make the total "Certain so far"; the
    pawns on the Final Showdown are told as not yet counted (the Final Boss is revealed
    at the game's end). Once the game is over, the results themselves. Only what the
    table shows everyone (the clans on the table, the corruption piles, the pawns)."""
    if state.is_terminal or state.mode != "grandmaster":
        return score_breakdown(state)
    between = any(r["round"] == state.round for r in state.round_results)
    seats = []
    for seat in range(state.players):
        lines = [Line("shinobi.results.heading_rounds", heading=True)]  # as the results
        lines += [round_line(r, seat, state.players) for r in state.round_results]
        if not between:  # the round going on: told, it buys pawns at its end
            corruption = state.corruption_value(seat)
            lines.append(
                Line(
                    "shinobi.scores.so_far",
                    {
                        "round": state.round,
                        "strength": state.score(seat) + corruption,
                        "corruption": corruption,
                        "score": state.score(seat),
                    },
                )
            )
        pawns = state.pawns[seat]
        lines += [
            Line(
                "shinobi.results.court",
                points=POINTS_PER_PAWN * pawns["court"],
                count=pawns["court"],
                apart=True,
            ),
            Line(
                "shinobi.results.missions",
                points=POINTS_PER_PAWN * pawns["missions"],
                count=pawns["missions"],
            ),
            Line("shinobi.scores.showdown_pending", count=pawns["showdown"]),
        ]
        certain = POINTS_PER_PAWN * (pawns["court"] + pawns["missions"])
        seats.append(SeatScore(seat, lines, certain))
    return Breakdown(
        "shinobi", seats, [], Line("shinobi.ending.unfinished"), total_key="shinobi.scores.certain"
    )


def _round_lines(state: ShinobiState, seat: int) -> list[Line]:
    """The round's score: the clans, Temple and Court strength, the corruption."""
    lines = []
    for key, params, points in state.score_breakdown(seat):
        if "clan" in params:
            params = dict(params, clan=Term(f"shinobi.name.{params['clan']}"))
        count = params.get("cards")
        lines.append(Line(key, params, points, count if isinstance(count, int) else None))
    tie = tie_line(state, seat) if state.is_terminal else None
    return lines + ([tie] if tie else [])


def tie_line(state: ShinobiState, seat: int) -> Line | None:
    """Grasshopper, under a seat level with another on points: what ranks them, the less
    corrupt first, or level still (newcomer V, s21, FR 1280x720: two seats on 39 were
    ranked one above the other and nothing said why). None for a seat level with none."""
    final = state.final_scores()
    level = [s for s in range(state.players) if final[s] == final[seat] and s != seat]
    if not level:
        return None
    places = tie_places(state)
    params: dict[str, Any] = {"points": final[seat], "value": tie_corruption(state, seat)}
    if all(places[s] == places[seat] for s in level):
        return Line("shinobi.results.tie_level", params)
    return Line("shinobi.results.tie_place", dict(params, place=ordinal(places[seat] + 1)))


def _grandmaster_lines(state: ShinobiState, seat: int) -> list[Line]:
    """Each round's score and the pawns it earned (told: a round's score only buys
    pawns), then the victory points the pawns are worth, which make the total: each
    part under its heading, so the total adds up by eye (newcomer B, s14, 090: 'Round
    1: 10 − 0 = 10' in the list that made the total, 100 = 20 + 20 + 60)."""
    lines = [Line("shinobi.results.heading_rounds", heading=True)]  # they do not add to the total
    lines += [round_line(result, seat, state.players) for result in state.round_results]
    pawns = state.pawns[seat]
    boss = state.boss_revealed or ""
    lines += [
        Line(  # these add up, apart (newcomer B, s14, 090)
            "shinobi.results.court",
            points=POINTS_PER_PAWN * pawns["court"],
            count=pawns["court"],
            apart=True,
        ),
        Line(
            "shinobi.results.missions",
            points=POINTS_PER_PAWN * pawns["missions"],
            count=pawns["missions"],
        ),
        Line(
            "shinobi.results.boss",
            {"boss": boss},
            points=data.boss_score(boss, pawns["showdown"]),
            count=pawns["showdown"],
        ),
    ]
    final = state.final_scores()
    if sum(1 for total in final if total == final[seat]) > 1:  # tied: what breaks it
        # (only for the tied: newcomer D, s14, 231, Marc's card said '(breaks ties)')
        value = state.corruption_total[seat]
        places = tie_places(state)
        level = [s for s in range(state.players) if final[s] == final[seat] and s != seat]
        if all(places[s] == places[seat] for s in level):  # as corrupt: still level
            lines.append(Line("shinobi.results.corruption_total", {"value": value}))
        else:  # the place it gave said (newcomer F, s15, 355: only '(tie-break)')
            place = {"value": value, "place": ordinal(places[seat] + 1)}
            lines.append(Line("shinobi.results.corruption_place", place))
    return lines


def ordinal(place: int) -> Term | Line:
    """'2nd' / '2e' (review.ordinal.*)."""
    return Term(f"review.ordinal.{place}") if place <= 3 else Line("review.ordinal.n", {"n": place})


def round_line(result: dict[str, Any], seat: int, players: int) -> Line:
    """A round played, as the results and the Scores screen tell it: strength -
    corruption = score, and the pawns it earned and where they went (not points)."""
    params: dict[str, Any] = {
        "round": result["round"],
        "strength": result["strength"][seat],
        "corruption": result["corruption"][seat],
        "score": result["scores"][seat],
    }
    won = result.get("pawns", [0] * players)[seat]
    if not won:
        return Line("shinobi.results.round_none", params)
    placed = result.get("placed")
    if not placed:  # the ranking is out, the pawns not placed yet
        return Line("shinobi.results.round_earned", params, count=won)
    where = placed[seat]
    params.update(where)
    params["where"] = Counts(
        tuple((f"shinobi.results.at.{spot}", where[spot]) for spot in LOCATIONS if where[spot])
    )
    return Line("shinobi.results.round_placed", params, count=won)


def _ending(state: ShinobiState, winners: list[int]) -> Line:
    if not state.is_terminal:
        return Line("shinobi.ending.unfinished")
    grand = state.mode == "grandmaster"
    final = state.final_scores()
    top = max(final)
    if len(winners) > 1:
        return Line("shinobi.ending.shared")
    if sum(1 for v in final if v == top) > 1:
        return Line("shinobi.ending.corruption")
    if grand:
        return Line("shinobi.ending.grandmaster")
    return fourth_clan(state)


def fourth_clan(state: ShinobiState) -> Line:
    """Grasshopper's one round, ended by whom and by which clan ('Kiku laid a fourth
    clan, Rat, and ended the round', newcomer J, s16, 079_8: 'say which clan won it'):
    the round's ender, and the clan it laid last (a seat's clans keep the order they
    were laid in); the bare sentence when the table no longer shows it."""
    results = list(state.round_results)
    ender = results[-1].get("ender") if results else None
    clans = list(state.clans[ender]) if isinstance(ender, int) else []
    if not clans:
        return Line("shinobi.ending.grasshopper")
    params = {"name": Term(f"seat.shinobi.{ender}"), "clan": Term(f"shinobi.name.{clans[-1]}")}
    return Line("shinobi.ending.grasshopper_by", params)
