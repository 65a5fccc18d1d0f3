"""A computer's power is seen to aim before it strikes (newcomers B and D, s14: 'one
beat per step ... the target flashing before it's destroyed'): its 'target' event frames
the target's panel in red, 'Targeted by Midori', and holds the table a beat before the
blow; the frame goes once the blow's cards have landed; a person's own power is not
held; a turn that aims has the beat more than the shared budget. EN and FR."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from ninjas.shinobi import data
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.shinobi.aim_beat import AIM_SECONDS

from .conftest import record_texts


def table(app: App) -> ShinobiScene:
    seats = [Seat("human", name="Léa"), Seat("ai", "easy", name="Midori")]
    session = GameSession.new("shinobi", seats, 3, {"players": 2, "mode": "grandmaster"})
    scene = ShinobiScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    return scene


def told(scene: ShinobiScene, event: Event, computer: bool) -> None:
    scene.staging.starts[id(event)] = (1, computer)  # the action's first event
    scene.staging.announce(event)


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("fr", (1920, 1080))])
def test_a_computer_s_aim_frames_its_target_and_holds_a_beat(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    size: tuple[int, int],
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = table(app)
    scene.staging.hurry()  # the game's opening told
    state = scene.state
    bears = [card.id for card in data.CARDS if card.name == "Bear"][:2]
    state.clans[0] = {"Bear": bears}
    told(scene, Event("target", {"seat": 1, "target": 0, "power": "destroy_clan"}), True)
    aims = scene.staging.aims
    assert aims.aim is not None and aims.left == AIM_SECONDS  # fails before: no aim
    assert scene.busy  # the blow waits its beat
    texts = record_texts(monkeypatch)
    app.draw()
    assert aims.drawn == scene.layout.own  # Léa's own panel, framed
    assert app.tr("shinobi.aim", name=scene.seat_name(1)) in texts
    scene.staging.tick(AIM_SECONDS + 0.01)
    assert aims.left == 0
    state.clans[0] = {}
    state.jigoku.extend(bears)
    blow = {"seat": 1, "target": 0, "clan": "Bear", "cards": bears, "whole": True}
    scene.staging.announce(Event("destroy", blow))
    assert aims.aim is not None  # kept while its cards fly
    for _ in range(60):
        scene.staging.tick(0.05)
    assert aims.aim is None


def test_a_person_s_own_power_is_not_held(app: App) -> None:
    scene = table(app)
    told(scene, Event("target", {"seat": 0, "target": 1, "power": "destroy_clan"}), False)
    assert scene.staging.aims.aim is None and scene.staging.aims.left == 0


def test_a_turn_that_aims_has_the_beat_more(app: App) -> None:
    scene = table(app)
    aims = scene.staging.aims
    clock = SimpleNamespace(turn=(1, 5), thought=0.0)
    computer = SimpleNamespace(clock=clock)
    assert aims.extra(computer, [Event("place_clan", {"seat": 1})]) == 0.0
    aimed = [Event("target", {"seat": 1, "target": 0, "power": "destroy_card"})]
    assert aims.extra(computer, aimed) == AIM_SECONDS
    assert aims.extra(computer, [Event("destroy", {"seat": 1})]) == AIM_SECONDS  # same turn
    clock.turn = (1, 9)  # its next turn
    assert aims.extra(computer, []) == 0.0


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_gold_plus_on_a_clan_is_said_in_its_view(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Newcomer D, s14, 121_1: the '+3' on Midori's Monkey clan was unexplained."""
    from tests.shinobi.test_rules import BEAR, CARP, arrange

    from .test_shinobi_scene import table as seated
    from .test_shinobi_table_layout import first_seed

    app.set_language(lang)
    scene = seated(app, [Seat("ai", "easy"), Seat("human")], "grasshopper", first_seed(2))
    scene.play("recruit")  # the computer's (seat 0) turn, played here by hand
    arrange(scene.state, hands={0: [BEAR[0], BEAR[1], CARP[0]], 1: [CARP[1], CARP[2]]})
    scene._refresh()
    place = next(a for a in scene.state.legal_actions() if str(a).startswith("place Bear"))
    scene.play(place)
    scene.draw(app.canvas)
    tile = next(rect for rect, seat, clan in scene.board.tiles if (seat, clan) == (0, "Bear"))
    scene.pointer_moved, scene.mouse = True, tile.center
    texts = record_texts(monkeypatch)
    scene.draw(app.canvas)
    said = app.tr.plural("shinobi.mark.laid", 2, name=scene.seat_name(0))
    assert said in texts  # fails before: the view's title alone
    assert scene.zoom.clan_view is not None
