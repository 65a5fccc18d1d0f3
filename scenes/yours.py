"""A seat's own moves told to its own phone in the second person (issue 33, newcomer K,
phB6: Ben's phone said 'Ben recruits.' of Ben's own move; then the same of Night's and
Dojo's phones): the log's words with a catalogue that says a line whose actor is the
seat by its '.you' key where there is one ('shinobi.log.recruit.you': 'You recruit.',
'dojo.log.step.you': 'You move a ninja from ...'), and every other line as the log
does; a line where another seat acted on it by its '.to_you' key ('Kiku destroys your
Crow (3).'). Each table's words take it as their `tr` (describe_yours)."""

from __future__ import annotations

from typing import Any


class Yours:
    """`Yours(tr, name)`: `tr`, saying the lines of `name`'s own moves to them."""

    def __init__(self, tr: Any, name: str) -> None:
        self.tr = tr
        self.name = name

    def _yours(self, key: str, params: dict[str, Any], *forms: str) -> str | None:
        """The key said to the seat: '.you' where it acted, '.to_you' where another
        seat acted on it ('Kiku sends your 3 x Crow back to your hand' on Ana's phone,
        newcomer A, s23, 050, where it said 'Kiku sends Ana's ...')."""
        if params.get("name") == self.name:
            yours = f"{key}.you"
        elif self.name in (params.get("target"), params.get("victim")):
            yours = f"{key}.to_you"
        else:
            return None
        return yours if any(self.tr.has(f"{yours}{form}") for form in forms) else None

    def __call__(self, key: str, /, **params: Any) -> str:
        return str(self.tr(self._yours(key, params, "") or key, **params))

    def plural(self, key: str, count: int, /, **params: Any) -> str:
        return str(
            self.tr.plural(self._yours(key, params, ".one", ".other") or key, count, **params)
        )

    def __getattr__(self, attr: str) -> Any:
        return getattr(self.tr, attr)
