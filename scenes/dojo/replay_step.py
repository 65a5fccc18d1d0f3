"""The replay's step in words, in the Dojo table's action panel: the replay shows each
position on the table, which has no choices to offer then, and its action panel stood
empty under 'Replay: Blue clan to play.' (issue 33, newcomer M, s8 rp3.png). It now
says what the step shown did: the lines the log gives the record's last action (a walk,
a card played and the clash it made, a summoning and its dice), as the view shown may
see them (a seat's own lines only in that seat's view or the whole table's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.games import get_rules

from .. import theme
from ..log_panel import as_line
from .layout import LOG_SIZE, OPTIONS_TOP

if TYPE_CHECKING:
    from ninjas.core.events import Event

    from .protocol import Table

px = theme.px
LINE = 24
"""The step's lines are this far apart (design px)."""

_kept: dict[tuple[object, ...], list[Event]] = {}
"""The last step's events, by the record's game and how far it is played (one kept: a
replay builds its table again at each step, and draws it every frame)."""


def step_events(table: Table) -> list[Event]:
    """The events of the last action played to reach the position shown (none before
    the first): its game replayed from the seed to the action before, then that one."""
    session = table.session
    actions = list(session.actions)
    if not actions:
        return []
    key = (session.game, session.seed, tuple(sorted(session.options.items())), tuple(actions))
    if key not in _kept:
        state = get_rules(session.game).new_game(seed=session.seed, options=session.options)
        for action in actions[:-1]:
            state.apply(action)
        _kept.clear()
        _kept[key] = list(state.apply(actions[-1]))
    return _kept[key]


def step_lines(table: Table) -> list[str]:
    """The step's lines the view shown may read (all of them in the whole table's
    view); a line saying so when it shows nothing to this view (a card laid face down
    in the other seat's view, say)."""
    viewer = table.viewer
    lines: list[str] = []
    for event in step_events(table):
        for said in table.narrator.describe(event):
            line = as_line(said)
            if line.owner is None or viewer is None or line.owner == viewer:
                lines.append(line.text)
    if not lines and table.session.actions:
        return [str(table.app.tr("dojo.replay.step_unseen"))]
    return lines


def draw_step(canvas: pygame.Surface, table: Table) -> None:
    """Under the replay's prompt, where the choices stand in a game: 'This step:' and
    its lines, wrapped, as many as the panel holds above the summoning's cards."""
    if not getattr(table, "watching", False):
        return
    lines = step_lines(table)
    if not lines:
        return
    action = table.layout.action
    left, width = action.left + px(14), action.width - px(28)
    y = action.top + px(OPTIONS_TOP)  # under the rolled die and the moves left
    foot = action.bottom - px(12)
    if table.stage.summon_show is not None or table.state.summon_cards:
        foot = action.bottom - px(table.summoning.area_h() + 6)
    head = str(table.app.tr("dojo.replay.step"))
    theme.blit_text(canvas, head, LOG_SIZE, theme.GOLD, topleft=(left, y))
    y += px(LINE)
    for text in lines:
        for line in table.wrap(text, LOG_SIZE, width):
            if y + px(LINE) > foot:
                return
            theme.blit_text(canvas, line, LOG_SIZE, theme.MOONLIGHT, topleft=(left, y))
            y += px(LINE)
