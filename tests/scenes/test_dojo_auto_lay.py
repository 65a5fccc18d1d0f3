"""A defender may let the table lay her cards shuffled for the rest of the game: a
toggle under 'Lay them all (shuffled)' (newcomer H, s16, nc-H/080-083: a computer's
throws made her lay her cards three pop-ups in a row, each only 'Lay them all' then
'Continue'). Her later rounds pass laid at once, the result still shown."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from ninjas.dojo.rules import hex_text, new_game
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.auto_lay import frame, seats, switch_on
from scenes.handoff import HandoffScene

from .conftest import Driver
from .hotseat import reveal_hand
from .test_dojo_reveal_read import _battle


def _on(app: App, ui: Driver, scene: DojoScene, defender: int) -> tuple[bool, int, int]:
    """On, covers passed, cards struck and read, until the defender lays by hand or
    the battle is over: (is she asked to lay, the prompts saying the table laid hers,
    the rounds' turned cards held to be read)."""
    told, reads, was = 0, 0, None
    for _ in range(800):
        ui.step()
        state = scene.state
        said = scene.refusal()
        if said == app.tr("dojo.lay.always_done") and said is not was:
            told += 1
        was = said
        if state.battle is None:
            return False, told, reads
        if isinstance(app.top, HandoffScene):
            reveal_hand(app, ui, scene)
        elif scene.reveal.waiting:
            reads += 1
            scene.reveal.go_on()
        elif not scene.can_act or scene.busy:
            continue
        elif state.phase == "lay" and state.current_player == defender and not state.battle.row:
            return True, told, reads
        elif state.phase == "attack":
            scene.play(str(state.legal_actions()[0]))
    raise AssertionError("the battle never ended")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_always_shuffled_lays_her_later_rounds_at_once(app: App, ui: Driver, lang: str) -> None:
    scene = _battle(app, ui, lang, attackers=5, defenders=5)
    defender = 1 - scene.state.mover
    asked, _, _ = _on(app, ui, scene, defender)
    assert asked
    label = app.tr("dojo.act.lay_always")
    option = next(o for o in scene.options if o.label == label)  # before: no such button
    ui.click(option.rect.center)  # her cards laid now, shuffled, and from now on
    assert defender in seats(scene)
    assert scene.state.battle is not None and scene.state.phase == "attack"
    asked, told, reads = _on(app, ui, scene, defender)
    assert not asked and told >= 1 and reads >= 1  # a round laid for her, results read


def test_against_the_computer_her_cards_are_laid_at_once() -> None:
    """Alone at the laptop, switched on: the computer's next battle against her finds
    her cards laid as soon as they are dealt, the prompt saying so (auto_lay.frame); a
    seat that did not ask lays its own."""
    state = new_game(4)
    for _ in range(40):  # the Dojos placed
        if state.phase != "dojo":
            break
        state.apply(str(state.legal_actions()[0]))
    h = next(h for h, kind in state.terrain.items() if kind == "plains" and h not in state.ninjas)
    state.ninjas[h] = [2, 3]  # its two attack her three
    state.mover, state.phase = 0, "battle"
    state.apply(f"fight {hex_text(h)}")
    assert state.phase == "lay" and state.current_player == 1 and len(state.battle.pool) == 3
    done: list[str] = []
    table = SimpleNamespace(
        state=state,
        can_act=True,
        busy=False,
        humans=[1],
        phones=None,
        app=SimpleNamespace(tr=lambda key, **_: key),
        controls=SimpleNamespace(lay_all=lambda: done.append("laid")),
        tell=done.append,
    )
    frame(table)  # type: ignore[arg-type]
    assert done == []  # not asked for: she lays her own
    seats(table).add(1)
    frame(table)  # type: ignore[arg-type]
    assert done == ["laid", "dojo.lay.always_done"]


def test_kept_when_the_game_is_reopened_and_in_its_rematch() -> None:
    """Switched on, the choice is kept on her seat of the session: a game saved and
    reopened (SaveGame.to_json, then from_json, its seats checked) and its rematch lay
    for her still (E17, s16: forgotten on reload)."""
    from ninjas.core.saves import SaveGame
    from ninjas.core.session import GameSession, Seat

    session = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], 4, {}, autosave=False)
    laid: list[str] = []
    table = SimpleNamespace(
        session=session,
        state=SimpleNamespace(current_player=0),
        controls=SimpleNamespace(lay_all=lambda: laid.append("laid")),
    )
    switch_on(table)  # type: ignore[arg-type]
    assert laid == ["laid"] and session.seats[0].lay_shuffled
    text = session.to_save().to_json()
    again = GameSession.from_save(SaveGame.from_json(text), autosave=False)
    assert seats(SimpleNamespace(session=again)) == {0}  # before: set() after a reload
    assert seats(SimpleNamespace(session=again.rematch())) == {0}
    assert not again.seats[1].lay_shuffled
    fresh = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], 4, {}, autosave=False)
    assert seats(SimpleNamespace(session=fresh)) == set()  # a new game asks again
