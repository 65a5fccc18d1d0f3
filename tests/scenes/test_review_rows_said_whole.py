"""The review's list of decisions, as newcomers read it (s21, E3 brief points 1 and 3,
mostly Shinobi FR and Taisen): every row's words whole on the row, never cut with '…'
('Joué : Ciseaux 1 avec le dé rouge · L'ordinateur : Ciseaux 2 avec le dé rou…' at
1280x720, and at 1920x1080 the verdict whole only under the pointer); every verdict
that speaks of chances gives them ('as the computer would' and 'too close to tell: a
margin of 28 points' gave none); and a chance of 0% or 100% says what it counts, '0%
(0 of 48)' (it read as a bug)."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.review.decisions import PARTS
from scenes.review.scene import ReviewScene

from .conftest import record_blits
from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")
GAME = rv.budget_for("taisen")
"""The budget a Taisen review is worked out with: its chances are shares of 48 games."""


def never(task: Any, *args: Any) -> Future[Any]:
    return Future()


def listed(app: Any, tmp_path: Path, game: str, items: Any, budget: rv.Budget) -> ReviewScene:
    """The review of seat 0 of a `game` record with `items(decisions)`, drawn."""
    path = make_record(game, tmp_path)
    record = read_record(path)
    scene = ReviewScene(app, record, path, 0, SMALL, never)
    made = items(list(rv.decisions(record, 0)))
    scene.job.review = rv.Review(game, 0, budget.key(), made, 1.0)
    scene.build_menu()
    app.push(scene)
    app.draw()
    return scene


def long_moves(found: list[rv.Decision]) -> list[rv.Item]:
    """Each move about as good as another, the longest the computer could choose."""
    items = []
    for d in found:
        other = [str(a) for a in d.state.legal_actions() if str(a) != d.move]
        best = max(other, key=len) if other else d.move
        items.append(rv.Item(d.index, d.move, best, 0.5, 0.5, 0.49))
    return items


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
@pytest.mark.parametrize("game", ["shinobi", "taisen"])
def test_every_row_s_words_are_whole_on_the_row(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: Any, lang: str, game: str
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    scene = listed(app, tmp_path, game, long_moves, SMALL)
    listing = scene.decisions
    assert listing.items
    blits = record_blits(monkeypatch)
    seen: set[int] = set()
    while True:
        shown = range(listing.top, listing.top + listing.shown_rows())
        blits.clear()
        app.draw()
        for index in shown:
            rect = listing.row_rect(index)
            assert rect is not None and listing.rect.contains(rect)
            drawn = [(w, r) for w, r in blits if rect.collidepoint(r.center)]
            assert all(not w.endswith("…") for w, _ in drawn), drawn  # fails before
            inside = listing.rect.left <= min(r.left for _, r in drawn)
            assert inside and max(r.right for _, r in drawn) <= listing.rect.right
            said = " ".join(w for w, _ in drawn)
            moment, verdict, _, played = listing.words(listing.items[index])
            for words in (moment, verdict, *played.split(PARTS)):
                assert words in said, (words, said)  # each whole, on the row itself
            seen.add(index)
        if listing.top + listing.shown_rows() >= len(listing.items):
            break
        listing.scroll(listing.shown_rows())
    assert seen == set(range(len(listing.items)))


def test_a_row_chosen_below_the_box_scrolls_into_view(sized_app: Any, tmp_path: Path) -> None:
    """Rows are as tall as their words: Down past the last row shown brings the next in."""
    app = sized_app((1280, 720))
    app.language_for_run("fr")
    scene = listed(app, tmp_path, "shinobi", long_moves, SMALL)
    listing = scene.decisions
    scene.menu.focus(listing)
    last = listing.top + listing.shown_rows() - 1
    listing.selected = last
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
    app.dispatch(key)
    assert listing.selected == last + 1
    assert listing.row_rect(last + 1) is not None  # in view
    listing.scroll(10_000)
    assert listing.row_rect(len(listing.items) - 1) is not None  # the last row reachable


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_verdict_that_speaks_of_chances_gives_them(
    sized_app: Any, tmp_path: Path, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.language_for_run(lang)

    def kinds(found: list[rv.Decision]) -> list[rv.Item]:
        d = found[:5]
        return [
            rv.Item(d[0].index, "a", "a", 0.6, 0.62, 0.62),  # the computer's own
            rv.Item(d[1].index, "a", "b", 0.5, 0.55, 0.5, margin=0.3),  # too close to tell
            rv.Item(d[2].index, "a", "b", 0.5, 0.55, 0.53, margin=0.05),  # about the same
            rv.Item(d[3].index, "a", "b", 0.0, 0.0, 0.0),  # decided: lost whatever
            rv.Item(d[4].index, "a", "b", 1.0, 1.0, 1.0),  # decided: won whatever
        ]

    scene = listed(app, tmp_path, "taisen", kinds, GAME)
    verdicts = [scene.decision_row(item)[1] for item in scene.decisions.items]
    percent = app.tr("review.percent", value=62).replace("62", "")
    for verdict in verdicts:
        assert percent in verdict, verdict  # fails before: 'as the computer would' alone
    assert app.tr("review.percent", value=62) in verdicts[0]
    assert "points" not in verdicts[1], verdicts[1]  # 'a margin of 28 points', no chance
    tr = app.tr
    zero = tr("review.counted", chance=tr("review.percent", value=0), wins=0, count=48)
    whole = tr("review.counted", chance=tr("review.percent", value=100), wins=48, count=48)
    assert zero in verdicts[3], verdicts[3]  # fails before: a bare '0%'
    assert whole in verdicts[4], verdicts[4]
