"""Issue 34, section 3: the review screen (scenes/review) and the results screen's
"Review my moves". The decisions go through a runner the test gives (the AI worker's
stand-in: each decision answered at once, or never), with a small budget."""

from __future__ import annotations

import random
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.message import MessageScene
from scenes.review import kept_work, open_review
from scenes.review.scene import ReviewScene

from .conftest import Driver
from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


def at_once(task: Any, *args: Any) -> Future[Any]:
    future: Future[Any] = Future()
    future.set_result(task(*args))
    return future


def never(task: Any, *args: Any) -> Future[Any]:
    return Future()


def opened(app: App, path: Path, seat: int, runner: Any = at_once) -> ReviewScene:
    scene = ReviewScene(app, read_record(path), path, seat, SMALL, runner)
    app.push(scene)
    return scene


def test_the_screen_works_the_review_out_and_shows_it(app: App, ui: Driver, tmp_path: Path) -> None:
    path = make_record("taisen", tmp_path)
    scene = opened(app, path, 0)
    assert scene.working and scene.job.progress == 0.0
    ui.step(2)
    assert 0.0 < scene.job.progress < 1.0  # the answers come a frame after they are sent
    for _ in range(200):
        if not scene.working:
            break
        ui.step()
    review = scene.job.review
    assert review is not None
    assert review.to_json() == rv.review_record(read_record(path), 0, SMALL).to_json()
    assert [b.enabled for b in scene.worst_buttons] == [True] * len(review.worst())
    assert scene.menu.widgets[: len(scene.worst_buttons)] == scene.worst_buttons
    if scene.job.keeper is not None:
        scene.job.keeper.join(10)
    assert rv.kept(path, 0, SMALL) == review  # kept with the record: worked out once


def test_a_review_kept_is_shown_without_the_worker(app: App, ui: Driver, tmp_path: Path) -> None:
    path = make_record("night", tmp_path)
    rv.keep(path, rv.review_record(read_record(path), 1, SMALL))

    def refused(task: Any, *args: Any) -> Future[Any]:
        raise AssertionError("the kept review is worked out again")

    scene = opened(app, path, 1, refused)
    ui.step()
    assert not scene.working and scene.job.review is not None


def test_esc_cancels_a_review_under_way(app: App, ui: Driver, tmp_path: Path) -> None:
    path = make_record("dojo", tmp_path)
    sent: list[Future[Any]] = []

    def held(task: Any, *args: Any) -> Future[Any]:
        sent.append(Future())
        return sent[-1]

    scene = ReviewScene(app, read_record(path), path, 0, runner=held)
    app.push(scene)
    assert scene.job.budget == rv.budget_for("dojo") and scene.job.budget.samples == 28
    ui.step(3)
    assert scene.working and len(sent) == 2  # two sent ahead, no more
    ui.key(pygame.K_ESCAPE)
    assert app.top is not scene and scene.job.cancelled
    assert all(future.cancelled() for future in sent)


def test_the_worst_moves_open_the_replay_at_their_moment(
    app: App, ui: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import scenes.replay

    path = make_record("taisen", tmp_path)
    calls: list[tuple[object, int | None]] = []

    def fake_replay(app_: App, source: object, at: int | None = None) -> MessageScene:
        calls.append((source, at))
        return MessageScene(app_, "replay", "")

    monkeypatch.setattr(scenes.replay, "open_replay", fake_replay)
    scene = opened(app, path, 0)
    ui.step(100)
    assert scene.worst, "the pinned game has costly moves"
    ui.key(pygame.K_RETURN)  # the first of the worst has the focus
    assert calls == [(path, scene.worst[0].index)]


def test_a_damaged_record_gives_a_message(app: App, tmp_path: Path) -> None:
    path = make_record("shinobi", tmp_path)
    path.write_text(path.read_text()[:200])
    assert isinstance(open_review(app, path, 0), MessageScene)
    assert isinstance(open_review(app, tmp_path / "gone.json", 0), MessageScene)
    good = make_record("taisen", tmp_path / "other")
    assert isinstance(open_review(app, good, 5), MessageScene)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_screen_draws_at_both_sizes_in_both_languages(
    sized_app: Any, tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("night", tmp_path)
    scene = opened(app, path, 0, never)
    app.draw()  # the progress bar
    scene.job = type(scene.job)(scene.record, path, 0, SMALL, at_once)
    for _ in range(300):
        if not scene.working:
            break
        scene.update(1 / 60)
    scene.build_menu()
    app.draw()
    lines = scene.summary_lines(scene.job.review)  # type: ignore[arg-type]
    assert any("cm" in line for line, _ in lines)  # Night's throws


def finished(
    seed: int, game: str = "taisen", seats: list[Seat] | None = None, options: Any = None
) -> GameSession:
    """A game played to its end at random (Taisen, a person and the easy computer)."""
    seats = seats or [Seat(), Seat("ai", "easy")]
    session = GameSession.new(game, seats, seed, options or {}, autosave=False)
    rng = random.Random(seed)
    while not session.state.is_terminal:
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def results_kept(app: App, session: GameSession) -> tuple[Any, Any]:
    """`session`'s table and its results screen, once the game is kept in the history
    (the 'Review my moves' button enabled then)."""
    from scenes.registry import make_game_scene
    from scenes.results import ResultsScene

    scene = make_game_scene(app, session)
    scene.animate = False
    app.push(scene)
    scene.show_results()
    results = app.top
    assert isinstance(results, ResultsScene) and results.review_button is not None
    if scene.history.thread is not None:
        scene.history.thread.join(60)
    results.update(1 / 60)
    return scene, results


def test_the_results_offer_review_my_moves_once_the_game_is_kept(
    app: App, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, results = results_kept(app, finished(5))
    assert results.review_button.enabled and results.review_seat == 0
    opened_with: list[tuple[Path, int]] = []
    monkeypatch.setattr(
        "scenes.review.open_review",
        lambda app_, path, seat: opened_with.append((path, seat)) or MessageScene(app_, "", ""),
    )
    results.review_button.activate()
    assert opened_with == [(scene.history.path, 0)]
    assert read_record(scene.history.path).save.actions == scene.session.actions


def test_no_review_button_for_a_game_of_computers(app: App) -> None:
    from scenes.results import ResultsScene

    session = GameSession.new("taisen", [Seat("ai", "easy"), Seat("ai", "easy")], 3)
    results = ResultsScene(app, session)
    assert results.review_button is None


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_word_of_the_review_reads_at_1280x720(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Capitals (or digits) of 11 px at least, the shared hint strip aside."""
    from scenes import theme

    from .test_shinobi_legible import LEAST, height

    app = sized_app((1280, 720))
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    scene = opened(app, path, 0)
    for _ in range(300):
        if not scene.working:
            break
        scene.update(1 / 60)
    assert scene.worst
    drawn: list[tuple[str, int, str]] = []
    real = theme.text

    def recording(string: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.append((string, size, kwargs.get("kind", args[1] if len(args) > 1 else "body")))
        return real(string, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", recording)
    app.draw()
    hint = app.tr("review.hint")
    small = [
        (string, size)
        for string, size, kind in drawn
        if string.strip() and string != hint and height(string, size, kind) < LEAST
    ]
    assert drawn and small == []


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_the_moves_are_said_in_their_tables_words(app: App, tmp_path: Path, game: str) -> None:
    """'Place 2 Monkey', 'Plan: Collect, then Move', 'Step from the plains (west) to the
    forest', not the notation ('place Monkey 63 66'), as the seat knew the game."""
    from scenes.review.words import MoveWords

    record = read_record(make_record(game, tmp_path))
    words = MoveWords(app, record, 0, lambda seat: f"P{seat}")
    decisions = list(rv.decisions(record, 0))[:12]
    said = [words(d.index, d.move) for d in decisions]
    assert all(text != d.move for text, d in zip(said, decisions, strict=True)), said
    assert not any("{" in text or text.startswith(f"{game}.") for text in said)
    if game != "taisen":  # (Taisen hides nothing: its position is the game's)
        position = words.position(decisions[-1].index)
        assert position.view(0) == decisions[-1].state.view(0)


def test_taisen_moves_are_said_as_its_hint_says_them(app: App, tmp_path: Path) -> None:
    from scenes.review.words import MoveWords

    record = read_record(make_record("taisen", tmp_path))
    words = MoveWords(app, record, 0, str)
    assert words(0, "r:S3") == "Scissors 3 with the red die"
    assert words(0, "b:J") == "Shogun with the blue die"
    assert words(0, "end") == app.tr("taisen.button.end")


def test_moves_said_alike_show_their_notation_too(app: App, tmp_path: Path) -> None:
    scene = opened(app, make_record("dojo", tmp_path), 0, never)
    scene.words.say = lambda index, text: "Build your Dojo on the plains"  # type: ignore[method-assign]
    item = rv.Item(1, "dojo -4,1", "dojo 2,-4", 0.9, 0.9, 0.5)
    assert scene.said(item) == [
        ("played", "Build your Dojo on the plains (dojo -4,1)"),
        ("computer", "Build your Dojo on the plains (dojo 2,-4)"),
    ]
    same = rv.Item(1, "dojo -4,1", "dojo -4,1", 0.9, 0.9, 0.9)
    assert scene.said(same)[0] == ("played", "Build your Dojo on the plains")


def test_a_worker_that_dies_is_asked_again_then_the_review_says_it_failed(
    app: App, ui: Driver, tmp_path: Path
) -> None:
    from concurrent.futures.process import BrokenProcessPool

    path = make_record("taisen", tmp_path)
    deaths = [1]

    def dying(task: Any, *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        if deaths and deaths.pop():
            future.set_exception(BrokenProcessPool("killed"))
        else:
            future.set_result(task(*args))
        return future

    scene = opened(app, path, 0, dying)
    for _ in range(300):
        if not scene.working:
            break
        ui.step()
    assert scene.job.review is not None and not scene.job.failed  # sent again, then done
    assert scene.job.review.to_json() == rv.review_record(read_record(path), 0, SMALL).to_json()

    def dead(task: Any, *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_exception(BrokenProcessPool("killed"))
        return future

    if scene.job.keeper is not None:
        scene.job.keeper.join(10)  # (it writes the kept review: unlinked after, not before)
    for kept in (path.parent / "reviews").glob("*.json"):
        kept.unlink()  # (else the kept review is shown)
    kept_work.of(app).clear()  # (and the session's, scenes/review/kept_work.py)
    failing = opened(app, path, 0, dead)
    for _ in range(20):
        if failing.job.failed:
            break
        ui.step()
    assert failing.job.failed and not failing.working
    assert failing.back_label() == app.tr("review.back")
