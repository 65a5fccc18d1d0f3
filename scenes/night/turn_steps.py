"""A computer's Night turn told step by step over the village (newcomers G and I, s16:
'three events in about 3 s, the banner shows only the last'): each of its steps (a
move, a throw, a collect, a theft, a bonus...) gets a short public caption, and the
banner of its latest step says the ones before it first: 'Green ninja so far: moved to
roof 3, then collected 1 token.' above the full words of what it just did. The list
starts again with each computer's turn (another seat, a person, a new round).

Only what the log says goes in (every line of Night's log is public): how many tokens
were taken, never which."""

from __future__ import annotations

from typing import Any

from ninjas.core.events import Event


def caption(table: Any, event: Event) -> str:
    """`event`'s short caption ('' for none): 'moved to roof 3', 'Shuriken at Bruno: hit'."""
    tr = table.app.tr
    d = event.data
    kind = event.kind
    if kind == "throw":
        action, hit = d.get("action"), "hit" if d["success"] else "miss"
        if action == "move":
            return str(tr(f"night.steps.move.{hit}", roof=int(d["to"]) + 1))
        victim = d.get("victim")
        if not isinstance(victim, int):
            return ""
        name = table.seat_name(victim)
        if action in ("shuriken", "kunai"):
            bonus = tr(f"night.token.{action}")
            return str(tr(f"night.steps.blade.{hit}", bonus=bonus, victim=name))
        return str(tr(f"night.steps.attack.{hit}", victim=name))
    if kind == "collected":
        many = len(d.get("tokens") or ()) + len(d.get("held") or ())
        return str(tr.plural("night.steps.collected", many)) if many else ""
    if kind == "stolen":
        return str(tr("night.steps.stolen", victim=table.seat_name(d["victim"])))
    if kind in ("discarded", "dropped"):
        return str(tr("night.steps.put", roof=int(d["building"]) + 1))
    if kind == "bonus_used" and d.get("bonus") == "potion":
        return str(tr("night.steps.potion"))
    if kind == "reprogrammed":
        return str(tr("night.steps.gears", action=tr(f"night.action.{d['to']}")))
    if kind == "hooked":
        return str(tr("night.steps.hook", roof=int(d["to"]) + 1))
    if kind == "placed":
        owner = table.seat_name(d["ninja"])
        return str(tr("night.steps.placed", owner=owner, roof=int(d["building"]) + 1))
    return ""


class TurnSteps:
    """The captions of the computer's turn being told (Stage.begin_action, announce)."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.seat: int | None = None
        """The computer whose turn it is (None: a person's action came last)."""
        self.round = 0
        self.action = 0
        """The number of that turn's actions begun so far."""
        self.steps: list[tuple[int, str]] = []
        """(its action's number, the caption) of each step, in order."""

    def begin(self, actor: int | None) -> None:
        """`actor`'s action is about to be told: a person's, or another computer's
        turn, starts the list again."""
        table = self.table
        state = table.state
        if actor is None or actor in list(getattr(table, "humans", [])):
            self.seat, self.steps, self.action = None, [], 0
            return
        if actor != self.seat or state.round != self.round:
            self.seat, self.round, self.steps, self.action = actor, state.round, [], 0
        self.action += 1

    def note(self, event: Event) -> None:
        if self.seat is None:
            return
        words = caption(self.table, event)
        if words:
            self.steps.append((self.action, words))

    def so_far(self) -> str:
        """What the computer did before its action told now ('' for nothing)."""
        before = [words for action, words in self.steps if action < self.action]
        if self.seat is None or not before:
            return ""
        tr = self.table.app.tr
        joined = str(tr("night.steps.then")).join(before)
        return str(tr("night.steps.so_far", name=self.table.seat_name(self.seat), steps=joined))
