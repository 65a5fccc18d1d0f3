"""The Night table names its village in the top bar, after the rounds' moons, and the
results name it in their corner: 'Village: Komuzato (random)', the name the History
gives a village drawn at random (52ece7dc, ninjas.village_names), or a map's 'Village:
Plaza'. The player met a drawn village's name only in the History, after the game.
scenes/night/village_title.py, throw_list.NightResults.draw_corner."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.village_names import drawn_village_name
from scenes.app import App
from scenes.night import NightScene
from scenes.night.throw_list import NightResults

from .conftest import record_blits

SHOTS = [((1280, 720), "fr"), ((1920, 1080), "en")]
SEATS = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]


def night(seed: int, village: str = "random", end: bool = False) -> GameSession:
    """A three-seat Night game on `village`, placed and planned at random (to its end
    where `end`)."""
    session = GameSession.new(
        "night", list(SEATS), options={"players": 3, "village": village}, seed=seed, autosave=False
    )
    chooser = random.Random(seed)
    while not session.state.is_terminal and (end or session.state.phase == "place"):
        session.apply(chooser.choice(list(session.state.legal_actions())))
    return session


def table_of(app: App, session: GameSession) -> NightScene:
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene


@pytest.mark.parametrize(("size", "lang"), SHOTS)
def test_the_table_s_top_bar_names_its_village_drawn_at_random(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = table_of(app, night(11))
    name = drawn_village_name(11)
    texts = record_blits(monkeypatch)
    app.draw()
    said = [(string, rect) for string, rect in texts if name in string]
    assert said, [string for string, _ in texts]  # fails before: the name nowhere
    string, rect = said[0]
    assert string == app.tr("night.village.drawn", name=name)  # whole at both sizes
    buttons = [b.rect for b in scene.buttons.values()]
    assert rect.left > scene.table_view.top_bar_right()  # after the moons
    assert rect.right < min(b.left for b in buttons)  # short of Hint
    assert rect.bottom <= max(b.bottom for b in buttons)  # in the top bar
    app.set_language("en")


def test_a_map_is_named_as_the_setup_names_it(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table_of(app, night(11, "plaza"))
    texts = record_blits(monkeypatch)
    app.draw()
    words = app.tr("night.village", name=app.tr("setup.village.plaza"))
    assert words in [string for string, _ in texts]


@pytest.mark.parametrize(("size", "lang"), SHOTS)
def test_the_results_name_the_village(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    session = night(11, end=True)
    table = table_of(app, session)
    results = NightResults(app, session, table.results_lines(), [])
    app.push(results)
    results.moment.active = False  # the cards
    texts = record_blits(monkeypatch)
    app.draw()
    name = drawn_village_name(11)
    foot = [(s, r) for s, r in texts if name in s and r.bottom > size[1] * 9 // 10]
    assert foot, [s for s, _ in texts]
    assert not any("11" in s for s, _ in foot)  # the seed left to the History (s22)
    keys = next(r for s, r in texts if s == results.hint_words())
    assert foot[0][1].left - keys.right >= 20  # clear of the keys' line
    assert foot[0][1].right <= size[0]
    app.set_language("en")


@pytest.mark.parametrize(("size", "lang"), SHOTS)
def test_the_name_gives_way_to_the_replay_button(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    lang: str,
) -> None:
    """Where 'Replay their turns' stands left of Hint, the name keeps clear of it
    (shorter, or not drawn)."""
    app = sized_app(size)
    app.set_language(lang)
    scene = table_of(app, night(11))
    monkeypatch.setattr(scene, "again_in_bar", lambda: True)
    monkeypatch.setattr(scene, "again_seats", lambda: [1, 2])
    texts = record_blits(monkeypatch)
    app.draw()
    button = scene.place_again().rect
    name = drawn_village_name(11)
    assert all(rect.right < button.left for string, rect in texts if name in string)
    app.set_language("en")
