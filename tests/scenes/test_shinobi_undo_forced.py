"""Shinobi: Undo after a placement whose power's choices were made for the person (the
only rival, the only clan: three Spiders' 'destroy a clan') takes the placement back
with them, in one press, and says so: 'Undone: Place 3 Spider...' Before, the undo took
back the destroy alone, the table made the same forced choice again at once, and the
press looked dead and said nothing (issue 33, newcomer G, s10: 016-020, 038,
171-172a); the log keeps the 'Undone:' line (033 had none once the prompt's 3 s had
gone). EN and FR."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.rules import ShinobiState
from scenes.app import App
from scenes.shinobi import ShinobiScene

from .conftest import Driver
from .hotseat import table


def _forced_destroys(state: ShinobiState, text: str) -> bool:
    """`text`, then the choices that are none (one rival, one clan), destroy a clan."""
    trial = state.clone()
    events = trial.apply(text)
    while trial.phase == "power" and trial.pending:
        legal = trial.legal_actions()
        if len(legal) != 1 or legal[0].kind not in ("target", "clan"):
            return False
        events += trial.apply(legal[0])
    return any(e.kind == "destroy" and e.data.get("whole") for e in events)


def placement_where(
    seeds: range, wanted: Callable[[ShinobiState, str], bool], what: str
) -> tuple[GameSession, str]:
    """Seeded random moves (2 players, seat 0 a person) until seat 0 may place a clan
    `wanted(state, text)` holds for: the session there, and that placement."""
    for seed in seeds:
        session = GameSession.new(
            "shinobi", [Seat(), Seat("ai", "easy")], seed, {"players": 2}, autosave=False
        )
        rng = random.Random(seed)
        while not session.state.is_terminal and len(session.actions) < 60:
            state = session.state
            legal = [str(a) for a in state.legal_actions()]
            if state.current_player == 0 and state.phase == "place":
                for text in legal:
                    if text.startswith("place") and wanted(state, text):
                        return session, text
            session.apply(rng.choice(legal))
    raise AssertionError(f"no {what} reached")


def before_a_forced_destroy() -> tuple[GameSession, str]:
    """Seat 0 may place a clan whose power destroys the rival's only clan with no choice
    asked: the session there, and that placement."""
    return placement_where(range(13, 80), _forced_destroys, "forced destroy")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_undo_takes_back_the_placement_and_its_forced_destroy(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    session, placement = before_a_forced_destroy()
    scene = table(app, ShinobiScene, session)
    ui.step(2)
    assert scene.state.current_player == 0 and scene.state.phase == "place"
    rival_clans = {k: list(v) for k, v in scene.state.clans[1].items()}
    action = next(a for a in scene.legal() if str(a) == placement)
    label = scene.words.action_label(action)
    scene.play(action)
    ui.step(3)
    assert scene.state.phase != "power" and scene.state.clans[1] != rival_clans  # destroyed
    assert scene.can_undo()
    ui.key(pygame.K_u)
    ui.step(3)
    state = scene.state
    assert state.phase == "place" and scene.session.actions[-1] != placement  # fails before
    assert state.clans[1] == rival_clans  # the rival's clan is back
    said = scene.refusal()
    assert said is not None and label in said, said  # 'Undone: Place 3 Spider.'
    # and the log keeps it, past the prompt's few seconds (newcomer G, s10, 033: none)
    assert said in scene.visible_log()
