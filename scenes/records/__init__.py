"""The Records screen (issue 34, section 4): each person's figures from the history,
and renaming or merging their names. `RecordsScene(app)` is what the title opens."""

from .scene import RecordsScene

__all__ = ["RecordsScene"]
