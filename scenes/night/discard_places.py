"""The discards' own list keeps its rows in their places while it is open (issue 33:
'a list never shifts under the pointer'; newcomer R, s19, Night EN 1920x1080, hot-seat
and Hard: after a collect with a full backpack she opened the discards, pressed 1 for
the pink 1, and the list closed under her, rebuilt: the 2 she pressed next for the
pink 2 meant another row).

Opened, the list remembers its tokens in the order shown (`DiscardPlaces.remember`). A
discard played from it leaves it open for the rest of the seat's turn, until Back, Esc
or a choice elsewhere, each row keeping its place, its key and its height (its words
may change: 'the pink 3 from your hand takes its place' once the 5 is packed). The
token taken is a greyed row with no number (`GONE`), saying where it went and what
took its slot; its key, pressed again, says it once more. The token from the hand that
took the slot gets no row while the list is open (a new row would push Back down under
the pointer): Back and open the list again to discard that one."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from ninjas.night.rules import NightAction, NightState

if TYPE_CHECKING:
    from .table_protocol import NightTable

DISCARDS = "discard"
"""The group of the discards (options_panel.bonus_group): one row, 'Discard a token to
the roof…', opens them (newcomer C, s14, 095-096: after a Collect the rows were rebuilt,
and a click meant for End the turn landed on 'Discard token 2' where End had stood: 2
points thrown away)."""
GONE = "gone"
"""A greyed row of the open discards' list: NightAction(GONE, (token, slot, the token
from the hand now in that slot or '')), the token already on the roof."""


class Panel(Protocol):
    """What of the option list (options_panel.OptionsPanel) the places read."""

    rows: list[tuple[NightAction, str]]
    opened: str | None

    @property
    def table(self) -> NightTable: ...


def turn_of(table: NightTable) -> tuple[object, ...]:
    """The seat's turn now: a discard keeps it, End the turn or an undo past it not."""
    state = table.state
    return (state.phase, state.round, state.step, state.index, state.current_player)


def room_to_make(state: NightState, seat: int) -> bool:
    """`seat`'s planned Steal waits only for a free slot: a discard makes one, so the
    turn holds something to do (a full backpack's thief was passed, 'the backpack is
    full', with a token to steal beside it)."""
    return not state.main_done and state.why_not(seat, state.planned(seat)) == "pack_full"


def token_of(panel: Panel, index: int) -> int | None:
    """The token row `index` of the discards' list stands for: a discard's (the token in
    its slot), a GONE row's, else None."""
    action = panel.rows[index][0]
    if action.kind == GONE:
        return int(action.args[0])
    if action.kind != DISCARDS:
        return None
    state = panel.table.state
    return state.backpacks[state.current_player][int(action.args[0])]


def open_now(table: NightTable) -> bool:
    """The discards' list is open, opened in this very turn (a discard played from it
    leaves it so): private_ends keeps the view it was opened in until it closes."""
    panel = table.option_list
    return panel.opened == DISCARDS and panel.places.turn == turn_of(table)


class DiscardPlaces:
    """`remember(panel)` when the discards' list opens; `stays(panel)` when new options
    come (True: it stays open); `with_gone`, `order`, `heights` and `row_name` keep its
    rows in their places."""

    def __init__(self) -> None:
        self.tokens: list[tuple[int, int]] = []
        """The tokens of the list as first shown, in order, each with its slot."""
        self.turn: tuple[object, ...] | None = None
        """The turn the list was opened in."""
        self.tall: dict[int, int] = {}
        """Each token's row's height (design px), the tallest it has been."""
        self.waited = False
        """The list was opened while the seat's planned action waited for a free slot
        (a Steal with a full backpack): the discard that makes room closes it."""

    def remember(self, panel: Panel) -> None:
        """The discards' list opened: its tokens kept, in the order of their rows
        (discard_order.cheapest_first)."""
        if panel.opened != DISCARDS:
            return
        state = panel.table.state
        pack = state.backpacks[state.current_player]
        rows = [i for i, (action, _) in enumerate(panel.rows) if action.kind == DISCARDS]
        self.tokens = [
            (token, pack.index(token))
            for token in (token_of(panel, i) for i in rows)
            if token is not None and token >= 0
        ]
        self.turn = turn_of(panel.table)
        self.tall = {}
        self.waited = room_to_make(state, state.current_player)

    def stays(self, panel: Panel) -> bool:
        """New options came (a discard played): the discards' list stays open where it
        was open in this very turn and still offers a discard, unless that discard made
        the room the planned action waited for: then every option shows again, the
        Steal's rows among them (newcomer, s23: a thief with a full backpack opened the
        discards, discarded, and the list stayed on the discards, the Steal out of
        sight behind Back, and the turn ended without it)."""
        state = panel.table.state
        if self.waited and not room_to_make(state, state.current_player):
            self.waited = False
            return False
        return (
            panel.opened == DISCARDS
            and self.turn == turn_of(panel.table)
            and any(a.kind == DISCARDS for a in state.legal_actions())
        )

    def with_gone(self, panel: Panel, actions: list[NightAction]) -> list[NightAction]:
        """`actions`, and, the discards' list open, a GONE row for each of its tokens
        that has left the backpack."""
        if panel.opened != DISCARDS:
            return actions
        state = panel.table.state
        pack = state.backpacks[state.current_player]
        remembered = {token for token, _ in self.tokens}
        gone: list[NightAction] = []
        for token, slot in self.tokens:
            if token in pack:
                continue
            now = pack[slot]
            filled = now is not None and now >= 0 and now not in remembered
            gone.append(NightAction(GONE, (str(token), str(slot), str(now) if filled else "")))
        return [*actions, *gone]

    def order(self, panel: Panel, choices: Sequence[int]) -> list[int]:
        """The discards' rows `choices` (indices into the options) in their places: each
        token remembered, its discard or its GONE row; a token new in the backpack none."""
        at = {token_of(panel, i): i for i in choices}
        return [at[token] for token, _ in self.tokens if token in at]

    def heights(self, panel: Panel, listed: Sequence[int], heights: list[int]) -> list[int]:
        """The rows' `heights`, each of the discards' list at least the tallest it has
        been while open (a row whose words lost a line would pull the rows under it up,
        under the pointer)."""
        if panel.opened != DISCARDS:
            return heights
        out = list(heights)
        for k, index in enumerate(listed):
            token = None if index < 0 else token_of(panel, index)
            if token is not None:
                out[k] = self.tall[token] = max(self.tall.get(token, 0), heights[k])
        return out

    def row_name(self, panel: Panel, index: int) -> str | None:
        """The name a row keeps while its words change (ChoiceRow.name): the Collect's,
        a token's row in the discards' list (its page and the row lit stay when a
        discard is played), else None."""
        if index < 0:
            return None
        if panel.rows[index][0].kind == "collect":
            return "collect"
        token = token_of(panel, index) if panel.opened == DISCARDS else None
        return None if token is None else f"token {token}"


def gone_words(
    tr: Callable[..., str],
    action: NightAction,
    face: Callable[[int], str],
    called: Callable[[str], str],
) -> str:
    """A GONE row's words: the token named where the screen may show it (as its discard
    row named it), its slot, and the token from the hand that took its place."""
    token, slot, now = action.args[0], int(action.args[1]), action.args[2]
    shown = face(int(token))
    named = "" if shown in ("pink", "yellow") else ".named"
    kept = ".kept" if now else ""
    new = called(face(int(now))) if now else ""
    return tr(f"night.act.discard.gone{kept}{named}", token=called(shown), slot=slot + 1, new=new)
