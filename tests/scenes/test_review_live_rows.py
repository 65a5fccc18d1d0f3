"""Issue 33, newcomer I (rp1/rp2.png): while the review was worked out, a click on the
red line of the costliest move so far, in the side panel, did nothing; only its dot on
the graph opened the replay. Every move listed there now opens the replay at its
moment, by a click on any of its lines or by the keys, and the review goes on."""

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
from scenes.message import MessageScene
from scenes.review.scene import ReviewScene

from .conftest import Driver
from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


def working_with_two_costly(app: App, tmp_path: Path) -> ReviewScene:
    """A review under way (its runner never answers) with two costly moves so far."""
    path = make_record("taisen", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, lambda *a: Future())
    app.push(scene)
    found = list(rv.decisions(read_record(path), 0))
    first, second = found[0], found[2]
    scene.job.items = [
        rv.Item(first.index, first.move, "x", 0.6, 0.6, 0.3),
        rv.Item(found[1].index, found[1].move, found[1].move, 0.3, 0.3, 0.3),
        rv.Item(second.index, second.move, "y", 0.5, 0.5, 0.4),
    ]
    return scene


def replays_opened(monkeypatch: pytest.MonkeyPatch) -> list[int | None]:
    import scenes.replay

    opened: list[int | None] = []

    def fake_replay(app_: App, source: object, at: int | None = None) -> MessageScene:
        opened.append(at)
        return MessageScene(app_, "replay", "")

    monkeypatch.setattr(scenes.replay, "open_replay", fake_replay)
    return opened


def where_drawn(monkeypatch: pytest.MonkeyPatch) -> dict[str, tuple[int, int]]:
    """Where each line of text is drawn from now on (its top left)."""
    places: dict[str, tuple[int, int]] = {}
    original = theme.blit_text

    def recording(canvas: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        if "topleft" in kwargs:
            places[text] = kwargs["topleft"]
        return original(canvas, text, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", recording)
    return places


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_costly_move_so_far_opens_its_replay_when_clicked(
    app: App, ui: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.language_for_run(lang)
    scene = working_with_two_costly(app, tmp_path)
    opened = replays_opened(monkeypatch)
    places = where_drawn(monkeypatch)
    ui.step()
    assert scene.working
    worst = scene.job.so_far().worst()
    assert [item.index for item in worst][:2] == [
        scene.job.items[0].index,
        scene.job.items[2].index,
    ]
    red = app.tr(
        "review.worst.line",
        moment=scene.moment(worst[0].index),
        after=scene.percent(worst[0].after_move),
        best=scene.percent(worst[0].after_computer),
    )
    x, y = places[red]  # the red line, as newcomer I clicked it
    ui.click((x + theme.px(20), y + theme.px(8)))
    assert opened == [worst[0].index]
    app.pop()
    assert app.top is scene and scene.working  # the review goes on where it was
    played = app.tr("review.worst.played", move=scene.said(worst[1])[0][1])
    x, y = places[played]  # the second move's own words open it too
    ui.click((x + theme.px(20), y + theme.px(8)))
    assert opened == [worst[0].index, worst[1].index]
    app.pop()


def test_the_keys_choose_and_open_a_costly_move_so_far(
    app: App, ui: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = working_with_two_costly(app, tmp_path)
    opened = replays_opened(monkeypatch)
    ui.step()
    assert scene.hint_key() == "review.hint.working.moves"
    assert app.tr.has("review.hint.working.moves")
    scene.menu.focus(scene.live_rows)
    ui.key(pygame.K_DOWN)  # the second move so far
    ui.key(pygame.K_RETURN)
    assert opened == [scene.job.so_far().worst()[1].index]


def test_a_finished_costly_rows_words_open_it_too(
    app: App, ui: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Done, each costly move's words under its button open the replay as the button
    does (newcomer I clicked the move's own words while it was worked out)."""
    scene = working_with_two_costly(app, tmp_path)
    scene.job.review = rv.Review("taisen", 0, SMALL.key(), list(scene.job.items), 0.0)
    scene.build_menu()
    opened = replays_opened(monkeypatch)
    places = where_drawn(monkeypatch)
    ui.step()
    assert not scene.working and len(scene.rows) >= 2
    second = scene.worst[1]
    played = app.tr("review.worst.played", move=scene.said(second)[0][1])
    x, y = places[played]
    ui.click((x + theme.px(20), y + theme.px(8)))
    assert opened == [second.index]


@pytest.mark.parametrize("good", [0, 1])
def test_the_french_count_of_moves_as_good_agrees_with_its_number(good: int) -> None:
    """'Jusqu'ici, 1 coups sur 3 aussi bons que ceux de l'ordinateur' (seen on the review
    worked out at 1280x720): the plural followed the 3, not the 1."""
    from ninjas.core.i18n import Translator

    tr = Translator("fr")
    for key in ("review.as_good", "review.as_good.so_far"):
        words = tr.plural(key, 3, good=good)
        assert f"{good} coups" not in words and f"{good} coup " not in words, words
        assert f"{good} sur 3" in words
