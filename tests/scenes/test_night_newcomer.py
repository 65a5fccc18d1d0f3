"""What a newcomer play-testing Ninja Night found: a language switched mid-game (on
every table), End the turn listed first, Collect pre-selected where it cannot be done,
the log cut in the middle of an entry, a lone "cm." on the throw's last line."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.i18n import load_catalogue
from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo.scene import DojoScene
from scenes.night import NightScene
from scenes.night.plan_reason import best_roof
from scenes.shinobi.scene import ShinobiScene
from scenes.table import TableScene
from scenes.taisen.scene import TaisenScene
from scenes.widgets import wrap_text


def english_only() -> list[str]:
    """Pieces of English texts (between their {placeholders}) that no French text has."""
    en, fr = load_catalogue("en"), load_catalogue("fr")
    french = "\n".join(fr.values())
    pieces: set[str] = set()
    for key, text in en.items():
        if fr.get(key, text) == text:
            continue
        for piece in re.split(r"\{[^}]*\}", text):
            piece = piece.strip(" .,:;()\n")
            if len(piece) >= 4 and re.search(r"[A-Za-z]{3}", piece) and piece not in french:
                pieces.add(piece)
    return sorted(pieces)


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every string rendered (theme.text) while it is on."""
    strings: list[str] = []
    real = theme.text

    def spy(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        strings.append(string)
        return real(string, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    yield strings


def start(app: App, game: str, options: dict[str, Any]) -> TableScene[Any]:
    kinds: dict[str, Any] = {
        "night": NightScene,
        "taisen": TaisenScene,
        "shinobi": ShinobiScene,
        "dojo": DojoScene,
    }
    session = GameSession.new(game, [Seat("human"), Seat("ai", "easy")], 4, options, False)
    scene: TableScene[Any] = kinds[game](app, session, animate=False)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    return scene


@pytest.mark.parametrize(
    ("game", "options"),
    [("night", {"players": 2}), ("taisen", {}), ("shinobi", {"players": 2}), ("dojo", {})],
)
def test_french_chosen_mid_game_leaves_no_english_on_the_table(
    app: App, said: list[str], game: str, options: dict[str, Any]
) -> None:
    app.set_language("en")
    scene = start(app, game, options)
    canvas = pygame.Surface(app.window.get_size())
    for _ in range(30):  # the game under way, in English
        scene.update(1 / 60)
        scene.draw(canvas)
    if game == "night" and scene.state.phase == "plan" and scene.can_act:
        assert isinstance(scene, NightScene)
        scene.confirm_plan()  # to the actions: the option list shows
        for _ in range(30):
            scene.update(1 / 60)
            scene.draw(canvas)
    app.set_language("fr")
    said.clear()
    scene.update(1 / 60)
    scene.draw(canvas)
    shown = "\n".join(said)
    assert shown
    left = [
        (piece, [s for s in said if piece in s][:3]) for piece in english_only() if piece in shown
    ]
    assert not left, left
    if isinstance(scene, NightScene):  # what it keeps to draw later: in French too
        kept = "\n".join(text for _, text in scene.options) + "\n".join(scene.log_lines)
        assert not [piece for piece in english_only() if piece in kept]
    app.set_language("en")


def night(app: App) -> NightScene:
    scene = start(app, "night", {"players": 2})
    assert isinstance(scene, NightScene)
    return scene


def to_actions(scene: NightScene) -> None:
    canvas = pygame.Surface((1280, 720))
    for _ in range(2000):
        scene.update(1 / 60)
        scene.draw(canvas)
        if scene.can_act and scene.state.phase == "plan":
            scene.plan = ["collect", "move"]
            scene.confirm_plan()
        elif scene.can_act and scene.options and scene.state.phase == "place":
            scene.choose_option(0)
        elif scene.can_act and scene.options and scene.throw is None:
            return
    raise AssertionError("no option listed")


def test_end_the_turn_is_listed_last_so_1_never_ends_the_turn(app: App) -> None:
    scene = night(app)
    to_actions(scene)
    kinds = [action.kind for action, _ in scene.options]
    assert "end" in kinds and len(kinds) > 1
    assert kinds[-1] == "end" and kinds.count("end") == 1
    assert scene.options[scene.option_list.visible()[0]][0].kind != "end"  # what 1 chooses


def test_the_plan_pre_selects_only_actions_that_can_be_done(app: App) -> None:
    scene = night(app)
    canvas = pygame.Surface((1280, 720))
    for _ in range(2000):
        scene.update(1 / 60)
        scene.draw(canvas)
        if scene.can_act and scene.state.phase == "plan":
            break
        if scene.can_act and scene.options:
            scene.choose_option(0)
    state = scene.state
    assert state.phase == "plan"
    seat = state.current_player
    plan = scene.default_plan()
    landed = plan[0] == "move" and best_roof(state, seat) is not None  # (V, s13, 226)
    doable = [a for k, a in enumerate(plan) if not (k == 1 and landed)]
    assert all(state.why_not(seat, action) is None for action in doable)
    if state.why_not(seat, "collect") is not None and not landed:  # as the newcomer saw it
        assert "collect" not in plan
    # a roof without tokens: Collect cannot be done here and is not pre-selected first;
    # after a Move it is judged on the roof the Move goes to (newcomer V, s13, 226)
    here = state.positions[seat]
    assert here is not None
    state.roofs[here] = []
    assert state.why_not(seat, "collect") == "no_token"
    scene.plan_panel.planned_for = None
    scene._refresh()
    assert scene.plan[0] != "collect"
    if scene.plan[0] == "move" and best_roof(state, seat) is not None:
        assert scene.plan[1] == "collect"
    else:
        assert "collect" not in scene.plan
        assert all(state.why_not(seat, action) is None for action in scene.plan)


def test_the_log_shows_whole_entries_from_its_top_line(app: App) -> None:
    scene = night(app)
    canvas = pygame.Surface((1280, 720))
    layout = scene.layout(canvas.get_size())
    box = pygame.Rect(0, 0, 260, layout.px(18) * 4 + layout.px(12))
    width = box.width - layout.px(16)
    long_entry = "Move " + "and a long tale of the throw " * 4
    scene.log_lines = ["First entry.", long_entry, "Last."]
    scene.log_panel.forget()
    scene.log_panel.draw(canvas, box)
    parts = [text for _, text, _, _ in scene.log_panel.shown()]
    starts = {scene.text_fit.wrap(line, theme.FONT_MIN, width)[0] for line in scene.log_lines}
    assert parts and parts[0] in starts  # the top line begins an entry
    lines_of = {line: scene.text_fit.wrap(line, theme.FONT_MIN, width) for line in scene.log_lines}
    joined = [p for line in scene.log_lines for p in lines_of[line]]
    assert "\n".join(parts) in "\n".join(joined)


def test_a_throw_s_distance_keeps_its_unit_on_its_line(app: App) -> None:
    tr = app.tr
    for lang in ("en", "fr"):
        app.set_language(lang)
        text = (
            app.tr("night.result.miss", name="Ninja", distance="17.8", length="16.0")
            + " "
            + app.tr(
                "night.log.throw",
                name="N",
                action="A",
                result="r",
                distance="1.0",
                length="2.0",
                landed=app.tr("night.log.landed.on.far", cm="2.8"),
            )
        )
        for width in range(40, 900, 3):
            for line in wrap_text(text, theme.FONT_BODY, width):
                assert not line.startswith("cm"), (lang, width, line)
    app.set_language(tr.lang)
