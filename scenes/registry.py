"""Which scene plays which game. Scene modules are imported only when a game starts."""

from __future__ import annotations

import importlib
import logging
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.games import ALL_GAMES, GAMES

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ninjas.core.session import GameSession

    from .app import App
    from .scene import Scene

log = logging.getLogger(__name__)

GAME_SCENES: dict[str, tuple[str, str]] = {
    "taisen": ("scenes.taisen", "TaisenScene"),
    "shinobi": ("scenes.shinobi", "ShinobiScene"),
    "night": ("scenes.night.scene", "NightScene"),
    "dojo": ("scenes.dojo.scene", "DojoScene"),
}
"""game name -> (module, class) of its board scene."""

TUTORIALS: dict[str, tuple[str, str]] = {
    "taisen": ("scenes.taisen.tutorial", "TutorialScene"),
    "night": ("scenes.night.tutorial", "NightTutorial"),
    "shinobi": ("scenes.shinobi.tutorial", "ShinobiTutorial"),
    "dojo": ("scenes.dojo.tutorial", "DojoTutorial"),
}
"""game name -> (module, class) of its guided first game (a class with `start(app)`)."""

SEAT_KEYS: dict[str, tuple[str, ...]] = {
    "taisen": ("seat.taisen.0", "seat.taisen.1"),
    "shinobi": ("seat.shinobi.0", "seat.shinobi.1", "seat.shinobi.2", "seat.shinobi.3"),
    "night": ("seat.night.0", "seat.night.1", "seat.night.2", "seat.night.3"),
    "dojo": ("seat.dojo.0", "seat.dojo.1"),
}
"""Translation keys naming each seat of a game (Taisen: Monkey, Wolf)."""

SEAT_SIDES: dict[str, tuple[str, ...]] = {"taisen": ("monkey", "wolf")}
"""Each seat's side, where a game's sides have names of their own: the results use
`<game>.banner.<side>` (the table's own words for a win) and the side's colour."""


def is_playable(game: str) -> bool:
    """The rules have landed and a scene is registered for them."""
    return game in GAMES and game in GAME_SCENES


def make_game_scene(app: App, session: GameSession) -> Scene:
    """The board scene for `session.game` (ImportError if that scene is not there)."""
    if not is_playable(session.game):
        raise KeyError(f"no playable scene for game {session.game!r}")
    module_name, class_name = GAME_SCENES[session.game]
    module = importlib.import_module(module_name)
    scene_class = getattr(module, class_name, None)
    if scene_class is None:  # e.g. a scene package still being written
        raise ImportError(f"{module_name} has no {class_name}")
    scene: Scene = scene_class(app, session)
    return scene


TITLE: tuple[str, str] = ("scenes.title", "TitleScene")
"""(module, class) of the title screen, where quitting a game leads. Named here, not
imported, so the screens the title opens (setup, slots, pause, results, a table) can go
back to it without importing it: the title imports them."""


def _scene_class(entry: tuple[str, str]) -> Any:
    module_name, class_name = entry
    return getattr(importlib.import_module(module_name), class_name)


def title_scene(app: App) -> Scene:
    """A new title screen."""
    scene: Scene = _scene_class(TITLE)(app)
    return scene


def to_title(app: App, session: GameSession | None = None) -> None:
    """Back to the title screen, on a fresh stack. A game still going (`session`) is
    autosaved first, so Continue on the title picks up from here."""
    if session is not None and not session.state.is_terminal:
        session.autosave()
    app.reset(title_scene(app))


def play_over_title(app: App, scene: Scene) -> None:
    """`scene` (a table) on a fresh stack over the title screen (where quitting leads)."""
    app.reset(title_scene(app))
    app.push(scene)


def make_tutorial(app: App, game: str) -> Scene:
    """The guided first game of `game` (a new session against the easy computer)."""
    scene: Scene = _scene_class(TUTORIALS[game]).start(app)
    return scene


def seat_emblem(
    game: str, seat: int, size: int, colour: tuple[int, int, int]
) -> pygame.Surface | None:
    """The game's own drawing of a seat's emblem (Taisen: monkey or wolf head; Dojo and
    Night: the seat's ninja), or None."""
    if game == "dojo":
        from scenes.dojo.art import figure

        return figure(seat, size + 8)
    if game == "night":
        from scenes.night.art import ninja

        return ninja(seat, size + 8)
    if game != "taisen":
        return None
    try:
        from scenes.taisen.card_art import emblem_icon
    except ImportError:
        return None
    try:
        icon: pygame.Surface = emblem_icon(seat, size, colour, (14, 16, 42))
    except Exception:  # a drawing helper still being written must not stop the setup screen
        log.exception("no emblem for %s seat %d", game, seat)
        return None
    return icon


def seat_name(app: App, game: str, seat: int) -> str:
    keys = SEAT_KEYS.get(game)
    if keys and 0 <= seat < len(keys):
        return app.tr(keys[seat])
    return app.tr("seat.generic", number=seat + 1)


def seat_initial(app: App, game: str, seat: int, person: str | None = None) -> str:
    """The letter on a seat's badge where it has no emblem: that of the name the seat's
    card says, the `person`'s who plays it (person_name) when named, else the seat's,
    wherever the badge is drawn (issue 33, newcomer H: the setup's badge said "A" for
    Akane, the results' "K" for Kai, the person playing her; newcomer I: Ben, typed on
    Sora's seat, had the card "Ben" and the badge "S")."""
    return (person or seat_name(app, game, seat)).strip()[:1].upper()


def badge_letters(names: Sequence[str]) -> list[str]:
    """The badges of seats named `names` (as their cards show them), told apart: each
    name's first letter, or where two begin alike, their first two letters ("Me" and
    "Mi" for Mei and Midori: issue 33, both had "M"); names alike in those too take
    their seat's number after the letter ("A1", "A3")."""
    words = [name.strip() for name in names]
    firsts = [word[:1].upper() for word in words]
    twos = [firsts[i] + words[i][1:2].lower() for i in range(len(words))]
    badges = []
    for i, first in enumerate(firsts):
        if firsts.count(first) == 1:
            badges.append(first)
        elif len(twos[i]) == 2 and twos.count(twos[i]) == 1:
            badges.append(twos[i])
        else:
            badges.append(f"{first}{i + 1}")
    return badges


def seat_badges(app: App, game: str, people: Sequence[str | None]) -> list[str]:
    """The badge of each seat (seat_initial's letter, told apart: badge_letters), the
    person's name where `people` gives one, else the seat's."""
    names = [person or seat_name(app, game, seat) for seat, person in enumerate(people)]
    return badge_letters(names)


def person_name(session: Any, seat: int) -> str | None:
    """The name the setup gave the person at `seat`, or None (a computer, a person with
    no name): the tables call a named person by it (issue 33: the log said "Red ninja"
    and "Akane" of a player called Sam and Élodie)."""
    seats = getattr(session, "seats", None) or []
    if not 0 <= seat < len(seats) or seats[seat].is_ai:
        return None
    return getattr(seats[seat], "name", None) or None


def person_seat_name(app: App, session: Any, seat: int) -> str:
    """The seat's name, after the name of the person who sits there when the setup gave
    one ("Léa (Monkey)"; issue 33: the tables and results named only the seat). A
    computer keeps its seat's name."""
    seats = getattr(session, "seats", None) or []
    person = getattr(seats[seat], "name", None) if 0 <= seat < len(seats) else None
    if not person or seats[seat].is_ai:
        return seat_name(app, session.game, seat)
    return app.tr("seat.person", name=person, seat=seat_played(app, session.game, seat))


def seat_played(app: App, game: str, seat: int) -> str:
    """The seat a named person plays, as said after their name: its name where it says
    what it is ("Monkey", "Red ninja"), else its colour, that of its mark on the table
    ("Ana (red)"): a newcomer asked what Akane was in "Ana (Akane)" (issue 33, newcomer
    I), and newcomers V and W then who "Lord Akane" was, a name nobody chose."""
    key = f"seat.role.{game}.{seat}"
    return str(app.tr(key)) if app.tr.has(key) else seat_name(app, game, seat)


__all__ = [
    "ALL_GAMES",
    "GAME_SCENES",
    "is_playable",
    "make_game_scene",
    "make_tutorial",
    "person_name",
    "person_seat_name",
    "play_over_title",
    "seat_name",
    "seat_played",
    "title_scene",
    "to_title",
]
