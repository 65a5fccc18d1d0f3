"""Guided Taisen's step count stays the same whichever way the person plays (s22): the
fight step added its own step, and the 'press End turn' step shows only when the last
die's move waits, so a person who pressed End turn with dice left read '5 / 10' at
'Well done!', then '6 / 9' from the Wolves' turn on. Now that step shares the number of
the step before ('5 / 9' both), and where no die reaches a Wolf the fight step says so
(Enter moves on) instead of passing unseen: every step reads 'n / 9', n one more each
time, the fight step '8 / 9'. The lesson is driven as a person plays it: each frame
updated and drawn."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from scenes.taisen.tutorial import TutorialScene
from scenes.title import TitleScene

from .conftest import Driver

STEPS_SHOWN = 9


def counts(app: Any, lang: str, early: bool, no_fight: bool = False) -> list[tuple[str, str, str]]:
    """(step, progress text, words) for each step shown, in order, the lesson played to its end:
    `early` End turn pressed at 'Well done!' with dice left, else every die played and
    End turn pressed at its step; `no_fight`: no die reaches a Wolf at the fight step."""
    app.language_for_run(lang)
    app.settings.confirm_turn_end = True
    ui = Driver(app)
    scene = TutorialScene.start(app)
    if no_fight:
        scene.fight_move = lambda: None  # type: ignore[method-assign]
    app.push(TitleScene(app))
    app.push(scene)
    ui.step(60)
    shown: list[tuple[str, str, str]] = []
    last = None
    deadline = time.monotonic() + 120
    while scene.guiding and time.monotonic() < deadline:
        guide = scene.guide
        key = guide.current.key
        waiting = key == "end_turn" and scene.turn_end.waiting  # (the table waits for it)
        if guide.quiet or not (scene.can_act or guide.explaining or waiting):
            ui.step()
            time.sleep(0.002)  # the Wolves think in their worker, in real time
            continue
        if (guide.step, guide.telling) != last and guide.step in guide.seen:
            last = (guide.step, guide.telling)
            shown.append((key, guide.progress_text(), guide.words()))
        if guide.explaining or key in ("dice", "move", "fight"):
            ui.key(pygame.K_RETURN)
        elif key == "more":
            moves = [a for a in scene.state.legal_actions() if not a.is_end]
            if early or not moves:
                ui.key(pygame.K_e)
            else:
                scene._play(moves[0])
            ui.step(30)
        elif key == "end_turn":
            ui.key(pygame.K_e)
            ui.step(3)
        else:
            ui.step()
    assert not scene.guiding
    return shown


def numbers(shown: list[tuple[str, str, str]]) -> list[int]:
    """Each step's number, its total checked to be STEPS_SHOWN."""
    out = []
    for _, text, _ in shown:
        number, total = (int(part) for part in text.split(",")[0].split("/"))
        assert total == STEPS_SHOWN, shown
        out.append(number)
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_end_turn_pressed_early_keeps_the_count(app: Any, lang: str) -> None:
    shown = counts(app, lang, early=True)
    keys = [key for key, _, _ in shown]
    assert "end_turn" not in keys and "fight" in keys  # (the lesson's seed: a Wolf in reach)
    assert numbers(shown) == list(range(1, STEPS_SHOWN + 1))  # was 5/10, then 6/9
    fight = keys.index("fight")
    assert shown[fight][1] == app.tr("taisen.tutorial.progress", step=8, steps=9)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_die_played_the_end_turn_step_shares_the_number_before(app: Any, lang: str) -> None:
    shown = counts(app, lang, early=False)
    keys = [key for key, _, _ in shown]
    assert keys.index("end_turn") == keys.index("more") + 1
    said = numbers(shown)
    more = keys.index("more")
    assert said[more] == said[more + 1] == 5  # 'press End turn' goes on from 'Well done!'
    # and says it goes on: '5 / 9, suite' (newcomer A, s23, 224/226: '5 / 9' twice)
    assert shown[more + 1][1] == app.tr("taisen.tutorial.progress_more", step=5, steps=9)
    assert shown[more][1] == app.tr("taisen.tutorial.progress", step=5, steps=9)
    assert said[: more + 1] + said[more + 2 :] == list(range(1, STEPS_SHOWN + 1))
    fight = keys.index("fight")
    assert shown[fight][1] == app.tr("taisen.tutorial.progress", step=8, steps=9)


def test_where_no_die_reaches_a_wolf_the_fight_step_says_so(app: Any) -> None:
    shown = counts(app, "en", early=True, no_fight=True)
    assert numbers(shown) == list(range(1, STEPS_SHOWN + 1))  # (it passed unseen: 8/8)
    keys = [key for key, _, _ in shown]
    assert keys[-2:] == ["fight", "done"]
    assert shown[-2][2].startswith(app.tr("taisen.tutorial.fight.passed"))
