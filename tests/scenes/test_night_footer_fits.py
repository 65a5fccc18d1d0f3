"""Every Night footer of keys fits its strip whole at 1280x720 and 1920x1080, EN and FR:
the French paged one ('..., molette/Page suiv. pour la suite ; ...') was cut to 'F1
règl…' at 1920x1080 by 2 px, and a list of roofs now pages more often (the log keeps
four lines: newcomer E, s15, 030)."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.i18n import load_catalogue
from scenes import theme


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_night_footer_fits_whole(sized_app: Any, lang: str, size: tuple[int, int]) -> None:
    app = sized_app(size)
    app.set_language(lang)
    app.apply_scale()
    keys = [k for k in load_catalogue(lang) if k.startswith("night.help")]
    assert "night.help" in keys and "night.help.one" in keys
    font = theme.font(theme.FONT_SMALL)
    room = size[0] - theme.px(24)  # widgets.draw_hint's
    wide = {k: font.size(app.tr(k, name="Ines", button="End turn"))[0] for k in keys}
    assert all(width <= room for width in wide.values()), {
        k: w for k, w in wide.items() if w > room
    }  # fails before: fr night.help 1886 > 1884 at 1920x1080
    app.set_language("en")
