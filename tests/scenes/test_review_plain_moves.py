"""Issue 33, newcomer N (s8): the review's rows said 'The computer: collect 0', the
notation of a Night Collect of one token (the review's table had no numbering of the
roof's tokens, and the words fell back on the move's text), and a Shinobi card taken
from the Jigoku as 'Crow (3) ×3', a count of the pile with no word of where it came
from. Both are plain words now: 'Collect 1 token: a pink token (token 2)', 'Take 1 Crow
(3) from the Jigoku' (s21: 'Pris au Jigoku : Singe (4) ×1' read oddly, the pile's
count as the cards taken), in English and French."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.core.history import read_record
from ninjas.core.saves import start_state
from scenes.app import App
from scenes.review.words import MoveWords

from .replay_records import make_record


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_collect_of_one_token_is_said_in_words(app: App, tmp_path: Path, lang: str) -> None:
    app.language_for_run(lang)
    record = read_record(make_record("night", tmp_path))
    words = MoveWords(app, record, 0, lambda seat: f"Seat {seat}")
    index = record.save.actions.index("collect 0")  # seat 0's, one token of two alike
    said = words(index, "collect 0")
    assert said != "collect 0" and "collect 0" not in said.lower()
    head = app.tr.plural("night.act.collect", 1, tokens="")
    assert said.startswith(head) and len(said) > len(head), said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_from_the_jigoku_or_the_deck_says_where_it_came_from(
    app: App, tmp_path: Path, lang: str
) -> None:
    app.language_for_run(lang)
    record = read_record(make_record("shinobi", tmp_path))
    state = start_state(record.save)
    picks: dict[str, tuple[int, int, str]] = {}
    for index, text in enumerate(record.save.actions):
        pending = state.pending[0] if state.pending else None
        if pending is not None and pending.step == "card":
            picks.setdefault(pending.power, (index, state.current_player, text))
        state.apply(text)
    assert {"take_jigoku", "search_deck"} <= set(picks), "the pinned game has both"
    for power, where in (("take_jigoku", "jigoku"), ("search_deck", "deck")):
        index, seat, text = picks[power]
        said = MoveWords(app, record, seat, lambda s: f"Seat {s}")(index, text)
        head, tail = app.tr(f"review.shinobi.from.{where}", card="\n").split("\n")
        assert said.startswith(head) and said.endswith(tail), said
        assert len(said) > len(head + tail), said
        # the card taken, never the pile's count (s21: 'Pris au Jigoku : Singe (4) ×1'
        # read as a count taken): 'Take 1 Monkey (4) from the Jigoku'
        assert "×" not in said, said
