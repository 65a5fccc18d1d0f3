"""Every Shinobi choice has words in the review (issue 33, newcomer S, s20, 121/124/147:
'Played: court skip', 'Joué : court skip', the move's text where the words of keeping
a Court card failed). Each kind of choice the rules offer (every Court card and its
'keep', the Temple's, the pawns, a peek, the Shosho, each power's card, clan and
target, ...) is said at a position where it is offered, in English and French: never
the move's text, nor a key, an unfilled field or an internal name."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from ninjas.arena import run_arena
from ninjas.core.history import Record, read_record
from ninjas.core.saves import start_state
from scenes.app import App
from scenes.review.words import MoveWords

GAMES = (
    ("grandmaster", 3, 8),  # the Shosho, Reinforcement
    ("grandmaster", 4, 3),  # Double March, Gift, Recall, Spy, Tribute
    ("grandmaster", 3, 2),  # Decree, Favour, Pardon, an order, the Temple's cards
    ("grandmaster", 2, 4),  # Banishment
    ("grasshopper", 3, 5),
)
"""(mode, players, seed) of the random games played: between them every kind of choice."""

KINDS = {
    "card", "clan", "corrupt", "discard", "order", "pass", "pawns", "peek", "place",
    "recruit", "reinforce", "shosho", "target", "temple", "yokai", "court",
}  # fmt: skip
COURT = {
    "skip", "Gift", "Pardon", "Double_March", "Favour", "Decree", "Banishment",
    "Reinforcement", "Spy", "Recall", "Tribute",
}  # fmt: skip

RAW = re.compile(r"[{}_]|^(shinobi|review)\.|\b(court|temple|pawns|peek|skip)\b")
"""What only the move's text or a key holds: braces, underscores, a key's head, the
notation's words (lower case: the player's words say 'Peek', 'Imperial Court')."""


def _record(tmp_path: Path, mode: str, players: int, seed: int) -> Record:
    folder = tmp_path / f"{mode}-{players}-{seed}"
    options = {"players": players, "mode": mode}
    run_arena("shinobi", ["random"] * players, 1, seed=seed, options=options, record=folder)
    (path,) = sorted(folder.glob("*.json"))
    return read_record(path)


def _offered(record: Record) -> dict[tuple[str, ...], tuple[int, int, str]]:
    """One position for each kind of choice offered: its shape -> (index, seat, text)."""
    state = start_state(record.save)
    found: dict[tuple[str, ...], tuple[int, int, str]] = {}
    for index, played in enumerate(record.save.actions):
        pending = state.pending[0] if state.pending else None
        power = pending.power if pending is not None else ""
        for action in state.legal_actions():
            first = action.args[0] if action.kind in ("court", "temple", "pawns") else ""
            shape = (action.kind, first, power, state.phase)
            found.setdefault(shape, (index, state.current_player, str(action)))
        state.apply(played)
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_shinobi_choice_is_said_in_words(app: App, tmp_path: Path, lang: str) -> None:
    app.language_for_run(lang)
    kinds: set[str] = set()
    courts: set[str] = set()
    wrong: list[Any] = []
    for mode, players, seed in GAMES:
        record = _record(tmp_path, mode, players, seed)
        for shape, (index, seat, text) in sorted(_offered(record).items()):
            kinds.add(shape[0])
            if shape[0] == "court":
                courts.add(shape[1])
            said = MoveWords(app, record, seat, lambda s: f"Seat {s}")(index, text)
            if said == text or (" " in text and text in said) or RAW.search(said):
                wrong.append((mode, shape, text, said))
    assert KINDS <= kinds and COURT <= courts, "the games offer every kind of choice"
    assert not wrong, wrong  # fails before: ('court', 'skip', ...) said 'court skip'
