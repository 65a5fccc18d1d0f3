"""Grand Master's round results: what happened to each seat's clans in the round, under
its row: 'Sora's Spider (3 cards laid): Bear clan (2 cards) destroyed', 'Helene's Toad
(3 cards laid): Rat clan (3 cards) back to the hand, on the last turn', and who ended
the round with a 4th clan (newcomer L, s11, nc-L/152s: 'Lucie: score 0' and no word
that Helene's Toad had sent her Rat clan back to her hand on the round's last turn;
only the log said so).

Public only: the clans on the table, the powers and who laid them are seen by all (a
hot-seat table shows the results). The round is replayed from the session's seed and
actions, as the hand-off's story is (scenes/since_turn.py)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from ninjas.core.events import Event

from ..since_turn import _played

if TYPE_CHECKING:
    from .protocol import Table

log = logging.getLogger(__name__)

SHOWN = 6
"""The losses told under a seat's row at most (the last ones of the round): every one,
in order, as a rule (newcomer F, s15, 247: of Léa's Spider taking a card of Midori's
Monkey clan, then Marc's Monkey destroying the rest, only Marc's was said); the panel
drops the earliest first where its rows run short (round_end.RoundEnd.told)."""
WHOLE = frozenset({"destroy_clan", "return_clan"})


class ClanLost(NamedTuple):
    """A seat's clan gone from the table in the round: `how` 'destroyed' (to the
    Jigoku), 'returned' (to its hand) or 'lost' (some of each); `source` (seat, kind
    'clan'|'yokai'|'court', name, cards laid) of the power, None where none is known;
    `last`: on the turn that ended the round; `whole` False: only `cards` of the clan
    went, the clan stayed; `at`: the action of the round it came in (the order told)."""

    seat: int
    clan: str
    cards: int
    how: str
    source: tuple[int, str, str, int] | None
    last: bool
    whole: bool = True
    at: int = 0


def round_chunks(
    chunks: list[tuple[int | None, list[Event]]], round_no: int
) -> list[tuple[int | None, list[Event]]]:
    """The actions of round `round_no` (1 first), up to the one that ended it."""
    done = 0
    out: list[tuple[int | None, list[Event]]] = []
    for actor, events in chunks:
        if done + 1 == round_no and actor is not None:
            out.append((actor, events))
        done += sum(event.kind == "round_end" for event in events)
        if done >= round_no:
            break
    return out


class HandLost(NamedTuple):
    """Cards a seat lost from its hand at random to a power (a Rat's, a Decree's):
    how many, by whose power (as ClanLost's `source`), on the round's last turn. The
    cards go face up to the Jigoku; the words say only how many (public)."""

    seat: int
    cards: int
    source: tuple[int, str, str, int] | None
    last: bool
    at: int = 0


def clans_lost(chunks: list[tuple[int | None, list[Event]]]) -> list[ClanLost]:
    """The clans lost whole in `chunks` (one round's actions), in order."""
    return [lost for lost in round_losses(chunks)[0] if lost.whole]


def round_losses(
    chunks: list[tuple[int | None, list[Event]]],
) -> tuple[list[ClanLost], list[HandLost]]:
    """The clans lost in `chunks` (one round's actions), in order, with the cards a
    clan lost where it stayed (whole False), and the cards lost from the hands (newcomer Q, s12: Midori's Rat made Marc lose 3 cards, and his
    results said nothing of it)."""
    last_turn = 0  # where the turn that ended the round begins
    for index in range(len(chunks) - 1, 0, -1):
        if chunks[index - 1][0] != chunks[index][0]:
            last_turn = index
            break
    found: list[ClanLost] = []
    hands: list[HandLost] = []
    laid: dict[tuple[int, str], int] = {}
    source: tuple[int, str, str, int] | None = None  # the power being resolved: its
    power = ""  # targets are chosen in the actions after the one that laid it
    copier: tuple[tuple[int, str, str, int], str] | None = None
    for index, (_, events) in enumerate(chunks):
        hit: dict[tuple[int, str], dict[str, Any]] = {}
        from_hand: dict[int, int] = {}
        for event in events:
            d = event.data
            kind = event.kind
            if kind == "random_discard":
                from_hand[int(d["seat"])] = from_hand.get(int(d["seat"]), 0) + 1
            elif kind in ("place_clan", "reinforce"):
                laid[(d["seat"], d["clan"])] = len(d["cards"])
            elif kind == "yokai":
                laid[(d["seat"], d["clan"])] = 1
            elif kind == "copy":  # a Monkey's (a Tanuki's) copied power is its own
                copier = (source, str(d["clan"])) if source is not None else None
            elif kind == "power":
                name = str(d["source"])
                if copier is not None and copier[0][0] == d["seat"] and copier[1] == name:
                    source, copier = copier[0], None
                else:
                    count = laid.get((d["seat"], name), 0) if d.get("level") else 0
                    source = (d["seat"], "clan", name, count)
                power = str(d.get("power", ""))
            elif kind == "court":
                source, power = (d["seat"], "court", str(d["card"]), 0), ""
            elif kind in ("destroy", "return_to_hand", "clan_destroyed"):
                seat = d["target"] if kind != "clan_destroyed" else d["seat"]
                entry = hit.setdefault(
                    (seat, d["clan"]), {"cards": 0, "ways": set(), "whole": False}
                )
                entry["cards"] += len(d["cards"])
                entry["ways"].add("returned" if kind == "return_to_hand" else "destroyed")
                whole = kind == "clan_destroyed" or bool(d.get("whole")) or power in WHOLE
                entry["whole"] = entry["whole"] or whole
        for (seat, clan), entry in hit.items():
            ways = entry["ways"]
            how = next(iter(ways)) if len(ways) == 1 else "lost"
            whole = bool(entry["whole"])
            how = how if whole else f"cards_{how}"
            last = index >= last_turn
            found.append(ClanLost(seat, clan, entry["cards"], how, source, last, whole, index))
        for seat, count in from_hand.items():
            hands.append(HandLost(seat, count, source, index >= last_turn, index))
    return found, hands


def ender_clan(chunks: list[tuple[int | None, list[Event]]], seat: int) -> str | None:
    """The clan `seat` laid last in the round: the 4th, which ended it."""
    for _, events in reversed(chunks):
        for event in reversed(events):
            if event.kind == "place_clan" and event.data.get("seat") == seat:
                return str(event.data["clan"])
    return None


class Told(NamedTuple):
    clans: list[ClanLost]
    hands: list[HandLost]
    chunks: list[tuple[int | None, list[Event]]]


class RoundStory:
    """`RoundStory(table)`: `lines(result, seat)`, the words under `seat`'s row of the
    round results `result`, worked out once a round and language."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._kept: tuple[tuple[Any, ...], Told] | None = None

    def told(self, round_no: int) -> Told:
        """The round's clans lost, cards lost from the hands, and its chunks."""
        table = self.table
        key = (round_no, len(table.session.actions))
        if self._kept is not None and self._kept[0] == key:
            return self._kept[1]
        try:
            chunks = round_chunks(_played(table), round_no)
            found = Told(*round_losses(chunks), chunks)
        except Exception:  # a results line is never worth a crash (the log says it too)
            log.warning("Round %s's story could not be told", round_no, exc_info=True)
            found = Told([], [], [])
        self._kept = (key, found)
        return found

    def shosho(self, round_no: int) -> int | None:
        """Who took the Shosho at round `round_no`'s end (shosho_after)."""
        try:
            return shosho_after(_played(self.table), round_no)
        except Exception:  # a results line is never worth a crash
            log.warning("Round %s's Shosho could not be told", round_no, exc_info=True)
            return None

    def lost(self, round_no: int) -> list[ClanLost]:
        return self.told(round_no).clans

    def lines(self, result: dict[str, Any], seat: int) -> list[str]:
        """'Sora's Spider (3 cards laid): Bear clan (2 cards) destroyed' for each clan of
        `seat` lost in the round, '... 1 card of the Bear clan destroyed' for a clan that
        stayed, in order (the last SHOWN), and 'Laid a 4th clan: the round
        ended' under the seat that ended it, naming the clan (newcomer Q, s12); the cards
        a power made it lose from its hand ('2 cards lost from the hand'), each said as
        suffered ('Suffered: ...')."""
        tr = self.table.app.tr
        told = self.told(int(result["round"]))
        who = self.table.seat_name
        mine = [(lost.at, lost_words(tr, who, lost)) for lost in told.clans if lost.seat == seat]
        mine += [(lost.at, hand_words(tr, who, lost)) for lost in told.hands if lost.seat == seat]
        # in the order they came, whoever did them (a clan's card, then the clan)
        said = [words for _, words in sorted(mine, key=lambda pair: pair[0])][-SHOWN:]
        # what others did to it, said as suffered (newcomer B, s14, 067: 'Midori's Rat
        # ...: 2 cards lost' under Marc read as Midori's own line)
        said = [str(tr("shinobi.ranking.suffered", what=words)) for words in said]
        if result.get("ender") == seat:
            clan = ender_clan(told.chunks, seat)
            if clan is None:
                said.append(str(tr("shinobi.ranking.ender")))
            else:
                name = _name(tr, "shinobi.name", clan)
                said.append(str(tr("shinobi.ranking.ender_clan", clan=name)))
        return said


def shosho_after(played: list[tuple[int | None, list[Event]]], round_no: int) -> int | None:
    """The seat that took the Shosho of the Emperor at round `round_no`'s end (public);
    None while tied winners wait for the holder to give it."""
    done = 0
    for _, events in played:
        for event in events:
            if event.kind == "round_end":
                done += 1
            elif event.kind == "shosho" and done == round_no:
                return int(event.data["to"])
        if done > round_no:
            break
    return None


def favoured(chunks: list[tuple[int | None, list[Event]]], seat: int) -> bool:
    """`seat` played the Court card Favour in the round of `chunks` (a public card:
    its strength counts in the round's sum)."""
    return any(
        event.kind == "court"
        and event.data.get("seat") == seat
        and event.data.get("card") == "Favour"
        for _, events in chunks
        for event in events
    )


def hand_words(tr: Any, seat_name: Callable[[int], str], lost: HandLost) -> str:
    """'Midori's Rat (2 cards laid): 2 cards lost from the hand'."""
    words = str(tr.plural("shinobi.ranking.hand_lost", lost.cards))
    return sourced(tr, seat_name, words, lost.source, lost.last)


def lost_words(tr: Any, seat_name: Callable[[int], str], lost: ClanLost) -> str:
    """'Sora's Spider (3 cards laid): Bear clan (2 cards) destroyed, on the round's last
    turn' (also the review's turning point: scenes/review/turning.py)."""
    clan = _name(tr, "shinobi.name", lost.clan)
    words = str(tr.plural(f"shinobi.ranking.{lost.how}", lost.cards, clan=clan))
    return sourced(tr, seat_name, words, lost.source, lost.last)


def sourced(
    tr: Any,
    seat_name: Callable[[int], str],
    words: str,
    source: tuple[int, str, str, int] | None,
    last: bool,
) -> str:
    """`words` of a loss, with what caused it ('Midori's Rat (2 cards laid): ...') and
    ', on the round's last turn' where so."""
    if source is not None:
        words = str(
            tr("shinobi.ranking.by", source=source_words(tr, seat_name, source), what=words)
        )
    if last:
        words += str(tr("shinobi.ranking.on_last"))
    return words


def source_words(
    tr: Any, seat_name: Callable[[int], str], source: tuple[int, str, str, int]
) -> str:
    """ "Sora's Spider (3 cards laid)", "Sora's Banishment"."""
    seat, kind, name, count = source
    what = _name(tr, "shinobi.court" if kind == "court" else "shinobi.name", name)
    words = str(tr("shinobi.news.source", name=seat_name(seat), what=what))
    if count > 1:
        words += str(tr.plural("shinobi.ranking.laid", count))
    return words


def _name(tr: Any, prefix: str, name: str) -> str:
    key = f"{prefix}.{name}"
    return str(tr(key)) if tr.has(key) else name
