"""The Dojo table's end-of-game warning (issue 33 follow-ups): it names the other clan
when that clan's defence would draw past its deck, every word drawn, and a failed
autosave's 'Not saved' is never drawn over it (it was: the same top bar)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.autosave import OFF_FOLDER
from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.deck_warning import WARNING, draw_warning, warning_text

from .test_dojo_newcomer_d import person_to
from .test_dojo_scene import table
from .test_save_notice_clear import changed_area, table_picture

SizedApp = Callable[[tuple[int, int]], App]
SIZES = ((1280, 720), (1920, 1080))


def defence_short(scene: DojoScene) -> None:
    """The person's five ninjas on their Dojo, the computer's ninjas where they can reach
    it: on the computer's turn the person defends with five cards, and holds three."""
    state = scene.state
    me = state.mover
    dojo = state.dojos[me]
    assert dojo is not None
    state.ninjas = {h: c for h, c in state.ninjas.items() if h not in state.dojos}
    state.ninjas[dojo] = [0, 0]
    state.ninjas[dojo][me] = 5
    near = next(h for h in state.terrain if h not in state.dojos and state.terrain[h] == "plains")
    state.ninjas[near] = [0, 0]
    state.ninjas[near][1 - me] = 2
    state.decks[me] = state.decks[me][:3]


def recorded(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The warning's lines as they are drawn from now on."""
    drawn: list[str] = []
    original = theme.blit_text

    def recording(canvas, string, *args, **kw):  # type: ignore[no-untyped-def]
        if args[1:2] == (WARNING,):
            drawn.append(string)
        return original(canvas, string, *args, **kw)

    monkeypatch.setattr(theme, "blit_text", recording)
    return drawn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_name_is_shortened_never_the_warning_cut(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A name of 24 letters and the computer's "thinking" leave the warning about 390 px
    at 1280x720: it took three lines, and the top bar draws two."""
    app.set_language(lang)
    long = "Wolfgang-Maximilianovich"
    scene = table(app, [Seat(name=long), Seat("ai", "easy")], 77)
    person_to(scene, "roll")
    defence_short(scene)
    whole = warning_text(scene)
    assert whole is not None and long in whole
    drawn = recorded(monkeypatch)
    canvas = pygame.Surface((1280, 720))
    assert draw_warning(canvas, scene, 400, 790) is not None  # 1280x720, "thinking" shown
    assert len(drawn) == 2
    said = " ".join(drawn)
    assert said in {
        warning_text(scene, names_within=theme.px(w), short=short)
        for w in (110, 60)
        for short in (False, True)
    }
    assert long not in said and "…" in said


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_the_warning_names_the_clan_whose_defence_would_empty_its_deck(
    sized_app: SizedApp, size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = table(app, [Seat(), Seat("ai", "easy")], 77)
    person_to(scene, "roll")
    me = scene.state.mover
    assert warning_text(scene) is None
    defence_short(scene)
    words = warning_text(scene)
    assert words is not None
    assert scene.seat_name(me) in words and scene.seat_name(1 - me) in words and "3" in words
    drawn = recorded(monkeypatch)
    app.draw()
    assert " ".join(drawn) == words


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_not_saved_and_the_warning_are_both_read(
    sized_app: SizedApp, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = table(app, [Seat(), Seat("ai", "easy")], 77)
    person_to(scene, "roll")
    state = scene.state
    blue = 1 - state.mover
    state.decks[blue] = state.decks[blue][: state.on_board(blue) - 1]
    saved = table_picture(app)
    warning = scene.hud.warning
    assert warning is not None
    scene.session.save_off, scene.session.save_problem = OFF_FOLDER, "Permission denied"
    unsaved = table_picture(app)
    notice = changed_area(saved, unsaved)
    assert notice is not None, "'Not saved' is shown"
    assert scene.hud.warning == warning  # the warning stays where it was
    assert not notice.colliderect(warning), f"'Not saved' {notice} over the warning {warning}"
    assert app.canvas.get_rect().contains(notice)
    buttons = [scene.buttons[name].rect for name in scene.shown_buttons()]
    assert notice.collidelist(buttons) < 0
