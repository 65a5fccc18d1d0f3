"""A shuriken that misses reads '3 < 7' in the battle's tally, never '3 = 7' (issue 33,
newcomer J, Dojo in French, shot-238: the row showed '3 = 7' beside '3 contre 7 : le
shuriken manque sa cible'; nobody loses a ninja when a shuriken misses, and the tally
took 'nobody lost' for a tie)."""

from __future__ import annotations

import random

import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo.tally import Clash, sign

from .conftest import Driver, record_texts
from .test_dojo_clash_tally import table, until_the_person_acts


def a_missing_shuriken(seed: int) -> tuple[GameSession, int, int]:
    """A session where the person (seat 0) throws a shuriken and holds a card lower
    than a face-down card of the target's: (session, that card, its slot)."""
    for game in range(seed, seed + 300):
        session = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], game, {}, autosave=False)
        rng = random.Random(game)
        for _ in range(3000):
            state = session.state
            if state.is_terminal:
                break
            b = state.battle
            if state.phase == "attack" and b is not None and b.attacker == 0 and b.projectile:
                for card in b.hand:
                    for slot, defence in enumerate(b.row):
                        if defence is not None and 0 < card < defence < 14:
                            return session, card, slot
            legal = state.legal_actions()
            throws = [a for a in legal if a.kind == "throw"]
            session.apply(str(rng.choice(throws or legal)))
    raise AssertionError("no shuriken reached")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_missing_shuriken_reads_lower_than_its_target(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    session, card, slot = a_missing_shuriken(1)
    scene = table(app, session)
    ui.step()
    battle = scene.state.battle
    assert battle is not None
    defence = battle.row[slot]
    scene.play(f"play {card} {slot}")
    drawn = record_texts(monkeypatch)
    for _ in range(8):  # the card turns over, the tally is drawn
        ui.step()
    tray = scene.stage.tray
    assert tray is not None
    clash = tray.clashes[-1]
    assert (clash.attack, clash.defence, clash.loser) == (card, defence, None)  # a miss
    assert sign(clash, tray.attacker) == "<"  # before: '='
    assert "<" in drawn and "=" not in drawn
    words = scene.narrator.clash(tray.last)
    assert {"en": "misses", "fr": "manque"}[lang] in words
    until_the_person_acts(scene, ui)


def test_a_tie_still_reads_equal_and_a_loss_by_its_loser() -> None:
    assert sign(Clash(1, 7, 7, None), 0) == "="
    assert sign(Clash(1, 7, 7, 0), 0) == "<"  # a defender in the mountains wins a tie
    assert sign(Clash(1, 9, 7, 1), 0) == ">"
