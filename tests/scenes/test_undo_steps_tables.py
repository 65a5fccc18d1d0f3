"""Issue 33: Undo takes back one step a press at every table, says which, and leaves
the table's choices as they are for the position it went back to: Taisen's dice
(test_taisen_scene.py), Shinobi's hand, Night's plan and lists, Dojo's ninja chosen and
dice left. After the computer's replies, one press takes them back with the person's
step, and the words name none of them."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.saves import position_digest
from ninjas.core.session import GameSession, Seat, chance_state, irreversible
from scenes.app import App
from scenes.dojo.scene import DojoScene
from scenes.night.scene import NightScene
from scenes.shinobi import ShinobiScene
from scenes.taisen import TaisenScene

from .conftest import Driver
from .hotseat import table

VS_COMPUTER = [Seat(), Seat("ai", "easy")]
TABLES: dict[str, tuple[type, dict[str, Any]]] = {
    "taisen": (TaisenScene, {"first": "monkey"}),
    "shinobi": (ShinobiScene, {"players": 2}),
    "night": (NightScene, {"players": 2}),
    "dojo": (DojoScene, {}),
}


def at_two_quiet_steps(app: App, ui: Driver, game: str) -> tuple[Any, str, str]:
    """The table of `game` played at random by the person (seat 0) until they have
    played two steps in a row, in one turn, that revealed nothing; (the scene, the
    digest before the second step, its text)."""
    kind, options = TABLES[game]
    for seed in range(10):
        session = GameSession.new(game, VS_COMPUTER, seed, options, autosave=False)
        scene = table(app, kind, session, confirm=False)
        rng = random.Random(seed)
        quiet = 0
        for _ in range(400):
            ui.step()
            if scene.state.is_terminal:
                break
            if not (scene.can_act and scene.state.current_player == 0):
                quiet = 0
                continue
            before, chance = position_digest(scene.state), chance_state(scene.state)
            action = rng.choice(scene.state.legal_actions())
            count = len(session.actions)
            scene.play(action)
            events_revealed = chance_state(scene.state) != chance or any(
                irreversible(game, event) for event in replayed_events(session, count)
            )
            if events_revealed or scene.state.current_player != 0:
                quiet = 0
                continue
            quiet += 1
            if quiet >= 2:
                return scene, before, session.actions[-1]
        app.pop()
    raise AssertionError(f"{game}: no two quiet steps")


def replayed_events(session: GameSession, count: int) -> list[Any]:
    """The events of action `count` (replayed: the table told them already)."""
    from ninjas.core.saves import start_state

    state = start_state(session.to_save())
    for text in session.actions[:count]:
        state.apply(text)
    return list(state.apply(session.actions[count]))


@pytest.mark.parametrize("game", sorted(TABLES))
def test_one_press_takes_back_the_last_step_and_says_it(app: App, ui: Driver, game: str) -> None:
    scene, before, last = at_two_quiet_steps(app, ui, game)
    played = list(scene.session.actions)
    dress_the_table(scene)
    ui.key(pygame.K_u)
    assert scene.session.actions == played[:-1] and scene.session.undone == [last]
    assert position_digest(scene.state) == before
    said = scene.refusal()
    assert said is not None and said.startswith("Undone: ") and said.endswith(".")
    assert "{" not in said and last not in said  # words, not the move's notation
    assert scene.can_act and scene.state.current_player == 0
    check_the_table(scene, last)
    ui.step(3)  # and it draws
    ui.key(pygame.K_u)  # the step before it goes too
    assert scene.session.actions == played[:-2]


def dress_the_table(scene: Any) -> None:
    """What a person may have chosen when they press Undo, left half-done."""
    if isinstance(scene, ShinobiScene):
        scene.selection.selected = list(scene.state.hands[0][:1])
    elif isinstance(scene, DojoScene):
        last = scene.session.actions[-1].split()
        if last[0] == "step":  # the stack followed where it went, as a click leaves it
            x, y = last[2].split(",")
            scene.selected = (int(x), int(y))
        scene.picked = 0
    elif isinstance(scene, TaisenScene):
        scene.selection.die = scene.selection.dice_for(None)[0]


def check_the_table(scene: Any, last: str) -> None:
    """The table's choices are those of the position now, nothing left chosen (Taisen:
    the undone step's die picked again, its card not; Dojo:
    the stack the step undone moved, back where it stood, or the one on its way)."""
    legal = {str(a) for a in scene.state.legal_actions()}
    if isinstance(scene, ShinobiScene):
        assert scene.selection.selected == []
        assert {str(a) for a, _ in scene.option_panel.options} <= legal
    elif isinstance(scene, NightScene):
        assert scene.plan_panel.planned_for is None and scene.throw is None
    elif isinstance(scene, DojoScene):
        state = scene.state
        assert scene.picked is None
        if state.transit is not None:
            assert scene.selected == state.transit  # the ninja still on its way
        elif last.startswith("step "):
            x, y = last.split()[1].split(",")
            assert scene.selected == (int(x), int(y))
        elif scene.selected is not None:  # a stack of the person's own, still there
            assert state.ninjas.get(scene.selected, [0, 0])[state.mover] > 0
    elif isinstance(scene, TaisenScene):
        undone = next(a for a in scene.state.legal_actions() if str(a) == last)
        assert scene.selection.die == undone.die and scene.selection.card is None  # its die
        assert {str(a) for a in scene.selection.moves} <= legal  # picked again (O, s18)


def test_after_the_computers_replies_undo_names_the_persons_step_only(app: App, ui: Driver) -> None:
    """Night's placing round reveals nothing: the person places, the computers place,
    and one press at the person's next decision takes back the three. The prompt names
    the person's placing and counts the computers' moves; the log keeps none of them."""
    session = GameSession.new(
        "night", [Seat(), Seat("ai", "easy"), Seat("ai", "easy")], 1, {"players": 3}, autosave=False
    )
    scene = table(app, NightScene, session, confirm=False)
    ui.step(2)
    assert scene.can_act and scene.state.phase == "place"
    log_before = list(scene.log_lines)
    scene.play(scene.state.legal_actions()[0])
    for _ in range(200):
        ui.step()
        if scene.can_act and scene.state.current_player == 0:
            break
    replies = scene.session.actions[1:]
    assert len(replies) == 2 and scene.can_undo()
    ui.key(pygame.K_u)
    assert scene.session.actions == [] and scene.state.current_player == 0
    said = scene.refusal()
    placed = app.tr("night.act.place", roof=1)  # 'Place on roof 1'
    assert said == app.tr.plural("undo.step_and_replies", 2, what=placed)
    assert all(reply not in said for reply in replies)
    assert list(scene.log_lines) == log_before
    assert not scene.can_undo()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_undo_words_are_in_both_languages(lang: str) -> None:
    tr = Translator(lang)
    for key in ("undo.step", "undo.step_and_replies.one", "undo.step_and_replies.other"):
        assert tr.has(key)
    one = tr.plural("undo.step_and_replies", 1, what="X")
    many = tr.plural("undo.step_and_replies", 3, what="X")
    assert "X" in one and "3" in many and one != many


def test_the_dojo_guide_walks_on_after_an_undo_of_one_step(app: App, ui: Driver) -> None:
    """The guided game's walk is worked out from the position: a step of it played and
    undone, the guide still shows the walk and the same step again."""
    from .test_dojo_tutorial import to_the_walk, tutorial

    scene = tutorial(app)
    to_the_walk(scene, ui)
    arrow = scene.lesson_step()
    walk = scene.walk()
    assert arrow is not None and walk is not None and scene.state.phase == "move"
    played = list(scene.session.actions)
    scene.play(walk.steps[0])
    ui.step(2)
    ui.key(pygame.K_u)
    ui.step(2)
    assert scene.session.actions == played and scene.guide.current.key == "walk"
    assert scene.lesson_step() == arrow
    said = scene.refusal()  # where the ninja went back, not the step's order (nc-X/018)
    assert said is not None and said.startswith("Undone: the ninja goes back to ")


def test_a_phone_players_undone_step_is_not_named_on_the_screen(app: App) -> None:
    """A person who plays on their phone sees their choices there, not on the laptop
    (the others may look at it): the screen says only 'the last move' was undone."""
    from types import SimpleNamespace

    from scenes.tableflow.undo_words import undone_text

    for phone in (False, True):
        seats = [Seat(phone=phone), Seat("ai", "easy"), Seat("ai", "easy")]
        session = GameSession.new("night", seats, 1, {"players": 3}, autosave=False)
        session.apply(session.state.legal_actions()[0])  # 'place 0': the first roof
        assert session.undo()
        table = SimpleNamespace(app=app, session=session, seat_name=lambda seat: f"S{seat}")
        what = app.tr("undo.last_move") if phone else app.tr("night.act.place", roof=1)
        assert undone_text(table) == app.tr("undo.step", what=what)
