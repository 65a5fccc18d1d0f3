"""The guided Shinobi game keeps to its lesson (newcomer S, s20, gg13-gg19): asked 'Place
2 Bears + 1 Ronin', 'Place 2 Bears' was played without a word, the Ronin's lesson lost;
at the Spider's step two Enters lit 'Pass' and passed. Now another row chosen with the
keys is never played while a step asks for a move, and the prompt says what the step
asks; clicked, it is told once, and a second click plays it (scenes/shinobi/
lesson_guard.py). Step 7 speaks of 'each clan on the table, like yours here' and rings
yours: Sora's side may still be empty. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.shinobi.data import card_name
from ninjas.shinobi.rules import ShinobiAction
from scenes.app import App

from .conftest import Driver
from .test_shinobi_tutorial import follow, guided_table, play_steps


def at_step(app: App, ui: Driver, key: str):  # type: ignore[no-untyped-def]
    scene = guided_table(app)
    play_steps(scene, ui, until=key)
    for _ in range(200):
        if scene.can_act and scene.state.phase == "place":
            break
        if scene.can_act and scene.state.phase == "draw":
            follow(scene, ui, key)  # the step's draw first (Recruit)
        ui.step()
    assert scene.guide.current.key == key and scene.state.phase == "place" and scene.can_act
    return scene


def row_of(scene, label: str) -> int:  # type: ignore[no-untyped-def]
    labels = [text for _, text in scene.options]
    assert label in labels, (label, labels)
    return labels.index(label)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_ronin_step_tells_before_two_bears_are_laid(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = at_step(app, ui, "ronin")
    asked = scene.asked_plan()
    assert asked is not None and asked.args[0] == "Bear"
    bears = [c for c in scene.state.hands[0] if card_name(c) == "Bear"][:2]
    scene.selection.selected = list(bears)
    scene.option_panel.build()
    label = scene.words.action_label(ShinobiAction("place", ("Bear", *map(str, bears))))
    placed = scene.lesson.count("place")
    ui.key(pygame.K_1 + row_of(scene, label))  # the keys: refused
    ui.key(pygame.K_1 + row_of(scene, label))  # and again
    assert scene.lesson.count("place") == placed  # fails before: 2 Bears laid
    told = scene.refusal()
    assert told is not None and scene.words.action_label(asked) in told
    ui.step()
    rect = next(r.rect for r in scene.choices.rows_drawn if r.index == row_of(scene, label))
    ui.click(rect.center)
    assert scene.lesson.count("place") == placed  # a click: told first
    assert scene.refusal() == str(
        app.tr("shinobi.tutorial.other.click", row=scene.words.action_label(asked))
    )
    ui.step()
    rect = next(r.rect for r in scene.choices.rows_drawn if r.index == row_of(scene, label))
    ui.click(rect.center)  # a second click: her own move
    assert scene.lesson.count("place") == placed + 1
    assert sorted(card_name(c) for c in scene.state.clans[0]["Bear"]) == ["Bear", "Bear"]
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_at_the_spiders_step_never_passes(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = at_step(app, ui, "power")
    asked = scene.asked_plan()
    assert asked is not None and asked.args[0] == "Spider"
    placed = scene.lesson.count("place")
    for _ in range(4):  # her Enters after three 'Enter: next' steps
        ui.key(pygame.K_RETURN)
        ui.step()
    assert scene.lesson.count("place") == placed  # fails before: 'Pass' played
    assert scene.state.phase == "place" and scene.state.current_player == 0
    told = scene.refusal()
    assert told is not None and scene.words.action_label(asked) in told
    assert str(app.tr("shinobi.tutorial.other.pick")) in told  # its cards are not picked
    app.set_language("en")


def test_step_seven_speaks_of_her_clan_and_rings_it(app: App, ui: Driver) -> None:
    scene = guided_table(app)
    play_steps(scene, ui, until="table")
    assert scene.guide.current.key == "table"
    target = scene.guide.current.target
    assert target is not None and target() == scene.layout.own  # fails before: Sora's
    assert "like yours here" in str(app.tr("shinobi.tutorial.table"))
