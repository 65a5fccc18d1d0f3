"""E ends the turn at Ninja Night, wherever "End the turn" stands in the list (issue 33: the
rows' numbers shift after a collect, and a newcomer pressed the number "End the turn"
had had, throwing a fresh token back on the roof)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame

from scenes.app import App
from scenes.night.input import key_intent


def night_table(kinds: list[str], can_act: bool = True) -> Any:
    rows = [(SimpleNamespace(kind=kind), kind) for kind in kinds]
    return SimpleNamespace(
        throw=None,
        state=SimpleNamespace(phase="act"),
        can_act=can_act,
        option_list=SimpleNamespace(rows=rows),
    )


def test_e_chooses_the_end_row_wherever_it_stands(app: App) -> None:
    for kinds in (["collect", "discard", "end"], ["discard", "discard", "swap", "end"]):
        intent = key_intent(night_table(kinds), pygame.K_e, 0)
        assert intent is not None and intent.kind == "choose"
        assert intent.arg == kinds.index("end")
    assert key_intent(night_table(["collect", "move"]), pygame.K_e, 0) is None
    assert key_intent(night_table(["end"], can_act=False), pygame.K_e, 0) is None
    for lang in ("en", "fr"):
        app.set_language(lang)
        assert " E " in app.tr("night.help")  # the footer says so
