"""A moment of a recorded game in each game's own words (issue 34: "Action 22" meant
nothing to a newcomer on the review screen): Taisen's turn and the die of the turn
("Turn 8, 2nd die", its last action "end of turn"), Shinobi's and Dojo's turn and step,
Night's round and the player's own planned action in it ('Round 4, your 1st action':
'Round 4, action 7' counted every seat's moves of the round, newcomer J, issue 33), or
their plan, or their placement. A turn is a player's run of actions (history.walk), numbered
as the table and the replay number it (issue 33: the review said 'Turn 6, step 3' of a
Dojo move whose replay said 'Ivy, turn 3': Dojo counts each clan's own turns). The
reviewed seat's moments say its own turn too where the table's count differs (newcomer
H read 'Turn 2, step 2' on their first turn): 'Turn 2 (your turn 1), step 2'."""

from __future__ import annotations

from typing import Any

from ninjas.core.saves import SaveGame, apply_saved, start_state
from ninjas.night.data import BONUS_KINDS

from ..replay.strip import table_turn


def moments(tr: Any, save: SaveGame, seat: int | None = None) -> list[str]:
    """The words of each action of `save`, by its index (the record is replayed once);
    `seat`'s own with its own turn's number where it is not the table's."""
    state = start_state(save)
    said: list[str] = []
    turn = step = own = 0
    mover = None
    steps: dict[tuple[int, int], int] = {}
    # (index, table turn, own turn or None, step, text) of Taisen's, Shinobi's and Dojo's
    counted: list[tuple[int, int, int | None, int, str]] = []
    for index, text in enumerate(save.actions):
        player = state.current_player
        if player != mover:
            turn, step, mover = turn + 1, 0, player
            own += player == seat
        step += 1
        mine = own if player == seat else None
        if save.game == "taisen":
            counted.append((index, turn, mine, step, text))
            said.append("")
        elif save.game == "night":
            current = getattr(state, "round", None)
            phase = getattr(state, "phase", "act")
            bonus = text.split(" ", 1)[0]
            if bonus in BONUS_KINDS:  # a bonus played: no planned action (newcomer D,
                # s10, nc-94/139.png: a Kunai was 'Round 3, your 3rd action' of two)
                key = "review.moment.night.bonus" + (".own" if mine is not None else "")
                said.append(str(tr(key, round=current, token=tr(f"night.token.{bonus}"))))
            else:  # the round's own count of its two actions (a turn broken by
                # another's drop went on as a '3rd action', newcomer D, s10)
                action = int(getattr(state, "step", 0)) + 1
                what = night_decided(tr, state, player, bonus)
                said.append(night_moment(tr, current, phase, action, mine is not None, what))
        else:  # the turn as the table and the replay count it (Dojo: each clan's own)
            shown = table_turn(save.game, state, turn)
            if save.game == "dojo" and mine is not None:
                # Dojo's table counts each clan's own turns: the seat's own turn is the
                # table's (its runs, broken by the defender's cards laid in a battle and
                # by the Dojos' placing, counted 'Turn 2 (your turn 3)', newcomer T, s9)
                mine = shown
            # a player's steps of one table turn counted on across another's forced
            # action in it (a defender's card laid in a Dojo battle)
            key = (player, shown)
            steps[key] = steps.get(key, 0) + 1
            counted.append((index, shown, mine, steps[key], text))
            said.append("")
        apply_saved(state.apply, index, text)
    # the seat's moments in one form all through: with its own turn in every one as
    # soon as one count differs ('Turn 1, step 1' beside 'Turn 10 (your turn 4), step
    # 4' were two ways to count, issue 33, newcomer N, s8)
    both = any(mine is not None and mine != shown for _, shown, mine, _, _ in counted)
    for index, shown, mine, step, text in counted:
        own = mine if both else None
        if save.game == "taisen":
            said[index] = taisen_moment(tr, shown, step, text, own, always=True)
        elif own is not None:
            said[index] = str(tr("review.moment.turn.own", turn=shown, own=nth(tr, own), step=step))
        else:
            said[index] = str(tr("review.moment.turn", turn=shown, step=step))
    return said


def taisen_moment(
    tr: Any, turn: int, die: int, text: str, own: int | None = None, always: bool = False
) -> str:
    """'Turn 8, 2nd die'; with `own` (the seat's own turn) where it is not `turn`, or
    `always`, 'Turn 8 (your turn 4), 2nd die'."""
    mine = ".own" if own is not None and (always or own != turn) else ""
    own_nth = nth(tr, own) if own is not None else own
    if text == "end":
        return str(tr(f"review.moment.taisen.end{mine}", turn=turn, own=own_nth))
    key = f"review.ordinal.{die}"
    ordinal = tr(key) if tr.has(key) else tr("review.ordinal.n", n=die)
    return str(tr(f"review.moment.taisen{mine}", turn=turn, own=own_nth, ordinal=ordinal))


def nth(tr: Any, count: int) -> str:
    """'1st', '2nd', '4th' ('1er', '2e'): the seat's own turn as said in 'Turn 3 (your
    1st turn)', where 'Turn 3 (your turn 1)' read as two counts of one thing (newcomer B,
    s14, 133)."""
    key = f"review.ordinal.{count}"
    return str(tr(key) if tr.has(key) else tr("review.ordinal.n", n=count))


PACK = frozenset({"discard", "keep", "swap"})
"""Night's moves of the backpack, named as one decision: what it holds."""


def bare_moment(moment: str) -> str:
    """A moment without what it decided, where room is short: 'Round 6, end of your 2nd
    action' of 'Round 6, end of your 2nd action (Heal)', 'Round 4, your 1st action' of
    'Round 4, your 1st action: Attack'; any other as it is."""
    if moment.endswith(")") and " (" in moment:
        return moment.rsplit(" (", 1)[0]
    for mark in ("\u00a0: ", ": "):
        if mark in moment:
            return moment.rsplit(mark, 1)[0]
    return moment


def night_decided(tr: Any, state: Any, player: int, kind: str) -> tuple[str, str] | None:
    """What a Night act-phase move decided, as (kind, the planned action in words): the
    action itself ('main'), the turn's end, the backpack, a token dropped; None outside
    the act phase (newcomer I, s10, nc-99/173.png: 'Round 1, your 1st action — Played:
    End the turn' for a turn whose action was Collect)."""
    if getattr(state, "phase", "") != "act":
        return None
    plans = getattr(state, "plans", None)
    planned = state.planned(player) if plans and plans[player] is not None else "skip"
    words = str(tr(f"night.action.{planned}"))
    if kind == "drop":
        return "drop", words
    if kind == "end":
        return "end", words
    return ("pack" if kind in PACK else "main"), words


def night_moment(
    tr: Any,
    round_: object,
    phase: str,
    action: int,
    yours: bool,
    what: tuple[str, str] | None,
) -> str:
    """'Round 4, your 1st action: Collect' (the seat's own planned action of the round;
    another seat's 'Round 4, 1st action: Collect'), 'Round 4, end of your 1st action
    (Collect)', 'Round 4, your backpack (1st action)', 'Round 4, your token dropped',
    'Round 4, your plan', 'Round 1, your placement'."""
    mine = ".own" if yours else ""
    if phase in ("place", "plan"):
        return str(tr(f"review.moment.night.{phase}{mine}", round=round_))
    key = next(
        (k for k in (f"review.ordinal.f.{action}", f"review.ordinal.{action}") if tr.has(k)),
        "review.ordinal.n",
    )
    ordinal = tr(key, n=action)
    kind, planned = what if what is not None else ("main", "")
    name = "act" if kind == "main" else kind
    return str(
        tr(f"review.moment.night.{name}{mine}", round=round_, ordinal=ordinal, action=planned)
    )
