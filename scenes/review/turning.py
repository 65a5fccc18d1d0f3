"""A lost game's turning point, named even where no single move was costly (newcomer L,
s11, nc-L/059: '22 of 22 moves as good as the computer's... Lost to luck' after a 9-29
loss in which Sora's turn took her chance from 56% to 17%, and her moves together gave
away 11%: 'one sentence on what turned the game'). The graph's stretch the chance fell
most in: one of the seat's own turns, over its moves or over what it drew or threw, or
the others' turns between two of its own. `scene` is the ReviewScene, typed loosely."""

from __future__ import annotations

import logging
import re
from typing import Any, NamedTuple

from ninjas import review as rv
from ninjas.core.saves import apply_saved, start_state

from .. import theme
from . import counted, drops, last_blow, reveal, taisen_blow
from .graph import COSTLY

log = logging.getLogger(__name__)

FALL = 0.1
"""A stretch is named when the chance fell at least this much in it (less is within
the playouts' noise: summary.TURN_FALL)."""
GAVE = 0.1
"""The seat's moves together gave away at least this much: 'luck' is not said, and
'you played as the computer would' is not either."""


class Stretch(NamedTuple):
    """A part of the graph: the actions `first` to `end` (not included), the chance
    before and after, and whose they were: 'own' (the seat's turn) or 'others'."""

    first: int
    end: int
    before: float
    after: float
    whose: str

    @property
    def fall(self) -> float:
        return self.before - self.after


def stretches(review: rv.Review, actions: int, reveal: float | None = None) -> list[Stretch]:
    """The seat's turns and the others' turns between them, in order; where the game's
    end turns hidden values over (reveal.py: `reveal`, the chance just before), the
    last action is a stretch of its own, whose 'reveal', whoever played it (the seat's
    own last turn then ends with it too)."""
    turns = review.turn_falls()
    out: list[Stretch] = []
    for number, turn in enumerate(turns):
        out.append(Stretch(turn["first"], turn["end"], turn["before"], turn["after"], "own"))
        if number + 1 < len(turns):
            later = turns[number + 1]
            out.append(
                Stretch(turn["end"], later["first"], turn["after"], later["before"], "others")
            )
        elif review.outcome is not None and turn["end"] < actions and reveal is not None:
            out.append(Stretch(turn["end"], actions - 1, turn["after"], reveal, "others"))
            out.append(Stretch(actions - 1, actions, reveal, review.outcome, "reveal"))
        elif review.outcome is not None and turn["end"] < actions:
            out.append(Stretch(turn["end"], actions, turn["after"], review.outcome, "others"))
        elif review.outcome is not None and reveal is not None:
            # the seat's own action was the last (s23: the dawn was said only where
            # another's was): the values turned over after it are the reveal still
            out.append(Stretch(actions - 1, actions, reveal, review.outcome, "reveal"))
    return [stretch for stretch in out if stretch.end > stretch.first]


def turning_point(review: rv.Review, actions: int, reveal: float | None = None) -> Stretch | None:
    """The stretch the chance fell most in, FALL or more (the earliest of equal ones),
    a person's decisions: never the values turned over at the end (reveal.py)."""
    parts = stretches(review, actions, reveal)
    falls = [s for s in parts if s.fall >= FALL and s.whose != "reveal"]
    return max(falls, key=lambda s: (s.fall, -s.first)) if falls else None


SURE = 2.0
"""Standard errors of their sum the moves' net shortfall must pass to be said."""


def gave_away(review: rv.Review, first: int = 0, end: int | None = None) -> float:
    """What the seat's moves from action `first` to `end` gave away, all told: the net of
    each move's chance against the computer's, a move that did better counting against
    one that did worse. Each move's loss alone is never below 0, so their sum grew with
    the playouts' noise alone: '34 of 34 moves as good as the computer's, or close' over
    'together your moves gave away 16%' (s23)."""
    return max(
        0.0, sum(item.after_computer - item.after_move for item in _within(review, first, end))
    )


def gave_surely(review: rv.Review, first: int = 0, end: int | None = None) -> bool:
    """The moves' net shortfall (gave_away) is GAVE or more and beyond the noise of the
    playouts: SURE standard errors of the sum of their paired differences (each move's
    own, its margin over NOISE_SPREAD; none for the computer's own move)."""
    gave = gave_away(review, first, end)
    noise = sum(
        (item.margin / rv.NOISE_SPREAD) ** 2
        for item in _within(review, first, end)
        if item.move != item.computer
    )
    return gave >= GAVE and gave >= SURE * noise**0.5


def _within(review: rv.Review, first: int, end: int | None) -> list[rv.Item]:
    return [
        item for item in review.items if item.index >= first and (end is None or item.index < end)
    ]


class Played(NamedTuple):
    """Actions `first` to `end` of a record: the seats that played them (the reviewed
    seat's left out), and each as (its seat, its events)."""

    seats: list[int]
    chunks: list[tuple[int | None, list[Any]]]


def played(scene: Any, first: int, end: int) -> Played:
    """Actions `first` to `end` of the scene's record (replayed once for each stretch,
    kept on the scene: the summary is drawn each frame)."""
    kept: dict[tuple[int, int, int], Played] = scene.__dict__.setdefault("_played", {})
    key = (scene.seat, first, end)
    if key not in kept:
        kept[key] = _played(scene.record.save, scene.seat, first, end)
    return kept[key]


def _played(save: Any, seat: int, first: int, end: int) -> Played:
    state = start_state(save)
    seats: list[int] = []
    chunks: list[tuple[int | None, list[Any]]] = []
    for index, text in enumerate(save.actions[:end]):
        player = state.current_player
        mover = player if isinstance(player, int) and player >= 0 else None
        if index >= first and mover is not None and mover != seat and mover not in seats:
            seats.append(mover)
        events: list[Any] = []
        apply_saved(lambda action, into=events: into.extend(state.apply(action)), index, text)
        if index >= first:
            chunks.append((mover, events))
    return Played(seats, chunks)


def what_happened(
    scene: Any, chunks: list[tuple[int | None, list[Any]]], seats: list[int] | None = None
) -> str:
    """What the stretch did to the seat, where its game says it: Shinobi's clans lost
    ('Sora's Spider (4 cards laid): Spider clan (4 cards) destroyed'), Taisen's game
    won or ninjas put out (taisen_blow.py, `seats` the others who played); else ''."""
    if scene.game == "taisen":
        return taisen_blow.what(scene, chunks, seats or [])
    if scene.game != "shinobi":
        return ""
    from ..shinobi.round_story import clans_lost, lost_words

    lost = [x._replace(last=False) for x in clans_lost(chunks) if x.seat == scene.seat]
    if lost:
        return last_blow.listed(scene.tr, [lost_words(scene.tr, scene.name, x) for x in lost[:2]])
    return last_blow.listed(scene.tr, laid_words(scene, chunks)[-2:])


def laid_words(scene: Any, chunks: list[tuple[int | None, list[Any]]]) -> list[str]:
    """The others' cards laid in `chunks`, as the table's log says them ('Sora reinforces
    the Bear clan with 2 Bear'): where no clan of the seat's was lost, what the others
    built is what turned it (newcomer L's turn 8: Sora's Bear clan grew by 12)."""
    from ninjas.shinobi.data import card_name

    from ..shinobi.words import TableWords

    tr = scene.tr

    def clan(name: str) -> str:
        key = f"shinobi.name.{name}"
        return str(tr(key)) if tr.has(key) else name

    said = []
    for actor, events in chunks:
        for event in events:
            d = event.data
            if actor == scene.seat or event.kind not in ("place_clan", "reinforce"):
                continue
            named = clan(d["clan"])
            cards = TableWords.laid_words(
                tr, d["cards"], named, lambda c: clan(card_name(c)), d["clan"]
            )
            key = "shinobi.log.place" if event.kind == "place_clan" else "shinobi.log.reinforce"
            words = str(tr(key, name=scene.name(d["seat"]), cards=cards, clan=named))
            said.append(words.rstrip("."))
    return said


def verdict_lines(scene: Any, review: rv.Review) -> list[tuple[str, theme.Colour]]:
    """A lost game with no costly move, not lost over the seat's own turns: what its
    moves gave away together, 'luck' only where they gave little, and the turning
    point."""
    tr = scene.tr
    figures = review.figures()
    gave = gave_away(review)
    # (a range where the first decision's margin is wide: close_call, newcomer A, s14:
    # '81% at first' against the hard computer, on a margin of 34 points)
    start = scene.chance(review.items[0], figures["start_chance"])
    point, parts = point_of(scene, review)
    own_moves = point is not None and point.whose == "own" and moves_lost(review, point)
    if gave_surely(review):  # (else within the noise: no 'gave away' beside 'N of N as good')
        said = str(tr("review.worst.none.lost.gave", loss=counted.points(scene, gave)))
    else:
        said = str(tr("review.worst.none.lost"))
    lines = [(said, theme.MOONLIGHT)]
    hinted = point is not None and drops.fell_after_hint(review, parts, point)
    if gave < GAVE and not own_moves and not hinted:  # the dice and the others' (issue 34)
        lines.append((str(tr("review.lost.luck", start=start)), theme.TEXT_DIM))
    elif figures.get("between_fall", 0.0) >= figures.get("own_turns_fall", 0.0):
        lines.append((str(tr("review.lost.others", start=start)), theme.TEXT_DIM))
    else:
        lines.append((str(tr("review.lost.start", start=start)), theme.TEXT_DIM))
    if point is not None:  # red where the seat's own moves turned it, as a costly move
        words = drops.with_hint(scene, review, point, turning_words(scene, review, point))
        lines.append((words, COSTLY if own_moves else theme.GOLD))
    lines += reveal.lines(scene, review, parts)  # the dawn's luck (D, s22), then
    if point is not None:  # another big fall (B, s22)
        lines += drops.lines(scene, review, parts, point, turning_words)
    return lines


def beside_costly(scene: Any, review: rv.Review) -> list[tuple[str, theme.Colour]]:
    """A lost game with costly moves (listed under): its turning point too, where the
    chance fell most in the others' turns or on a draw, not over the seat's own moves
    (those are the costly moves listed). Newcomer J, s16, 080/117: Shinobi's review
    listed her costly Recruit and never said it was Kiku's turn that won, where
    Taisen's said 'The turning point: Turn 7, played by Wolf'."""
    point, parts = point_of(scene, review)
    if point is None or (point.whose == "own" and moves_lost(review, point)):
        return reveal.lines(scene, review, parts)
    said = [(turning_words(scene, review, point), theme.GOLD), *reveal.lines(scene, review, parts)]
    return said + drops.lines(scene, review, parts, point, turning_words)  # (B, s22)


def point_of(scene: Any, review: rv.Review) -> tuple[Stretch | None, list[Stretch]]:
    """The turning point of the scene's review and its stretches, the game's end that
    turns values over on its own (reveal.py)."""
    actions = len(scene.record.save.actions)
    before = reveal.before_end(scene, review)
    return turning_point(review, actions, before), stretches(review, actions, before)


def moves_lost(review: rv.Review, point: Stretch) -> bool:
    """The seat's moves in its turn `point` gave away half its fall or more (else the
    fall came on what was drawn or thrown). Their net (gave_away): a move of the turn
    that did better than the computer's offsets one that did worse (since dbdeb3fd;
    tests/scenes/test_review_moves_lost_net.py)."""
    return gave_away(review, point.first, point.end) >= point.fall / 2


def draw_key(scene: Any, base: str = "review.turning") -> str:
    """A fall on what was drawn or thrown, in its game's words: Shinobi's cards drawn
    (newcomer N, s17, 104: 'on the draw or the dice' in a game with no dice), Taisen's
    dice; Dojo's and Night's 'the draw or the dice'."""
    key = f"{base}.draw.{scene.game}"
    return key if scene.tr.has(key) else f"{base}.draw"


def turning_words(
    scene: Any, review: rv.Review, point: Stretch, base: str = "review.turning"
) -> str:
    """'The turning point: Turn 8, step 1, played by Sora: your chance fell from 56%
    to 17%.'; the seat's own turn, over its moves or on the draw or the dice. `base`:
    the keys' ('review.drop': another big fall, drops.py)."""
    tr = scene.tr
    end = point.end >= len(scene.record.save.actions) and review.outcome is not None
    words = {  # and what it cost (s21: the move named, not its blow)
        "moment": scene.moment(point.first),
        "before": counted.percent(scene, point.before),
        "after": counted.percent(scene, point.after, end),
        "lost": counted.points(scene, point.fall),  # (in points: '57 %' read as a share, s23)
    }
    blow = last_blow.what(scene, review, point.end, played)  # what ended it (H, s16)
    ending = str(tr("review.last_blow", what=blow)) if blow else ""
    if point.whose == "own":
        key = f"{base}.moves" if moves_lost(review, point) else draw_key(scene, base)
        return str(tr(key, **words)) + ending
    try:
        seen = played(scene, point.first, point.end)
    except Exception:  # a verdict's words are never worth a crash: said without whose
        log.warning("The turning point's actions could not be replayed", exc_info=True)
        seen = Played([], [])
    if len(seen.seats) == 1:
        said = str(tr(f"{base}.other", name=scene.name(seen.seats[0]), **words))
    else:  # 'from turn 15 on', in its language's words ('à partir du tour 15', s21)
        words["moment"] = from_moment(scene, point.first)
        said = str(tr(f"{base}.others", **words))
    if ending:  # (in place of what its turns laid: no room for both)
        return said + ending
    what = what_happened(scene, seen.chunks, seen.seats)
    return said + str(tr("review.turning.what", what=what)) if what else said


def from_moment(scene: Any, index: int) -> str:
    """'from Turn 15' / 'à partir du tour 15' (Night: its round) of action `index`; where
    its moment has no number, 'from' and the moment as it is."""
    moment = scene.moment(index).split(" (", 1)[0].split(",", 1)[0]  # (swing.turn_only)
    match = re.fullmatch(r"\S+ (\d+)", moment)
    if match is None:
        return str(scene.tr("review.turning.from", moment=moment))
    kind = "round" if scene.game == "night" else "turn"
    return str(scene.tr(f"review.turning.from.{kind}", n=int(match.group(1))))
