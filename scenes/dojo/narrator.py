"""The Dojo table's words: the log lines of each event, every hex by its unique name
("the forest (north-east)", never coordinates), the choices and the hint in words.

Given the table (its state, its translation and its seats' names), it keeps only the
place names of the board and the hexes each log line names (the pointer on a line
rings them on the board).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ninjas.core.events import Event
from ninjas.core.i18n import sentence
from ninjas.dojo import data
from ninjas.dojo.cards import rank_name
from ninjas.dojo.hexgrid import WAYS, Hex
from ninjas.dojo.landmarks import Named, landmarks, phrase
from ninjas.dojo.places import Place, places
from ninjas.dojo.rules import DojoAction
from ninjas.dojo.spare_steps import free_land

from ..registry import person_name
from ..yours import Yours
from .dice_fill import can_match
from .hint_plan import walks
from .place_why import die_why, site_why
from .pull_back import pull_why, step_key
from .race_words import summon_why
from .raid_words import raid_words
from .routes import action_hex, event_hex
from .rush_words import rush_hint
from .walk_log import heading, through_words
from .walk_words import back_words, mode_words, open_words, risk_words, spend_words

if TYPE_CHECKING:
    from .protocol import Table


class Narrator:
    """The words of the table `table` (its state, app.tr, seat_name; its stage's tray)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._naming: list[Hex] | None = None
        """The hexes named while an event is described (see describe)."""
        self._places: tuple[tuple[Hex | None, ...], dict[Hex, Place]] | None = None
        self._landmarks: dict[Hex, Named] = {}
        self.line_hexes: dict[str, tuple[Hex, ...]] = {}
        """The hexes each log line names (its names are unique on the board, so a line
        says the same hexes wherever it is): the pointer on a line rings them."""

    def terrain_name(self, h: Hex | list[int] | tuple[int, ...]) -> str:
        kind = self.table.state.terrain.get((h[0], h[1]), "plains")
        return self.table.app.tr(f"dojo.terrain.{kind}")

    def describe(self, event: Event) -> list[tuple[int | None, str]]:
        """The log lines of an event: (None, public line) or (seat, that seat's own);
        the hexes they name are kept for each line (line_hexes)."""
        self._naming = []
        try:
            lines = self._describe(event)
        finally:
            named, self._naming = tuple(dict.fromkeys(self._naming)), None
        if named:
            if len(self.line_hexes) > 20_000:  # a very long game: kept bounded
                self.line_hexes.clear()
            for _, line in lines:
                self.line_hexes[line] = named
        return lines

    def walk_line(self, seat: int, hexes: tuple[Hex, ...], moves: int) -> str:
        """The log line of `seat`'s walk through `hexes` (start first), `moves` spent:
        'Blue clan moves a ninja from their Dojo to the plains (north): 3 moves, through
        the forest.' (walk_log.py); its two ends are the hexes it rings."""
        tr = self.table.app.tr
        name = self.table.seat_name(seat)
        through = through_words(self.table, hexes)
        self._naming = []
        try:
            source = self.walk_to(hexes[0], seat)  # (no map part: see walk_to)
            if hexes[-1] == hexes[0]:
                line = tr.plural(
                    "dojo.log.walk_back", moves, name=name, source=source, through=through
                )
            else:
                target = self.walk_target(hexes[-1], seat)
                through = through_words(self.table, hexes, str(target))  # never twice
                line = tr.plural(
                    "dojo.log.walk",
                    moves,
                    name=name,
                    source=source,
                    heading=self.heading(hexes[0], hexes[-1]),
                    target=target,
                    through=through,
                )
        finally:
            named, self._naming = tuple(dict.fromkeys(self._naming)), None
        self.line_hexes[line] = named
        return str(line)

    def describe_yours(self, event: Event, seat: int) -> list[tuple[int | None, str]]:
        """The same lines, `seat`'s own moves said to it: 'You move a ninja from your
        Dojo to ...' (its phone; scenes/yours.py)."""
        return self._describe(event, seat)

    def _describe(self, event: Event, you: int | None = None) -> list[tuple[int | None, str]]:
        tr = (
            self.table.app.tr
            if you is None
            else Yours(self.table.app.tr, self.table.seat_name(you))
        )
        d = event.data
        kind = event.kind
        seat = d.get("seat") if isinstance(d.get("seat"), int) else None
        name = self.table.seat_name(seat) if seat is not None else ""
        lines: list[tuple[int | None, str]] = []
        if kind == "dojo_placed":
            lines.append((None, tr("dojo.log.dojo", name=name)))
        elif kind == "turn":
            lines.append((None, tr("dojo.log.turn", name=name, turn=d["turn"])))
        elif kind == "rolled":
            lines.append((None, tr("dojo.log.rolled", name=name, value=d["value"])))
        elif kind == "blitz":
            lines.append((None, tr("dojo.log.blitz", name=name)))
        elif kind == "stepped" and seat is not None:
            lines.append(
                (
                    None,
                    tr(
                        "dojo.log.step",
                        name=name,
                        source=self.walk_to(event_hex(d["src"]), seat, you),
                        heading=self.heading(event_hex(d["src"]), event_hex(d["dst"])),
                        target=self.walk_target(event_hex(d["dst"]), seat, you),
                    ),
                )
            )
        elif kind == "moved" and d.get("unspent"):
            lines.append((None, tr.plural("dojo.log.unspent", d["unspent"], name=name)))
        elif kind == "battle":
            where = self.place_name(event_hex(d["hex"]))
            if d.get("source") is not None:
                lines.append(
                    (
                        None,
                        tr(
                            "dojo.log.throw",
                            name=name,
                            source=self.place_name(event_hex(d["source"])),
                            target=where,
                        ),
                    )
                )
            else:
                lines.append(
                    (
                        None,
                        tr(
                            "dojo.log.battle",
                            name=name,
                            where=where,
                            attackers=d["attackers"],
                            defenders=d["defenders"],
                        ),
                    )
                )
        elif kind == "battle_cards":
            attacker = d["attacker"]
            lines.append(
                (
                    None,
                    tr.plural(
                        "dojo.log.cards",
                        d["attack"],
                        attacker=self.table.seat_name(attacker),
                        attack=d["attack"],
                        defender=self.table.seat_name(1 - attacker),
                        defence=d["defence"],
                    ),
                )
            )
            for owner, secret in sorted(d.get("private", {}).items()):
                cards = ", ".join(rank_name(c) for c in sorted(secret.get("cards", [])))
                lines.append((owner, tr("dojo.log.your_cards", cards=cards)))
        elif kind == "laid":
            card = d.get("private", {}).get(seat, {}).get("card")
            if card is not None:
                key = "dojo.log.laid_alone" if d.get("alone") else "dojo.log.laid"
                lines.append((seat, tr(key, card=rank_name(card))))
        elif kind == "flip":
            lines.append((None, self.clash(d, tr)))
        elif kind == "redraw":
            lines.append((None, tr("dojo.log.redraw")))
        elif kind == "cards_back":  # the rule that makes a deck grow after a battle
            # a person's name takes 'their', a clan 'its' (newcomer P, s12, 118_s:
            # 'Hélène shuffles its 1 unplayed card'); their own phone says 'your'
            person = seat is not None and seat != you and person_name(self.table.session, seat)
            key = "dojo.log.cards_back_person" if person else "dojo.log.cards_back"
            lines.append((None, tr.plural(key, d["count"], name=name)))
        elif kind == "battle_over" and d.get("projectile"):
            # the thrower stood elsewhere: only the target's defenders are told
            lines.append(
                (
                    None,
                    tr.plural(
                        "dojo.log.throw_over" if d["defenders"] else "dojo.log.throw_cleared",
                        d["defenders"],
                        defender=self.table.seat_name(1 - d["attacker"]),
                        where=self.place_name(event_hex(d["hex"])),
                    ),
                )
            )
        elif kind == "battle_over":
            attacker = d["attacker"]
            lines.append(
                (
                    None,
                    tr(
                        "dojo.log.battle_over",
                        attacker=self.table.seat_name(attacker),
                        attackers=d["attackers"],
                        defender=self.table.seat_name(1 - attacker),
                        defenders=d["defenders"],
                    ),
                )
            )
        elif kind == "joker":  # Joker cards off: set aside for another card, no ninja
            key = "dojo.log.joker" if self.table.state.toggle("jokers") else "dojo.log.joker_off"
            lines.append((None, tr(key, name=name)))
        elif kind == "joker_ninja":
            where = self.place_name(event_hex(d["hex"]))
            lines.append((None, tr("dojo.log.joker_ninja", name=name, where=where)))
        elif kind == "joker_lost":
            lines.append((None, tr("dojo.log.joker_lost", name=name)))
        elif kind == "fury_choice":
            key = "dojo.log.fury" if d["picks"] == 2 else "dojo.log.fury_one"
            lines.append((None, tr(key, name=name)))
        elif kind == "fury":
            cards = ", ".join(rank_name(c) for c in d["discarded"])
            lines.append((None, tr("dojo.log.fury_discard", name=name, cards=cards)))
            kept = d.get("private", {}).get(seat, {}).get("kept")
            if kept is not None:
                lines.append((seat, tr("dojo.log.fury_kept", card=rank_name(kept))))
        elif kind == "summon_cards":
            cards = ", ".join(rank_name(c) for c in d["cards"])
            lines.append((None, tr("dojo.log.summon", name=name, cards=cards)))
            if data.JOKER in d["cards"] and not self.table.state.toggle("jokers"):
                # the rules' word: without Joker cards it matches no die (a newcomer saw
                # one drawn with the option off and was told nothing of it)
                lines.append((None, tr("dojo.log.summon_joker_off")))
            if not can_match(d["cards"]):  # the dice go down at once (dice_fill.py)
                lines.append((None, tr("dojo.log.summon_no_match")))
        elif kind == "summoned":
            faces = ", ".join(str(face) for _, face in d["dice"])
            lines.append((None, tr.plural("dojo.log.summoned", d["total"], name=name, faces=faces)))
        elif kind == "dojo_taken":
            lines.append((None, tr("dojo.log.dojo_taken", name=name)))
        elif kind == "deck_out":
            if d.get("cause") == "summon":
                lines.append(
                    (
                        None,
                        tr.plural("dojo.log.deck_out.summon", d["need"], name=name, left=d["left"]),
                    )
                )
            elif d.get("cause") == "battle":
                role = "defend" if d.get("defending") else "attack"
                where = self.place_name(event_hex(d["hex"]))
                lines.append((None, tr(f"dojo.log.deck_out.{role}", name=name, where=where)))
            lines.append(
                (
                    None,
                    tr(
                        "dojo.log.deck_out",
                        land0=d["land"][0],
                        land1=d["land"][1],
                        ninjas0=d["ninjas"][0],
                        ninjas1=d["ninjas"][1],
                    ),
                )
            )
        return lines

    def clash(self, d: dict[str, Any], tr: Any = None) -> str:
        """A flip's clash in words, both cards face up by the rules: "K against 9: Blue
        clan loses a ninja." (the log's line, and the battle tally's, tally.py); `tr`:
        the words of a seat's own phone (Yours), else the table's."""
        tr = tr or self.table.app.tr
        lang = getattr(tr, "lang", None)  # a phone's own language's letters
        attack, defence = rank_name(d["attack"], lang), rank_name(d["defence"], lang)
        if d.get("ace_in_the_face"):
            result = tr("dojo.log.ace_in_the_face", name=self.table.seat_name(d["seat"]))
        elif d["attacker_loses"] or d["defender_loses"]:
            attacker = d["seat"]
            loser = attacker if d["attacker_loses"] else 1 - attacker
            result = tr("dojo.log.loses", name=self.table.seat_name(loser))
        elif d.get("tie"):
            result = tr("dojo.log.tie")
        else:
            result = tr("dojo.log.no_loss")
        return tr("dojo.log.flip", attack=attack, defence=defence, result=result)

    def touches(self, event: Event, seat: int) -> bool:
        """Another seat's play that hit `seat`: a ninja of its lost, its joker lost,
        its Dojo taken, a battle or a throw at its ninjas (the cover's digest says it
        in gold: scenes/dojo/brief.py)."""
        d = event.data
        if event.kind in ("ninja_lost", "joker_lost"):
            return d.get("seat") == seat
        if event.kind == "battle":
            return d.get("seat") is not None and d.get("seat") != seat
        return event.kind == "dojo_taken" and d.get("seat") != seat

    def place_name(self, h: Hex) -> str:
        """A hex's name in words, unique on the board, by what is near it ("the plains
        next to the Blue clan's Dojo", "the forest next to the mountain (north)",
        ninjas/dojo/landmarks.py), never coordinates."""
        key = tuple(self.table.state.dojos)
        if self._places is None or self._places[0] != key:
            state = self.table.state
            self._places = (key, places(state.board, state.dojos))
            self._landmarks = landmarks(state.board, state.dojos)
        if self._naming is not None:
            self._naming.append(h)
        if h not in self._landmarks:
            return self.terrain_name(h)
        return phrase(self._landmarks, h, self.table.clan_name).text(self.table.app.tr)

    def walk_end(self, h: Hex, seat: int, you: int | None = None) -> str:
        """Where a step of `seat`'s starts or ends: its own Dojo is "their Dojo" ("Blue
        clan moves a ninja from the Blue clan's Dojo to ..." named the clan twice, seen
        in a game against the hard computer), "your Dojo" to `you` on its own phone, any
        other hex by its place_name."""
        name = self.place_name(h)  # (and the hex is ringed when the line is pointed at)
        if h != self.table.state.dojos[seat]:
            return name
        return self.table.app.tr("dojo.place.own_dojo" + (".you" if you == seat else ""))

    def walk_to(self, h: Hex, seat: int, you: int | None = None) -> str:
        """Where a walk starts or ends, around the way it went ('from the plains
        north-west to the mountain'): a Dojo by its name, any other hex by its terrain
        alone. Its map part read as the way the ninja went: 'to the mountain (south-east,
        south side)' for a ninja that went north-west, 'from the plains (north-east, east
        side)' (newcomer J, s11, nc-J/011, 018_1). The hex is ringed when the line is
        pointed at."""
        if h in self.table.state.dojos:
            return self.walk_end(h, seat, you)
        if self._naming is not None:
            self._naming.append(h)
        return self.terrain_name(h)

    def walk_target(self, h: Hex, seat: int, you: int | None = None) -> str:
        """Where a walk ends, in the log: a Dojo by its name, any other hex by its
        terrain and its part of the board, 'to the plains in the centre' (newcomer K,
        s17, 041: 'from the plains south-east to the plains' three times in a row)."""
        if h in self.table.state.dojos:
            return self.walk_end(h, seat, you)
        return self.part_name(h)

    def part_name(self, h: Hex) -> str:
        """A hex by its terrain and its part of the board, 'the forest in the west' (no
        map part in brackets to misread as a way, newcomer J, s11); a Dojo or a hex of
        no part by its whole name (where a walk of the other clan's recap set out:
        newcomer H, s16, 056_6, 'to the forest' never said from where)."""
        place = self._place_of(h)
        if place is None or place.seat is not None:
            return self.place_name(h)
        tr = self.table.app.tr
        terrain = tr(f"dojo.terrain.{place.terrain}")
        return str(tr("dojo.place_in", terrain=terrain, part=tr(f"dojo.lies.{place.part}")))

    def heading(self, a: Hex, b: Hex) -> str:
        """The way from hex `a` to hex `b` in words: 'north-west' ('vers le
        nord-ouest')."""
        return str(self.table.app.tr(f"dojo.heading.{heading(a, b)}"))

    def _place_of(self, h: Hex) -> Place | None:
        self.place_name(h)  # the board's places, kept per Dojos
        assert self._places is not None
        return self._places[1].get(h)

    def short_names(self, hexes: list[Hex]) -> dict[Hex, str]:
        """Each of `hexes` by the shortest name no other of them shares: its terrain
        alone ("the plains"), with its part ("the plains (south-west)"), with what tells
        it from its twin ("the plains (the southern one)") or, of three or more, by what
        is near it ("the plains next to the Blue clan's Dojo"), else its whole name.
        A battle's rows said "Throw from the plains (south-west, the southern one) at
        ..." on three lines (newcomer A, c16.png); the rows' hexes are ringed on the
        board as the row is lit."""
        tr = self.table.app.tr

        def levels(h: Hex) -> list[str]:
            place, whole = self._place_of(h), self.place_name(h)
            if place is None or place.seat is not None:
                return [whole] * 4
            terrain = tr(f"dojo.terrain.{place.terrain}")
            part = tr("dojo.place", terrain=terrain, part=tr(f"dojo.part.{place.part}"))
            if place.alike == 1:
                twin = part
            elif place.alike == 2:
                which = tr(f"dojo.pair.{place.side}.{place.rank}")
                twin = tr("dojo.place", terrain=terrain, part=which)
            elif self._landmarks[h].kind != "nth":
                twin = whole  # by what is near it, not by a count ('3rd from the centre')
            else:
                nth = tr(f"dojo.nth.{place.rank}") if place.rank <= 9 else str(place.rank)
                side = tr(f"dojo.side.{place.side}")
                twin = tr("dojo.place.nth_short", terrain=terrain, nth=nth, side=side)
            return [terrain, part, twin, whole]

        named = {h: levels(h) for h in dict.fromkeys(hexes)}
        out: dict[Hex, str] = {}
        for h, names in named.items():
            out[h] = self.place_name(h)
            for level, name in enumerate(names):
                if not any(o != h and other[level] == name for o, other in named.items()):
                    out[h] = name
                    break
        return out

    def list_names(self) -> dict[Hex, str]:
        """The short names of the hexes the phase's list of choices names (kept per
        position and language)."""
        key = (self.table.version, len(self.table.session.actions), self.table.app.tr.lang)
        kept = getattr(self, "_list_names", None)
        if kept is None or kept[0] != key:
            hexes = [  # (a throw's target is named by its way from the thrower)
                action_hex(a.args[0])
                for a in self.table.legal()
                if a.kind in ("fight", "throw", "die", "joker")
            ]
            kept = (key, self.short_names(hexes))
            self._list_names: tuple[object, dict[Hex, str]] = kept
        return kept[1]

    def action_label(self, action: DojoAction) -> str:
        """A choice in words; every hex it names by the shortest name that tells it from
        the other hexes of the list (short_names), never a bare "the plains" that could
        be another of them."""
        tr = self.table.app.tr
        state = self.table.state
        names = self.list_names()

        def name(h: Hex) -> str:
            return names.get(h) or self.place_name(h)

        if action.kind == "fight":
            h = action_hex(action.args[0])
            return tr(
                "dojo.act.fight",
                where=name(h),
                attackers=state.count(h, state.mover),
                defenders=state.count(h, 1 - state.mover),
            )
        if action.kind == "throw":  # at a neighbour: named by its way from the thrower
            src, dst = action_hex(action.args[0]), action_hex(action.args[1])
            way = WAYS.get((dst[0] - src[0], dst[1] - src[1]))
            if way is None:
                return tr(
                    "dojo.act.throw",
                    source=name(src),
                    target=name(dst),
                    defenders=state.count(dst, 1 - state.mover),
                )
            return tr(
                "dojo.act.throw_way",
                source=name(src),
                way=tr(f"dojo.way.{way}"),
                defenders=state.count(dst, 1 - state.mover),
            )
        if action.kind == "die":
            h = action_hex(action.args[0])
            return sentence(tr("dojo.act.die", where=name(h), count=state.count(h, state.mover)))
        if action.kind == "joker":
            h = action_hex(action.args[0])
            seat = state.current_player
            return tr("dojo.act.joker", where=name(h), count=state.count(h, seat))
        if action.kind == "draw":
            return tr("dojo.act.fury_two" if action.args[0] == "2" else "dojo.act.fury_one")
        return tr(f"dojo.act.{action.kind}")

    def forest_step(self, action: DojoAction) -> bool:
        """A step into forest (its cost, 0 or 1, is the mover's choice)."""
        return self.table.state.terrain.get(action_hex(action.args[1])) == "forest"

    def step_names(self, source: Hex, target: Hex) -> tuple[str, str]:
        """A step's two hexes in plain words, for the hint: their terrains ("the
        forest", "the plains"), a Dojo by its clan, and a step between two hexes of one
        terrain "to the neighbouring plains". The arrows on the board show which hexes:
        the whole names ("the plains (south-east, 3rd from the north-west)") read like
        riddles and were cut with "..." (newcomer D)."""
        tr = self.table.app.tr
        state = self.table.state
        terrain = state.terrain

        def plain(h: Hex) -> str:
            kind = terrain.get(h)
            if h == state.dojos[state.mover]:  # the hint speaks to the mover: 'your Dojo',
                # not 'the Orange clan's Dojo' to Orange (newcomer C, s23, EN, 306)
                return str(tr("dojo.place.own_dojo.you"))
            return self.place_name(h) if kind in (None, "dojo") else tr(f"dojo.terrain.{kind}")

        kind = terrain.get(target)
        if kind not in (None, "dojo") and terrain.get(source) == kind:
            return plain(source), tr("dojo.hint.beside", terrain=tr(f"dojo.terrain.{kind}"))
        return plain(source), plain(target)

    def hint_text(self, action: DojoAction, plain: bool = True) -> str:
        """The hint in words, for the action panel: a step's hexes `plain`ly named, by
        their terrain (step_names: the arrows show them), else by their whole names (the
        review's words, with no arrow to show them)."""
        tr = self.table.app.tr
        kind = action.kind
        if kind == "step":
            forest = self.forest_step(action)
            source, target = action_hex(action.args[0]), action_hex(action.args[1])
            if plain:
                source_name, target_name = self.step_names(source, target)
            else:
                source_name, target_name = self.place_name(source), self.place_name(target)
            more = self.table.hint_plan.rest()[1:] if plain else []
            key = step_key(self.table.state, action, more, forest)  # or pulls back
            what = tr(key, source=source_name, target=target_name)
            if plain:  # the forest's mode changed since the hint: which the hint plays;
                # a walk back's why (pull_back.py)
                said = (what, mode_words(self.table, action), pull_why(self.table, action, more))
                what = " ".join(filter(None, said))
        elif kind == "dojo":
            what = tr("dojo.hint.dojo")
            if plain:  # the table's hint: why there (place_why.py)
                what = " ".join(filter(None, (what, site_why(self.table, action))))
        elif kind == "lay":
            battle = self.table.state.battle  # 'then lay the 10' with none laid read
            # wrong (newcomer T, s20, 037): 'first' then, and the order's why in the hint
            laid = battle is not None and any(c is not None for c in battle.row)
            what = tr(
                "dojo.hint.lay" if laid else "dojo.hint.lay_first",
                card=rank_name(int(action.args[0])),
            )
            if plain:
                what = f"{what} {tr('dojo.hint.lay_why')}"
        elif kind == "play":
            slot = int(action.args[1])  # numbered as over the card: its place in the row
            what = tr("dojo.hint.play", card=rank_name(int(action.args[0])), slot=slot + 1)
        elif kind == "summon":
            count = int(action.args[0])
            what = tr.plural("dojo.hint.summon", count, count=count)
            if plain:  # the table's hint: why, in the race's terms (the review's words
                # name the move only: a count the person played has no such reason)
                what = f"{what} {summon_why(self.table, count)}"
        elif kind in ("fight", "throw", "die", "joker", "draw"):
            what = self.action_label(action)
            if kind == "die" and plain:  # why a ninja more there (place_why.py); the
                # die by itself, not the hex's 'Dojo: 2 here' the list's row says, which
                # read as two dice before 'Then 7 more dice: 2 on the Dojo' (newcomer J,
                # s11, nc-J/028)
                h = action_hex(action.args[0])
                where = self.list_names().get(h) or self.place_name(h)
                what = f"{tr('dojo.hint.die', where=where)} {die_why(self.table, action)}"
        else:
            what = tr(f"dojo.act.{kind}")
            if kind == "end" and plain and (bare := risk_words(self.table, action, [])):
                what = f"{what}. {bare}"
        more = self.table.hint_plan.rest()[1:]  # the rest of the plan, drawn on the board
        if kind == "step":  # once the moves are spent, why a free walk is worth it
            gain = free_land(self.table.state, [str(action), *more])
            if gain > 0:
                what = f"{what} {tr.plural('dojo.hint.free_land', gain)}"
        steps = sum(a.startswith("step ") for a in more)
        dice = sum(a.startswith("die ") for a in more)
        # the steps drawn: the walk under way's alone (hint_plan.walk_shown)
        walk = walks([str(action), *more]) if kind == "step" else walks(more)
        drawn = len(walk[0]) - (kind == "step") if walk else 0
        if kind == "step" and plain:  # the moves the steps spend, a walk back's reason
            more_words = tr.plural("dojo.hint.more_steps", drawn) if drawn else ""
            later = later_words(tr, walk[1:])  # the other ninjas' walks, dotted
            spent = spend_words(self.table, action, more)
            back = back_words(self.table, action, more)
            bare = open_words(self.table, action, more)  # always said: the Dojo's risk
            # its walk leaves the Dojo outnumbered: said before the moves' count
            rush = "" if bare else rush_hint(self.table, action, more)
            raid = raid_words(self.table, action, more)  # their Dojo left alone: why
            end = "" if what.endswith(".") else "."
            # in the order said: this ninja's walk and what it spends, then the others'
            parts = [bare, more_words, spent, later, back, rush, raid]
            for dropped in ((), (4,), (4, 2), (4, 2, 6), (4, 2, 6, 3), (4, 2, 6, 3, 5)):
                said = [p for i, p in enumerate(parts) if i not in dropped]
                whole = " ".join((what + end, *filter(None, said)))  # what fits, in turn
                if self.table.prompt_panel.hint_fits(tr("dojo.hint", what=whole)):
                    break
            what = whole
        elif steps or dice:
            end = "" if what.endswith(".") else "."
            if steps:
                what = f"{what}{end} {tr.plural('dojo.hint.more_steps', max(1, drawn))}"
            else:  # how many on each ringed hex ("5 more dice, their hexes ringed" said not)
                on: dict[str, int] = {}
                names = self.list_names()  # the names the list's rows give these hexes
                for text in more:
                    if text.startswith("die "):
                        h = action_hex(text.split()[1])
                        where = names.get(h) or self.place_name(h)
                        on[where] = on.get(where, 0) + 1
                said = what
                for shown in dice_lists(len(on)):  # fewer hexes named till the hint fits
                    listed = list(on.items())
                    places = ", ".join(
                        tr.plural("dojo.hint.dice_on", n, count=n, where=w)
                        for w, n in listed[:shown]
                    )
                    rest = listed[shown:]
                    if rest:  # 'and 6 on 4 other hexes' (shot-54: the list was cut with '…')
                        count = sum(n for _, n in rest)
                        others = tr.plural("dojo.hint.dice_elsewhere", count, hexes=len(rest))
                        places = f"{places}, {others}" if shown else others
                    what = f"{said}{end} {tr.plural('dojo.hint.more_dice', dice, places=places)}"
                    if not plain or self.table.prompt_panel.hint_fits(tr("dojo.hint", what=what)):
                        break
        return tr("dojo.hint", what=what)


def later_words(tr: Any, later: list[list[tuple[Hex, Hex]]]) -> str:
    """What the hint says of the plan's walks by other ninjas after the walk under way
    (dotted on the board, hint_plan.draw): 'Then another ninja walks 2 steps, dotted on
    the board.'; nothing when there are none (newcomer Q, s19: 'one step only')."""
    if not later:
        return ""
    steps = sum(len(walk) for walk in later)
    if len(later) == 1:
        return str(tr.plural("dojo.hint.later_walk", steps))
    return str(tr.plural("dojo.hint.later_walks", steps, walks=len(later)))


def dice_lists(hexes: int) -> list[int]:
    """How many of a hint's `hexes` to name, most first: all, then all but two and
    fewer (one hex left over is named, not counted)."""
    return [hexes, *range(hexes - 2, -1, -1)]
