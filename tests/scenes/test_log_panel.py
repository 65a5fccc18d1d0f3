"""The one game log panel every table shows (scenes/log_panel.py, issue 32 section 2):
a seat's own lines only while that seat is shown, the last action's lines lit, the
scroll by rows or by whole entries stopping at the first entry, the latest lines asked
for, a box that changes size, and every line said again in a new language."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.app import App
from scenes.log_panel import LogLine, LogPanel, LogStyle

WHOLE = LogStyle(
    step=None, left=10, top=6, margin=16, height_margin=12, whole_entries=True, indent=""
)
LONG = "Sora places three Crow cards beside the Carp and then the Crow takes the Temple"


def box(rows: int, width: int = 220) -> pygame.Rect:
    step = theme.font(theme.FONT_MIN).get_linesize()
    return pygame.Rect(0, 0, width, rows * step + theme.px(12))


def test_a_seats_own_lines_show_only_while_that_seat_is_shown(app: App) -> None:
    panel = LogPanel(box(6), WHOLE)
    panel.lines += [
        (None, "Sora draws two cards."),
        (0, "You draw the Fox."),
        (1, "You draw the Carp."),
    ]
    panel.viewer = 0
    texts = [text for _, text, _, _ in panel.shown()]
    assert "You draw the Fox." in texts and "You draw the Carp." not in texts
    panel.viewer = 1
    texts = [text for _, text, _, _ in panel.shown()]
    assert "You draw the Carp." in texts and "You draw the Fox." not in texts
    panel.viewer = None  # nobody's hand shown: only the public lines
    assert [line.text for _, line in panel.visible()] == ["Sora draws two cards."]


def test_the_last_actions_lines_are_lit_on_a_band(app: App) -> None:
    panel = LogPanel(box(6), WHOLE)
    panel.lines += ["One.", "Two.", "Three."]
    panel.lit_from = 1
    assert [lit for *_, lit in panel.shown()] == [False, True, True]
    assert panel.recent(2) == [("Two.", True), ("Three.", True)]
    picture = panel.surface()
    step = theme.font(theme.FONT_MIN).get_linesize()
    band = picture.get_at((panel.rect.width - theme.px(6), theme.px(6) + step + step // 2))
    assert tuple(band)[:3] == theme.PANEL_LIGHT  # the band reaches past the words


def test_whole_entries_the_top_row_starts_an_entry_and_the_scroll_stops_at_the_first(
    app: App,
) -> None:
    panel = LogPanel(box(5), WHOLE)
    width = panel.text_width()
    long = LONG
    while len(panel.wraps.wrap(long, theme.FONT_MIN, width)) < 2:
        long += " more"
    panel.lines += [f"{long} {n}" for n in range(12)]
    for scroll in range(20):
        panel.scroll = 0
        panel.scroll_by(scroll)
        rows = panel.shown()
        assert rows[0][2]  # the top row begins an entry, never the middle of one
        assert panel.scroll <= 12 - 2  # it stops with the first entries on the top rows
    # scrolled back all the way: the newest line shown is the first or second entry
    assert panel.scroll == panel.scroll_room() and rows[-1][0].text.endswith((" 0", " 1"))


def test_rows_scroll_keeps_taisens_count_and_a_new_line_brings_the_newest_back(app: App) -> None:
    panel = LogPanel(box(3, 600), LogStyle())
    for n in range(10):
        panel.add(LogLine(f"Line {n}"))
    assert len(panel.rows) == 10 and panel.visible_rows < 10
    panel.scroll_by(2)
    assert panel.scroll == 2 and panel.shown()[-1][1] == f"Line {10 - 1 - 2}"
    panel.scroll_by(100)
    assert panel.scroll == 10 - panel.visible_rows
    panel.add(LogLine("Newest"))
    assert panel.scroll == 0 and panel.shown()[-1][1] == "Newest"


def test_the_box_changing_size_wraps_the_lines_again(app: App) -> None:
    panel = LogPanel(box(8, 600), WHOLE)
    panel.lines.append(LONG)
    assert len(panel.shown()) == 1
    panel.place(box(8, 160))
    assert len(panel.shown()) > 1 and panel.surface().get_size() == panel.rect.size


def test_every_line_is_said_again_in_a_new_language(app: App) -> None:
    panel = LogPanel(box(4), LogStyle())
    panel.add(LogLine("Monkey rolls"), lambda tr: LogLine(tr("taisen.side.monkey")))
    panel.add(LogLine("A note"))
    panel.retranslate(lambda key, **_: f"<{key}>")
    assert [line.text for line in panel.lines] == ["<taisen.side.monkey>", "A note"]


def test_lines_told_late_wait_for_their_moment_in_order(app: App) -> None:
    panel = LogPanel(box(6), WHOLE)
    panel.add("Akane rolls a 4.")
    panel.defer("The card turns: a Fox.", 0.5)
    panel.defer("Akane wins the battle.", 0.5)
    panel.age(0.3)
    assert panel.lines == ["Akane rolls a 4."]
    panel.age(0.3)
    assert panel.lines[1:] == ["The card turns: a Fox.", "Akane wins the battle."]
    panel.defer("Later.", 9.0)
    panel.flush()
    assert panel.lines[-1] == "Later." and not panel.deferred


def test_the_line_under_a_point_is_the_one_drawn_there(app: App) -> None:
    panel = LogPanel(box(6).move(100, 50), WHOLE)
    panel.lines += ["First.", LONG * 2, "Last."]
    rows = panel.shown()
    step = panel.step()
    top = panel.rect.top + theme.px(6)
    for i, (line, *_) in enumerate(rows):
        assert panel.line_at((panel.rect.left + 20, top + i * step + step // 2)) == line
    assert panel.line_at((panel.rect.left - 5, top)) is None
    assert panel.line_at((panel.rect.left + 20, top + len(rows) * step + 1)) is None


def test_the_entry_under_the_pointer_is_lit_where_the_table_says_so(app: App) -> None:
    """Dojo's band under a line that names hexes, now the shared panel's: every row of
    the entry under the pointer on the band, drawn on the canvas (the kept picture of
    the rows stays), and none where the table says the line is not worth it."""
    panel = LogPanel(box(8, 160).move(100, 50), WHOLE)
    panel.lines += ["First.", LONG, "Last."]
    placed = panel.placed()
    long_rows = [rect for rect, line in placed if line.text == LONG]
    assert len(long_rows) >= 2  # the long entry takes several rows, drawn where placed says
    assert [line for _, line in placed] == [line for line, *_ in panel.shown()]
    panel.hover = lambda line: line.text != "Last."
    canvas = pygame.Surface((400, 400))

    def band_at(rect: pygame.Rect) -> bool:
        canvas.fill((0, 0, 0))
        panel.draw(canvas)
        return (
            tuple(canvas.get_at((rect.left - theme.px(2), rect.centery)))[:3] == theme.PANEL_LIGHT
        )

    picture = panel.surface()
    panel.pointer = long_rows[-1].center  # its last row: every row of it lit
    assert panel.hovered() is not None and panel.hovered().text == LONG
    assert all(band_at(rect) for rect in long_rows)
    assert not band_at(placed[0][0])  # not the other entries
    assert panel.surface() is picture
    panel.pointer = placed[-1][0].center  # a line the table does not light
    assert panel.hovered() is None and not band_at(placed[-1][0])
    panel.pointer = (5, 5)  # off the log
    assert panel.hovered() is None and not any(band_at(rect) for rect in long_rows)
    panel.hover = None  # a table that lights nothing
    panel.pointer = long_rows[0].center
    assert panel.hovered() is None
