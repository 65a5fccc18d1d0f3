"""What the guided Shinobi game (tutorial.py) knows of the lesson as it is played: the
person's own decisions so far, counted by phase (their first, second and third turns),
and the cards its steps name, read from the person's hand as it is now.

The lesson's seed deals a round where following every step works (tested): a pair of
Carps to lay first, a corrupt card of small strength, a Bear pair and a Ronin for a
clan of three laid in one click, and three Spiders to destroy one of Sora's two clans.
A person who plays otherwise than a step says is never asked for cards they no longer
hold: the step that would is skipped (guide.Step.skip), and the words of the others
name cards of the hand as it is."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ninjas.games import get_game
from ninjas.shinobi.data import card_kind, card_name, card_value
from ninjas.shinobi.rules import ShinobiAction

PERSON = 0
"""The person's seat (the computer, Sora, is seat 1)."""
RONIN_CLANS = ("Bear", "Carp", "Dragon", "Crow", "Rat", "Fox", "Monkey")
"""The clans the Ronin step may lay, those whose power asks least first (Bear: none)."""
POWER_CLANS = ("Spider", "Toad")
"""Clans whose power at three cards aims at an opponent and one of their clans."""
AIMED_POWERS = ("destroy_clan", "return_clan")
"""Their powers: the clan chosen leaves the table (destroyed, or back to its hand)."""


class Lesson:
    """`Lesson(table)`: the person's decisions so far (`count(phase)`) and the lesson's
    plans on their hand now: a lone card to discard, a pair and a Ronin, three cards
    of a striking clan."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self._actions: list[str] = []
        self._state: Any = None
        self._mine: list[tuple[str, str]] = []
        """(phase, kind) of each of the person's actions, in order."""
        self._mine_texts: list[str] = []
        """Each of the person's actions as the session wrote it, in order."""

    # ------------------------------------------------------------------ what was done
    def mine(self) -> list[tuple[str, str]]:
        """The person's decisions as (phase, kind), replayed from the session's actions
        (an undo takes them back too); only the new ones are replayed."""
        session = self.table.session
        actions = session.actions
        known = len(self._actions)
        if self._state is None or actions[:known] != self._actions:
            self._state = get_game("shinobi").new_game(seed=session.seed, options=session.options)
            self._actions, self._mine, self._mine_texts = [], [], []
        for text in actions[len(self._actions) :]:
            state = self._state
            seat, phase = state.current_player, state.phase
            action = state.parse_action(text)
            if seat == PERSON:
                self._mine.append((phase, action.kind))
                self._mine_texts.append(text)
            state.apply(action)
            self._actions.append(text)
        return self._mine

    def count(self, phase: str) -> int:
        """How many of the person's decisions were made in `phase` ('draw': their turns
        begun; 'place'; 'discard')."""
        return sum(1 for done, _ in self.mine() if done == phase)

    def discarded(self, turn: int) -> int | None:
        """The card the person discarded at the end of their turn `turn` (1: the first),
        None before: a step that asked for that discard keeps naming it, not the next
        lone card (newcomer N, s8 g19.png: "the Dragon, say" became "the Tengu, say"
        once the Dragon was down)."""
        self.mine()
        texts = [
            t
            for t, (phase, _) in zip(self._mine_texts, self._mine, strict=True)
            if phase == "discard"
        ]
        if len(texts) < turn:
            return None
        kind, *args = texts[turn - 1].split()
        return int(args[0]) if kind == "discard" and args else None

    def draws(self) -> list[str]:
        """How the person drew at each of their turns: 'recruit' or 'corrupt'."""
        return [kind for phase, kind in self.mine() if phase == "draw"]

    # ------------------------------------------------------------------ the hand now
    def _hand(self) -> list[int]:
        return list(self.table.state.hands[PERSON])

    def lone_card(self, keep: str | None = None) -> int | None:
        """The card the lesson says to discard: one the hand holds alone (no Ronin),
        of the lowest strength, and not of the clan `keep`."""
        hand = self._hand()
        names = Counter(card_name(c) for c in hand)
        lone = [
            c
            for c in hand
            if names[card_name(c)] == 1 and card_kind(c) != "ronin" and card_name(c) != keep
        ]
        if not lone:
            lone = [c for c in hand if card_kind(c) != "ronin" and card_name(c) != keep]
        return min(lone, key=lambda c: (card_value(c), c)) if lone else None

    def ronin_plan(self) -> ShinobiAction | None:
        """A new clan of three laid in one click: two cards of a clan not yet on the
        person's table and a Ronin (None when the hand has no such cards)."""
        hand = self._hand()
        ronin = [c for c in hand if card_kind(c) == "ronin"]
        laid = self.table.state.clans[PERSON]
        if not ronin:
            return None
        for clan in RONIN_CLANS:
            cards = [c for c in hand if card_name(c) == clan and card_kind(c) == "clan"]
            if clan not in laid and len(cards) == 2:
                return ShinobiAction("place", (clan, *map(str, [*cards, ronin[0]])))
        return None

    def power_plan(self) -> ShinobiAction | None:
        """Three cards of a clan whose power aims at an opponent's clan (a Spider
        destroys it, a Toad sends it back to the hand), not yet on the person's table;
        None when the hand has none, or when the opponent has no clan to aim at while
        the person places."""
        state = self.table.state
        hand = self._hand()
        laid = state.clans[PERSON]
        if state.phase == "place" and state.current_player == PERSON and not state.clans[1]:
            return None
        for clan in POWER_CLANS:
            cards = [c for c in hand if card_name(c) == clan and card_kind(c) == "clan"]
            if clan not in laid and len(cards) >= 3:
                return ShinobiAction("place", (clan, *map(str, cards[:3])))
        return None

    def power_laid(self) -> ShinobiAction | None:
        """The striking clan the person has laid, as the move that laid it (its cards on
        the table now), the last laid if two: what the power step still speaks of once
        the clan is down and its target is chosen, when power_plan() has no cards left
        to plan with (newcomer L, issue 33: the step then showed '{clan}', '{row}')."""
        laid = self.table.state.clans[PERSON]
        for clan in reversed(list(laid)):
            if clan in POWER_CLANS:
                return ShinobiAction("place", (clan, *map(str, laid[clan])))
        return None

    def aim_plan(self) -> ShinobiAction | None:
        """The clan the lesson's striking power is advised to take while the person
        chooses it: the opponent's strongest (its cards' strength, the most it takes off
        their score; more cards first at a tie), None while no such choice is asked
        (newcomer V, s20, step 12 asked 'which clan?' and said nothing)."""
        state = self.table.state
        if state.phase != "power" or state.current_player != PERSON or not state.pending:
            return None
        pending = state.pending[0]
        if pending.power not in AIMED_POWERS or pending.step != "clan" or pending.target is None:
            return None
        clans = state.clans[pending.target]
        offered = [a for a in self.table.legal() if a.kind == "clan" and a.args[0] in clans]
        if not offered:
            return None
        return max(offered, key=lambda a: (self.clan_strength(a.args[0]), len(clans[a.args[0]])))

    def clan_strength(self, clan: str) -> int:
        """The strength of the aimed opponent's clan `clan` (its red seal's number)."""
        state = self.table.state
        seat = state.pending[0].target
        return sum(state.card_score(seat, c) for c in state.clans[seat][clan])
