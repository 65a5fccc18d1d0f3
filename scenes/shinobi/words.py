"""The Shinobi table's words: each event's log lines, each choice's label, and the cards
and powers as the table names them, in the language of the moment (app.tr is read at
each call). Hidden information: a private line names its owner seat (see describe)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ninjas.core.events import Event
from ninjas.shinobi import data
from ninjas.shinobi.data import card_kind, card_name, card_value
from ninjas.shinobi.rules import ROUNDS, ShinobiAction

from ..yours import Yours
from . import court_turn, first_reveal

if TYPE_CHECKING:
    from .protocol import Table


def many(tr: Any, clan: str, said: str) -> str:
    """A clan's name after a count above one: 'Crows', 'Carp', 'Foxes' ('2 Crow' read
    wrong: newcomer H, s16); `said` (its name as given) for a name with no plural."""
    key = f"shinobi.name_many.{clan}"
    return str(tr(key)) if clan and tr.has(key) else said


HAND_POWERS = ("swap_card", "swap_hand", "discard_random", "decree")
"""Powers whose target's hand is what they act on: its size is said with its name."""


class TableWords:
    """`TableWords(table)`: what the table says, given the table for its state, its seats'
    names and the translation catalogue."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def card_label(self, card: int) -> str:
        tr = self.table.app.tr
        name = card_name(card)
        key = f"shinobi.name.{name}"
        return f"{tr(key) if tr.has(key) else name} ({data.CARDS[card].value})"

    def cards_label(self, cards: list[int]) -> str:
        """Cards as the log names them, alike ones counted: "4 × Dragon (2), Ronin (1)"."""
        counts = Counter(self.card_label(c) for c in cards)
        return ", ".join(
            self.table.app.tr.plural("shinobi.cards_times", n, card=label)
            for label, n in counts.items()
        )

    @staticmethod
    def laid_words(tr: Any, cards: list[int], clan: str, named: Any = None, of: str = "") -> str:
        """Cards laid on a clan in words, its own, any other card by its name (a Court
        Reinforcement may add a Yokai: newcomer V, s9 g38, a Tanuki told as '1 Bear'),
        then the Ronin: '2 Crow + 1 Ronin'; `named(card)` the name of a card not of
        the clan `of`."""
        ronin = sum(1 for c in cards if card_kind(c) == "ronin")
        others: dict[tuple[str, str], int] = {}
        for c in cards:
            if card_kind(c) != "ronin" and named is not None and card_name(c) != of:
                key = (named(c), card_name(c))
                others[key] = others.get(key, 0) + 1
        own = len(cards) - ronin - sum(others.values())

        def counted(n: int, said: str, raw: str) -> str:
            return str(tr.plural("shinobi.log.clan_cards", n, clan=said, clans=many(tr, raw, said)))

        parts = [counted(own, clan, of)] if own else []
        parts += [counted(n, said, raw) for (said, raw), n in others.items()]
        if ronin:
            parts.append(str(tr.plural("shinobi.ronin_count", ronin)))
        return " + ".join(parts)

    def power_label(self, power: str, count: int) -> str:
        return self.table.app.tr(f"shinobi.power.{power}", n=count)

    def boss_words(self, boss: str) -> str:
        """What a Boss does to the pawns on the Final Showdown, in a few words."""
        return self.table.app.tr(f"shinobi.boss_text.{boss}")

    def where_words(self, where: str, kind: str = "where_text") -> str:
        """What a location gives pawns placed there (issue 33, newcomer H: nothing said
        what Court, Missions or Showdown give, and pawns went down blind): `kind`
        "where_text" in a sentence (the hint's reason, the hovered row's preview),
        "where_board" in a few words (the board's boxes)."""
        key = f"shinobi.{kind}.{self.where_key(where)}"
        tr = self.table.app.tr
        return str(tr(key)) if tr.has(key) else ""

    def where_key(self, where: str) -> str:
        """A location's words: the Court gives no card after the last round (rules.py)."""
        state = self.table.state
        last = state.round >= ROUNDS["grandmaster"]
        return "court_last" if where == "court" and last else where

    def decoy_label(self, key: str, decoy: int) -> str:
        """A Decoy offered to peek at, and the Boss it hides if the seat to play has seen
        it already (issue 33, newcomer H: Missions offered 'Decoy 1', peeked at before).
        Only the rows of the seat to play say it: its own knowledge."""
        tr = self.table.app.tr
        state = self.table.state
        said = str(tr(key, n=decoy + 1))
        boss = state.known_decoys[state.current_player].get(decoy)
        return str(tr("shinobi.act.decoy_known", said=said, boss=boss)) if boss else said

    def own(self, seat: int, what: str, **params: object) -> tuple[int | None, str]:
        """A seat's own line: 'You draw Ronin (1).', shown to that seat alone; on a
        replay's face-up view (the table's `names_owners`), where every seat's things
        are shown and no one is "you", a public line by the person's name: 'Kim draws
        Ronin (1).' (issue 33)."""
        tr = self.table.app.tr
        if getattr(self.table, "names_owners", False):
            name = self.table.seat_name(seat)
            return None, tr(f"shinobi.log.{what}_named", name=name, **params)
        return seat, tr(f"shinobi.log.{what}_private", **params)

    def describe(self, event: Event, you: int | None = None) -> list[tuple[int | None, str]]:
        """The log lines of an event: (owner seat or None for public, text); with `you`,
        that seat's own moves in the second person, for its own phone (yours.py)."""
        table = self.table
        tr = table.app.tr if you is None else Yours(table.app.tr, table.seat_name(you))
        d = event.data
        kind = event.kind
        name = table.seat_name(d["seat"]) if isinstance(d.get("seat"), int) else ""
        target = table.seat_name(d["target"]) if isinstance(d.get("target"), int) else ""
        lines: list[tuple[int | None, str]] = []

        def clan_name(clan: str) -> str:
            key = f"shinobi.name.{clan}"
            return tr(key) if tr.has(key) else clan

        if kind == "first_player":
            if isinstance(d.get("card"), int):  # the card that won says why (issue 33)
                card, _, value = self.card_label(d["card"]).rpartition(" (")
                whole = f"{card}\u00a0({value}"  # not 'Tengu' at a line's end, '(2)' under
                lines.append((None, tr("shinobi.log.first_card", name=name, card=whole)))
            else:
                lines.append((None, tr("shinobi.log.first", name=name)))
        elif kind == "first_player_reveal":  # every seat's card (newcomer N, s17, 007)
            lines.append((None, first_reveal.line(table, tr, d["cards"])))
        elif kind == "recruit":
            lines.append((None, tr("shinobi.log.recruit", name=name)))
        elif kind == "pass":  # said, as a recruit is (newcomer T, s12, 059: never said)
            lines.append((None, tr("shinobi.log.pass", name=name)))
        elif kind == "draw":
            if d.get("why") != "recruit" or d["count"] != 1:
                lines.append((None, tr.plural("shinobi.log.draw", d["count"], name=name)))
            mine = d.get("private", {}).get(d["seat"], {}).get("cards")
            if mine:
                cards = self.cards_label(mine)
                lines.append(self.own(d["seat"], "draw", cards=cards))
        elif kind == "corrupt" and d.get("card") is not None:
            lines.append(
                (None, tr("shinobi.log.corrupt", name=name, card=self.card_label(d["card"])))
            )
        elif kind in ("place_clan", "reinforce"):
            # what was laid, the Ronin said apart: '3 Crow' for 2 Crow and a Ronin read
            # as three Crows (newcomer S, s9 b31)
            key = "shinobi.log.place" if kind == "place_clan" else "shinobi.log.reinforce"
            clan = clan_name(d["clan"])
            named = lambda c: clan_name(card_name(c))  # noqa: E731
            cards = self.laid_words(tr, d["cards"], clan, named, d["clan"])
            lines.append((None, tr(key, name=name, cards=cards, clan=clan)))
        elif kind == "yokai":
            lines.append(
                (
                    None,
                    tr(
                        "shinobi.log.yokai",
                        name=name,
                        yokai=card_name(d["card"]),
                        clan=clan_name(d["clan"]),
                    ),
                )
            )
        elif kind == "power":
            info = data.CLAN_BY_NAME.get(d["source"])
            count = (
                (info.count3 if d["level"] == 3 else info.count2)
                if info
                else data.YOKAI_BY_NAME[d["source"]].count
                if d["source"] in data.YOKAI_BY_NAME
                else 1
            )
            if d["power"] != "none":
                lines.append(
                    (
                        None,
                        tr(
                            "shinobi.log.power",
                            source=clan_name(d["source"]),
                            power=self.power_label(d["power"], count),
                        ),
                    )
                )
        elif kind == "power_skipped":  # and why: "Singe : sans effet." left newcomer N
            # (s8) wondering; the rules skip a power only for these (ninjas/shinobi/powers)
            why = d.get("why")  # (the rules say why: ninjas/shinobi/powers.py, _skip)
            source = clan_name(d["source"])
            lines.append(
                (None, tr("shinobi.log.skipped_why", source=source, why=tr(f"shinobi.skip.{why}")))
                if why
                else (None, tr("shinobi.log.skipped", source=source))
            )
        elif kind == "destroy":
            if d.get("whole"):
                lines.append(
                    (
                        None,
                        tr(
                            "shinobi.log.destroy_clan",
                            name=name,
                            target=target,
                            clan=clan_name(d["clan"]),
                        ),
                    )
                )
            else:
                what = self.cards_label(d["cards"])
                lines.append((None, tr("shinobi.log.destroy", name=name, target=target, what=what)))
        elif kind == "return_to_hand":
            what = self.cards_label(d["cards"])
            lines.append((None, tr("shinobi.log.return", name=name, target=target, what=what)))
        elif kind == "clan_destroyed":
            what = self.cards_label(d["cards"])
            lines.append(
                (
                    None,
                    tr.plural(
                        "shinobi.log.clan_lost",
                        len(d["cards"]),
                        name=name,
                        clan=clan_name(d["clan"]),
                        cards=what,
                    ),
                )
            )
        elif kind == "swap":
            lines.append((None, tr("shinobi.log.swap", name=name, target=target)))
            for seat, info in d.get("private", {}).items():
                lines.append(
                    self.own(
                        seat,
                        "swap",
                        gave=self.card_label(info["gave"]),
                        got=self.card_label(info["got"]),
                    )
                )
        elif kind == "swap_hand":
            lines.append((None, tr("shinobi.log.swap_hand", name=name, target=target)))
            for seat, info in d.get("private", {}).items():  # each its new hand
                if not info["got"]:
                    continue
                cards = self.cards_label(sorted(info["got"]))
                lines.append(self.own(seat, "swap_hand", cards=cards))
        elif kind == "random_discard":
            lines.append(
                (None, tr("shinobi.log.random_discard", name=name, card=self.card_label(d["card"])))
            )
        elif kind == "take_jigoku":
            lines.append((None, tr("shinobi.log.take", name=name, card=self.card_label(d["card"]))))
        elif kind == "search_take":
            if not d.get("looked"):  # Baku's keeping one was told with its look
                lines.append((None, tr("shinobi.log.search", name=name)))
            cards = self.cards_label(d["private"][d["seat"]]["cards"])
            lines.append(self.own(d["seat"], "search", cards=cards))
        elif kind == "look_deck":
            lines.append((None, tr.plural("shinobi.log.look", d["count"], name=name)))
        elif kind == "copy":
            nothing = data.CLAN_BY_NAME[d["clan"]].power2 == "none"  # the Bear's: no power
            lines.append(
                (
                    None,
                    tr(
                        "shinobi.log.copy_nothing" if nothing else "shinobi.log.copy",
                        name=name,
                        source=clan_name(d["source"]),
                        clan=clan_name(d["clan"]),
                    ),
                )
            )
        elif kind == "discard":
            lines.append(
                (None, tr("shinobi.log.discard", name=name, card=self.card_label(d["card"])))
            )
        elif kind == "reshuffle":
            lines.append((None, tr("shinobi.log.reshuffle")))
        elif kind == "round_end":
            scores = ", ".join(f"{table.seat_name(s)} {v}" for s, v in enumerate(d["scores"]))
            lines.append((None, tr("shinobi.log.round_end", round=d["round"], scores=scores)))
        elif kind == "ranking":
            for s, (rank, pawns) in enumerate(zip(d["ranks"], d["pawns"], strict=True)):
                lines.append(
                    (
                        None,
                        tr.plural(
                            "shinobi.log.ranking",
                            pawns,
                            name=table.seat_name(s),
                            rank=rank + 1,
                        ),
                    )
                )
        elif kind == "shosho":
            lines.append((None, tr("shinobi.log.shosho", name=table.seat_name(d["to"]))))
        elif kind == "temple":
            lines.append(
                (None, tr("shinobi.log.temple", name=name, card=tr(f"shinobi.temple.{d['card']}")))
            )
        elif kind == "decoy_peek":
            lines.append((None, tr("shinobi.log.peek", name=name, n=d["decoy"] + 1)))
            boss = d["private"][d["seat"]]["boss"]
            words = self.boss_words(boss)
            lines.append(self.own(d["seat"], "peek", n=d["decoy"] + 1, boss=boss, words=words))
        elif kind == "pawns":
            lines.append(
                (
                    None,
                    tr.plural(
                        "shinobi.log.pawns",
                        d["count"],
                        name=name,
                        where=tr(f"shinobi.where.{d['where']}"),
                    ),
                )
            )
        elif kind == "court":
            lines.append(
                (None, tr("shinobi.log.court", name=name, card=tr(f"shinobi.court.{d['card']}")))
            )
        elif kind == "court_draw":
            lines.append((None, tr("shinobi.log.court_draw", name=name)))
        elif kind == "pardon":
            lines.append(
                (None, tr("shinobi.log.pardon", name=name, card=self.card_label(d["card"])))
            )
        elif kind == "tribute":
            lines.append(
                (None, tr("shinobi.log.tribute", name=name, target=table.seat_name(d["from"])))
            )
            private = d.get("private", {})
            if d["from"] in private:  # the card taken: the giver's own, the taker's now
                card = self.card_label(private[d["from"]]["card"])
                if getattr(table, "names_owners", False):  # one line for both, by name
                    giver = table.seat_name(d["from"])
                    said = tr("shinobi.log.tribute_named", name=name, target=giver, card=card)
                    lines.append((None, said))
                else:
                    lines.append((d["from"], tr("shinobi.log.tribute_gave", card=card)))
                    lines.append((d["seat"], tr("shinobi.log.tribute_got", card=card)))
        elif kind == "round_start":
            lines.append(
                (
                    None,
                    tr(
                        "shinobi.log.round_start",
                        round=d["round"],
                        name=table.seat_name(d["first"]),
                    ),
                )
            )
        elif kind == "boss_reveal":
            lines.append((None, tr("shinobi.log.boss", boss=d["boss"])))
        elif kind == "game_end":
            names = tr.names([table.seat_name(s) for s in d["winners"]])
            lines.append((None, tr.plural("shinobi.log.game_end", len(d["winners"]), names=names)))
        return lines

    def hold_key(self, count: int) -> str | None:
        """The hand-off hold's words (tableflow/hold_cue.py) for a computer whose last
        move, the `count`-th action, placed pawns or peeked at a Decoy: 'Midori placed
        pawns on the Imperial Court.', not 'has played.' (newcomer F, s15, m304). None
        for any other move (the cue's own words)."""
        actions = getattr(self.table.session, "actions", ())
        words = str(actions[count - 1]).split() if 0 < count <= len(actions) else []
        if words[:1] == ["pawns"] and len(words) > 2:
            one = "one" if words[2] == "1" else "other"
            return f"shinobi.hold.pawns_{words[1]}.{one}"
        if words[:1] == ["peek"]:
            return "shinobi.hold.peek"
        return None

    def pile_count(self, card: int) -> int | None:
        """How many cards like `card` the pile being picked from holds (the Jigoku, or
        the deck a Dragon searches), or None when no such pile is picked from."""
        state = self.table.state
        p = state.pending[0] if state.pending else None
        if p is None or p.step != "card":
            return None
        pile = {"take_jigoku": state.jigoku, "recall": state.jigoku, "search_deck": state.deck}
        cards = pile.get(p.power)
        if cards is None:
            return None
        return sum(1 for c in cards if card_name(c) == card_name(card))

    def action_label(
        self, action: ShinobiAction, powers: bool = True, no_power: bool = True
    ) -> str:
        """The words of a choice; `powers` False leaves out the power a reinforcement
        sets off (the hint's line, whose reason names it); `no_power` False leaves out
        that a one-card reinforcement sets off none (the phone's bar: at 360 px its
        two plays grew to three lines and covered the hand)."""
        table = self.table
        tr = table.app.tr
        kind, args = action.kind, action.args
        state = table.state

        def clan_name(clan: str) -> str:
            key = f"shinobi.name.{clan}"
            return tr(key) if tr.has(key) else clan

        if kind in ("recruit", "corrupt", "pass"):
            if kind == "pass" and state.phase == "discard":
                return tr("shinobi.act.discard_none")
            return tr(f"shinobi.act.{kind}")
        if kind in ("place", "reinforce"):
            cards = [int(a) for a in args[1:]]
            ronin = sum(1 for c in cards if card_kind(c) == "ronin")
            # "Reinforce Bear (+1)" read as a point: the reinforcement counts cards.
            # The clan's own cards, then the Ronin: "Place 2 Bear (1 Ronin)" read as
            # two Bears and a Ronin, where it was one of each.
            clan_cards = len(cards) - ronin
            name = clan_name(args[0])  # 'Place 2 Crows' (newcomer H, s16: 'Place 2 Crow')
            named = {"clan": name, "clans": many(tr, args[0], name)}
            if not clan_cards:  # Ronin alone reinforcing a clan
                label = tr.plural(f"shinobi.act.{kind}", len(cards), **named)
                label = f"{label} · {tr.plural('shinobi.ronin_count', ronin)}"
            else:
                label = tr.plural(f"shinobi.act.{kind}", clan_cards, **named)
                label += f" + {tr.plural('shinobi.ronin_count', ronin)}" if ronin else ""
            if powers and kind == "reinforce" and len(cards) >= 2:  # its power acts too
                # (newcomer G, s10, nc-97/055: 'Reinforce Toad (+2 cards)' said nothing
                # of the Toad's 'return a card' it set off)
                info = data.CLAN_BY_NAME[args[0]]
                level3 = len(cards) >= 3
                power = info.power3 if level3 else info.power2
                if power != "none":
                    count = info.count3 if level3 else info.count2
                    said = self.power_label(power, count)
                    return tr("shinobi.act.with_power", label=label, power=said)
            if powers and no_power and kind == "reinforce" and len(cards) == 1:
                # a power comes of the cards laid, 2 or 3 at once, not of the clan's size
                # (newcomer F, s15, 234/235: Spider 2 -> 3 set off no 'destroy a clan')
                return tr("shinobi.act.no_power", label=label)
            return label
        if kind == "yokai":
            # what laying it does: 'Nue on Dragon' did not say a Yokai joins a clan
            yokai = int(args[0])
            return tr(
                "shinobi.act.yokai",
                yokai=card_name(yokai),
                clan=clan_name(args[1]),
                value=card_value(yokai),
            )
        if kind == "target":
            target = int(args[0])
            p = state.pending[0] if state.pending else None
            if p is not None and p.power in HAND_POWERS:  # what it acts on: the hand
                hand = tr("shinobi.hand_count", count=len(state.hands[target]))
                return tr("shinobi.act.target_hand", name=table.seat_name(target), hand=hand)
            return tr("shinobi.act.target", name=table.seat_name(target))
        if kind == "shosho":
            return tr("shinobi.act.shosho", name=table.seat_name(int(args[0])))
        if kind == "clan":
            p = state.pending[0] if state.pending else None
            if p is not None and p.power in ("copy_power2", "copy_power3"):
                info = data.CLAN_BY_NAME[args[0]]
                level3 = p.power == "copy_power3"
                power = info.power3 if level3 else info.power2
                if power == "none":
                    return tr("shinobi.act.copy_nothing", clan=clan_name(args[0]))
                count = info.count3 if level3 else info.count2
                return tr(
                    "shinobi.act.copy",
                    clan=clan_name(args[0]),
                    power=self.power_label(power, count),
                )
            if p is not None and p.target is not None:
                # its size, what a player weighs (newcomer I, s6: 'Ana's Fox / Ana's
                # Bear' to destroy said neither)
                return tr.plural(
                    "shinobi.act.clan_of_size",
                    len(state.clans[p.target].get(args[0], [])),
                    clan=clan_name(args[0]),
                    name=table.seat_name(p.target),
                )
            return tr("shinobi.act.clan", clan=clan_name(args[0]))
        if kind == "card":
            card = int(args[0])
            if len(args) > 1:
                return tr(
                    "shinobi.act.reinforce_one", card=self.card_label(card), clan=clan_name(args[1])
                )
            p = state.pending[0] if state.pending else None
            if p is not None and p.target is not None and p.power != "swap_card":
                clan = next((k for k, v in state.clans[p.target].items() if card in v), "")
                return tr(
                    "shinobi.act.card_in",
                    card=self.card_label(card),
                    name=table.seat_name(p.target),
                    clan=clan_name(clan),
                )
            pile = self.pile_count(card)
            if pile is not None:
                return tr("shinobi.act.card_pile", card=self.card_label(card), count=pile)
            return tr("shinobi.act.card", card=self.card_label(card))
        if kind == "order":
            # the first card of an order goes on top of the deck (ShinobiState: order)
            names = ", ".join(clan_name(card_name(int(a))) for a in args)
            return tr("shinobi.act.order", cards=names)
        if kind == "discard":
            return tr("shinobi.act.discard", card=self.card_label(int(args[0])))
        if kind == "court":
            if args[0] == "skip":  # what it keeps and risks (newcomer D, s14, 206)
                return court_turn.skip_label(table)
            card = args[0].replace("_", " ")
            return tr(
                "shinobi.act.court_words",
                card=tr(f"shinobi.court.{card}"),
                words=tr(f"shinobi.court_text.{card}"),
            )
        if kind == "temple":
            if args[0] == "draw":
                return tr("shinobi.act.temple_draw")
            if args[0] == "decoy":
                return self.decoy_label("shinobi.act.temple_decoy", int(args[1]))
            card = args[1].replace("_", " ")
            return tr(
                "shinobi.act.temple_take_words",
                card=tr(f"shinobi.temple.{card}"),
                words=tr(f"shinobi.temple_text.{card}"),
            )
        if kind == "peek":
            return self.decoy_label("shinobi.act.peek", int(args[0]))
        if kind == "pawns":
            return tr("shinobi.act.pawns", count=args[1], where=tr(f"shinobi.where.{args[0]}"))
        return str(action)
