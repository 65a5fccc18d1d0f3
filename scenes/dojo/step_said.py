"""The computer's step in words, in the action panel, while it waits for the person's
press: one move at a time (follow_pace.py) and the replay of its turn (T,
turn_again.py). The panel showed only the button, 'Its next move (Enter)' or 'Next:
walk 2 (2 of 3)', and after its last walk an empty box with a button; what the step
shown did was only in the small log, and how many moves were left nowhere (newcomer K,
s17, 037, 046, 047, rp1_6, rp1_8). Now, under the button: its roll, 'Blue clan rolled
6.'; the step, 'Walk 2 of 3: 2 moves left after it.' (live: 'Walk 2: 2 moves left.',
its later walks not yet chosen); and what it did, the recap's own line ('Walks
north-east from their Dojo to the mountain, 2 moves.'), a battle's or throw's lines,
its summoning's cards and ninjas.

The lines are the recap's (their_turn.py: public, or the person's own), read from the
game replayed, kept per action count and language."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from .layout import LOG_LINE, LOG_SIZE
from .reveal_hold import read_place

if TYPE_CHECKING:
    DojoTable = Any  # the scene itself

px = theme.px

MOVES = ("walk", "battle", "throw", "summoned")
"""The recap's lines that open a move (turn_again.beats' walk, battle, throw, summon);
the lines after one, up to the next, are its own (a battle's clashes, its end)."""

_live: dict[int, tuple[Any, Any, list[tuple[str, str]]]] = {}
"""The computer's turn so far, by table, kept per action count and language."""


def moves_of(said: list[tuple[str, str]]) -> list[list[tuple[str, str]]]:
    """The recap's lines `said` (kind, words) grouped by move, its roll left out."""
    moves: list[list[tuple[str, str]]] = []
    for kind, text in said:
        if kind in MOVES:
            moves.append([(kind, text)])
        elif kind != "rolled" and moves:
            moves[-1].append((kind, text))
    return moves


def _words(text: str) -> str:
    """A walk's recap line without its number on the board ('2. Walks ...')."""
    number, _, rest = text.partition(". ")
    return rest if number.isdigit() else text


def _walk_title(
    table: DojoTable, walk: int, walks: int | None, left: int, roll: int, cost: int = 1
) -> str:
    tr = table.app.tr
    if walks is None:  # live: its later walks not yet chosen
        if left <= 0 and cost <= 0:  # a free walk spent none of it (not 'all 2 spent'
            # again, newcomer M, s17, 173, 194)
            return str(tr("dojo.step_said.live_walk_free", walk=walk))
        if left <= 0:  # 'the one move' / 'all 2 moves' (not 'les 1 déplacements', M 184)
            return str(tr.plural("dojo.step_said.live_walk_last", roll, walk=walk))
        return str(tr.plural("dojo.step_said.live_walk", left, walk=walk, roll=roll))
    if left <= 0 and walk < walks:  # the walks after it cost nothing: said, not a puzzle
        # ('no move left after it' then two more walks, newcomer W, s21, 44_replay_its_1)
        return str(tr("dojo.step_said.walk_last_free", walk=walk, walks=walks))
    if left <= 0:
        return str(tr("dojo.step_said.walk_last", walk=walk, walks=walks))
    return str(tr.plural("dojo.step_said.walk", left, walk=walk, walks=walks))


def _told(
    table: DojoTable,
    move: list[tuple[str, str]],
    walk: int,
    walks: int | None,
    left: int,
    roll: int = 0,
    cost: int = 1,
) -> list[tuple[str, tuple[int, int, int]]]:
    """A move's lines: its title (gold), then its words; a walk, its `walk` number of
    `walks` (None: live), the moves `left` after it, the moves it `cost`."""
    kind = move[0][0]
    if kind == "walk":
        title = _walk_title(table, walk, walks, left, roll, cost)
        body = [_words(move[0][1])]
    else:
        title = str(table.app.tr(f"dojo.step_said.{kind}"))
        body = [text for _, text in move]
    return [(title, theme.GOLD), *((text, theme.MOONLIGHT) for text in body)]


def _rolled(table: DojoTable, turn: Any, seat: int) -> tuple[str, tuple[int, int, int]]:
    value = turn.rolled
    text = table.app.tr("dojo.step_said.rolled", name=table.seat_name(seat), value=value)
    return (str(text), theme.GOLD)


def _left(turn: Any, walk: int) -> int:
    """The moves its roll left after its walk `walk` (1 first)."""
    spent = sum(w.moves for w in turn.walks[:walk])
    return max(0, int(turn.rolled or 0) - spent)


def replay_lines(table: DojoTable) -> list[tuple[str, tuple[int, int, int]]]:
    """The replay's step shown (its wait's 'done' of 'total'), in words: the step that
    waits for 'Next', or the one playing, said while it plays (newcomer C, s22, rp56,
    rp78: while its third walk and its summoning played, the panel said only 'Clan bleu
    joue...', its words came once it had landed)."""
    again = table.turn_again
    queue = table.queue
    wait = next((e for e in queue if again.holds(e)), None) if again.active else None
    if wait is None:
        return []
    done = int(wait.data.get("done", 0))
    turn = table.their_turn
    moves = moves_of(turn.kept_lines())
    seat = turn.seat_told
    if not 0 < done <= len(moves) or seat is None:
        return []
    move = moves[done - 1]
    walks = len(turn.walks)
    walk = sum(m[0][0] == "walk" for m in moves[:done])
    out = [_rolled(table, turn, seat)] if turn.rolled is not None else []
    return out + _told(table, move, walk, walks, _left(turn, walk))


def live_lines(table: DojoTable) -> list[tuple[str, tuple[int, int, int]]]:
    """One move at a time: the computer's turn so far, its last move, in words."""
    if not table.turn_again.follow.shown or table.turn_again.active:
        return []
    seat = int(table.queue[0].data.get("seat", table.state.mover))  # (follow_pace.wait)
    person = 1 - seat
    key = (len(table.session.actions), table.app.tr.lang, seat)
    kept = _live.get(id(table))
    if kept is None or kept[0] != key:
        turn = type(table.their_turn)(table)  # its own: the recap's stays as told
        said = turn.lines_for(person)
        kept = (key, turn, said)
        _live.clear()
        _live[id(table)] = kept
    _, turn, said = kept
    walks = [m for m in moves_of(said) if m[0][0] == "walk"]
    shown = len(table.stage.live.walks)  # (its later actions may be played, not told)
    if not 0 < shown <= len(walks):
        return []
    left = _left(turn, shown)
    cost = turn.walks[shown - 1].moves if shown <= len(turn.walks) else 1
    return _told(table, walks[shown - 1], shown, None, left, int(turn.rolled or 0), cost)


def lines(table: DojoTable) -> list[tuple[str, tuple[int, int, int]]]:
    """The step shown in words (none when no wait is shown)."""
    return replay_lines(table) or live_lines(table)


def rows(table: DojoTable) -> list[tuple[str, tuple[int, int, int]]]:
    """The step's lines wrapped to the panel's width, as many as fit under the wait's
    button: the roll's line goes first where the room is short, then the earliest
    whole lines, then the last rows (none when no wait is shown)."""
    said = lines(table)
    if not said:
        return []
    action = table.layout.action
    width = action.width - px(32)
    wrapped = [table.wrap(text, LOG_SIZE, width) for text, _ in said]
    room = (action.bottom - px(6) - read_place(table).bottom - px(12)) // px(LOG_LINE)
    if sum(map(len, wrapped)) > room and len(said) > 2 and said[0][0] == _rolled_text(table):
        said, wrapped = said[1:], wrapped[1:]
    while sum(map(len, wrapped)) > room and len(wrapped) > 1:  # whole lines, the latest:
        # never a sentence cut after '0 moves; 1' (newcomer N, s17, 133, the person rolled)
        said, wrapped = said[1:], wrapped[1:]
    out = [(row, colour) for (_, colour), entry in zip(said, wrapped, strict=True) for row in entry]
    return out[: max(0, room)]


def _rolled_text(table: DojoTable) -> str:
    """The replay's roll line, as said for the clan whose turn was told."""
    turn = table.their_turn
    seat = turn.seat_told
    if seat is None or turn.rolled is None:
        return ""
    return _rolled(table, turn, seat)[0]


def room_needed(table: DojoTable) -> int:
    """The height its lines take under the wait's button (0: none): the pace's switch
    goes under them, at the panel's foot (follow_pace.FollowHold.draw)."""
    wrapped = rows(table)
    return len(wrapped) * px(LOG_LINE) + px(12) if wrapped else 0


def draw(canvas: pygame.Surface, table: DojoTable) -> None:
    """Under the wait's button, above the pace's switch, within the action panel: the
    lines wrapped whole, as many as fit."""
    wrapped = rows(table)
    if not wrapped:
        return
    action = table.layout.action
    pace = table.turn_again.follow.pace_button.rect
    x, y = action.left + px(16), read_place(table).bottom + px(12)
    foot = action.bottom - px(6)
    if pace.height > 1 and y <= pace.top < foot:  # (the switch under them, if there)
        foot = pace.top - px(4)
    for row, colour in wrapped:
        if y + px(LOG_LINE) > foot:
            return
        theme.blit_text(canvas, row, LOG_SIZE, colour, topleft=(x, y))
        y += px(LOG_LINE)
