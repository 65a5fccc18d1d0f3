"""The Dojo table on a phone: the battle's face-down cards are laid and played there,
and a seat's phone shows its cards and the decks, from `state.view(seat)` alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ninjas.dojo import data
from ninjas.dojo.cards import rank_name

if TYPE_CHECKING:
    from .protocol import Table


class PhoneAdapter:
    """The phone's choices and sections of the table `table` (its state, app.tr and
    seat_name)."""

    hints = True
    """A battle's cards, chosen on a phone, are hinted there (scenes/phone_hint.py)."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def holds(self) -> bool:
        """The table still tells an action (its events, dice, cards turned over): the
        phones wait for it (scenes/phones.py PhoneLink.holding)."""
        return bool(self.table.busy)

    def choices(self, seat: int) -> list[dict[str, Any]]:
        """Laying: one card of the drawn ones at a time (the first laid is fought first).
        Attacking: a card of the hand, then the face-down card it strikes."""
        tr = self.table.app.tr
        state = self.table.state
        out: list[dict[str, Any]] = []
        for action in state.legal_actions():
            if action.kind == "lay":
                rank = int(action.args[0])
                label = tr("phone.dojo.lay", card=rank_name(rank))
                parts = [{**self.card(rank, tr("phone.dojo.pick_lay")), "tip": self.tip(rank)}]
            elif action.kind == "play":
                rank, slot = int(action.args[0]), int(action.args[1])
                label = tr("phone.dojo.play", card=rank_name(rank), slot=slot + 1)
                parts = [
                    {**self.card(rank, tr("phone.dojo.pick_card")), "tip": self.tip(rank)},
                    {
                        "key": str(slot),
                        "label": tr("phone.dojo.slot", slot=slot + 1),
                        "art": f"card_back_{1 - seat}.png",
                        "step": tr("phone.dojo.pick_slot"),
                    },
                ]
            else:
                continue
            out.append({"action": str(action), "label": label, "parts": parts})
        return out

    @staticmethod
    def card(rank: int, step: str = "") -> dict[str, Any]:
        joker = rank == data.JOKER
        return {
            "key": str(rank),
            "label": rank_name(rank),
            "art": "joker.png" if joker else "card_face.png",
            "value": "" if joker else rank_name(rank),
            "step": step,
        }

    def tip(self, rank: int) -> str:
        """What a battle card does, said under it once chosen on the phone (the rules'
        words: its worth, the lower card loses a ninja, a tie as the options make it)."""
        tr = self.table.app.tr
        state = self.table.state
        if rank == data.JOKER:
            return str(tr("rules.dojo.diagram.joker"))
        tie = "advantage" if state.toggle("defense_advantage") else "plain"
        words = tr(f"phone.dojo.tip.{tie}", card=rank_name(rank), value=rank)
        if rank == 1 and state.toggle("ace_in_the_face"):
            words += " " + tr("rules.dojo.diagram.ace")
        return str(words)

    def prompt(self, seat: int, prompt: str) -> str:
        """The phone's prompt under the battle it is for (the laptop's tray says it; the
        phone said only 'A battle: ...')."""
        battle = self.battle_line(seat)
        clash = self.last_clash(seat) if battle else ""
        battle = f"{battle} {clash}" if clash else battle
        return f"{battle}\n{prompt}" if battle and prompt else battle or prompt

    def last_clash(self, seat: int) -> str:
        """The battle's last clash told, as `seat`'s phone says it: 'Last clash: 5
        against Q: you lose a ninja.' (newcomer B, s23, FR, 87: in the battle's next
        round her phone said only 'Bea draws 1 card, Blue clan 1.'); "" before one."""
        link = getattr(self.table, "phones", None)
        story = getattr(link, "story", None)
        clash = story.newest_told(seat, "flip", "battle") if story is not None else ""
        return str(self.table.app.tr("phone.dojo.last_clash", clash=clash)) if clash else ""

    def battle_line(self, seat: int) -> str:
        """Where the battle is fought and who against whom, from `seat`'s side ("Battle
        in the plains (north-west): your 3 ninjas against Blue's 2 ninjas."): the place
        and the ninjas there are public, never a card. "" out of a battle."""
        table = self.table
        state = table.state
        battle = state.battle
        if battle is None or state.is_terminal:
            return ""
        tr = table.app.tr
        other = 1 - seat
        counts = state.ninjas.get(battle.hex, [0, 0])
        name = table.seat_name(other)
        yours = tr.plural("phone.dojo.yours", counts[seat], count=counts[seat])
        theirs = tr.plural("phone.dojo.theirs", counts[other], count=counts[other], name=name)
        place = table.narrator.place_name
        if battle.source is None:
            return str(tr("phone.dojo.battle", where=place(battle.hex), yours=yours, theirs=theirs))
        key = "phone.dojo.throw.yours" if battle.attacker == seat else "phone.dojo.throw.theirs"
        # the throws of this turn, this one counted: a second one says it is a new throw
        # (newcomer B, s23, 95: two throws from the same plains read word for word alike)
        count = sum(state.thrown.values())
        nth = str(tr(f"dojo.nth.{count}")) if 2 <= count <= 9 else str(count)
        return str(
            tr(
                f"{key}_nth" if count >= 2 else key,
                nth=nth,
                name=name,
                source=place(battle.source),
                target=place(battle.hex),
                yours=yours,
                theirs=theirs,
            )
        )

    def turn_prompt(self, seat: int) -> str:
        tr = self.table.app.tr
        state = self.table.state
        if state.phase == "lay":
            return tr("phone.dojo.lay_now")
        if state.phase == "attack":
            return tr("phone.dojo.attack_now")
        return tr("phone.on_screen")

    def sections(self, seat: int) -> list[dict[str, Any]]:
        """In a battle, the seat's cards (to lay, laid face down, or in its hand) and the
        other side's row (backs, or the cards turned over); and the two decks: from
        view(seat) alone."""
        state = self.table.state
        view = state.view(seat)
        tr = self.table.app.tr
        sections: list[dict[str, Any]] = []
        battle = view.battle
        # the cards this seat picks among now stand once, in the row it picks from: the
        # same cards again under it ('To lay', 'Your hand') did nothing when tapped, two
        # alike rows of which one plays (seen at 360x640)
        picking = (
            not state.is_terminal and state.current_player == seat and bool(self.choices(seat))
        )
        if battle is not None:
            _, attacker, _, pool, row, hand, used, *_ = battle
            defender = 1 - attacker

            def back(owner: int) -> dict[str, Any]:
                return {"art": f"card_back_{owner}.png", "name": ""}

            def card(rank: int) -> dict[str, Any]:
                shown = self.card(rank)
                return {"art": shown["art"], "name": "", "value": shown["value"]}

            if seat == defender:
                if isinstance(pool, tuple) and pool and not picking:
                    sections.append(
                        {"title": tr("phone.dojo.to_lay"), "items": [card(r) for r in pool]}
                    )
                laid = [card(c) for c in row if isinstance(c, int) and not isinstance(c, bool)]
                if laid:
                    sections.append({"title": tr("phone.dojo.laid"), "items": laid})
            else:
                if isinstance(hand, tuple) and hand and not picking:
                    sections.append(
                        {"title": tr("phone.dojo.hand"), "items": [card(r) for r in hand]}
                    )
                slots = [
                    {**back(defender), "name": tr("phone.dojo.slot", slot=i + 1)}
                    for i, c in enumerate(row)
                    if c
                ]
                if slots:
                    # the step that picks the card struck shows these same backs, to tap:
                    # the page leaves this row out from that step on (newcomer C, s10:
                    # the second row, tapped, did nothing)
                    their = {"title": tr("phone.dojo.their_row"), "items": slots}
                    sections.append({**their, "until_step": 1} if picking else their)
            played = [card(r) for r in used[seat]]
            if played:
                sections.append({"title": tr("phone.dojo.played"), "items": played})
        sections.append(self.clans(seat))
        return sections

    def clans(self, seat: int) -> dict[str, Any]:
        """Each clan's ninjas on the board, land and deck, a line each, and what land is
        (newcomer C, s10 at 360x640: the waiting page was the decks' line over two
        thirds of empty black; all of it public, the board's and the decks' counts)."""
        state = self.table.state
        tr = self.table.app.tr
        lines = []
        for s, deck in enumerate(state.view(seat).deck_counts):
            name = self.table.seat_name(s)
            lines.append(
                tr(
                    "phone.dojo.clan",
                    name=tr("phone.dojo.you", name=name) if s == seat else name,
                    ninjas=tr.plural(
                        "phone.dojo.on_board", state.on_board(s), count=state.on_board(s)
                    ),
                    land=tr.plural("phone.dojo.land", state.land(s), count=state.land(s)),
                    deck=deck,
                )
            )
        lines.append(tr("phone.dojo.land_why"))
        return {"title": tr("phone.dojo.clans"), "items": [], "lines": [str(x) for x in lines]}
