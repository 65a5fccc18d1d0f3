"""Ninja Taisen rules (RULINGS section 1): the state, legal actions, moves and combat.

Internally an action is a small int code: die * 10 + local card index (0..29), or END.
The public API turns codes into `TaisenAction` values with a stable text form.
Event lists are only built when asked for, so playouts and AI search stay fast.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from typing import Any

from ninjas.core.events import Event
from ninjas.core.protocol import TERMINAL
from ninjas.core.rng import make_rng

from .cards import (
    BEATS,
    CARDS_PER_SIDE,
    COLOUR,
    DICE_LETTERS,
    DIE_COLOUR,
    DIE_FACES,
    DIRECTION,
    ENEMY_VILLAGE,
    JOKER,
    LOCAL_TOKENS,
    MONKEY,
    POSITIONS,
    SETUP_COUNTS,
    SHOGUN,
    SHOGUN_LOCAL,
    SHOGUN_STRENGTH,
    SIDE_NAMES,
    STRENGTH,
    TOKEN,
    VILLAGE,
    WOLF,
)
from .notation import parse_notation, to_notation

END = 30
"""Action code of `end`."""

GAME_NAME = "taisen"


@dataclass(frozen=True, slots=True)
class TaisenAction:
    """`b:P1` (use the blue die to move Paper 1 of the side to move) or `end`."""

    code: int

    @property
    def is_end(self) -> bool:
        return self.code == END

    @property
    def die(self) -> int:
        """Die index 0..2 (red, green, blue); -1 for `end`."""
        return -1 if self.code == END else self.code // 10

    @property
    def local_card(self) -> int:
        return -1 if self.code == END else self.code % 10

    def __str__(self) -> str:
        return ACTION_TEXT[self.code]

    def to_json(self) -> str:
        return str(self)


ACTION_TEXT = tuple(
    f"{DICE_LETTERS[code // 10]}:{LOCAL_TOKENS[code % 10]}" for code in range(END)
) + ("end",)
ACTIONS = tuple(TaisenAction(code) for code in range(END + 1))
CODE_OF_TEXT = {text: code for code, text in enumerate(ACTION_TEXT)}


def roll_dice(rng: random.Random) -> list[int]:
    """Red, green, blue values; faces 1,1,1,2,2,3."""
    faces = DIE_FACES
    return [faces[int(rng.random() * 6)] for _ in range(3)]


class TaisenState:
    """A Ninja Taisen position plus the game's own seeded generator.

    stacks[side][pos] lists that side's cards on pos, bottom to top. Between actions
    no position holds cards of both sides.
    """

    game = GAME_NAME
    num_players = 2

    __slots__ = (
        "stacks",
        "where",
        "alive",
        "side",
        "dice",
        "shogun_moved",
        "winner_side",
        "rng",
        "seed",
    )

    def __init__(self, seed: int = 0) -> None:
        self.stacks: list[list[list[int]]] = [
            [[] for _ in range(POSITIONS)],
            [[] for _ in range(POSITIONS)],
        ]
        self.where: list[int] = [-1] * 20
        self.alive: list[int] = [0, 0]
        self.side = MONKEY
        self.dice: list[int] | None = None
        """Red, green, blue values (0 = used), or None when not rolled yet."""
        self.shogun_moved = False
        self.winner_side: int | None = None
        self.rng = make_rng(seed)
        self.seed = seed

    # ------------------------------------------------------------------ protocol
    @property
    def current_player(self) -> int:
        return TERMINAL if self.winner_side is not None else self.side

    @property
    def is_terminal(self) -> bool:
        return self.winner_side is not None

    @property
    def winner(self) -> str | None:
        """None, "monkey" or "wolf"."""
        return None if self.winner_side is None else SIDE_NAMES[self.winner_side]

    @property
    def win_reason(self) -> str | None:
        """Why the game ended: "elimination" (the loser has no card left) or
        "village"; None while it goes on."""
        if self.winner_side is None:
            return None
        return "elimination" if self.alive[1 - self.winner_side] == 0 else "village"

    @property
    def side_name(self) -> str:
        return SIDE_NAMES[self.side]

    def returns(self) -> list[float]:
        if self.winner_side is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner_side == MONKEY else [-1.0, 1.0]

    def legal_actions(self) -> list[TaisenAction]:
        return [ACTIONS[code] for code in self.legal_codes()]

    def parse_action(self, text: str) -> TaisenAction:
        code = CODE_OF_TEXT.get(text)
        if code is None:
            raise ValueError(f"not a Ninja Taisen action: {text!r} (expected e.g. 'b:P1' or 'end')")
        return ACTIONS[code]

    def apply(self, action: TaisenAction | str) -> list[Event]:
        """Play a legal action (or its text); returns the events it caused (led by the
        roll when the position's dice were `?`). An illegal action raises ValueError
        and leaves the state unchanged."""
        if isinstance(action, str):
            action = self.parse_action(action)
        if self.winner_side is not None:
            raise ValueError(f"the game is over: {action} is not possible")
        unrolled = self.dice is None
        before = self.rng.getstate() if unrolled else None
        events = self.roll()  # a "?" position rolls first; the roll is reported too
        if action.code not in self.legal_codes():
            reason = self._why_illegal(action)
            if before is not None:  # an illegal action changes nothing, not even the dice
                self.dice = None
                self.rng.setstate(before)
            position = self.to_notation()  # (as it was: written only for the refusal)
            raise ValueError(f"illegal action {action} in {position}: {reason}")
        self.apply_code(action.code, events)
        return events

    def clone(self) -> TaisenState:
        """An independent copy: editing any part of it (down to a stack's list) leaves
        this state unchanged."""
        other = self.clone_without_rng()
        other.stacks = [[stack[:] for stack in side] for side in self.stacks]
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    def clone_without_rng(self) -> TaisenState:
        """A cheap copy for AI search: it shares this state's generator object and its
        stack lists, which the engine never edits in place (see apply_code), so the copy
        must only be changed through apply(). Use clone() for a copy to edit."""
        other = TaisenState.__new__(TaisenState)
        # stack lists are never changed in place (see apply_code), so sharing them is safe
        other.stacks = [self.stacks[0][:], self.stacks[1][:]]
        other.where = self.where[:]
        other.alive = self.alive[:]
        other.side = self.side
        other.dice = None if self.dice is None else self.dice[:]
        other.shogun_moved = self.shogun_moved
        other.winner_side = self.winner_side
        other.rng = self.rng
        other.seed = self.seed
        return other

    # ------------------------------------------------------------------ notation
    def to_notation(self) -> str:
        return to_notation(self)

    def __repr__(self) -> str:
        return f"TaisenState({self.to_notation()!r})"

    # ------------------------------------------------------------------ engine
    def roll(self) -> list[Event]:
        """Roll the dice of the side to move if they are not rolled yet (`?`), with the
        state's own generator; returns the "dice_rolled" event (none if nothing to roll).
        A turn that ends leaves the next dice unrolled, so the position after it is
        deterministic; the interface calls this to show the new turn's roll."""
        if self.dice is not None or self.winner_side is not None:
            return []
        self.dice = roll_dice(self.rng)
        return [self._dice_event()]

    def ensure_rolled(self) -> None:
        if self.dice is None:
            self.roll()

    def _dice_event(self) -> Event:
        assert self.dice is not None
        return Event(
            "dice_rolled",
            {
                "side": SIDE_NAMES[self.side],
                "dice": dict(zip(DICE_LETTERS, self.dice, strict=True)),
            },
        )

    def move_codes(self) -> list[int]:
        """Legal die moves (codes 0..29) of the side to move."""
        if self.dice is None:
            self.ensure_rolled()
        dice = self.dice
        assert dice is not None
        side = self.side
        base = side * 10
        enemy_village = ENEMY_VILLAGE[side]
        shogun = SHOGUN[side]
        shogun_free = not self.shogun_moved
        r, g, b = dice
        codes: list[int] = []
        for pos, stack in enumerate(self.stacks[side]):
            n = len(stack)
            if not n or pos == enemy_village:
                continue
            for card in stack[n - 3 if n > 3 else 0 :]:
                if card == shogun:
                    if shogun_free:
                        if r:
                            codes.append(SHOGUN_LOCAL)
                        if g:
                            codes.append(10 + SHOGUN_LOCAL)
                        if b:
                            codes.append(20 + SHOGUN_LOCAL)
                else:
                    colour = COLOUR[card]
                    # red die moves scissors, green paper, blue rock
                    if colour == 2:
                        if r:
                            codes.append(card - base)
                    elif colour == 1:
                        if g:
                            codes.append(10 + card - base)
                    elif b:
                        codes.append(20 + card - base)
        return codes

    def legal_codes(self) -> list[int]:
        if self.winner_side is not None:
            return []
        codes = self.move_codes()
        assert self.dice is not None
        if not codes or 0 in self.dice:
            codes.append(END)
        return codes

    def refusal(self, local: int, die: int | None = None) -> tuple[str, dict[str, Any]] | None:
        """Why the side to move cannot move its card `local` (with `die`, or with any
        die): a reason code and its details, for the interface to say in words; None if
        it can. Codes: game_over, eliminated, on_enemy_village, covered (details: above),
        shogun_moved, die_used, wrong_colour, no_die (no die of its colour is left)."""
        if self.winner_side is not None:
            return "game_over", {}
        self.ensure_rolled()
        assert self.dice is not None
        side = self.side
        card = side * 10 + local
        pos = self.where[card]
        if pos < 0:
            return "eliminated", {"card": TOKEN[card]}
        if pos == ENEMY_VILLAGE[side]:
            return "on_enemy_village", {"card": TOKEN[card]}
        stack = self.stacks[side][pos]
        above = len(stack) - 1 - stack.index(card)
        if above > 2:
            return "covered", {"card": TOKEN[card], "above": above}
        if card == SHOGUN[side] and self.shogun_moved:
            return "shogun_moved", {"card": TOKEN[card]}
        if die is not None:
            if not self.dice[die]:
                return "die_used", {"die": DICE_LETTERS[die]}
            if card != SHOGUN[side] and COLOUR[card] != DIE_COLOUR[die]:
                return "wrong_colour", {"card": TOKEN[card], "die": DICE_LETTERS[die]}
            return None
        usable = [d for d in range(3) if self.dice[d]]
        if card != SHOGUN[side]:
            usable = [d for d in usable if DIE_COLOUR[d] == COLOUR[card]]
        if not usable:
            return "no_die", {"card": TOKEN[card]}
        return None

    def _why_illegal(self, action: TaisenAction) -> str:
        if action.is_end:
            return "use at least one die first (a die still has a legal move)"
        reason = self.refusal(action.local_card, action.die)
        if reason is None:
            return "not a legal move here"
        code, details = reason
        return REFUSAL_TEXT[code].format(**details)

    def apply_code(self, code: int, events: list[Event] | None = None) -> None:
        """Play a code known to be legal (dice rolled). Appends events when `events`
        is a list."""
        if code == END:
            self._end_turn(events)
            return
        dice = self.dice
        assert dice is not None
        die = code // 10
        side = self.side
        card = side * 10 + code % 10
        value = dice[die]
        dice[die] = 0
        if card == SHOGUN[side]:
            self.shogun_moved = True
        src = self.where[card]
        # copy-on-write: stack lists may be shared with clones, so changed ones are replaced
        own = self.stacks[side]
        stack = own[src]
        index = stack.index(card)
        moving = stack[index:]
        own[src] = stack[:index]
        dst = src + value * DIRECTION[side]
        if dst > 10:
            dst = 10
        elif dst < 0:
            dst = 0
        own[dst] = own[dst] + moving
        where = self.where
        for c in moving:
            where[c] = dst
        if events is not None:
            events.append(
                Event(
                    "moved",
                    {
                        "side": SIDE_NAMES[side],
                        "die": DICE_LETTERS[die],
                        "value": value,
                        "cards": [TOKEN[c] for c in moving],
                        "src": src,
                        "dst": dst,
                    },
                )
            )
        if self.stacks[1 - side][dst]:
            self._resolve_combats(dst, events)
            if self.winner_side is not None:
                return
        if not (dice[0] or dice[1] or dice[2]):
            self._end_turn(events)

    def _unused(self) -> dict[str, Any]:
        """The dice the turn ends without, each with whether a ninja could still move
        with it (the log says a die left unused, and why: newcomer Y, s13, 028 'I
        wondered if I missed a move'): {"unused": [{"die", "value", "could"}]}, or
        nothing when every die was used."""
        dice = self.dice
        if dice is None or not any(dice) or self.winner_side is not None:
            return {}
        movable = {code // 10 for code in self.move_codes()}
        unused = [
            {"die": DICE_LETTERS[die], "value": value, "could": die in movable}
            for die, value in enumerate(dice)
            if value
        ]
        return {"unused": unused}

    def _end_turn(self, events: list[Event] | None) -> None:
        """The win check, then the turn passes; the next dice stay unrolled (`?`)."""
        side = self.side
        if events is not None:
            events.append(Event("turn_ended", {"side": SIDE_NAMES[side], **self._unused()}))
        if self.stacks[side][ENEMY_VILLAGE[side]]:
            self._win(side, "village", events)
            return
        self.side = 1 - side
        self.shogun_moved = False
        self.dice = None

    def _win(self, side: int, reason: str, events: list[Event] | None) -> None:
        self.winner_side = side
        if events is not None:
            events.append(Event("game_over", {"winner": SIDE_NAMES[side], "reason": reason}))

    def _eliminate(self, card: int, pos: int, events: list[Event] | None) -> bool:
        """Remove a card that lost; True if that side has no card left (game over)."""
        side = card // 10
        self.stacks[side][pos].pop()
        self.where[card] = -1
        self.alive[side] -= 1
        if events is not None:
            events.append(Event("eliminated", {"card": TOKEN[card], "pos": pos}))
        if self.alive[side] == 0:
            self._win(1 - side, "elimination", events)
            return True
        return False

    def _resolve_combats(self, first: int, events: list[Event] | None) -> None:
        """Resolve the combat at `first`, then any combats retreats triggered (FIFO)."""
        queue = deque((first,))
        monkey_stacks, wolf_stacks = self.stacks
        active = self.side
        where = self.where
        while queue:
            pos = queue.popleft()
            if not (monkey_stacks[pos] and wolf_stacks[pos]):
                continue
            if events is not None:
                events.append(Event("combat_started", {"pos": pos}))
            mstack = monkey_stacks[pos] = monkey_stacks[pos][:]
            wstack = wolf_stacks[pos] = wolf_stacks[pos][:]
            shogun_strength = [SHOGUN_STRENGTH, SHOGUN_STRENGTH]
            while mstack and wstack:
                mc = mstack[-1]
                wc = wstack[-1]
                mcol = COLOUR[mc]
                wcol = COLOUR[wc]
                ms = shogun_strength[0] if mcol == JOKER else STRENGTH[mc]
                ws = shogun_strength[1] if wcol == JOKER else STRENGTH[wc]
                if mcol != wcol and mcol != JOKER and wcol != JOKER:
                    result = MONKEY if BEATS[mcol] == wcol else WOLF
                    reason = "colour"
                elif ms != ws:
                    result = MONKEY if ms > ws else WOLF
                    reason = "strength"
                elif pos == 0 or pos == 10:
                    # the village's owner cannot retreat: it loses, the other card stays
                    result = WOLF if pos == 0 else MONKEY
                    reason = "village"
                else:
                    result = -1
                    reason = "tie"
                if events is not None:
                    events.append(
                        Event(
                            "duel",
                            {
                                "pos": pos,
                                "monkey": TOKEN[mc],
                                "wolf": TOKEN[wc],
                                "monkey_strength": ms,
                                "wolf_strength": ws,
                                "result": SIDE_NAMES[result] if result >= 0 else "tie",
                                "reason": reason,
                            },
                        )
                    )
                # a Shogun is weakened by real wins only: a village tie is still a tie
                if result == MONKEY:
                    if mcol == JOKER and reason != "village":
                        shogun_strength[0] -= ws
                        if events is not None:
                            events.append(
                                Event(
                                    "shogun_strength",
                                    {"side": "monkey", "strength": shogun_strength[0]},
                                )
                            )
                    if self._eliminate(wc, pos, events):
                        return
                elif result == WOLF:
                    if wcol == JOKER and reason != "village":
                        shogun_strength[1] -= ms
                        if events is not None:
                            events.append(
                                Event(
                                    "shogun_strength",
                                    {"side": "wolf", "strength": shogun_strength[1]},
                                )
                            )
                    if self._eliminate(mc, pos, events):
                        return
                else:
                    mstack.pop()
                    wstack.pop()
                    mdst, wdst = pos - 1, pos + 1
                    monkey_stacks[mdst] = monkey_stacks[mdst] + [mc]
                    wolf_stacks[wdst] = wolf_stacks[wdst] + [wc]
                    where[mc] = mdst
                    where[wc] = wdst
                    if events is not None:
                        events.append(
                            Event("retreated", {"card": TOKEN[mc], "src": pos, "dst": mdst})
                        )
                        events.append(
                            Event("retreated", {"card": TOKEN[wc], "src": pos, "dst": wdst})
                        )
                    # new combats wait behind the current one; the one closer to the
                    # active player's village first
                    triggered = []
                    if wolf_stacks[mdst]:
                        triggered.append(mdst)
                    if monkey_stacks[wdst]:
                        triggered.append(wdst)
                    if active == WOLF:
                        triggered.reverse()
                    for target in triggered:
                        if target not in queue:
                            queue.append(target)
            if events is not None:
                events.append(Event("combat_ended", {"pos": pos}))


REFUSAL_TEXT = {
    "game_over": "the game is over",
    "eliminated": "{card} has been eliminated",
    "on_enemy_village": "{card} stands on the enemy village: it cannot move",
    "covered": "{above} cards sit on top of {card}: at most two may ride along",
    "shogun_moved": "the Shogun has already moved this turn",
    "die_used": "the {die} die is already used",
    "wrong_colour": "{card} is not the colour of the {die} die",
    "no_die": "no die of {card}'s colour is left",
}
"""TaisenState.refusal's codes in English words (for errors; the interface translates)."""


def new_game(players: int = 2, seed: int = 0, options: dict[str, Any] | None = None) -> TaisenState:
    """A fresh game: cards shuffled and the first player chosen from `seed` unless
    options["first"] is "monkey" or "wolf"; the first player's dice are rolled."""
    if players != 2:
        raise ValueError("Ninja Taisen is a game for 2 players")
    options = options or {}
    first = options.get("first")
    if first not in (None, "monkey", "wolf", "random"):
        raise ValueError(f"option 'first' must be 'monkey', 'wolf' or 'random', not {first!r}")
    state = TaisenState(seed)
    rng = state.rng
    for side in (MONKEY, WOLF):
        cards = [side * 10 + local for local in range(CARDS_PER_SIDE) if local != SHOGUN_LOCAL]
        rng.shuffle(cards)
        village = VILLAGE[side]
        state.stacks[side][village].append(SHOGUN[side])
        for distance, count in SETUP_COUNTS:
            pos = village + distance * DIRECTION[side]
            state.stacks[side][pos].extend(cards[:count])
            del cards[:count]
        for pos, stack in enumerate(state.stacks[side]):
            for card in stack:
                state.where[card] = pos
        state.alive[side] = CARDS_PER_SIDE
    if first in (None, "random"):
        state.side = rng.randrange(2)
    else:
        state.side = MONKEY if first == "monkey" else WOLF
    state.dice = roll_dice(rng)
    return state


def random_playout(state: TaisenState, rng: random.Random) -> int:
    """Play uniformly random legal actions to the end (dice rolled with `rng`);
    returns the winning side. Mutates `state`."""
    state.rng = rng
    rand = rng.random
    legal = state.legal_codes
    apply = state.apply_code
    while state.winner_side is None:
        codes = legal()
        apply(codes[int(rand() * len(codes))])
    return state.winner_side


def initial_events(state: TaisenState) -> list[Event]:
    """The dice on the table as a "dice_rolled" event (rolling them if not rolled
    yet), for a scene opening a game, a new one or a loaded one."""
    if state.winner_side is not None:
        return []
    return state.roll() or [state._dice_event()]


def invariant_errors(state: TaisenState) -> list[str]:
    """What is wrong with a position (empty when nothing is): the two sides never share
    a position, no card is in two places, `where` and `alive` agree with the stacks.
    For property tests and the soak (tools/soak.py)."""
    errors: list[str] = []
    seen: set[int] = set()
    for pos in range(len(state.stacks[0])):
        mine, theirs = state.stacks[0][pos], state.stacks[1][pos]
        if mine and theirs:
            errors.append(f"both sides on {pos}")
        for card in mine + theirs:
            if card in seen:
                errors.append(f"card {card} in two places")
            seen.add(card)
            if state.where[card] != pos:
                errors.append(f"card {card} on {pos} but where says {state.where[card]}")
    alive = [sum(1 for c in seen if c < 10), sum(1 for c in seen if c >= 10)]
    if state.alive != alive:
        errors.append(f"alive {state.alive} but the stacks hold {alive}")
    return errors


def from_notation(text: str, seed: int = 0) -> TaisenState:
    """The position written in `text` (../shared/docs/NOTATION.md), with a generator
    seeded by `seed`; ValueError naming the field and the problem."""
    position = parse_notation(text)
    state = TaisenState(seed)
    for pos, cards in enumerate(position.stacks):
        for card in cards:
            state.where[card] = pos
            state.alive[card // 10] += 1
        if cards:
            state.stacks[cards[0] // 10][pos] = list(cards)
    state.side = position.side
    state.dice = None if position.dice is None else list(position.dice)
    state.shogun_moved = position.shogun_moved
    for side in (MONKEY, WOLF):
        if state.alive[side] == 0 and state.alive[1 - side] > 0:
            state.winner_side = 1 - side
    return state
