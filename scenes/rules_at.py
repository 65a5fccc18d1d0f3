"""Where a table's rules reference opens: the section about the part of the turn being
played (newcomer W, s21: F1 in a Dojo battle opened the rules at their top, and he had to
look for 'Battles'). A phase not named here opens the rules at the top."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import App
    from .rules_scene import RulesScene

SECTION_OF_PHASE: dict[str, dict[str, str]] = {
    "dojo": {
        "dojo": "setup",
        "roll": "moving",
        "move": "moving",
        "battle": "battles",
        "lay": "battles",
        "attack": "battles",
        "fury": "options",
        "joker": "options",
        "summon": "summoning",
        "assign": "summoning",
        "over": "winning",
    },
    "shinobi": {
        "draw": "turn",
        "place": "placing",
        "power": "powers",
        "peek": "board",
        "discard": "turn",
        "court": "temple",
        "temple": "temple",
        "pawns": "board",
        "shosho": "end",
        "over": "end",
    },
    "night": {
        "place": "setup",
        "plan": "round",
        "act": "actions",
        "over": "scoring",
    },
}
"""Per game, the rules section (scenes.rules_scene.RULES_SECTIONS) of each phase of its
state. Taisen's state has no phases: its rules open at the top."""


def section_for(game: str, state: Any) -> str | None:
    """The rules section about `state`'s phase in `game`, or None (the top)."""
    return SECTION_OF_PHASE.get(game, {}).get(getattr(state, "phase", None) or "")


def rules_for(app: App, game: str, state: Any) -> RulesScene:
    """The rules reference of `game`, opened at the section about `state`'s phase."""
    from .rules_scene import RulesScene

    return RulesScene(app, game, section=section_for(game, state))
