"""A Dojo held by fewer ninjas than the enemy can walk onto it next turn is warned of, not
only an empty one (issue 33, newcomer W, s21, Dojo EN 1280x720 vs Hard: he spread out as
the hint did, one ninja left home; on Blue's first turn a blue ninja walked through two
forests of his onto his Dojo, won the battle 8 v 7, and the game). Ending the walk asks
first, saying how many with what roll; the walk hint says it; the Dojo placement hint says
that a Dojo within one roll of the other's is rushed from the first turn. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.dojo.rush import outnumbered, site_moves
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.message import ConfirmScene

from .test_dojo_scene import key

SEED = 1
HOME, OTHER = (-4, 1), (-3, 4)
AWAY = (0, 0)


def placed(seed: int = SEED) -> GameSession:
    """Seed 1, each Dojo on the first site offered (three moves apart), to the person's
    first walk."""
    session = GameSession.new("dojo", [Seat(), Seat("ai", "hard")], seed, {}, autosave=False)
    while not (session.state.phase == "move" and session.state.mover == 0):
        session.apply(str(session.state.legal_actions()[0]))
    return session


def spread(home: int) -> GameSession:
    """The person's walk spent, `home` ninjas left on the Dojo, the rest far off on the
    plains in the middle; Blue's five still on its Dojo, three moves away."""
    session = placed()
    state = session.state
    assert state.dojos == [HOME, OTHER]
    state.ninjas[HOME] = [home, 0]
    state.ninjas[AWAY] = [5 - home, 0]
    state.remaining = 0
    return session


def table(app: App, session: GameSession, lang: str) -> DojoScene:
    app.set_language(lang)
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_e_with_one_ninja_home_and_two_in_reach_asks_first(app: App, lang: str) -> None:
    """Before: E ended the walk at once (only an empty Dojo was asked about)."""
    scene = table(app, spread(1), lang)
    rush = outnumbered(scene.state, 0)
    assert rush is not None and (rush.defenders, rush.roll, rush.most) == (1, 6, 2)
    key(scene, pygame.K_e)
    box = app.top
    assert isinstance(box, ConfirmScene), "E ended the walk with one ninja home"
    tr = app.tr
    assert box.title == tr("dojo.rush.title")
    assert tr.plural("dojo.rush.held", 1) in box.text
    assert scene.seat_name(1) in box.text and tr("dojo.rush.roll_six") in box.text
    key(box, pygame.K_ESCAPE)  # Cancel: the walk goes on
    assert app.top is scene and scene.state.phase == "move"
    key(scene, pygame.K_e)
    app.top.confirm()
    assert app.top is scene and scene.state.phase != "move"


def test_e_with_as_many_home_as_a_six_walks_in_ends_at_once(app: App) -> None:
    scene = table(app, spread(2), "en")
    assert outnumbered(scene.state, 0) is None
    key(scene, pygame.K_e)
    assert app.top is scene and scene.state.phase != "move"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_to_end_says_the_rush(app: App, lang: str) -> None:
    """The hint at the spent walk is End; its words say what Blue can walk in (before:
    'Hint: end the move' alone)."""
    scene = table(app, spread(1), lang)
    end = next(a for a in scene.state.legal_actions() if str(a) == "end")
    words = scene.narrator.hint_text(end)
    tr = app.tr
    said = tr("dojo.rush.hint", name=scene.seat_name(1), count=2, roll=tr("dojo.rush.roll_six"))
    assert said in words, words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_placement_hint_says_a_close_dojo_is_rushed(app: App, lang: str) -> None:
    """Blue's Dojo placed first (seed 2), the person's site three moves from it: the hint
    says to expect a rush from the first turn (before: only the ground beside it)."""
    session = GameSession.new("dojo", [Seat(), Seat("ai", "hard")], 2, {}, autosave=False)
    while session.state.dojos[1] is None or session.state.current_player != 0:
        session.apply(str(session.state.legal_actions()[0]))
    state = session.state
    assert state.phase == "dojo" and state.dojos[1] == HOME
    scene = table(app, session, lang)
    site = next(a for a in state.legal_actions() if str(a) == f"dojo {OTHER[0]},{OTHER[1]}")
    assert site_moves(state, OTHER, 0) == 3
    words = scene.narrator.hint_text(site)
    dojo = app.tr("dojo.place.dojo", name=scene.clan_name(1))
    said = app.tr.plural("dojo.rush.site", 3, moves=3, dojo=dojo, count=2)
    assert said[1:] in words and said[0].upper() in words, words


def test_a_site_a_six_reaches_with_one_ninja_only_says_no_rush(app: App) -> None:
    """Four moves or more from Blue's Dojo a 6 walks in one ninja, which one at home
    meets: nothing said of a rush."""
    session = GameSession.new("dojo", [Seat(), Seat("ai", "hard")], 2, {}, autosave=False)
    while session.state.dojos[1] is None or session.state.current_player != 0:
        session.apply(str(session.state.legal_actions()[0]))
    state = session.state
    scene = table(app, session, "en")
    far = [
        a
        for a in state.legal_actions()
        if (site_moves(state, tuple(map(int, a.args[0].split(","))), 0) or 9) >= 4
    ]
    assert far
    for site in far:
        assert "move first" not in scene.narrator.hint_text(site)
