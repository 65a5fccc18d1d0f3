"""Newcomer E (s15, nc-E 002-006): 'nothing tells me ... who starts' on Night's setup.
Where the rules choose who starts (Shinobi: the strongest card turned up; Dojo: a roll
of the dice), the options panel says it in a cell of its own, 'Who starts' / 'Qui
commence', with the way under it, inside the panel and clear of every option's row;
Taisen and Night have a 'First player' choice (Night's rulebook: 'choose someone').
Dojo's panel is full (its six rules, Phones and the computers' pace): there it gives its
cell to the pace and stands in the bottom bar, between Learn to play and Start, 'Who
starts' over the rule (newcomer P, s19: the pace stood there, apart)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes.app import App

from .conftest import record_blits
from .test_setup_goal_line import opened


@pytest.mark.parametrize("game", ["shinobi", "night", "dojo", "taisen"])
@pytest.mark.parametrize(
    ("size", "lang"), [((1280, 720), "en"), ((1280, 720), "fr"), ((1920, 1080), "fr")]
)
def test_the_setup_says_who_starts(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    setup = opened(app, game)
    texts = record_blits(monkeypatch)
    app.draw()
    drawn = dict(texts)
    tr = app.tr
    if game in ("taisen", "night"):  # its 'First player' choice says it (Night's:
        # test_setup_night_first.py)
        assert tr("setup.who_starts") not in drawn and tr("setup.first") in drawn
        return
    keys = ["setup.who_starts", f"setup.who_starts.{game}"]
    if game == "shinobi":
        keys.append(f"setup.who_starts.{game}.how")
    for key in keys:
        assert tr(key) in drawn, key  # whole, not cut (fails before: not said)
        rect = drawn[tr(key)]
        if game == "shinobi":
            assert setup.options_panel.contains(rect), key
        else:  # Dojo's: in the bottom bar (fails before: in the panel, the pace there),
            # by Back, away from Start (newcomer A, s24: beside Start it read as a button)
            tutorial = setup.tutorial_button
            assert tutorial is not None and rect.right <= tutorial.rect.left, key
            assert setup.back_button.rect.right <= rect.left, key
            assert tutorial.rect.top <= rect.top and rect.bottom <= tutorial.rect.bottom, key
        for widget in setup.menu.widgets:
            if not setup.hidden(widget):
                assert not widget.rect.colliderect(rect), (key, widget)
    assert tr("setup.who_starts") in ("Who starts", "Qui commence")
    # no choice to make, and it says so (newcomer I, s16: 'I could not tell if I can
    # change it'): the value names the rules
    assert tr(f"setup.who_starts.{game}").startswith(("The rules: ", "La règle\u00a0: "))
