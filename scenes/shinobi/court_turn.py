"""Grand Master: an Imperial Court card held at the start of a turn, said plainly. The
rules ask first whether to use it (rules.py, phase 'court'); unused when the round ends,
it is discarded. Newcomer D (s14, nc-D/206, 158, 169, 187) met 'Keep it for later' as
row 1, before the usual 'Recruit', pressed 1 out of habit each turn, and Léa's
Reinforcement vanished at the round's end, unused and unannounced. Now:

- the uses come first, 'Keep Reinforcement for a later turn (lost if the round ends
  first)' last (ordered, skip_label);
- the prompt names the card and what becomes of it, and warns when the round may end
  before the seat's next turn: someone holds three clans, and a fourth ends it
  (prompt, at_risk);
- a fourth clan laid by its holder says the card goes with the round (lost_words);
- a card with no use now (Pardon with no corrupted card, a Recall with an empty Jigoku)
  is kept for the person, not asked about each turn (kept_for_later; newcomer F, s15,
  260/268: 'Use Pardon' offered every turn with nothing to pardon);
- the row under the card says when it acts (when_words), and the round's end says a
  card went unused (round_end.py, from the round's 'court_unused' count: public, the
  others know a Court card was drawn, never which)."""

from __future__ import annotations

from typing import Any

from ninjas.core.i18n import sentence
from ninjas.shinobi.rules import ShinobiAction

ENDING_CLANS = 4
"""A fourth clan laid ends the round (board_view.ENDING_CLANS)."""


def held(state: Any, seat: int) -> list[str]:
    """The Court cards `seat` may use this round (drawn in the last one)."""
    return list(state.court_cards[seat])


def card_names(tr: Any, cards: list[str]) -> str:
    """The cards' names: 'Reinforcement', or 'Gift, Pardon'."""
    return ", ".join(str(tr(f"shinobi.court.{card}")) for card in cards)


def ordered(legal: list[ShinobiAction]) -> list[ShinobiAction]:
    """The Court's choices, its uses first and keeping it last: the row a habitual 1
    takes never throws the card away."""
    return sorted(legal, key=lambda a: a.args[0] == "skip")


def at_risk(state: Any, seat: int, start: int | None = None) -> int | None:
    """A seat with three clans, the first to play from `start` (the seat to act; `seat`
    itself when None), whose fourth would end the round before `seat` plays again; None
    when none holds three. The seats after `seat` play only once it has (second reader,
    s23: holder 0, seat 2 to act, seat 1 with three clans was warned of)."""
    first = seat if start is None else start
    for step in range(state.players):
        other = (first + step) % state.players
        if step and other == seat:
            return None  # `seat` plays again before the others
        if len(state.clans[other]) >= ENDING_CLANS - 1:
            return other
    return None


def skip_label(table: Any) -> str:
    """The row that keeps the card: what it keeps and what it risks; 'Go on' when the
    card has no use now (only that row)."""
    state = table.state
    tr = table.app.tr
    seat = state.current_player
    cards = card_names(tr, held(state, seat))
    usable = any(a.kind == "court" and a.args[0] != "skip" for a in table.legal())
    return str(tr("shinobi.act.court_keep" if usable else "shinobi.act.court_unusable", card=cards))


def prompt(table: Any, seat: int) -> str:
    """The Court card named, when it may act and what happens to it unused, and, when a
    fourth clan may end the round before `seat` plays again, that this may be its last
    turn."""
    state = table.state
    tr = table.app.tr
    cards = card_names(tr, held(state, seat))
    risky = at_risk(state, seat)
    if risky is None:
        return str(tr("shinobi.prompt.court_card", card=cards))
    if risky == seat:  # the warning alone, which says it all: the box holds it whole
        return str(tr("shinobi.prompt.court_last_you", card=cards))
    return str(tr("shinobi.prompt.court_last", name=table.seat_name(risky), card=cards))


def lost_words(table: Any) -> str:
    """What a fourth clan laid by the seat to move also ends: its unused Court card
    ('' when it holds none)."""
    state = table.state
    cards = held(state, state.current_player)
    if state.mode != "grandmaster" or not cards:
        return ""
    tr = table.app.tr
    return str(tr("shinobi.preview.court_lost", card=card_names(tr, cards)))


def when_words(tr: Any, new: bool) -> str:
    """Under a Court card in its holder's row: when it acts. `new`: drawn this round,
    for the next one."""
    return str(tr("shinobi.court_when.next" if new else "shinobi.court_when.now"))


def no_effect(state: Any, seat: int, action: ShinobiAction) -> bool:
    """A use the rules allow that would do nothing now: Pardon with no corrupted card."""
    return action.args[0] == "Pardon" and not state.corruption[seat]


def kept_for_later(table: Any, legal: list[ShinobiAction]) -> tuple[ShinobiAction, str] | None:
    """The Court's question when no use of the cards held does anything now: the card is
    kept for a later turn for the person (the keep action), with what to say (private:
    it names the card); None when some use acts."""
    state = table.state
    seat = state.current_player
    uses = [a for a in legal if a.kind == "court" and a.args[0] != "skip"]
    keep = next((a for a in legal if a.kind == "court" and a.args[0] == "skip"), None)
    if keep is None or any(not no_effect(state, seat, a) for a in uses):
        return None
    tr = table.app.tr
    key = "shinobi.court_kept.pardon" if uses else "shinobi.court_kept"
    return keep, sentence(tr(key, card=card_names(tr, held(state, seat))))


ROUND_OVER = ("shosho", "temple", "peek", "pawns")
"""The phases after a round's end: the Court cards held in it are gone (the rules
discard them as the next round starts)."""

WHY_NOT = {
    "Reinforcement": "reinforcement",
    "Decree": "decree",
    "Banishment": "banishment",
    "Recall": "recall",
    "Pardon": "pardon",
}
"""The cards that may have no use now, and the word saying why (shinobi.court_why.*)."""


def row_cards(state: Any, seat: int) -> list[tuple[bool, str]]:
    """The Court cards shown in `seat`'s row, (drawn for the next round, card): once the
    round is over, only those drawn for the next one. Newcomer A (s22, fr_g54, fr_g56z):
    the lost Reinforcement (and the round before's Iron Wall) stayed in her row through
    the pawns, and once she drew Gift the row still showed Reinforcement alone."""
    over = state.phase in ROUND_OVER or state.is_terminal
    old = [] if over else list(state.court_cards[seat])
    return [(False, card) for card in old] + [(True, card) for card in state.court_new[seat]]


def why_unusable(state: Any, seat: int, card: str) -> str:
    """The key of why `card` can do nothing for `seat` now ('' when it can)."""
    key = WHY_NOT.get(card)
    if key is None:
        return ""
    if card == "Pardon":
        return key if not state.corruption[seat] else ""
    return "" if state.court_possible(seat, card) else key


def row_notes(table: Any, seat: int, card: str, new: bool) -> list[str]:
    """row_note, then its first sentence alone where it says two (why it can do nothing
    now, before its warning or its loss at the round's end): the shorter goes where the
    whole would leave no room for what the card does (newcomers, s23, 1280x720: the
    note took the rule's place)."""
    whole = row_note(table, seat, card, new)
    state = table.state
    why = "" if new else why_unusable(state, seat, card)
    if not why:
        return [whole]
    first = str(
        table.app.tr("shinobi.court_row.no_use", why=table.app.tr(f"shinobi.court_why.{why}"))
    )
    return [whole, first] if first != whole else [whole]


def row_note(table: Any, seat: int, card: str, new: bool) -> str:
    """The gold line under a Court card in its holder's row: for the next round; else
    why it can do nothing now, and a warning when a fourth clan may end the round before
    `seat` plays again; else when it acts. Newcomer A (s22, fr_g41, fr_g51): Reinforcement
    held a whole round, never offered (no card of her hand could join a clan), then
    'lost' at the round's end: 'a line in my row each turn would stop me feeling
    cheated'."""
    tr = table.app.tr
    if new:
        return when_words(tr, True)
    state = table.state
    why = why_unusable(state, seat, card)
    risky = at_risk(state, seat, state.current_player)
    if risky is not None:
        if risky == seat:
            warn = str(tr("shinobi.court_row.last_you"))
        else:
            warn = str(tr("shinobi.court_row.last", name=table.seat_name(risky)))
        if not why:
            return warn
        return str(tr("shinobi.court_row.no_use", why=tr(f"shinobi.court_why.{why}"))) + " " + warn
    if why:
        words = tr("shinobi.court_row.no_use", why=tr(f"shinobi.court_why.{why}"))
        return str(words) + " " + str(tr("shinobi.court_row.lost_end"))
    return when_words(tr, False)
