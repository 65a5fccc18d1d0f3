"""An action of the Night told again on a table (newcomer G, s16, 054, m107, 177-179:
'Night has no way to see the computer's throw again'; 'the replay's Play jumps past
throws without showing them'): its throw's rope flies again from where its ninja stood
before, to its roof, hit or miss, and lands with its result over the village; a Collect,
a Steal, a bonus played, their tokens flying as the table first showed them (their faces
as the table's viewer may see them: staging.py draws every token through
NightScene.token_face). Told again, it adds nothing: no log line, no throw to the
record after the game. Used by the live table's 'Replay its turn' (turn_again.py) and by
the replay screen's Play (scenes/replay/stepped.py)."""

from __future__ import annotations

from typing import Any

from ninjas.core.events import Event

from .rope_view import Shown


def shown_of(state: Any) -> Shown:
    """What the table drew of `state` (copies: the state goes on)."""
    return Shown(
        list(state.positions),
        [list(r) for r in state.roofs],
        [list(p) for p in state.backpacks],
        list(state.held),
    )


def show_again(
    table: Any, events: list[Event], before: Shown, actor: int | None, head: str = ""
) -> str:
    """Tell `events` (one action's, played from `before` by `actor`) again on `table`:
    their rope and animations, and their words over the village after `head`, with
    nothing added to the log nor to the throws kept. Returns the words told (the
    throw's result once its rope lands)."""
    stage = table.stage
    lines, throws = table.log_lines, len(stage.throws)
    animate, table.animate = table.animate, True
    stage.rope = stage.lying = None
    stage.effects.clear()
    stage.result_text = None
    table.log_lines = []
    try:
        stage.begin_action(actor)
        for event in events:
            stage.announce(event, before)
        said = list(table.log_lines)
    finally:
        table.log_lines = lines
        table.animate = animate
        del stage.throws[throws:]
    rope = stage.rope
    if rope is not None and not rope.told:  # its lines and result told when it lands
        rope.lines = []
        rope.result = f"{head}{rope.result}"
        return str(rope.result)
    words = f"{head}{' '.join(said)}"
    if words.strip():
        stage.told(words, None)
    return words
