"""Ninja Night's events in a few words each, for the hand-off cover's one line a player
(scenes/story_digest.py): 'moved to roof 11 (hit)', 'collected 2 tokens', without the
player's name, which starts the line, nor a throw's measurements, which stay in the log
(newcomer T, s12, nc-T 105: 'Green ninja: Move to roof 11, a hit: 35.1 cm to the roof's
centre, the string was 35.9 cm...' in two rows a throw). A plan made in secret is said
so, never what it is (nc-T 091: an empty story although Sam had planned).

Night's log is public whole; these words read no more than it does."""

from __future__ import annotations

from typing import Any

from ninjas.core.events import Event
from ninjas.night.position import EVERYONE

from ..digest_phrase import BriefBase

WHOLE = frozenset({"plans_revealed", "round_started", "round_ended", "dawn"})
"""Events told by their own log line, on a line of their own."""
SAID_AFTER = frozenset({"kunai", "shuriken", "hook"})
"""Bonuses whose play the next words say ('Kunai at roof 6 (missed)', 'hooked onto
roof 5'): 'played a Kunai' before them repeated it."""


class Brief(BriefBase):
    """`Brief(table).words(event)`: the event's few words, [] for none, None for an
    event told by its own log line."""

    def words(self, event: Event) -> list[str] | None:
        tr, d, kind = self.tr, event.data, event.kind
        if kind in WHOLE:
            return None
        said: Any = None
        if kind == "planned":
            said = tr("night.brief.planned")
        elif kind == "throw":
            how = "hit" if d["success"] else "miss"
            roof = int(d["to"]) + 1
            if d["action"] == "move":
                said = tr(f"night.brief.move.{how}", roof=roof)
            else:
                action = tr(f"night.action.{d['action']}")
                said = tr(f"night.brief.aim.{how}", action=action, roof=roof)
        elif kind == "collected":
            parts = []
            if d["tokens"]:
                parts.append(str(tr.plural("night.brief.collected", len(d["tokens"]))))
            if d.get("held"):
                parts.append(str(tr.plural("night.brief.held", len(d["held"]))))
            return parts or [str(tr.plural("night.brief.collected", 0))]
        elif kind == "placed":
            owner = self.name(d["ninja"])
            said = tr("night.brief.placed", owner=owner, roof=d["building"] + 1)
        elif kind in ("discarded", "dropped"):
            said = tr("night.brief.discarded", roof=d["building"] + 1)
        elif kind == "knocked_off":
            victim = self.name(d["owner"])
            said = tr("night.brief.knocked_off", victim=victim, roof=d["building"] + 1)
        elif kind == "turn_ended":
            said = self.ended(d)
        elif kind in ("injury_spared", "must_drop", "injured"):
            key = {"injury_spared": "spared", "must_drop": "must_drop"}.get(kind, kind)
            said = tr(f"night.brief.{key}", name=self.name(d["seat"]), count=d.get("injuries", 0))
        elif kind in ("kept", "swapped"):
            said = tr(f"night.brief.{kind}")
        elif kind == "returned":
            said = tr.plural("night.brief.returned", len(d["tokens"]))
        elif kind == "stolen":
            said = self.stolen(d)
        elif kind == "healed":
            many = d.get("count", 1) > 1
            said = tr(
                "night.brief.healed.all" if many else "night.brief.healed", count=d.get("count", 1)
            )
        elif kind == "hooked":
            said = tr("night.brief.hooked", roof=d["to"] + 1)
        elif kind == "bonus_used" and d.get("bonus") in SAID_AFTER:
            return []
        elif kind == "bonus_used":
            bonus = tr(f"night.named.{d['bonus']}") if d.get("bonus") else ""
            said = tr("night.brief.bonus", bonus=bonus) if bonus else tr("night.brief.bonus_any")
        return [str(said)] if said else []

    def ended(self, d: dict[str, Any]) -> str:
        """A turn that came to nothing, and why, in a few words ('' for a turn ended
        after its action: nothing to add)."""
        tr = self.tr
        words = self.table.words  # scenes/night/words.py
        if d.get("passed"):
            why = words.why_words(d)
            return str(tr("night.brief.passed.why", why=why) if why else tr("night.brief.passed"))
        if not d.get("skipped"):
            return ""
        if d.get("why") == "chose_not" and d.get("action"):
            return str(tr("night.brief.skipped.chose", action=tr(f"night.action.{d['action']}")))
        if d.get("why"):
            return str(tr("night.brief.skipped.why", why=words.why_words(d)))
        return str(tr("night.brief.skipped"))

    def stolen(self, d: dict[str, Any]) -> str:
        """'stole a yellow token from Ines (slot 1)': the token as every seat may know
        it (its back's colour; its face once all have seen it, every face with two
        players) and the slot it left, so the person robbed knows which of hers it was
        (newcomer C, s14, 166: 'Bruno: stole from Ines'). A face only she and the thief
        know stays off the cover, which everyone may read before she takes the laptop;
        her table shows it in the thief's backpack."""
        victim = self.name(d["victim"])
        face = self.table.state.kind_seen_by(d["token"], EVERYONE)
        token = self.tr(f"night.named.{face}")
        return str(self.tr("night.brief.stolen", token=token, victim=victim, slot=d["slot"] + 1))
