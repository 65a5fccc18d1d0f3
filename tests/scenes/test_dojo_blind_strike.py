"""Dojo hot-seat: an attacker with one card against several face-down cards gets no
cover (newcomer A, s14, 116-124: a 4-vs-1 battle, a cover for each side each round):
her card is played whatever she does, only its slot is hers to choose, in the open.
Her card is never drawn face up, no log line of hers shows, no hint is searched on it;
the table says so in words that name no card. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.dojo.cards import rank_name
from ninjas.dojo.rules import hex_text
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.handoff import HandoffScene

from .conftest import Driver
from .hotseat import reveal_hand, table
from .test_dojo_reveal_read import _battle


def _to_the_strike(app: App, ui: Driver, scene: DojoScene) -> int:
    """Covers passed and the defender's cards laid until the attacker may strike; the
    number of covers met."""
    covers = 0
    for _ in range(400):
        ui.step()
        if isinstance(app.top, HandoffScene):
            covers += 1
            reveal_hand(app, ui, scene)
        elif scene.can_act and scene.state.phase == "lay":
            scene.controls.lay_all()
        elif scene.can_act and scene.state.phase == "attack":
            return covers
    raise AssertionError("the attacker never came to strike")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_card_strikes_in_the_open_unseen(app: App, ui: Driver, lang: str) -> None:
    scene = _battle(app, ui, lang, attackers=1, defenders=3)
    state = scene.state
    battle = state.battle
    assert battle is not None
    attacker = battle.attacker
    covers = _to_the_strike(app, ui, scene)
    assert covers == 1  # the defender's, who lays 3 cards; before: 2, the attacker's too
    assert scene.shown_seat == attacker and scene.viewer == -1
    assert not scene.may_see(attacker) and not scene.may_see(1 - attacker)
    assert not scene.may_hint
    card = battle.hand[0]
    name = scene.seat_name(attacker)
    said = app.tr("dojo.strike.blind", name=name)
    assert scene.refusal() == said  # said in the open, naming no card
    assert rank_name(card) not in said.replace(name, "")
    assert scene.prompt() == app.tr("dojo.prompt.strike_blind")
    ui.step(3)
    painter = scene.tray_view.painter
    assert not [f for f in painter.faces_drawn if f[2]]  # no hidden card face up
    card_at = scene.tray_view.layout.hand[0][0].center
    ui.move(card_at)  # her card taken by the pointer, and dragged: its back still
    ui.event(pygame.MOUSEBUTTONDOWN, pos=card_at, button=1)
    ui.move((card_at[0] + 40, card_at[1] - 40))
    ui.step(2)
    assert scene.drag == card and not [f for f in painter.faces_drawn if f[2]]
    scene.drag = None
    ui.key(pygame.K_2)  # the second face-down card: her card strikes it
    assert len(scene.session.actions) and scene.session.actions[-1] == f"play {card} 1"


def test_two_cards_still_bring_her_cover(app: App, ui: Driver) -> None:
    scene = _battle(app, ui, "en", attackers=2, defenders=3)
    assert _to_the_strike(app, ui, scene) == 2  # a real choice: which card where
    assert scene.viewer == scene.shown_seat


def test_no_second_cover_for_her_when_only_the_table_acted(app: App, ui: Driver) -> None:
    """A Joker drawn by the attacker asks her where its ninja goes, behind her cover; the
    defender's lone card is then laid by the table: she keeps the laptop, no cover again
    (before: her cover, the table's lay, her cover)."""
    seats = [Seat("human", name="Ada"), Seat("human", name="Zoe")]
    session = GameSession.new("dojo", seats, 4, {}, autosave=False)
    scene: DojoScene = table(app, DojoScene, session, confirm=False)
    for _ in range(200):  # the Dojos placed as the table asks
        ui.step()
        if isinstance(app.top, HandoffScene):
            reveal_hand(app, ui, scene)
        elif scene.state.phase != "dojo" and scene.can_act:
            break
        elif scene.can_act:
            scene.play(str(scene.state.legal_actions()[0]))
    state = scene.state
    me = state.mover
    h = next(h for h, kind in state.terrain.items() if kind == "plains" and h not in state.ninjas)
    state.ninjas[h] = [0, 0]
    state.ninjas[h][me], state.ninjas[h][1 - me] = 2, 1
    state.phase = "battle"
    state.options["jokers"] = True
    state.decks[me].append(0)  # the attacker's first card drawn: a Joker
    scene.play(f"fight {hex_text(h)}")
    met: list[int] = []
    assert state.phase == "joker" and state.current_player == me  # her Joker's ninja
    for _ in range(400):
        ui.step()
        if isinstance(app.top, HandoffScene):
            met.append(app.top.seat)
            reveal_hand(app, ui, scene)
        elif scene.can_act and state.phase == "joker":
            scene.play(str(state.legal_actions()[0]))
        elif scene.can_act and state.phase == "attack":
            break
    assert state.phase == "attack" and scene.shown_seat == me
    assert met == [me]  # one cover: hers, for the Joker and her cards
