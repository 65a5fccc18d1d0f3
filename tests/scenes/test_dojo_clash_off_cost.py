"""After a battle, the last clash and the summoning's cost are both read (issue 33,
newcomer P, s8 shot-41c/52: '6 contre 4 : Clan bleu perd un ninja.' was drawn over
'Invoquer avec 9 : votre pioche 41 → 32 ...', both garbled, every time a battle came
before the summoning). The clash goes under the cost, which says itself in fewer words
when the panel has no room for both; with no room at all the clash is the log's."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo.race_words import summon_cost

from .conftest import Driver
from .test_dojo_clash_tally import reach, table, until_the_person_acts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_last_clash_is_never_drawn_over_the_summoning_cost(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = table(app, reach(1, ends=True, then="summon"))
    ui.step()
    battle = scene.state.battle
    assert battle is not None
    card, slot = battle.hand[0], battle.row.index(next(c for c in battle.row if c is not None))
    scene.play(f"play {card} {slot}")
    until_the_person_acts(scene, ui)
    ui.step(300)
    assert scene.state.phase == "summon" and scene.prompt_panel.last_clash()
    count = scene.summoning.count
    full, short = summon_cost(scene, count), summon_cost(scene, count, short=True)
    said = scene.prompt_panel.last_clash()
    drawn: dict[str, list[tuple[str, pygame.Rect]]] = {"cost": [], "clash": []}
    original = theme.blit_text

    def recording(canvas, string, *args, **kw):  # type: ignore[no-untyped-def]
        rect = original(canvas, string, *args, **kw)
        if not rect.colliderect(scene.layout.action):  # the seats' names, the log's lines
            return rect
        if len(string) > 3 and (string in full or string in short):
            drawn["cost"].append((string, rect))
        elif len(string) > 3 and string in said:
            drawn["clash"].append((string, rect))
        return rect

    monkeypatch.setattr(theme, "blit_text", recording)
    ui.step()
    monkeypatch.setattr(theme, "blit_text", original)
    # the cost is said whole, in full or in fewer words: 'deck 41 → 32; land 7 to 5'
    assert " ".join(line for line, _ in drawn["cost"]) in (full, short)
    for _, a in drawn["cost"]:
        for _, b in drawn["clash"]:
            assert not a.colliderect(b), drawn
    if not drawn["clash"]:  # no room left in the panel: the log's newest line says it
        assert scene.prompt_panel.clash_place() is None
        assert scene.narrator.clash(scene.stage.last_clash).split()[0] in " ".join(
            line for _, line in scene.log_panel.visible()[-2:]
        )
