"""Shinobi's events in a few words each, for the hand-off cover's one line a player
(scenes/story_digest.py): 'laid 3 Spider', 'destroyed Sora's Bear clan', without the
player's name, which starts the line. A power's announcement ('Spider: destroy a
clan.') has no words: the effect's repeat it (newcomer T, s12, nc-T 030, 036).

Public words only: an event's 'private' part (the cards drawn, swapped, searched) is
never read here; the cover is seen by everyone at the table."""

from __future__ import annotations

from typing import Any

from ninjas.core.events import Event
from ninjas.shinobi.data import card_name

from ..digest_phrase import Again

SILENT = frozenset({"power", "reshuffle", "target", "turn", "turn_end"})
"""Events worth no words on the cover (the announcement its effect repeats, the deck
shuffled again, the turn's bookkeeping)."""


class Brief:
    """`Brief(table).words(event)`: the event's few words, [] for none, None for an
    event told by its own log line (a round's end, the pawns, the Court...)."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.tr = table.app.tr
        self.said = table.words  # scenes/shinobi/words.py: the cards as the log names them
        self.searched: tuple[Any, int] = (None, 0)
        """(the seat, how many cards) of the searches told last, one after the other."""
        self.run: tuple[tuple[str, Any], list[int]] = (("", None), [])
        """(what, whose) and the cards of the takes or random discards told last, one
        after the other: said as one phrase, the cards counted (cards_run)."""
        self.runs = 0
        """How many such runs were told (each its own phrase)."""

    def name(self, seat: Any) -> str:
        return str(self.table.seat_name(seat)) if isinstance(seat, int) else ""

    def clan(self, clan: str) -> str:
        key = f"shinobi.name.{clan}"
        return str(self.tr(key)) if self.tr.has(key) else clan

    def words(self, event: Event) -> list[str] | None:
        tr, d, kind = self.tr, event.data, event.kind
        target = self.name(d.get("target"))
        if kind in SILENT:
            return []
        if kind == "search_take" and not d.get("looked"):  # (else told with its look)
            return [self.search(d.get("seat"))]
        self.searched = (None, 0)
        if kind in ("random_discard", "take_jigoku"):
            return [self.cards_run(kind, d)]
        self.run = (("", None), [])
        if kind in ("recruit", "pass", "search_take"):
            return [str(tr(f"shinobi.brief.{kind}"))] if kind != "search_take" else []
        if kind == "draw":
            if d.get("why") == "recruit" and d.get("count") == 1:
                return []  # the recruit says it
            return [str(tr.plural("shinobi.brief.draw", d["count"]))]
        if kind == "corrupt":
            if d.get("card") is None:
                return []
            card = self.said.card_label(d["card"]).rpartition(" (")[0]  # its name: 'Ronin'
            return [str(tr("shinobi.brief.corrupt", card=card))]
        if kind in ("place_clan", "reinforce"):
            clan = self.clan(d["clan"])
            named = lambda c: self.clan(card_name(c))  # noqa: E731
            cards = self.said.laid_words(tr, d["cards"], clan, named, d["clan"])
            key = "shinobi.brief.place" if kind == "place_clan" else "shinobi.brief.reinforce"
            return [str(tr(key, cards=cards, clan=clan))]
        if kind == "yokai":
            return [
                str(
                    tr("shinobi.brief.yokai", yokai=card_name(d["card"]), clan=self.clan(d["clan"]))
                )
            ]
        if kind == "power_skipped":
            return [str(tr("shinobi.brief.skipped", source=self.clan(d["source"])))]
        if kind == "copy":
            from ninjas.shinobi import data

            nothing = data.CLAN_BY_NAME[d["clan"]].power2 == "none"
            key = "shinobi.brief.copy_nothing" if nothing else "shinobi.brief.copy"
            return [str(tr(key, clan=self.clan(d["clan"])))]
        if kind == "destroy":
            if d.get("whole"):
                return [
                    str(tr("shinobi.brief.destroy_clan", target=target, clan=self.clan(d["clan"])))
                ]
            what = self.said.cards_label(d["cards"])
            return [str(tr("shinobi.brief.destroy", target=target, what=what))]
        if kind == "return_to_hand":
            what = self.said.cards_label(d["cards"])
            return [str(tr("shinobi.brief.return", target=target, what=what))]
        if kind == "clan_destroyed":
            return [
                str(
                    tr(
                        "shinobi.brief.clan_lost",
                        name=self.name(d.get("seat")),
                        clan=self.clan(d["clan"]),
                    )
                )
            ]
        if kind in ("swap", "swap_hand"):
            return [str(tr(f"shinobi.brief.{kind}", target=target))]
        if kind == "look_deck":
            return [str(tr("shinobi.brief.look"))]
        if kind == "discard":
            return [str(tr("shinobi.brief.discard", card=self.said.card_label(d["card"])))]
        return None

    def cards_run(self, kind: str, d: dict[str, Any]) -> Again:
        """A card lost at random or taken from the Jigoku, said with the ones of the same
        kind and seat just before it: 'Marc lost 2 × Dragon (2) at random', 'took 2 ×
        Rat (3), Toad (3) from the Jigoku' (newcomer L, s17, 056_10, L063: 'Marc lost
        Dragon (2) at random' once where he lost two, as the digest told the same words
        once; L152: 'took Rat (3) from the Jigoku' said again for each card)."""
        whose = (kind, d.get("seat"))
        before, cards = self.run
        if before != whose:  # a new run: its phrase never says again the one before
            self.runs += 1
            cards = []
        cards = [*cards, int(d["card"])]
        self.run = (whose, cards)
        said, of = self.said.cards_label(cards), f"{kind}:{self.runs}"
        if kind == "take_jigoku":
            return Again(self.tr("shinobi.brief.take", card=said), of=of)
        name = self.name(d.get("seat"))
        return Again(self.tr("shinobi.brief.random_discard", name=name, card=said), of=of)

    def search(self, seat: Any) -> Again:
        """A card taken from the deck, said with the ones `seat` took just before it:
        'searched the deck for 2 cards', said again longer (digest_phrase.Again). Each
        search said 'for a card', and the digest told the same words once: two cards
        read as one (newcomer J, s16, 025, 059 against the log, 083)."""
        before, many = self.searched
        self.run = (("", None), [])
        self.searched = (seat, many + 1 if before == seat else 1)
        return Again(self.tr.plural("shinobi.brief.search", self.searched[1]), of="search")
