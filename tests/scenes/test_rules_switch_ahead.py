"""The rules' game switcher shows the next game in the frame of the click: the previous
and the next game's pages are built ahead, one a frame once the page is shown. Each took
0.2-0.3 s of processor to build at the click (about 1 s on a busy machine): a shot 1 s
after 'Shinobi >' still showed Taisen, and a second click went one game too far
(newcomer A, s24 t04, t04c)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from scenes.rules_scene import RulesScene  # noqa: E402

from .conftest import Driver  # noqa: E402


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_a_switch_builds_nothing_at_the_click(sized_app, monkeypatch, size, lang):  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.set_language(lang)
    rules = RulesScene(app, "taisen", choose=True)
    app.push(rules)
    ui = Driver(app)
    ui.step(4)  # the page shown, then the neighbours' built ahead
    built: list[str] = []
    make = rules._make_page

    def noting(game: str):  # type: ignore[no-untyped-def]
        built.append(game)
        return make(game)

    monkeypatch.setattr(rules, "_make_page", noting)
    after = rules.neighbour(1)
    ui.click(rules.next_button)
    assert rules.game == after and rules.pieces
    assert after not in built  # fails before: built at the click
    ui.click(rules.previous_button)  # back: kept
    assert rules.game == "taisen" and "taisen" not in built


def test_the_pages_kept_are_bounded(sized_app):  # type: ignore[no-untyped-def]
    from scenes import rules_scene

    app = sized_app((1280, 720))
    rules = RulesScene(app, "taisen", choose=True)
    app.push(rules)
    ui = Driver(app)
    for lang in ("en", "fr", "en"):
        app.set_language(lang)
        for _ in range(4):
            ui.click(rules.next_button)
            ui.step(3)
    assert len(rules.pages) <= rules_scene.PAGES_KEPT
