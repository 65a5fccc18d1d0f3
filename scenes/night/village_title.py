"""The village's name in the Night table's top bar, after the rounds' moons: 'Village:
Mefusaki (random)', as the History names it (52ece7dc), or a map's, 'Village: Plaza'.
The player met the name of a village drawn at random only in the History, after the
game (issue 33's couch pass); now it is on the table the whole game, and on the results
(throw_list.NightResults, beside the seed). Shorter where the bar has less room
('Village: Mefusaki', 'Mefusaki'), none where even the name would reach a top button
(Hint, or 'Replay their turns' left of it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.village_names import drawn_village_name

from .. import theme

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable

GAP = 16
"""Design px kept clear between the moons, the name and the top buttons."""


def village_words(app: Any, options: dict[str, Any], seed: int | None) -> list[str]:
    """The village's name as the table may say it, in fewer words each time: 'Village:
    Mefusaki (random)', 'Village: Mefusaki', 'Mefusaki'; a map's 'Village: Plaza',
    'Plaza' (the setup's name for it)."""
    tr = app.tr
    chosen = options.get("village", "random")
    if chosen == "random":
        if seed is None:
            return []
        name = drawn_village_name(seed)
        return [
            str(tr("night.village.drawn", name=name)),
            str(tr("night.village", name=name)),
            name,
        ]
    key = f"setup.village.{str(chosen).lower()}"
    name = str(tr(key)) if tr.has(key) else str(chosen).replace("_", " ").title()
    return [str(tr("night.village", name=name)), name]


def bar_right(table: NightTable) -> int:
    """The left of the top bar's leftmost button (the replay's, while offered)."""
    rects = [pygame.Rect(b.rect) for b in table.buttons.values()]
    again = getattr(table, "again_in_bar", None)
    if again is not None and again():
        rects.append(pygame.Rect(table.place_again().rect))  # type: ignore[attr-defined]
    return min((r.left for r in rects if r.width > 1), default=0)


def draw_village_title(
    table: NightTable, canvas: pygame.Surface, layout: Layout, left: int
) -> pygame.Rect | None:
    """The longest of village_words that fits from `left` (the moons' right) to the top
    buttons, on the moons' line; the rectangle drawn, or None."""
    px = layout.px
    right = bar_right(table) - px(GAP)
    left += px(GAP)
    words = village_words(table.app, table.state.options, table.session.seed)
    font = theme.font(theme.FONT_BODY)
    for said in words:
        if left + font.size(said)[0] <= right:
            return theme.blit_text(
                canvas, said, theme.FONT_BODY, theme.MOONLIGHT, midleft=(left, px(22))
            )
    return None
