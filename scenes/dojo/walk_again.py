"""A click on a hex the chosen stack has already sent a ninja to this move walks the
next ninja there, rather than choosing the ninjas that arrived (newcomer C, s22, FR
1280x720, guided game, gd38: sending 6 ninjas from her forest into the blue Dojo, she
chose the forest again after the first walk, and her click on the Dojo chose the ninja
standing there, 'Vous avez choisi votre ninja ici...'; it took her three tries). The
rule stays for any other of her stacks: a click chooses it (controls.chooses), said
under the pointer and in the prompt alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .hint_plan import walks

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex
    from ninjas.dojo.rules import DojoState


def walked_this_move(state: DojoState) -> list[str]:
    """The steps played since the roll, in order (none outside a move)."""
    if state.phase != "move":
        return []
    steps: list[str] = []
    for text in reversed(state.history):
        if not text.startswith("step "):
            break
        steps.append(text)
    return steps[::-1]


def sent_before(state: DojoState, src: Hex, h: Hex) -> bool:
    """Has a ninja of the stack at `src` walked to `h` this move (a walk from `src`
    that ended there)?"""
    return any(walk[0][0] == src and walk[-1][1] == h for walk in walks(walked_this_move(state)))
