"""A Night throw in the review is said by its aim alone, never by its string's length
(newcomer O, s18, Night review: 'Better: Move to roof 11 (throw the grapnel), 15.9 cm';
issue 33: the table never shows a string's length, judging the distance is the game).
The computer's throw at the aim the seat threw at is said as a longer or a shorter
string than the one played. This reads the moves' notation ('move 11 15.9', 'kunai 2
20.5 1': ninjas.review.THROWS), never their words."""

from __future__ import annotations

THROWS = {"move": 2, "attack": 2, "shuriken": 3, "kunai": 3}
"""Night's throws and where their length is among the action's words (the target, a
building for a move and a player for the others, is the word before it)."""


def throw_parts(move: str) -> tuple[str, float] | None:
    """A Night throw's aim (its kind and target, as written) and its string's length;
    None for any other move."""
    words = move.split()
    at = THROWS.get(words[0]) if words else None
    if at is None or len(words) <= at:
        return None
    try:
        return " ".join(words[:at]), float(words[at])
    except ValueError:
        return None


def against(played: str, best: str) -> str:
    """How the computer's throw `best` compares with the move `played`: 'longer' or
    'shorter' at the same aim with another length, '' otherwise."""
    mine, its = throw_parts(played), throw_parts(best)
    if mine is None or its is None or mine[0] != its[0] or mine[1] == its[1]:
        return ""
    return "longer" if its[1] > mine[1] else "shorter"
