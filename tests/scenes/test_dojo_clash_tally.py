"""A Dojo battle's rounds stay readable (issue 33, newcomer I, s6, d12.png: "the first
battle draw resolved within ~3 s (K vs ?) and I never saw which card I hit before the
next draw replaced it (only the log says...)"). The tray keeps a tally of every clash of
its battle, the last one in words, while the battle goes on (scenes/dojo/tally.py); once
the battle's tray has gone, the panel says the last clash until the person acts. Only
cards turned face up by the rules are named."""

from __future__ import annotations

import random

import pytest

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo import DojoScene

from .conftest import Driver, record_texts


def reach(seed: int, ends: bool, then: str = "battle") -> GameSession:
    """A session (the person seat 0, the computer seat 1) played on by seeded random moves
    to the person's last card of a round, attacking: two against two or more (`ends`
    False: the battle goes on to a next round, whatever the clash), or against one, with
    another battle to choose after it (`ends`, `then` "battle") or none, the clash won
    and the summoning next (`then` "summon")."""
    for game in range(seed, seed + 200):
        session = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], game, {}, autosave=False)
        rng = random.Random(game)
        for _ in range(3000):
            state = session.state
            if state.is_terminal:
                break
            b = state.battle
            if (
                state.phase == "attack"
                and b is not None
                and b.attacker == 0
                and len(b.hand) == 1
                and not b.projectile
            ):
                defenders = state.count(b.hex, 1)
                attackers = state.count(b.hex, 0)
                if ends and defenders == 1 and then == "battle" and len(state.shared_hexes()) >= 2:
                    return session
                if ends and defenders == 1 and then == "summon":
                    after = state.clone()
                    after.apply(
                        f"play {b.hand[0]} {b.row.index(next(c for c in b.row if c is not None))}"
                    )
                    if after.phase == "summon" and after.mover == 0:
                        return session
                if not ends and min(attackers, defenders) >= 2:
                    return session
            legal = state.legal_actions()
            fights = [a for a in legal if a.kind == "fight"]
            session.apply(str(rng.choice(fights or legal)))
    raise AssertionError("no such clash reached")


def table(app: App, session: GameSession) -> DojoScene:
    scene = DojoScene(app, session)  # animated, as in a window
    agent = make_agent("easy", 7)
    scene._think = lambda _level: Ready(agent.choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    return scene


def until_the_person_acts(scene: DojoScene, ui: Driver, most: int = 1200) -> None:
    for _ in range(most):
        ui.step()
        if scene.reveal.shown:  # the round's turned cards read, the person's own too
            scene.reveal.go_on()  # (newcomer P, s12: the same pause both ways)
        if scene.can_act and not scene.busy:
            return
    raise AssertionError("the person never came to act")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_round_s_clash_is_read_then_the_next_round_starts_clear(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The round's clash stays in the tray, said in words, while its turned cards wait
    to be read (reveal_hold.py); once the next round is dealt, that round's results go
    with its cards, and the tray says 'Round 2' (newcomer Q, s19, 061: round 1's 'J
    against 5: Blue clan loses a ninja' stood beside round 2's cards, read as stale)."""
    app.set_language(lang)
    session = reach(1, ends=False)
    scene = table(app, session)
    ui.step()
    battle = scene.state.battle
    assert battle is not None
    card = battle.hand[0]
    slot = next(i for i, c in enumerate(battle.row) if c is not None)
    defence = battle.row[slot]
    scene.play(f"play {card} {slot}")
    for _ in range(600):  # the round's turned cards, held for the person's read
        ui.step()
        if scene.reveal.shown:
            break
    tray = scene.stage.tray
    assert scene.reveal.shown and tray is not None
    first = tray.clashes[0]
    assert (first.round, first.attack, first.defence) == (1, card, defence)
    words = scene.narrator.clash(tray.last)
    rank = {"en": "against", "fr": "contre"}[lang]
    assert rank in words
    drawn = record_texts(monkeypatch)
    ui.step()
    assert words in " ".join(drawn)  # (on two lines where a wide letter, V, wraps it)
    monkeypatch.undo()
    until_the_person_acts(scene, ui)
    # the next round is dealt and laid: its face-down cards only, the old pair gone
    tray = scene.stage.tray
    assert tray is not None and scene.state.battle is not None
    assert all(not s.flipped for s in tray.row)
    assert tray.round >= 2
    # ... and round 1's results with them (fails before: its clash kept, said in words)
    assert all(c.round == tray.round for c in tray.clashes) and tray.last is None
    drawn = record_texts(monkeypatch)
    ui.step()
    said = " ".join(drawn)
    assert words not in said and f"{words.split()[0]} {rank}" not in said
    assert app.tr("dojo.tally.round", round=tray.round) in said
    assert any(words in line for _, line in scene.log_lines)  # the log keeps it
    # nothing face down is named: every clash is a flip the rules turned face up
    flipped = {(e.data["attack"], e.data["defence"]) for e in flips(session)}
    assert {(c.attack, c.defence) for c in tray.clashes} <= flipped


def flips(session: GameSession) -> list:  # type: ignore[type-arg]
    """The flips of the session's battles, replayed from its actions."""
    from ninjas.dojo.rules import new_game

    state = new_game(session.seed, dict(session.options))
    found = []
    for action in session.actions:
        found += [e for e in state.apply(action) if e.kind == "flip"]
    return found


@pytest.mark.parametrize(("lang", "then"), [("en", "battle"), ("fr", "battle"), ("fr", "summon")])
def test_a_battle_s_last_clash_is_said_in_the_panel_until_the_person_acts(
    app: App, ui: Driver, lang: str, then: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    session = reach(1, ends=True, then=then)
    scene = table(app, session)
    ui.step()
    battle = scene.state.battle
    assert battle is not None
    card, slot = battle.hand[0], battle.row.index(next(c for c in battle.row if c is not None))
    scene.play(f"play {card} {slot}")
    until_the_person_acts(scene, ui)
    ui.step(300)  # the battle's tray has faded: the clash is no longer in view there
    assert scene.stage.tray is None and scene.state.phase == then and scene.can_act
    said = scene.prompt_panel.last_clash()
    clash = scene.narrator.clash(scene.stage.last_clash)
    assert said == app.tr("dojo.last_clash", clash=clash)
    drawn = record_texts(monkeypatch)
    ui.step()
    assert any(clash.split()[0] in text for text in drawn)
    assert {"en": "Last clash", "fr": "Dernier affrontement"}[lang] in " ".join(drawn)
    # said where it covers no choice, and the hex note keeps off it
    area, _ = scene.prompt_panel.clash_place()
    assert scene.layout.action.contains(area)
    assert not any(area.colliderect(o.rect) for o in scene.choices.options)
    for h in scene.state.terrain:
        scene.cursor = h
        note = scene.note.box()
        assert note is None or not note[0].colliderect(area), h
    scene.cursor = None
    # the person's next choice: the line has been read
    scene.play(scene.state.legal_actions()[-1])
    assert scene.prompt_panel.last_clash() == ""
