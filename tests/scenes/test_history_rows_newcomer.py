"""Issue 34, a newcomer's History (nc-62, H01.png): 'Ordinateur (Difficile) gagne ·
10–8–12' with two hard computers at the table, the players cut ('Zoe, Ordinateur
(Difficile), Ordinate…'), '59 tours' for a Night game of 6 rounds and '13 tours' for a
Dojo game of 5 turns. The records keep their stored length; only what a row says changes."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from ninjas.arena import run_arena
from ninjas.core.history import read_record, replay_record
from ninjas.core.i18n import Translator
from ninjas.night import data as night_data
from scenes.app import App
from scenes.history.rows import row_text

pytestmark = pytest.mark.usefixtures("own_data_dir")

HARD = {"kind": "ai", "level": "hard"}


def recorded(game: str, agents: list[str], folder: Path, **options: int):  # type: ignore[no-untyped-def]
    run_arena(game, agents, 1, seed=1, options=dict(options), record=folder)
    (path,) = sorted(folder.glob("record-*.json"))
    return read_record(path)


def test_a_night_row_names_the_winning_computer_and_counts_rounds(app: App, tmp_path: Path) -> None:
    record = recorded("night", ["random"] * 3, tmp_path, players=3)
    assert replay_record(record).state.round == night_data.ROUNDS
    summary = replace(
        record.summary,
        seats=[{"kind": "human"}, HARD, HARD],
        names=["Zoe", None, None],
        winners=[2],
    )
    seats = ("seat.night.0", "seat.night.1", "seat.night.2")
    for lang, people, result, length in (
        (
            "en",
            "Zoe, Blue ninja (Hard), Green ninja (Hard)",
            "Green ninja (computer) won",
            "6 rounds",
        ),
        (
            "fr",
            "Zoe, Ninja bleu (Difficile), Ninja vert (Difficile)",
            "Ninja vert (ordinateur) a gagné",
            "6\u00a0manches",
        ),
    ):
        app.tr = Translator(lang)
        text = row_text(app, summary)
        assert text.people == people
        assert text.result == result
        names = ["Zoe"] + [app.tr(key) for key in seats[1:]]  # the computers by their seat
        scores = " · ".join(f"{n} {s}" for n, s in zip(names, summary.scores, strict=True))
        assert text.result_more == scores  # whose score is whose (issue 33)
        assert text.length == length, summary.turns  # the stored length: 59 in nc-62's
    assert summary.turns > night_data.ROUNDS


def test_one_computer_is_named_by_its_seat_with_its_level(app: App, tmp_path: Path) -> None:
    record = recorded("night", ["random"] * 3, tmp_path, players=3)
    summary = replace(
        record.summary,
        seats=[{"kind": "human"}, {"kind": "human"}, HARD],
        names=["Zoe", "Léa", None],
        winners=[2],
    )
    text = row_text(app, summary)
    assert text.people == "Zoe, Léa, Green ninja (Hard)"
    # the winner by its seat too: which computer won, and whose score
    assert text.result.startswith(f"{app.tr('seat.night.2')} (computer) won")


def test_a_dojo_row_counts_turns_as_its_header_does(app: App, tmp_path: Path) -> None:
    record = recorded("dojo", ["random", "random"], tmp_path)
    turns = max(replay_record(record).state.turns)
    assert record.summary.turns > turns  # what the row said before
    app.tr = Translator("fr")
    assert row_text(app, record.summary).length == f"{turns}\u00a0tours"


def test_an_old_record_not_replayed_yet_says_its_length_is_to_come(
    app: App, tmp_path: Path
) -> None:
    """A record kept before the records held their figures: its row never replays it
    (the History does, away from its frames: tests/scenes/test_history_lengths.py)."""
    record = recorded("dojo", ["random", "random"], tmp_path)
    old = replace(record.summary, figures=None, path=tmp_path / "gone.json")
    assert row_text(app, old).length == "…"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_players_and_the_scores_give_each_seat_one_name(
    app: App, tmp_path: Path, lang: str
) -> None:
    """Issue 33, newcomer I (y5.png): the Players said 'Ordinateur (Difficile)' where the
    scores under the result said 'Midori 0'. A computer is now its seat's name with its
    level in both, the level said beside it where the people are listed."""
    record = recorded("night", ["random"] * 3, tmp_path, players=3)
    summary = replace(
        record.summary,
        seats=[{"kind": "human"}, {"kind": "human"}, HARD],
        names=["Ana", "Kai", None],
    )
    app.tr = Translator(lang)
    text = row_text(app, summary)
    computer, level = app.tr("seat.night.2"), app.tr("setup.level.hard")
    assert text.people == f"Ana, Kai, {computer} ({level})"
    owners = [part.rsplit(" ", 1)[0] for part in text.result_more.split(" · ")]
    assert owners == ["Ana", "Kai", computer]  # the same three names
    assert app.tr("setup.ai") not in text.people
