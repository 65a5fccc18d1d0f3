"""One confirm a turn at every hot-seat table (issue 33: both newcomers asked to merge
"Since your last turn" into the hand-off "so a turn costs one confirm"; a second
screen followed each hand-off's). People play every seat; at each change of turn the
keys and screens between one person's last move and the next person's first choice
are counted: the hand-off's one key at the tables that hide something (Shinobi,
Night, Dojo), none at Taisen's, where nothing is hidden and the table is never
covered. (The End turn confirm, switched off here, belongs to the turn that ends: it
takes the move back until then.)"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.night import secrecy
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.blind_strike import lone_strike
from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.night import NightScene
from scenes.shinobi import ShinobiScene
from scenes.taisen import TaisenScene

from .conftest import Driver
from .hotseat import table

GAMES: dict[str, tuple[type[Any], int, int]] = {
    "taisen": (TaisenScene, 2, 0),
    "shinobi": (ShinobiScene, 3, 1),
    "night": (NightScene, 3, 1),
    "dojo": (DojoScene, 2, 1),
}
"""game -> (table, people, the keys between two people's turns)."""
TURNS = 10


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_turn_costs_one_confirm_at_every_hot_seat_table(app: App, ui: Driver, game: str) -> None:
    kind, people, keys = GAMES[game]
    seats = [Seat("human") for _ in range(people)]
    session = GameSession.new(game, seats, 11, {"players": people}, autosave=False)
    scene = table(app, kind, session, confirm=False)
    rng = random.Random(11)
    pressed: list[int] = []
    wanted: list[int] = []
    screens: list[str] = []
    count = 0
    last = None
    for _ in range(20_000):
        if len(pressed) == TURNS or session.state.is_terminal:
            break
        top = app.top
        if isinstance(top, HandoffScene):
            ui.step(round(GRACE_SECONDS * 60) + 2)
            ui.key(pygame.K_RETURN)
            count += 1
            continue
        if top is not scene:  # any other screen between two turns
            screens.append(type(top).__name__)
            ui.key(pygame.K_RETURN)
            count += 1
            continue
        if getattr(getattr(scene, "reveal", None), "shown", False):
            ui.key(pygame.K_RETURN)  # Dojo: a round's turned cards read by both, no pass
            continue
        if not scene.can_act:
            ui.step()
            continue
        seat = scene.state.current_player
        if last is not None and seat != last:
            pressed.append(count)  # the keys since the last person's move
            # Dojo: a turn with nothing secret opens with no cover, only a battle's
            # cards have one (dojo/handoff_skip.py, s10)
            # and Night: an action turn needing no private face (night/skip_handoff.py,
            # s14; a Collect or a Steal made in the open, s15)
            state = scene.state
            open_night = game == "night" and state.phase == "act"
            open_night = open_night and not secrecy.needs_private(state, seat)
            # Dojo: an attacker's one card struck in the open, unseen (blind_strike, s15)
            open_dojo = game == "dojo" and (state.battle is None or lone_strike(state) is not None)
            wanted.append(0 if open_dojo or open_night else keys)
        count, last = 0, seat
        scene.play(make_agent("easy", rng.randrange(1000)).choose(session.state))
    assert len(pressed) == TURNS
    assert screens == []
    public = people - 1 if game == "night" else 0  # placements, public: no cover (s10)
    assert pressed == [0] * public + wanted[public:]
    assert game != "dojo" or 0 in wanted
