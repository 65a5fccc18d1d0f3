"""Setting the summoning's dice, the prompt says how a die brings a ninja (issue 33,
newcomer P, s8 shot-17: before the roll nothing said that a die gives a ninja only for
a drawn card of its number, on the hex it is set under, and where to set the dice was
a blind choice). The rule is drawn whole above the list, in English and French, in the
prompt's two lines: where to set them is the footer's and the rows' (a third line cost
the list a row: test_dojo_playtest)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App

from .conftest import STEP
from .test_dojo_newcomer_d import person_to, second_site
from .test_dojo_scene import table

SizedApp = Callable[[tuple[int, int]], App]
RULE = {
    "en": "Rolled, a die gives a ninja on its hex for each card drawn of its number (Ace to 6).",
    "fr": "Lancé, un dé donne un ninja sur sa case par carte piochée de son nombre (As à 6).",
}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dice_prompt_says_how_a_die_gives_a_ninja(
    sized_app: SizedApp, size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = table(app, [Seat(name="Ada"), Seat("ai", "hard")], 77)
    person_to(scene, "summon")
    second_site(scene)  # (her dice hers to set: two hexes)
    scene.submit(f"summon {scene.state.on_board(scene.state.mover)}")
    for _ in range(60):
        scene.update(STEP)
    assert scene.state.phase == "assign" and scene.can_act
    words: list[str] = []
    original = theme.text

    def recording(string, *args, **kw):  # type: ignore[no-untyped-def]
        words.append(string)
        return original(string, *args, **kw)

    monkeypatch.setattr(theme, "text", recording)
    app.draw()
    monkeypatch.setattr(theme, "text", original)
    prompt = scene.prompt_panel.text()
    assert prompt.endswith(RULE[lang])
    shown = [w for w in words if len(w.split()) > 2 and w in prompt]
    assert " ".join(shown) == prompt  # every word of it drawn, none cut with '…'
    assert scene.choices.options
    last_line = scene.layout.action.top + theme.px(10 + 22 * 2)
    assert scene.choices.options[0].rect.top >= last_line  # two lines: the list keeps its room
