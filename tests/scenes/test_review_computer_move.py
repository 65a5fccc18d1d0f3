"""Issue 33: a newcomer opened the replay from their costliest move to see what the
computer would have played, and the board did not show it. The replay opened from the
review now shows, at that moment, a caption with the computer's move and the move made
(each with its win chance after it), and marks the computer's move on the board: a
Dojo walk's hexes ringed with an arrow, a Taisen card, a Night roof, Shinobi's cards."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes import theme
from scenes.app import App
from scenes.review.computer_move import ComputerMoveReplay
from scenes.review.scene import ReviewScene

from .conftest import Driver
from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


def never(task: Any, *args: Any) -> Future[Any]:
    return Future()


def costly(path: Path, kind: str) -> rv.Item:
    """Seat 0's first decision whose move begins with `kind`, made costly against
    another legal move of the same kind (the computer's)."""
    for decision in rv.decisions(read_record(path), 0):
        if not decision.move.startswith(kind) or rv.JOINED in decision.move:
            continue
        for action in decision.state.legal_actions():
            text = str(action)
            if text != decision.move and text.startswith(kind):
                return rv.Item(decision.index, decision.move, text, 0.6, 0.6, 0.2)
    raise AssertionError(f"no decision '{kind}' with another choice")


def replay_from_review(app: App, path: Path, item: rv.Item) -> ComputerMoveReplay:
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    scene.job.review = rv.Review(read_record(path).save.game, 0, SMALL.key(), [item], 0.0)
    scene.build_menu()
    app.push(scene)
    app.draw()
    scene.open_moment(item)
    replay = app.top
    assert isinstance(replay, ComputerMoveReplay)
    return replay


def squash(text: str) -> str:
    """Text without its spaces (wrapped lines joined compare with the whole)."""
    return "".join(text.split())


def drawn(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    texts: list[str] = []
    original = theme.blit_text

    def recording(canvas: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        texts.append(text)
        return original(canvas, text, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", recording)
    app.draw()
    monkeypatch.undo()
    return texts


@pytest.mark.parametrize(
    ("game", "kind", "marks"),
    [("dojo", "step", 3), ("taisen", "", 1), ("night", "move", 2), ("shinobi", "place", 0)],
)
def test_the_replay_shows_the_computers_move(
    app: App,
    ui: Driver,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    kind: str,
    marks: int,
) -> None:
    path = make_record(game, tmp_path)
    item = costly(path, kind)
    replay = replay_from_review(app, path, item)
    assert replay.index == item.index and replay.at_move
    texts = drawn(app, monkeypatch)
    caption = replay.move.computer
    assert caption.startswith(app.tr("review.tip.computer", move="", chance="")[:10])
    assert "60" in caption and "20" in replay.move.played
    joined = squash(" ".join(texts))
    # the side panel's caption (each figure over its move) or the table's wide one
    best_chance, best, _, _ = replay.move.heads
    side = app.tr("review.replay.computer_marked", chance=best_chance)
    assert squash(side + best) in joined or squash(caption) in joined
    assert app.tr("review.replay.marked") in texts or squash(side) in joined
    shapes = replay.shapes(app.window.get_size())
    # Dojo: two hexes and the arrow; Taisen: the card; Night: the roof and its number;
    # Shinobi: its cards
    assert len(shapes) == marks if marks else shapes
    if game == "dojo":
        assert sorted(kind for kind, _ in shapes) == ["arrow", "ring", "ring"]
    # away from the moment: nothing of it; back: all again
    ui.key(pygame.K_RIGHT)
    assert not replay.at_move
    assert best_chance not in " ".join(drawn(app, monkeypatch))
    ui.key(pygame.K_LEFT)
    assert best_chance in " ".join(drawn(app, monkeypatch))
    # the reviewed seat's own view shows it; another seat's does not (that seat did not
    # see the reviewed seat's hand)
    replay.view = 0
    assert replay.at_move
    replay.view = 1
    assert not replay.at_move
    assert replay.move.computer not in " ".join(drawn(app, monkeypatch))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_caption_is_whole_at_both_sizes(
    sized_app: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    size: tuple[int, int],
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    replay = replay_from_review(app, path, costly(path, "step"))
    texts = drawn(app, monkeypatch)
    words = squash(" ".join(texts))
    for line in replay.move.heads[1::2]:  # each move, in the side panel's caption
        assert squash(line) in words, line  # wrapped, not cut
    assert not any(t.endswith("…") for t in texts if squash(t) in words and "%" in t)


def test_a_move_the_computer_made_too_says_so(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_record("taisen", tmp_path)
    decision = next(iter(rv.decisions(read_record(path), 0)))
    item = rv.Item(decision.index, decision.move, decision.move, 0.5, 0.5, 0.5)
    replay = replay_from_review(app, path, item)
    texts = drawn(app, monkeypatch)
    assert replay.move.same and app.tr("review.tip.same") in texts
    assert replay.move.played not in texts
