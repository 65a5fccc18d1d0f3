"""A game's own table in a mode that watches and never plays (issue 34 §2): the replay
shows a record's positions on the table scene its game is played on, each the game
replayed from its seed and the record's actions up to it (stepped one action at a time
by positions.py, or built again through GameSession.from_save), so every position is
exactly the one played.

The watching table is the game's table class with `WatchTable` put first: no action may
be taken (play refuses, the session refuses), the computer never moves, nothing is kept
(no autosave, no history), no hand-off, no pause menu, no results, no hint, no undo.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Iterator, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from ninjas.core.saves import SaveGame
from ninjas.core.session import GameSession, Seat

from .watch_words import hush, shown_mover, shown_turn

if TYPE_CHECKING:
    from scenes.app import App

log = logging.getLogger(__name__)


class WatchOnly(ValueError):
    """An action asked of a table that only watches."""


class WatchSession(GameSession):
    """A session that replays a record's actions once, and then refuses any other."""

    sealed = False
    positions: Any = None
    """The replay's Positions (positions.py) the session was stepped by, which keep each
    action's events (the log's), or None: the table replays them from the seed."""
    fit_sites: tuple[Any, ...] | None = None
    """Dojo: the hexes its board is fitted to at every step (dojo_fit.py), or None."""

    def apply(self, action: Any, hold: bool = False) -> list[Any]:
        if self.sealed:
            raise WatchOnly(f"a replay plays nothing ({action})")
        return super().apply(action, hold)

    def autosave(self) -> None:
        """A replay writes nothing."""


class WatchTable:
    """Put before a game's table class: the table draws its game, and does nothing else.
    `actions_refused` counts the actions asked of it (tests)."""

    kept_in_history = False
    watching = True
    draws_ahead = False
    """Made again at each step and drawn at once: its frames draw the pictures they need
    (the Dojo's table drew its three water frames and the backgrounds of both clans'
    turns and of the end at each step, about 11 ms)."""
    actions_refused = 0
    foot_seat: int | None = None
    """The seat Shinobi's table keeps at its foot in the face-up view (None: the seat to
    move, which turned the table at every turn: newcomer H, issue 33, thought the seats
    had swapped)."""
    open_hands = False
    """Shinobi's other seats' hands laid face up in their panels (the face-up view:
    open_hands.py)."""
    names_owners = False
    """A seat's own log lines are said to all, by the person's name ('Kim draws Ronin
    (2).'): the face-up view is nobody's, so no line says "you" (issue 33). Set on the
    class (watching_class): the log is told as the table is built."""

    # typed loosely: the mixin sits on each game's own table class
    session: Any
    humans: list[int]
    shown_seat: int | None
    holder: int | None

    def play(self, action: Any) -> None:
        self.actions_refused += 1
        log.info("a replay refused an action: %s", action)

    def act_for(self, seat: int, action: Any) -> bool:
        self.actions_refused += 1
        return False

    def replayed_events(self, opening: Any = None) -> Iterator[Any]:
        """The game's events so far (the log is told from them as the table is built):
        kept by the replay's Positions, not the game played again from its seed."""
        positions = self.session.positions
        if positions is None:
            return super().replayed_events(opening)  # type: ignore[misc, no-any-return]
        return positions.events(len(self.session.actions), opening)  # type: ignore[no-any-return]

    def last_step(self) -> tuple[list[Any], int] | None:
        """The events of the action that reached the position shown and the seat that
        played it, kept by the replay's Positions (None without them)."""
        positions = self.session.positions
        if positions is None:
            return None
        return positions.last_step(len(self.session.actions))  # type: ignore[no-any-return]

    @property
    def can_act(self) -> bool:
        return False

    @property
    def ai_thinking(self) -> bool:
        """Nobody thinks in a replay (Shinobi's and Dojo's "thinking…" stay away)."""
        return False

    def shown_buttons(self) -> list[str]:
        """No Menu, no Hint, no Undo: the replay's own Back (Esc) leads away."""
        return []

    @property
    def acting_seat(self) -> int | None:
        return None

    @property
    def may_hint(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def undo(self) -> None:
        """Nothing to take back: nothing is played."""

    def request_hint(self) -> None:
        """No hint: nobody plays."""

    def advance_game(self, step: float) -> None:
        """The game never goes on by itself: no computer, no results, no hand-off."""

    def open_handoff(self) -> None:
        """Nobody hands the laptop on in a replay."""

    def show_results(self) -> None:
        """The replay's own bar says where the game stands."""

    def open_pause(self) -> None:
        """The replay's own Esc leads back."""

    def open_rules(self) -> None:
        """F1 is the replay's, not the table's."""

    def drop_shown_seat(self) -> None:
        """The seat shown is the replay's choice (see show_view), never dropped."""

    def show_since_last_turn(self, seat: int, only_if_touched: bool = False) -> None:
        """No panel of what happened: the replay steps through it."""

    def check_pads(self) -> None:
        """No seat waits for its pad."""

    def on_enter(self) -> None:
        """Not on the app's stack: the replay is (it starts the game's music)."""

    def show_view(self, seat: int | None) -> None:
        """`seat`: the screen shows that seat's view alone, as it saw the game (one
        person at the table, their own things face up). None: every seat's things face
        up: the tables that tell a viewer show all when nobody plays (humans empty,
        no seat shown); Shinobi, which draws one hand at its foot, keeps `foot_seat`
        there (the others' hands face up under their clans: open_hands.py), else the
        seat to move's, and at the end the foot's, face up too (newcomer B, s10,
        nc-92/080.png: at the end his own hand lay at the foot as three card backs)."""
        self.open_hands = seat is None
        if seat is None:
            self.humans = []
            state = self.session.state
            shinobi = self.session.game == "shinobi"
            if hasattr(type(self), "viewer") or (state.is_terminal and not shinobi):
                self.shown_seat = None  # Night, Dojo: no viewer and nobody at the table: all
            elif self.foot_seat is not None:  # Shinobi: one side kept at the foot
                self.shown_seat = self.foot_seat
            elif state.is_terminal:  # nobody to move: the seat its table draws at the foot
                self.shown_seat = 0
            else:  # Shinobi draws one hand: the mover's (the panel shows the others)
                self.shown_seat = int(state.current_player)
        else:
            self.humans = [seat]
            self.shown_seat = seat
        self.holder = self.shown_seat
        refresh = getattr(self, "_refresh", None)
        if callable(refresh):
            refresh()


@cache
def watching_class(game: str, names_owners: bool = False) -> type:
    """The game's own table class with WatchTable first (made once per game), its seats'
    own lines said by name (`names_owners`) or to the seat shown."""
    from scenes.registry import GAME_SCENES

    module_name, class_name = GAME_SCENES[game]
    table_class = getattr(importlib.import_module(module_name), class_name)
    bases: tuple[type, ...] = (WatchTable, table_class)
    if game == "shinobi":  # the opponents' row taller while their hands lie open
        from .open_hands import OpenLayout

        bases = (WatchTable, OpenLayout, table_class)
    if game == "dojo":  # one board size from the first step to the last
        from .dojo_fit import FinalFit

        bases = (WatchTable, FinalFit, table_class)
    if game == "night":  # laid out in the room above the strip (night_fit.py)
        from .night_fit import NightFit

        bases = (WatchTable, NightFit, table_class)
    return type(f"Watching{class_name}", bases, {"names_owners": names_owners})


def watch_session(save: SaveGame, upto: int, names: Sequence[str | None] = ()) -> WatchSession:
    """The record's game after its first `upto` actions (no autosave), sealed: it takes
    no other action. SaveError if they do not replay. `names`: the record's people, by
    seat (a record keeps them beside its seats: the Taisen replay's plaque said "Human"
    of Béa)."""
    seats = [Seat.from_json(seat) for seat in save.seats]
    prefix = SaveGame(
        game=save.game,
        seed=save.seed,
        options=dict(save.options),
        actions=list(save.actions[:upto]),
        seats=[
            _no_phone(seat, names[i] if i < len(names) else None).to_json()
            for i, seat in enumerate(seats)
        ],
    )
    session = WatchSession.from_save(prefix, autosave=False)
    assert isinstance(session, WatchSession)
    session.sealed = True
    return session


def _no_phone(seat: Seat, name: str | None = None) -> Seat:
    """The seat as it sat, its phone left out (a replay opens no phone's codes), named
    `name` when a person's."""
    return Seat(seat.kind, seat.level, name=None if seat.is_ai else (name or seat.name))


def watch_table(
    app: App,
    save: SaveGame,
    upto: int,
    seat: int | None,
    names: Sequence[str | None] = (),
    bottom: int | None = None,
    positions: Any = None,
) -> Any:
    """The watching table of the record's game after `upto` actions, showing `seat`'s
    view (None: everything face up, the seats' own lines by name, `bottom`'s side kept
    at the table's foot), its people called by `names`; stepped by the replay's
    `positions` (positions.Positions) where given, else built again from the seed."""
    session = positions.session(upto) if positions is not None else watch_session(save, upto, names)
    if save.game == "dojo":  # its board at the size of its Dojos placed (dojo_fit.py)
        from .dojo_fit import fit_sites

        session.fit_sites = fit_sites(save, getattr(positions, "fit_extra", ""))
    table = watching_class(save.game, seat is None)(app, session, animate=False)
    table.shown_mover = shown_mover(positions, upto, save)  # whose action is shown
    table.shown_turn = shown_turn(positions, upto, save)  # (Dojo) and in which turn
    hush(table, save.game)  # its prompt says whose turn it is, never asks to act
    if save.game == "shinobi":  # every hand face up in the view of everything
        from .open_hands import open_board

        open_board(table)
    table.foot_seat = bottom
    table.show_view(seat)
    return table
