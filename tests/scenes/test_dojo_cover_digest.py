"""A Dojo battle cover tells the story since the person last played one line a player,
as Shinobi's and Night's covers do (scenes/dojo/brief.py): 'Ada: rolled 6, moved a
ninja to the plains, threw a shuriken at the water (south-west)', the throw at Ben's
ninja in gold; the whole story stays behind Tab. Newcomer X, s13, 162: a walk
was told a step a line, three lines for one ninja's walk. A built game, EN and FR."""

from __future__ import annotations

import random

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.brief import Brief
from scenes.since_turn import since_last_turn
from scenes.story_digest import digest


def walked_and_fought(app: App) -> DojoScene:
    """Seed 1's random game up to seat 0's first turn that walked 5 steps and threw
    (its 23rd action: seat 1 is to lay its card)."""
    seats = [Seat("human", name="Ada"), Seat("human", name="Ben")]
    session = GameSession.new("dojo", seats, 1, {}, autosave=False)
    rng = random.Random(1)
    for _ in range(23):
        session.apply(make_agent("random", rng.randrange(99)).choose(session.state))
    return DojoScene(app, session, animate=False, ai_pause=0)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_turn_of_walks_and_a_battle_is_one_line(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = walked_and_fought(app)
    assert scene.state.current_player == 1 and scene.state.battle is not None
    full = since_last_turn(scene, 1, public=True)
    lines = digest(scene, 1)
    tr = app.tr
    sep = "\u00a0: " if lang == "fr" else ": "
    ada = [line for line in lines if line.text.startswith("Ada" + sep)]
    assert len(ada) == 1 and len(full) > len(lines) + 4  # before: no digest, every step
    said = ada[0].text
    moved = tr.plural("dojo.brief.walked", 2, places="|").split("|")[0].split()[0]
    assert said.count(moved) == 1  # the turn's walks in one phrase
    assert tr("dojo.brief.rolled", value="|").split("|")[0] in said
    # the shuriken at Ben's ninja in gold, and only it
    threw = tr("dojo.brief.throw", target="|").split("|")[0]
    assert ada[0].touched and len(ada[0].gold) == 1 and ada[0].gold[0].startswith(threw)
    assert ada[0].gold[0] in said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_battle_says_what_each_side_lost(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = walked_and_fought(app)
    brief = Brief(scene)
    h = [0, 0]
    assert brief.words(Event("battle", {"seat": 0, "hex": h, "attackers": 3, "defenders": 2}))
    said = brief.words(Event("battle_over", {"attacker": 0, "attackers": 2, "defenders": 0}))
    tr = app.tr
    assert said == [
        tr.plural("dojo.brief.lost", 2, name="Ben"),
        tr.plural("dojo.brief.lost_too", 1, name="Ada"),
    ]
