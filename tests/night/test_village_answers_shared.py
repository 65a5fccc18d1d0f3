"""CI time (s14): a replay starts the game again at each step, a new Village each time,
and each asked pymunk again which throws reach which roof (Village.within: 3 s of a 13 s
replay test). The answers now follow the layout: every Village of the same layout shares
them (village._ANSWERS), a different layout has its own."""

from __future__ import annotations

from ninjas.night import data
from ninjas.night.village import Building, Village, named_village


def test_a_second_village_of_the_same_layout_asks_pymunk_nothing_again(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    asked: list[tuple[int, int]] = []
    throw = Village.throw

    def counted(self, start, target, length, **kwargs):  # type: ignore[no-untyped-def]
        asked.append((start, target))
        return throw(self, start, target, length, **kwargs)

    monkeypatch.setattr(Village, "throw", counted)
    first = named_village("crossroads")
    pairs = [(a, b) for a in range(len(first.buildings)) for b in range(len(first.buildings))]
    answers = [first.within(a, b, data.MOVE_STRING_MAX, fist=False, whole=False) for a, b in pairs]
    assert asked and any(answers) and not all(answers)
    seen = len(asked)
    again = named_village("crossroads")
    assert again is not first
    assert [
        again.within(a, b, data.MOVE_STRING_MAX, fist=False, whole=False) for a, b in pairs
    ] == answers
    assert [again.reachable(a, b) for a, b in pairs] == [first.reachable(a, b) for a, b in pairs]
    assert len(asked) == seen  # nothing asked again
    # another layout (a building moved) has answers of its own
    buildings = list(first.buildings)
    b = buildings[0]
    buildings[0] = Building(b.x + 0.5, b.y, b.w, b.h, b.floors)
    other = Village(first.name, first.diameter, buildings, list(first.trees))
    reached = pairs[answers.index(True)]
    other.within(*reached, data.MOVE_STRING_MAX, fist=False, whole=False)
    assert len(asked) > seen
