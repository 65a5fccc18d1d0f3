"""What a phone receives about the game: `view(seat)` of the game protocol, and nothing
else about the position, turned into JSON-ready values with named fields.

A game's view is a dataclass (Night, Dojo) or a tuple (Shinobi): a tuple's fields are
named from VIEW_FIELDS. Sets become sorted lists, tuples lists, dictionaries keep
their keys as text, so the page reads `view.hand`, `view.clans`..."""

from __future__ import annotations

import dataclasses
from typing import Any

SHINOBI_FIELDS = (
    "seat",
    "mode",
    "players",
    "round",
    "phase",
    "turn",
    "first_player",
    "placements_left",
    "hand",
    "hand_sizes",
    "known",
    "known_by",
    "clans",
    "corruption",
    "jigoku",
    "deck_size",
    "known_deck",
    "pending",
    "over",
    "pawns",
    "reserve",
    "to_place",
    "court_this_round",
    "shosho",
    "shosho_choice",
    "temple_queue",
    "temple_drawn",
    "temple_cards",
    "temple_next",
    "temple_discard",
    "temple_deck_size",
    "temple_known",
    "court_cards",
    "court_new",
    "court_sizes",
    "court_new_sizes",
    "court_used",
    "court_deck_size",
    "court_hidden_discard",
    "favour",
    "known_decoys",
    "peek_seat",
    "place_order",
    "round_results",
    "corruption_total",
    "boss_revealed",
)
"""The fields of ShinobiState.view, in its order (a test checks the count)."""

VIEW_FIELDS: dict[str, tuple[str, ...]] = {"shinobi": SHINOBI_FIELDS}


_PLAIN = frozenset({str, int, float, bool, type(None)})


def jsonable(value: Any) -> Any:
    """`value` as JSON types: tuples and lists as lists, sets sorted, mappings with
    text keys, dataclasses as mappings of their fields."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is list or kind is tuple:  # (the exact types first: no dataclass is one)
        return [jsonable(v) for v in value]
    if kind is dict:
        return {str(k): jsonable(v) for k, v in value.items()}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted((jsonable(v) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    return str(value)


def seat_view(game: str, view: Any) -> dict[str, Any]:
    """A game's `view(seat)` as a mapping of named JSON values."""
    names = VIEW_FIELDS.get(game)
    if names is not None:
        if len(names) != len(view):
            raise ValueError(f"{game} view has {len(view)} fields, {len(names)} named")
        return {name: jsonable(part) for name, part in zip(names, view, strict=True)}
    shown = jsonable(view)
    return shown if isinstance(shown, dict) else {"view": shown}
