"""The race of the decks in words at the Dojo table (ninjas/dojo/race.py): each clan's
deck as a clock under its count ('≈ 3 turns at this pace'), the rule in the top bar
from the first turn ('The game ends when a deck runs out: the most land wins'), the
warning two turns ahead with what to do, and what a summoning's count costs the deck.
A newcomer lost two games to a computer that emptied its deck on its 4th turn, told
one turn before, when nothing could be done (issue 33, newcomer M, s8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.dojo.ai_lead import may_turn
from ninjas.dojo.race import pace, race_near, summonings_ahead
from ninjas.dojo.reserve import pile_risky

from .summon_mark import safe_next
from .summon_odds import odds_text

if TYPE_CHECKING:
    from .protocol import Table


MANY_TURNS = 8
"""Above this many turns a deck's clock says 'many more turns', not its count (a clan
of one ninja read 'deck for ≈ 53 more turns': newcomer A, s10, nc-91/112.png); games
last about five turns."""


def clock_text(table: Table, seat: int, short: bool = False) -> str:
    """How many turns `seat`'s deck lasts if it summons with all its ninjas, as the top
    bar's warning counts it (race.race_near: its last summoning's size, or its ninjas on
    the board if more): 'deck for ≈ 3 more turns' (`short`: 'deck for ≈ 3 turns');
    above MANY_TURNS, 'deck for many more turns'. The same deck and ninjas read the
    same for both clans, whatever each drew before (newcomer M, s11, nc-M/050: 45 cards
    read '≈ 5 turns' and the other clan's 46 'many turns', its last summoning 2 cards)."""
    state = table.state
    size = max(pace(state, seat), state.on_board(seat))
    left = summonings_ahead(len(state.decks[seat]), size)
    tr = table.app.tr
    key = "dojo.race.clock_short" if short else "dojo.race.clock"
    if left == 0:
        return str(tr(key + ".none"))
    if left > MANY_TURNS:
        return str(tr(key + "_many"))
    return str(tr.plural(key, left))


def reader(table: Table) -> int:
    """The seat the race's advice speaks to: the one person at the table, else (people
    taking turns, or none) the clan to play."""
    people = [i for i, s in enumerate(table.session.seats) if not s.is_ai]
    return people[0] if len(people) == 1 else int(table.state.mover)


def near_text(table: Table, short: bool = False) -> str | None:
    """The warning two turns ahead, in one steady line ("Blue clan's deck (20) may run
    out within two turns: most land wins."), or None. It changes with the deck, not with
    each step: the land it said and the advice that followed it changed the words every
    few seconds, on two lines (newcomer X, s13, nc-X/044); the land is in the clans'
    panels. `short`: the same line (kept for the callers)."""
    near = race_near(table.state)
    if near is None:
        return None
    tr = table.app.tr
    words = dict(name=table.seat_name(near.seat), deck=near.deck)
    if near.left == 0:
        return str(tr("dojo.race.near_line.none", **words))
    return str(tr("dojo.race.near_line", **words))


RULE_KEYS = ("dojo.race.rule", "dojo.race.rule_short", "dojo.race.rule_tiny")
"""The race's rule in ever fewer words (a long person's name leaves the top bar less
room), each saying what a land is."""


def rule_text(table: Table, words: int = 0) -> str:
    """The rule the race follows, said from the first turn, with what a land is (a
    newcomer read 'the most land wins' and was told nowhere on the table what a land
    was: issue 33, newcomer P, s8); `words`: the index in RULE_KEYS, 0 the whole."""
    return str(table.app.tr(RULE_KEYS[words]))


def summon_cost(table: Table, count: int, short: bool = False) -> str:
    """What a summoning of `count` cards does to the mover's deck, said with the rule
    ('Summon with 12: your deck 42 → 30. The game ends when a deck runs out; the most
    land wins (now 3 to 5).'); `short`: without the rule, with what it brings ('Summon
    with 12: deck 42 → 30; ≈ 11 ninjas.': the land is each seat's card's)."""
    state = table.state
    me = state.mover
    deck = len(state.decks[me])
    key = "dojo.summon.cost_short" if short else "dojo.summon.cost"
    safe = safe_next(state)
    if not short and safe is not None and safe < count < deck:
        # past the scale's tick: the risk it marks, said (newcomer X, s13, nc-X/052:
        # 'sans risque' was never explained, risk of what?)
        key = "dojo.summon.cost_past_safe"
    return str(
        table.app.tr(
            key,
            safe=safe,
            count=count,
            deck=deck,
            after=deck - count,
            mine=state.land(me),
            theirs=state.land(1 - me),
            odds=odds_text(table, count, short),  # what it is likely to bring (summon_odds)
        )
    )


def summon_why(table: Table, count: int) -> str:
    """Why the hint summons with `count` cards, in the race's terms (the hard computer's
    rule, ninjas/dojo/ai.py DojoPolicy._summon: ahead on land, big, and past the deck to
    end a game it wins, but cards kept for the other side's battles where its next move
    may turn the lead, ai_lead.py, and its dice spread where a pile could outgrow the
    deck left, reserve.py; behind or level, cards kept back so the game lasts).
    A newcomer followed every hint and lost the race, never told why the counts were what they
    were (issue 33, newcomer M, s8: 'the hint never says spread out for land or draw
    fewer cards to make the game last')."""
    state = table.state
    me = state.mover
    mine, theirs = state.land(me), state.land(1 - me)
    deck, most = len(state.decks[me]), state.on_board(me)
    tr = table.app.tr
    if count > deck:
        how = "ends"
    elif mine > theirs and count < min(most, deck):  # their move may turn it (ai_lead)
        how = "ahead_keep"
    elif mine > theirs and may_turn(state, me) and pile_risky(state, me, count):
        how = "ahead_spread"  # (newcomer Z, s21: 10 dice on one forest by their Dojo)
    elif mine > theirs:
        how = "ahead"
    elif count < most:
        how = "behind_keep"
    else:
        how = "behind" if mine < theirs else "level"
    safe = safe_next(state)
    if how == "ahead_spread" and safe is not None and safe < count:  # past the tick: said
        # so (E1, s22: the hint advised 11 while the scale's tick marked 7, unsaid)
        how = "ahead_spread_mark"
    return str(tr(f"dojo.hint.why.{how}", mine=mine, theirs=theirs, kept=deck - count, safe=safe))
