"""A seat's own moves, told on its own phone, in the second person at Night's and Dojo's
tables too (issue 33, the small things, item 2: only Shinobi's phone said 'You
recruit.'; Night's and Dojo's said 'Ana collects 2 tokens.', 'Ana moves a ninja...' on
Ana's own phone). Its lines since its last turn and its 'Last move' say 'You...' /
'Vous...'; the laptop's log and the other seats' lines keep the name. (Taisen has no
phone page: nothing of it is hidden.) EN and FR."""

from __future__ import annotations

import random

import pytest

from ninjas.core.session import Seat

from .conftest import PhoneTable

YOU = {"en": ("You ", "Your "), "fr": ("Vous ", "Votre ")}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["night", "dojo"])
def test_a_seat_s_own_moves_are_told_to_its_phone_as_its_own(
    phone_table, game: str, lang: str
) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")],
        game=game,
        seed=3,
        lang=lang,
        laptop=True,
        laptop_agent="easy",
    )
    link, scene = table.link, table.scene
    name = scene.seat_name(0)
    rng = random.Random(3)

    def mine() -> list[str]:
        table.phone_move(0, rng)  # its secret choices (a plan, a card), made on its phone
        return [text for text, _ in link.state_message(0)["since"]]

    assert table.run_until(lambda: any(t.startswith(YOU[lang]) for t in mine()), 60)
    said = mine()
    assert not any(t.startswith(name + " ") for t in said), said  # before: 'Ana ...'
    # the same moves, to anyone else, by name: the laptop's log and the other seat
    story = link.story
    own = [line for line in story._lines if line.owner is None and story._actors[line.turn] == 0]
    yours = [story._yours(line, 0) for line in own]
    assert [y for y in yours if y.startswith(YOU[lang])]
    assert any(line.text.startswith(name) for line in own)
    mine_last = next(line.text for line in reversed(own) if story._yours(line, 0) != line.text)
    assert story.said_to(0, mine_last).startswith(YOU[lang])  # its 'Last move' too
    assert story.said_to(1, mine_last) == mine_last  # the other seat's: by name
    assert all(
        line.text != y for line, y in zip(own, yours, strict=True) if y.startswith(YOU[lang])
    )
