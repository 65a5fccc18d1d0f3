"""What a table keeps marked of the computers' turns until a person acts (issue 33,
newcomer T, s12: Night's landing, Shinobi's changed clans): the lifecycle the tables
share. A table mixes in `KeptMarksTable` before TableScene, makes its own marks
(`new_marks`: an object with `count`, `seat`, `clear()` and `any()`) and notes each
action's events in them (`note_marks`); `marks_now()` gives them to its view. An undo
past what they marked clears them; with computers alone at the table (a demo) they show
one computer's turn at a time."""

from __future__ import annotations

from typing import Any

from ninjas.core.events import Event


class KeptMarksTable:
    """Mixed into a table (before TableScene): every action played through the table
    is noted in its marks (`kept_marks`)."""

    session: Any
    state: Any

    def new_marks(self) -> Any:
        """The table's marks, empty (made once, on first use)."""
        raise NotImplementedError

    def note_marks(
        self, marks: Any, seat: int, by_computer: bool, action: Any, events: list[Event]
    ) -> None:
        """Note in `marks` what `action` of `seat` did (`events`), the
        `len(session.actions)`-th action."""
        raise NotImplementedError

    @property
    def kept_marks(self) -> Any:
        found = self.__dict__.get("_kept_marks")
        if found is None:
            found = self.__dict__["_kept_marks"] = self.new_marks()
        return found

    def apply_action(self, action: Any) -> list[Event]:
        marks = self.kept_marks
        if len(self.session.actions) < marks.count:  # taken back (an undo): gone
            marks.clear()
        by_computer = bool(self.session.ai_to_move)
        seat = self.state.current_player
        if not getattr(self, "humans", None) and seat != marks.seat:  # computers alone
            marks.clear()  # (a demo): the turn of one at a time
        marks.seat = seat
        events: list[Event] = super().apply_action(action)  # type: ignore[misc]
        self.note_marks(marks, seat, by_computer, action, events)
        return events

    def marks_now(self) -> Any:
        """The marks to draw (None: none, or what they marked was taken back)."""
        marks = self.kept_marks
        if len(self.session.actions) < marks.count:
            marks.clear()
        return marks if marks.any() else None
