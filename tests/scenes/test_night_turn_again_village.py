"""Newcomer I (s16, 'Rejouer son tour (T)', 6/10, 071_1-073_1): 'the board is NOT
rewound ... rewind the board to before the computer's turn and play each step in
order'. Now T draws the village as it stood before the computers played, then each
action on the village as it stood then; 'Back to my turn' draws the present again; no
face Green never saw is drawn (scenes/night/again_village.py).

The built position of test_night_turn_again.py: Red, a computer, throws from roof 0 to
roof 1; Blue, another, collects the token on its roof 2; Green, a person, is to act."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.app import App
from scenes.night.rope_view import Shown

from .test_night_turn_again import computer_has_played, press


def drawn(shown: Shown) -> list[int]:
    """Every token a frame draws: on the roofs, in the backpacks, in a hand."""
    tokens = [t for roof in shown.roofs for t in roof]
    tokens += [t for pack in shown.backpacks for t in pack if t is not None and t >= 0]
    return tokens + list(shown.held)


def nothing_hidden(scene: Any) -> None:
    """Each token drawn shows no more than Green knows now."""
    assert scene.viewer == 2
    state = scene.state
    for token in drawn(scene.shown()):
        assert scene.token_face(token) == state.kind_seen_by(token, 2)


def test_t_rewinds_the_village_then_plays_each_action_on_it(app: App) -> None:
    scene = computer_has_played(app)
    state = scene.state
    (token,) = state.backpacks[1][:1]  # the token Blue collected
    assert state.positions[0] == 1 and token not in state.roofs[2]  # the present
    assert scene.token_face(token) != state.kinds[token]  # a face Green never saw
    now = (
        list(state.positions),
        [list(r) for r in state.roofs],
        [list(p) for p in state.backpacks],
    )
    press(app, pygame.K_t, "t")  # the village before Red's turn
    shown = scene.shown()
    assert shown.positions[0] == 0  # Red on the roof it left
    assert token in shown.roofs[2] and token not in shown.backpacks[1]  # still on Blue's roof
    nothing_hidden(scene)
    scene.draw(pygame.Surface(app.view_size))  # drawn whole
    press(app, pygame.K_t, "t")  # Red's throw: its rope flies from roof 0
    assert scene.stage.rope is not None and scene.shown().positions[0] == 0
    press(app, pygame.K_RETURN)  # its rope lands at once
    shown = scene.shown()
    assert shown.positions[0] == 1  # Red on its new roof
    assert token in shown.roofs[2]  # fails before: the present drawn, the token taken
    nothing_hidden(scene)
    press(app, pygame.K_RETURN)  # Blue's Collect
    shown = scene.shown()
    assert token in shown.backpacks[1] and token not in shown.roofs[2]
    assert token in scene.stage.flying()  # flying from its roof to Blue's backpack
    nothing_hidden(scene)
    press(app, pygame.K_RETURN)  # back to her turn: the present, as it was
    assert scene.again is None and scene.state is state
    shown = scene.shown()
    assert (shown.positions, shown.roofs, [list(p) for p in shown.backpacks]) == now
    assert (state.positions, state.roofs, state.backpacks) == now


def test_its_opening_names_both_computers(app: App) -> None:
    for lang, names in (("en", "Red ninja and Blue ninja"), ("fr", "Ninja rouge et Ninja bleu")):
        app.set_language(lang)
        scene = computer_has_played(app)
        press(app, pygame.K_t, "t")
        said = scene.stage.result_text
        assert said is not None and names.lower() in said[0].lower()
        scene.update(30.0)  # its words stay while it waits for the next
        assert scene.stage.result_text is not None and scene.stage.result_text[0] == said[0]
        press(app, pygame.K_ESCAPE)
        assert scene.again is None and scene.stage.result_text is None


def test_the_since_panel_stands_aside_while_it_plays(app: App) -> None:
    scene = computer_has_played(app)
    toast = scene.table_view.since  # its story (a built game tells none from its seed)
    toast.lines, toast.until = ["Red ninja moves to roof 1."], len(scene.session.actions)
    assert toast.shown
    press(app, pygame.K_t, "t")
    assert not toast.shown  # fails before: it hid the roofs played on (newcomer I, 018)
    press(app, pygame.K_ESCAPE)
    assert toast.shown  # back with her turn, until her action


def test_its_words_go_when_an_action_ends_it(app: App) -> None:
    scene = computer_has_played(app)
    press(app, pygame.K_t, "t")
    scene.update(0.1)
    scene.play("collect 0")  # (a phone, or a pad's menu): the replay is over
    scene.update(0.1)
    said = scene.stage.result_text
    assert said is None or "Again" not in said[0]


def test_each_step_told_again_bears_its_marks_as_live(app: App) -> None:
    """Newcomer O, s18, 249-253: the replay drew no mark of what each step did, where the
    live turn drew a trail, '1×' on the roof collected from. Each step's marks once its
    rope has landed, none of a step still to come."""
    scene = computer_has_played(app)
    press(app, pygame.K_t, "t")  # the village before: no mark
    assert scene.marks_now() is None
    press(app, pygame.K_t, "t")  # Red's rope in the air: not yet its trail
    assert scene.marks_now() is None
    press(app, pygame.K_RETURN)  # landed: Red's trail from roof 0 to roof 1
    marks = scene.marks_now()
    assert marks is not None and marks.trails == {0: (0, 1)} and not marks.taken
    press(app, pygame.K_RETURN)  # Blue's Collect: '1×' on its roof 2 (fails before: None)
    marks = scene.marks_now()
    assert marks is not None and marks.taken == {2: (1, 1)}
    scene.draw(pygame.Surface(app.view_size))
