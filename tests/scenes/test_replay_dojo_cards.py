"""The replay's face-up panel names Dojo's cards as the table's cards do (A, J, Q, K,
Joker), where it listed their numbers (1, 11, 12, 13, 0): a newcomer met "0, 11, 12"."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from ninjas.dojo import data  # noqa: E402
from ninjas.games import get_rules  # noqa: E402
from scenes.replay.secrets import secrets  # noqa: E402


def test_the_dojo_decks_are_listed_by_the_cards_names() -> None:
    state = get_rules("dojo").new_game(seed=5, options={})
    state.decks[0][-5:] = [data.JOKER, 1, 11, 12, 13]  # the next card first: K, Q, J, A, Joker
    sections = secrets(lambda key, **kw: f"{key}:{kw.get('cards', '')}", "dojo", state, str)
    first_deck = sections[0][1][0]
    assert first_deck.startswith("K, Q, J, A, Joker")
    assert " 11" not in first_deck and " 0," not in first_deck
