"""Dojo's phone tells how the battle went so far when its seat plays on in it (newcomer
B, s23, FR, 87: after the round '5 contre V : vous perdez un ninja', the defender laid
again, face down, and her phone's story began after those silent layings: empty, it
showed only 'Dernier coup : Bea pioche 1 carte, Clan bleu 1.'). Others' actions it heard
nothing of, right after its own, belong to its turn: the story begins with its turn; and
the battle's line on top adds its last clash ('Last clash: 5 against Q: you lose a
ninja.')."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat

from .conftest import PhoneTable

SEATS = [Seat("human", name="Bea"), Seat("ai", "easy")]


def to_second_round(session: GameSession) -> None:
    """Both seats by the easy computer until Bea attacks in a battle's later round (a
    clash fought, the defender's cards laid again)."""
    state = session.state
    agents = [make_agent("easy", session.seed), make_agent("easy", session.seed + 1)]
    clashed = False
    for _ in range(6000):
        battle = state.battle
        if battle is None:
            clashed = False
        if battle is not None and state.phase == "attack" and battle.attacker == 0 and clashed:
            if state.current_player == 0:
                return
        if state.is_terminal:
            break
        events = session.apply(agents[state.current_player].choose(state))
        clashed = clashed or any(e.kind == "flip" for e in events)
        if any(e.kind == "redraw" for e in events):
            clashed = True
    pytest.skip("no later round of Bea's attack in this game")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_her_phone_tells_the_clash_of_the_round_before(phone_table: Any, lang: str) -> None:
    table: PhoneTable = phone_table(SEATS, seed=0, game="dojo", lang=lang, prepare=to_second_round)
    table.frames(3)
    message = table.link.state_message(0)
    since = [text for text, _touched in message["since"]]
    flips = [
        line.text
        for line in table.link.story._lines
        if line.event.kind == "flip" and line.owner is None
    ]
    assert flips
    # (fails before: [] and 'Last move: Bea draws 1 card, Blue clan 1.' alone)
    assert since, message["last"]
    told = {table.link.story.said_to(0, text) for text in flips[-1:]} | set(flips[-1:])
    assert told & set(since), (since, flips[-1])
    # and the battle's line on top says it (fails before: the battle alone)
    first = message["prompt"].split("\n")[0]
    said = table.link.story.said_to(0, flips[-1])
    assert first.endswith(table.app.tr("phone.dojo.last_clash", clash=said)), first
