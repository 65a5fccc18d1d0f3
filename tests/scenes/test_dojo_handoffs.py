"""Dojo hot-seat covers only where a seat's cards would show (issue 33, newcomer E, s10,
nc-95): no pass of the laptop for a defender's lone card, which the table lays (152->153,
164->166: 'Pass the laptop to Zoe', a press, at once 'Pass the laptop to Eve'); no cover
for a turn with nothing secret, its prompt naming whose turn it is (131, 134, 146: 'This
turn shows nothing secret' on a cover); a battle's cover says 'show my battle cards'
(158, 173: 'show my cards', no hand ever shown). Nothing secret shows in the open: a
seat's own log lines wait for its next cover."""

from __future__ import annotations

import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.dojo.rules import hex_text
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.handoff import HandoffScene

from .conftest import Driver
from .hotseat import reveal_hand, table

Cover = tuple[str, str]
"""A cover met: its title, its button's words."""


def _open_table(app: App, ui: Driver, lang: str) -> tuple[DojoScene, list[Cover]]:
    """Ada and Zoe at the laptop, the Dojos placed as the table asks; the covers met."""
    app.set_language(lang)
    seats = [Seat("human", name="Ada"), Seat("human", name="Zoe")]
    session = GameSession.new("dojo", seats, 4, {}, autosave=False)
    scene: DojoScene = table(app, DojoScene, session, confirm=False)
    covers: list[Cover] = []
    for _ in range(200):
        ui.step()
        if isinstance(app.top, HandoffScene):
            covers.append(_pass(app, ui, scene))
        elif scene.state.phase != "dojo" and scene.can_act:
            break
        elif scene.can_act:
            scene.play(str(scene.state.legal_actions()[0]))
    return scene, covers


def _pass(app: App, ui: Driver, scene: DojoScene) -> Cover:
    cover = app.top
    assert isinstance(cover, HandoffScene)
    met = (app.tr(cover.message_key, name=cover.name), cover.button_text)
    reveal_hand(app, ui, scene)
    return met


def _battle(app: App, ui: Driver, lang: str, defenders: int) -> tuple[DojoScene, list[Cover]]:
    """The mover fights `defenders` enemies with two ninjas; the covers met until the
    attacker may strike (each passed at once, a defender laying its cards)."""
    scene, _covers = _open_table(app, ui, lang)
    state = scene.state
    me = state.mover
    h = next(h for h in state.board.hexes() if h not in state.dojos and h not in state.ninjas)
    state.ninjas[h] = [0, 0]
    state.ninjas[h][me], state.ninjas[h][1 - me] = 2, defenders
    state.phase = "battle"
    scene.play(f"fight {hex_text(h)}")
    covers: list[Cover] = []
    for _ in range(400):
        ui.step()
        if isinstance(app.top, HandoffScene):
            covers.append(_pass(app, ui, scene))
            if state.phase == "lay":
                scene.controls.lay_all()
        elif state.phase == "attack" and scene.can_act:
            break
    assert state.phase == "attack" and state.current_player == me and scene.can_act
    return scene, covers


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lone_card_is_laid_with_no_pass_of_the_laptop(app: App, ui: Driver, lang: str) -> None:
    scene, covers = _battle(app, ui, lang, defenders=1)
    me = scene.state.mover
    name = scene.seat_name(me)
    # before: 'Pass the laptop to Zoe', then 'Pass the laptop to Ada'; now only the
    # attacker's own cards are covered, and nobody is asked to pass the laptop
    own = app.tr("dojo.handoff.own", name=name)
    assert covers == [(own, app.tr("handoff.ready.dojo", name=name))]
    battle = scene.state.battle
    assert battle is not None and len(battle.row) == 1 and not battle.pool
    assert scene.shown_seat == me and not scene.may_see(1 - me)  # its back only


def test_several_cards_to_lay_keep_both_covers(app: App, ui: Driver) -> None:
    scene, covers = _battle(app, ui, "en", defenders=2)
    me = scene.state.mover
    names = [scene.seat_name(1 - me), scene.seat_name(me)]
    assert [title for title, _ in covers] == [app.tr("handoff.pass_to", name=n) for n in names]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_battles_cover_says_it_shows_battle_cards(app: App, ui: Driver, lang: str) -> None:
    scene, covers = _battle(app, ui, lang, defenders=2)
    words = {"en": "show my battle cards", "fr": "montrer mes cartes de combat"}[lang]
    assert covers and all(button.endswith(words) for _, button in covers)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_turn_with_nothing_secret_opens_with_no_cover(app: App, ui: Driver, lang: str) -> None:
    scene, covers = _open_table(app, ui, lang)
    assert covers == []  # the Dojos placed and the first roll: public
    state = scene.state
    first = state.mover
    whose = {"en": "{}'s turn: roll the die", "fr": "Au tour d{} : lancez le dé"}[lang]
    name = scene.seat_name(first)
    said = name if lang == "en" else ("'" + name if name[0] in "AEIOU" else "e " + name)
    assert scene.prompt().startswith(whose.format(said).replace(" :", "\u00a0:"))
    for _ in range(3000):  # the turn played, then the next person's: still no cover
        ui.step()
        if isinstance(app.top, HandoffScene):
            covers.append(_pass(app, ui, scene))
        elif state.mover != first and state.phase == "roll" and scene.can_act:
            break
        elif scene.can_act and not state.battle:
            scene.play(str(state.legal_actions()[-1]))
    assert state.mover != first and state.phase == "roll"
    assert covers == [] and scene.shown_seat == state.mover
    assert scene.prompt().startswith(whose.split("{")[0])


def test_a_seats_own_lines_wait_for_its_cover(app: App, ui: Driver) -> None:
    """The battle's own lines (the cards drawn) show behind its cover, never in the open."""
    scene, _covers = _battle(app, ui, "en", defenders=2)
    me = scene.state.mover
    assert any(line.owner == me for _, line in scene.log_panel.visible())
    battle = scene.state.battle
    assert battle is not None
    while scene.state.battle is not None:  # the attacker strikes until the battle ends
        rank = battle.hand[0]
        slot = next(i for i, c in enumerate(battle.row) if c is not None)
        scene.play(f"play {rank} {slot}")
        ui.step(5)
        if isinstance(app.top, HandoffScene):
            _pass(app, ui, scene)
            if scene.state.phase == "lay":
                scene.controls.lay_all()
            ui.step(5)
            if isinstance(app.top, HandoffScene):
                _pass(app, ui, scene)
    assert scene.log_panel.owns(me)  # still in the log, for its next cover
    assert all(line.owner is None for _, line in scene.log_panel.visible())
