"""French review words never say 'de les' / 'de vos' wrongly: a count of a seat's turns,
rounds or ninjas said of another seat reads '6 des 6 manches de Hugo', not '6 de les 6
manches' (newcomer B, s24, s104: 'Encore à l'étude : 6 de les 6 manches')."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from scenes.review.subject import Subject

KEYS = [
    ("review.still.rounds", {"left": 6}),
    ("review.still", {"left": 3}),
    ("review.turning.taisen_out", {"name": "Loup"}),
    ("review.turning.taisen_out.any", {}),
]


@pytest.mark.parametrize("name", [None, "Hugo"])
@pytest.mark.parametrize(("key", "extra"), KEYS)
def test_counts_of_a_seat_s_things_read_as_french(
    name: str | None, key: str, extra: dict[str, object]
) -> None:
    tr = Subject(Translator("fr"), name)
    said = str(tr.plural(key, 6, **extra))
    assert "de les" not in said and " de des " not in said, said
    assert ("des 6" if name else "de vos 6") in said or "hors jeu" in said or "sortis" in said, said
