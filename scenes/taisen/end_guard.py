"""End turn with a die that can still move: the first press asks, the second ends
(newcomer J, s11, nc-J/127a -> 127b: E ended his turn with the green die unused and its
previewed attack on tile 7 never happened, no word said). The rules let a turn end once
a die is used (ninja-taisen.en.txt: 'You must use at least one die before choosing to
end your turn'); this guards a misclick, not a rule."""

from __future__ import annotations

from typing import Any

from ninjas.taisen.cards import ENEMY_VILLAGE

ORDER = ("taisen.die.red", "taisen.die.green", "taisen.die.blue")


def unused_warning(scene: Any) -> str | None:
    """The words asking once before End turn leaves a die that can move unused, or
    None when the turn may end at once: no die can move, the hint says end, or this
    press follows the question about the same position (the actions played so far: a
    refresh of the table that plays nothing asks nothing again)."""
    selection = scene.selection
    dice = selection.dice_for(None)
    if not dice or (scene.hint is not None and scene.hint.is_end) or wins(scene):
        return None
    position = _position(scene)
    if scene.end_asked == position:
        return None
    scene.end_asked = position
    return _words(scene, dice)


def wins(scene: Any) -> bool:
    """A ninja of the side to move holds the enemy village: ending the turn wins it,
    asked nothing (newcomer O, s18, 108: 'press again' at the winning moment)."""
    state = scene.state
    return bool(state.stacks[state.side][ENEMY_VILLAGE[state.side]])


def standing_warning(scene: Any) -> str | None:
    """The question, still said while it holds: End turn was asked about this very
    position and a die can still move (newcomer Y, s13, 022 -> 024: the warning gave
    way to 'Use another die, or end your turn' after a few seconds, and whoever looked
    away missed why E did nothing). None once a move is made or undone."""
    if scene.end_asked != _position(scene) or not scene.can_act:
        return None
    dice = scene.selection.dice_for(None)
    return _words(scene, dice) if dice else None


def _position(scene: Any) -> tuple[int, str]:
    """The position asked about: the actions played and the board (an undo then another
    move comes back to as many actions, not to the same board)."""
    return len(scene.session.actions), scene.state.to_notation()


def _words(scene: Any, dice: list[int]) -> str:
    tr = scene.app.tr
    names = ", ".join(tr(ORDER[die]) for die in dice)
    return str(tr("taisen.end_unused", dice=names))
