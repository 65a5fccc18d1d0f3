"""The Night table as newcomer 62 met it in a real window (issue 33)."""

from __future__ import annotations

from ninjas.night.rules import NightAction
from scenes.night.words import aim_key, stable_order


def _act(kind: str, *args: str) -> NightAction:
    return NightAction(kind, args)


def test_the_discard_rows_read_in_slot_order() -> None:
    """c27.png: "Discard slot 1, slot 3, slot 2". Slots 1 and 3 were offered before the
    steal filled slot 2, and a row offered since came after the older ones. The
    discards stand where the discards stood, in slot order; the rows above them and
    End the turn keep their places."""
    bonus = _act("potion", "0")
    before = [aim_key(a) for a in (bonus, _act("discard", "0"), _act("discard", "2"))]
    actions = [bonus, *(_act("discard", str(i)) for i in range(3)), _act("end")]
    ordered = stable_order(before, actions)
    assert [str(a) for a in ordered] == [
        "potion 0",
        "discard 0",
        "discard 1",
        "discard 2",
        "end",
    ]
