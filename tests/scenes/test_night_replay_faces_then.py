"""'Replay their turns' draws each token as the watching seat knew it THEN (newcomer B,
s22, 52r3p -> 52r3rep4): its opening showed the Green ninja's token face up on roof 5
before anyone took it; the live table had shown its back. The computer took it and
played it (a bonus played is shown to everyone), so the present knew its face, and the
replay drew the past with the present's knowledge (scenes/night/again_village `faces`).

The built position of test_night_turn_again.py: Red, a computer, throws from roof 0 to
roof 1; Blue, another, collects the token on its roof 2; Green, a person, is to act.
Here Blue's token is then shown to every seat (as a bonus played would be)."""

from __future__ import annotations

import pygame

from scenes.app import App

from .test_night_turn_again import computer_has_played, press


def test_a_token_shown_later_is_a_back_where_it_lay_before(app: App) -> None:
    scene = computer_has_played(app)
    state = scene.state
    (token,) = state.backpacks[1][:1]  # the token Blue collected
    back = scene.token_face(token)
    assert back != state.kinds[token]  # Green never saw it
    state.known[token] = set(range(state.players))  # then shown to all (a bonus played)
    assert scene.token_face(token) == state.kinds[token]  # the present knows it now
    press(app, pygame.K_t, "t")  # the village before Red's turn: the token on roof 2
    assert token in scene.shown().roofs[2]
    assert scene.token_face(token) == back  # fails before: its face, known only later
    scene.draw(pygame.Surface(app.view_size))
    press(app, pygame.K_t, "t")  # Red's rope flies
    press(app, pygame.K_RETURN)  # lands
    assert scene.token_face(token) == back
    press(app, pygame.K_RETURN)  # Blue's Collect: in its backpack, still a back for Green
    assert token in scene.shown().backpacks[1]
    assert scene.token_face(token) == back
    scene.draw(pygame.Surface(app.view_size))
    press(app, pygame.K_RETURN)  # back to her turn: the present, face known
    assert scene.again is None
    assert scene.token_face(token) == state.kinds[token]
