"""The game protocol, seeded randomness, events, saves and translations."""

from .events import Event
from .i18n import LANGUAGES, Translator, default_language
from .protocol import TERMINAL, Action, GameState
from .rng import make_rng, random_seed
from .saves import SaveError, SaveGame, load_game, read_save, replay, write_save
from .settings import Settings, load_settings, save_settings

__all__ = [
    "LANGUAGES",
    "TERMINAL",
    "Action",
    "Event",
    "GameState",
    "SaveError",
    "SaveGame",
    "Settings",
    "Translator",
    "default_language",
    "load_game",
    "load_settings",
    "make_rng",
    "random_seed",
    "read_save",
    "replay",
    "save_settings",
    "write_save",
]
