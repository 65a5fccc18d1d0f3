"""The computer's review of one seat's moves in a recorded game (issue 34, section 3).

    python -m ninjas.review RECORD --seat N --json [--samples K] [--spice S] [--fresh]

For each decision the seat made (a point where it had more than one legal action), the
hard computer gives: the win chance before the move, its own preferred move and the win
chance after it, and the win chance after the move made. For Night's throws it adds the
string, the true distance and the error.

It judges only from what the seat knew then. The computer's move is the one the table's
hint (H) showed there (ninjas.ai.hint: the hard level, the table's seed, the position
dealt from the seat's view), so a move played on the hint's word is never costly; and
a move that a hint shown to the seat there named (the table keeps it in the record for
that seat: ninjas.review_hints) is the computer's own whatever this search finds, as
the table's search stops at its deadline on a busy machine (Item.searched). A win
chance is the share of playouts won from `samples` worlds, `state.determinize(seat, rng)`
(the seat's view, the rest dealt again from the review's own generator), each seat
played to the end by the `playout` agent with a share `spice` of random moves (Playout),
which never misses a win in reach (ninjas.review_sure: an unguarded Dojo).
The win chance before a move is what the position is worth when played well: the better
of the computer's move and the move made (as a chess engine's figure for a position is
that of its best move), so the loss of a move is the drop from it, and the graph of the
chances before never shows a loss that the review did not count. The real position is
only ever read through the seat's view, so a review cannot name another seat's hidden
card (tests/ai/test_review.py changes the
hidden cards and sees the same items). The three figures of a decision are played in
the same worlds with the same playout seeds, so the difference between two moves is not
lost in the noise of the deals; a move other than the computer's is played out in
more worlds (Budget.most). Seeded from the record's seed, the seat and the action's
index: the same record gives the same figures every run.

A bad record is a clear message and exit status 2.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from ninjas import review_material as material
from ninjas import review_plan_roof as plan_roof
from ninjas.ai.agents import AGENT_NAMES, PLAN_PHASES
from ninjas.ai.hint import HINT_LEVEL, PLAN_GAMES, hint_plan, hint_seed
from ninjas.core import review_store
from ninjas.core.history import Record, read_record, replay_record
from ninjas.core.pathcheck import path_argument, shown
from ninjas.core.record_figures import dojo_turns
from ninjas.core.saves import SaveError, start_state
from ninjas.night import data as night_data
from ninjas.review_hints import AtDecision, at_decision, followed, seat_hints
from ninjas.review_order import order_only, turn_end_pairs, turn_rest
from ninjas.review_playout import AS_GOOD as AS_GOOD
from ninjas.review_playout import CLEAR_GAP as CLEAR_GAP
from ninjas.review_playout import JOINED as JOINED
from ninjas.review_playout import NOISE_SPREAD as NOISE_SPREAD
from ninjas.review_playout import SURE_SPREAD, _mean, _world, compared
from ninjas.review_playout import _margin as _margin
from ninjas.review_playout import _outcomes as _outcomes
from ninjas.review_playout import _play_out as _play_out
from ninjas.review_throws import THROWS as THROWS

REVIEW_VERSION = 18
"""Raised when the way figures are worked out changes: a review kept with a record
(ninjas.core.review_store) under another version is worked out again (13: Night's
playouts plan a Collect on a better roof in reach, ninjas.review_sure.night_plan; 14:
no 100% or 0% from anchoring alone, anchored; 15: Dojo's ninjas lost, Item.material;
16: a move like the computer's then the turn's end, judged there, review_order; 17:
the plan's hint's roof, review_plan_roof; no order-only decisions, ORDER_ONLY; 18: Grand
Master's playouts count a seat's strength within its rank, ninjas.shinobi.ai.STANDING_SHARE)."""
WORST_SHOWN = 3
GROUPED = {"dojo": "die "}
"""Actions judged together: all a seat's in a row that begin so are one decision (Dojo's
dice of one summoning, placed one at a time: the order is no choice, the hexes are). A
Dojo review of 86 decisions, 82 of them dice placements, took 190 s (issue 34)."""


@dataclass(frozen=True)
class Budget:
    """How much the review thinks per decision: `samples` worlds per win chance, each
    played out by `playout` agents making a random legal move a share `spice` of the
    time (Playout); the computer's move is `chooser`'s, as the hint's (ninjas.ai.hint)."""

    samples: int = 12
    playout: str = "normal"
    chooser: str = "hard"
    spice: float = 0.0
    most: int = 0
    """The worlds a move other than the computer's is judged on (the computer's own move
    needs no comparison: `samples`); 0: `samples`."""

    def key(self) -> str:
        spice = f"-r{round(self.spice * 100)}" if self.spice else ""
        most = f"-m{self.most}" if self.most > self.samples else ""
        return f"v{REVIEW_VERSION}-{self.chooser}-{self.playout}-{self.samples}{spice}{most}"


DEFAULT_BUDGET = Budget()
SAMPLES = {"dojo": 28, "night": 48, "taisen": 48, "shinobi": 48}
"""Worlds per win chance, as many as 60 s of processor time for a typical game on one
core allows (README, Review; a Dojo game of hard against normal at --seed 1 has 68
decisions for the normal seat). A chance from n playouts is off by up to 0.5/sqrt(n)
(one standard error): 9.4 points for Dojo, 7 for the others; two moves played out in
the same worlds differ by less (NOISE_SPREAD). Night's were 12 (a graph read 91%, 33%,
83% in a row, issue 34); Dojo's 8 (one playout in eight was 12 points) and Taisen's and
Shinobi's 24 cost 7 to 21 s of processor time on the newcomers' records."""
SPICE = {"dojo": 0.5, "night": 0.1, "taisen": 0.1, "shinobi": 0.1}
"""The share of random legal moves in the playouts (Playout). Normal against normal is
a narrow model of a game: in Dojo it read 93% for the newcomer's seat after the hard
computer's first Dojo (40 playouts; hard against hard read 62%), 100% with 8 playouts
(issue 33, nc-66), and from ten seeded starts its chances ran from 19% to 100%. With
half the moves random, 70% there and 31% to 81% from the ten starts; Dojo's greedy steps
alone never weigh a far-off threat. A tenth in the other games varies their playouts
without changing their starts' chances (within the noise: tests/ai/test_review_start.py)."""


MOST = {"dojo": 112, "taisen": 192}
"""The worlds a move other than the computer's is judged on (Budget.most), where the
game's `samples` alone gave verdicts that more worlds overturned. Dojo's 28 playouts
half random: two steps a hex apart in a quiet corner of a hand-set position read 71%
and 57% (costly), 63% and 62% on 112 (tests/ai/test_review_sure.py). Taisen's 48: a
newcomer's move read 46% against the computer's 40%, 36% against 47% on 192 (nc-68,
action 4). Night's 13 such moves (nc-67) and Shinobi's 2 (nc-65) kept their verdicts on
192 worlds: they keep `samples`."""


def budget_for(game: str) -> Budget:
    """The budget a game's reviews are worked out with (the screen's and the command's)."""
    return Budget(
        samples=SAMPLES.get(game, DEFAULT_BUDGET.samples),
        spice=SPICE.get(game, 0.0),
        most=MOST.get(game, 0),
    )


@dataclass(frozen=True)
class Throw:
    """A Night throw: the string used ("moving" or "fighting"), the length thrown, the
    true distance (both in cm, one decimal) and the error (length - distance)."""

    string: str
    length: float
    distance: float
    error: float
    within_reach: bool = True
    """Some length of the string could land on the roof (the rules' reach). A throw at a
    roof out of reach misses whatever the eye judged, so it is not counted in the mean
    error, as the results do (scenes/night/throw_record.py)."""


@dataclass(frozen=True)
class Item:
    """One decision of the seat: its action's index in the record, the move made and
    the computer's, and the win chances (0..1) before and after each."""

    index: int
    move: str
    computer: str
    before: float
    after_computer: float
    after_move: float
    throw: Throw | None = None
    margin: float = AS_GOOD
    """The shortfall within which the move counts as good as the computer's: the noise
    of the playouts (NOISE_SPREAD standard errors of the paired difference), at least AS_GOOD."""
    turn: int = 0
    """The table's turn of the decision (table_turn: what the table and the replay say)."""
    searched: str = ""
    """The review's own search's move, where it differs from the hint the seat was shown
    there and followed: the move made is then the computer's (ninjas.review_hints)."""
    material: float = 0.0
    """Dojo: the ninjas (net of the foe's) a move not costly lost against the computer's
    by the end of the turn, on average, below 0 if it kept more (ninjas.review_material)."""

    @property
    def loss(self) -> float:
        """The win chance the move gave away against the computer's (never below 0)."""
        return max(0.0, self.after_computer - self.after_move)

    @property
    def as_good(self) -> bool:
        """Not a costly move: the computer's own, within the margin, or short by less
        than CLEAR_GAP."""
        if self.move == self.computer or round(self.loss, 4) < CLEAR_GAP:
            return True
        return self.after_move >= self.after_computer - self.margin

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "index": self.index,
            "move": self.move,
            "computer": self.computer,
            "before": self.before,
            "after_computer": self.after_computer,
            "after_move": self.after_move,
            "loss": round(self.loss, 4),
            "as_good": self.as_good,
            "margin": self.margin,
            "turn": self.turn,
        }
        if self.searched:
            out["searched"] = self.searched
        if self.material:
            out["material"] = self.material
        if self.throw is not None:
            out["throw"] = asdict(self.throw)
        return out

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Item:
        throw = raw.get("throw")
        return cls(
            index=int(raw["index"]),
            move=str(raw["move"]),
            computer=str(raw["computer"]),
            before=float(raw["before"]),
            after_computer=float(raw["after_computer"]),
            after_move=float(raw["after_move"]),
            throw=None if throw is None else Throw(**throw),
            margin=float(raw.get("margin", AS_GOOD)),
            turn=int(raw.get("turn", 0)),
            searched=str(raw.get("searched", "")),
            material=float(raw.get("material", 0.0)),
        )


@dataclass(frozen=True)
class Turn:
    """One of the seat's turns: the index of its first decision, the index where the
    turn ends (the next seat's first action with a choice in it, or the record's end:
    the seat's forced actions and battles after its last decision belong to it), and
    the win chance there. Its chance before is its first decision's."""

    first: int
    end: int
    after: float
    turn: int = 0
    """The table's turn (table_turn), its first decision's."""

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Turn:
        return cls(int(raw["first"]), int(raw["end"]), float(raw["after"]), int(raw.get("turn", 0)))


@dataclass
class Review:
    game: str
    seat: int
    budget: str
    items: list[Item] = field(default_factory=list)
    outcome: float | None = None
    """The seat's share of the win in the record (1 won, 0 lost, split on a tie), None
    for a game given up before its end."""
    turns: list[Turn] = field(default_factory=list)
    """The win chance at the end of each of the seat's turns, so that a fall over the
    seat's own turns is told from one between them (issue 33, nc-62: a Dojo review said
    'lost to the dice and the others' while the chance fell from 100% to 0% across the
    player's own turns, a 2-against-1 attack in a forest that lost 2 ninjas)."""
    pending: frozenset[int] = frozenset()
    """While worked out (scenes/review/job.py: so_far), the decisions not yet reviewed,
    by action index: the graph draws no line across them (never kept)."""

    def turn_falls(self) -> list[dict[str, Any]]:
        """Each turn's chance before (its first decision's) and after, and its fall."""
        before = {item.index: item.before for item in self.items}
        out = []
        for turn in self.turns:
            start = before.get(turn.first)
            if start is None:
                continue
            fall = round(start - turn.after, 4)
            out.append(
                {
                    "first": turn.first,
                    "end": turn.end,
                    "before": start,
                    "after": turn.after,
                    "fall": fall,
                    "turn": turn.turn,
                }
            )
        return out

    def worst(self, count: int = WORST_SHOWN) -> list[Item]:
        """The moves that cost most (the earliest first among equal costs), costly ones only."""
        costly = [item for item in self.items if not item.as_good and item.loss > 0]
        return sorted(costly, key=lambda item: (-item.loss, item.index))[:count]

    def figures(self) -> dict[str, Any]:
        """The seat's overall figures."""
        items = self.items
        count = len(items)
        good = sum(item.as_good for item in items)
        short = [item.loss for item in items if not item.as_good]
        out: dict[str, Any] = {
            "decisions": count,
            "as_good": good,
            "as_good_share": round(good / count, 4) if count else None,
            "same_as_computer": sum(item.move == item.computer for item in items),
            "mean_loss": round(sum(item.loss for item in items) / count, 4) if count else None,
            "total_loss": round(sum(item.loss for item in items), 4),
            # the mean over the moves that fell short of the computer's only: over every
            # move it is within the playouts' noise and read as a cost no move had
            "mean_shortfall": round(sum(short) / len(short), 4) if short else None,
            "worst": [item.index for item in self.worst()],
        }
        if items and self.outcome is not None:
            # What the seat's moves gave away against the whole swing from its first
            # decision to the end: the rest came from the dice and the others' moves.
            start = items[0].before
            out["start_chance"] = start
            out["outcome"] = self.outcome
            out["luck_and_others"] = round(self.outcome - start + out["total_loss"], 4)
        turns = self.turn_falls()
        if turns:
            # What the chance lost over the seat's own turns (its moves, and the battles
            # and forced actions they led to) and between them (the dice, the others).
            out["turns"] = turns
            out["own_turns_fall"] = round(sum(max(0.0, t["fall"]) for t in turns), 4)
            between = [
                later["before"] - earlier["after"]
                for earlier, later in zip(turns, turns[1:], strict=False)
            ]
            if self.outcome is not None:
                between.append(self.outcome - turns[-1]["after"])
            out["between_fall"] = round(sum(max(0.0, -d) for d in between), 4)
            out["fell_in_own_turns"] = own_turns_lost(out["own_turns_fall"], out["between_fall"])
        throws = [item.throw for item in items if item.throw is not None]
        if throws:
            out["throws"] = len(throws)
            judged = [t for t in throws if t.within_reach]
            out["judged_throws"] = len(judged)
            out["mean_throw_error"] = (
                round(sum(abs(t.error) for t in judged) / len(judged), 2) if judged else None
            )
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seat": self.seat,
            "budget": self.budget,
            "decisions": [item.to_json() for item in self.items],
            "outcome": self.outcome,
            "turns": [asdict(turn) for turn in self.turns],
            "figures": self.figures(),
        }

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Review:
        return cls(
            game=str(raw["game"]),
            seat=int(raw["seat"]),
            budget=str(raw["budget"]),
            items=joined([Item.from_json(item) for item in raw["decisions"]]),
            outcome=None if raw.get("outcome") is None else float(raw["outcome"]),
            turns=[Turn.from_json(turn) for turn in raw.get("turns", [])],
        )


OWN_TURNS = 0.25
"""A fall of the chance over the seat's own turns at least this big, and at least the
fall between them, is never put on the dice and the others."""


def own_turns_lost(own: float, between: float) -> bool:
    """Whether the chance fell mostly over the seat's own turns."""
    return own >= OWN_TURNS and own >= between


# ------------------------------------------------------------------ one decision
@dataclass(frozen=True)
class PlanRun:
    """The seat's actions so far in a phase whose hint is a plan (a Dojo move's steps,
    ninjas.ai.hint.PLAN_GAMES): where the run began (`start`, the position `state`
    there) and the actions played since, so that a decision in it is judged against
    the hint the table showed there: the next action of the plan found at the run's
    start while the seat followed it, else of the plan found where it left it."""

    start: int
    state: Any
    played: tuple[str, ...]


@dataclass(frozen=True)
class Decision:
    """What one decision's review needs, small enough to send to the AI worker: the
    position (only read through `seat`'s view), the move made, the seeds."""

    state: Any
    seat: int
    index: int
    move: str
    seed: str
    game_seed: int = 0
    """The record's seed: the hint's search is seeded from it as the table's was."""
    run: PlanRun | None = None
    game_key: str = ""
    """Names the record, for the worker's memory of the hints' plans (_HINTS)."""
    turn: int = 0
    """The table's turn (table_turn)."""
    rest: tuple[str, ...] = ()
    """The seat's actions from this one to the end of its run (ninjas.review_order: a
    computer's move the seat played later in the same turn is judged at the turn's end)."""
    hints: AtDecision = ()
    """The hints the table showed this seat at the decision's positions (its own only:
    ninjas.review_hints)."""
    planned: int | None = None
    """Night: the roof the plan's hint named, this Move's (ninjas.review_plan_roof)."""


def decisions(record: Record, seat: int) -> Iterator[Decision]:
    """The seat's decisions in the record, in order: each point where it had more than
    one legal action (forced ones are skipped), a run of GROUPED actions being one (its
    move their texts JOINED). SaveError if the record does not replay."""
    state = start_state(record.save)
    if not 0 <= seat < state.num_players:
        raise SaveError("seats", f"no seat {seat} in a game of {state.num_players}")
    actions = record.save.actions
    game = record.save.game
    grouped = GROUPED.get(game)
    digest = hashlib.sha1("\n".join(actions).encode("utf-8")).hexdigest()[:16]
    game_key = f"{game}:{record.save.seed}:{digest}"
    skip = 0
    run: list[Any] | None = None  # [start, state, played texts] of a PlanRun
    turn, mover = 0, None
    shown = seat_hints(record.save, seat)  # this seat's own, never another's
    roofs = plan_roof.PlanRoofs(game, seat, shown)
    for index, text in enumerate(actions):
        named = roofs.step(index, state, text)  # (Night: the plan's hint's roof)
        if state.current_player != mover:
            turn, mover = turn + 1, state.current_player
        phase = getattr(state, "phase", None)
        planned = game in PLAN_GAMES and state.current_player == seat and phase in PLAN_PHASES
        if not planned:
            run = None
        elif run is None or run[3] != phase:
            run = [index, state.clone(), [], phase]
        if skip:
            skip -= 1
        elif (  # (the order of cards laid face down is no choice: order_only)
            state.current_player == seat
            and len(state.legal_actions()) > 1
            and not order_only(state)
        ):
            move = text
            if grouped and text.startswith(grouped):
                group = _group(state, seat, actions[index:], grouped)
                skip = len(group) - 1
                move = JOINED.join(group)
            # One seed for all the seat's decisions: consecutive decisions are dealt and
            # played out alike (common random numbers), so the graph of the chances moves
            # with the game, not with the deals (issue 34: 91%, 33%, 83% in a row).
            yield Decision(
                state.clone(),
                seat,
                index,
                move,
                f"{record.save.seed}:{seat}",
                record.save.seed,
                None if run is None else PlanRun(run[0], run[1], tuple(run[2])),
                game_key,
                table_turn(game, state, turn),
                () if move != text else turn_rest(state, seat, actions[index:]),
                at_decision(shown, index, len(move.split(JOINED))),
                named,
            )
        if run is not None:
            run[2].append(text)
        try:
            state.apply(text)
        except ValueError:
            raise SaveError("invalid_action", f"move {index + 1} is not legal there") from None


def table_turn(game: str, state: Any, turn: int) -> int:
    """The turn of the position `state` as its table and the replay say it (Dojo's
    header: the mover's own turn, 'Ivy, turn 3'; Night's round), `turn` the timeline's
    (each seat's run of actions counted, history.walk) in the other games. The review
    said 'Turn 6' of a Dojo move the replay it opened called 'Ivy, turn 3' (issue 33);
    the replay's strip (scenes/replay/strip.table_turn) asks this one."""
    if game == "night":
        return max(1, int(state.round))
    if game == "dojo":
        if state.is_terminal:  # the turn that ended the game counted, as its header did
            return max(1, dojo_turns(state))
        return int(state.turns[int(state.mover)]) + 1
    return turn


def table_turns(save: Any) -> list[int]:
    """The table's turn of each action of `save` (table_turn of the position before
    it), replayed once. SaveError if it does not replay."""
    state = start_state(save)
    out: list[int] = []
    turn, mover = 0, None
    for index, text in enumerate(save.actions):
        if state.current_player != mover:
            turn, mover = turn + 1, state.current_player
        out.append(table_turn(save.game, state, turn))
        try:
            state.apply(text)
        except ValueError:
            raise SaveError("invalid_action", f"move {index + 1} is not legal there") from None
    return out


def _group(state: Any, seat: int, actions: list[str], prefix: str) -> list[str]:
    """The run of `seat`'s actions beginning with `prefix` from the first of `actions`
    on, the position being `state` (left as it was)."""
    sim = state.clone()
    group: list[str] = []
    for text in actions:
        if sim.current_player != seat or not text.startswith(prefix):
            break
        group.append(text)
        try:
            sim.apply(text)
        except ValueError:
            break  # the replay itself says which move is not legal
    return group


@dataclass(frozen=True)
class TurnEnd:
    """Where one of the seat's turns ends, small enough to send to the AI worker: the
    position before action `end` (only read through `seat`'s view), the index of the
    turn's first decision, the seed (its decisions' own)."""

    state: Any
    seat: int
    first: int
    end: int
    seed: str
    turn: int = 0


def turn_ends(record: Record, seat: int) -> list[TurnEnd]:
    """The end of each of the seat's turns that had a decision in it: the first action
    of another seat in a run of theirs with a choice in it (so a Dojo defender's forced
    card laid in the seat's battle, a forced roll, do not end it), or the record's end.
    SaveError if the record does not replay."""
    found_decisions = list(decisions(record, seat))
    firsts = [decision.index for decision in found_decisions]
    turns = {decision.index: decision.turn for decision in found_decisions}
    state = start_state(record.save)
    actions = record.save.actions
    ends: list[int] = []
    run_start: int | None = None
    snapshot: Any = None
    positions: dict[int, Any] = {}
    for index, text in enumerate(actions):
        others = state.current_player != seat
        if others and run_start is None:
            run_start, snapshot = index, state.clone()
        elif not others:
            run_start = None
        if others and run_start is not None and len(state.legal_actions()) > 1:
            if not ends or ends[-1] != run_start:
                ends.append(run_start)
                positions[run_start] = snapshot
        try:
            state.apply(text)
        except ValueError:
            raise SaveError("invalid_action", f"move {index + 1} is not legal there") from None
    ends.append(len(actions))
    positions[len(actions)] = state
    found: dict[int, int] = {}
    for first in firsts:
        end = next(e for e in ends if e > first)
        found.setdefault(end, first)
    seed = f"{record.save.seed}:{seat}"
    return [
        TurnEnd(positions[end], seat, first, end, seed, turns[first])
        for end, first in found.items()
    ]


def review_turn(turn: TurnEnd, budget: Budget = DEFAULT_BUDGET) -> Turn:
    """The win chance where a turn ends, in the worlds and with the playout seeds of the
    seat's decisions (runs in the AI worker for the review screen)."""
    rng = random.Random(f"review:{turn.seed}")
    worlds = [_world(turn.state, turn.seat, rng) for _ in range(budget.samples)]
    seeds = [rng.getrandbits(31) for _ in worlds]
    shares = [
        _play_out(world, turn.seat, budget.playout, seed, budget.spice)
        for world, seed in zip(worlds, seeds, strict=True)
    ]
    return Turn(turn.first, turn.end, _mean(shares), turn.turn)


def review_decision(
    decision: Decision, budget: Budget = DEFAULT_BUDGET, then: float | None = None
) -> Item:
    """One decision's item (runs in the AI worker for the review screen). `then`: the
    chance before the seat's next decision when it follows this one directly
    (review_run): the computer's own move then leads there, and is worth that."""
    seat, state = decision.seat, decision.state
    computer = computer_move(decision, budget.chooser)
    # the texts as the game writes them
    move = JOINED.join(str(state.parse_action(text)) for text in decision.move.split(JOINED))
    if JOINED in move and sorted(move.split(JOINED)) == sorted(computer.split(JOINED)):
        computer = move  # a summoning's dice on the same hexes: the order is no choice
    searched = ""
    prefix = GROUPED.get(state.game)
    if move != computer and (
        followed(move.split(JOINED), decision.index, decision.hints, prefix)
        or plan_roof.followed(decision.planned, move, computer)
    ):
        # the hint shown there named this move: it is the computer's, whatever a search
        # with the whole budget prefers (the table's stopped at its deadline)
        searched, computer = computer, move
    throw = _throw(state, move)
    if move == computer and then is not None:  # no playout: the next decision's worth
        return Item(
            decision.index,
            move,
            computer,
            then,
            then,
            then,
            throw,
            AS_GOOD,
            decision.turn,
            searched,
        )
    rng = random.Random(f"review:{decision.seed}")
    worlds = [_world(state, seat, rng) for _ in range(budget.samples)]
    seeds = [rng.getrandbits(31) for _ in worlds]  # before any more worlds: as review_turn's
    ends = None if move == computer else turn_end_pairs(worlds, decision.rest, computer)
    if ends is not None:
        # the same turn in another order, or a move like it before the turn's end: both
        # judged where the seat's turn ended, one position played out once
        play = (seat, budget.playout)
        pairs = list(zip(ends, seeds, strict=True))
        by_move = [_play_out(m, *play, seed, budget.spice) for (m, _), seed in pairs]
        by_computer = [
            done if c is m else _play_out(c, *play, seed, budget.spice)
            for ((m, c), seed), done in zip(pairs, by_move, strict=True)
        ]
    elif move == computer:
        by_computer = by_move = _outcomes(worlds, seeds, seat, budget.playout, move, budget.spice)
    else:
        deal = (budget.samples, budget.most, budget.playout, budget.spice)
        by_computer, by_move = compared(state, seat, worlds, seeds, rng, *deal, (computer, move))
    after_computer, after_move = _mean(by_computer), _mean(by_move)
    if then is not None:  # the move made leads to the next decision: worth its chance
        after_computer, after_move = anchored(after_computer, after_move, then)
    before = max(after_computer, after_move)  # what the position is worth, well played
    spread = SURE_SPREAD if budget.most > budget.samples else NOISE_SPREAD
    margin = _margin(by_computer, by_move, spread)
    item = Item(
        decision.index,
        move,
        computer,
        before,
        after_computer,
        after_move,
        throw,
        margin,
        decision.turn,
        searched,
    )
    if not material.weighed(state.game, move) or move == computer or not item.as_good:
        return item
    moves = (computer, move)
    cost = material.material_cost(worlds, seeds, seat, moves, budget.playout, budget.spice)
    return replace(item, material=cost)


def anchored(after_computer: float, after_move: float, then: float) -> tuple[float, float]:
    """The two moves' chances when the move made leads straight to the seat's next
    decision, worth `then` (that decision's chance before, the graph's next dot): the
    move made is worth `then`, as the computer's own is there (E2, s10: the row's 'you'
    and the next dot were two estimates of one position, and differed), and the
    computer's lies the paired difference of their playouts above it, so the loss and
    its verdict are those of the same worlds as before. Where that would pass 100% (or
    0%), the two moves' own figures stay: no verdict changes (the move made's playouts
    still play, as the paired difference needs them). So they do where it would reach
    100% (or 0%) and the computer's own figure does not: newcomer F, s15, Shinobi (her
    2 Bears against the computer's 2 Bears and a Ronin, 25% against 75% in their own
    playouts, the next decision at 50%) read 100% in round 2 of 3, 'from 33% to 100%'."""
    shifted = round(then + after_computer - after_move, 4)
    if not 0.0 <= shifted <= 1.0 or (_extreme(shifted) and not _extreme(after_computer)):
        return after_computer, after_move
    return shifted, then


def joined(items: list[Item]) -> list[Item]:
    """`items` (in their order) with each anchored to the next decision's chance where
    its move leads straight there, across the runs review_run works out apart
    (RUN_LONGEST): within a run each is, and a Dojo turn's dozen steps drew a seam every
    four, one estimate of a position against another of the same (newcomer F, s15,
    Dojo). Idempotent: a run's items stay as they are; verdicts never change."""
    by_index = {item.index: item for item in items}
    order = sorted(by_index)
    for earlier, later in reversed(list(zip(order, order[1:], strict=False))):
        item, then = by_index[earlier], by_index[later].before
        if after_index(item) == later:
            ours, its = anchored(item.after_computer, item.after_move, then)
            moved = replace(item, before=max(ours, its), after_computer=ours, after_move=its)
            if moved.as_good == item.as_good:  # (a verdict at its edge, in floats, stays)
                by_index[earlier] = moved
    return [by_index[item.index] for item in items]


def _extreme(chance: float) -> bool:
    """A chance said as 0% or 100%."""
    return not 0.005 <= chance < 0.995


def review_run(run: list[Decision], budget: Budget = DEFAULT_BUDGET) -> list[Item]:
    """The items of decisions each following the one before directly (runs_of), worked
    out from the last: a move the computer's own leads to the next decision, so its
    chance is that decision's chance before, with no playout of its own."""
    items: list[Item] = []
    then: float | None = None
    for decision in reversed(run):
        items.append(review_decision(decision, budget, then))
        then = items[-1].before
    return items[::-1]


RUN_LONGEST = 4
"""The most decisions worked out as one run (a Dojo turn's steps can be a dozen): the
screen shows each run's items as it comes."""


def runs_of(found: list[Decision]) -> list[list[Decision]]:
    """The decisions in runs, each following the one before it directly (the seat's
    next action after its move), RUN_LONGEST at most."""
    runs: list[list[Decision]] = []
    for decision in found:
        last = runs[-1][-1] if runs else None
        if last is not None and len(runs[-1]) < RUN_LONGEST and decision.index == after_index(last):
            runs[-1].append(decision)
        else:
            runs.append([decision])
    return runs


def after_index(decision: Decision | Item) -> int:
    """The index of the action after the decision's move."""
    return decision.index + len(decision.move.split(JOINED))


def turns_known(ends: list[TurnEnd], items: list[Item]) -> dict[int, Turn]:
    """The turns whose end comes right after one of the seat's decisions: the chance
    there is that move's, worked out already (by the end's index)."""
    after = {after_index(item): item.after_move for item in items}
    return {
        end.end: Turn(end.first, end.end, after[end.end], end.turn)
        for end in ends
        if end.end in after
    }


_HINTS: dict[tuple[str, str, int], list[str]] = {}
"""The hints' plans found in this process, by record, level and action index: a Dojo
move's decisions are reviewed one after the other in the worker, and each but the first
reads the plan its run's first found (a worker started again finds it again)."""
HINTS_KEPT = 64


def _hint_at(decision: Decision, level: str, state: Any, index: int) -> list[str]:
    """The hint's plan at `state`, the position after `index` actions of the record."""
    key = (decision.game_key, level, index)
    plan = _HINTS.get(key) if decision.game_key else None
    if plan is None:
        plan = hint_plan(state, hint_seed(decision.game_seed, index), level)
        if decision.game_key:
            if len(_HINTS) >= HINTS_KEPT:
                _HINTS.pop(next(iter(_HINTS)))
            _HINTS[key] = plan
    return plan


def computer_move(decision: Decision, level: str = HINT_LEVEL) -> str:
    """The computer's move at the decision: the move the table's hint (H) showed there,
    the same level's search with the same seed on the same view of the position (issue
    33: a newcomer played the step the hint gave, and the review, whose own search had
    chosen another, named it the costliest move of the game). In a run of a plan (a
    Dojo move's steps) it is the next action of the plan the hint found at the run's
    start, while the seat followed it (the table shows it without searching again),
    else of the plan found where the seat left it. For a GROUPED decision, the plan's
    whole run of such actions."""
    state, run = decision.state, decision.run
    plan: list[str] | None = None
    at = decision.index  # where `plan` was found
    if run is not None:
        position = run.state.clone()
        at = run.start
        for offset, played in enumerate(run.played):
            index = run.start + offset
            if plan is None:
                plan, at = _hint_at(decision, level, position, index), index
            text = str(position.parse_action(played))
            expected = plan[index - at] if index - at < len(plan) else None
            position.apply(played)
            if text != expected or index + 1 - at >= len(plan):
                plan = None  # the seat left the plan (or played it all): none shown
    if plan is None:
        plan, at = _hint_at(decision, level, state, decision.index), decision.index
    rest = plan[decision.index - at :]
    prefix = next((p for p in GROUPED.values() if decision.move.startswith(p)), None)
    if prefix is None or not rest:
        return rest[0] if rest else plan[0]
    chosen = []
    for text in rest:
        if not text.startswith(prefix):
            break
        chosen.append(text)
    return JOINED.join(chosen or rest[:1])


def _throw(state: Any, move: str) -> Throw | None:
    """A Night throw's string, length, true distance and error (None for other moves)."""
    if state.game != "night":
        return None
    words = move.split()
    at = THROWS.get(words[0])
    if at is None or len(words) <= at:
        return None
    here = state.positions[state.current_player]
    aim = int(words[at - 1])
    target = aim if words[0] == "move" else state.positions[aim]
    length = float(words[at])
    distance = round(state.village.distance(here, target), 1)
    string = "moving" if words[0] == "move" else "fighting"
    # The rules' reach, as the results': some length could land there (a roof whose
    # centre lies beyond the string may still be hit; newcomer T, s9: 'out of reach'
    # of a throw the game called a hit)
    reach = state.reach_from(here, target, words[0])
    # the error to the whole string where the centre lies beyond it, as the results'
    # (scenes/night/throw_record.eye_error): the string could be no longer
    limit = night_data.MOVE_STRING_MAX if words[0] == "move" else night_data.FIGHT_STRING_MAX
    return Throw(string, length, distance, round(length - min(distance, limit), 1), reach)


def review_record(
    record: Record,
    seat: int,
    budget: Budget = DEFAULT_BUDGET,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """The whole review, in this process (the CLI's; the screen sends each run of
    decisions to the worker). `progress(done, total)` after each run, in decisions."""
    replay_record(record)  # a record that does not reach what it claims is refused first
    found = list(decisions(record, seat))
    ends = turn_ends(record, seat)
    review = Review(record.save.game, seat, budget.key(), outcome=outcome_of(record, seat))
    for run in runs_of(found):
        review.items += review_run(run, budget)
        if progress is not None:
            progress(len(review.items), len(found))
    review.items = joined(review.items)
    known = turns_known(ends, review.items)
    review.turns = [known.get(end.end) or review_turn(end, budget) for end in ends]
    return review


def outcome_of(record: Record, seat: int) -> float | None:
    """The seat's share of the win as the record ended, None if it was not played out."""
    summary = record.summary
    if not summary.over or not summary.winners:  # given up, or a draw: nobody won
        return None if not summary.over else 1.0 / int(len(summary.seats))
    return 1.0 / len(summary.winners) if seat in summary.winners else 0.0


# ------------------------------------------------------------------ kept reviews
def kept(record_path: Path, seat: int, budget: Budget = DEFAULT_BUDGET) -> Review | None:
    """The review kept with the record (ninjas.core.review_store), or None: never
    worked out, the record changed since, another budget, or a damaged file."""
    raw = review_store.load(record_path, seat, budget.key())
    if raw is None:
        return None
    try:
        review = Review.from_json(raw)
    except (KeyError, TypeError, ValueError):
        return None
    return review if review.seat == seat and review.budget == budget.key() else None


def keep(record_path: Path, review: Review) -> Path | None:
    """Keep `review` with its record, so that it is worked out once."""
    return review_store.store(record_path, review.seat, review.budget, review.to_json())


def review_file(
    record_path: Path,
    seat: int,
    budget: Budget | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """The review of the record at `record_path` (with `budget`, or the game's): the
    kept one, else worked out and kept. SaveError for a record that cannot be reviewed."""
    record = read_record(record_path)
    budget = budget or budget_for(record.save.game)
    review = kept(record_path, seat, budget)
    if review is None:
        review = review_record(record, seat, budget, progress)
        keep(record_path, review)
    return review


# ------------------------------------------------------------------ command line
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ninjas.review",
        description="The hard computer's review of one seat's moves in a recorded game.",
    )
    parser.add_argument(
        "record", type=path_argument("existing_file"), help="a record of the history (JSON)"
    )
    parser.add_argument("--seat", type=int, required=True, help="the seat reviewed, from 0")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--samples",
        type=int,
        help=f"worlds played out per win chance (default {DEFAULT_BUDGET.samples}, "
        + ", ".join(f"{game} {n}" for game, n in SAMPLES.items())
        + ")",
    )
    parser.add_argument(
        "--playout",
        choices=AGENT_NAMES,
        default=DEFAULT_BUDGET.playout,
        help=f"the agent that plays the worlds out (default {DEFAULT_BUDGET.playout})",
    )
    parser.add_argument(
        "--chooser",
        choices=AGENT_NAMES,
        default=DEFAULT_BUDGET.chooser,
        help=f"the agent whose move is the computer's (default {DEFAULT_BUDGET.chooser})",
    )
    parser.add_argument(
        "--spice",
        type=float,
        help="the share of random moves in the playouts, 0 to 1 (default: the game's, "
        + ", ".join(f"{game} {n}" for game, n in SPICE.items())
        + ")",
    )
    parser.add_argument(
        "--fresh",
        action="store_true",
        help="work the review out again, neither reading nor keeping the kept one",
    )
    args = parser.parse_args(argv)
    if args.samples is not None and args.samples < 1:
        parser.error("--samples takes a whole number from 1")
    if args.spice is not None and not 0.0 <= args.spice <= 1.0:
        parser.error("--spice takes a share from 0 to 1")
    try:
        path = Path(args.record)
        record = read_record(path)
        game_budget = budget_for(record.save.game)
        samples = args.samples or game_budget.samples
        spice = game_budget.spice if args.spice is None else args.spice
        most = game_budget.most if args.samples is None else 0  # as the screen's
        budget = Budget(samples, args.playout, args.chooser, spice, most)
        if args.fresh:
            review = review_record(record, args.seat, budget)
        else:
            review = review_file(path, args.seat, budget)
    except SaveError as exc:
        print(
            f"ninjas.review: {shown(str(args.record), 80)} cannot be reviewed: {exc}",
            file=sys.stderr,
        )
        return 2
    if args.json:
        print(json.dumps(review.to_json()))
        return 0
    figures = review.figures()
    print(f"{review.game}, seat {review.seat}: {figures['decisions']} decisions")
    for item in review.items:
        mark = "=" if item.as_good else f"-{item.loss:.2f}"
        print(
            f"{item.index:4d} {item.move:<24} {item.computer:<24} "
            f"{item.before:.2f} {item.after_computer:.2f} {item.after_move:.2f} {mark}"
            + (f" (the hint shown; a longer search: {item.searched})" if item.searched else "")
        )
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
