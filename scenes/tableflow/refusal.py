"""Why the last click or key was refused, said once for every table: the table calls
`refuse(why)` (the refused sound plays), and its prompt shows `refusal()` instead of
what it asks, for REFUSAL_SECONDS or until the next action (the table sets `refused`
back to None when it plays one). The shared prompt panel (scenes/prompt_panel.py)
writes it in REFUSED."""

from __future__ import annotations

from typing import Any

REFUSAL_SECONDS = 4.0
"""How long the prompt says why a click or key was refused."""
TOLD_SECONDS = 3.0
"""How long the prompt says what an Undo took back, before what it asks (Told)."""


class Told(str):
    """What an Undo took back, said before the prompt, never instead of it: the prompt
    says what to do next (after the undo of a Shinobi discard a newcomer read only
    "Undone: Discard Dragon (2)." and no longer knew what to do, issue 33)."""


def with_told(told: str | None, prompt: str) -> str | None:
    """The told words before `prompt` (None when nothing is told)."""
    return f"{told} {prompt}" if isinstance(told, Told) else None


class Refusals:
    """Mixed into the table skeleton (scenes/table.py, TableScene): the refusal shown."""

    app: Any
    time: float
    refused: tuple[str, float] | None = None
    """(why the last click or key was refused, in words; until when it is shown)."""

    def refuse(self, why: str) -> None:
        """Say `why` in the prompt for REFUSAL_SECONDS, with the refused sound."""
        self.refused = (why, self.time + REFUSAL_SECONDS)
        self.app.audio.play("refused")

    def tell(self, what: str) -> None:
        """Say `what` in the prompt's place the same way, without the refused sound
        (what an Undo took back), for TOLD_SECONDS."""
        self.refused = (Told(what), self.time + TOLD_SECONDS)

    def refusal(self) -> str | None:
        """Why the last click or key was refused, while the prompt says it (else None)."""
        refused = self.refused
        return refused[0] if refused is not None and self.time < refused[1] else None
