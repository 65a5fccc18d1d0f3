"""The recap's walks in their shortest form name each way by its id's words, in
French too: 'Ses marches : 1. vers l'est, 2. vers le nord-est.' was looked up as the key
'dojo.heading.vers l'est' (found in no catalogue, its words shown by luck)."""

from __future__ import annotations

import logging

import pytest

from scenes.app import App
from scenes.dojo.walk_log import heading

from .test_dojo_turn_again import _kept_turn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_short_walks_name_their_ways(
    app: App, lang: str, caplog: pytest.LogCaptureFixture
) -> None:
    scene = _kept_turn(app, lang)
    turn = scene.their_turn
    assert turn.told() is not None and len(turn.walks) >= 2
    with caplog.at_level(logging.WARNING):
        said = turn.merged(True)
    assert not [r for r in caplog.records if "no text for" in r.getMessage()]  # before: FR
    for walk in turn.walks:
        assert app.tr(f"dojo.heading.{heading(walk.hexes[0], walk.hexes[-1])}") in said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_walks_in_one_line_say_each_walk_s_moves(app: App, lang: str) -> None:
    """Newcomer A (s24, guided game EN 1280x720, zc1): 'Its walks: 1. north-west to the
    plains, 2. ..., 3. ...' beside the log's '... 4 moves' could not be matched. Each
    walk in the one line says its moves, as the log counts them."""
    scene = _kept_turn(app, lang)
    turn = scene.their_turn
    said = turn.merged()
    for number, walk in enumerate(turn.walks, 1):
        moves = app.tr.plural("dojo.their_turn.part_moves", walk.moves, heading="", target="")
        count = moves.strip()[moves.strip().index("(") :]
        assert f"{number}. " in said
        assert count in said, (count, said)  # fails before: no count in the line
    app.set_language("en")
