"""After a computer's turn, its panel's summary reads a deed a line beside its clans, or
runs on under them across the panel: never a deed cut over the narrow column's lines.
Newcomer Y (s21) and newcomer A (s22, EN 1280x720, g1_28): beside two clans Sora's
'corrupt / new / Monkey / clan, 2 / cards / discarded / Crow', a word or two a line down
a column 64 px wide. EN 4 players 1280x720 and 1920x1080, FR 1280x720."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.shinobi import ShinobiScene
from scenes.shinobi.deeds_flow import COLUMN
from scenes.shinobi.public_table import panel_of

from .test_shinobi_corruption_points import drawn
from .test_shinobi_deeds_round_clans import of


@pytest.mark.parametrize(
    ("size", "lang"), [((1280, 720), "en"), ((1280, 720), "fr"), ((1920, 1080), "en")]
)
def test_no_deed_is_cut_down_the_column(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Ana"), Seat("ai", "easy"), Seat("ai", "easy")]
    seats.append(Seat("ai", "easy"))
    session = GameSession.new("shinobi", seats, 7, {"players": 4}, autosave=False)
    state = session.state
    b = next(s for s in range(1, 4) if s != state.current_player)  # an opponent
    state.clans[b] = {"Carp": of("Carp", 2), "Monkey": of("Monkey", 2)}
    used = {x for cards in state.clans[b].values() for x in cards}
    for seat in range(4):
        state.hands[seat] = [x for x in state.hands[seat] if x not in used]
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    scene.computer.drive = lambda step: None  # type: ignore[method-assign]
    app.push(scene)
    events = [
        Event("corrupt", {"seat": b, "card": 5, "reveals": True}),
        Event("place_clan", {"seat": b, "clan": "Monkey", "cards": of("Monkey", 2), "clans": 2}),
        Event("discard", {"seat": b, "card": of("Crow", 1)[0]}),
    ]
    scene.kept_marks.note(True, events, len(session.actions))
    shown = drawn(app, scene, monkeypatch)
    deeds = scene.kept_marks.deeds
    said = [words for words, _ in deeds.lines(scene, b)]
    assert len(said) == 3
    tiles = [rect for rect, seat, _ in scene.board.tiles if seat == b]
    right = max(rect.right for rect in tiles)
    panel = panel_of(scene, b)
    assert panel is not None
    for string, rect in shown:
        parts = [words for words in said if string != words and string in words]
        top, bottom = min(t.top for t in tiles), max(t.bottom for t in tiles)
        beside = right <= rect.left < panel.right and top - theme.px(4) <= rect.top < bottom
        if parts and beside:  # a piece of a deed in the column (fails before)
            raise AssertionError((string, rect, said))
    for rect in deeds.flowed.get(b, []):  # under the clans the lines are wide
        if rect.width < theme.px(COLUMN):
            assert rect.left >= right
    assert deeds.whole[b] == 3  # and every deed told
    for rect in deeds.flowed.get(b, []) + [deeds.drawn[b]]:
        for tile in tiles:
            assert not rect.colliderect(tile)
    app.set_language("en")
