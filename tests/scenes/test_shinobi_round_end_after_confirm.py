"""Issue 33, newcomer L (Shinobi Grand Master, s218-s219): the 4th clan that ended the
round showed 'End of round 3' before its End turn confirm, and the table then offered
'Your move is played: End turn... Undo takes it back' after the round's result was told.
The confirm (and its Undo) now comes first; the round's end, its ranking and its log
line, once the turn is ended; an Undo leaves no trace of it. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat, chance_state
from scenes.app import App
from scenes.shinobi import ShinobiScene

from ..shinobi.test_rules import BEAR, CARP, FOX, RAT, TOAD, arrange
from .test_shinobi_scene import table


def fourth_clan(app: App, lang: str) -> ShinobiScene:
    """Two people at a Grand Master table, seat 0 about to place its 4th clan."""
    app.set_language(lang)
    app.settings.confirm_turn_end = True
    seed = 1
    scene = table(app, [Seat("human"), Seat("human")], "grandmaster", seed=seed)
    while scene.state.current_player != 0:
        app.pop()
        seed += 1
        scene = table(app, [Seat("human"), Seat("human")], "grandmaster", seed=seed)
    scene.animate = True
    state = scene.session.state
    state.apply("recruit")
    clans = {0: {"Fox": FOX[:1], "Rat": RAT[:1], "Toad": TOAD[:1]}, 1: {"Carp": CARP[:2]}}
    arrange(state, hands={0: [*BEAR[:2], CARP[5]]}, clans=clans)  # Bears: no power, no draw
    scene.session._chance = chance_state(state)  # the cards laid out by hand: no draw
    scene._refresh()
    return scene


def settle(scene: ShinobiScene) -> None:
    for _ in range(400):
        scene.update(1 / 30)
        if not scene.busy:
            return


def round_line(app: App, scene: ShinobiScene) -> bool:
    start = app.tr("shinobi.log.round_end", round=1, scores="").split(":")[0][:12]
    return any(start in line for _, line in scene.log.lines)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_round_ends_on_the_screen_after_end_turn(app: App, lang: str) -> None:
    scene = fourth_clan(app, lang)
    scene.play(f"place Bear {BEAR[0]} {BEAR[1]}")
    settle(scene)
    assert scene.state.round_results  # the rules ended the round...
    assert scene.turn_end.waiting and scene.turn_end.shown  # ...the confirm comes first
    assert scene.ranking is None and not round_line(app, scene)
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.ranking is None
    scene.turn_end.confirm()
    settle(scene)
    assert scene.ranking is not None and scene.ranking["round"] == 1
    assert round_line(app, scene)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_undo_before_end_turn_leaves_no_round_end(app: App, lang: str) -> None:
    scene = fourth_clan(app, lang)
    scene.play(f"place Bear {BEAR[0]} {BEAR[1]}")
    settle(scene)
    assert scene.turn_end.waiting
    scene.undo()
    settle(scene)
    assert not scene.state.round_results and not scene.turn_end.waiting
    assert scene.ranking is None and not round_line(app, scene)


def test_the_round_s_end_waits_in_the_confirm_s_held_events(app: App) -> None:
    """One place holds what a waiting turn holds back, the skeleton's confirm
    (TurnEnd.held, as Night's skip line), not a list of Shinobi's staging of its own."""
    scene = fourth_clan(app, "en")
    scene.play(f"place Bear {BEAR[0]} {BEAR[1]}")
    settle(scene)
    assert scene.turn_end.waiting and scene.turn_end.held[0].kind == "round_end"
    assert not hasattr(scene.staging, "after_turn")
    scene.turn_end.confirm()
    assert scene.turn_end.held == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_header_names_the_temple_once_the_turn_is_ended(app: App, lang: str) -> None:
    """Newcomer Q (issue 33, s8): the header read 'Round 1 of 3 · Temple' over the
    End-turn step of the turn that closed the round. Until it is ended, the round 'ends
    with this turn'; the Temple once it comes; after an Undo, the round alone."""
    scene = fourth_clan(app, lang)
    tr = app.tr
    scene.play(f"place Bear {BEAR[0]} {BEAR[1]}")
    settle(scene)
    assert scene.turn_end.waiting and scene.state.phase in ("shosho", "temple", "pawns")
    round_1 = tr("shinobi.round", round=1, rounds=3)
    waiting = scene.board.round_words()
    assert waiting == f"{round_1} · {tr('shinobi.phase.ending')}", waiting  # fails before
    assert tr("shinobi.phase.temple") not in waiting
    scene.undo()
    settle(scene)
    assert scene.board.round_words() == round_1
    app.pop()
    scene = fourth_clan(app, lang)
    scene.play(f"place Bear {BEAR[0]} {BEAR[1]}")
    settle(scene)
    scene.turn_end.confirm()
    settle(scene)
    assert scene.state.phase == "temple", scene.state.phase
    assert scene.board.round_words() == f"{round_1} · {tr('shinobi.phase.temple')}"
