"""A Collect is chosen token by token (issue 33, newcomer G, s6: with a full backpack the
list gave 'Page 1/4' of combinations, '2 pink tokens (tokens 1 and 3) (2 in your hand)';
'clicking the roof tokens would be what a newcomer tries first'). One row per token of
the roof, ticked or not, by its row, its number key or a click on the token itself; one
Collect row for the tokens ticked; then the turn's rows choose which token to drop for
one in the hand. A yellow token before round 5 has its row, saying why it stays
(newcomer I: it was silently not offered)."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state, person_table

from ninjas.night.rules import NightAction, NightState
from scenes.app import App
from scenes.night import NightScene

CANVAS = (1280, 720)


def collect_turn(app: App, kinds: list[str], pack: list[str], round: int = 1) -> NightScene:
    """Seat 0 (a person, shown, computers after) to Collect on roof 0, which holds
    tokens of `kinds`, its backpack holding `pack`."""
    s = line_state([("collect", "skip")] * 3, (0, 2, 1), round=round)
    for kind in pack:
        give(s, kind, seat=0)
    for kind in kinds:
        give(s, kind, building=0)
    scene: NightScene = person_table(app, s)
    return scene


def rows(scene: NightScene) -> list[str]:
    return [str(a) for a, _ in scene.options]


def words(scene: NightScene) -> dict[str, str]:
    return {str(a): text for a, text in scene.options}


def choose(scene: NightScene, action: str) -> None:
    scene.choose_option(rows(scene).index(action))
    scene.draw(pygame.Surface(CANVAS))


def click(scene: NightScene, pos: tuple[int, int]) -> None:
    scene.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    scene.draw(pygame.Surface(CANVAS))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_full_backpack_s_collect_is_a_row_per_token_on_one_page(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = collect_turn(app, ["v1", "v3", "v2"], ["v1", "v2", "v1", "v2"])
    listed = rows(scene)
    assert [r for r in listed if r.startswith("collect")] == ["collect 0 1 2"]  # 7 before
    # a row per token, as they lie on the roof left to right (test_night_pick_numbers)
    assert [r for r in listed if r.startswith("pick")] == ["pick 2", "pick 0", "pick 1"]
    assert scene.option_list.pages() == 1  # several pages before
    tr = app.tr
    said = words(scene)
    assert said["pick 1"] == tr("night.pick.token", n=3, token=tr("night.named.pink"))
    assert said["collect 0 1 2"].endswith(
        {"en": "(3 to your hand)", "fr": "(3 dans votre main)"}[lang]
    )


def test_the_roof_s_tokens_are_ticked_by_row_key_and_click_then_one_is_dropped(
    app: App,
) -> None:
    scene = collect_turn(app, ["v1", "v3", "kunai"], ["v1", "v2", "v1"])
    state: NightState = scene.state
    kunai = state.roofs[0][2]
    assert "collect 0 1 2" in rows(scene)
    choose(scene, "pick 0")  # its row: let go
    assert "collect 1 2" in rows(scene)
    # token 0 lies second from the left: its row is the second
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0))
    assert "collect 0 1 2" in rows(scene)  # its number key: ticked again
    spot = scene.view.token_spot(0, 1)
    assert scene.collect_pick.token_at(spot) == 1
    scene.mouse = spot  # the token under the pointer is ringed in gold (a click ticks it)
    pick, rings = scene.collect_pick, []
    for under in (lambda pos: None, pick.token_at):
        pick.token_at = under  # type: ignore[method-assign]
        canvas = pygame.Surface(CANVAS)
        scene.draw(canvas)
        rings.append(pygame.image.tobytes(canvas, "RGB"))
    assert rings[0] != rings[1]
    click(scene, spot)  # the token itself, on the roof
    assert "collect 0 2" in rows(scene)
    assert state.history == []  # nothing played while ticking
    choose(scene, "collect 0 2")
    assert state.main_done and len(state.held) == 1  # one free slot: the rest in the hand
    assert [state.kinds[t] for t in state.roofs[0]] == ["v3"]  # the 3 let go stayed
    assert kunai in state.held or kunai in state.backpacks[0]
    # then which to drop: a discard names the token it sends back
    tr = app.tr
    discards = [text for a, text in scene.options if a.kind == "discard"]
    assert tr("night.token.v2") in " ".join(discards)


def test_nothing_ticked_collects_nothing_and_says_why(app: App) -> None:
    scene = collect_turn(app, ["v1"], [])
    choose(scene, "pick 0")
    assert "collect" in rows(scene)
    assert words(scene)["collect"] == app.tr("night.pick.none")
    choose(scene, "collect")
    assert not scene.state.main_done
    assert scene.refused[0] == app.tr("night.pick.none.why")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_yellow_token_before_round_5_is_listed_with_why_it_stays(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    scene = collect_turn(app, ["v2", "y4"], [])
    said = words(scene)
    assert said["pick 1 later"] == tr("night.pick.token.later", n=2, token=tr("night.named.yellow"))
    assert {"en": "waits for round 5", "fr": "attend la manche 5"}[lang] in said["pick 1 later"]
    assert "collect 0" in rows(scene)  # not ticked
    choose(scene, "pick 1 later")
    assert "collect 0" in rows(scene) and scene.refused[0] == tr("night.pick.later.why")
    late = collect_turn(app, ["v2", "y4"], [], round=5)
    assert "pick 1" in rows(late) and "collect 0 1" in rows(late)


def test_the_hint_s_collect_ticks_its_tokens(app: App) -> None:
    scene = collect_turn(app, ["v1", "v3", "v2"], ["v1", "v1", "v1", "v1"])
    hint = NightAction("collect", ("2", "1"))
    scene.hint = hint
    scene.hint_move(str(hint))
    assert "collect 1 2" in rows(scene)
    marked = [str(a) for a, _ in scene.options if scene.hinted_option(a)]
    assert marked == ["pick 2", "pick 1", "collect 1 2"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hinted_discard_before_the_collect_is_shown_as_collect_then_discard(
    app: App, lang: str
) -> None:
    """Newcomer O (s8, n-53.png): a full backpack, the Collect's rows shown, and the hint
    said 'Discard the Potion token (slot 3) onto the roof', a row the list does not offer
    before the Collect: nothing lit, nothing to press. The hint is the Collect of the
    tokens it may take, ticked and lit, then the discard it makes room with, in words."""
    app.set_language(lang)
    scene = collect_turn(app, ["v1", "v3", "v2"], ["v1", "potion", "v1", "v1"])
    slot = scene.state.backpacks[0].index(
        next(
            t
            for t in scene.state.backpacks[0]
            if t is not None and scene.state.kinds[t] == "potion"
        )
    )
    discard = NightAction("discard", (str(slot),))
    assert discard in scene.state.legal_actions() and str(discard) not in rows(scene)
    scene.hint = scene.hint_move(str(discard))
    assert scene.hint is not None and scene.hint.kind == "collect"
    assert str(scene.hint) in rows(scene)  # its row, lit for Enter
    marked = [str(a) for a, _ in scene.options if scene.hinted_option(a)]
    assert str(scene.hint) in marked
    said = scene.hint_label(scene.hint)
    assert scene.words.label(discard) in said
    assert said.startswith(scene.words.hint_label(scene.hint, scene.options))
