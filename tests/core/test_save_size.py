"""A save's size tells nothing hidden (issue 21 point 12, found by a hostile pass).

The sealed part's length was the length of its moves: a player who looked at the size
of the autosave written when the other person's secret plan ended their turn (any file
manager shows it) learnt which plan it was in Ninja Night (576 bytes: 'collect
collect', 572: one collect or an attack...). The sealed text is now padded to a whole
number of blocks, so every move that can be chosen at one point gives the same size."""

from __future__ import annotations

import base64
import json
import random

from ninjas.core import saves
from ninjas.core.saves import SaveGame
from ninjas.core.session import GameSession, Seat


def sizes_after_each_choice(game: str, options: dict[str, object], kind: str) -> dict[int, list]:
    """The autosave's size after each legal action of the first point where a person
    makes a hidden choice of `kind` (the text its actions begin with)."""
    session = GameSession.new(game, [Seat(), Seat()], 11, options, autosave=False)
    rng = random.Random(1)
    while not any(str(a).startswith(kind) for a in session.state.legal_actions()):
        session.apply(rng.choice(session.state.legal_actions()))
    base = session.to_save()
    sizes: dict[int, list] = {}
    for action in session.state.legal_actions():
        save = SaveGame(game, base.seed, dict(base.options), [*base.actions, str(action)])
        save.seats = list(base.seats)
        save.digest = "0" * 64  # every save carries one digest of this length
        sizes.setdefault(len(save.to_json()), []).append(str(action))
    return sizes


def test_a_night_plan_does_not_show_in_the_autosaves_size() -> None:
    sizes = sizes_after_each_choice("night", {"players": 2}, "plan")
    assert len(sizes) == 1, f"the plan shows in the size: {sizes}"


def test_the_sealed_text_fills_whole_blocks_and_reads_back() -> None:
    for count in (0, 1, 7, 300):
        save = SaveGame("taisen", 3, actions=[f"move {i}" for i in range(count)])
        sealed = json.loads(save.to_json())["sealed"]
        opened = len(base64.b64decode(sealed)) - 12 - 16  # the nonce, the GCM tag
        assert opened % saves.SEAL_BLOCK == 0
        assert SaveGame.from_json(save.to_json()).actions == save.actions
