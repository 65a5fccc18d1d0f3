"""A heuristic Ninja Night player that sees only what its seat may know (it plays on
`determinize(seat)`) and estimates throw lengths with an error set by its level."""

from __future__ import annotations

import random
from collections.abc import Iterable

from . import data, packing
from .rules import NightAction, NightState

LOOKAHEAD_WORLDS = 12
"""Determinizations the hard level plays each candidate plan in. With 3 the worlds' noise
chose plans at random among near ties: in newcomer K's round 4 (s17, nc-K/132) blue,
two free slots on a roof of two pinks, planned Skip, Collect in 4 of 60 searches
(Collect, Collect or Move, Collect the rest), none of 60 with 12. 12 against 3, two
seats, arena games 0-299 at seed 1: 164 wins to 129, 7 drawn (of the decided, Wilson 95%
50.2-61.5%); a plan search takes 0.06 s of processor time (0.015 with 3)."""
LOOKAHEAD_PLANS = 9
"""Candidate plans the hard level compares (its heuristic plan first)."""
IDLE_COST = 1.0
"""What the hard level's search takes off a plan's standing for each of the seat's
planned actions that fell through in a world played out (its ninja ended the turn
without it): a plan whose action cannot be carried out looks like a dumb opponent
('does nothing this turn' 4 times in 3 rounds, issue 33, newcomer T, s9), and the
standings of plans that do nothing tie with the heuristic's, which the search kept."""
SKIP_COST = 1.0
"""What the hard level's search takes off a plan's standing, in each world, for each
Skip it plans. A round played out ends before what a Skip forgoes shows (a roof's tokens
collected later, a ninja hurt), while the risk of a throw shows at once: hard planned
Skip in 9% of its actions and passed whole actions three times in a game a newcomer won
11 to 10 (newcomer X, s21, FR 1920x1080, 170: 'it felt passive'). With it, 3% to 5%;
two seats, hard with it against hard without (each seat first in turn), games 5000-5199
and 6000-6199: 218 wins to 176, 6 drawn (of the decided, Wilson 95% 50.4-60.2%)."""
FIT_LENGTH = 0.0
"""Aim at the target roof's centre: the estimate is of the centre-to-centre distance."""


def estimate(distance: float, level: str, rng: random.Random, maximum: float) -> str:
    """The AI's chosen length for a true `distance`: off by a normal error whose
    spread grows with the distance as a person's does (data.ai_length_spread), one
    decimal."""
    guess = rng.gauss(distance, data.ai_length_spread(level, distance))
    return f"{min(max(guess, 0.0), maximum):.1f}"


def placement_prospect(state: NightState, building: int) -> tuple[int, int]:
    """What a ninja placed on `building` at the start could soon take: the tokens there
    it may collect in round 1 (not yellow), then those on the roofs nearest it. The
    ninja each player places is another's, so normal and hard (and the hint) place it
    where this is least (issue 33, newcomer I, s6: the hint put the opponent on the
    richest roof); easy still puts it by the most tokens, a beginner's placing, which
    the guided game's lesson starts from. Only the tokens' colours count: public."""

    def takeable(b: int) -> int:
        return sum(1 for t in state.roofs[b] if state.kinds[t] not in data.YELLOW_KINDS)

    return takeable(building), sum(takeable(b) for b in state.village.nearest(building))


def taken_first(state: NightState, seat: int) -> dict[int, int]:
    """Roof -> how many tokens others may collect from it before `seat`'s Collect, when
    `seat` moves first and collects second: the plans are public once revealed. In the
    first step, the seats after `seat` whose first action is a Collect, on the roofs
    they stand on; in the second, the seats before it whose second action is a Collect,
    on the roofs they stand on now, their first actions done. Each may take as many
    tokens as its backpack has room for (one at least: a full one may swap). Never a
    hidden plan: the plans are read only in the action phase (issue 33, newcomer R, s8
    n88: the Move's hint sent Bo to roof 4, where Ada and the computer stood and would
    collect before him)."""
    if state.phase != "act" or state.step != 0 or state.current_player != seat:
        return {}
    mine = state.plans[seat]
    if mine is None or mine[1] != "collect":
        return {}
    taken: dict[int, int] = {}
    for k in range(state.players):
        other = state.seat_at(k)
        plan = state.plans[other]
        roof = state.positions[other]
        if other == seat or plan is None or roof is None:
            continue
        first = k > state.index and plan[0] == "collect"  # after `seat` in this step
        second = k < state.index and plan[1] == "collect"  # before it in the next
        if first or second:
            taken[roof] = taken.get(roof, 0) + max(state.free_slots(other), 1)
    return taken


def taken_ahead(state: NightState, seat: int) -> int:
    """How many tokens the ninjas standing on `seat`'s roof who act before it in the
    round's first step may collect there (each as many as its backpack has room for,
    one at least: a full one may swap), should their first action be a Collect. Read
    while planning, from what is public: where the ninjas stand, the round's order and
    their backpacks' room, never a plan."""
    here = state.positions[seat]
    mine = (seat - state.first) % state.players
    taken = 0
    for k in range(mine):
        other = state.seat_at(k)
        if other != seat and state.positions[other] == here:
            taken += max(state.free_slots(other), 1)
    return taken


def token_worth(state: NightState, seat: int, token: int) -> float:
    """A token's value as `seat` may know it: its own if seen, else the colour's
    average (only `kind_seen_by` is read: the same in every determinization for `seat`
    and in the true state, so the hint's words may read it too)."""
    kind = state.kind_seen_by(token, seat)
    if kind in data.TOKEN_VALUES:
        return float(data.TOKEN_VALUES[kind])
    if kind == "yellow":
        return 4.5
    return 0.3 if kind in data.BONUS_KINDS else 1.0


def roof_worth(state: NightState, seat: int, building: int, taken: int = 0) -> float:
    """What `seat` may collect on `building` as normal and hard weigh it (token_worth,
    yellow ones from round 5), the `taken` best tokens left out (taken by others first:
    taken_first)."""
    late = state.round >= data.YELLOW_FROM_ROUND
    worth = sorted(
        (
            token_worth(state, seat, t)
            for t in state.roofs[building]
            if late or state.kinds[t] not in data.YELLOW_KINDS
        ),
        reverse=True,
    )
    return sum(worth[taken:])


def move_in_reach(state: NightState, here: int, building: int) -> bool:
    """A roof normal and hard may Move to from `here`: its centre, where they aim, within
    the moving string's length."""
    return state.village.distance(here, building) < data.MOVE_STRING_MAX


def move_roof(state: NightState, seat: int, roofs: Iterable[int]) -> int:
    """The roof of `roofs` a Move of normal and hard goes to: the most worth collecting
    (roof_worth, less what others collect first by the plans revealed: taken_first),
    the nearest of those alike. The plan's hint names this roof (scenes/night/
    plan_reason.best_roof): it named the roof of most tokens, 'moving to roof 2' onto
    three face-down pinks, where the computer's own Move and the review took roof 4's
    yellow token (newcomer O, s12: the review called the hint's roof a mistake)."""
    here = state.positions[seat]
    assert here is not None
    taken = taken_first(state, seat)
    return max(
        roofs,
        key=lambda b: (
            roof_worth(state, seat, b, taken.get(b, 0)),
            -state.village.distance(here, b),
            -b,
        ),
    )


def taken_there(state: NightState, seat: int, building: int) -> int:
    """How many tokens the other ninjas standing on `building` may collect there before
    a Collect `seat` would make there after a Move (every one of them may act before
    it: in the round's first step, or in its second before it), each as many as its
    backpack has room for (one at least: a full one may swap). Read while planning,
    from what is public: where the ninjas stand and their backpacks' room."""
    return sum(
        max(state.free_slots(other), 1)
        for other in range(state.players)
        if other != seat and state.positions[other] == building
    )


def collect_after_move(state: NightState, seat: int) -> bool:
    """A Move then a Collect may find a token: a roof in the Move's reach holds more
    tokens a Collect may take this round than the ninjas on it may take first
    (taken_there). The hard computer left roof 8's two tokens, one a 1, for the empty
    roof 1, and did nothing: its only roof in reach with tokens held two, under two
    ninjas with room for one each (newcomer O, s12, nc-O/103, 108m)."""
    here = state.positions[seat]
    assert here is not None
    return any(
        b != here
        and state.village.reachable(here, b)
        and move_in_reach(state, here, b)
        and len(state.collectable(b)) > taken_there(state, seat, b)
        for b in range(len(state.roofs))
    )


def falls_through(state: NightState, seat: int, action: NightAction) -> bool:
    """`action` ends `seat`'s action turn without the action it planned (a planned Skip
    aside): what the log says as 'does nothing this turn'."""
    if action.kind != "end" or state.phase != "act" or state.drop_seat is not None:
        return False
    return not state.main_done and state.planned(seat) not in (None, "skip")


class NightPolicy:
    def __init__(self, name: str, rng: random.Random) -> None:
        self.name = name
        self.level = name if name in data.AI_LENGTH_ERROR else "easy"
        self.rng = rng
        self.smart = name in ("normal", "hard")
        """normal and hard weigh tokens by what they may know (yellow ones late)."""
        self.swaps = name == "normal"
        """normal plans a Collect with a full backpack when a token it may take is worth
        more than its worst (the Collect puts that one back). It planned Move and Skip
        instead, round after round, beside a yellow 4 (a tester won 16 to 4). Against
        itself without it it wins 384 of 400 (`--seed 3`); against easy 389 and 393 of
        400 (343 and 336 before), against hard 80 and 71 (9 and 6): `--seed 1`, each
        seat first. hard's lookahead with it won 722 and lost 777 of 1,600 games against
        itself without it: hard keeps its heuristic."""

    def choose_code(self, state: NightState) -> int:
        raise TypeError("Ninja Night actions carry lengths, not codes: use choose()")

    def choose(self, real: NightState) -> NightAction:
        seat = real.current_player
        if self.name == "hard" and real.phase == "plan":
            return NightAction("plan", self._search_plan(real, seat))
        return self._act(real.determinize(seat, self.rng), seat)

    # -- the hard level's search: a determinized lookahead over the round ----------------
    def _search_plan(self, real: NightState, seat: int) -> tuple[str, str]:
        """Try each sensible plan in the same `LOOKAHEAD_WORLDS` determinizations (what
        the seat may know, the rest dealt at random), play the round out with the
        heuristic for everyone, and keep the plan that leaves the seat best off."""
        first = real.determinize(seat, self.rng)
        candidates = self._candidates(first, seat)
        totals = dict.fromkeys(candidates, 0.0)
        worlds = [first] + [real.determinize(seat, self.rng) for _ in range(LOOKAHEAD_WORLDS - 1)]
        for world in worlds:
            for plan in candidates:
                sim = world.clone()
                standing, idle = self._play_round(sim, seat, plan)
                totals[plan] += standing - IDLE_COST * idle - SKIP_COST * plan.count("skip")
        return max(candidates, key=lambda plan: (totals[plan], plan == candidates[0]))

    def _candidates(self, state: NightState, seat: int) -> list[tuple[str, str]]:
        """The heuristic's own plan first, then the plans worth trying here."""
        here = state.positions[seat]
        assert here is not None
        useful = ["move", "collect", "skip"]
        if state.injuries(seat):
            useful.append("heal")
        if self._victim(state, seat) is not None:
            useful += ["attack", "steal"]
        plans = [self._plan(state, seat)]
        for a in useful:
            if state.why_not(seat, a) is not None:  # a first action that cannot be made
                continue
            for b in useful:
                # one Heal heals every injury: a second has nothing left to heal
                if (a, b) not in plans and not (a == b == "skip") and not (a == b == "heal"):
                    plans.append((a, b))
        if not collect_after_move(state, seat):  # no roof in reach to collect on: the
            # search's worlds, few and noisy, may still rank it first (newcomer O, s12)
            plans = [p for p in plans if p != ("move", "collect")] or [("move", "skip")]
        return plans[:LOOKAHEAD_PLANS]

    def _play_round(self, sim: NightState, seat: int, plan: tuple[str, str]) -> tuple[float, int]:
        """The round played out with `seat` on `plan`: its standing at the end, and how
        many of its planned actions fell through (its turn ended without them)."""
        start_round = sim.round
        idle = 0
        for _ in range(400):
            if sim.is_terminal or (sim.round != start_round and sim.phase == "plan"):
                break
            mover = sim.current_player
            if sim.phase == "plan":
                chosen = plan if mover == seat else self._plan(sim, mover)
                sim.apply(NightAction("plan", chosen))
            else:
                action = self._act(sim, mover)
                if mover == seat and falls_through(sim, seat, action):
                    idle += 1
                try:
                    sim.apply(action)
                except ValueError:
                    sim.apply(NightAction("end"))
        return self._standing(sim, seat), idle

    def _standing(self, state: NightState, seat: int) -> float:
        def worth(s: int) -> float:
            value, count, _ = state.score(s)
            return value + 0.4 * count + 0.6 * state.free_slots(s) - 1.2 * state.injuries(s)

        others = [worth(s) for s in range(state.players) if s != seat]
        return worth(seat) - max(others)

    def _act(self, state: NightState, seat: int) -> NightAction:
        """The heuristic's move in `state` (already a determinization for `seat`)."""
        legal = state.legal_actions()
        if state.phase == "place":  # the ninja placed is another player's
            if not self.smart:  # easy puts it by the most tokens (the guided game's start)
                return max(legal, key=lambda a: (len(state.roofs[int(a.args[0])]), -int(a.args[0])))
            return min(
                legal, key=lambda a: (placement_prospect(state, int(a.args[0])), int(a.args[0]))
            )
        if state.phase == "plan":
            return NightAction("plan", self._plan(state, seat))
        if state.drop_seat is not None:
            return min(legal, key=lambda a: self._worth(state, seat, int(a.args[0])))
        here = state.positions[seat]
        assert here is not None
        kinds = {a.kind for a in legal}
        if "potion" in kinds and state.injuries(seat) >= 2:
            return next(a for a in legal if a.kind == "potion")
        keep = self._keep_held(state, seat)
        if keep is not None:
            return keep
        if not state.main_done:
            main = self._main(state, seat, here, legal)
            if main is not None:
                return main
        for bonus in ("shuriken", "kunai"):
            if bonus in kinds:
                victim = self._victim(state, seat)
                if victim is not None and (bonus == "shuriken" or state.token_slots(victim)):
                    return self._throw(state, seat, here, bonus, victim, legal)
        return NightAction("end")

    def _keep_held(self, state: NightState, seat: int) -> NightAction | None:
        """A token collected into the hand (no free slot for it) goes back to the roof
        when the turn ends: keep the best in a free slot, or discard the backpack's
        worst token for it when it is worth more (issue 33: with a full backpack the
        hint said End over a 5 in the hand, and the review's playouts gave it back)."""
        if not state.held:
            return None
        worth = [self._token_worth(state, seat, t) for t in state.held]
        if state.free_slots(seat):
            best = max(range(len(worth)), key=lambda k: (worth[k], -k))
            return NightAction("keep", (str(best),))
        slots = state.token_slots(seat)
        if not slots:
            return None
        # A discard under discard_keeps_held puts the hand's first token in the slot,
        # so that one is what it must beat (value_first: the best value held).
        gain = worth[0] if packing.keeps_held(state.options) else max(worth)
        worst = min(slots, key=lambda i: (self._worth(state, seat, i), i))
        if self._worth(state, seat, worst) < gain:
            return NightAction("discard", (str(worst),))
        return None

    def _worth(self, state: NightState, seat: int, slot: int) -> float:
        token = state.backpacks[seat][slot]
        assert token is not None
        return self._token_worth(state, seat, token)

    def _token_worth(self, state: NightState, seat: int, token: int) -> float:
        return token_worth(state, seat, token)

    def _roof_worth(self, state: NightState, seat: int, building: int, taken: int = 0) -> float:
        """What `seat` may collect on `building` (roof_worth); easy counts the tokens."""
        if not self.smart:
            return float(len(state.roofs[building]))
        return roof_worth(state, seat, building, taken)

    def _swap_floor(self, state: NightState, seat: int) -> float | None:
        """With a full backpack (normal: `swaps`), the worth of its worst token, which a
        Collect would put back for a better one; None: it does not swap."""
        slots = state.token_slots(seat)
        if not self.swaps or not slots:
            return None
        return min(self._worth(state, seat, i) for i in slots)

    def _beats(self, state: NightState, seat: int, building: int, floor: float | None) -> bool:
        """A token the seat may take on `building` is worth more than `floor`."""
        if floor is None:
            return False
        late = state.round >= data.YELLOW_FROM_ROUND
        return any(
            self._token_worth(state, seat, t) > floor
            for t in state.roofs[building]
            if late or state.kinds[t] not in data.YELLOW_KINDS
        )

    def _plan(self, state: NightState, seat: int) -> tuple[str, str]:
        here = state.positions[seat]
        assert here is not None
        free = state.free_slots(seat)
        if state.injuries(seat) >= 2:
            return ("heal", "collect" if state.roofs[here] else "move")
        floor = self._swap_floor(state, seat) if not free else None

        def worth_collecting(building: int) -> bool:
            # tokens a Collect may take this round: yellow ones wait for round 5 (a
            # Collect planned on a roof of yellow tokens alone did nothing, newcomer T)
            tokens = state.collectable(building) if self.smart else state.roofs[building]
            if self.smart and building == here and len(tokens) <= taken_ahead(state, seat):
                # the ninjas on its roof who act before it may take all of them first:
                # the demo's three computers, placed on one roof, all planned Collect
                # first there, and the second and third found its yellow token alone
                return False
            return bool(tokens) and (free > 0 or self._beats(state, seat, building, floor))

        if worth_collecting(here):
            return ("collect", "move")
        if any(worth_collecting(b) for b in range(len(state.roofs))):
            return ("move", "collect")
        if self._victim(state, seat) is not None:
            # normal and hard heal after the Attack only an injury they have: the Heal
            # of a ninja unhurt did nothing, 'does nothing this turn' (newcomer T, s9)
            heal = not self.smart or state.injuries(seat)
            return ("attack", "heal" if heal else "skip")
        return ("move", "skip")

    def _victim(self, state: NightState, seat: int) -> int | None:
        here = state.positions[seat]
        assert here is not None
        options = [
            s
            for s in state._targets(seat)
            if state.village.distance(here, state.positions[s] or 0) < data.FIGHT_STRING_MAX
        ]
        if not options:
            return None
        return max(options, key=lambda s: (len(state.token_slots(s)), -s))

    def _main(
        self, state: NightState, seat: int, here: int, legal: list[NightAction]
    ) -> NightAction | None:
        planned = state.planned(seat)
        if planned == "collect":
            free = state.free_slots(seat)
            picks = [a for a in legal if a.kind == "collect" and len(a.args) <= free]
            if self.smart:
                roof = state.roofs[here]
                worth = [self._token_worth(state, seat, t) for t in roof]
                allowed = [
                    w
                    for t, w in zip(roof, worth, strict=True)
                    if state.round >= data.YELLOW_FROM_ROUND
                    or state.kinds[t] not in data.YELLOW_KINDS
                ]
                slots = state.token_slots(seat)
                if allowed and not state.free_slots(seat) and slots:
                    worst = min(slots, key=lambda i: self._worth(state, seat, i))
                    if self._worth(state, seat, worst) < max(allowed):
                        return NightAction("discard", (str(worst),))
                if picks:
                    return max(
                        picks,
                        key=lambda a: sum(worth[int(i)] for i in a.args),
                    )
                return None
            return max(picks, key=lambda a: len(a.args)) if picks else None
        if planned == "heal" and state.injuries(seat):
            return NightAction("heal")
        if planned == "steal":
            picks = [a for a in legal if a.kind == "steal"]
            return picks[0] if picks else None
        if planned == "attack":
            victim = self._victim(state, seat)
            return (
                None if victim is None else self._throw(state, seat, here, "attack", victim, legal)
            )
        if planned == "move":
            targets = {int(a.args[0]) for a in legal if a.kind == "move"}
            near = [b for b in targets if move_in_reach(state, here, b)]
            if not near:
                return None
            if self.smart:
                best = move_roof(state, seat, near)
            else:
                best = max(
                    near,
                    key=lambda b: (
                        self._roof_worth(state, seat, b),
                        -state.village.distance(here, b),
                    ),
                )
            length = estimate(
                state.village.distance(here, best), self.level, self.rng, data.MOVE_STRING_MAX
            )
            return NightAction("move", (str(best), length))
        return None

    def _throw(
        self,
        state: NightState,
        seat: int,
        here: int,
        kind: str,
        victim: int,
        legal: list[NightAction],
    ) -> NightAction:
        target = state.positions[victim]
        assert target is not None
        length = estimate(
            state.village.distance(here, target), self.level, self.rng, data.FIGHT_STRING_MAX
        )
        if kind == "attack":
            return NightAction("attack", (str(victim), length))
        src = next(a.args[0] for a in legal if a.kind == kind)
        if kind == "shuriken":
            return NightAction("shuriken", (src, str(victim), length))
        slot = state.token_slots(victim)[0]
        return NightAction("kunai", (src, str(victim), length, str(slot)))
