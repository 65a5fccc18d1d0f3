"""The guided Shinobi game as newcomer V met it (s20, French at 1280x720, scored 7):
1. at the discard step one click on a hand card threw it away: she had clicked to look;
2. at 'click the Carp pile twice' the first Enter lit Pass;
3. a pointer resting on another row took the lesson's gold ring off the row asked;
4. step 12 asked which of Sora's clans with no word on which, or why;
5. the lesson said 'Lesson done' (15/15) while her third turn's discard was still to do.
Now a click picks the card to discard and its row or Enter confirms it
(lesson_discard.py); Enter does what the step asks or nothing (lesson_guard.py); the
lesson's ring stays on its row; the power's step advises Sora's strongest clan and says
why (lesson.aim_plan); a step of its own asks for the last discard and End turn before
the lesson ends. EN and FR."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.shinobi.data import card_name
from scenes.app import App
from scenes.shinobi.tutorial import STEP_KEYS

from .conftest import Driver
from .test_shinobi_tutorial import click_card, follow, guided_table, play_steps
from .test_shinobi_tutorial_dock import ring_at


def in_phase(scene: Any, ui: Driver, key: str, phase: str) -> None:
    """Played as the steps say until step `key` shows in the person's `phase`."""
    play_steps(scene, ui, until=key)
    for _ in range(300):
        ui.step()
        if scene.can_act and scene.state.phase == phase and scene.state.current_player == 0:
            break
        follow(scene, ui, key)
    assert scene.guide.current.key == key and scene.state.phase == phase and scene.can_act


def row_rect(scene: Any, kind: str, name: str | None = None) -> pygame.Rect:
    """Where the row of the move `kind` (of the card or clan `name`) is drawn."""
    for row in scene.choices.rows_drawn:
        action = scene.options[row.index][0]
        named = name is None or name in (
            card_name(int(a)) if str(a).isdigit() else str(a) for a in action.args
        )
        if action.kind == kind and named:
            return pygame.Rect(row.rect)
    raise AssertionError((kind, name, scene.options))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_at_the_discard_step_picks_the_card_and_a_confirm_discards_it(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = guided_table(app)
    in_phase(scene, ui, "discard", "discard")
    asked = scene.asked_plan()
    assert asked is not None and card_name(int(asked.args[0])) == "Dragon"
    jigoku = len(scene.state.jigoku)
    fox = next(rect for rect, card in scene.hand.rects if card_name(card) == "Fox")
    ui.move(fox.center)  # the pointer comes to it, then clicks: to look at it
    ui.step()
    ui.click(fox.center)
    ui.step()
    assert len(scene.state.jigoku) == jigoku and scene.state.phase == "discard"  # fails before
    assert [card_name(c) for c in scene.selection.selected] == ["Fox"]
    tr = app.tr
    words = scene.prompt.text()  # the card picked and the lesson's named, and how
    assert tr("shinobi.name.Fox") in words and tr("shinobi.name.Dragon") in words, words
    assert scene.asked_place() == row_rect(scene, "discard", "Dragon")  # its ring stays
    ui.key(pygame.K_RETURN)  # the Fox's row lit by the keys: Enter plays nothing else
    assert len(scene.state.jigoku) == jigoku and scene.state.phase == "discard"
    told = scene.refusal()
    assert told is not None and scene.words.action_label(asked) in told
    assert [card_name(c) for c in scene.selection.selected] == ["Dragon"]  # as Enter now
    click_card(scene, ui, "Dragon")  # a click on the card picked: let go
    assert scene.selection.selected == [] and scene.state.phase == "discard"
    assert scene.prompt.text() == tr("shinobi.lesson.prompt.discard")
    click_card(scene, ui, "Dragon")
    ui.step()
    assert [card_name(c) for c in scene.selection.selected] == ["Dragon"]
    assert len(scene.state.jigoku) == jigoku
    picked = tr("shinobi.lesson.prompt.picked", card=tr("shinobi.name.Dragon"))
    assert scene.prompt.text() == picked
    ui.key(pygame.K_RETURN)  # the confirm
    assert card_name(scene.state.jigoku[-1]) == "Dragon"
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_at_the_carp_step_lights_nothing_and_says_what_to_do(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = guided_table(app)
    in_phase(scene, ui, "place", "place")
    choices = scene.choices
    ui.move((scene.layout.hand.right - 4, scene.layout.hand.top - 20))  # on no row
    ui.step()
    ui.key(pygame.K_RETURN)
    ui.step()
    assert choices.lit.keyed_row(scene.mouse) is None  # fails before: Pass lit
    assert scene.state.phase == "place" and scene.lesson.count("place") == 0
    told = scene.refusal()
    assert told is not None and str(app.tr("shinobi.tutorial.other.pick")) in told
    ui.key(pygame.K_RETURN)  # and again: still nothing played
    ui.step()
    assert scene.state.phase == "place" and scene.lesson.count("place") == 0
    click_card(scene, ui, "Carp")
    click_card(scene, ui, "Carp")
    ui.step()
    ui.key(pygame.K_RETURN)  # the Carps picked: Enter lays them
    ui.step()
    assert "Carp" in scene.state.clans[0]
    app.set_language("en")


def test_a_resting_pointer_leaves_the_lessons_ring_on_its_row(app: App, ui: Driver) -> None:
    scene = guided_table(app)
    in_phase(scene, ui, "draw", "draw")
    recruit, corrupt = row_rect(scene, "recruit"), row_rect(scene, "corrupt")
    ui.move(corrupt.center)  # the pointer rests on 'Be corrupt'
    for _ in range(30):
        ui.step()
    assert scene.choices.lit_row(scene.mouse) is not None  # that row lit by the pointer
    assert scene.asked_place() == recruit  # fails before: None, the ring gone
    assert ring_at(app, recruit) and not ring_at(app, corrupt)  # the gold drawn there
    ui.key(pygame.K_RETURN)  # Enter does what the step asks
    ui.step()
    assert scene.lesson.draws() == ["recruit"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_power_step_says_which_clan_and_why_and_the_last_discard_has_its_step(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = guided_table(app)
    in_phase(scene, ui, "power", "power")
    state = scene.state
    assert sorted(state.clans[1]) == ["Carp", "Dragon"]  # Carp 1+1+1, Dragon 2+2
    aim = scene.lesson.aim_plan()
    assert aim is not None and aim.args == ("Dragon",)
    words = scene.guide.words()
    tr = app.tr
    assert words == tr(
        "shinobi.tutorial.power.aim",
        clan=tr("shinobi.name.Spider"),
        sora="Sora",
        target=tr("shinobi.name.Dragon"),
        value=4,
    )  # fails before: 'You choose which of Sora's clans.', no more
    assert scene.asked_place() == row_rect(scene, "clan", "Dragon")  # its row ringed
    tile = next(rect for rect, a in scene.board.table_targets if a == aim)
    assert scene.guide.current.target() == tile  # and its tile on Sora's side
    ui.step(100)  # (Sora chosen for her, the only one: a key waits 1.5 s, auto_pick.py)
    ui.key(pygame.K_RETURN)
    ui.step()
    assert "Dragon" not in scene.state.clans[1] and "Carp" in scene.state.clans[1]
    # the third turn's discard is still to do: the lesson does not end before it
    seen: list[str] = []
    for _ in range(600):
        ui.step()
        key = scene.guide.current.key if scene.guiding else None
        if key == "done" or key is None:
            break
        if key != "power" and (not seen or seen[-1] != key):
            seen.append(key)
        if key == "finish" and scene.state.phase == "discard":
            number, steps = scene.guide.progress()
            assert (number, steps) == (len(STEP_KEYS) - 2, len(STEP_KEYS)) == (15, 17)
        if scene.guide.current.done is None:
            ui.key(pygame.K_RETURN)
        else:
            follow(scene, ui, key)
    assert seen == ["scores", "finish", "end"], seen  # fails before: no 'finish'
    assert scene.lesson.count("discard") == 3 and scene.session.ending is None
    assert scene.guide.progress() == (17, 17)
    app.set_language("en")
