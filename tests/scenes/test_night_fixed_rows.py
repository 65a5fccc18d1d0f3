"""The option rows stand in the same order at every turn (issue 33, newcomer G): after
an action the Kunai's row was 1st for Bo and 4th, under the discards, for Ada, whose
Move had brought a ninja within the string's reach (a row new in a turn came after the
rows already shown). Every list now follows words.fixed_order: the planned action, the
bonuses, the hand, the discards, End the turn."""

from __future__ import annotations

from support.night_line import give, line_state, scene_of

from scenes.app import App
from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.night import open_throw
from scenes.night.words import fixed_order, option_rank


def kinds_listed(scene) -> list[str]:  # type: ignore[no-untyped-def]
    """The kinds of the rows listed, a bonus token's choices as its one row."""
    panel = scene.option_list
    panel.sync_pager()
    return [scene.options[i][0].kind for i in panel.listed()]


def test_a_kunai_brought_in_reach_by_a_move_stands_where_a_kunai_always_stands(
    app: App,
) -> None:
    s = line_state([("move", "skip")] * 3, (0, 2, 3))
    give(s, "kunai", seat=0)
    give(s, "v1", seat=0)
    give(s, "v2", seat=1)  # Blue, on roof 2: 40 cm off, beyond the fighting string
    scene = scene_of(app, s)
    scene.shown_seat = scene.holder = 0  # she took the laptop through her cover
    scene._refresh()
    assert "kunai" not in kinds_listed(scene)
    move = scene.state.parse_action("move 1 20.0")
    open_throw.aimed(scene, move)  # the grapnel taken up: everyone watches it fly
    scene.play(move)  # to roof 1: Blue is 20 cm off now
    while scene.busy:
        scene.update(1 / 60)
    scene._refresh()
    # her throw watched by all, the rest of her turn in the open (open_throw.py): her
    # Kunai unnamed; she looks at her tokens through her cover, and it is listed
    assert kinds_listed(scene) == ["discard", "peek", "end"]
    scene.choose_option(next(k for k, (a, _) in enumerate(scene.options) if a.kind == "peek"))
    cover = app.top
    assert isinstance(cover, HandoffScene)
    cover.time = GRACE_SECONDS + 1  # (past its grace)
    cover.ready()
    listed = kinds_listed(scene)
    assert listed == ["kunai", "discard", "end"], listed  # the discards: one row opens them
    actions = [a for a, _ in scene.options]
    assert actions == fixed_order(actions)

    # Blue's turn, the Kunai in reach from its start: the same order after its Move
    s2 = line_state([("move", "skip")] * 3, (1, 2, 3))
    give(s2, "kunai", seat=0)
    give(s2, "v1", seat=0)
    give(s2, "v2", seat=1)
    s2.main_done = True
    other = scene_of(app, s2)
    other.shown_seat = other.holder = 0
    other._refresh()
    assert kinds_listed(other) == listed


def test_the_ranks_are_the_planned_action_the_bonuses_the_hand_the_discards_and_end() -> None:
    from ninjas.night.rules import NightAction

    order = ["move", "potion", "kunai", "keep", "swap", "discard", "drop", "end"]
    ranks = [option_rank(NightAction(k, ("0", "1", "0.0", "0"))) for k in order]
    assert ranks == sorted(ranks)
