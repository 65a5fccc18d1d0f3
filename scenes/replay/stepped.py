"""What the last action did, shown on the board as the table shows it (newcomer N, s12:
'Action + is a jump cut: the stacks just appear elsewhere, with no arrow, trail, landing
box or battle chips like the live game shows; to know which stack moved I must read the
log').

Taisen: the table's own marks of a turn (scenes/taisen/trail.py, tally.py), given the
moves and fights of the turn the last action belongs to, up to it: a dotted trail in
the die's lane from each tile a stack left, the die face up on it, the landing ringed,
crossed swords and each fight's chips where it fought. The other games: the last
action's marks (board_marks.py: the hexes a Dojo ninja left and reached, with an arrow;
the roof a Night throw or collect acted on; the Shinobi clan it laid cards in), drawn
over the table in the colour of the seat that played it. Every action shown is public (the board's), in every view.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from .. import theme
from . import turn_dice
from .board_marks import Shape, board_marks
from .dojo_dice import dice_on_dojo

log = logging.getLogger(__name__)

SIDES = ("monkey", "wolf")


def taisen_turn(scene: Any, upto: int) -> tuple[list[Any], int | None]:
    """The events of the Taisen turn the action that reached `upto` belongs to, from its
    start up to that action, and the side that played them (None at the start)."""
    if upto <= 0:
        return [], None
    starts = [s for s in scene.turn_starts if s <= upto - 1]
    first = starts[-1] if starts else 0
    events: list[Any] = []
    side = None
    for index in range(first + 1, upto + 1):
        step, seat = scene.positions.last_step(index)
        events.extend(step)
        side = seat
    return events, side


def show_on_taisen(table: Any, scene: Any) -> None:
    """The turn so far on Taisen's table: its trail, swords and fights' tallies."""
    from ninjas.taisen.cards import DICE_LETTERS

    from ..taisen.trail import Move

    events, side = taisen_turn(scene, scene.index)
    moves: list[Move] = []
    combats: set[int] = set()
    table.view.tallies.clear()
    for event in events:
        data = event.data
        if event.kind == "moved" and SIDES.index(str(data["side"])) == side:
            die = DICE_LETTERS.index(str(data["die"]))
            moves.append((side, int(data["src"]), int(data["dst"]), die, int(data["value"])))
        elif event.kind == "combat_started":
            combats.add(int(data["pos"]))
        elif event.kind == "duel":
            table.view.tallies.add(int(data["pos"]), data)
    table.trail, table.trail_combats, table.trail_side = moves, combats, side
    turn_dice.show(table, table.state, events)


def animate_on_taisen(table: Any, scene: Any, before: int) -> None:
    """The table at the position after one more action, playing that action as it
    plays a move: its board as it stood `before`, the action's events through its own
    animator (the stacks slide, the trail grows behind them, the fights play), its log
    lines told once it has played (hold_back_lines), and no sound."""
    events, _ = scene.positions.last_step(scene.index)
    if not events:
        return
    for event in events:  # the fights of this action come back as they play
        if event.kind == "duel":
            fights = table.view.tallies.fights.get(int(event.data["pos"]), [])
            if fights:
                fights.pop()
    earlier = scene.positions.session(before).state
    table.view.rebuild(earlier)
    turn_dice.show(table, earlier, taisen_turn(scene, before)[0])
    turn_dice.keep_for_end(table, table.state, taisen_turn(scene, scene.index)[0])
    hold_back_lines(table, events)
    table.stage.announce = lambda event: None  # (the log's lines are the position's)
    table.stage.muted = True
    table.animator.push(events)
    pace = scene.pace() if callable(getattr(scene, "pace", None)) else None
    if pace:  # playing: a move in its time, a fight in twice that at most, whole
        table.animator.fit(1.0 / pace, tight=2.0 / pace)


def hold_back_lines(table: Any, events: list[Any]) -> None:
    """The log's lines of the action played (and the table's after them) taken back
    till its events have played (release_lines): the fight's outcome is not read before
    it is seen. Where the log does not hold them as its events say them, it stays."""
    from ..taisen.game_log import describe

    lines = table.log.lines
    said = [describe(event, table.app.tr, table.actor_name) for event in events]
    told = [line for line in said if line is not None]
    count = len(told)
    first = next(
        (i for i in range(len(lines) - count, -1, -1) if lines[i : i + count] == told),
        None,
    )
    if not told or first is None:
        return
    table.held_lines = list(zip(lines[first:], table.log.sources[first:], strict=False))
    del lines[first:], table.log.sources[first:]
    table.log.forget()


def release_lines(table: Any) -> None:
    """The lines held back while the action played, told once it has (each frame)."""
    if getattr(getattr(table, "animator", None), "busy", False):
        return
    turn_dice.settle(table)
    held = getattr(table, "held_lines", None)
    if not held:
        return
    table.held_lines = None
    for line, source in held:
        table.log.add(line, source)


def show_on_table(table: Any, scene: Any, before: int | None = None) -> None:
    """The last action's marks, where the table draws them itself (Taisen's); played
    as the table plays a move where the replay stepped one action on from `before`."""
    if scene.game == "taisen":
        try:
            show_on_taisen(table, scene)
            if before is not None and before == scene.index - 1:
                animate_on_taisen(table, scene, before)
        except Exception:  # a help: the position stands without it
            log.info("replay: the last action not shown on the table", exc_info=True)
            table.trail, table.trail_combats, table.trail_side = [], set(), None
            table.view.rebuild(table.state)
    elif scene.game == "dojo":
        try:
            walks_on_dojo(table, scene)
        except Exception:  # a help: the position stands without it
            log.info("replay: the turn's walks not shown on the table", exc_info=True)
            table.stage.live.clear()
        try:
            dice_on_dojo(table)  # the step's summoning's dice on their hexes (dojo_dice.py)
        except Exception:  # a help: the position stands without it
            log.info("replay: the summoning's dice not shown on the table", exc_info=True)
            table.stage.summon_show = None
    elif scene.game == "night" and before is not None and before == scene.index - 1:
        try:
            throw_on_night(table, scene, before)
        except Exception:  # a help: the position stands without it
            log.info("replay: the throw not shown on the table", exc_info=True)
            table.stage.rope = None


def walks_on_dojo(table: Any, scene: Any) -> None:
    """The walks of the Dojo turn the action shown belongs to, up to it, drawn as the
    table draws a computer's walks as they go (live_walks.py, walk_trail.py): a line
    each, numbered, its battles marked (newcomer K, s17, 082: the replay showed the
    computer's walks only by their end, no trail)."""
    events, _ = taisen_turn(scene, scene.index)
    live = table.stage.live
    live.clear()
    for event in events:
        live.told(event, True)


def throw_on_night(table: Any, scene: Any, before: int) -> None:
    """A Night throw stepped over one action on (Play, Action +): its rope flies again
    from the roof its ninja stood on to where it landed, hit or miss, at the replay's
    speed, its result told over the village as it lands (night/again_show.py); the
    replay's Play waits for it (flying). Newcomer G, s16, 177-179: 'Play jumped many
    actions without showing the throws, so I could not re-watch a throw'."""
    from ..night.again_show import show_again, shown_of
    from .controls import SPEEDS

    events, seat = scene.positions.last_step(scene.index)
    if not any(event.kind == "throw" for event in events):
        return
    show_again(table, events, shown_of(scene.positions.session(before).state), seat)
    pace = SPEEDS[scene.speed]
    if table.stage.rope is not None:
        table.stage.rope.pace = pace
    for effect in table.stage.effects:
        effect.pace = pace


def flying(table: Any) -> bool:
    """A Night table's rope is in the air (throw_on_night): Play waits for it."""
    return getattr(getattr(table, "stage", None), "rope", None) is not None


class Before:
    """The table drawn, its state the position before the action: the action is read
    where it was played (Night's 'collect' acts on the mover's roof, who has moved on
    to the next seat after it)."""

    def __init__(self, table: Any, state: Any) -> None:
        self.table = table
        self.state = state

    def __getattr__(self, name: str) -> Any:
        return getattr(self.table, name)

    def target_roof(self, action: Any) -> int | None:
        from ..night.words import target_roof

        return target_roof(self.state, action)


def marks(scene: Any, size: tuple[int, int]) -> tuple[list[Shape], int]:
    """The last action's marks in the table's coordinates, laid out at `size` (none for
    Taisen, whose table draws its own), and the seat that played it."""
    if scene.game not in ("dojo", "night", "shinobi") or scene.index <= 0:
        return [], 0
    key = (scene.index, scene.view, size)
    kept = getattr(scene, "_stepped", None)
    if kept is not None and kept[0] == key:
        return kept[1]
    events, seat = scene.positions.last_step(scene.index)
    if scene.game == "shinobi":
        return shinobi_clan(scene.table, events), seat
    text = str(scene.save.actions[scene.index - 1])
    try:
        before = scene.positions.session(scene.index - 1).state
        found = board_marks(Before(scene.table, before), scene.game, text)
    except Exception:  # an action the table cannot place: the log says it
        found = []
    scene._stepped = (key, (found, seat))
    return found, seat


CLAN_EVENTS = ("place_clan", "yokai")
"""Shinobi's events that lay cards in a clan on the table (face up: seen by all)."""


def shinobi_clan(table: Any, events: list[Any]) -> list[Shape]:
    """The clan a Shinobi action laid cards in (a new clan, a Yokai joining one): its
    tile, where the table drew it last (not kept: the table lays its tiles as it
    draws)."""
    for event in events:
        if event.kind in CLAN_EVENTS:
            seat, clan = int(event.data["seat"]), str(event.data["clan"])
            for rect, at_seat, at_clan in table.board.tiles:
                if at_seat == seat and at_clan == clan:
                    return [("rect", pygame.Rect(rect))]
    return []


def draw(scene: Any, canvas: pygame.Surface, area: pygame.Rect) -> None:
    """The last action's marks over the table drawn into `area` of `canvas` (the table
    laid out at the window's size, scaled)."""
    size = canvas.get_size()
    found, seat = marks(scene, size)
    if not found:
        return
    scale = area.width / max(1, size[0])
    colours = scene.seat_colours()
    colour = colours[seat % len(colours)] if colours else theme.GOLD

    def at(point: tuple[float, float]) -> tuple[int, int]:
        return (round(area.left + point[0] * scale), round(area.top + point[1] * scale))

    with theme.scaled_for(size):
        width = max(2, round(theme.px(4) * scale))
    clip = canvas.get_clip()
    canvas.set_clip(area)
    for kind, data in found:
        if kind == "ring":
            points = [at(p) for p in data]
            pygame.draw.polygon(canvas, theme.SHADOW, [(x + 2, y + 2) for x, y in points], width)
            pygame.draw.polygon(canvas, colour, points, width)
        elif kind == "arrow":
            from ..dojo.map_layers import arrow

            start, end, head = data
            arrow(canvas, at(start), at(end), colour, width, max(6, round(head * scale)))
        elif kind == "rect":
            rect = pygame.Rect(at(data.topleft), (0, 0))
            rect.size = (round(data.width * scale), round(data.height * scale))
            pygame.draw.rect(canvas, colour, rect.inflate(width * 2, width * 2), width, 6)
        elif kind == "label":  # a roof's number, over its ring (as the table has it)
            from .made_marks import blit_label

            label, centre = data
            blit_label(canvas, label, at(centre), scale)
    from . import roof_plaques  # (a neighbour's number under the ring: newcomer I, s16)

    roof_plaques.draw(scene, canvas, area)
    canvas.set_clip(clip)
