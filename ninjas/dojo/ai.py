"""Dojo AI. Every level plays on `determinize(seat)` (so only on what its seat may know:
never the face-down cards, never a deck's order) and judges positions with one Dojo
evaluation: land held, ninjas, threats to either Dojo, and the cards left.

- greedy: each step of the move is the one that looks best right now; battles and
  summons by the shared heuristics.
- easy, normal, hard: plan the whole move as a search: sample many complete move
  sequences (each step chosen among the best few, with randomness), judge each end
  position after the battles it leads to (their odds worked out exactly for the
  numbers on each side) and the opponent's best reply threat, and play the best. The
  levels differ in how many sequences they try and in the rest of the turn (summons,
  Blitz, the cards laid).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from . import data
from .hexgrid import Hex, neighbours
from .movement import Movement, Step
from .rules import DojoAction, DojoState


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


PRESETS: dict[str, Preset] = {
    "easy": Preset(plans=12, top=6, blitz=False, clock=False, evals=400),
    "normal": Preset(plans=60, top=4, blitz=True, clock=True, evals=1500),
    "hard": Preset(plans=220, top=3, blitz=True, clock=True, evals=5000),
}

LAND = 1.0
NINJA = 0.55
DOJO_DANGER = 9.0
DOJO_THREAT = 2.5
FRONT = 0.08
"""A small pull toward the enemy Dojo for each ninja (shorter path, more value)."""
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


def path_costs(terrain: dict[Hex, str], start: Hex, blocked: set[Hex]) -> dict[Hex, int]:
    """The cheapest move cost from `start` to every hex (forest 0, mountain 2)."""
    best = {start: 0}
    todo = [(0, start)]
    while todo:
        todo.sort(reverse=True)
        cost, h = todo.pop()
        if cost > best.get(h, 99):
            continue
        for n in neighbours(h):
            kind = terrain.get(n)
            if kind is None or n in blocked:
                continue
            c = cost + min(data.MOVE_COST[kind])
            if c < best.get(n, 99):
                best[n] = c
                todo.append((c, n))
    return best


def reach_chance(cost: int, blitz: bool) -> float:
    """The chance that a roll (or Blitz) gives at least `cost` moves."""
    if cost <= 0:
        return 1.0
    if cost > data.MOVE_ROLL_MAX:
        return 0.0
    return 1.0 if blitz else (data.MOVE_ROLL_MAX + 1 - cost) / data.MOVE_ROLL_MAX


class Judge:
    """The Dojo evaluation for one seat on one state's board."""

    def __init__(self, state: DojoState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.terrain = state.terrain
        self.dojos = state.dojos
        self.to_enemy = self._costs_to(state.enemy_dojo(seat))
        self.to_home = self._costs_to(state.enemy_dojo(1 - seat))
        low = min(len(state.decks[0]), len(state.decks[1]))
        self.land_weight = LAND * (1.0 + 2.0 * max(0.0, 1.0 - low / 30.0))
        self.mountain_ties = state.toggle("defense_advantage")

    def _costs_to(self, target: Hex) -> dict[Hex, int]:
        return path_costs(self.terrain, target, set())

    def value(self, ninjas: dict[Hex, list[int]], attacker: int) -> float:
        """How good `ninjas` is for the seat, `attacker` to fight the shared hexes now."""
        me, them = self.seat, 1 - self.seat
        expected: dict[Hex, tuple[float, float]] = {}
        for h, c in ninjas.items():
            if c[0] and c[1]:
                a, d = c[attacker], c[1 - attacker]
                ties = self.mountain_ties or self.terrain.get(h) == "mountain"
                _, ea, ed = battle_odds(a, d, ties)
                pair = [0.0, 0.0]
                pair[attacker], pair[1 - attacker] = ea, ed
                expected[h] = (pair[0], pair[1])
            else:
                expected[h] = (float(c[0]), float(c[1]))
        land = [0.0, 0.0]
        count = [0.0, 0.0]
        front = [0.0, 0.0]
        for h, (x, y) in expected.items():
            count[0] += x
            count[1] += y
            kind = self.terrain.get(h)
            if kind not in ("water", "dojo", None):
                total = x + y
                if total > 0:
                    land[0] += x / total if y < 0.5 or x < 0.5 else 0.0
                    land[1] += y / total if y < 0.5 or x < 0.5 else 0.0
            front[0] += x / (1 + self.to_enemy_cost(h, 0))
            front[1] += y / (1 + self.to_enemy_cost(h, 1))
        score = self.land_weight * (land[me] - land[them]) + NINJA * (count[me] - count[them])
        score += FRONT * (front[me] - front[them])
        score -= DOJO_DANGER * self.danger(expected, them)
        score += DOJO_THREAT * self.danger(expected, me)
        return score

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
        for h, pair in expected.items():
            if pair[raider] < 0.5:
                continue
            cost = self.to_enemy_cost(h, raider)
            chance = reach_chance(cost, blitz)
            if chance <= 0:
                continue
            if guards >= 0.5:
                win, _, _ = battle_odds(round(pair[raider]), round(guards), True)
                chance *= win
            best = max(best, chance)
        return best


def parse(text: str) -> Hex:
    q, r = text.split(",")
    return (int(q), int(r))


class DojoPolicy:
    def __init__(self, name: str, rng: random.Random) -> None:
        self.name = name
        self.preset = PRESETS.get(name)
        self.rng = rng
        self.plan: list[Step] = []
        self.plan_key: object = None

    def choose_code(self, state: DojoState) -> int:
        raise TypeError("Dojo actions are texts, not codes: use choose()")

    def choose(self, real: DojoState) -> DojoAction:
        seat = real.current_player
        state = real.determinize(seat, self.rng)
        legal = real.legal_actions()
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
        judge = Judge(state, seat)
        six = self._best_plan(state, judge, data.MOVE_ROLL_MAX, 0.25)[1]
        rolls = [self._best_plan(state, judge, n, 0.1)[1] for n in range(1, data.MOVE_ROLL_MAX + 1)]
        average = sum(rolls) / len(rolls)
        return blitz[0] if six - average > 2.5 else legal[0]

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
            if text in texts:
                self.plan.pop(0)
                self.plan_key = (state.mover, state.turns[state.mover], (text,))
                return texts[text]
        if not self.plan and self.plan_key == key and "end" in texts:
            return texts["end"]
        judge = Judge(state, state.mover)
        if self.preset is None:  # greedy: the best single step now
            return self._greedy_step(state, judge, legal)
        plan, _ = self._best_plan(state, judge, state.remaining)
        self.plan = list(plan)
        self.plan_key = key
        if not self.plan:
            return texts.get("end") or self._greedy_step(state, judge, legal)
        step = self.plan.pop(0)
        text = f"step {step.src[0]},{step.src[1]} {step.dst[0]},{step.dst[1]} {step.cost}"
        if text not in texts:
            self.plan = []
            return self._greedy_step(state, judge, legal)
        self.plan_key = (state.mover, state.turns[state.mover], (text,))
        return texts[text]

    def _greedy_step(self, state: DojoState, judge: Judge, legal: list[DojoAction]) -> DojoAction:
        m = self._movement(state, state.remaining)
        seat = state.mover
        best, best_value = legal[0], -1e9
        for action in legal:
            if action.kind == "step":
                src, dst = (parse(t) for t in action.args[:2])
                value = self._try(m, Step(src, dst, int(action.args[2])), judge, seat)
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
        """Sample complete move sequences (the first greedy, the rest drawn among the
        best few steps of a random handful) within an evaluation budget."""
        assert self.preset is not None
        seat = state.mover
        base = self._movement(state, moves)
        best: list[Step] = []
        best_value = -1e9 if not base.can_end() else judge.value(base.ninjas, seat)
        free0 = state.free_steps if moves == state.remaining else 0
        budget = int(self.preset.evals * share)
        spent = 0
        for i in range(self.preset.plans):
            if spent >= budget:
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
            for _ in range(moves + data.FREE_STEPS):
                options = [s for s in m.legal_steps() if s.cost > 0 or free < data.FREE_STEPS]
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
            value = judge.value(m.ninjas, seat)
            if value > best_value:
                best, best_value = steps, value
        return best, best_value

    # -- battles -------------------------------------------------------------------------
    def _battle(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        fights = [a for a in legal if a.kind == "fight"]
        if fights:
            seat = state.mover

            def odds(action: DojoAction) -> float:
                c = state.ninjas[parse(action.args[0])]
                return battle_odds(c[seat], c[1 - seat], False)[0]

            return max(fights, key=odds)
        throws = [a for a in legal if a.kind == "throw"]
        if throws and self._worth_throwing(state):
            # at the hex with the fewest defenders (a kill there may clear it)
            def defenders(action: DojoAction) -> tuple[int, float]:
                return (state.ninjas[parse(action.args[1])][1 - state.mover], self.rng.random())

            return min(throws, key=defenders)
        done = [a for a in legal if a.kind == "done"]
        return done[0] if done else legal[0]

    def _worth_throwing(self, state: DojoState) -> bool:
        """A projectile costs cards (the clock); when behind on land with the deck low,
        keep them."""
        if self.preset is None or not self.preset.clock:
            return True
        seat = state.mover
        if len(state.decks[seat]) > 12:
            return True
        return state.land(seat) >= state.land(1 - seat)

    def _attack(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        """The highest card against a face-down card at random."""
        top = max(int(a.args[0]) for a in legal)
        options = [a for a in legal if int(a.args[0]) == top]
        return options[self.rng.randrange(len(options))]

    # -- summoning -----------------------------------------------------------------------
    def _summon(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        most = len(legal)
        seat = state.mover
        if self.preset is None or not self.preset.clock:
            return legal[-1]
        deck = len(state.decks[seat])
        ahead = state.land(seat) > state.land(1 - seat)
        if ahead or deck > most + 10:
            return legal[min(most, deck + 1) - 1] if ahead else legal[-1]
        # behind with the deck low: keep the clock running slowly
        return legal[min(most, max(1, deck // 4)) - 1]

    def _assign(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        """Guard the Dojo when it is in danger, else reinforce the ninjas nearest the
        enemy Dojo."""
        seat = state.mover
        judge = Judge(state, seat)
        expected = {h: (float(c[0]), float(c[1])) for h, c in state.ninjas.items()}
        home = state.dojos[seat]
        home_text = f"die {home[0]},{home[1]}" if home else ""
        if judge.danger(expected, 1 - seat) > 0.2 and any(str(a) == home_text for a in legal):
            if self.rng.random() < 0.6:
                return next(a for a in legal if str(a) == home_text)

        def pull(action: DojoAction) -> tuple[int, float]:
            return (judge.to_enemy_cost(parse(action.args[0]), seat), self.rng.random())

        if self.preset is None:
            return legal[0]
        return min(legal, key=pull)
