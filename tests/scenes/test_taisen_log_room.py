"""The Taisen log's rows take the panel's width, less its icon and a pad each side: 40
design px at their right were kept for a scroll marker the log no longer draws
(090ea172), so 'Wolf moves Scissors 3 (carrying Paper 2) to tile 6 (the red die, 2)' broke
'die, 2)' onto a second row, 40 px short of the panel's edge (s21, 1280x720)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from scenes import theme
from scenes.log_panel import LogPanel
from scenes.taisen import game_log
from scenes.taisen import layout as L


@pytest.fixture(autouse=True)
def back_to_design_size() -> Iterator[None]:
    yield
    L.configure((1280, 720))  # the layout is shared: later tests draw at 1280x720
    theme.set_scale(1.0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_rows_reach_the_panels_right_pad(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    L.configure(size)
    panel = LogPanel(L.LOG_PANEL.inflate(-2, -2), game_log.STYLE)
    px = theme.px
    tr = app.tr
    # a move as long as the room: 450 px in EN, 464 in FR at 1280x720 (the rows had 426)
    cards, above, tile, die = ("s3", "p2", 6, "red") if lang == "en" else ("r2", "r1", 7, "blue")
    moved = tr(
        "taisen.log.moved_carry",
        side=tr("taisen.side.wolf"),
        cards=game_log.card_name(tr, cards),
        above=game_log.card_name(tr, above),
        dst=tr("taisen.tile", number=tile),
        die=tr(f"taisen.die.{die}"),
        value=2,
    )
    panel.add(moved)
    assert [text for _, text in panel.rows] == [moved], (lang, size)
    # the words start after the icon; they end a pad (as wide as the left one) short
    assert panel.text_width() == panel.rect.width - px(game_log.STYLE.left + game_log.PAD)
