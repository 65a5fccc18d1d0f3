"""Dojo's summoning (`summon N`, then `die Q,R` for each card) and the ninjas a Joker
brings, in a summoning or a battle (`joker Q,R` when there is a choice)."""

from __future__ import annotations

from ninjas.core.events import Event

from . import data
from .cards import EmptyDeck
from .hexgrid import Hex
from .position import IllegalAction, Position, parse_hex


class Summoning(Position):
    """Summoning, and the Jokers' ninjas."""

    # -- summoning --------------------------------------------------------------
    def _to_summon(self) -> list[Event]:
        if not self.on_board(self.mover) or not self.summon_sites(self.mover):
            return self._end_turn()
        self.phase = "summon"
        return []

    def _do_summon(self, seat: int, *args: str) -> list[Event]:
        self._need("summon", "summoning")
        self._args(args, 1, "summon N")
        n = self._int(args[0], "count")
        most = self.on_board(seat)
        if not 1 <= n <= most:
            raise IllegalAction(
                f"summon with 1 to {most} cards (your ninjas on the board)",
                "summon_count",
                most=most,
            )
        try:
            self.summon_cards = self._draw(seat, n)
        except EmptyDeck as exc:
            return self._deck_out(exc)
        self.summon_hexes = []
        self.phase = "assign"
        return [
            Event("summon_cards", {"seat": seat, "cards": list(self.summon_cards), "reveals": True})
        ]

    def _do_die(self, seat: int, *args: str) -> list[Event]:
        self._need("assign", "assigning a die")
        self._args(args, 1, "die Q,R")
        h = parse_hex(args[0])
        if h not in self.summon_sites(seat):
            raise IllegalAction(
                f"summon only where your ninjas stand, never in water ({h})", "summon_site"
            )
        self.summon_hexes.append(h)
        events = [
            Event("die_assigned", {"seat": seat, "hex": list(h), "count": len(self.summon_hexes)})
        ]
        if len(self.summon_hexes) < len(self.summon_cards):
            return events
        dice = [(hh, self.rng.randint(1, 6)) for hh in self.summon_hexes]
        cards = self.summon_cards
        ranks = [c for c in cards if c != data.JOKER]
        gained: dict[Hex, int] = {}
        for hh, face in dice:
            got = ranks.count(face)
            if got:
                gained[hh] = gained.get(hh, 0) + got
        for hh, got in gained.items():
            self.ninjas.setdefault(hh, [0, 0])[seat] += got
            self.summoned[seat] += got
        events.append(
            Event(
                "summoned",
                {
                    "seat": seat,
                    "dice": [[list(hh), face] for hh, face in dice],
                    "cards": list(cards),
                    "gained": [[list(hh), got] for hh, got in sorted(gained.items())],
                    "total": sum(gained.values()),
                    "reveals": True,
                },
            )
        )
        self.discards[seat].extend(cards)
        self.summon_cards, self.summon_hexes = [], []
        if self.toggle("jokers"):
            self.jokers_due = cards.count(data.JOKER)
            events += self._place_jokers(seat, "summoned")
            if self.phase == "joker":
                return events
        return events + self._summon_over()

    def _summon_over(self) -> list[Event]:
        return self._end_turn()

    # -- the Jokers' ninjas -----------------------------------------------------
    def _place_jokers(self, seat: int, resume: str) -> list[Event]:
        """Place the Jokers' ninjas due: at once where `seat` has one hex (or none: the
        ninja is lost), else ask which hex."""
        events: list[Event] = []
        while self.jokers_due:
            sites = self.joker_sites(seat)
            if len(sites) > 1:
                return events + self._ask(seat, "joker", resume)
            self.jokers_due -= 1
            if not sites:
                events.append(Event("joker_lost", {"seat": seat}))
                continue
            events += self._joker_ninja(seat, sites[0])
        return events

    def _joker_ninja(self, seat: int, h: Hex) -> list[Event]:
        self.ninjas.setdefault(h, [0, 0])[seat] += 1
        self.summoned[seat] += 1
        return [Event("joker_ninja", {"seat": seat, "hex": list(h)})]
