"""The replay opened from the review says the computer's move and the move made in the
side panel, over the log's top, not on the table (issue 33, s8: newcomer P's Dojo
summoning, shot-65: the caption lay over the board's foot, over P's own Dojo, and
'— 68' ended a line with '% après' alone on the next; newcomer Q's Shinobi caption lay
over the row of their clans). Each figure now has a line of its own over its move."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes import theme
from scenes.review import caption_place
from scenes.review.computer_move import ComputerMoveReplay

from .replay_records import make_record
from .test_review_computer_move import costly, drawn, replay_from_review


def dice_item(path: Path) -> rv.Item:
    """Seat 0's first summoning of two dice or more, made costly against all its dice
    under the first die's hex (the computer's)."""
    for decision in rv.decisions(read_record(path), 0):
        parts = decision.move.split(rv.JOINED)
        if parts[0].startswith("die ") and len(parts) >= 2 and len(set(parts)) >= 2:
            computer = rv.JOINED.join([parts[0]] * len(parts))
            return rv.Item(decision.index, decision.move, computer, 0.6, 0.68, 0.2)
    raise AssertionError("no summoning of two dice on two hexes")


def placed(app: Any, replay: ComputerMoveReplay) -> tuple[pygame.Rect, list[pygame.Rect], Any]:
    """The caption's box, the board's pieces and the log's room, in the window's px."""
    canvas = app.window
    area = replay.rects[0]
    scale = area.width / canvas.get_width()

    def at(rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(
            round(area.left + rect.left * scale),
            round(area.top + rect.top * scale),
            max(1, round(rect.width * scale)),
            max(1, round(rect.height * scale)),
        )

    with theme.scaled_for(canvas.get_size()):
        box = replay.caption_box(canvas, area, replay.caption_height(canvas))
        pieces = [at(rect) for rect in caption_place.pieces(replay.table, replay.game)]
        logs = caption_place.log_panels(replay.table, replay.game)
        room = logs[0].room if logs else replay.table.layout.log  # (Shinobi's, before)
        return box, pieces, at(room)


@pytest.mark.parametrize(
    ("game", "lang", "size"),
    [
        ("dojo", "fr", (1280, 720)),
        ("dojo", "en", (1920, 1080)),
        ("shinobi", "fr", (1280, 720)),
        ("shinobi", "en", (1920, 1080)),
    ],
)
def test_the_caption_lies_in_the_side_panel_over_nothing(
    sized_app: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    lang: str,
    size: tuple[int, int],
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record(game, tmp_path)
    item = dice_item(path) if game == "dojo" else costly(path, "place")
    replay = replay_from_review(app, path, item)
    texts = drawn(app, monkeypatch)
    box, pieces, log = placed(app, replay)
    # fails before: Dojo's over the board's foot, Shinobi's on the own row
    assert log.left <= box.left and box.right <= log.right + 1, (box, log)
    if game == "shinobi":  # under its log, beside the hand (newcomer V, s9 rp1)
        assert box.top >= log.bottom
    else:
        assert box.top == log.top
    assert box.collidelist(pieces) < 0
    # each figure whole with its '%' and on a line of its own over the move
    best_chance, best, made_chance, made = replay.move.heads
    tr = app.tr
    for chance in (best_chance, made_chance):
        assert any(chance in text for text in texts), chance
    assert not any(text.lstrip().startswith("%") for text in texts)
    heads = [tr("review.replay.computer_marked", chance=best_chance)]
    heads.append(tr("review.replay.played", chance=made_chance))
    joined = "".join("".join(texts).split())
    for words in (heads[0] + best, heads[1] + made):
        assert "".join(words.split()) in joined, words


def test_a_figure_is_never_broken_from_its_percent(app: Any) -> None:
    """The French '68 %' holds together with a no-break space, as does '68 % après'."""
    app.set_language("fr")
    assert app.tr("review.percent", value=68) == "68\u00a0%"
    line = app.tr("review.tip.computer", move="Dés", chance="68\u00a0%")
    assert line.endswith("68\u00a0%\u00a0après")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_caption_keeps_off_the_dojo_steps_words(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Where the side panel's log has no room for it, the caption goes elsewhere, but
    never over the replay's words of the step shown (newcomer T, s9 rp_d1c: it lay over
    'Cette action :' and its lines, which showed through it, garbled)."""
    app = sized_app((1280, 720))
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    # a summoning the computer would have made too (newcomer T's): a short caption
    summon = next(d for d in rv.decisions(read_record(path), 0) if d.move.startswith("summon"))
    item = rv.Item(summon.index, summon.move, summon.move, 0.43, 0.43, 0.43)
    monkeypatch.setattr(caption_place, "over_log", lambda *args: None)  # no room there
    replay = replay_from_review(app, path, item)
    step = app.tr("dojo.replay.step")
    drawn: list[tuple[str, pygame.Rect]] = []
    original = theme.blit_text

    def recording(canvas: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        rect = original(canvas, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(theme, "blit_text", recording)
    app.draw()
    monkeypatch.setattr(theme, "blit_text", original)
    heads = [rect for text, rect in drawn if text == step]
    assert heads  # the step's words are drawn
    box, _, _ = placed(app, replay)
    area = replay.rects[0]
    scale = area.width / app.window.get_width()
    head = heads[0]
    shown = pygame.Rect(
        round(area.left + head.left * scale),
        round(area.top + head.top * scale),
        round(head.width * scale),
        round(head.height * scale),
    )
    assert not box.colliderect(shown), (box, shown)  # fails before: over 'This step:'
