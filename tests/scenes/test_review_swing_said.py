"""Newcomer U, s13 (096): the graph's swings (30% -> 80% -> 10% in one turn) had only
'Dips between your moves are the cards drawn and the others' play', too abstract. Its
note now names the biggest jump between two of the seat's moves, where it came and
what made it, in one line whole at 1280x720 and 1920x1080, EN and FR; a graph with no
jump of 25 points keeps the general note."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes import theme
from scenes.app import App
from scenes.review.graph import SMALL_TEXT, note_room
from scenes.review.swing import turn_only

from .replay_records import make_record
from .test_review_chart import shown


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_note_names_the_biggest_jump_between_moves(
    sized_app: Callable[[tuple[int, int]], App], tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("shinobi", tmp_path)
    found = list(rv.decisions(read_record(path), 0))
    # the jump where others played between (with nothing between: test_review_swing_unsure)
    at = next(k for k in range(2, len(found)) if rv.after_index(found[k - 1]) != found[k].index)
    found = found[at - 2 : at + 4]
    chances = [0.3, 0.3, 0.81, 0.35, 0.1, 0.3]  # (U's 096: 30% -> 81%, then 35% -> 10%)
    items = [rv.Item(d.index, d.move, d.move, c, c, c) for d, c in zip(found, chances, strict=True)]
    scene = shown(app, path, items)
    moment = turn_only(scene.moment(items[2].index))
    turn = moment.split()[-1]
    # within the line French says the article (newcomer S, s20, 147: 'avant Tour 31')
    moment = {"en": f"Turn {turn}", "fr": f"le tour {turn}"}[lang]
    said = app.tr("review.swing.shinobi", was="30%", now="81%", moment=moment)
    said = said.replace("30%", scene.percent(0.3)).replace("81%", scene.percent(0.81))
    assert scene.note() == said  # (fails before: the general note)
    with theme.scaled_for(size):
        width = theme.font(SMALL_TEXT).size(said)[0]
        assert width <= note_room(scene.areas["graph"])  # one line, whole
    app.pop()
    calm = [rv.Item(d.index, d.move, d.move, 0.5, 0.5, 0.5) for d in found]
    assert shown(app, path, calm).note() == app.tr("review.note.shinobi")
