"""Dojo's events in a few words each, for the hand-off cover's one line a player
(scenes/story_digest.py): 'Ben: rolled 5, moved 3 ninjas to the forest (×2) and the
plains, attacked Ana in the plains next to her Dojo (3 against 2), Ana lost 2 ninjas,
Ben 1, summoned 3 ninjas'. A walk was told a step a line on the cover,
three lines for one ninja's walk (newcomer X, s13, 162); the turn's walks are one
phrase now, said again as each step goes on (digest_phrase.Again).

Only public words: the log's own events, never a battle's hidden cards."""

from __future__ import annotations

from typing import Any

from ninjas.core.events import Event

from ..digest_phrase import Again, BriefBase
from .routes import event_hex

WHOLE = frozenset({"dojo_placed", "dojo_taken", "deck_out"})
"""Events told by their own log line, on a line of their own."""


class Brief(BriefBase):
    """`Brief(table).words(event)`: the event's few words, [] for none, None for an
    event told by its own log line. One is made for one digest: it keeps the turn's walks
    and the battle under way."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.walks: list[Any] = []
        """The ends of the walks of the turn being told (their last hexes)."""
        self.walker: int | None = None
        self.battle: dict[str, Any] = {}
        """The battle under way as it began: its seats' ninjas, a throw's defenders."""

    def words(self, event: Event) -> list[str] | None:
        tr, d, kind = self.tr, event.data, event.kind
        if kind in WHOLE:
            return None
        if kind == "turn":
            self.walks, self.walker = [], None
            return []
        if kind == "rolled":
            return [str(tr("dojo.brief.rolled", value=d["value"]))]
        if kind == "blitz":
            return [str(tr("dojo.brief.blitz"))]
        if kind == "stepped":
            return self.walked(d)
        if kind == "battle":
            return self.opened(d)
        if kind == "battle_over":
            return self.losses(d)
        if kind == "joker_ninja":
            where = self.table.narrator.place_name(event_hex(d["hex"]))
            return [str(tr("dojo.brief.joker", where=where))]
        if kind == "summoned":
            total = int(d["total"])
            key = "dojo.brief.summoned" if total else "dojo.brief.summoned_none"
            return [str(tr.plural(key, total))]
        return []

    def walked(self, d: dict[str, Any]) -> list[str]:
        """The turn's walks in one phrase, said again with this step: a step from where
        a walk ended goes on with it, any other starts a new one."""
        seat, src, dst = d.get("seat"), event_hex(d["src"]), event_hex(d["dst"])
        if seat != self.walker:
            self.walks, self.walker = [], seat
        if src in self.walks:
            self.walks.remove(src)  # (the last walk ending there goes on)
        self.walks.append(dst)
        return [Again(self.walks_said(seat))]

    def walks_said(self, seat: Any) -> str:
        """'moved a ninja to the forest', 'moved 3 ninjas to the plains (×2) and their
        Dojo': each kind of ground once, in the order first reached, a Dojo by its name
        (the places' long names made one turn's walks four rows: the log has them)."""
        narrator, tr = self.table.narrator, self.tr
        said = [narrator.walk_to(h, seat) if isinstance(seat, int) else "" for h in self.walks]
        places = []
        for where in dict.fromkeys(said):
            many = said.count(where)
            places.append(
                str(tr("dojo.brief.many", where=where, count=many)) if many > 1 else where
            )
        return str(tr.plural("dojo.brief.walked", len(self.walks), places=tr.names(places)))

    def opened(self, d: dict[str, Any]) -> list[str]:
        """A battle's or a throw's opening: 'attacked Ana in the forest (3 against 2)'."""
        tr, narrator = self.tr, self.table.narrator
        attacker = int(d["seat"])
        where = narrator.place_name(event_hex(d["hex"]))
        self.battle = {
            "attacker": attacker,
            "attackers": d.get("attackers", 0),
            "defenders": d.get("defenders", 0),
            "throw": d.get("source") is not None,
        }
        if d.get("source") is not None:
            return [str(tr("dojo.brief.throw", target=where))]
        return [
            str(
                tr(
                    "dojo.brief.battle",
                    defender=self.name(1 - attacker),
                    where=where,
                    attackers=d["attackers"],
                    defenders=d["defenders"],
                )
            )
        ]

    def losses(self, d: dict[str, Any]) -> list[str]:
        """What a battle cost each side, the defender first: 'Ana lost 2 ninjas', 'Ben
        1'; a throw: 'it hit' or 'it missed'."""
        tr, began = self.tr, self.battle
        self.battle = {}
        attacker = int(d["attacker"])
        if not began or began["attacker"] != attacker:
            return []
        lost_d = max(0, int(began["defenders"]) - int(d["defenders"]))
        if began["throw"]:
            return [str(tr("dojo.brief.hit" if lost_d else "dojo.brief.missed"))]
        lost_a = max(0, int(began["attackers"]) - int(d["attackers"]))
        said = []
        for seat, lost in ((1 - attacker, lost_d), (attacker, lost_a)):
            if lost:
                key = "dojo.brief.lost" if not said else "dojo.brief.lost_too"
                said.append(str(tr.plural(key, lost, name=self.name(seat))))
        return said or [str(tr("dojo.brief.no_loss"))]
