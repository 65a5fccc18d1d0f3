"""Issue 33, the review's rows as a newcomer read them: the costly moves' lines were
cut with '…' (a Dojo summoning's row, 'Played: The forest: 1 here, The plains (2nd
from the north-west): 1 here, The…', could not be read), and two Dojo sites read
'Build your Dojo on the plains (dojo 3,1)' / '(dojo 1,3)', coordinates. Each row is
now whole (wrapped; a row with no room is left out, never cut), a summoning's dice
name each hex once with its dice, and a Dojo site is named by its edge."""

from __future__ import annotations

import re
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes import theme
from scenes.app import App
from scenes.review.scene import ReviewScene
from scenes.review.words import MoveWords

from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")
COORDINATES = re.compile(r"-?\d+,-?\d+")


def never(task: Any, *args: Any) -> Future[Any]:
    return Future()


def dice_items(path: Path) -> list[rv.Item]:
    """Seat 0's summonings (their dice, one decision each), each made costly against
    another placing of its dice."""
    items = []
    for decision in rv.decisions(read_record(path), 0):
        if not decision.move.startswith("die ") or rv.JOINED not in decision.move:
            continue
        parts = decision.move.split(rv.JOINED)
        first = parts[0]
        other = next(
            str(a)
            for a in decision.state.legal_actions()
            if str(a).startswith("die ") and str(a) != first
        )
        computer = rv.JOINED.join([other, *parts[1:]])
        chance = 0.9 - 0.1 * len(items)
        items.append(rv.Item(decision.index, decision.move, computer, chance, chance, 0.1))
    return items


def drawn_texts(scene: ReviewScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    texts: list[str] = []
    original = theme.blit_text

    def recording(canvas: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        texts.append(text)
        return original(canvas, text, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", recording)
    scene.app.draw()
    monkeypatch.undo()
    return texts


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_summonings_row_is_whole(
    sized_app: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    size: tuple[int, int],
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    items = dice_items(path)
    assert len(items) >= 3, "the pinned game has three summonings of several dice"
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    scene.job.review = rv.Review("dojo", 0, SMALL.key(), items, 0.0)
    scene.build_menu()
    app.push(scene)
    texts = drawn_texts(scene, monkeypatch)
    assert not [t for t in texts if t.endswith("…") and t != app.tr("review.left.unknown")]
    assert scene.rows, "the costliest row at least"
    shown = " ".join(texts)
    for item, (_, lines) in zip(scene.worst, scene.rows, strict=False):
        for key, move in scene.said(item):  # (the computer's in plain_first's sentence)
            words = app.tr(f"review.worst.{key}", move=move) if key == "played" else move
            assert " ".join(text for text, _, _ in lines).count(words.split()[-1]) >= 1
            assert words.replace(" ", "") in shown.replace(" ", "")  # every word of it
    # a row left out is out of the menu too (its dot still opens it)
    hidden = scene.worst_buttons[len(scene.rows) :]
    assert not any(button in scene.menu.widgets for button in hidden)
    assert all(button in scene.menu.widgets for button in scene.worst_buttons[: len(scene.rows)])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_summonings_dice_name_each_hex_once(app: App, tmp_path: Path, lang: str) -> None:
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    record = read_record(path)
    words = MoveWords(app, record, 0, lambda seat: f"P{seat}")
    said = [words(item.index, item.move) for item in dice_items(path)]
    assert said
    prefix = app.tr("review.dojo.dice", places="")
    for text in said:
        assert text.startswith(prefix) and not COORDINATES.search(text)
        places = text[len(prefix) :].split(", ")
        assert len(places) == len(set(places))  # each hex once, with its count


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dojo_sites_are_named_in_words(app: App, tmp_path: Path, lang: str) -> None:
    """Every site a Dojo could be built on, named apart from the others in words."""
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    record = read_record(path)
    words = MoveWords(app, record, 0, lambda seat: f"P{seat}")
    first = next(d for d in rv.decisions(record, 0) if d.move.startswith("dojo "))
    sites = [str(a) for a in first.state.legal_actions() if str(a).startswith("dojo ")]
    assert len(sites) > 2
    said = [words(first.index, site) for site in sites]
    assert len(set(said)) == len(said), said
    assert not any(COORDINATES.search(text) for text in said)


@pytest.mark.parametrize("game", ["dojo", "shinobi"])
def test_a_moment_is_the_turn_the_replay_says(app: App, tmp_path: Path, game: str) -> None:
    """'Turn 6, step 3' in the review opened a Dojo replay that said 'Ivy, turn 3 ·
    Turn 3 of 4': the review numbers turns as the table and the replay do. A Dojo
    replay names the turn of the action it shows (its last: newcomer Z, s21, 59d), so
    the move reviewed is met one action on, shown."""
    from ninjas.core.history import replay_record
    from scenes.replay.scene import ReplayScene
    from scenes.review.moments import moments

    record = read_record(make_record(game, tmp_path))
    said = moments(app.tr, record.save)
    replayed = replay_record(record)
    for index in range(0, len(said), max(1, len(said) // 12)):
        shown = index + 1 if game == "dojo" else index
        replay = ReplayScene(app, record, replayed, shown)
        status = replay.strip.status_text()  # 'Action 22 of 61 · Turn 7 of 16'
        turn = re.search(r"(\d+) (?:of|sur) \d+$", status)
        assert turn is not None, status
        assert said[index].startswith(f"Turn {turn.group(1)},"), (index, said[index], status)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_summonings_tooltip_is_whole(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    items = dice_items(path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    scene.job.review = rv.Review("dojo", 0, SMALL.key(), items, 0.0)
    scene.build_menu()
    app.push(scene)
    app.draw()
    scene.menu.focus(scene.chart)
    scene.chart.adjust(1)  # the first dot's tooltip
    texts = drawn_texts(scene, monkeypatch)
    assert not [t for t in texts if t.endswith("…")]
    shown = "".join(texts).replace(" ", "")
    for line, _ in scene.tip_lines(items[0]):
        assert line.replace(" ", "") in shown, line


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_throws_lines_are_whole(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """'Manche 1, action 15, ficelle de déplacement : 13,5 cm pour 13,9 cm (-…'"""
    app = sized_app((1280, 720))
    app.language_for_run(lang)
    path = make_record("night", tmp_path)
    record = read_record(path)
    scene = ReviewScene(app, record, path, 0, SMALL, never)
    scene.job.review = rv.review_record(record, 0, SMALL)
    scene.build_menu()
    app.push(scene)
    texts = drawn_texts(scene, monkeypatch)
    assert not [t for t in texts if t.endswith("…")]
    throws = [line for line, _ in scene.summary_lines(scene.job.review) if "cm" in line]
    shown = "".join(texts).replace(" ", "")
    assert throws and throws[0].replace(" ", "") in shown


def test_the_same_dice_in_another_order_show_no_notation(app: App, tmp_path: Path) -> None:
    path = make_record("dojo", tmp_path)
    item = dice_items(path)[0]
    parts = item.move.split(rv.JOINED)
    reordered = rv.JOINED.join(reversed(parts))
    assert reordered != item.move
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    said = scene.said(rv.Item(item.index, item.move, reordered, 0.5, 0.5, 0.4))
    assert said[0][1] == said[1][1] and not any(COORDINATES.search(move) for _, move in said)


def test_the_computers_move_is_in_the_replays_blue(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rows' 'Better: <the computer's move> ...' (plain_first) in the blue the replay marks the move in on the
    board; a wrapped line's rest indented under its start."""
    from scenes.review.graph import COMPUTER

    path = make_record("dojo", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    scene.job.review = rv.Review("dojo", 0, SMALL.key(), dice_items(path), 0.0)
    scene.build_menu()
    app.push(scene)
    drawn: list[tuple[str, Any, Any]] = []
    original = theme.blit_text

    def recording(canvas: Any, text: str, size: Any, colour: Any, *a: Any, **kw: Any) -> Any:
        drawn.append((text, colour, kw.get("topleft")))
        return original(canvas, text, size, colour, *a, **kw)

    monkeypatch.setattr(theme, "blit_text", recording)
    app.draw()
    monkeypatch.undo()
    start = app.tr("review.worst.better", move="", best="", after="").split("(")[0]
    computer = [(text, at) for text, colour, at in drawn if colour == COMPUTER]
    assert computer and computer[0][0].startswith(start.strip())
    rest = [at for _, at in computer[1:] if at is not None and at[0] > computer[0][1][0]]
    assert all(at[0] > computer[0][1][0] for at in rest)
