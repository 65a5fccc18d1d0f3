"""Newcomer H's review screen (issue 33, tr-3.png, rv-*.png): when no move cost anything
the right half stayed empty, with nothing to open; the person's decisions are now listed
there (the moment, the move, as the computer would or how near its move came), each
opening the replay. And a moment said 'Turn 2, step 2' of H's first turn: the person's
own turn is said too where the table's count differs."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from ninjas.core.i18n import Translator
from ninjas.core.saves import start_state
from scenes.app import App
from scenes.review import job
from scenes.review.moments import moments
from scenes.review.scene import ReviewScene

from .conftest import Driver
from .replay_records import make_record


def at_once(task: Any, *args: Any) -> Future[Any]:
    future: Future[Any] = Future()
    future.set_result(task(*args))
    return future


def own_decisions(path: Path, seat: int) -> rv.Review:
    """A review of every decision of `seat` where none cost anything (the computer's
    move the same, or one just as good every third decision)."""
    record = read_record(path)
    items = []
    for n, decision in enumerate(rv.decisions(record, seat)):
        other = decision.move if n % 3 else "x"
        items.append(rv.Item(decision.index, decision.move, other, 0.5, 0.52, 0.5))
    return rv.Review(record.save.game, seat, "kept", items, 1.0)


@pytest.fixture
def opened(app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    path = make_record("taisen", tmp_path)
    review = own_decisions(path, 0)
    monkeypatch.setattr(job.rv, "kept", lambda *_, **__: review)
    opened_at: list[int] = []
    monkeypatch.setattr(ReviewScene, "open_moment", lambda self, item: opened_at.append(item.index))
    scene = ReviewScene(app, read_record(path), path, 0, runner=at_once)
    app.push(scene)
    return scene, review, opened_at


def test_with_no_costly_move_every_decision_is_listed_and_opens_its_moment(
    app: App, ui: Driver, opened: Any
) -> None:
    scene, review, opened_at = opened
    ui.step(2)
    app.draw()
    assert not scene.worst and scene.job.review is review
    listing = scene.decisions
    assert listing.items == review.items and len(review.items) > listing.shown_rows()
    assert scene.menu.focused is listing  # Up/Down and Enter reach it first
    assert scene.areas["side"].contains(listing.rect)
    assert scene.hint_key() == "review.hint.decisions"
    moment, verdict, _, played = scene.decision_row(review.items[1])
    assert moment == scene.moment(review.items[1].index) and played.startswith("Played: ")
    assert verdict.startswith("as the computer would: ") and "The computer: " not in played
    close = scene.decision_row(review.items[0])  # the computer's move differs, as good
    assert (
        close[1] == "about the same: your move 50% · the computer's 52%"
        and "The computer: " in close[3]
    )
    last = len(review.items) - 1
    for _ in range(last):
        ui.key(pygame.K_DOWN)
        rect = listing.row_rect(listing.selected)
        assert rect is not None and scene.areas["side"].contains(rect)  # scrolled into view
    assert listing.selected == last
    ui.key(pygame.K_RETURN)
    assert opened_at == [review.items[last].index]
    first = listing.row_rect(listing.top)
    assert first is not None
    ui.move(first.center)
    ui.click(first.center)
    assert opened_at[-1] == review.items[listing.top].index


@pytest.mark.parametrize("game", ["taisen", "shinobi"])
def test_the_persons_own_turn_is_said_where_the_tables_differs(
    app: App, tmp_path: Path, game: str
) -> None:
    """H read 'Turn 2, step 2' of their first turn (the computer had played turn 1)."""
    from scenes.review.moments import nth as moments_nth

    save = read_record(make_record(game, tmp_path)).save
    state = start_state(save)
    seat = 1 if state.current_player == 0 else 0  # the one who does not start
    # the own turn as an ordinal, 'your 1st turn' (newcomer B, s14, 133)
    for lang, own in (("en", "(your {n} turn)"), ("fr", "(votre {n} tour)")):
        said = moments(Translator(lang), save, seat)
        plain = moments(Translator(lang), save)
        state = start_state(save)
        turns, mover = 0, None
        for index, text in enumerate(save.actions):
            player = state.current_player
            if player != mover:
                mover = player
                turns += player == seat
            if player == seat:
                nth = moments_nth(Translator(lang), turns)
                assert own.format(n=nth) in said[index], (lang, index, said[index])
                assert said[index] != plain[index]
            else:
                assert said[index] == plain[index]
            from ninjas.core.saves import apply_saved

            apply_saved(state.apply, index, text)
