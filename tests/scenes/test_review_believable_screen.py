"""Issue 34, a newcomer's review (nc-62): 'No move cost anything: well played!' in a
Night game they lost; 'Le Dojo du Zoe' (a clan's Dojo named with a person's name) and
'Aucun coup n'a rien coûté' (a double negative) in French."""

from __future__ import annotations

import re
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from ninjas import review as rv
from ninjas.core.history import read_record
from ninjas.core.i18n import Translator
from scenes.app import App
from scenes.review.scene import ReviewScene
from scenes.review.throw_words import throw_line
from scenes.review.words import MoveWords

from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


def never(task: Any, *args: Any) -> Future[Any]:
    return Future()


def test_a_lost_game_where_no_move_cost_much_says_the_dice_and_the_others_lost_it(
    app: App, tmp_path: Path
) -> None:
    path = make_record("night", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    items = [rv.Item(3, "a", "a", 0.42, 0.42, 0.42), rv.Item(5, "b", "c", 0.3, 0.31, 0.3)]
    lost = rv.Review("night", 0, SMALL.key(), items, outcome=0.0)
    tr = app.tr
    lines = [text for text, _ in scene.summary_lines(lost)]
    assert tr("review.worst.none") not in lines
    assert tr("review.worst.none.lost") in lines
    assert tr("review.lost.luck", start=tr("review.percent", value=42)) in lines
    won = rv.Review("night", 0, SMALL.key(), items, outcome=1.0)
    assert tr("review.worst.none") in [text for text, _ in scene.summary_lines(won)]


def test_the_review_names_a_dojo_by_its_clan_never_by_a_persons_name(
    app: App, tmp_path: Path
) -> None:
    record = read_record(make_record("dojo", tmp_path))
    for lang in ("en", "fr"):
        app.tr = Translator(lang)
        words = MoveWords(app, record, 0, lambda seat: "Zoe")
        said = [words(d.index, d.move) for d in rv.decisions(record, 0)]
        clan = app.tr("dojo.place.dojo", name=app.tr("seat.dojo.0"))
        assert not any("Zoe" in text for text in said), [t for t in said if "Zoe" in t]
        assert any(clan in text or clan.capitalize() in text for text in said), said[:20]


def test_the_french_review_says_no_double_negative() -> None:
    fr = Translator("fr")
    for key in ("review.worst.none", "review.worst.none.lost"):
        text = fr(key)
        assert "n'a rien" not in text and "Aucun coup coûteux" in text  # (s11: warmer)


def test_a_summonings_dice_are_said_together(app: App, tmp_path: Path) -> None:
    record = read_record(make_record("dojo", tmp_path))
    words = MoveWords(app, record, 0, lambda seat: "Zoe")
    grouped = next(d for d in rv.decisions(record, 0) if rv.JOINED in d.move)
    parts = grouped.move.split(rv.JOINED)
    said = words(grouped.index, grouped.move)
    # each hex once with its dice (tests/scenes/test_review_rows.py): as many places as
    # the hexes the dice went to
    assert said.startswith(app.tr("review.dojo.dice", places=""))
    assert len(re.findall(r"\b\d+ on ", said)) == len(set(parts))
    assert rv.JOINED not in said and "die " not in said


def test_a_throw_beyond_the_strings_reach_says_so_not_an_error(app: App, tmp_path: Path) -> None:
    """'40,0 cm pour 44,3 cm (-4,3)' read as the eye's error; the string was capped."""
    path = make_record("night", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    beyond = rv.Throw("moving", 40.0, 44.3, -4.3, within_reach=False)
    line = throw_line(scene, rv.Item(3, "a", "a", 0.5, 0.5, 0.5, beyond))
    assert line.endswith(f"({app.tr('review.throw.beyond')})") and "4.3)" not in line
    near = rv.Throw("moving", 20.2, 20.0, 0.2)
    assert throw_line(scene, rv.Item(3, "a", "a", 0.5, 0.5, 0.5, near)).endswith("(+0.2)")
