"""A destroyed clan's ghost ('Destroyed', struck through) is kept clear by the words of
what was done to its seat: newcomer A (s22, EN 1280x720, g1_41z) read Ben's red 'Midori's
Spider: Monkey clan destroyed' printed on top of the ghost of that Monkey clan, two texts
over each other. The deeds go beside or under the clans and the ghost, never on it. EN/FR,
1280x720 and 1920x1080 (a short deed of the seat's own, 'corrupt', went whole in the
column right of its last clan: over the ghost)."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes.shinobi import ShinobiScene
from scenes.shinobi.changed_marks import ChangedMarks

from .test_shinobi_deeds_round_clans import of


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_deeds_keep_off_the_destroyed_clan(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Ann"), Seat("ai", "easy"), Seat("ai", "easy")]
    seats.append(Seat("ai", "easy"))
    session = GameSession.new("shinobi", seats, 7, {"players": 4}, autosave=False)
    state = session.state
    a, b = [s for s in range(1, 4) if s != state.current_player][:2]
    state.clans[a] = {"Carp": of("Carp", 2), "Dragon": of("Dragon", 2)}
    used = {x for cards in state.clans[a].values() for x in cards} | set(of("Monkey", 2))
    for seat in range(4):
        state.hands[seat] = [x for x in state.hands[seat] if x not in used]
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    scene.computer.drive = lambda step: None  # type: ignore[method-assign]
    app.push(scene)
    events = [
        Event("corrupt", {"seat": a, "card": 5, "reveals": True}),  # a short deed of its own
        Event("power", {"seat": b, "source": "Spider", "power": "destroy_clan", "level": 3}),
        Event(
            "destroy",
            {"seat": b, "target": a, "clan": "Monkey", "cards": of("Monkey", 2), "whole": True},
        ),
    ]
    scene.kept_marks.note(True, events, len(session.actions))
    wrecks: dict[int, list[Any]] = {}
    draw = ChangedMarks.draw_ghosts

    def noted(self: ChangedMarks, canvas: Any, table: Any, seat: int, free: Any) -> None:
        wrecks[seat] = list(free[: len(self.ghosts.get(seat, []))])  # the ghosts' places
        draw(self, canvas, table, seat, free)

    monkeypatch.setattr(ChangedMarks, "draw_ghosts", noted)
    scene.draw(app.canvas)
    deeds = scene.kept_marks.deeds
    assert deeds.lines(scene, a), "the blow is told on Ben's panel"
    ghost = wrecks.get(a)
    assert ghost, wrecks
    told = [*deeds.flowed.get(a, []), deeds.drawn[a]]
    for rect in told:
        for wreck in ghost:
            assert not rect.colliderect(wreck), (rect, wreck)  # fails before: over it
    app.set_language("en")
