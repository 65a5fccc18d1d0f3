"""Why the hint suggests its move, in one short clause (issue 33: "Hint: Be corrupt"
gave no reason). The hard computer does not explain itself: the clause names what
its measure of a position weighs (ninjas/shinobi/ai.py: the strength on a seat's
table, its hand's worth, the corruption taken off its score, a fourth clan that ends
the round), as the hinted move changes it. Only what the seat may know: its own
hand, the public table, and, for a draw, the mean strength of the cards it has not
seen (never a hidden card). A move with nothing plain to say gets no reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.shinobi import data
from ninjas.shinobi.data import card_name, card_value
from ninjas.shinobi.hint_guard import CORRUPT_HAND, hand_worth
from ninjas.shinobi.rules import ShinobiAction, ShinobiState

from .hint_pass_reason import pass_reason, showdown_reason
from .hint_power_reason import card_reason, clan_reason, target_clan_reason
from .hint_risk import clan_risk_words, most_corrupt, unseen

if TYPE_CHECKING:
    from .protocol import Table

RACE_GAP = 8
"""Round scores this close make two seats rivals for a place (race_reason)."""


def unseen_mean(state: ShinobiState, seat: int) -> float:
    """The mean strength of the cards `seat` has not seen: neither in its hand, on the
    table, in the Jigoku nor in a corruption pile (the deck and the others' hands)."""
    values = [card_value(c) for c in unseen(state, seat)]
    return sum(values) / len(values) if values else 0.0


class HintReason:
    """`HintReason(table)`: `why(action)`, the clause, or "" when there is none."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.warned: dict[tuple[int, int, str], int] = {}
        """(round, seat, risk) -> the number of actions where that risk was first
        said: said once a round, at that position only (issue 33, newcomer E, s10,
        nc-95/043-059: 'careful: if a foe holds 3 Spiders...' on almost every hint)."""

    def why(self, action: ShinobiAction) -> str:
        """The reason, or, for a placing that risks a clan a foe could take whole, that
        risk (hint_risk.py; issue 33, newcomer H: the hint laid 3 Bear into a foe's 4
        Spiders and never said so). The risk alone: its words and the strength's do not
        both hold on the prompt box's three lines at the body size in French."""
        state = self.table.state
        if state.is_terminal:
            return ""
        risk = clan_risk_words(self.table.app.tr, state, state.current_player, action)
        if risk and self.first_warning(state, risk):
            return str(self.table.app.tr("shinobi.why.risk", risk=risk))
        return self.reason(state, action)

    def first_warning(self, state: ShinobiState, risk: str) -> bool:
        """The risk is said here: not said yet this round to this seat, or said at this
        very position (the hint asked again, an undo back to it)."""
        at = len(self.table.session.actions)
        key = (state.round, state.current_player, risk)
        first = self.warned.setdefault(key, at)
        if at < first:
            self.warned[key] = first = at
        return first == at

    def reason(self, state: ShinobiState, action: ShinobiAction) -> str:
        seat = state.current_player
        kind = action.kind
        if kind in ("recruit", "corrupt") and state.phase == "draw":
            return self.draw_reason(state, seat, kind)
        if kind in ("place", "reinforce", "yokai"):
            return self.place_reason(state, seat, action)
        if kind == "discard":
            return self.discard_reason(state, seat, int(action.args[0]))
        if kind == "target":
            return self.target_reason(state, seat, int(action.args[0]))
        if kind == "pass" and state.phase == "discard" and state.hands[seat]:
            # Patience: the discard is optional, and every card is kept
            return str(self.table.app.tr("shinobi.why.keep_all"))
        if kind == "pass" and state.phase == "place":
            return pass_reason(self.table, state, seat)
        if kind == "clan":  # a power's choices (hint_power_reason.py)
            return clan_reason(self.table, state, action.args[0])
        if kind == "card" and state.pending and state.pending[0].power == "swap_card":
            return self.discard_reason(state, seat, int(action.args[0]))  # the card given
        if kind == "card" and state.phase == "power":
            offered = [int(a.args[0]) for a in state.legal_actions() if a.kind == "card"]
            return card_reason(self.table, state, seat, int(action.args[0]), offered)
        if kind == "pawns" and action.args[0] == "showdown":  # a gamble: say so
            return showdown_reason(self.table, state, seat, action)
        if kind == "pawns":  # what the location gives (issue 33, newcomer H, gm-44)
            return self.table.words.where_words(action.args[0])
        if kind == "temple" and action.args[0] in ("draw", "decoy"):
            # what each visit gives (newcomer L, s11, nc-L/155s: no reason said)
            return str(self.table.app.tr(f"shinobi.why.temple_{action.args[0]}"))
        return ""

    def draw_reason(self, state: ShinobiState, seat: int, kind: str) -> str:
        tr = self.table.app.tr
        mean = unseen_mean(state, seat)
        bonus = (
            data.DEEP_POCKETS_BONUS
            if state.temple_cards[seat] == "Deep Pockets"
            else data.CORRUPT_BONUS
        )
        cost, draw = round(mean), round(mean + bonus)
        if kind == "recruit" and len(state.hands[seat]) >= CORRUPT_HAND:
            # the hint's guard said so (ninjas/shinobi/hint_guard.py; newcomer O, s12)
            count = len(state.hands[seat])
            return str(tr("shinobi.why.recruit_hand", count=count))
        if kind == "recruit" and not state.hands[seat]:
            # a dead turn, and still the cheaper one: said so (newcomer A, s22, FR GM,
            # fr_g33c: 'Recruter' with an empty hand read as a wrong hint)
            return str(tr("shinobi.why.recruit_empty", cost=cost))
        if kind == "recruit":
            return str(tr("shinobi.why.recruit", cost=cost))
        # the trade itself: so many cards for so many points (issue 33, newcomer H, s17:
        # "10 cards in hand; it draws about 5" left them asking why a full hand argued
        # for corruption), and the corruption in all when no one would hold more (ties
        # go to the least corrupt: hint_risk.most_corrupt)
        total = most_corrupt(state, seat, mean)
        if total is not None:
            return str(tr.plural("shinobi.why.corrupt_most", draw, cost=cost, total=total))
        # one 'on average' for both figures (s21: 'env. 3 ; env. 5 cartes' said it twice)
        return str(tr.plural("shinobi.why.corrupt_mean", draw, cost=cost))

    def place_reason(self, state: ShinobiState, seat: int, action: ShinobiAction) -> str:
        tr = self.table.app.tr
        words = self.table.words
        if action.kind == "yokai":
            cards, clan = [int(action.args[0])], action.args[1]
        else:
            cards, clan = [int(a) for a in action.args[1:]], action.args[0]
        strength = sum(state.card_score(seat, c) for c in cards)
        ends = action.kind == "place" and len(state.clans[seat]) + 1 >= 4
        if ends:
            mine = state.score(seat) + strength
            best = max(state.score(s) for s in range(state.players) if s != seat)
            key = "shinobi.why.ends_ahead" if mine > best else "shinobi.why.ends"
            return str(tr(key, mine=mine, best=best))
        said = str(tr("shinobi.why.strength", strength=strength))
        power, count = "none", 0
        if action.kind == "yokai":
            yokai = data.YOKAI_BY_NAME[card_name(cards[0])]
            power, count = yokai.power, yokai.count
        elif len(cards) >= 2:
            info = data.CLAN_BY_NAME[clan]
            level3 = len(cards) >= 3
            power = info.power3 if level3 else info.power2
            count = info.count3 if level3 else info.count2
        if power != "none":
            return str(
                tr("shinobi.why.and_power", said=said, power=words.power_label(power, count))
            )
        return said

    def discard_reason(self, state: ShinobiState, seat: int, card: int) -> str:
        hand = state.hands[seat]
        worth = hand_worth(state, seat, card)
        if any(hand_worth(state, seat, other) < worth for other in hand):
            return ""
        key = "shinobi.why.discard_new" if worth < card_value(card) else "shinobi.why.discard"
        return str(self.table.app.tr(key, card=self.table.words.card_label(card)))

    def target_reason(self, state: ShinobiState, seat: int, target: int) -> str:
        tr = self.table.app.tr
        name = self.table.seat_name(target)
        others = [s for s in range(state.players) if s != seat]
        scores = sorted((state.score(s) for s in others), reverse=True)
        if state.score(target) == scores[0] > max([0, *scores[1:2]]):  # not 'leads with 0'
            return str(tr("shinobi.why.leads", name=name, score=state.score(target)))
        race = self.race_reason(state, seat, target)
        if race:
            return race
        hand = len(state.hands[target])
        if hand == max(len(state.hands[s]) for s in others):
            return str(tr.plural("shinobi.why.most_cards", hand, name=name))
        return target_clan_reason(self.table, state, seat, target)

    def race_reason(self, state: ShinobiState, seat: int, target: int) -> str:
        """Grand Master: an attack on a rival close behind or ahead, not on the leader out
        of both's reach, is a race for a place, whose pawns are the prize (newcomer O,
        s12, 345m: the hint aimed Léa's Spider at Théo, 18, not at Midori, 32, and did
        not say why). Said when the leader is ahead of both and the two are within one
        clan's strength (RACE_GAP) of each other."""
        if state.mode != "grandmaster":
            return ""
        mine, theirs = state.score(seat), state.score(target)
        ahead = [s for s in range(state.players) if state.score(s) > max(mine, theirs)]
        if not ahead or abs(mine - theirs) > RACE_GAP:
            return ""
        leader = max(ahead, key=state.score)
        place = len(ahead) + 1
        tr = self.table.app.tr
        if not tr.has(f"shinobi.place.{place}"):
            return ""
        return str(
            tr(
                "shinobi.why.race",
                name=self.table.seat_name(target),
                place=tr(f"shinobi.place.{place}"),
                leader=self.table.seat_name(leader),
                score=state.score(leader),
            )
        )
