"""Why the computer's move was better, in one plain sentence (issue 33, s10: a costly
move's row gave two percentages and no reason). The position of the decision is played
on with each move, and what the rules can tell right after it is compared, for the seat:
the game won or lost at once; in Dojo, a ninja kept on the seat's Dojo while an enemy is
one roll from it, the ninjas on each side, the land held, how near the seat's ninjas
come to the enemy's Dojo and the enemy's to the seat's; in Shinobi, the round's score
against the best of the others' (once the game is over: corruption piles are revealed
then, and not before) and the cards kept in hand; in Night, the seat's injuries, the
points, yellow tokens and tokens in its backpack (no face it had not seen), the others'
injuries and its roof's tokens, a throw's length against the roof's distance, and what
the computer's plan finds (ninjas.night.review_why, night_why.py). The first of those the computer's move
does better says why; where none differs, the sentence says the gain shows later, in the
games played on from both moves (the win chances' own playouts). A review shows a game
already played: these positions are the record's, their words true of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ninjas import review as rv
from ninjas.core.saves import SaveError, start_state
from ninjas.dojo.review_why import summon_size
from ninjas.shinobi.review_why import is_draw_pair

from . import close_call, night_miss
from .night_why import NIGHT_COUNTED, NIGHT_DETAILED, night_words
from .why_detail import DETAILED, sentence

Features = list[tuple[str, float]]
"""What a position is worth to the seat, each higher the better, the first the weightiest."""


def _won(state: Any, seat: int) -> Features:
    if not state.is_terminal:
        return [("won", 0.0)]
    return [("won", float(state.returns()[seat]) * 2 - 1)]


def _dojo(state: Any, seat: int, over: bool) -> Features:
    from ninjas.dojo.guard import enemy_reach

    home = state.dojos[seat]
    threat = enemy_reach(state, seat) if home is not None else None
    open_home = home is not None and state.count(home, seat) == 0 and threat is not None
    near = enemy_reach(state, 1 - seat) if state.dojos[1 - seat] is not None else None
    return [
        ("guard", 0.0 if open_home else 1.0),
        ("enemies", -float(state.total(1 - seat))),
        ("ninjas", float(state.total(seat))),
        ("land", float(state.land(seat) - state.land(1 - seat))),
        ("near", -float(near) if near is not None else -99.0),
        ("threat", float(threat) if threat is not None else 99.0),
    ]


def _shinobi(state: Any, seat: int, over: bool) -> Features:
    out: Features = []
    if over:  # (the others' corruption piles are hidden until the game's end)
        others = [state.score(o) for o in range(state.players) if o != seat]
        out.append(("lead", float(state.score(seat) - max(others, default=0))))
    out.append(("hand", float(len(state.hands[seat]))))
    return out


def _taisen(state: Any, seat: int, over: bool) -> Features:
    from ninjas.taisen.review_why import features as taisen_features

    return taisen_features(state, seat)


GAMES: dict[str, Callable[[Any, int, bool], Features]] = {
    "dojo": _dojo,
    "shinobi": _shinobi,
    "taisen": _taisen,
}


def features(game: str, state: Any, seat: int, over: bool, before: Any = None) -> Features:
    """The position's worth to `seat`, as the rules tell it (GAMES), won or lost first
    (Night's as the seat could count it at `before`, the decision's position)."""
    if game == "night" and before is not None:
        from ninjas.night.review_why import features as night_features

        return _won(state, seat) + night_features(state, seat, before)
    game_features = GAMES.get(game)
    return _won(state, seat) + (game_features(state, seat, over) if game_features else [])


def _played(state: Any, move: str) -> Any | None:
    """A copy of `state` after `move` (its parts JOINED), None if one is not legal."""
    sim = state.clone()
    try:
        for text in move.split(rv.JOINED):
            sim.apply(text)
    except ValueError:
        return None
    return sim


def gain(record: Any, seat: int, item: rv.Item) -> tuple[str, float] | None:
    """What the computer's move does better than the move made right after it (its
    feature's name and by how much), ("later", 0) where nothing differs that way, None
    where the record does not replay to there."""
    save = record.save
    state = _before(record, item)
    if state is None:
        return None
    theirs, made = _played(state, item.computer), _played(state, item.move)
    if theirs is None or made is None:
        return None
    draws = save.game == "shinobi" and is_draw_pair(state, item.computer, item.move)
    if draws and item.computer == "corrupt":
        return "draw_corrupt", 0.0  # (its cards, said in card terms: newcomer U, s13)
    sizes = summon_size(item.computer), summon_size(item.move)
    if save.game == "dojo" and None not in sizes and sizes[0] != sizes[1]:
        return ("summon_more" if sizes[0] > sizes[1] else "summon_fewer"), 0.0
    if save.game == "shinobi" and (theirs.pending or made.pending):
        # a card's power still to resolve (the Spider's clan destroyed, the Fox's swap):
        # the score right after the cards laid is not what it leaves, so no score is
        # said; the playouts' figures are (newcomer Q, s12: 'It puts your round's score
        # 4 points higher' for the Fox, against a Spider about to destroy a 6-point Bear)
        return "playouts", 0.0
    if save.game == "night":
        from ninjas.night.review_why import throw_pair

        pair = throw_pair(state, item.computer, item.move)
        if pair is not None and pair.best_lands and not pair.made_lands:
            return "night_throw", 0.0  # (the roof's distance, each length: night_why)
    over = bool(record.summary.over)
    better = features(save.game, theirs, seat, over, state)
    worse = dict(features(save.game, made, seat, over, state))
    for name, value in better:
        if value > worse.get(name, value):
            if name == "won" and value < 1:  # (not won at once: the move made lost)
                return "not_lost", 0.0
            return name, value - worse[name]
        if value < worse.get(name, value):
            break  # (the move made did better there: no plainer reason)
    return _last_word(save.game, draws, theirs, made, state, item)


def _last_word(
    game: str, draws: bool, theirs: Any, made: Any, state: Any, item: rv.Item
) -> tuple[str, float]:
    """Where no feature the rules tell right away is better: Recruit over corruption
    says its cost; two Taisen moves that leave the same board, their dice kept; two
    Night plans, what the computer's planned action finds now."""
    if draws:
        return "draw_recruit", 0.0
    if game == "night":
        from ninjas.night.review_why import plan_pair

        if plan_pair(state, item.computer, item.move) is not None:
            return "night_plan", 0.0
    if game == "taisen" and _same_board(theirs, made) and theirs.dice != made.dice:
        return "taisen_dice", 0.0  # (the one difference left: the dice kept)
    return "later", 0.0


def _before(record: Any, item: rv.Item) -> Any | None:
    """The position of the decision (None where the record does not replay to it)."""
    try:
        state = start_state(record.save)
        for text in record.save.actions[: item.index]:
            state.apply(text)
    except (SaveError, ValueError):
        return None
    return state


def _same_board(one: Any, other: Any) -> bool:
    return bool(one.to_notation().split(" ")[0] == other.to_notation().split(" ")[0])


def why_words(scene: Any, item: rv.Item) -> str:
    """The sentence for a costly move (kept per language), "" for any other move or
    where the record does not replay."""
    if item.move == item.computer or item.as_good or item.loss <= 0:
        return ""
    if night_miss.missed(scene, item):  # the hand's luck, not the target (B, s22)
        return night_miss.words(scene, item)
    kept: dict[tuple[int, rv.Item], tuple[str, float] | None] = scene.__dict__.setdefault(
        "_why", {}
    )
    key = (scene.seat, item)
    if key not in kept:
        kept[key] = gain(scene.record, scene.seat, item)
    found = kept[key]
    if found is None:
        return ""
    name, by = found
    tr = scene.tr
    scores = lead_scores(scene.record, scene.seat, item) if name == "lead" else None
    if scores is not None:  # which scores, not only their difference (newcomer Q, s12)
        best_own, best_other, made_own, made_other = scores
        return str(
            tr.plural(
                "review.why.lead_scores",
                round(by),
                best_own=best_own,
                best_other=best_other,
                made_own=made_own,
                made_other=made_other,
            )
        )
    if name in DETAILED:
        return detailed_words(scene, item, name)
    if name in NIGHT_DETAILED:
        state = _before(scene.record, item)
        return "" if state is None else night_words(scene, item, name, state)
    if name in COUNTED:
        return str(tr.plural(f"review.why.{name}", round(by)))
    if name == "playouts":
        made, best = close_call.pair(scene, item)  # (0% only where decided)
        return str(tr("review.why.playouts", best=best, made=made))
    site = name == "near" and item.computer.startswith("dojo ")  # (its Dojo: newcomer F, s15)
    return str(tr("review.why.near.site" if site else f"review.why.{name}"))


def detailed_words(scene: Any, item: rv.Item, name: str) -> str:
    """A reason of DETAILED, its figures read from the decision's two positions."""
    state = _before(scene.record, item)
    if state is None:
        return ""
    theirs, made = _played(state, item.computer), _played(state, item.move)
    if theirs is None or made is None:
        return ""
    chances = close_call.pair(scene, item)[::-1]  # (the computer's, the move's)
    return sentence(scene.tr, name, scene.seat, state, theirs, made, chances)


def lead_scores(record: Any, seat: int, item: rv.Item) -> tuple[int, int, int, int] | None:
    """The round's scores right after the computer's move and after the move made: the
    seat's own and the best other's of each (None where the record does not replay)."""
    save = record.save
    try:
        state = start_state(save)
        for text in save.actions[: item.index]:
            state.apply(text)
    except (SaveError, ValueError):
        return None
    out: list[int] = []
    for move in (item.computer, item.move):
        after = _played(state, move)
        if after is None:
            return None
        others = [after.score(o) for o in range(after.players) if o != seat]
        out += [int(after.score(seat)), int(max(others, default=0))]
    return out[0], out[1], out[2], out[3]


COUNTED = ("enemies", "ninjas", "land", "lead", "hand", "front", *NIGHT_COUNTED)
"""The reasons said with their number ('1 more enemy ninja taken')."""


def why_lines(scene: Any, item: rv.Item) -> list[str]:
    """The sentence as a row's line, none where there is none."""
    words = why_words(scene, item)
    return [words] if words else []
