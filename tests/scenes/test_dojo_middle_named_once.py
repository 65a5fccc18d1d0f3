"""The board's middle has one name (newcomer B, s23, FR 1280x720, 83b: the same hex was
'la plaine du milieu' in one line and 'la plaine du centre' in another): the words for
a place in the middle of the board and for a part lying in the centre are the same."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_middle_is_called_one_thing(lang: str) -> None:
    tr = Translator(lang)
    middle = tr("dojo.place.middle", terrain="X")
    assert middle.endswith(tr("dojo.lies.centre"))  # fails before: 'du centre'
