"""Issue 33, newcomers P and S: the History did not say a game's mode (Grasshopper or
Grand Master, Night's village, Dojo's board) nor its seed, and the results screen did
not say the seed, so a game could not be played again ('seed random, not shown
anywhere'). Each row now says its mode under the game's name and its seed under the
date (whole, or in the footer for the chosen row where a long one does not fit), and
the results said the seed, small, in the bottom right corner (s22: no longer, jargon
on a couch's results)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from ninjas.arena import run_arena
from ninjas.core.history import Record, read_record, summary_of
from ninjas.core.history_folder import history_dir
from ninjas.core.jsonfile import read_json_file
from ninjas.core.rng import MAX_SEED
from ninjas.core.session import GameSession, Seat
from ninjas.village_names import drawn_village_name
from scenes.app import App
from scenes.history import HistoryScene
from scenes.history.rows import row_text
from scenes.results import INPUT_GRACE_SECONDS, ResultsScene

from .conftest import STEP, record_blits

pytestmark = pytest.mark.usefixtures("own_data_dir")

LONG_SEED = MAX_SEED - 12345
"""A seed as the setup draws one when none is typed: nineteen digits."""


def recorded(game: str, folder: Path, options: dict[str, Any]) -> Path:
    run_arena(game, ["random", "random"], 1, seed=4242, options=options, record=folder)
    (path,) = sorted(folder.glob("record-*.json"))
    return path


@pytest.mark.parametrize(
    ("game", "options", "en", "fr"),
    [
        ("shinobi", {"players": 2, "mode": "grandmaster"}, "Grand Master", "Grand Maître"),
        ("shinobi", {"players": 2}, "Grasshopper", "Sauterelle"),
        ("night", {"players": 2, "village": "plaza"}, "Village: Plaza", "Village\u00a0: Place"),
        ("dojo", {}, "Board: Random spiral", "Plateau\u00a0: Spirale au hasard"),
        ("taisen", {}, "", ""),
    ],
)
def test_a_row_says_the_game_s_mode_and_seed(
    app: App, tmp_path: Path, game: str, options: dict[str, Any], en: str, fr: str
) -> None:
    path = recorded(game, tmp_path, options)
    summary = summary_of(read_json_file(path), path)
    assert summary.seed == read_record(path).save.seed  # read from the sealed save
    for lang, mode, seed in (("en", en, "Seed"), ("fr", fr, "Graine\u00a0")):
        app.set_language(lang)
        text = row_text(app, summary)
        assert text.game_more == mode
        assert text.seed == f"{seed}{' ' if lang == 'en' else ''}{summary.seed}"


def test_night_s_experienced_ninjas_are_said_and_shortened_in_a_narrow_column(
    app: App, tmp_path: Path
) -> None:
    path = recorded("night", tmp_path, {"players": 2, "experienced": True})
    summary = summary_of(read_json_file(path), path)
    app.set_language("fr")
    text = row_text(app, summary)
    name = drawn_village_name(summary.seed)  # the village its seed drew
    assert text.game_more == f"Village\u00a0: {name} (au hasard) · Ninjas expérimentés"
    assert text.game_short == f"{name} (au hasard) · expérimentés"
    assert text.game_least == f"{name} · expérimentés"


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_the_history_draws_each_row_s_mode_and_seed_whole(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    size: tuple[int, int],
    lang: str,
) -> None:
    path = recorded("dojo", tmp_path / "arena", {})
    record = read_record(path)
    folder = history_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for number, seed in enumerate((4242, LONG_SEED)):  # the long one is the newest
        made = Record(record.summary, replace(record.save, seed=seed))
        (folder / f"record-20261130-07000{number}-0000.json").write_text(made.to_json())
    app = sized_app(size)
    app.set_language(lang)
    scene = HistoryScene(app)
    app.push(scene)
    for _ in range(200):
        scene.update(STEP)
        if len(scene.shown) == 2:
            break
    assert [s.seed for s in scene.shown] == [LONG_SEED, 4242]
    texts = record_blits(monkeypatch)
    app.draw()
    words = [string for string, _ in texts]
    short = app.tr("history.seed", seed=4242)
    board = row_text(app, scene.shown[0]).game_short
    assert short in words  # under its date, whole
    assert board in words or row_text(app, scene.shown[0]).game_more in words
    # the chosen row's seed, whole, in the footer (nineteen digits are wider than the
    # date's column at 1280x720: never cut, a seed cut short plays another game)
    chosen = app.tr("history.seed", seed=LONG_SEED)  # at the footer's right (s21)
    assert any(chosen in string for string in words), words
    assert not any(str(LONG_SEED)[:6] in s and str(LONG_SEED) not in s for s in words)
    width = size[0]
    for string, rect in texts:
        if str(LONG_SEED) in string or string == short:
            assert rect.right <= width and not string.endswith("…"), string


def finished(game: str, seed: int) -> GameSession:
    seats = [Seat("human", name="Ana"), Seat("ai", "easy")]
    options = {} if game in ("taisen", "dojo") else {"players": 2}
    session = GameSession.new(game, seats, seed, options, autosave=False)
    rng = random.Random(1)
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    return session


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_the_results_leave_the_seed_to_the_history(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    size: tuple[int, int],
    lang: str,
) -> None:
    """s22: 'Graine 6911609665797632414' in the results' corner was jargon for a couch
    (newcomer B, 25results): the History's row and footer say it (above), the results
    no longer (before: bottom right, clear of the hint)."""
    app = sized_app(size)
    app.set_language(lang)
    results = ResultsScene(app, finished(game, LONG_SEED), [])
    app.push(results)
    for _ in range(int(INPUT_GRACE_SECONDS * 60) + 2):
        results.update(STEP)
    texts = record_blits(monkeypatch)
    app.draw()
    hint = [r for string, r in texts if string.startswith(app.tr("results.hint")[:8])]
    assert hint, "the hint is drawn"
    assert not any(str(LONG_SEED) in string for string, _ in texts)  # fails before
