"""Shinobi AI: `greedy` and `normal` take the move with the best immediate gain, `easy`
too but for a random move now and then; `hard` searches with ISMCTS
(ninjas/ai/ismcts.py), with a Shinobi evaluation at the end of short rollouts. In 4-player Grasshopper games hard
looks ahead through its own turn instead (`lookahead_choice`, FOUR_GRASSHOPPER).

Every level reads the game only through `determinize(seat, rng)` (or its very deal,
`search_deal`), so only what its seat may know: its hand, the public table, the cards
it has seen, its peeks at the Decoys. In Grand Master mode each determinization deals
the Final Boss among the bosses the seat has not seen as a Decoy, so pawn placement
weighs every boss it still believes possible."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from ninjas.ai import deadline
from ninjas.ai.deadline import past
from ninjas.ai.ismcts import ISMCTS

from . import data
from .data import CARDS
from .position import _Later, _Seeded
from .rules import PAWNS_BY_RANK, POINTS_PER_PAWN, ShinobiAction, ShinobiState, action_key


@dataclass(frozen=True)
class Preset:
    iterations: int
    max_rollout: int
    exploration: float
    least: int | None = None
    """Iterations run even past a table's deadline (ninjas.ai.deadline; None: all)."""


@dataclass(frozen=True)
class Greedy:
    """A level that plays greedy's move (`greedy_choice`), or a random legal one."""

    blunder: float
    """The chance of a random legal move in place of greedy's (a newcomer's oversight)."""


PRESETS: dict[str, Preset | Greedy] = {
    "easy": Greedy(blunder=0.6),
    "normal": Greedy(blunder=0.0),
    "hard": Preset(iterations=2000, max_rollout=8, exploration=0.7, least=250),
}
"""How each level plays: greedy's one-move measure (easy with blunders), or ISMCTS with a
search budget (iterations per decision: measured in `python -m ninjas.bench`).
The levels are steps a newcomer can feel (2-player Grasshopper: the README's Arena section
has the figures). ISMCTS at a small budget is hardly weaker than at hard's: with 250 iterations normal won
48 of 100 against hard (easy, with 60, won 27 of 100 against normal), so normal plays
greedy's move, which hard beats, and easy blunders.
hard's 2000 iterations cost about the processor time its 1500 did before the rules and
determinizations got cheaper. Against three `greedy` in 4-player Grasshopper at --seed 1
(before FOUR_GRASSHOPPER took those games)
it won 25 of the first 51 games (49%, Wilson 95% 36-62%; 1500 iterations: 36/100), but
175 of all 400 (43.75%, Wilson 95% 39-49%; decision median 0.39 s of processor time),
short of the 45% asked for.
At a table, hard's search stops at the table's deadline (ninjas.ai.deadline: a busy
machine) but runs 250 iterations at least: ISMCTS at that budget won 48 of 100 against
hard's full one (above), so a decision cut short is still sound.
Tried and not better on the same games: no rollout (evaluation at the leaf) with 2500
iterations, 21/60; the same with exploration 0.1, 11/33."""


@dataclass(frozen=True)
class Lookahead:
    """A level that plays as `lookahead_choice` rather than searching."""

    worlds: int
    """Deals of the hidden cards over which the draw (Recruit or Be Corrupt) is judged."""
    depth: int
    """How many of its own decisions after a move the seat looks through (placing, and
    the choices its clan's power asks for)."""


FOUR_GRASSHOPPER: dict[str, Preset | Greedy | Lookahead] = {
    "hard": Lookahead(worlds=8, depth=3),
}
"""Levels that play otherwise in 4-player Grasshopper games. There a round lasts about
3.5 turns a player and is mostly a race: whoever places a fourth clan ends it, and greedy
places one whenever it can, even behind, because it judges a placing before the clan's
power is applied. hard plays `lookahead_choice`: it sees each move through its own
power's choices, so it ends the round only ahead; it judges positions by
`end_threat_evaluate`, which expects the next seat with three clans to end the round;
and it judges the draw over 8 deals of the hidden cards. Against three `greedy`
(`python -m ninjas.arena --game shinobi --players 4 --mode grasshopper --agents
hard,greedy,greedy,greedy --games 400 --seed S`) it won 194 of 400 at --seed 1 (48.5%,
Wilson 95% 43.6-53.4%, 3 drawn) and 191 of 400 at --seed 1001 (47.75%, 42.9-52.6%, 2
drawn), with a decision median of 0.002 s of processor time.
The same with greedy's `evaluate` in place of `end_threat_evaluate` won 166 and 182 of
the same games (43.5%), and 175, 170 and 142 at --seeds 5000, 6000 and 7000, where this
wins 180, 185 and 143. The ISMCTS before (3000 iterations judged by a measure fitted on
greedy's games) won 158 and 169 at --seeds 1 and 1001 (40.9%), at 0.41 s a decision.
Tried and not better, with `evaluate` (wins of 400 at --seed 5000 unless said): choosing
every move over 4 deals (175; 177 at --seed 1, 172 at --seed 1001) or every move over
16 and the draw over 16 (177); the draw over 32 deals (170); looking 5 decisions deep
(175); greedy's measure with other weights (hand 0.25 or 0.7, clans 0 or 3, scale 3 or
12: none ahead over --seeds 5000 and 6000); playouts of the rest of the round with
greedy seats, for every move (38 of the first 100, where it wins 42) or for the draw only
(172; to hard's next turn, 174). With the hidden cards known (a cheat, to see what is
left to gain) it won 196 of 400: most of what it loses is decided by the deal."""


def preset_for(name: str, state: ShinobiState) -> Preset | Greedy | Lookahead:
    """How level `name` plays this game: its search budget, or its lookahead."""
    if state.players == 4 and state.mode == "grasshopper" and name in FOUR_GRASSHOPPER:
        return FOUR_GRASSHOPPER[name]
    return PRESETS[name]


HAND_WEIGHT = 0.45
"""What a card in hand is worth, as a share of its strength once placed."""
CLAN_WEIGHT = 1.5
"""Each clan on the table: a step toward ending the round on your own terms."""
ROUND_TEMPERATURE = 6.0
"""Strength points that make one player clearly ahead of another (Grasshopper)."""
VP_TEMPERATURE = 25.0
"""Victory points that make one player clearly ahead of another (Grand Master)."""
STANDING_SHARE = 0.1
"""Grand Master: what a point of round strength adds to a seat's victory points beside
the award its rank should win (evaluate). The award alone is flat within a rank, so a
clan laid and a Pass that keeps the cards in hand were worth the same wherever the rank
did not change, and the computer passed as often as it laid, a pair in hand (newcomers,
s23; 2-player Grand Master at normal, seeds 1-2: 8 such Passes in two games). A
stronger standing keeps its rank more surely to the round's end."""


_HAND_WORTH = tuple(
    (info.name if info.kind == "clan" else None, info.value * 0.8, info.value) for info in CARDS
)
"""Per card: its clan (None for a Ronin or Yokai), its worth toward a clan not yet on
the table, and its strength (hand_potential runs at the end of every rollout)."""


def hand_potential(state: ShinobiState, seat: int) -> float:
    """The strength the seat's hand may still bring to its table."""
    total = 0.0
    tableau = state.clans[seat]
    for card in state.hands[seat]:
        clan, new_clan, value = _HAND_WORTH[card]
        if clan is not None and clan not in tableau:
            total += new_clan
        else:
            total += value
    return HAND_WEIGHT * total


def round_strength(state: ShinobiState, seat: int) -> float:
    """The seat's standing in the round being played: score, hand and clans."""
    return state.score(seat) + hand_potential(state, seat) + CLAN_WEIGHT * len(state.clans[seat])


AWARD = POINTS_PER_PAWN * 0.8
"""What a pawn the round in progress should award is worth now (victory_points)."""
ROUNDLESS = ("shosho", "temple", "peek", "pawns", "over")
"""The phases with no round in progress to award pawns for."""


def board_points(state: ShinobiState, seat: int, boss: str) -> float:
    """Grand Master: the seat's points held on the board and its pawns still to place
    (victory_points but the round in progress)."""
    pawns = state.pawns[seat]
    points: float = POINTS_PER_PAWN * (pawns["court"] + pawns["missions"])
    points += data.boss_score(boss, pawns["showdown"])
    points += POINTS_PER_PAWN * 0.8 * state.to_place[seat]
    return points


def victory_points(
    state: ShinobiState, seat: int, boss: str, standing: list[float] | None = None
) -> float:
    """Grand Master: points held on the board, pawns still to place and those the
    round in progress should award, if the Final Boss is `boss`; `standing`: every
    seat's round_strength, when the caller has it already."""
    points = board_points(state, seat, boss)
    if state.phase not in ROUNDLESS:
        if standing is None:
            standing = [round_strength(state, s) for s in range(state.players)]
        order = sorted(standing, reverse=True)
        rank = order.index(standing[seat])
        points += POINTS_PER_PAWN * 0.8 * PAWNS_BY_RANK[state.players][rank]
        points += STANDING_SHARE * standing[seat]
    return points


def boards(state: ShinobiState, boss: str) -> list[float]:
    """Every seat's board_points."""
    return [board_points(state, s, boss) for s in range(state.players)]


def evaluate(
    state: ShinobiState,
    strength: Callable[[ShinobiState, int], float] | None = None,
    held: Callable[[ShinobiState, str], list[float]] = boards,
) -> list[float]:
    """One value per seat, on the scale of `returns()` (they sum to 1). `strength`:
    round_strength (None), or one that reads it where it is known already (_OnePly);
    `held`: every seat's board_points (boards), or the same read where known (_OnePly)."""
    if state.is_terminal:
        return state.returns()
    if strength is None:
        strength = round_strength
    if state.mode == "grandmaster":
        boss = state.bosses[1]
        # every seat's standing and their order once, not once a seat (a third of the
        # review's playouts of a 3-player Grand Master game went to working it out
        # again): victory_points' figures, summed in its order
        players = range(state.players)
        points = held(state, boss)
        if state.phase in ROUNDLESS:
            heads = [points[s] / VP_TEMPERATURE for s in players]
        else:
            standing = [strength(state, s) for s in players]
            order = sorted(standing, reverse=True)
            awards = PAWNS_BY_RANK[state.players]
            heads = [
                (
                    points[s]
                    + AWARD * awards[order.index(standing[s])]
                    + STANDING_SHARE * standing[s]
                )
                / VP_TEMPERATURE
                for s in players
            ]
    else:
        heads = [strength(state, s) / ROUND_TEMPERATURE for s in range(state.players)]
    top = max(heads)
    weights = [math.exp(h - top) for h in heads]
    total = sum(weights)
    return [w / total for w in weights]


END_SURE = 0.95
"""How likely a seat with three clans and a new one in hand is to end the round at its
next turn (greedy places a fourth clan whenever it can)."""
END_MAYBE = 0.6
"""... with three clans and no new one in hand yet: it draws first (often 5 cards)."""
DRAWN_CLAN = 6
"""The strength a fourth clan found by drawing brings to the seat that places it."""

_RONIN = tuple(info.kind == "ronin" for info in CARDS)
_CLAN_VALUE = {clan.name: clan.value for clan in data.CLANS}


def best_new_clan(state: ShinobiState, seat: int) -> int:
    """The strength of the strongest new clan the seat's hand can place (0: none)."""
    tableau = state.clans[seat]
    counts: dict[str, int] = {}
    ronin = 0
    for card in state.hands[seat]:
        clan = _HAND_WORTH[card][0]
        if _RONIN[card]:
            ronin += 1
        elif clan is not None and clan not in tableau:
            counts[clan] = counts.get(clan, 0) + 1
    best = 0
    for clan, k in counts.items():
        k = min(k, 4)
        if k + min(ronin, 4 - k) >= 2:
            best = max(best, k * _CLAN_VALUE[clan] + min(ronin, 4 - k) * data.RONIN_VALUE)
    return best


def end_threat_evaluate(state: ShinobiState) -> list[float]:
    """`evaluate` that expects the round to end: going round the table from the seat
    after the one whose turn it is, each seat with three clans ends it (END_SURE or
    END_MAYBE) with its score raised by the clan it places, and the top score wins;
    `evaluate` shares what is left if nobody does."""
    base = evaluate(state)
    if state.is_terminal:
        return base
    players = state.players
    scores = [state.score(s) for s in range(players)]
    values = [0.0] * players
    left = 1.0
    for step in range(1, players + 1):
        seat = (state.turn + step) % players
        if len(state.clans[seat]) < 3:
            continue
        new = best_new_clan(state, seat)
        chance = END_SURE if new else END_MAYBE
        final = list(scores)
        final[seat] += new if new else DRAWN_CLAN
        top = max(final)
        winners = [s for s in range(players) if final[s] == top]
        for s in winners:
            values[s] += left * chance / len(winners)
        left *= 1 - chance
    return [v + left * b for v, b in zip(values, base, strict=True)]


class _Dealt(_Later):
    """The generator of a copy one move ahead of a deal (`_ahead_of`): the deal's own as
    it stands, its state read only when a move first draws from it. A deal's generator
    is freshly seeded and nothing draws from it while its copies are looked at (the
    deal itself is never played on), so its state read late is the one read at once;
    reading it is a 625-word tuple (`getstate`, about 90 us) and most moves draw
    nothing: a sixth of a greedy decision went to it (issue 33, the review's wait)."""

    __slots__ = ("source",)

    def __init__(self, source: random.Random) -> None:
        self.source = source
        self.made = None

    @property  # (in place of _Later's slot: Position.chance() reads it too)
    def chance(self) -> tuple[Any, ...]:  # type: ignore[override]
        return self.source.getstate()


def _ahead_of(
    world: ShinobiState, legal: list[ShinobiAction]
) -> tuple[list[ShinobiAction], Callable[[], ShinobiState]]:
    """For copies of `world` one move ahead (as `ShinobiState.ahead`'s): the moves
    `legal` as `world` offers them (the same moves: a deal keeps the mover's own hand),
    each then applied without parsing, and what makes a copy, whose generator is
    `world`'s read when first drawn from (_Dealt). `world` is a deal not played on."""
    # The moves are the position's own: a deal keeps the mover's own hand and all it may
    # see, so the deal offers the very same moves (its own list, made again, was a
    # twentieth of a greedy move); each copy takes them without parsing (`_offered`).
    world._offered = offered = legal
    source = world.rng
    if isinstance(source, _Seeded) and source.made is None:
        # a deal never drawn from (search_deal): each copy's generator is a fresh one
        # of its seed, made only if a move draws (what _Dealt would read, without the
        # generator's state read and set again for each copy that draws)
        seed = source.seed

        def fresh() -> ShinobiState:
            twin = world._copy(cast(random.Random, _Seeded(seed)))
            twin._offered = world._offered
            return twin

        return offered, fresh

    def ahead() -> ShinobiState:
        twin = world._copy(cast(random.Random, _Dealt(source)))
        twin._offered = world._offered
        return twin

    return offered, ahead


def best_on_one_deal(
    state: ShinobiState,
    rng: random.Random,
    value: Callable[[ShinobiState, int], float] | None,
    legal: list[ShinobiAction] | None = None,
    per_deal: Callable[[ShinobiState], Callable[[ShinobiState, int], float]] | None = None,
) -> ShinobiAction:
    """The move whose outcome `value(outcome, seat)` judges best, on one determinization
    for the seat to play (or `per_deal(deal)`'s, made for that deal); ties broken at
    random. `legal`: the state's legal actions, when the caller has them already."""
    seat = state.current_player
    world = state.search_deal(seat, rng)
    if legal is None:
        legal = state.legal_actions()
    offered, ahead = _ahead_of(world, legal)
    if per_deal is not None:
        value = per_deal(world)
    assert value is not None
    best: list[ShinobiAction] = []
    best_value = -math.inf
    for action, same in zip(legal, offered, strict=True):
        twin = ahead()
        twin.apply(same)
        judged = value(twin, seat)
        if judged > best_value + 1e-12:
            best, best_value = [action], judged
        elif abs(judged - best_value) <= 1e-12:
            best.append(action)
    return best[rng.randrange(len(best))]


class _OnePly:
    """`evaluate(twin)[seat]` for the positions one move ahead of one deal (`world`):
    a seat whose cards the move left as they were keeps the standing it has there,
    worked out once for all the moves rather than once a move (most moves change the
    mover's cards alone; a review's Shinobi playouts spent a sixth of their time on
    the standings, issue 33). The same figures: a standing reads nothing else."""

    def __init__(self, world: ShinobiState) -> None:
        self.world = world
        self.known: dict[int, float] = {}
        self.held: tuple[str, list[float]] | None = None

    def boards(self, twin: ShinobiState, boss: str) -> list[float]:
        """boards(twin, boss), worked out once for the moves that leave the pawns as
        they were: a copy shares the world's pawns until it changes them (SHARED), and
        three seats' board_points were a third of a move's judging (issue 33)."""
        world = self.world
        if twin.pawns is not world.pawns or twin.to_place is not world.to_place:
            return boards(twin, boss)
        held = self.held
        if held is None or held[0] != boss:
            held = self.held = (boss, boards(twin, boss))
        return held[1]

    def strength(self, twin: ShinobiState, seat: int) -> float:
        world = self.world
        if (
            twin.hands[seat] != world.hands[seat]
            or twin.clans[seat] != world.clans[seat]
            or twin.corruption[seat] != world.corruption[seat]
            or twin.temple_cards[seat] != world.temple_cards[seat]
            or twin.favour[seat] != world.favour[seat]
        ):
            return round_strength(twin, seat)
        known = self.known.get(seat)
        if known is None:
            known = self.known[seat] = round_strength(world, seat)
        return known

    def __call__(self, twin: ShinobiState, seat: int) -> float:
        return evaluate(twin, self.strength, self.boards)[seat]


def greedy_choice(
    state: ShinobiState, rng: random.Random, legal: list[ShinobiAction] | None = None
) -> ShinobiAction:
    """The move with the best immediate gain (`evaluate`), judged on one determinization
    (`legal`: the state's legal actions, when the caller has them)."""
    return best_on_one_deal(state, rng, None, legal, per_deal=_OnePly)


def own_turn_value(state: ShinobiState, seat: int, depth: int) -> float:
    """`end_threat_evaluate`'s value for `seat` once it has made its next `depth`
    decisions of this turn (placing, and its powers' choices) as well as it can: so a
    clan that ends the round is judged after its power, on who wins."""
    if state.is_terminal:
        return state.returns()[seat]
    if depth <= 0 or state.current_player != seat or state.phase not in ("place", "power"):
        return end_threat_evaluate(state)[seat]
    best = -math.inf
    legal = state.legal_actions()
    chance = state.chance()
    for action in legal:
        twin = state.ahead(chance)
        twin.apply(action)
        best = max(best, own_turn_value(twin, seat, depth - 1))
    return best


LEAST_WORLDS = 2
"""The deals a draw is judged over at a table whatever its deadline (ninjas.ai.deadline):
hard's 8 took up to 0.38 s of processor time (4-player Grasshopper, seed 2), and 2-5.8 s
by the watch at load 18 on this shared 2-core machine, each the first decision of a
computer's turn (issue 33: a whole turn in 4 s). Two, so that one lucky deal does not
decide alone."""


def lookahead_choice(state: ShinobiState, rng: random.Random, plan: Lookahead) -> ShinobiAction:
    """The move whose `own_turn_value` is highest. The draw is judged through the
    placing it allows, summed over `plan.worlds` deals of what the seat cannot see (at a
    table, those dealt by its deadline, LEAST_WORLDS at least); any other move on one
    deal, ties broken at random."""
    seat = state.current_player
    legal = state.legal_actions()
    if state.phase == "draw":
        totals = [0.0] * len(legal)
        for dealt in range(plan.worlds):
            if past(dealt, LEAST_WORLDS):
                break
            world = state.search_deal(seat, rng)
            offered, ahead = _ahead_of(world, legal)
            for i, action in enumerate(offered):
                twin = ahead()
                twin.apply(action)
                totals[i] += own_turn_value(twin, seat, plan.depth + 1)
        return legal[max(range(len(legal)), key=totals.__getitem__)]

    return best_on_one_deal(state, rng, lambda twin, me: own_turn_value(twin, me, plan.depth))


def decoy_peeked(action: ShinobiAction) -> int | None:
    """The Decoy a move peeks at (a Missions or spy peek, the Temple's), else None."""
    if action.kind == "peek":
        return int(action.args[0])
    if action.kind == "temple" and action.args[0] == "decoy":
        return int(action.args[1])
    return None


def unseen_peek(state: ShinobiState, choice: ShinobiAction) -> ShinobiAction:
    """`choice`, but a peek at a Decoy the seat has already seen becomes one at a Decoy it
    has not (the first), when there is one: no evaluation values what a peek teaches, so
    the search took any Decoy (issue 33, newcomer L: the hint peeked at 'Decoy 3 (seen:
    Zombies)'). Only the seat's own peeks are read (known_decoys), nothing hidden."""
    decoy = decoy_peeked(choice)
    known = state.known_decoys[state.current_player]
    if decoy is None or decoy not in known:
        return choice
    for action in state.legal_actions():
        other = decoy_peeked(action)
        if other is not None and other not in known:
            return action
    return choice


class ShinobiPolicy:
    """The policy of one level, bound to the agent's seeded generator."""

    def __init__(self, name: str, rng: random.Random) -> None:
        self.name = name
        self.rng = rng
        self.kept: tuple[str, Any] | None = None
        """At a table (a deadline set), while the seat's turn goes on after its move: the
        position that move makes (its repr) and the search tree's node for it, which the
        seat's next decision there searches on (keep)."""

    def choose_code(self, state: ShinobiState) -> int:
        raise TypeError("Shinobi actions have no codes: use choose()")

    def choose(self, state: ShinobiState) -> ShinobiAction:
        return unseen_peek(state, self._choose(state))

    def _choose(self, state: ShinobiState) -> ShinobiAction:
        # the list the agent has just asked for (ninjas.ai.agents.Agent.choose), not
        # made again: a twentieth of a review's playouts (its `_offered`, the list
        # legal_actions() last returned for this very position)
        legal = state._offered or state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self.name == "greedy":
            return greedy_choice(state, self.rng, legal)
        preset = preset_for(self.name, state)
        if isinstance(preset, Lookahead):
            return lookahead_choice(state, self.rng, preset)
        if isinstance(preset, Greedy):
            if preset.blunder and self.rng.random() < preset.blunder:
                return legal[self.rng.randrange(len(legal))]
            return greedy_choice(state, self.rng, legal)
        search = ISMCTS(
            self.rng,
            iterations=preset.iterations,
            exploration=preset.exploration,
            evaluate=evaluate,
            max_rollout=preset.max_rollout,
            key=action_key,
            least=preset.least,
        )
        kept, self.kept = self.kept, None
        table = deadline.current() is not None
        root = kept[1] if table and kept is not None and kept[0] == repr(state) else None
        choice: ShinobiAction = search.choose(state, root)
        if table:
            self.keep(state, choice, search.root)
        return choice

    def keep(self, state: ShinobiState, choice: ShinobiAction, root: Any) -> None:
        """At a table, the tree's node for `choice` is kept while the seat's turn goes on
        after it (its power's choices, its discard): that next decision then searches on
        from the visits the tree already gave it, and its short deadline
        (ninjas.ai.deadline.CHAINED_SECONDS, issue 33: a whole computer turn in 4 s) costs
        it little. The arena and the tests ask no deadline: nothing is kept there."""
        node = None if root is None else root.children.get(action_key(choice))
        if node is None:
            return
        after = state.clone()
        after.apply(choice)
        if not after.is_terminal and after.current_player == state.current_player:
            self.kept = (repr(after), node)
