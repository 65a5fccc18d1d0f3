"""A Night action turn played in the open, the cardboard way: a person's tokens lie face
down before her, and she peeks under her hand when she needs to. Two people and a
computer met a cover at nearly every step once a first Collect had shown a person faces
the others did not know (newcomer Y, s13: ~6 covers a round, tools/night_covers.py).

- `viewer`: on such a turn (the table shows her turn, nobody took the laptop through a
  cover: everyone looks on) the screen shows what EVERYONE knows: the faces every seat
  has seen, the others' backs, her own private faces as backs too
  (ninjas.night.secrecy.open_turn_hides). A turn whose choice needs those faces
  (secrecy.needs_private) keeps its cover.
- `rows` / `takes`: on such a turn, a row 'Look at my tokens, in private' opens
  her cover on demand: the others are asked to look away, and she says she is at the
  laptop, before any face shows (the hand-off's grace and words), and the rest of her
  turn shows them. A face shown only while a key is held would flash on a screen the
  others were watching the moment before, with no warning read: the cover is safer.
  A bonus only she has seen is not offered in the open (its row would say 'Kunai'):
  the peek shows it. Her turn comes under that cover by itself only when a choice she
  must make needs her faces (a token in the hand, a drop), which every seat knows.
- `ready_key`: the cover's button words for a seat (NightScene.handoff_ready_key).
- `titled` / `round_lead`: every Night cover says 'Round 3 of 6' under its title."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ninjas.night import secrecy
from ninjas.night.data import ROUNDS
from ninjas.night.position import EVERYONE
from ninjas.night.rules import NightAction

from ..handoff import HandoffScene, hand_over
from . import laptop_kept, private_ends

NightTable = Any  # the scene itself: its state, its seats shown, its hand-off

PEEK = "peek"
"""The row's kind: NightAction(PEEK, ()), 'Look at my tokens, in private'."""


def opened(table: NightTable, seat: int) -> None:
    """`seat`'s turn opens in the open, everyone looking on (skip_handoff.py)."""
    table.open_seat = seat


def everyone_looks(table: NightTable) -> bool:
    """The table shows a person's turn that opened in the open (`opened`), with two or
    more people at the laptop, and she has not taken it through a cover since."""
    seat = table.shown_seat
    if seat is None or len(table.humans) < 2 or table.holder == seat:
        return False
    return bool(getattr(table, "open_seat", None) == seat)


def board_open(table: NightTable) -> bool:
    """The final board viewed after the results (View board): every face shows, as at
    dawn (the lead's s16 note: its backpacks showed '?' and backs again). Not while the
    results, or their dawn, are drawn over it: the dawn turns what was face down."""
    return bool(table.viewing_board and table.app.top is table)


def viewer(table: NightTable) -> int:
    """Whose knowledge the screen shows, a seat being shown: hers, or EVERYONE's while
    everyone looks on (her private faces are then backs)."""
    return EVERYONE if everyone_looks(table) else int(table.shown_seat)


def rows(table: NightTable, actions: list[NightAction]) -> list[NightAction]:
    """The rows of the turn shown (the laptop's, not a phone's). On a turn played in
    the open a bonus only she has seen is left out (its row would name it, 'Kunai':
    secrecy.names_private_kind), and the row 'Look at my tokens' is added where a face
    she alone knows lies face down now: in her backpack, or named by a row by its back
    (a Collect's roof token she saw fall there, a slot of another's backpack), or a
    bonus row left out. It opens her cover, and the rest of her turn shows them all.
    Her turn comes under that cover by itself only when a choice she must make needs
    them (secrecy.needs_private: a token in the hand, a drop), which all seats know."""
    state = table.state
    seat = state.current_player
    private_ends.ended(table)  # her private step over: the rest of her turn in the open
    if state.phase != "act" or not everyone_looks(table):
        return actions
    if secrecy.needs_private(state, seat):  # a token in her hand after a Collect:
        # (not while a string is aimed in the open: open_throw; nor before her throw's
        # result has been seen: `result_first`)
        if table.throw is None and not result_first(table, seat):
            cover(table, seat)  # her cover first
        return []
    shown = [a for a in actions if not secrecy.names_private_kind(state, seat, a)]
    pack = state.backpacks[seat]
    mine = any(secrecy.private_to(state, seat, t) for t in pack)
    if mine or len(shown) < len(actions) or secrecy.names_private(state, seat):
        shown.append(NightAction(PEEK, ()))
    return shown


RESULT_READ = 2.0
"""Seconds her own throw's result stays on the open table before the cover of the
choice it brings (a drop for her injury) rises, at the normal animation speed."""


def result_first(table: NightTable, seat: int) -> bool:
    """Her own throw (a miss: injured, a token to drop) is still flying, or its result
    was told less than RESULT_READ ago: the cover waits (True), and `table.cover_due`
    says when to look again (cover_guard.check). Newcomer B, s22, 53r4w: after Béa's
    fist missed, 'choose the token I drop' covered the table before the miss showed on
    it; the banner came only behind the cover."""
    stage = getattr(table, "stage", None)
    if stage is None or not table.animate:
        return False
    if stage.rope is not None:  # still in the air: looked at again once it lands
        table.cover_due = table.time
        return True
    if stage.result_text is None or stage.result_seat != seat:
        return False
    speed = float(table.app.settings.animation_speed) or 1.0
    due = stage.result_told + RESULT_READ / speed
    if table.time >= due:
        return False
    table.cover_due = due
    return True


def hint_covers(table: NightTable) -> bool:
    """H on a turn played in the open while she knows a face the others do not: the
    hint, searched on what she knows, would tell it by what it chooses ('Discard slot
    3'); her cover comes first (True), and once she says it is her the hint is asked
    again on her own table (no second H). Else False."""
    state = table.state
    seat = state.current_player
    if state.phase != "act" or not everyone_looks(table) or not secrecy.knows_private(state, seat):
        return False
    # the cover says why it came (newcomer T, s20, 162: H while aiming a throw popped
    # 'your turn, in private' with no word of the hint)
    cover(table, seat, then=lambda: table.request_hint(), why="night.hint.covers")
    return True


def takes(table: NightTable, action: NightAction) -> bool:
    """The peek's row chosen: the table covered, her faces shown once she says it is
    her (True); any other row: False."""
    if action.kind != PEEK:
        return False
    cover(table, table.state.current_player)
    return True


def cover(
    table: NightTable,
    seat: int,
    then: Callable[[], None] | None = None,
    why: str | None = None,
) -> None:
    """Her cover, 'in private': the others look away before her faces show; `then`,
    once her table is open again; `why` the key of the words saying why it came, after
    the round (the hint's)."""
    table.shown_seat = None  # nothing of hers shows under the cover
    table._refresh()

    def opened() -> None:  # (as hand_over opens it)
        table.shown_seat = table.holder = seat
        table._refresh()
        if then is not None:
            then()

    colour, lead = table.seat_colour(seat), round_lead(table, why)
    hand_over(table, seat, colour, opened, message_key="handoff.private", lead=lead)


def round_lead(table: NightTable, why: str | None = None) -> Callable[[], str]:
    """The cover's first bright line under its title, 'Round 3 of 6' / 'Manche 3 sur
    6': the six rounds are the game's clock, and a person handed the laptop had only
    the news line 'Round 3 of 6 begins.' at a round's first cover (newcomer C, s14,
    043, 134). `why`: the key of the words said after it, why the cover came."""

    def words() -> str:
        said = str(table.app.tr("night.round_card.title", round=table.state.round, rounds=ROUNDS))
        return f"{said} · {table.app.tr(why)}" if why else said

    return words


def titled(table: NightTable) -> None:
    """The cover just pushed by the hand-off flow (NightScene.open_handoff): 'your
    turn, in private' when she has the laptop (laptop_kept.private_title), and the
    round under its title (`round_lead`)."""
    laptop_kept.private_title(table)
    cover = table.app.top
    if isinstance(cover, HandoffScene) and cover.lead is None:
        cover.lead = round_lead(table)
        cover._laid_out_for = None  # placed again with its lead


def ready_key(table: NightTable, seat: int) -> str:
    """The hand-off's button words for `seat` (scenes/handoff.hand_over): what the
    table will show that person that the others may not see. Planning: the plan they
    make in secret; any turn: the face-down tokens they have seen (their backpack's,
    never in a 2-player game, where every token lies face up); a placement or an
    action turn with neither: nothing secret ('my turn'). It said 'show my plans' at
    every turn. An action turn that may show the seat new faces (a Collect or a Steal,
    ninjas.night.secrecy) asks the others to look away too: announced as nothing
    secret, a first Collect showed them (issue 33). A placement says whose ninja each
    player places (newcomer T, s9 t6: 'Green ninja places Bo on roof 3' came before
    he knew why)."""
    state = table.state
    seen = secrecy.knows_private(state, seat)  # a face seen, not by everyone
    if state.phase == "act" and state.drop_seat == seat:  # not 'the tokens I take'
        return "handoff.ready.night.drop"  # (newcomer E, s15, 111)
    if state.phase == "act" and state.current_player == seat and state.held:
        return "handoff.ready.night.take"  # her Collect in the open filled her hand
    if state.phase == "plan":
        return "handoff.ready.night.plan_tokens" if seen else "handoff.ready.night.plan"
    if seen:
        return "handoff.ready.night.tokens"
    if state.phase == "place":  # its hint says whose ninja, before the story does
        return "handoff.ready.night.place"
    take = secrecy.turn_may_reveal(state, seat)
    return "handoff.ready.night.take" if take else "handoff.ready.night.turn"
