"""Night's replay lays its table out in the room above the strip, as the table fills the
window, instead of drawing it at the window's size and shrinking the picture (newcomer
I, s16, nc-I 105, 158.png: 'the board is drawn smaller and slightly shifted', a dark
band on each side). The table is laid out on a picture as wide as the window and as
tall as the room plus the cut under its seats (controls.table_cut), at the window's
scale (night/layout.laid_at: its words as large as on the live table, where the room's
own scale made them 10.8 px at 1280x720), and drawn unscaled: the marks' coordinates
(the table's own) stay right. `NightFit` is put before the Night table class in a
replay (watch.watching_class): its layout, asked without a size (in its update, the
marks' look-ups, its first picture), is the picture's (or the Full table's window)."""

from __future__ import annotations

from typing import Any

from .. import theme
from .controls import fitted, lay_out, table_cut


def picture_size(game: str, size: tuple[int, int]) -> tuple[int, int]:
    """The size the table of `game` is laid out at in a replay on a window of `size`:
    the window's, or for a FITTED game its width and the room above the strip with the
    cut under the seats."""
    if not fitted(game):
        return size
    with theme.scaled_for(size):
        room, _ = lay_out(size, game)
        return room.width, room.height + theme.px(table_cut(game))


class NightFit:
    """The table laid out, where no size is asked, on the surface it was drawn on last
    (the replay's picture; the window, in the replay's Full table), at first on the
    picture; at the window's scale whatever the size."""

    app: Any
    _laid: Any

    def layout(self, size: tuple[int, int] | None = None) -> Any:
        from ..night.layout import laid_at

        window = self.app.view_size
        if size is None:
            size = self._laid.size if self._laid is not None else picture_size("night", window)
        with laid_at(theme.scale_for(window)):
            return super().layout(size)  # type: ignore[misc]
