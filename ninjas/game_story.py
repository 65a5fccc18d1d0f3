"""How a finished game went, in a few figures a player can check on the board (newcomer
A, s14: her review said every move was as good as the computer's and she had lost 8-15;
what she wanted was why: 'Blue summoned 36 ninjas against your 26', 'you held 8 lands,
it held 15'). The review's summary says them in one sentence (scenes/review/story.py).

`story(game, state, seat)` gives the sentence's key and its figures: the seat's and one
other seat's (the winner when the seat lost, else the best of the others), side by side.
Only what every player knows once the game is over: counts the table showed as it went
(Dojo's ninjas summoned and lost, its land; Taisen's cards lost and on the enemy
village; Night's tokens, points and injuries; Shinobi's strength and corruption over
the rounds). Pure: the final position of the record's replay is read, nothing else."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Story:
    key: str
    """The sentence's text key ('review.story.dojo'...)."""
    other: int
    """The seat set beside the reviewed one."""
    figures: dict[str, int]
    """Each figure of the sentence: 'mine_...' the seat's, 'theirs_...' the other's."""


def other_seat(state: Any, seat: int) -> int:
    """The seat to compare with: the first winner when `seat` did not win, else the
    best of the others (their returns, then their order)."""
    values = list(state.returns())
    others = [s for s in range(len(values)) if s != seat]
    return max(others, key=lambda s: (values[s], -s))


def _pair(name: str, mine: int, theirs: int) -> dict[str, int]:
    return {f"mine_{name}": int(mine), f"theirs_{name}": int(theirs)}


def story(game: str, state: Any, seat: int) -> Story | None:
    """The sentence of a finished game for `seat` (None: not over, or a game without one)."""
    if not state.is_terminal or int(state.num_players) < 2:
        return None
    other = other_seat(state, seat)
    figures: dict[str, int] = {}
    if game == "dojo":
        figures.update(_pair("summoned", state.summoned[seat], state.summoned[other]))
        figures.update(_pair("lost", state.lost[seat], state.lost[other]))
        figures.update(_pair("land", state.land(seat), state.land(other)))
    elif game == "taisen":
        from ninjas.taisen.cards import CARDS_PER_SIDE, ENEMY_VILLAGE

        def lost(side: int) -> int:
            return int(CARDS_PER_SIDE - state.alive[side])

        def village(side: int) -> int:
            return len(state.stacks[side][ENEMY_VILLAGE[side]])

        figures.update(_pair("lost", lost(seat), lost(other)))
        figures.update(_pair("village", village(seat), village(other)))
        figures["total"] = int(CARDS_PER_SIDE)
    elif game == "night":
        from ninjas.night import data
        from ninjas.night.position import INJURY

        def tokens(s: int) -> int:
            kept = [t for t in state.backpacks[s] if t is not None and t != INJURY]
            return sum(1 for t in kept if state.kinds[t] in data.TOKEN_VALUES)

        figures.update(_pair("tokens", tokens(seat), tokens(other)))
        figures.update(_pair("points", state.score(seat)[0], state.score(other)[0]))
        from ninjas.night.wounds import wounds_taken

        taken = wounds_taken(state) or [state.injuries(s) for s in range(state.players)]
        figures.update(_pair("injuries", taken[seat], taken[other]))  # over the game
    elif game == "shinobi":
        rounds = list(state.round_results)
        if not rounds:
            return None

        def strength(s: int) -> int:
            return sum(int(r["strength"][s]) for r in rounds)

        def score(s: int) -> int:
            return sum(int(r["scores"][s]) for r in rounds)

        figures.update(_pair("strength", strength(seat), strength(other)))
        if all("scores" in r for r in rounds):
            figures.update(_pair("score", score(seat), score(other)))
        corruption = state.corruption_total
        figures.update(_pair("corruption", corruption[seat], corruption[other]))
        figures["rounds"] = len(rounds)
    else:
        return None
    return Story(f"review.story.{game}", other, figures)
