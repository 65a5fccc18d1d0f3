"""Newcomer A, s14 (065): the review said all her moves were as good as the computer's
and she had lost 8-15; what she wanted to learn was why ('Blue summoned 36 ninjas
against your 26', 'you held 8 lands, it held 15'). The summary now says how the game
went, side by side with the winner (or, for the winner, the best of the others), from
the game's record: Dojo's ninjas summoned and lost and the land held, Taisen's cards
lost and on the enemy village, Night's points, tokens and injuries, Shinobi's strength
and corruption (ninjas/game_story.py, scenes/review/story.py)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record, replay_record
from ninjas.game_story import story
from scenes import theme
from scenes.review import summary
from scenes.review.scene import ReviewScene
from scenes.review.story import story_line
from scenes.widgets import wrap_text

from .replay_records import make_record
from .test_review_chart import items_of
from .test_review_rows import SMALL, drawn_texts, never

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A folder to save the screens in (to look at them), none by default."""


@pytest.mark.parametrize("game", ["dojo", "taisen", "night", "shinobi"])
def test_each_game_tells_its_figures_beside_the_winners(tmp_path: Path, game: str) -> None:
    record = read_record(make_record(game, tmp_path))
    state = replay_record(record).state
    winner = record.summary.winners[0]
    loser = next(s for s in range(state.num_players) if s not in record.summary.winners)
    told = story(game, state, loser)
    assert told is not None and told.other == winner
    mine, theirs = story(game, state, loser), story(game, state, winner)
    assert mine is not None and theirs is not None
    for name, value in mine.figures.items():  # the same figures, seen from each side
        if name.startswith("mine_"):
            assert theirs.figures["theirs_" + name[5:]] == value or state.num_players > 2
    if game == "dojo":  # the land said is the score the results gave
        assert told.figures["mine_land"] == record.summary.scores[loser]
        assert told.figures["theirs_land"] == record.summary.scores[winner]
    if game == "night":
        assert told.figures["mine_points"] == record.summary.scores[loser]


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_the_review_summary_says_how_the_game_went(
    sized_app: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    record = read_record(path)
    scene = ReviewScene(app, record, path, 0, SMALL, never)
    scene.job.review = rv.Review("dojo", 0, SMALL.key(), items_of(path, costly=2), 0.0)
    scene.build_menu()
    app.push(scene)
    texts = drawn_texts(scene, monkeypatch)
    if SHOT:
        pygame.image.save(app.canvas, f"{SHOT}/story-{lang}-{size[0]}.png")
    told = story("dojo", replay_record(record).state, 0)
    assert told is not None
    line = story_line(scene)
    assert line == app.tr(told.key, other=scene.name(told.other), **told.figures)
    said = [text for text, _ in summary.summary_lines(scene, scene.job.review)]
    assert line in said  # fails before: no such line
    side = scene.areas["side"]
    for part in wrap_text(line, 24, side.width - theme.px(32)):
        assert part in texts, f"{part!r} not drawn"
    assert f"{told.figures['mine_land']}" in line and f"{told.figures['theirs_land']}" in line
