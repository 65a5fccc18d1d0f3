"""The hint's warning, in words (issue 33, newcomer H: "hints that warn: 'laisse votre
village vide', '3 ninjas exposés'"): what the hinted move risks (ninjas.taisen.risk),
said after the hint, and for a hint to end the turn, that every move left would risk
something. Worked out once per position and hint: the prompt asks every frame."""

from __future__ import annotations

from typing import Any

from ninjas.taisen.risk import Risk, every_move_risks, move_risk
from ninjas.taisen.rules import TaisenAction, TaisenState

from .game_log import side_name
from .naming import SIDE_KEYS


def risk_words(tr: Any, risk: Risk, foe: str) -> str:
    """`risk` as a clause, or "": the village first (the foe would win by it), else the
    ninjas exposed ("it exposes 2 ninjas to the Wolf"). One clause: the prompt has two
    lines at 1280x720, and the hint's own words take one."""
    if risk.village_steps is not None:
        if risk.village_empty:
            return str(tr.plural("taisen.risk.village_empty", risk.village_steps, foe=foe))
        return str(tr("taisen.risk.village_open", foe=foe))
    if risk.exposed:
        key = "taisen.risk.exposed_shogun" if risk.shogun else "taisen.risk.exposed"
        return str(tr.plural(key, risk.exposed, foe=foe))
    return ""


class HintRisk:
    """`warned(tr, state, hint, words)`: the hint's words, with its warning after them
    if any, kept for the position, hint and words last asked."""

    def __init__(self) -> None:
        self.key: tuple[str, int, str] | None = None
        self.said = ""

    def warned(self, tr: Any, state: TaisenState, hint: TaisenAction, words: str) -> str:
        key = (state.to_notation(), hint.code, words)
        if key != self.key:
            self.key, self.said = key, self._warned(tr, state, hint, words)
        return self.said

    @staticmethod
    def _warned(tr: Any, state: TaisenState, hint: TaisenAction, words: str) -> str:
        foe = side_name(tr, SIDE_KEYS[1 - state.side])
        if hint.is_end:
            if every_move_risks(state):
                return str(tr("taisen.prompt.hint_end_safe", foe=foe))
            return words
        said = risk_words(tr, move_risk(state, hint), foe)
        return str(tr("taisen.risk.said", hint=words, risk=said)) if said else words
