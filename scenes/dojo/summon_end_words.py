"""The summoning that ends the game, said whole under the Summon button (newcomer K,
s17, 067: 'Draw 25: only 24 left, the game ends' offered, and its words cut at 'Land
now: Kenji 15,' with the last clash's line under them). Where the room under the button
is short: the same in fewer words; then the last clash gives way (the log keeps it);
then the few words over the whole room."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ninjas.dojo.scoring import land_count_winner

from .. import theme

if TYPE_CHECKING:
    Summoning = Any  # summoning.Summoning

px = theme.px
ROW = 22
"""The warning's rows are this far apart (design px, Summoning.warning_lines)."""


def ends_params(summoning: Summoning) -> dict[str, Any]:
    """What the words say: the count, the deck, the land as it stands and who would
    win on it."""
    table = summoning.table
    state, tr = table.state, table.app.tr
    me = state.mover
    winner = land_count_winner(state.terrain, state.ninjas)
    if winner is None:
        outcome = tr("dojo.summon.ends.tie")
    else:
        outcome = tr("dojo.summon.ends.wins", name=table.seat_name(winner))
    return {
        "count": summoning.count,
        "deck": len(state.decks[me]),
        "mine": state.land(me),
        "theirs": state.land(1 - me),
        "name": table.seat_name(me),
        "other": table.seat_name(1 - me),
        "outcome": outcome,
    }


def ends_whole(
    summoning: Summoning, warning: str, top: int, bottom: int, short: str | None = None
) -> tuple[list[str], int]:
    """The rows of the game's end said under the Summon button from `top`, and the foot
    they keep above: `warning` whole above `bottom` (the last clash's room kept under
    it), else its fewer words (`short`, else the end's own); else above the panel's foot
    (the clash then left to the log). The whole deck taken is said so too (newcomer B,
    s23, 101-res2: 'Cela prend toutes les cartes de votre pioche (14) :' and nothing
    after, the clash's lines under it)."""
    table = summoning.table
    width = table.choices.area().width
    line = theme.font(theme.FONT_SMALL).get_linesize()
    if short is None:
        short = str(table.app.tr("dojo.summon.ends_short", **ends_params(summoning)))
    full = table.layout.action.bottom - px(4)
    rows: list[str] = []
    for foot in (bottom, full):
        for text in (warning, short):
            rows = table.wrap(text, theme.FONT_SMALL, width)
            if top + px(ROW) * (len(rows) - 1) + line <= foot:
                return rows, foot
    return rows, full
