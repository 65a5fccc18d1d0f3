"""The review judges a move knowing only what its seat knew then (newcomer O, s12: 'the
review seems to judge with hidden information'): in the games with hidden cards and
tokens (Shinobi's hands and deck, Dojo's decks and face-down battle cards, Night's
face-down tokens and secret plans), positions that differ only in what the seat could
not know give the same items and the same turn chances, with the game's own playouts
(its playout agent and share of random moves, as the screen's review plays them; a few
worlds, to stay quick). tests/ai/test_review.py checks the items with random playouts."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest

from ninjas import review as rv
from ninjas.arena import run_arena
from ninjas.core.history import read_record
from ninjas.shinobi import ai as shinobi_ai

pytestmark = pytest.mark.usefixtures("own_data_dir")

GAMES = {"shinobi": ({"players": 3}, 4), "dojo": ({}, 3), "night": ({"players": 3}, 2)}
"""An arena game per title with hidden parts (Night for three: with two, every token is
face up), its options and its seed."""
CHECKED = 3
"""The decisions and the turn ends checked per game, each in a twin position."""


@pytest.fixture(autouse=True)
def small_shinobi_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """Shinobi's hard searches 40 iterations here (as tests/ai/test_review.py does)."""
    small = shinobi_ai.Preset(iterations=40, max_rollout=4, exploration=0.7)
    presets = {
        name: small if isinstance(preset, shinobi_ai.Preset) else preset
        for name, preset in shinobi_ai.PRESETS.items()
    }
    monkeypatch.setattr(shinobi_ai, "PRESETS", presets)


def record_of(game: str, folder: Path) -> rv.Record:
    options, seed = GAMES[game]
    agents = ["easy"] + ["random"] * (int(options.get("players", 2)) - 1)
    run_arena(game, agents, 1, seed=seed, options=dict(options), record=folder)
    (path,) = sorted(folder.glob("record-*.json"))
    return read_record(path)


def twin_of(state: object, seat: int, salt: int) -> object:
    """`state` with what `seat` cannot know dealt otherwise: the same view, other hidden
    parts (checked: a twin equal to the position would prove nothing)."""
    for tries in range(20):
        twin = state.determinize(seat, random.Random(f"twin:{salt}:{tries}"))  # type: ignore[attr-defined]
        assert twin.view(seat) == state.view(seat)  # type: ignore[attr-defined]
        if hidden(twin) != hidden(state):
            return twin
    pytest.fail("no twin differing in hidden parts")


def hidden(state: object) -> object:
    parts = ("hands", "deck", "decks", "plans", "kinds", "battle")
    return [repr(getattr(state, name, None)) for name in parts]


def budget(game: str) -> rv.Budget:
    return dataclasses.replace(rv.budget_for(game), samples=4, most=0)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_hidden_parts_change_no_item(tmp_path: Path, game: str) -> None:
    record = record_of(game, tmp_path / "records")
    checked = 0
    for decision in rv.decisions(record, 0):
        seat = decision.seat
        try:
            other = twin_of(decision.state, seat, decision.index)
        except pytest.fail.Exception:
            continue  # nothing hidden from the seat here (all seen)
        run = decision.run
        if run is not None:  # where the hint's plan began, dealt otherwise too
            run = dataclasses.replace(run, state=twin_of(run.state, seat, -decision.index))
        twin = dataclasses.replace(decision, state=other, run=run, game_key=f"twin {game}")
        assert rv.review_decision(twin, budget(game)) == rv.review_decision(decision, budget(game))
        checked += 1
        if checked == CHECKED:
            break
    assert checked == CHECKED


@pytest.mark.parametrize("game", sorted(GAMES))
def test_hidden_parts_change_no_turn_chance(tmp_path: Path, game: str) -> None:
    record = record_of(game, tmp_path / "records")
    checked = 0
    for end in rv.turn_ends(record, 0):
        if end.state.is_terminal:
            continue
        try:
            other = twin_of(end.state, end.seat, end.end)
        except pytest.fail.Exception:
            continue
        twin = dataclasses.replace(end, state=other)
        assert rv.review_turn(twin, budget(game)) == rv.review_turn(end, budget(game))
        checked += 1
        if checked == CHECKED:
            break
    assert checked == CHECKED
