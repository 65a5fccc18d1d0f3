"""A seat's own moves, told on its own phone, in the second person (issue 33, newcomer K,
phB6: Ben's phone said 'Ben recrute.' of Ben's own Recruit): 'You recruit.' / 'Vous
recrutez.' in its lines since its last turn; the laptop's log and another seat's lines
keep the name. EN and FR."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_page_hand import played_to


def recruiting(state: Any) -> bool:
    return any(a.kind == "recruit" for a in state.legal_actions())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_seat_s_own_recruit_is_told_to_its_phone_as_its_own(phone_table, lang: str) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")], seed=0, lang=lang, prepare=played_to(recruiting)
    )
    table.frames(1)
    link, tr = table.link, table.app.tr
    name = table.scene.seat_name(0)
    recruit = next(a for a in table.scene.state.legal_actions() if a.kind == "recruit")
    link._take(0, str(recruit), link.serial)
    assert table.run_until(lambda: tr("shinobi.log.recruit", name=name) in _log(table), 10)
    table.frames(2)
    mine = [text for text, _ in link.state_message(0)["since"]]
    theirs = [text for text, _ in link.story.since(1)]
    said = str(tr("shinobi.log.recruit.you"))
    assert said in mine and tr("shinobi.log.recruit", name=name) not in mine, mine
    assert said == {"en": "You recruit.", "fr": "Vous recrutez."}[lang]
    assert tr("shinobi.log.recruit", name=name) in theirs and said not in theirs, theirs


def _log(table: PhoneTable) -> str:
    from scenes.log_panel import as_line

    return "\n".join(as_line(line).text for line in table.scene.log_lines)
