"""Small words of the Shinobi table (newcomer U, s13): the 4th clan's preview puts a full
stop before what it ends ('Marc +9. He ends the round', 184); a finished game's footer
offers no cards to click, no hint, no undo (091); the 'While you waited' note never
covers the seat's own corruption (140). EN and FR."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.shinobi import ShinobiScene

from .conftest import Driver
from .hotseat import reveal_hand, table
from .test_shinobi_fourth_clan_said import three_clans_laid
from .test_shinobi_table_layout import akane_places


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_full_stop_stands_before_what_a_4th_clan_ends(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = table(app, ShinobiScene, three_clans_laid("grandmaster"))
    reveal_hand(app, ui, scene)
    ends = app.tr("shinobi.preview.ends_round")
    said = [scene.option_panel.preview(a) for a in scene.state.legal_actions()]
    told = [words for words in said if ends in words and not words.startswith(ends)]
    assert told and all(f". {ends}" in words for words in told), told  # fails before


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_finished_game_s_footer_offers_no_hint_nor_undo(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = akane_places(app)
    scene.state.over = True
    assert scene.state.is_terminal
    assert scene.help_key() == "shinobi.help_over"  # fails before: 'shinobi.help'
    words = app.tr("shinobi.help_over")
    assert app.tr("shinobi.help").split(".")[0] not in words


@pytest.mark.parametrize(("lang", "size"), [("fr", (1280, 720)), ("en", (1920, 1080))])
def test_the_waited_note_leaves_the_seat_s_corruption_seen(
    sized_app, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = akane_places(app)
    long = "Midori's Fox: your hand loses Carp (1), Spider (2), Rat (3), Toad (4), Ronin (2)."
    scene.news.shown_lines = lambda: [long] * 5  # type: ignore[method-assign]
    scene.draw(app.window)
    note = scene.news.note_rect
    assert note is not None
    seat = scene.bottom_seat()
    own = [spot for spot, s in scene.board.tokens + scene.board.points if s == seat]
    assert own and not any(note.colliderect(spot) for spot in own)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_last_move_waiting_for_its_end_turn_is_not_said_over(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Newcomer H, s16 (124_4 against p133): the laptop said 'The game is over' and
    'Final scores' while Yuki's phone still offered Undo and End turn for the move that
    ended it. Once confirmed, it says so."""
    import pygame

    from scenes import theme

    app.set_language(lang)
    scene = akane_places(app)
    scene.state.over = True
    scene.session.ending = 0  # the move waits for its End turn
    drawn: list[str] = []
    original = theme.text
    monkeypatch.setattr(
        theme, "text", lambda string, *a, **k: drawn.append(string) or original(string, *a, **k)
    )
    scene.draw(pygame.Surface(scene.size))
    assert scene.help_key() != "shinobi.help_over"  # fails before
    assert app.tr("shinobi.turn.final_scores") not in drawn  # fails before
    scene.session.ending = None  # End turn pressed: over
    drawn.clear()
    scene.draw(pygame.Surface(scene.size))
    assert scene.help_key() == "shinobi.help_over"
    assert app.tr("shinobi.turn.final_scores") in drawn
