"""A power the rules skip says why (issue 33, newcomer N, s8: "Singe : copiez un pouvoir
à 2." then "Singe : sans effet." and no reason; there was no clan on the table to copy).
Every power the rules may skip (ninjas/shinobi/powers.py, _start_power) has its reason,
in both languages."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from ninjas.shinobi.position import TARGETED
from ninjas.shinobi.powers import SKIP_WHY
from scenes.app import App

from .test_shinobi_scene import table


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Monkey: no effect, no clan on the table has a power it may copy."),
        ("fr", "Singe\u00a0: sans effet, aucun clan en jeu n'a de pouvoir qu'il puisse copier."),
    ],
)
def test_the_monkeys_copy_with_nothing_to_copy_says_why(app: App, lang: str, said: str) -> None:
    app.set_language(lang)
    scene = table(app, [Seat("human", name="Ana"), Seat("human", name="Ben")], seed=4)
    event = Event(
        "power_skipped", {"seat": 0, "power": "copy_power2", "source": "Monkey", "why": "copy"}
    )
    assert scene.words.describe(event) == [(None, said)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_reason_the_rules_may_give_is_worded(lang: str) -> None:
    """Every power aimed at an opponent has its reason in the rules (powers.SKIP_WHY),
    and every reason the rules give (those, the copy's, the Jigoku's, the deck's) its
    words in both catalogues."""
    assert set(SKIP_WHY) == set(TARGETED)
    tr = Translator(lang)
    for why in {*SKIP_WHY.values(), "copy", "jigoku", "deck"}:
        assert tr.has(f"shinobi.skip.{why}"), why


def test_the_rules_say_why_the_monkey_copies_nothing() -> None:
    """A Monkey's copy with no other clan on the table: the event carries 'copy'."""
    from ninjas.shinobi.position import Pending
    from ninjas.shinobi.rules import new_game

    state = new_game(4, {"players": 2})
    state.clans = [{} for _ in state.clans]
    events: list[Event] = []
    assert not state._start_power(Pending(0, "copy_power2", 2, 0, "Monkey"), events)
    skipped = [e for e in events if e.kind == "power_skipped"]
    assert skipped and skipped[0].data["why"] == "copy"
