"""Dojo's battles: a fight on a shared hex or a projectile, the rounds dealt (with Fists
of Fury's choice and the Jokers drawn), the cards laid face down and played against
them, until one side is gone; then the next battle, or the summoning."""

from __future__ import annotations

from ninjas.core.events import Event

from . import data
from .cards import EmptyDeck, clash, rank_name
from .hexgrid import Hex
from .position import Battle, IllegalAction, hex_text, parse_hex
from .summoning import Summoning


class Battles(Summoning):
    """The battle phase, from `fight` or `throw` to `done`."""

    # -- starting a battle ------------------------------------------------------
    def _do_fight(self, seat: int, *args: str) -> list[Event]:
        self._need("battle", "a battle")
        self._args(args, 1, "fight Q,R")
        h = parse_hex(args[0])
        if h not in self.shared_hexes():
            raise IllegalAction(
                f"no battle at {h}: it does not hold ninjas of both sides", "no_battle"
            )
        self.battle = Battle(hex=h, attacker=seat)
        events = [
            Event(
                "battle",
                {
                    "seat": seat,
                    "hex": list(h),
                    "attackers": self.count(h, seat),
                    "defenders": self.count(h, 1 - seat),
                },
            )
        ]
        return events + self._deal_round()

    def _do_throw(self, seat: int, *args: str) -> list[Event]:
        self._need("battle", "a projectile")
        self._args(args, 2, "throw Q,R Q,R")
        src, dst = parse_hex(args[0]), parse_hex(args[1])
        if src not in self.throw_sources(seat):
            raise IllegalAction(
                f"no ninja at {src} may throw: projectiles fly from a plains hex with no enemy on it"
                + (" or from your Dojo" if self.toggle("dojo_defense") else "")
                + ", once per ninja each turn",
                "cannot_throw",
            )
        if dst not in self.throw_targets(seat, src):
            raise IllegalAction(f"{dst} is not a neighbouring hex with enemies", "bad_target")
        self.thrown[src] = self.thrown.get(src, 0) + 1
        self.battle = Battle(hex=dst, attacker=seat, source=src)
        ev = Event(
            "battle",
            {
                "seat": seat,
                "hex": list(dst),
                "source": list(src),
                "attackers": 1,
                "defenders": self.count(dst, 1 - seat),
                "deck": len(self.decks[1 - seat]),  # before the defender draws (public)
            },
        )
        return [ev, *self._deal_round()]

    # -- dealing a round --------------------------------------------------------
    def _lone(self, seat: int) -> bool:
        """Fists of Fury: `seat` fights alone against five or more here."""
        b = self.battle
        assert b is not None
        if not self.toggle("fists_of_fury") or b.projectile:
            return False
        mine, theirs = self.count(b.hex, seat), self.count(b.hex, 1 - seat)
        return mine == 1 and theirs >= data.FURY_CROWD

    def _deal_round(self) -> list[Event]:
        """Both sides draw for a round of the battle: the defender one card per defending
        ninja, the attacker one per attacking ninja (one for a projectile)."""
        b = self.battle
        assert b is not None
        n_def = self.count(b.hex, b.defender)
        n_att = 1 if b.projectile else self.count(b.hex, b.attacker)
        b.pool, b.hand, b.row, b.got, b.picks = [], [], [], [], 0
        b.floor = [0, 0]
        b.queue = [b.defender] * n_def + [b.attacker] * n_att
        return self._deal()

    def _deal(self) -> list[Event]:
        """Go on dealing the round: stop for a choice (Fists of Fury's, a Joker's hex),
        else lay the cards out once every card is drawn. Jokers are replaced (giving a
        ninja under Joker cards); under Fists of Fury a lone ninja may keep the higher of
        two."""
        b = self.battle
        assert b is not None
        events: list[Event] = []
        while b.queue:
            seat = b.queue[0]
            if b.picks == 0:
                if self._lone(seat):
                    return events + self._ask(seat, "fury", "deal")
                b.picks = 1
            if len(b.got) < b.picks:
                try:
                    card = self._draw(seat, 1)[0]
                except EmptyDeck as exc:
                    return events + self._deck_out(exc)
                if card == data.JOKER:
                    self.discards[seat].append(card)
                    events.append(Event("joker", {"seat": seat, "reveals": True}))
                    if self.toggle("jokers"):
                        self.jokers_due += 1
                        events += self._place_jokers(seat, "deal")
                        if self.phase == "joker":
                            return events
                    continue
                b.got.append(card)
                continue
            got = sorted(b.got)
            best = got.pop()
            self.discards[seat].extend(got)
            if got:
                b.floor[seat] = max(got)
                events.append(
                    Event(
                        "fury",
                        {"seat": seat, "discarded": list(got), "private": {seat: {"kept": best}}},
                    )
                )
            (b.pool if seat == b.defender else b.hand).append(best)
            b.queue.pop(0)
            b.got, b.picks = [], 0
        self.phase = "lay"
        events.append(
            Event(
                "battle_cards",
                {
                    "attacker": b.attacker,
                    "defence": len(b.pool),
                    "attack": len(b.hand),
                    "private": {
                        b.defender: {"cards": sorted(b.pool)},
                        b.attacker: {"cards": sorted(b.hand)},
                    },
                },
            )
        )
        return events

    def _do_draw(self, seat: int, *args: str) -> list[Event]:
        self._need("fury", "Fists of Fury's choice")
        self._args(args, 1, "draw 1|2")
        picks = self._int(args[0], "count")
        if picks not in (1, 2):
            raise IllegalAction("draw 1 card, or 2 and keep the higher", "fury_count")
        b = self.battle
        assert b is not None
        b.picks = picks
        self.phase = "deal"
        events = [Event("fury_choice", {"seat": seat, "picks": picks})]
        return events + self._deal()

    def _do_joker(self, seat: int, *args: str) -> list[Event]:
        self._need("joker", "placing a Joker's ninja")
        self._args(args, 1, "joker Q,R")
        h = parse_hex(args[0])
        if h not in self.joker_sites(seat):
            raise IllegalAction(
                f"a Joker's ninja goes to a hex you occupy, never water ({h})", "joker_site"
            )
        self.jokers_due -= 1
        events = self._joker_ninja(seat, h)
        if self.jokers_due:
            return events
        self.phase = "deal"
        if self.resume == "deal":
            return events + self._deal()
        return events + self._summon_over()

    # -- the cards --------------------------------------------------------------
    def _do_lay(self, seat: int, *args: str) -> list[Event]:
        self._need("lay", "laying a card")
        self._args(args, 1, "lay RANK")
        b = self.battle
        assert b is not None
        rank = self._int(args[0], "rank")
        if rank not in b.pool:
            raise IllegalAction(
                f"you hold no {rank_name(rank)} to lay", "no_card", rank=rank_name(rank)
            )
        b.pool.remove(rank)
        b.row.append(rank)
        laid = {"seat": seat, "slot": len(b.row) - 1, "private": {seat: {"card": rank}}}
        if len(b.row) == 1 and not b.pool:  # a lone defender's one card (the table lays it)
            laid["alone"] = True
        events = [Event("laid", laid)]
        if not b.pool:
            self.phase = "attack"
        return events

    def _do_play(self, seat: int, *args: str) -> list[Event]:
        self._need("attack", "playing a card")
        self._args(args, 2, "play RANK SLOT")
        b = self.battle
        assert b is not None
        rank, slot = self._int(args[0], "rank"), self._int(args[1], "slot")
        if rank not in b.hand:
            raise IllegalAction(f"you hold no {rank_name(rank)}", "no_card", rank=rank_name(rank))
        if not 0 <= slot < len(b.row) or b.row[slot] is None:
            raise IllegalAction(f"slot {slot} holds no face-down card", "empty_slot")
        defence = b.row[slot]
        assert defence is not None
        b.hand.remove(rank)
        b.row[slot] = None
        b.used[b.attacker].append(rank)
        b.used[b.defender].append(defence)
        mountain = self.terrain.get(b.hex) == "mountain"
        result = clash(
            rank,
            defence,
            mountain=mountain,
            projectile=b.projectile,
            defense_advantage=self.toggle("defense_advantage"),
            ace_in_the_face=self.toggle("ace_in_the_face"),
        )
        events = [
            Event(
                "flip",
                {
                    "seat": seat,
                    "hex": list(b.hex),
                    "slot": slot,
                    "attack": rank,
                    "defence": defence,
                    "attacker_loses": result.attacker_loses,
                    "defender_loses": result.defender_loses,
                    "tie": rank == defence and result.attacker_loses == result.defender_loses == 0,
                    "mountain": mountain,
                    "ace_in_the_face": bool(
                        b.projectile
                        and self.toggle("ace_in_the_face")
                        and defence == data.ACE
                        and result.attacker_loses
                    ),
                    "reveals": True,
                },
            )
        ]
        if result.defender_loses:
            events += self._kill(b.defender, b.hex)
        if result.attacker_loses:
            events += self._kill(b.attacker, b.source or b.hex)
            if b.source is not None and self.thrown.get(b.source, 0) > 0:
                # the thrower is gone with its throw: the others on its hex keep theirs
                self.thrown[b.source] -= 1
        return events + self._after_clash()

    def _kill(self, seat: int, h: Hex) -> list[Event]:
        c = self.ninjas[h]
        c[seat] -= 1
        self.lost[seat] += 1
        if sum(c) == 0 and h not in self.dojos:
            del self.ninjas[h]
        return [Event("ninja_lost", {"seat": seat, "hex": list(h), "left": c[seat]})]

    def _after_clash(self) -> list[Event]:
        b = self.battle
        assert b is not None
        att_here = 1 if b.projectile else self.count(b.hex, b.attacker)
        if b.source is not None and self.count(b.source, b.attacker) == 0:
            att_here = 0
        def_here = self.count(b.hex, b.defender)
        left_row = [c for c in b.row if c is not None]
        over = def_here == 0 or att_here == 0 or (b.projectile and not b.hand)
        if not over and b.hand and left_row:
            return []
        # the round (or the battle) is over: unused cards back into their decks
        events: list[Event] = []
        for seat, cards in ((b.attacker, b.hand), (b.defender, left_row)):
            if cards:
                self.decks[seat].extend(cards)
                self.rng.shuffle(self.decks[seat])
                events.append(Event("cards_back", {"seat": seat, "count": len(cards)}))
        b.hand, b.row = [], []
        for seat in (0, 1):
            self.discards[seat].extend(b.used[seat])
        b.used = [[], []]
        if over:
            return events + self._battle_over()
        events.append(Event("redraw", {"hex": list(b.hex)}))
        return events + self._deal_round()

    def _battle_over(self) -> list[Event]:
        b = self.battle
        assert b is not None
        self.battle = None
        self.phase = "battle"
        events = [
            Event(
                "battle_over",
                {
                    "hex": list(b.hex),
                    "attacker": b.attacker,
                    "attackers": self.count(b.hex, b.attacker),
                    "defenders": self.count(b.hex, b.defender),
                    "projectile": b.projectile,
                },
            )
        ]
        if not self.legal_actions_battle_any():
            events += self._to_summon()
        return events

    def _do_done(self, seat: int, *args: str) -> list[Event]:
        self._need("battle", "ending the battles")
        self._args(args, 0, "done")
        if self.shared_hexes():
            raise IllegalAction(
                "every hex shared with enemies must be fought: "
                + ", ".join(hex_text(h) for h in self.shared_hexes()),
                "must_fight",
                count=len(self.shared_hexes()),
            )
        return self._to_summon()
