"""The replay's step in words, in the Dojo table's action panel: the replay shows each
position on the table, which has no choices to offer then, and its action panel stood
empty under 'Replay: Blue clan to play.' (issue 33, newcomer M, s8 rp3.png). It now
says what the step shown did: the lines the log gives the record's last action (a walk,
a card played and the clash it made, a summoning and its dice), as the view shown may
see them (a seat's own lines only in that seat's view or the whole table's).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame

from ninjas.dojo.cards import rank_name
from ninjas.games import get_rules

from .. import theme
from ..log_panel import as_line
from ..widgets import shortened
from .layout import LOG_SIZE, OPTIONS_HIGH, OPTIONS_TOP
from .prompt_panel import ROLL_OFF_H

if TYPE_CHECKING:
    from ninjas.core.events import Event

    from .protocol import Table

px = theme.px
LINE = 24
"""The step's lines are this far apart (design px)."""

_kept: dict[tuple[object, ...], tuple[list[Event], int]] = {}
"""The last step's events and the seat that played it, by the record's game and how
far it is played (one kept: a replay builds its table again at each step, and draws it
every frame)."""

KEY = re.compile(r" \((?:[A-Z]|Esc|Échap)\)$")
"""A choice's key, '(D)', which a replay's step has no use for."""


def _step(table: Table) -> tuple[list[Event], int]:
    """The events of the last action played to reach the position shown, and the seat
    that played it: its game replayed from the seed to the action before, then that one."""
    kept = getattr(table, "last_step", None)  # the replay keeps each action's events
    step = kept() if callable(kept) else None
    if step is not None:
        return step
    session = table.session
    actions = list(session.actions)
    if not actions:
        return [], 0
    key = (session.game, session.seed, tuple(sorted(session.options.items())), tuple(actions))
    if key not in _kept:
        state = get_rules(session.game).new_game(seed=session.seed, options=session.options)
        for action in actions[:-1]:
            state.apply(action)
        actor = state.current_player
        _kept.clear()
        _kept[key] = (list(state.apply(actions[-1])), actor)
    return _kept[key]


def step_events(table: Table) -> list[Event]:
    """The events of the last action played to reach the position shown (none before
    the first)."""
    return _step(table)[0]


def step_actor(table: Table) -> int:
    """The seat that played the last action to reach the position shown."""
    return _step(table)[1]


def step_lines(table: Table) -> list[str]:
    """The step's lines the view shown may read (all of them in the whole table's
    view). A step the log passes over (a die set, a walk or the battles ended) is said
    in the replay's own words, and a seat's own lines by its name; another seat's view
    reads what it may know of them ('Blue clan lays a card face down'). Every step says
    what it did: 'a secret of the other side' is left for a step whose every line is
    another seat's own (issue 33, newcomer P, s8: Ada's own dice read as the other
    camp's secret, in 'View: all' and 'View: Ada')."""
    viewer = table.viewer
    lines: list[str] = []
    hidden = False
    for event in step_events(table):
        said = table.narrator.describe(event) or quiet_lines(table, event)
        if any(as_line(item).owner is not None for item in said):
            public = [(None, as_line(item).text) for item in said if as_line(item).owner is None]
            said = public + own_lines(table, event)
        for item in said:
            line = as_line(item)
            if line.owner is None or viewer is None or line.owner == viewer:
                lines.append(line.text)
            elif stand_in := seen_by_others(table, event):
                lines.append(stand_in)
            else:
                hidden = True
    if lines or not table.session.actions:
        return lines
    if hidden:
        return [str(table.app.tr("dojo.replay.step_unseen"))]
    return [action_words(table)]


def seen_by_others(table: Table, event: Event) -> str:
    """What another seat's view may read of a seat's own line: a card laid, not which."""
    seat = event.data.get("seat")
    if event.kind == "laid" and isinstance(seat, int):
        return str(table.app.tr("dojo.replay.laid_hidden", name=table.seat_name(seat)))
    return ""


def quiet_lines(table: Table, event: Event) -> list[tuple[int | None, str]]:
    """What the log leaves unsaid, said for the replay's step (public, as the board
    shows it): a die set under a hex, a walk ended with every move spent."""
    tr = table.app.tr
    d = event.data
    seat = d.get("seat")
    if not isinstance(seat, int):
        return []
    name = table.seat_name(seat)
    if event.kind == "die_assigned":
        count = int(d["count"])
        # after the last die the cards are gone from the state: that die is the last
        total = max(count, len(table.state.summon_cards))
        where = table.narrator.place_name((int(d["hex"][0]), int(d["hex"][1])))
        return [(None, tr("dojo.replay.die", name=name, where=where, count=count, total=total))]
    if event.kind == "moved" and not d.get("unspent"):
        return [(None, tr("dojo.replay.end", name=name))]
    return []


def own_lines(table: Table, event: Event) -> list[tuple[int | None, str]]:
    """A seat's own lines by its name, where the log says 'You lay your 7 face down' to
    that seat alone: the replay is watched by anyone, in any seat's view, and 'You' read
    as the watcher (each line still that seat's own, never said in the other's view)."""
    tr = table.app.tr
    d = event.data
    lines: list[tuple[int | None, str]] = []
    if event.kind == "battle_cards":
        for owner, secret in sorted(d.get("private", {}).items()):
            cards = ", ".join(rank_name(c) for c in sorted(secret.get("cards", [])))
            name = table.seat_name(int(owner))
            lines.append((int(owner), tr("dojo.replay.cards", name=name, cards=cards)))
        return lines
    seat = d.get("seat")
    if not isinstance(seat, int):
        return lines
    name = table.seat_name(seat)
    own = d.get("private", {}).get(seat, {})
    if event.kind == "laid" and own.get("card") is not None:
        key = "dojo.replay.laid_alone" if d.get("alone") else "dojo.replay.laid"
        lines.append((seat, tr(key, name=name, card=rank_name(own["card"]))))
    elif event.kind == "fury" and own.get("kept") is not None:
        lines.append((seat, tr("dojo.replay.fury_kept", name=name, card=rank_name(own["kept"]))))
    return lines


def action_words(table: Table) -> str:
    """A step with no event to tell (no more battles, say): who did it and what, in
    the choice's own words."""
    from ninjas.core.i18n import sentence

    action = table.state.parse_action(table.session.actions[-1])
    name = table.seat_name(step_actor(table))
    if action.kind == "done":
        return str(table.app.tr("dojo.replay.done", name=name))
    label = KEY.sub("", str(table.narrator.action_label(action)))  # no '(E)' here
    return str(table.app.tr("dojo.replay.did", name=name, what=sentence(label)))


def step_rows(table: Table) -> list[tuple[str, theme.Colour, tuple[int, int]]]:
    """Under the replay's prompt, where the choices stand in a game: 'This step:' and
    its lines, wrapped, as many as the panel holds above the summoning's cards; each
    with its colour and place (none when not watching)."""
    if not getattr(table, "watching", False):
        return []
    lines = step_lines(table)
    if not lines:
        return []
    action = table.layout.action
    left, width = action.left + px(14), action.width - px(28)
    y = action.top + px(OPTIONS_TOP)  # under the rolled die and the moves left
    if table.summoning.dice.rolled() is not None:
        # the last die set, and the roll's rows under it (summon_dice.SummonDice.draw),
        # which say the roll: the step's other lines ('The dice show 4, 6, 4, 2, 2: Wen
        # gains 3 ninjas.', 'Blue clan: turn 1.') were drawn over those rows (newcomer
        # W, s21, 38_replay_turn_b.png); the log below says them
        lines = lines[:1]
        y = action.top + px(OPTIONS_HIGH)  # no die rolled nor moves left to keep off
    elif table.state.phase == "dojo":  # and under the roll-off's dice while placing (newcomer
        y += px(ROLL_OFF_H + 8)  # U, s9 u-139: 'Cette action' was drawn over them)
    foot = action.bottom - px(12)
    if table.stage.summon_show is not None or table.state.summon_cards:
        foot = action.bottom - px(table.summoning.area_h() + 6)
    # at a costly move opened from the review, the step shown is the one before the
    # move, which the caption below says (issue 33, newcomer X: 'This step:' read as it)
    key = "replay.step_before" if getattr(table, "before_move", False) else "dojo.replay.step"
    rows = [(str(table.app.tr(key)), theme.GOLD, (left, y))]
    y += px(LINE)
    for text in lines:
        for line in table.wrap(text, LOG_SIZE, width):
            if y + px(LINE) > foot:  # no room for the rest: the last row says so
                last, colour, at = rows[-1]
                if len(rows) > 1:  # (never the heading)
                    rows[-1] = (shortened(f"{last} {line}", LOG_SIZE, width), colour, at)
                return rows
            rows.append((line, theme.MOONLIGHT, (left, y)))
            y += px(LINE)
    return rows


def step_rect(table: Table) -> pygame.Rect | None:
    """Where the step's words lie in the action panel (the caption of the computer's
    move keeps off them: newcomer T, s9 rp_d1c, it lay over them, garbled); None."""
    rows = step_rows(table)
    if not rows:
        return None
    action = table.layout.action
    top, bottom = rows[0][2][1], rows[-1][2][1] + px(LINE)
    return pygame.Rect(action.left, top, action.width, bottom - top)


def draw_step(canvas: pygame.Surface, table: Table) -> None:
    """The step's words (step_rows) in the action panel."""
    for text, colour, at in step_rows(table):
        theme.blit_text(canvas, text, LOG_SIZE, colour, topleft=at)
