"""Newcomer Y (s13, 104.png, 140.png): the Night cover's button 'Je suis Bruno : montrer
les jetons que j'ai vus' read as 'show my tokens to everyone'; it is the table showing
that person, alone, the faces they have seen. The buttons say so: 'show me the tokens I
have seen' / 'me montrer les jetons que j'ai vus', and so for the tokens taken."""

from __future__ import annotations

from typing import Any

import pytest

from scenes.handoff import ready_text

FOR_ME = {"en": "show me the tokens", "fr": "me montrer les jetons"}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("key", ["tokens", "plan_tokens", "take"])
def test_a_cover_that_shows_tokens_says_it_shows_them_to_that_person(
    app: Any, lang: str, key: str
) -> None:
    app.set_language(lang)
    text = ready_text(app, "night", "Bruno", f"handoff.ready.night.{key}")
    assert "Bruno" in text and FOR_ME[lang] in text, text
