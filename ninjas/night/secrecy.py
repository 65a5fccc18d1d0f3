"""What a turn of Ninja Night may show one seat that the others may not see: the faces
of face-down tokens it has seen (RULINGS §3: a player may look at the tokens in their
own backpack, no one else), and the faces it would see this very turn. A hand-off that
tells the table "nothing secret: everyone may look" must be sure of both; it looked
only at the first, and a person's first Collect showed her new tokens face up, with her
running total, on the screen the next person had been told he might watch (issue 33,
newcomer G)."""

from __future__ import annotations

from . import data
from .position import INJURY, NightAction
from .rules import NightState

REVEALING = ("collect", "steal")
"""The actions that put face-down tokens in the actor's backpack, face up for it."""


def knows_private(state: NightState, seat: int) -> bool:
    """`seat` knows the face of a token that someone else does not (wherever it lies)."""
    return not state.face_up and any(
        seat in known and len(known) < state.players for known in state.known
    )


def turn_may_reveal(state: NightState, seat: int) -> bool:
    """`seat`'s action turn now may show it a face the others do not know: its planned
    action (or one that Gears, which it holds, could plan instead) collects from its
    roof or steals from a backpack holding such a token."""
    if state.face_up or state.phase != "act" or state.current_player != seat or state.main_done:
        return False
    if state.drop_seat is not None:  # an injured seat choosing what to drop: no action
        return False
    here = state.positions[seat]
    if here is None:
        return False
    actions = {state.planned(seat)}
    if holds(state, seat, "gears"):
        actions |= set(REVEALING)
    roofs = {here}
    if holds(state, seat, "hook"):  # a Grappling Hook first: the action on a roof nearby
        roofs |= set(state.village.nearest(here))
    if "collect" in actions and any(
        private_or_hidden(state, t)
        for roof in roofs
        for t in state.roofs[roof]
        if state.round >= data.YELLOW_FROM_ROUND or state.kinds[t] not in data.YELLOW_KINDS
    ):
        return True
    if "steal" in actions and state.free_slots(seat):
        for other in range(state.players):
            if other != seat and state.positions[other] in roofs:
                tokens = (state.backpacks[other][i] for i in state.token_slots(other))
                if any(t is not None and private_or_hidden(state, t) for t in tokens):
                    return True
    return False


def private_or_hidden(state: NightState, token: int) -> bool:
    """A token whose face not every seat knows: shown to one, it is a secret."""
    return len(state.known[token]) < state.players


def holds(state: NightState, seat: int, kind: str) -> bool:
    """`seat` holds a token of `kind` (backpack or hand): a Gears can turn this turn's
    action into a Collect or a Steal, a Grappling Hook carries it to a roof nearby
    first (a Hook every seat has seen, as one stolen round the table may be, is no
    secret itself: its Collect there may still show new faces)."""
    tokens = [state.backpacks[seat][i] for i in state.token_slots(seat)]
    if state.current_player == seat:
        tokens += state.held
    return any(t is not None and state.kinds[t] == kind for t in tokens)


def shows_secret(state: NightState, seat: int) -> bool:
    """The table shown to `seat` for its turn now may show something the others may
    not see: a face it has seen, or one its turn may show it (turn_may_reveal). Else
    its turn is played in the open, with no cover (scenes/night/skip_handoff.py): the
    plans are public once revealed, the tokens on the roofs and in the others'
    backpacks show their backs to all, and its own show only faces all have seen."""
    return knows_private(state, seat) or turn_may_reveal(state, seat)


def private_to(state: NightState, seat: int, token: int | None) -> bool:
    """`token` shows `seat` a face some other seat does not know."""
    if token is None or token == INJURY or state.face_up:
        return False
    return seat in state.known[token] and private_or_hidden(state, token)


def named_tokens(state: NightState, seat: int, action: NightAction) -> list[int | None]:
    """The tokens an option of `seat`'s action turn names or is chosen by: a bonus's own
    token (its row says 'Kunai'), the slot a Kunai knocks off or a Steal takes, a token
    in the hand kept or swapped, the backpack's token a swap puts out, a discard's or a
    drop's token, a Collect's roof tokens."""
    kind, args = action.kind, action.args
    pack = state.backpacks[seat]
    here = state.positions[seat]
    tokens: list[int | None] = []
    source = args[0] if args and kind in data.BONUS_KINDS else ""
    if source[:1] == "h":
        tokens.append(state.held[int(source[1:])])
    elif source[:1] == "r" and here is not None:
        tokens.append(state.roofs[here][int(source[1:])])
    elif source:
        tokens.append(pack[int(source)])
    if kind == "kunai":
        tokens.append(state.backpacks[int(args[1])][int(args[3])])
    elif kind == "steal":
        tokens.append(state.backpacks[int(args[0])][int(args[1])])
    elif kind in ("keep", "swap"):
        tokens.append(state.held[int(args[0])])
        if kind == "swap":
            tokens.append(pack[int(args[1])])
    elif kind in ("discard", "drop"):
        tokens.append(pack[int(args[0])])
    elif kind == "collect" and here is not None:
        tokens += [state.roofs[here][int(a)] for a in args]
    return tokens


def needs_private(state: NightState, seat: int) -> bool:
    """`seat`'s turn now cannot go on with its private faces face down (as its tokens
    lie before a player at the cardboard game, peeked at under a hand): a choice it
    must make needs them. So: a token in the hand (keep it, swap it or let it go back:
    its face decides); a drop for a hit, choosing among its own tokens; a planned Steal
    that waits for a discard to make room (which token goes).

    Everything else is played in the open, her private faces drawn as backs: a Collect
    or a Steal is chosen face down (its rows name the tokens by their backs, as they lie
    on the roof or in the backpack; the faces she takes are hers at her next cover or
    when she asks), a discard by its slot, and a bonus only she has seen is not offered
    there (its row would name it, 'Kunai': `names_private_kind`); 'Look at my tokens'
    opens her cover, and then it is (scenes/night/open_turn.py). Each reason above is
    one every seat knows (who has seen which token is told by the table), so whether a
    cover comes tells nobody what she holds: it came when her Move brought her private
    Kunai in reach, and a Collect's cover came before any roof of face-down tokens."""
    if state.face_up or state.phase != "act" or state.current_player != seat:
        return False
    if state.held:
        return True
    pack = state.backpacks[seat]
    if state.drop_seat is not None:
        return any(private_to(state, seat, pack[i]) for i in state.token_slots(seat))
    return (
        not state.main_done
        and state.planned(seat) == "steal"
        and state.why_not(seat, "steal") == "pack_full"
        and any(private_to(state, seat, pack[i]) for i in state.token_slots(seat))
    )


def names_private_kind(state: NightState, seat: int, action: NightAction) -> bool:
    """`action`'s row names by its kind a token whose face only `seat` (and not every
    seat) knows: a bonus played from it ('Kunai: Bo'), or its reach's row
    (scenes/night/bonus_reach.OUT, whose first argument is the same source). On a turn
    played in the open such a row is not offered (open_turn.rows)."""
    if action.kind not in data.BONUS_KINDS and action.kind != "out":
        return False
    if not action.args:
        return False
    source = str(action.args[0])
    here = state.positions[seat]
    token: int | None
    if source[:1] == "h":
        k = int(source[1:])
        token = state.held[k] if k < len(state.held) else None
    elif source[:1] == "r":
        roof = state.roofs[here] if here is not None else []
        k = int(source[1:])
        token = roof[k] if k < len(roof) else None
    elif source.isdigit():
        token = state.backpacks[seat][int(source)]
    else:
        return False
    return private_to(state, seat, token)


def names_private(state: NightState, seat: int) -> bool:
    """Some choice of `seat`'s turn now names a face only it knows: by its kind (a
    private bonus, `names_private_kind`) or as a token a row names (a roof's token it
    saw fall there, a slot of another's backpack it knows). On a turn played in the
    open those rows show backs or are not offered: 'Look at my tokens' is."""
    for action in state.legal_actions():
        if names_private_kind(state, seat, action):
            return True
        if any(private_to(state, seat, t) for t in named_tokens(state, seat, action)):
            return True
    return False


def open_turn_hides(state: NightState, seat: int) -> bool:
    """`seat`'s action turn is played in the open although it knows a face the others
    do not: that face is drawn as its back (the viewer is position.EVERYONE)."""
    return knows_private(state, seat) and not needs_private(state, seat)
