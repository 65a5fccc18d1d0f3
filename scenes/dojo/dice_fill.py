"""Setting several summoning dice at once: spread evenly over the hexes that may take
one, or every die left under the hex the last one went to. A newcomer summoning with 24
cards clicked 24 times, one die a click (issue 33, newcomer 62). Each die is still
played as its own action, so the log and Undo see them as before. When no card drawn
can match a die (none from Ace to 6), where the dice go changes nothing: they are set
at once, and the log says why (newcomer M, s8 g13.png: 8, 9, 10, 8 and a Joker drawn,
then five dice to place one by one that could match nothing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.dojo.hexgrid import Hex
from ninjas.dojo.rules import hex_text

from .routes import action_hex

if TYPE_CHECKING:
    from .protocol import Table


def can_match(cards: list[int]) -> bool:
    """Can a die match one of these summoning cards (one from Ace to 6)? A Joker never
    does: under Joker cards it brings its ninja whatever the dice show."""
    return any(1 <= card <= 6 for card in cards)


def spread(sites: list[Hex], placed: list[Hex], count: int) -> list[Hex]:
    """Where `count` more dice go so that `sites` hold as even a share of all the dice
    as can be (`placed`: the dice already set); ties go to the site listed first."""
    held = {h: placed.count(h) for h in sites}
    out: list[Hex] = []
    for _ in range(count):
        h = min(sites, key=lambda s: (held[s], sites.index(s)))
        held[h] += 1
        out.append(h)
    return out


class DiceFill:
    """The bulk choices of the table `table` while it sets its summoning dice."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def left(self) -> int:
        state = self.table.state
        return len(state.summon_cards) - len(state.summon_hexes)

    def sites(self) -> list[Hex]:
        return [action_hex(a.args[0]) for a in self.table.legal() if a.kind == "die"]

    def offers(self) -> list[tuple[str, str]]:
        """(name, label) of the bulk choices now: spread (a die or more left and two
        sites; the last die under the hex with fewest), or, while a hint is shown, all
        the dice where its plan sets them; fill the last hex (a die set already, two or
        more left). Offered as
        soon as the summoning's cards are drawn, while they are still being shown: a list
        built then is not built again when the table falls still, and the row came only
        with the next die, pushing the rows under the pointer down (newcomer B, d27.png).
        Choosing it waits for the table (play)."""
        state = self.table.state
        table = self.table
        mine = table.acting_seat == state.current_player and not table.session.ai_to_move
        if state.phase != "assign" or state.is_terminal or not mine or self.left() < 1:
            return []
        tr = self.table.app.tr
        out = []
        hinted = self.hinted()
        spread_row = ("dice spread", tr.plural("dojo.act.dice_spread", self.left()))
        if hinted:  # all the hint's dice, in the spread's place (on the first page,
            # and its coming and going moves no row)
            where = self.table.narrator.place_name(hinted[0])
            spread_row = ("dice hint", tr.plural("dojo.act.dice_hint", len(hinted), where=where))
        if len(self.sites()) > 1:  # first, and down to the last die: were it to go with
            # the last die but one, every hex row would move up under the pointer
            # (newcomer M, s8 d4.png: the second click on the Dojo's row hit nothing)
            out.append(spread_row)
        last = state.summon_hexes[-1] if state.summon_hexes else None
        if self.left() >= 2 and last in self.sites():  # last of the rows: its going moves none
            where = self.table.narrator.place_name(last)
            out.append(("dice fill", tr("dojo.act.dice_fill", count=self.left(), where=where)))
        if hinted and len(self.sites()) == 1:  # one hex: last, where it moves no row
            out.append(spread_row)
        return out

    def hinted(self) -> list[Hex]:
        """Where the shown hint's plan sets the dice still to set (none without a hint
        in this phase): its search found them all at once (hint_plan.py), so one press
        sets them all (newcomer M, s8: 15 dice took 15 presses of H and Enter)."""
        table = self.table
        if table.hint is None or table.state.phase != "assign":
            return []
        rest = table.hint_plan.rest()
        dice = [action_hex(a.split()[1]) for a in rest if a.startswith("die ")]
        return dice if dice and len(dice) == len(rest) == self.left() else []

    def set_unmatchable(self) -> None:
        """The person's dice set at once when none can match a card, or when one hex
        only may take them, the rules leaving no choice (once the cards drawn are shown:
        the table is still). With one hex the prompt says so: Ben, his Dojo alone, was
        asked to place each die under it (newcomer A, s14, 126-127)."""
        table = self.table
        state = table.state
        if not (
            table.can_act
            and not table.busy
            and not table.session.ai_to_move
            and state.phase == "assign"
            and state.summon_cards
            and self.left() >= 1
        ):
            return
        sites = self.sites()
        if not can_match(list(state.summon_cards)):
            self.play("dice spread")
        elif len(sites) == 1:
            count = self.left()
            where = table.narrator.place_name(sites[0])
            self.play("dice spread")
            table.tell(table.app.tr.plural("dojo.dice.one_site", count, where=where))

    def play(self, name: str) -> None:
        """Set the dice the choice `name` says, one action each."""
        state = self.table.state
        if state.phase != "assign" or not self.table.can_act:
            return
        if name == "dice spread":
            hexes = spread(self.sites(), list(state.summon_hexes), self.left())
        elif name == "dice hint":
            hexes = self.hinted()
        elif name == "dice fill" and state.summon_hexes:
            hexes = [state.summon_hexes[-1]] * self.left()
        else:
            return
        for h in hexes:
            if self.table.state.phase != "assign" or not self.table.submit(f"die {hex_text(h)}"):
                break
