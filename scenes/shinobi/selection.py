"""What the person at the Shinobi table is choosing in their hand: the cards picked for a
placement, a pile clicked (pick one more, discard one, let go), a choice made, a card
refused (and why), and the choices that are none, made for them. Only legal actions are
played, through the table."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ninjas.core.i18n import sentence
from ninjas.shinobi.data import card_kind, card_name
from ninjas.shinobi.rules import ShinobiAction

from . import court_turn, last_peek
from .auto_pick import AutoPickGuard
from .card_refusals import why_no_more, why_not

if TYPE_CHECKING:
    from .protocol import Table

ONE_CARD_TAKEN = frozenset({"destroy_card", "return_card", "banishment"})
"""Powers whose card is chosen among a rival's clans: with one card there, it is taken
for the person (forced_choice); none of them may choose nothing."""


class Selection:
    """`Selection(table)`: the hand cards picked; plays through the table."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.selected: list[int] = []
        self.forced_at = -1
        """The actions played when a choice was last made for the person: the next card
        of the same power taken is not told again (see play_forced)."""
        self.hinted: list[int] | None = None
        """The cards the hint picked (ShinobiScene.poll_hint), while they are the
        selection: a click on another pile starts the person's own (click_group)."""
        self.playable_cache: tuple[tuple[int, int], set[int]] | None = None
        """The glowing cards, worked out once for each position."""
        self.court_kept: set[tuple[int, int]] = set()
        """(round, seat) whose Court card the table kept for them, said in the log once."""
        self.auto = AutoPickGuard(table)
        """A choice made for the person takes no key of theirs with it (auto_pick.py)."""

    def forced_choice(self) -> tuple[ShinobiAction, str] | None:
        """A choice asked that is no choice, and what to say when it is made for the
        person: the only opponent a power may aim at, the only clan it may choose
        (nothing: the action's own line says it); the last cards of the Jigoku when a
        power takes at least as many (taken one after the other, all of them); the only
        card of a rival's clans a power may destroy, return or banish (the log names it);
        a Court card with no use now, kept (court_turn.kept_for_later); the last round's
        Missions peek after the last pawn (last_peek.made_for)."""
        table = self.table
        state = table.state
        if state.phase == "court":  # a Court card with no use now is kept for them
            return court_turn.kept_for_later(table, table.legal())
        if state.phase == "peek":  # the last round's peek after the last pawn
            return last_peek.made_for(table)
        if state.phase != "power" or not state.pending:
            return None
        p = state.pending[0]
        legal = table.legal()
        if not legal:
            return None
        # the only opponent, the only clan: nothing said, the log's next line tells it
        # ('Kai destroys Sora's Bear clan.'): one Spider wrote two lines more, eight
        # in the log's column (issue 33, newcomer Y, s9 shot-84)
        if p.step == "target" and len(legal) == 1 and legal[0].kind == "target":
            return legal[0], ""
        if p.step == "clan" and len(legal) == 1 and legal[0].kind == "clan":
            # "Destroy a clan: choose a clan" of a rival with one clan (newcomer E, f30s)
            return legal[0], ""
        tr = table.app.tr
        power = table.words.power_label(p.power, p.count)
        if (
            p.step == "card"
            and p.power in ("take_jigoku", "recall")
            and 0 < len(state.jigoku) <= p.left
            and legal[0].kind == "card"
        ):
            n = len(state.jigoku)
            return legal[0], sentence(tr.plural("shinobi.auto.jigoku", n, power=power, n=n))
        if p.step == "card" and p.power in ONE_CARD_TAKEN and len(legal) == 1:
            # a picker of one card asked anyway (issue 33, s10 brief point 3): choosing
            # nothing is no choice here, so the card is taken and the log says which
            card = table.words.card_label(int(legal[0].args[0]))
            return legal[0], sentence(tr("shinobi.auto.card", power=power, card=card))
        return None

    def play_forced(self) -> None:
        """The person to move at this screen is spared a choice that is none (see
        forced_choice): it is made for them, and the log says so (once for the cards
        of one power taken together)."""
        table = self.table
        self.auto.tick()
        if table.phone_seat(table.state.current_player):
            self.play_forced_on_phone()
            return
        if not table.can_act:
            return
        forced = table.forced_choice()
        if forced is None:
            return
        action, note = forced
        if note and (action.kind != "card" or self.forced_at != len(table.session.actions)):
            # a Court card kept is the holder's own line, once a round (not each turn)
            owner = table.state.current_player if action.kind == "court" else None
            if owner is None or (table.state.round, owner) not in self.court_kept:
                table.log.lines.append((owner, note))
                table.log.scroll = 0
            if owner is not None:
                self.court_kept.add((table.state.round, owner))
        table.play(action)
        if action.kind == "peek":
            table.reveal = None  # a Decoy seen would change nothing: none is shown
        # the prompt says it (a Court card kept: the log alone, the prompt's words after
        # it were cut); a key meant for it does not act in the next choice
        self.auto.picked(note if action.kind != "court" else "")
        # the next card of the same power taken for them is not told again (a target
        # chosen for them before a card is no card: that card is told)
        self.forced_at = len(table.session.actions) if action.kind == "card" else -1

    def play_forced_on_phone(self) -> None:
        """A phone's seat is spared the only opponent, the only clan of a power, as the
        laptop's person is (newcomer H, s16, p118-p119: 'choose a clan' listing Midori's
        only clan). Said by the action's own line; the phone's next view is the step
        after (a tap meant for the choice made is refused as stale by phones.py)."""
        table = self.table
        state = table.state
        if state.is_terminal or table.session.ai_to_move or table.held:
            return
        forced = table.forced_choice()
        if forced is not None and not forced[1] and forced[0].kind in ("target", "clan"):
            table.play(forced[0])

    def playable_cards(self) -> set[int]:
        """Hand cards that are part of some legal play now (they glow)."""
        table = self.table
        state = table.state
        if not table.can_act:
            return set()
        key = (table.version, len(table.session.actions))
        if self.playable_cache is not None and self.playable_cache[0] == key:
            return set(self.playable_cache[1])
        names: set[str] = set()
        if state.phase == "place":
            for action in table.legal():
                names.update(card_name(c) for c in cards_of(action))
        elif state.phase == "discard":
            names = {card_name(int(a.args[0])) for a in table.legal() if a.kind == "discard"}
        playable = {c for c in state.hands[state.current_player] if card_name(c) in names}
        self.playable_cache = (key, playable)
        return set(playable)

    def toggle_card(self, card: int) -> None:
        table = self.table
        state = table.state
        if not table.can_act:
            return
        if card not in self.playable_cards():
            seat = state.current_player
            why = why_not(state, seat, card, table.app.tr, table.legal())
            table.refuse(why or table.app.tr("shinobi.refused"))
            return
        if state.phase == "discard":
            action = next(
                (
                    a
                    for a in table.legal()
                    if a.kind == "discard" and card_name(int(a.args[0])) == card_name(card)
                ),
                None,
            )
            if action is not None:
                table.play(f"discard {card}")
            return
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        table.option_panel.build()
        if len(table.option_panel.options) <= 1 and self.selected:
            self.selected.remove(card)
            table.option_panel.build()
            table.refuse(self.join_refusal(card))
        table.app.audio.play("click")

    def click_group(self, cards: list[int]) -> None:
        """A click on a pile of alike cards: discard one, or pick one more of them for a
        placement; when all are picked, let go of them all."""
        table = self.table
        if not cards:
            return
        if table.state.phase == "discard" or not table.can_act:
            self.toggle_card(cards[0])
            return
        if self.hinted is not None and self.hinted == self.selected:
            # the hint's picks are not the person's: another pile clicked replaces them
            # (newcomer V, s9 g45: Dragon added to the hint's Nue, 'A Yokai is laid alone')
            self.hinted = None
            if not any(c in self.selected for c in cards):
                self.selected = []
        free = [c for c in cards if c not in self.selected]
        if free:
            self.toggle_card(free[0])
            return
        self.selected = [c for c in self.selected if c not in cards]
        table.option_panel.build()
        table.app.audio.play("click")

    def choose_option(self, index: int) -> None:
        table = self.table
        if not table.can_act or not 0 <= index < len(table.option_panel.options):
            return
        action = table.option_panel.options[index][0]
        if action.kind in ("place", "reinforce"):
            given = sorted(self.selected)
            ids = cards_of(action)
            if Counter(map(card_name, given)) == Counter(map(card_name, ids)):
                table.play(" ".join([action.kind, action.args[0], *map(str, given)]))
                return
        table.play(action)

    def join_refusal(self, card: int) -> str:
        """Why `card` joins no placement of the cards picked: a clan's room (a Fox
        clan of three takes one more), a Yokai laid alone, or two clans apart."""
        table = self.table
        state, tr = table.state, table.app.tr
        picked = [*self.selected, card]
        kinds = {card_name(c) for c in picked if card_kind(c) == "clan"}
        yokai = [c for c in picked if card_kind(c) == "yokai"]
        if yokai or len(kinds) == 1:
            one = yokai[0] if yokai else next(c for c in picked if card_kind(c) == "clan")
            why = why_no_more(state, state.current_player, one, tr)
            if why:
                return why
        return str(tr("shinobi.refused.select"))


def cards_of(action: ShinobiAction) -> list[int]:
    """The hand cards an action plays."""
    if action.kind in ("place", "reinforce"):
        return [int(a) for a in action.args[1:]]
    if action.kind in ("yokai", "discard"):
        return [int(action.args[0])]
    return []
