"""Newcomer B, s10 (nc-92/149c.png, 072.png): hovering the move that lays a 4th clan
said only 'Score change: Ben +18'; the round (and with it the game) then ended, its
Rat's random discards past any Undo. The preview of a new clan laid as the mover's 4th
now says it ends the round, or the game in its last round; no other move says so."""

from __future__ import annotations

import random

import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.shinobi import ShinobiScene

from .conftest import Driver
from .hotseat import reveal_hand, table


def three_clans_laid(mode: str) -> GameSession:
    """A game where the person to move has 3 clans and may lay a 4th."""
    for seed in range(40):
        seats = [Seat("human", name="Ben"), Seat("human", name="Ann")]
        session = GameSession.new("shinobi", seats, seed, {"players": 2, "mode": mode})
        rng = random.Random(seed)
        while not session.state.is_terminal:
            state = session.state
            legal = state.legal_actions()
            seat = state.current_player
            if len(state.clans[seat]) == 3 and any(a.kind == "place" for a in legal):
                return session
            places = [a for a in legal if a.kind == "place"]
            session.apply(places[0] if places and rng.random() < 0.7 else rng.choice(legal))
    raise AssertionError("no game reached 3 clans")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("mode", ["grasshopper", "grandmaster"])
def test_a_fourth_clan_says_what_it_ends(app: App, ui: Driver, lang: str, mode: str) -> None:
    app.set_language(lang)
    session = three_clans_laid(mode)
    scene = table(app, ShinobiScene, session)
    reveal_hand(app, ui, scene)
    assert scene.can_act
    state = scene.state
    last = state.round >= (1 if mode == "grasshopper" else 3)
    key = "shinobi.preview.ends_game" if last else "shinobi.preview.ends_round"
    panel = scene.option_panel
    for action in state.legal_actions():
        said = panel.preview(action)
        if action.kind == "place":
            assert app.tr(key) in said, (str(action), said)  # fails before: not said
        else:
            assert app.tr("shinobi.preview.ends_round") not in said
            assert app.tr("shinobi.preview.ends_game") not in said
    app.set_language("en")
