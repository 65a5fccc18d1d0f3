"""One rule for a save's options in the four games (issue 21 point 16, found by a
hostile pass): an option the game does not declare, or a value of the wrong type or
not among the option's values, is refused as damaged. Ninja Taisen loaded a save with
{"players": 5} or {"board": "../../etc/passwd"}, and Dojo one with {"players": 5},
while Shinobi and Ninja Night refused theirs."""

from __future__ import annotations

import pytest

from ninjas.core.saves import SaveError, SaveGame, replay

GOOD = {
    "taisen": {"first": "monkey"},
    "shinobi": {"players": 3, "mode": "grandmaster"},
    "night": {"players": 2, "village": "plaza", "experienced": True},
    "dojo": {"board": "island", "jokers": True},
}
BAD = [
    {"players": 5},
    {"players": "2"},
    {"board": "../../etc/passwd"},
    {"zzz": True},
    {"mode": "chess"},
    {"first": 1},
    {"jokers": 1},
    {"experienced": "yes"},
]


@pytest.mark.parametrize("game", sorted(GOOD))
def test_the_options_a_setup_gives_load(game: str) -> None:
    save = SaveGame(game, 4, dict(GOOD[game]))
    assert replay(save).is_terminal is False


@pytest.mark.parametrize("game", sorted(GOOD))
@pytest.mark.parametrize("extra", BAD, ids=str)
def test_an_option_the_game_does_not_take_is_refused(game: str, extra: dict) -> None:
    options = {**GOOD[game], **extra}
    if options == GOOD[game]:
        return
    with pytest.raises(SaveError) as refused:
        replay(SaveGame(game, 4, options))
    assert refused.value.code == "corrupt"


def test_two_players_named_in_a_two_player_game_still_load() -> None:
    """Earlier saves of Dojo may name its two players: they load as before."""
    for game in ("taisen", "dojo"):
        assert replay(SaveGame(game, 4, {"players": 2})).num_players == 2
