"""The table notices a phone that was closed (s23, left in E7's brief: with Bea's page
closed the table still said 'Bea chooses on their phone. No phone? F2: ...', and
nothing came). Once her phone has been gone a few seconds the table says it is not
connected and how to get it back; her page opened again on the same phone links with
the seat it kept, and the table's words are as before. Her own phone's words are never
the laptop's F2, and another phone hears that hers is away. In a real browser, EN/FR."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, playwright_api

SEATS = [Seat("human", name="Bea"), Seat("human", name="Kai"), Seat("ai", "easy")]
WHO = "() => document.getElementById('who').textContent"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_closed_phone_is_told_at_the_table_and_comes_back(phone_table: Any, lang: str) -> None:
    table: PhoneTable = phone_table(SEATS, seed=5, lang=lang)
    table.frames(1)
    scene, tr = table.scene, table.app.tr
    assert scene.state.current_player == 0 and scene.phone_seat(0)
    waiting = tr("shinobi.waiting.phone", name="Bea")
    away = tr("phone.away", name="Bea")
    url = dict(table.link.links())[0]
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            context = browser.new_context(viewport={"width": 390, "height": 844})
            page = context.new_page()
            page.goto(url)
            assert table.run_until(lambda: table.link.linked() == {0}, 20)
            assert table.run_until(lambda: page.evaluate(WHO) == "Bea", 20)
            # A frame of the table while she is linked, as at 60 fps: under load the two
            # waits above could end with no frame between her link and the close below,
            # so the table never saw her phone linked (absence.seen empty, never 'away').
            table.frames(1)
            linked_words = scene.prompt.text()
            page.close()  # the page closed on her phone
            assert table.run_until(lambda: scene.prompt.text() == away, 20)
            told_kai = table.link.state_message(1)["prompt"]
            told_bea = table.link.state_message(0)["prompt"]
            again = context.new_page()  # opened again on the same phone (its secret kept)
            again.goto(url)
            assert table.run_until(lambda: table.link.linked() == {0}, 20)
            back_words = scene.prompt.text()
        finally:
            browser.close()
    assert linked_words == waiting
    # (fails before: the table said 'Bea chooses on their phone...' all along)
    assert "F2" in away and away != waiting
    assert told_kai == tr("phone.away.other", name="Bea"), told_kai  # no F2 on a phone
    assert "F2" not in told_bea
    assert back_words == waiting
