"""Dojo AI. Every level plays on `determinize(seat)` (so only on what its seat may know:
never the face-down cards, never a deck's order) and judges positions with one Dojo
evaluation: land held, ninjas, threats to either Dojo, and the cards left.

- greedy and normal: each step of the move is the one that looks best right now;
  battles and summons by the shared heuristics. easy too, but for a random legal
  choice now and then (BLUNDER).
- hard: plans the whole move as a search: beam search over complete move sequences,
  judges each end position after the battles it leads to (their odds worked out
  exactly for the numbers on each side) and the opponent's best reply, and plays the
  best; it weighs the Blitz and sizes its summons by the clock.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from ninjas.ai.deadline import past

from . import data
from .ai_clock import ENDS_LOST, behind_most, clock_terms, ends_lost
from .ai_guard import keep_home
from .ai_lead import kept_summon, spread
from .hexgrid import Hex, neighbours
from .movement import Movement, Step
from .paths import all_costs, paths_from
from .paths import path_costs as path_costs  # (guard.py's, the lessons')
from .reserve import summon_room
from .rules import DojoAction, DojoState
from .scoring import land_count_winner


@dataclass(frozen=True)
class Preset:
    plans: int
    """Complete move sequences sampled per move."""
    top: int
    """Each sampled step is drawn among this many best next steps."""
    blitz: bool
    """Weigh Blitz against the roll (else never use it)."""
    clock: bool
    """Mind the clock: size summons by the land count and the cards left."""
    evals: int
    """Positions judged at most while planning one move."""
    beam: int = 0
    """Plan the move by beam search keeping this many best partial moves (0: sample)."""
    replies: int = 0
    """Judge this many of the best moves by playing on to the end of the other side's
    reply (a greedy model of it, in REPLY_WORLDS deals of what is hidden)."""


PRESETS: dict[str, Preset] = {
    "hard": Preset(plans=220, top=3, blitz=True, clock=True, evals=6000, beam=6, replies=5),
}
"""The levels that plan their move as a search; the others play as greedy (BLUNDER)."""
CAREFUL = Preset(plans=60, top=4, blitz=True, clock=True, evals=1500, beam=2)
"""How hard's model of its own turn after a move summons and rolls."""
BLUNDER = {"easy": 0.6, "normal": 0.0}
"""Levels that play greedy's choice, and the chance of a random legal one in its place (a
newcomer's oversight). Searching levels were no step apart: with plans=60 normal won 52
of 100 against easy (plans=12) and 49 of 100 against hard (the README's Arena section)."""

LAND = 1.0
LAND_EARLY = 1.6
"""The weight of land while both decks are full (it grows to 3 as one runs short): a
hex held is the score at the land count, and the game is short (about four turns each).
At 1.0 hard held less land than greedy through the middle of the game (3.0 hexes to 4.2
after three turns, in the games it won too)."""
GREEDY_LAND_EARLY = 0.6
"""The same for greedy, which judges only land and ninjas (kept as the yardstick)."""
NINJA = 0.4
REPLY_WORLDS = 2
REPLY_ACTIONS = 400
REPLY_WIN = 60.0
THREAT = 0.8
"""Weight of the land the other side may take next move (as a share of land)."""
COUNTER = 0.4
"""Weight of the mover's own threats: the other side moves before they come true."""
THREATENED_HEXES = 3
WIN_NOW = 30.0
"""A position where the mover can end the game at once (a draw past its deck) while
ahead on land: as good as won."""
RESERVE = 8
"""Cards kept back when behind: a player who must draw from an empty deck ends the game
(battles draw too)."""
CAPTURE = 100.0
"""The mover's ninja on the enemy Dojo, no enemy there, at the end of its turn: won."""
DOJO_DANGER = 10.0
"""Weight of the chance that the other side takes the Dojo next turn (a lost game, but
at 25 one more guard outweighed every hex of land a move could take)."""
DOJO_THREAT = 6.0
FRONT = 0.4
"""A small pull toward the enemy Dojo for each ninja (shorter path, more value)."""
THROW = 1.0
"""Weight, in ninjas, of the projectiles each side may throw from where its ninjas stand
(Judge.throws): each one kills with a card higher than the defender's (WIN_CLASH) and
its thrower is never harmed, so a ninja on plains beside enemies is worth more and one
beside their plains is worth less. Hard against greedy, screened (wins of games, before
-> after): seeds 5000-5299 254 -> 266 of 300, with all six options 251 -> 258; seeds
7000-7399 326 -> 327 of 400, with the options 334 -> 337 (2.0: 262 of 300 at 5000)."""
THROW_LATER = 0.6
"""The other side's throws come after its move (its ninjas may have gone): this share."""
BLITZ_GAIN = 2.5
"""What six moves must gain over a roll's average for the Blitz to be spent..."""
BLITZ_LAST_GAIN = 0.5
"""...and when this turn is likely the last one (a deck shorter than its owner's ninjas)."""
FREE_STEP_GAIN = 0.01
"""What a free forest step must gain to be taken step by step (so the walk ends soon)."""
PLAN_FREE_STEPS = 6
"""The AI takes at most this many free forest steps in a move (its horizon, to keep its
thinking short; the rules set no limit)."""
SAMPLED_STEPS = 10
"""A sampled sequence judges at most this many of the next steps (the greedy one all)."""
TIE = 1 / 13
WIN_CLASH = 6 / 13


@cache
def battle_odds(
    attackers: int, defenders: int, defender_wins_ties: bool
) -> tuple[float, float, float]:
    """(P attacker clears the hex, expected attackers left, expected defenders left) when
    every clash is a fair draw of two cards (ties change nothing, or go to the defender)."""
    if defenders == 0:
        return (1.0, float(attackers), 0.0)
    if attackers == 0:
        return (0.0, 0.0, float(defenders))
    p_att = WIN_CLASH
    p_def = WIN_CLASH + (TIE if defender_wins_ties else 0.0)
    p = p_att / (p_att + p_def)
    w1, a1, d1 = battle_odds(attackers, defenders - 1, defender_wins_ties)
    w2, a2, d2 = battle_odds(attackers - 1, defenders, defender_wins_ties)
    return (p * w1 + (1 - p) * w2, p * a1 + (1 - p) * a2, p * d1 + (1 - p) * d2)


def reach_chance(cost: int, blitz: bool) -> float:
    """The chance that a roll (or Blitz) gives at least `cost` moves."""
    if cost <= 0:
        return 1.0
    if cost > data.MOVE_ROLL_MAX:
        return 0.0
    return 1.0 if blitz else (data.MOVE_ROLL_MAX + 1 - cost) / data.MOVE_ROLL_MAX


@cache
def raid_odds(cost: int, stack: int, defenders: int, ties: bool, blitz: bool) -> float:
    """The chance that `stack` ninjas at move cost `cost` from a hex clear its
    `defenders` on their next move. A step moves one ninja, so only as many arrive as
    the moves pay for (each pays `cost`; a path of free forest steps lets all come); the
    moves are a roll, or six under Blitz when `blitz` (its owner picks the better)."""
    if stack <= 0:
        return 0.0

    def clears(moves: int) -> float:
        arrive = stack if cost <= 0 else min(stack, moves // cost)
        return battle_odds(arrive, defenders, ties)[0] if arrive else 0.0

    rolled = sum(clears(r) for r in range(1, data.MOVE_ROLL_MAX + 1)) / data.MOVE_ROLL_MAX
    return max(rolled, clears(data.MOVE_ROLL_MAX)) if blitz else rolled


class Judge:
    """The Dojo evaluation for one seat on one state's board."""

    def __init__(self, state: DojoState, seat: int, simple: bool = False) -> None:
        self.simple = simple
        """Only the immediate gain: land and ninjas once the battles are fought."""
        self.state = state
        self.seat = seat
        self.terrain = state.terrain
        self.dojos = state.dojos
        self.costs = all_costs(state.board.terrain, tuple(state.dojos))
        self.to_enemy = self._costs_to(state.enemy_dojo(seat))
        self.to_home = self._costs_to(state.enemy_dojo(1 - seat))
        low = min(len(state.decks[0]), len(state.decks[1]))
        late = max(0.0, 1.0 - low / 40.0)
        """0 while both decks are full, 1 once one runs short: the land count draws near."""
        early = GREEDY_LAND_EARLY if simple else LAND_EARLY
        self.land_weight = LAND * (early + (3.0 - early) * late)
        self.ninja_weight = NINJA * (2.5 - 1.8 * late) if not simple else NINJA
        self.decks = (len(state.decks[0]), len(state.decks[1]))
        self.clock = state.phase in ("roll", "move", "battle")
        """Judging the mover's own turn: it may still end the game by its summons."""
        self.mountain_ties = state.toggle("defense_advantage")
        self.throw_home = state.dojos[seat] if state.toggle("dojo_defense") else None
        """The seat's own Dojo when its ninjas may throw from it (Dojo Defense)."""

    def _costs_to(self, target: Hex) -> dict[Hex, int]:
        # the board's own costs, worked out once a board (all_costs: the same search
        # on the same terrain); read only
        known = self.costs.get(target)
        return known if known is not None else path_costs(self.terrain, target)

    def value(self, ninjas: dict[Hex, list[int]], attacker: int) -> float:
        """How good `ninjas` is for the seat, `attacker` to fight the shared hexes now."""
        me, them = self.seat, 1 - self.seat
        terrain, mountain_ties = self.terrain, self.mountain_ties
        costs0, costs1 = (self.to_enemy, self.to_home) if me == 0 else (self.to_home, self.to_enemy)
        expected: dict[Hex, tuple[float, float]] = {}
        land0 = land1 = count0 = count1 = front0 = front1 = 0.0
        for h, c in ninjas.items():  # (one pass, sums in the same order: the same floats)
            kind = terrain.get(h)
            if c[0] and c[1]:
                a, d = c[attacker], c[1 - attacker]
                _, ea, ed = battle_odds(a, d, mountain_ties or kind == "mountain")
                x, y = (ea, ed) if attacker == 0 else (ed, ea)
            else:
                x, y = float(c[0]), float(c[1])
            expected[h] = (x, y)
            count0 += x
            count1 += y
            if kind not in ("water", "dojo", None) and (y < 0.5 or x < 0.5) and x + y > 0:
                land0 += x / (x + y)
                land1 += y / (x + y)
            front0 += x / (1 + costs0.get(h, 12))
            front1 += y / (1 + costs1.get(h, 12))
        land, count, front = [land0, land1], [count0, count1], [front0, front1]
        score = self.land_weight * (land[me] - land[them])
        score += self.ninja_weight * (count[me] - count[them])
        if self.simple:
            return score
        if self.clock and attacker == me and self.ends_won(ninjas):
            return score + CAPTURE
        if attacker == me:
            taken = expected.get(self.state.enemy_dojo(me), (0.0, 0.0))
            if taken[me] >= 0.5 and taken[them] < 0.5:
                return score + CAPTURE
        if self.clock and attacker == me:
            ahead = land[me] - land[them]
            if ahead > 0.5 and count[me] > self.decks[me]:
                score += WIN_NOW + ahead
            elif ahead < -0.5 and count[them] > self.decks[them]:
                score -= 0.5 * WIN_NOW
        # the race against a deck run out while ahead, and poor attacks (ai_clock)
        score += clock_terms(self, battle_odds, ninjas, land, count, attacker)
        score += FRONT * (front[me] - front[them])
        for side in (me, them):
            weight = THROW if side == attacker else THROW * THROW_LATER
            kills = self.throws(expected, side) * WIN_CLASH
            score += (1 if side == me else -1) * weight * self.ninja_weight * kills
        score -= self.land_weight * THREAT * self.threat(expected, me)
        score += self.land_weight * THREAT * COUNTER * self.threat(expected, them)
        score -= DOJO_DANGER * self.danger(expected, them)
        score += DOJO_THREAT * self.danger(expected, me)
        return score

    def final(self, ninjas: dict[Hex, list[int]]) -> float:
        """value() of a complete move, the seat to fight: a fight it must fight that ends
        the game lost counts (ai_clock.ends_lost), not a walk that passes an enemy stack
        on its way (the steps of a move are judged by value() alone)."""
        value = self.value(ninjas, self.seat)
        if self.clock and not self.ends_won(ninjas) and ends_lost(self, ninjas):
            return value - ENDS_LOST
        return value

    def throws(self, expected: dict[Hex, tuple[float, float]], side: int) -> float:
        """Projectiles `side` may throw from where its ninjas stand (plains it holds
        alone, or its Dojo under Dojo Defense), one a ninja, at most as many as the
        enemies beside them."""
        other = 1 - side
        home = self.dojos[side] if self.throw_home is not None else None
        total = 0.0
        for h, pair in expected.items():
            if pair[side] < 0.5 or pair[other] >= 0.5:
                continue
            if self.terrain.get(h) != "plains" and h != home:
                continue
            near = 0.0
            for n in neighbours(h):
                e = expected.get(n)
                if e is not None and e[other] >= 0.5:
                    near += e[other]
            total += min(pair[side], near)
        return total

    def ends_won(self, ninjas: dict[Hex, list[int]]) -> bool:
        """Can the seat, in the battles of its turn, make a side draw past its deck while
        the land count, as `ninjas` stand, is its win? The game then ends at once (RULINGS
        4). A fight draws one card per ninja on each side, a projectile one per defender
        (and one for the thrower); the seat picks the order of its battles, so the one
        that ends the game comes first, before any other changes the land."""
        me, them = self.seat, 1 - self.seat
        mine, theirs = self.decks[me], self.decks[them]
        terrain = self.terrain
        for h, c in ninjas.items():
            if c[me] and c[them]:
                found = c[them] > theirs or c[me] > mine
            elif c[them] > theirs or (c[them] and not mine):
                found = any(
                    (terrain.get(n) == "plains" or n == self.throw_home)
                    and ninjas.get(n, (0, 0))[me] > 0
                    and ninjas[n][them] == 0
                    for n in neighbours(h)
                )
            else:
                continue
            if found:
                return land_count_winner(terrain, ninjas) == me
        return False

    def threat(self, expected: dict[Hex, tuple[float, float]], seat: int) -> float:
        """Land of `seat`'s that the other side may well take on its next move: for each
        hex held alone, the best chance that a nearby enemy stack reaches it and wins
        there; the THREATENED_HEXES likeliest summed (a move takes only a few)."""
        raider = 1 - seat
        terrain, roll_max = self.terrain, data.MOVE_ROLL_MAX
        stacks = [  # (each stack's costs, its attackers: one stays on land it holds)
            (self.costs[e], max(1, round(pair[raider]) - (terrain.get(e) not in ("water", "dojo"))))
            for e, pair in expected.items()
            if pair[raider] >= 0.5
        ]
        if not stacks:
            return 0.0
        chances = []
        for h, pair in expected.items():
            mine = pair[seat]
            if mine < 0.5 or pair[raider] >= 0.5:
                continue
            kind = terrain.get(h)
            if kind in ("water", "dojo"):
                continue
            ties = self.mountain_ties or kind == "mountain"
            defenders = max(1, round(mine))
            best = 0.0
            for to, attackers in stacks:
                cost = to.get(h, 99)
                if cost <= roll_max:  # (a cost of 0 is paid as 1)
                    chance = raid_odds(cost or 1, attackers, defenders, ties, False)
                    if chance > best:
                        best = chance
            chances.append(best)
        chances.sort(reverse=True)
        return sum(chances[:THREATENED_HEXES])

    def to_enemy_cost(self, h: Hex, seat: int) -> int:
        table = self.to_enemy if seat == self.seat else self.to_home
        return table.get(h, 12)

    def danger(self, expected: dict[Hex, tuple[float, float]], raider: int) -> float:
        """The chance, roughly, that `raider` takes the other Dojo on its next turn."""
        dojo = self.dojos[1 - raider]
        assert dojo is not None
        guards = expected.get(dojo, (0.0, 0.0))[1 - raider]
        best = 0.0
        blitz = self.state.may_blitz(raider) or (
            self.state.toggle("blitz") and not self.state.blitz_used[raider]
        )
        defenders = round(guards) if guards >= 0.5 else 0
        costs = self.to_enemy if raider == self.seat else self.to_home
        for h, pair in expected.items():
            if pair[raider] < 0.5:
                continue
            cost = costs.get(h, 12)  # (to_enemy_cost)
            if cost > data.MOVE_ROLL_MAX:
                continue
            stack = max(1, round(pair[raider]))  # (round(0.5) is 0)
            chance = raid_odds(cost, stack, defenders, self.mountain_ties, blitz)
            if chance > best:
                best = chance
        return best


def parse(text: str) -> Hex:
    q, r = text.split(",")
    return (int(q), int(r))


def oversight(legal: Sequence[DojoAction], rng: random.Random) -> DojoAction:
    """A random legal choice, as a newcomer's oversight (BLUNDER), but never a free step
    (a forest walked at cost 0): those may be taken for ever, and two of them back and
    forth would never end the turn."""
    moving = [a for a in legal if not (str(a).startswith("step ") and str(a).endswith(" 0"))]
    pool = moving or list(legal)
    return pool[rng.randrange(len(pool))]


class DojoPolicy:
    def __init__(self, name: str, rng: random.Random) -> None:
        self.name = name
        self.preset = PRESETS.get(name)
        self.rng = rng
        self.plan: list[Step] = []
        self.plan_key: object = None
        self.finished: list[tuple[float, list[Step]]] = []
        """The complete moves the last beam search found, with their values."""

    def choose_code(self, state: DojoState) -> int:
        raise TypeError("Dojo actions are texts, not codes: use choose()")

    def choose(self, real: DojoState) -> DojoAction:
        seat = real.current_player
        state = real.determinize(seat, self.rng)
        legal = real.legal_actions()
        if len(legal) > 1 and self.rng.random() < BLUNDER.get(self.name, 0.0):
            return oversight(legal, self.rng)
        phase = real.phase
        if phase == "dojo":
            return self._place(state, legal)
        if phase == "roll":
            return self._roll(state, legal)
        if phase == "move":
            return self._move(state, legal)
        if phase == "battle":
            return self._battle(state, legal)
        if phase == "lay":
            return legal[self.rng.randrange(len(legal))]
        if phase == "attack":
            return self._attack(state, legal)
        if phase == "fury":
            return self._fury(state, legal)
        if phase == "joker":
            return self._joker(state, legal)
        if phase == "summon":
            return self._summon(state, legal)
        if phase == "assign":
            return self._assign(state, legal)
        return legal[0]

    # -- placement and the roll ----------------------------------------------------------
    def _place(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        """A site whose two neighbours are easy to hold (mountain, forest) and far from
        the other Dojo's likely sites."""
        terrain = state.board.terrain_map()
        worth = {"mountain": 2.0, "forest": 1.5, "plains": 1.0, "water": 0.5}

        def score(action: DojoAction) -> float:
            around = [terrain[n] for n in neighbours(parse(action.args[0])) if n in terrain]
            return sum(worth[k] for k in around) + self.rng.random() * 0.5

        return max(legal, key=score)

    def _roll(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        blitz = [a for a in legal if a.kind == "blitz"]
        if not blitz or self.preset is None or not self.preset.blitz:
            return legal[0]
        seat = state.mover
        raid = self._raid_path(state, data.MOVE_ROLL_MAX)
        if raid is not None:  # six moves surely take the unguarded Dojo; a roll may not
            cost = sum(step.cost for step in raid)
            return blitz[0] if reach_chance(cost, False) < 1.0 else legal[0]
        judge = Judge(state, seat)
        six = self._best_plan(state, judge, data.MOVE_ROLL_MAX, 0.25)[1]
        rolls = [self._best_plan(state, judge, n, 0.1)[1] for n in range(1, data.MOVE_ROLL_MAX + 1)]
        average = sum(rolls) / len(rolls)
        return blitz[0] if six - average > self._blitz_margin(state) else legal[0]

    @staticmethod
    def _blitz_margin(state: DojoState) -> float:
        """What six moves must gain over a roll's average to spend the Blitz: less when
        this turn is likely the last (a summon past a deck may end the game before the
        Blitz is worth anything later)."""
        seat, other = state.mover, 1 - state.mover
        last = any(len(state.decks[s]) < state.on_board(s) for s in (seat, other))
        return BLITZ_LAST_GAIN if last else BLITZ_GAIN

    # -- the move ------------------------------------------------------------------------
    def _movement(self, state: DojoState, remaining: int) -> Movement:
        ninjas = {h: list(c) for h, c in state.ninjas.items()}
        return Movement(state.terrain, ninjas, state.mover, remaining, state.transit)

    def _move(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        texts = {str(a): a for a in legal}
        key = (state.mover, state.turns[state.mover], tuple(state.history[-1:]))
        if self.plan and self.plan_key == key:
            step = self.plan[0]
            text = f"step {step.src[0]},{step.src[1]} {step.dst[0]},{step.dst[1]} {step.cost}"
            if text in texts and not self._circles(state, step, self._visited(state)):
                self.plan.pop(0)
                self.plan_key = (state.mover, state.turns[state.mover], (text,))
                return texts[text]
        if not self.plan and self.plan_key == key and "end" in texts:
            return texts["end"]
        judge = Judge(state, state.mover, simple=self.preset is None)
        if self.preset is None:  # greedy: the best single step now
            return self._greedy_step(state, judge, legal)
        plan, _ = self._best_plan(state, judge, state.remaining)
        raid = self._raid_path(state)
        raid_value = -1e9
        if raid is not None:
            finished = list(self.finished)
            raid_plan, raid_value = self._beam_plan(state, judge, state.remaining, 0.3, raid)
            self.finished = finished
        if raid_value >= CAPTURE / 2:
            plan = raid_plan
        elif self.preset.replies:
            plan = self._look_ahead(state, plan)
        self.plan = keep_home(self, state, judge, plan, CAPTURE / 2)  # never the Dojo left open
        self.plan_key = key
        if not self.plan:
            return texts.get("end") or self._greedy_step(state, judge, legal)
        step = self.plan.pop(0)
        text = f"step {step.src[0]},{step.src[1]} {step.dst[0]},{step.dst[1]} {step.cost}"
        if text not in texts or self._circles(state, step, self._visited(state)):
            self.plan = []
            return self._greedy_step(state, judge, legal)
        self.plan_key = (state.mover, state.turns[state.mover], (text,))
        return texts[text]

    @staticmethod
    def _position(ninjas: dict[Hex, list[int]], remaining: int) -> object:
        return (tuple(sorted((h, tuple(c)) for h, c in ninjas.items() if sum(c))), remaining)

    def _visited(self, state: DojoState) -> set[object]:
        """The positions this move has been through, read back from the steps played
        since the roll: a free forest step never leads back to one (the rules set no
        limit on free steps, so the AI's walk must end by itself, even when each
        decision is made by a fresh policy)."""
        seat = state.mover
        ninjas = {h: list(c) for h, c in state.ninjas.items()}
        remaining = state.remaining
        seen = {self._position(ninjas, remaining)}
        for text in reversed(state.history):
            parts = text.split()
            if not parts or parts[0] != "step":
                break
            src, dst, cost = parse(parts[1]), parse(parts[2]), int(parts[3])
            ninjas.setdefault(dst, [0, 0])[seat] -= 1
            ninjas.setdefault(src, [0, 0])[seat] += 1
            remaining += cost
            seen.add(self._position(ninjas, remaining))
        return seen

    @staticmethod
    def _free_taken(state: DojoState) -> int:
        """Free forest steps this move has taken (the steps played since the roll)."""
        if state.phase != "move":
            return 0
        count = 0
        for text in reversed(state.history):
            parts = text.split()
            if not parts or parts[0] != "step":
                break
            count += parts[3] == "0"
        return count

    def _circles(self, state: DojoState, step: Step, seen: set[object]) -> bool:
        """Does free step `step` lead back to a position of this move?"""
        if step.cost or state.transit is not None:
            return False
        after = self._movement(state, state.remaining)
        after.step(step, checked=True)  # (every caller's step is a legal action's)
        return self._position(after.ninjas, after.remaining) in seen

    def _greedy_step(self, state: DojoState, judge: Judge, legal: list[DojoAction]) -> DojoAction:
        m = self._movement(state, state.remaining)
        seat = state.mover
        seen = self._visited(state)
        tired = self._free_taken(state) >= PLAN_FREE_STEPS
        best, best_value = legal[0], -1e9
        for action in legal:
            if action.kind == "step":
                step = Step(parse(action.args[0]), parse(action.args[1]), int(action.args[2]))
                if step.cost == 0 and tired:
                    continue  # the AI's horizon: so many free steps a move (not a rule)
                if self._circles(state, step, seen):
                    continue  # back to where this move has been: a walk in circles
                value = self._try(m, step, judge, seat)
                if step.cost == 0:
                    value -= FREE_STEP_GAIN  # a free step that gains nothing is not taken
            else:
                value = judge.value(m.ninjas, seat) - 0.005
            value += self.rng.random() * 1e-3
            if value > best_value:
                best, best_value = action, value
        return best

    @staticmethod
    def _try(m: Movement, step: Step, judge: Judge, seat: int) -> float:
        """The value after `step` (a legal one), the ninjas put back after."""
        ninjas = m.ninjas
        src = ninjas[step.src]
        src[seat] -= 1
        dst = ninjas.get(step.dst)
        made = dst is None
        if dst is None:
            dst = ninjas[step.dst] = [0, 0]
        dst[seat] += 1
        value = judge.value(ninjas, seat) - 0.02 * step.cost
        dst[seat] -= 1
        if made:
            del ninjas[step.dst]
        src[seat] += 1
        return value

    def _best_plan(
        self, state: DojoState, judge: Judge, moves: int, share: float = 1.0
    ) -> tuple[list[Step], float]:
        assert self.preset is not None
        if self.preset.beam:
            return self._beam_plan(state, judge, moves, share)
        return self._sampled_plan(state, judge, moves, share)

    def _raid_path(self, state: DojoState, moves: int | None = None) -> list[Step] | None:
        """The cheapest walk of one ninja onto the enemy Dojo, when no enemy guards it
        and the moves left (or `moves`) reach it (steps checked by the movement rules)."""
        seat = state.mover
        moves = state.remaining if moves is None else moves
        target = state.enemy_dojo(seat)
        if state.count(target, 1 - seat) or state.transit is not None:
            return None
        terrain = state.terrain
        best: list[Step] | None = None
        for h in state.occupied(seat):
            costs, prev = paths_from(state.board.terrain, tuple(state.dojos), h)
            if costs.get(target, 99) > moves:
                continue
            path = [target]
            while path[-1] != h:
                path.append(prev[path[-1]])
            path.reverse()
            steps = [
                Step(a, b, min(data.MOVE_COST[terrain[b]]))
                for a, b in zip(path, path[1:], strict=False)
            ]
            m = self._movement(state, moves)
            try:
                for step in steps:
                    m.step(step)
            except ValueError:
                continue
            if best is None or len(steps) < len(best):
                best = steps
        return best

    def _look_ahead(self, state: DojoState, plan: list[Step]) -> list[Step]:
        """Of the best finished moves, the one best after its turn and the other side's reply."""
        assert self.preset is not None
        seat = state.mover
        ranked: list[tuple[float, list[Step]]] = []
        seen: set[tuple[Step, ...]] = set()
        for value, steps in sorted(self.finished, key=lambda vs: -vs[0]):
            if tuple(steps) not in seen:
                seen.add(tuple(steps))
                ranked.append((value, steps))
            if len(ranked) >= self.preset.replies:
                break
        if len(ranked) < 2:
            return plan
        worlds = [state] + [state.determinize(seat, self.rng) for _ in range(REPLY_WORLDS - 1)]
        best, best_score = plan, -1e9
        for done, (_, steps) in enumerate(ranked):
            if past(done, 2):  # a table's deadline: the two best moves are compared at least
                break
            score = sum(self._reply_score(world, seat, steps) for world in worlds)
            if score > best_score:
                best, best_score = steps, score
        return best

    def _reply_score(self, world: DojoState, seat: int, steps: list[Step]) -> float:
        sim = world.clone()
        model = DojoPolicy("greedy", random.Random(self.rng.random()))
        me = DojoPolicy("greedy", random.Random(self.rng.random()))
        me.preset = CAREFUL  # the rest of this turn: summons and dice with care
        for step in steps:
            sim.apply(f"step {step.src[0]},{step.src[1]} {step.dst[0]},{step.dst[1]} {step.cost}")
        for _ in range(REPLY_ACTIONS):
            if sim.is_terminal or (sim.phase == "roll" and sim.mover == seat):
                break
            if sim.phase == "move" and sim.mover == seat:
                sim.apply(
                    "end"
                    if "end" in {str(a) for a in sim.legal_actions()}
                    else sim.legal_actions()[0]
                )
                continue
            actor = me if sim.current_player == seat else model
            sim.apply(actor._fast_choice(sim))
        if sim.is_terminal:
            return REPLY_WIN * (sim.returns()[seat] - 0.5)
        # a game its next battles would end won (Judge.ends_won) counts as a win, no more
        return min(Judge(sim, seat).value(sim.ninjas, seat), REPLY_WIN / 2)

    def _fast_choice(self, state: DojoState) -> DojoAction:
        """A choice on `state` as it stands (already a determinization)."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        handler = {
            "dojo": self._place,
            "roll": self._roll,
            "move": self._move,
            "battle": self._battle,
            "attack": self._attack,
            "fury": self._fury,
            "joker": self._joker,
            "summon": self._summon,
            "assign": self._assign,
        }.get(state.phase)
        if handler is None:
            return legal[self.rng.randrange(len(legal))]
        return handler(state, legal)

    def _beam_plan(
        self,
        state: DojoState,
        judge: Judge,
        moves: int,
        share: float,
        prefix: list[Step] | None = None,
    ) -> tuple[list[Step], float]:
        """Beam search over the steps of the move: keep the `beam` best partial moves
        (distinct positions), extend each by every legal step, and return the best move
        that may end (every move spent, or none left to spend)."""
        assert self.preset is not None
        seat = state.mover
        base = self._movement(state, moves)
        now = state.phase == "move" and moves == state.remaining
        visited = self._visited(state) if now else set()
        free0 = self._free_taken(state) if now else 0
        for step in prefix or []:
            base.step(step)
            free0 += step.cost == 0
        start = list(prefix or [])
        budget = int(self.preset.evals * share)
        spent = 0
        best: list[Step] = start
        best_value = judge.final(base.ninjas) if base.can_end() else -1e9
        self.finished = []
        if base.can_end():
            self.finished.append((best_value, start))
        beam: list[tuple[float, list[Step], Movement, int, frozenset[object]]] = [
            (best_value, start, base, free0, frozenset())
        ]
        for _ in range(moves + PLAN_FREE_STEPS):
            children: list[tuple[float, int, Step]] = []
            for index, (_, _steps, m, free, _path) in enumerate(beam):
                for step in m.legal_steps():
                    if step.cost == 0 and free >= PLAN_FREE_STEPS:
                        continue
                    value = self._try(m, step, judge, seat) + self.rng.random() * 1e-3
                    children.append((value, index, step))
            spent += len(children)
            if not children:
                break
            children.sort(key=lambda c: -c[0])
            seen: set[object] = set()
            nxt: list[tuple[float, list[Step], Movement, int, frozenset[object]]] = []
            for value, index, step in children:
                _, steps, m, free, path = beam[index]
                child = Movement(
                    m.terrain,
                    {h: list(c) for h, c in m.ninjas.items()},
                    seat,
                    m.remaining,
                    m.transit,
                )
                child.step(step)
                key = (
                    tuple(sorted((h, tuple(c)) for h, c in child.ninjas.items())),
                    child.remaining,
                    child.transit,
                )
                if key in seen:
                    continue
                here = self._position(child.ninjas, child.remaining)
                if step.cost == 0 and (here in visited or here in path):
                    continue  # back to where this move (or this plan) has already been
                seen.add(key)
                cfree = free + (step.cost == 0)
                nxt.append((value, steps + [step], child, cfree, path | {here}))
                if child.can_end():
                    final = judge.final(child.ninjas)
                    self.finished.append((final, steps + [step]))
                    if final > best_value:
                        best, best_value = steps + [step], final
                if len(nxt) >= self.preset.beam:
                    break
            beam = nxt
            if spent >= budget or past(spent, budget / 4):  # a table's deadline: 1/4 at least
                break
        return best, best_value

    def _sampled_plan(
        self, state: DojoState, judge: Judge, moves: int, share: float
    ) -> tuple[list[Step], float]:
        """Sample complete move sequences (the first greedy, the rest drawn among the
        best few steps of a random handful) within an evaluation budget."""
        assert self.preset is not None
        seat = state.mover
        base = self._movement(state, moves)
        best: list[Step] = []
        best_value = -1e9 if not base.can_end() else judge.final(base.ninjas)
        free0 = self._free_taken(state) if moves == state.remaining else 0
        budget = int(self.preset.evals * share)
        spent = 0
        for i in range(self.preset.plans):
            if spent >= budget or past(spent, budget / 4):  # a table's deadline: 1/4 at least
                break
            m = Movement(
                base.terrain,
                {h: list(c) for h, c in base.ninjas.items()},
                seat,
                moves,
                base.transit,
            )
            steps: list[Step] = []
            free = free0
            greedy = i == 0
            for _ in range(moves + PLAN_FREE_STEPS):
                options = [s for s in m.legal_steps() if s.cost > 0 or free < PLAN_FREE_STEPS]
                ends = m.can_end()
                if not options or (ends and (m.remaining == 0 or self.rng.random() < 0.15)):
                    break
                if not greedy and len(options) > SAMPLED_STEPS:
                    options = self.rng.sample(options, SAMPLED_STEPS)
                scored = []
                for s in options:
                    v = self._try(m, s, judge, seat) + self.rng.random() * 0.05
                    scored.append((v, s))
                spent += len(options)
                scored.sort(key=lambda vs: -vs[0])
                top = 1 if greedy else min(self.preset.top, len(scored))
                pick = scored[self.rng.randrange(top)][1]
                m.step(pick)
                steps.append(pick)
                if pick.cost == 0:
                    free += 1
            if not m.can_end():
                continue
            value = judge.final(m.ninjas)
            if value > best_value:
                best, best_value = steps, value
        return best, best_value

    # -- battles -------------------------------------------------------------------------
    def _battle(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        if self.preset is not None and self.preset.clock:
            ending = self._enders(state, legal)
            for action in legal:
                if ending.get(str(action), -1) == state.mover:
                    return action  # a side draws past its deck while the land count is won
            # a battle that ends the game lost (or drawn) is fought last, thrown never
            kept = [a for a in legal if str(a) not in ending]
            if any(a.kind == "fight" for a in legal) and not any(a.kind == "fight" for a in kept):
                kept = [a for a in legal if a.kind == "fight"]
            legal = kept or legal
        fights = [a for a in legal if a.kind == "fight"]
        if fights:
            seat = state.mover

            def odds(action: DojoAction) -> float:
                c = state.ninjas[parse(action.args[0])]
                return battle_odds(c[seat], c[1 - seat], False)[0]

            return max(fights, key=odds)
        throws = [a for a in legal if a.kind == "throw" and self._worth_throwing(state, a)]
        if throws and self._worth_throwing(state):
            # at the hex with the fewest defenders (a kill there may clear it)
            def defenders(action: DojoAction) -> tuple[int, float]:
                return (state.ninjas[parse(action.args[1])][1 - state.mover], self.rng.random())

            return min(throws, key=defenders)
        done = [a for a in legal if a.kind == "done"]
        return done[0] if done else legal[0]

    @staticmethod
    def _enders(state: DojoState, legal: list[DojoAction]) -> dict[str, int | None]:
        """The fights and throws of `legal` that end the game at once (a side must draw
        past its deck, RULINGS 4), each with the land count's winner (None: a draw),
        played out on `state` (already a determinization: the cards a Joker's draw
        brings are as likely as any)."""
        seat = state.mover
        low = min(len(state.decks[0]), len(state.decks[1]))
        out: dict[str, int | None] = {}
        for action in legal:
            if action.kind not in ("fight", "throw"):
                continue
            h = parse(action.args[-1])
            if max(state.count(h, seat), state.count(h, 1 - seat)) <= low and low:
                continue  # both decks hold every card this battle's first round draws
            sim = state.clone()
            sim.apply(action)
            if sim.is_terminal:
                out[str(action)] = sim.winner
        return out

    def _worth_throwing(self, state: DojoState, throw: DojoAction | None = None) -> bool:
        """A projectile costs cards (the clock); when behind on land with the deck low,
        keep them. A throw that makes the defender draw past their deck ends the game:
        only when ahead."""
        if self.preset is None or not self.preset.clock:
            return True
        seat = state.mover
        if throw is not None:
            defenders = state.ninjas[parse(throw.args[1])][1 - seat]
            if defenders > len(state.decks[1 - seat]) or not state.decks[seat]:
                return state.land(seat) > state.land(1 - seat)
        if len(state.decks[seat]) > 12:
            return True
        return state.land(seat) >= state.land(1 - seat)

    def _fury(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        """Fists of Fury: draw two and keep the higher (a much better card) unless the
        second card is one the clock cannot spare: past the deck it ends the game (only
        when that wins), and when behind with the deck low it keeps the card back."""
        two, one = legal[0], legal[1]
        seat = state.current_player
        deck = len(state.decks[seat])
        ahead = state.land(seat) > state.land(1 - seat)
        if deck < 2:
            return two if ahead else one
        if self.preset is None or not self.preset.clock:
            return two
        if not ahead and deck <= RESERVE:
            return one
        return two

    def _joker(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        """A Joker's ninja: the hex where one more ninja helps most (a battle under way,
        land that is threatened, the Dojo in danger); greedy: the battle hex if it may."""
        seat = state.current_player
        b = state.battle
        if self.preset is None:
            for action in legal:
                if b is not None and parse(action.args[0]) == b.hex:
                    return action
            return legal[0]
        judge = Judge(state, seat)
        judge.clock = False
        ninjas = {h: list(c) for h, c in state.ninjas.items()}

        def gain(action: DojoAction) -> tuple[float, float]:
            h = parse(action.args[0])
            ninjas[h][seat] += 1
            value = judge.value(ninjas, state.mover)
            ninjas[h][seat] -= 1
            return (value, self.rng.random())

        return max(legal, key=gain)

    def _attack(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        """The highest card against a face-down card at random."""
        top = max(int(a.args[0]) for a in legal)
        options = [a for a in legal if int(a.args[0]) == top]
        return options[self.rng.randrange(len(options))]

    # -- summoning -----------------------------------------------------------------------
    def _summon(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        """As many cards as allowed (summons grow with the square of the cards), except:
        ahead on land, draw past the deck to end the game now, or else keep what a battle
        would ask (ai_lead.py); behind, never the deck run out nor left the shorter."""
        if self.preset is None or not self.preset.clock:
            return legal[-1]
        seat = state.mover
        most = len(legal)
        deck = len(state.decks[seat])
        if most > deck and land_count_winner(state.terrain, state.ninjas) == seat:
            return legal[deck]  # a draw past the deck ends the game, won on land
        if state.land(seat) > state.land(1 - seat):  # (cards kept if a move may turn it)
            return legal[(kept_summon(state, seat, most) or min(most, deck + 1)) - 1]
        # a defence draws a card per ninja: the biggest stack's, and its dice's (reserve)
        biggest = max((c[seat] for c in state.ninjas.values()), default=0)
        reserve = max(RESERVE, biggest + 4, deck - (summon_room(state, seat, most) or most))
        return legal[max(1, min(most, deck - reserve, behind_most(state, seat))) - 1]

    def _assign(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        """Greedy: the first hex. The others: the hex where one more ninja helps most
        (guarding land that is threatened, the Dojo in danger, the stack at the front)."""
        if self.preset is None:
            return legal[0]
        seat = state.mover
        legal = spread(state, legal)  # no pile their battle would end the game by
        judge = Judge(state, seat)
        judge.clock = False
        ninjas = {h: list(c) for h, c in state.ninjas.items()}
        for h in state.summon_hexes:  # dice already placed: count on their ninjas
            ninjas[h][seat] += 1

        def gain(action: DojoAction) -> tuple[float, float]:
            h = parse(action.args[0])
            ninjas[h][seat] += 1
            value = judge.value(ninjas, seat)
            ninjas[h][seat] -= 1
            return (value, self.rng.random())

        return max(legal, key=gain)
