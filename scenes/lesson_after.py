"""The real game a lesson's results start ('Play a real game'): the game's setup as it
would open now, its seats and options, never the lesson's own (E7, s14: the game after
any lesson kept Dojo's small board, Taisen's Monkey first, Night's crossroads village,
against the easy computer, so a newcomer's first real game was not the real game)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ninjas.core.autosave import game_at_risk
from ninjas.core.session import GameSession, Seat
from ninjas.options import chosen_options, game_option, new_game_options

from .registry import SEAT_KEYS
from .setup_parts.remembered import remembered_seats

if TYPE_CHECKING:
    from .app import App


def setup_options(app: App, game: str) -> dict[str, Any]:
    """The options the game's setup would start with: those it last started or left
    with (app.settings.last_options, each checked against its declaration), else each
    option's default, and the game's newest rules (as SetupScene.options)."""
    chosen = chosen_options(game, app.settings.last_options.get(game, {}))
    return new_game_options(game, chosen)


def setup_seats(app: App, game: str, person: str | None) -> list[Seat]:
    """The seats the game's setup would seat: those set up last (a computer's level
    this build no longer offers at Normal), else the person (as the setup last named
    them, else `person`) against the Normal computer, the setup's default; as many as
    the player count seats."""
    count = len(SEAT_KEYS.get(game, ("", "")))
    seats = remembered_seats(app, game)[:count]
    if not seats:
        last = list(app.settings.last_names.values())[-1] if app.settings.last_names else []
        named = next((name for name in last if name), None) or person
        seats = [Seat("human", name=named), Seat("ai", "normal")]
    while len(seats) < count:
        seats.append(Seat("ai", "normal"))
    if game_option(game, "players") is not None:
        seats = seats[: setup_options(app, game).get("players", count)]
    return seats


def real_game_after(app: App, lesson: GameSession) -> GameSession:
    """The real game after `lesson`: the setup's seats and options, a new seed, kept in
    the autosave as a game the setup starts, unless an unfinished game waits there
    (never replaced without asking: the game is then not saved)."""
    person = next((seat.name for seat in lesson.seats if not seat.is_ai), None)
    seats = setup_seats(app, lesson.game, person)
    options = setup_options(app, lesson.game)
    return GameSession.new(lesson.game, seats, None, options, autosave=game_at_risk() is None)


def next_session(app: App, session: GameSession, lesson: bool) -> GameSession:
    """The results' Play again: after a lesson the real game (real_game_after), after a
    game the same seats and options again (GameSession.rematch)."""
    return real_game_after(app, session) if lesson else session.rematch()
