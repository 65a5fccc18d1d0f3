"""Ninja Night's bonus tokens: which a player may use now (from the backpack, the hand,
or the roof while collecting) and what each does: potion, gears, hook, shuriken and
kunai."""

from __future__ import annotations

from typing import Any

from ninjas.core.events import Event

from . import data
from .position import ACTIONS, INJURY, NightAction, Position, _int, _length, _throws


class Bonuses(Position):
    """The bonuses listed and used."""

    # -- listed -----------------------------------------------------------------
    def _bonus_sources(self, seat: int, here: int) -> list[tuple[str, str]]:
        """(source, kind) of the bonuses `seat` may use now: in the backpack, or on
        the roof while collecting (used straight away, never put in the backpack) if
        `seat` may know it is a bonus (face up, or seen before): never a hidden kind."""
        out = [
            (str(i), self.kinds[t])
            for i in self.token_slots(seat)
            if self.kinds[(t := self.backpacks[seat][i] or 0)] in data.BONUS_KINDS
        ]
        out += [
            (f"h{i}", self.kinds[t])
            for i, t in enumerate(self.held)
            if self.kinds[t] in data.BONUS_KINDS
        ]
        if not self.main_done and self.planned(seat) == "collect":
            out += [
                (f"r{i}", self.kinds[t])
                for i, t in enumerate(self.roofs[here])
                if self.kind_seen_by(t, seat) in data.BONUS_KINDS
            ]
        return out

    def _bonus_actions(self, seat: int, here: int) -> list[NightAction]:
        out: list[NightAction] = []
        for src, kind in self._bonus_sources(seat, here):
            if kind == "potion" and self.injuries(seat):
                out.append(NightAction("potion", (src,)))
            elif kind == "gears":
                first = self.step + 1 if self.main_done else self.step
                for k in range(first, 2):
                    out += [NightAction("gears", (src, str(k + 1), a)) for a in ACTIONS]
            elif kind == "hook":
                out += [NightAction("hook", (src, str(b))) for b in self.village.nearest(here)]
            elif kind == "shuriken":
                for s in self._targets(seat):
                    out += _throws("shuriken", (src, str(s)), data.FIGHT_STRING_MAX)
            elif kind == "kunai":
                for s in self._targets(seat):
                    for v in self.token_slots(s):
                        out += _throws("kunai", (src, str(s)), data.FIGHT_STRING_MAX, (str(v),))
        return out

    # -- used -------------------------------------------------------------------
    def _bonus(self, seat: int, src: str, kind: str) -> tuple[int, Any]:
        """Check a bonus source; return (token, remover) to call when it is used."""
        self._need("act", kind)
        here = self.positions[seat]
        assert here is not None
        if src.startswith("h"):
            k = _int(src[1:], "held token")
            if k >= len(self.held):
                raise ValueError(f"no held token {k} (holding {len(self.held)})")
            token = self.held[k]
        elif src.startswith("r"):
            if self.main_done or self.planned(seat) != "collect":
                raise ValueError("a bonus on the roof can be used only while collecting")
            roof = self.roofs[here]
            i = _int(src[1:], "roof token")
            if i >= len(roof):
                raise ValueError(f"roof {here} has no token {i}")
            token = roof[i]
            if self.kind_seen_by(token, seat) != self.kinds[token]:
                raise ValueError("a face-down token must be collected before it is used")
        else:
            slot = self._token_slot(seat, src)
            token = self.backpacks[seat][slot] or 0
        if self.kinds[token] != kind:
            raise ValueError(f"that token is not a {kind}")

        def use() -> Event:
            if src.startswith("h"):
                self.held.remove(token)
                if not self.held:
                    self.held_from = None
            elif src.startswith("r"):
                self.roofs[here].remove(token)
            else:
                self.backpacks[seat][int(src)] = None
            self.used[seat].append(token)
            self.known[token] = set(range(self.players))
            return Event("bonus_used", {"seat": seat, "bonus": kind, "token": token})

        return token, use

    def _do_potion(self, seat: int, *args: str) -> list[Event]:
        (src,) = self._args(args, 1, "potion <slot>")
        _, use = self._bonus(seat, src, "potion")
        count = self.injuries(seat)
        if not count:
            raise ValueError("no injury to heal")
        events = [use()]
        self.backpacks[seat] = [None if s == INJURY else s for s in self.backpacks[seat]]
        return [*events, Event("healed", {"seat": seat, "count": count})]

    def _do_gears(self, seat: int, *args: str) -> list[Event]:
        src, k, new = self._args(args, 3, "gears <slot> <1|2> <action>")
        _, use = self._bonus(seat, src, "gears")
        if k not in ("1", "2") or new not in ACTIONS:
            raise ValueError("gears needs an action number 1 or 2 and an action")
        which = int(k) - 1
        if which < self.step or (which == self.step and self.main_done):
            raise ValueError(f"action {k} has already been carried out")
        events = [use()]
        plan = self.plans[seat]
        assert plan is not None
        plan[which] = new
        return [*events, Event("reprogrammed", {"seat": seat, "action": int(k), "to": new})]

    def _do_hook(self, seat: int, *args: str) -> list[Event]:
        src, b = self._args(args, 2, "hook <slot> <building>")
        _, use = self._bonus(seat, src, "hook")
        here = self.positions[seat]
        assert here is not None
        target = self._building(b)
        if target not in self.village.nearest(here):
            raise ValueError(f"building {target} is not among the nearest roofs")
        events = [use()]
        self.positions[seat] = target
        return [*events, Event("hooked", {"seat": seat, "from": here, "to": target})]

    def _do_shuriken(self, seat: int, *args: str) -> list[Event]:
        src, s, n = self._args(args, 3, "shuriken <slot> <seat> <length>")
        _, use = self._bonus(seat, src, "shuriken")
        victim = self._seat(s)
        length = _length(n, data.FIGHT_STRING_MAX)
        target = self._aim(seat, victim)
        here = self.positions[seat]
        assert here is not None
        events = [use()]
        ok = self.village.throw(here, target, length, fist=True, whole=True)
        events.append(self._throw_event("shuriken", seat, here, target, length, ok, victim))
        if ok:
            events += self._injure(victim)
        return events

    def _do_kunai(self, seat: int, *args: str) -> list[Event]:
        src, s, n, v = self._args(args, 4, "kunai <slot> <seat> <length> <their slot>")
        _, use = self._bonus(seat, src, "kunai")
        victim = self._seat(s)
        length = _length(n, data.FIGHT_STRING_MAX)
        target = self._aim(seat, victim)
        slot = self._token_slot(victim, v)
        here = self.positions[seat]
        assert here is not None
        events = [use()]
        ok = self.village.throw(here, target, length, fist=True, whole=True)
        events.append(self._throw_event("kunai", seat, here, target, length, ok, victim))
        if ok:
            events.append(self._to_roof(seat, victim, slot, "knocked_off"))
        return events
