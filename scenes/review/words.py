"""A reviewed move in words: the words its table's choices give it (Shinobi's, Night's,
Dojo's), said of the position as the reviewed seat knew it then (dealt again from its
view, so the words can name nothing it could not know), a Night throw by its aim
alone; Taisen's in its hint's words ('r:S3': 'Scissors 3 with the red die'). Any failure
gives the move's text."""

from __future__ import annotations

import logging
import math
import random
import re
from collections import Counter
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

from ninjas.core.history import Record
from ninjas.core.saves import start_state
from ninjas.review import JOINED
from ninjas.review_throws import against

from .subject import review_tr

log = logging.getLogger(__name__)

DICE = {"r": "red", "g": "green", "b": "blue"}
"""Taisen's dice by the letter its moves are written with."""
KEY = re.compile(r" \((?:[A-Z]|Esc|Échap)\)$")
"""The key a Dojo choice's words end with ('End the move (E)'): no key works here."""


def dojo_site(tr: Any, state: Any, site: tuple[int, int]) -> str:
    """A Dojo's site (off the board) by the board's edge it stands at, with its rank
    among the sites of that edge counted from the west (or the north) when that edge
    has several: the name of the hex beside it was 'the plains' for two sites, and
    the screen added the notation, '(dojo 3,1)' (issue 33)."""
    from ninjas.dojo.places import places

    def part(h: tuple[int, int]) -> str:
        return places(state.board, (h, None))[h].part

    def xy(h: tuple[int, int]) -> tuple[float, float]:
        return (math.sqrt(3.0) * (h[0] + h[1] / 2), 1.5 * h[1])

    from ..dojo.routes import action_hex

    edge = part(site)
    sites = [action_hex(a.args[0]) for a in state.legal_actions() if a.kind == "dojo"]
    alike = [h for h in sites if part(h) == edge] or [site]
    words = tr(f"dojo.part.{edge}")
    if len(alike) < 2 or site not in alike:
        return str(tr("review.dojo.build", edge=words))
    xs = {round(xy(h)[0], 3) for h in alike}
    side = "west" if len(xs) == len(alike) else "north"
    ordered = sorted(alike, key=lambda h: xy(h)[0] if side == "west" else xy(h)[1])
    rank = ordered.index(site) + 1
    return str(
        tr("review.dojo.build.nth", edge=words, rank=rank, side=tr(f"review.dojo.side.{side}"))
    )


class SeatTable:
    """What the games' wording classes read of a table: the app, the position, the
    names, and whose knowledge the words keep to (Night's `viewer`)."""

    def __init__(self, app: Any, state: Any, seat: int, names: Callable[[int], str]) -> None:
        self.app = app
        self.state = state
        self.viewer = seat
        self.seat_name = names

    def token_face(self, token: int) -> str:
        return str(self.state.kind_seen_by(token, self.viewer))

    def legal(self) -> list[Any]:
        """The choices of the seat to move: Shinobi's Court card row reads them to say
        what keeping the card means (court_turn.skip_label); without them its words
        fell back on the move's text, 'Played: court skip' (newcomer S, s20, 121)."""
        return list(self.state.legal_actions())


class NightSeatTable(SeatTable):
    """What Night's words read of a table besides: the roof's tokens numbered left to
    right as the table lays them (CollectPick.number, over a VillageView of the
    village). Without them a Collect of one token of a roof holding another alike fell
    back on its notation: 'The computer: collect 0' (issue 33, newcomer N, s8)."""

    def __init__(self, app: Any, state: Any, seat: int, names: Callable[[int], str]) -> None:
        super().__init__(app, state, seat, names)
        import pygame

        from ..night.collect_pick import CollectPick
        from ..night.village_view import VillageView

        players = len(getattr(state, "positions", ())) or 4
        self.view = VillageView(state.village, pygame.Rect(0, 0, 1280, 720), players)
        self.collect_pick = CollectPick(self)  # type: ignore[arg-type]


class DojoSeatTable(SeatTable):
    """What Dojo's narrator reads of a table besides (scenes/dojo/protocol.py): the
    clans' names, the position's key for what it keeps (one position: it never
    changes), the choices of the seat to move and the hint's plan (none here). Without them the words of a step by
    a Dojo, a summoning's dice or 'end' fell back on the notation ('step -2,-2 -1,-2
    2' in a Dojo review's tooltip)."""

    version = 0

    def __init__(self, app: Any, state: Any, seat: int, names: Callable[[int], str]) -> None:
        super().__init__(app, state, seat, names)
        self.session = SimpleNamespace(actions=())
        self.hint_plan = SimpleNamespace(rest=list)  # no plan: a move's words alone
        self._legal: list[Any] | None = None

    def clan_name(self, seat: int) -> str:
        return str(self.app.tr(f"seat.dojo.{seat}"))

    def legal(self) -> list[Any]:
        if self._legal is None:
            self._legal = list(self.state.legal_actions())
        return self._legal


class MoveWords:
    """The moves of one record's seat in words (positions replayed once, as needed)."""

    def __init__(self, app: Any, record: Record, seat: int, names: Callable[[int], str]) -> None:
        self.app = app
        self.record = record
        self.seat = seat
        self.names = names
        self.said: dict[tuple[int, str], str] = {}

    @property
    def tr(self) -> Any:
        """The app's words, said of the seat (or to it) as its review says them; a
        record with no summary (an undo's words, undo_words.py) as the app's."""
        if getattr(self.record, "summary", None) is None:
            return self.app.tr
        return review_tr(self.app, self.record, self.seat, self.names)

    def __call__(self, index: int, text: str) -> str:
        key = (index, text)
        if key not in self.said and JOINED in text:
            # a grouped decision (a summoning's dice, ninjas.review.GROUPED): said of the
            # position before the first, each hex once with its dice (issue 33: 'The
            # plains (2nd from the north-west): 1 here, ...' five times over, cut)
            parts = text.split(JOINED)
            try:
                self.said[key] = self.dojo_dice(index, parts)
            except Exception as exc:  # each part's own words will do
                log.info("review: no words for the dice %r at %d: %r", text, index, exc)
                self.said[key] = ", ".join(self(index, part) for part in parts)
        if key not in self.said:
            try:
                words = self.say(index, text)
            except Exception as exc:  # words are a nicety: the move's text will do
                log.info("review: no words for %r at %d: %r", text, index, exc)
                words = text
            if "{" in words or words.startswith(f"{self.record.save.game}."):
                words = text  # a move its table has no words for (a key, unfilled)
            self.said[key] = words
        return self.said[key]

    def position(self, index: int) -> Any:
        """The position before action `index`, as the seat could know it."""
        state = start_state(self.record.save)
        for text in self.record.save.actions[:index]:
            state.apply(text)
        determinize = getattr(state, "determinize", None)
        if determinize is None:
            return state
        return determinize(self.seat, random.Random(f"review words:{index}"))

    def say(self, index: int, text: str) -> str:
        game = self.record.save.game
        if game == "taisen":
            return self.taisen(text)
        state = self.position(index)
        kind = NightSeatTable if game == "night" else SeatTable
        table = kind(self.app, state, self.seat, self.names)
        action = state.parse_action(text)
        if game == "shinobi":
            from ..shinobi.words import TableWords

            said = TableWords(table)  # type: ignore[arg-type]
            words = self.shinobi_pile(state, action, said)
            words = self.shinobi_board(action, words, said)
            return self.shinobi_target(state, action, words, said)
        if game == "dojo":
            return self.dojo(table, action)
        if game == "night":
            return self.night(table, action)
        return text

    def shinobi_pile(self, state: Any, action: Any, said: Any) -> str:
        """A card picked from the Jigoku or the deck said as a move: 'Take 1 Crow (3)
        from the Jigoku' (issue 33, newcomer N, s8: the row said 'Crow (3) ×3' alone, a
        count of the pile the table's list showed beside it; s21: 'Pris au Jigoku :
        Singe (4) ×1' read oddly, the pile's count read as the cards taken)."""
        words = str(said.action_label(action))
        pending = state.pending[0] if getattr(state, "pending", None) else None
        if action.kind != "card" or pending is None or pending.step != "card":
            return words
        pile = {"take_jigoku": "jigoku", "recall": "jigoku", "search_deck": "deck"}
        where = pile.get(pending.power)
        if where is None:
            return words
        card = said.card_label(int(action.args[0]))
        return str(self.tr(f"review.shinobi.from.{where}", card=card))

    def shinobi_board(self, action: Any, words: str, said: Any) -> str:
        """Grand Master's pawns and a Missions peek said as a move: 'Place 2 pawns on
        Imperial Court', 'Peek at Decoy 1' (the table's buttons, '2 on Imperial Court',
        'Decoy 1', read as riddles in a list of moves: newcomer S, s20)."""
        tr = self.tr
        if action.kind == "pawns":
            where = tr(f"shinobi.where.{action.args[0]}")
            return str(tr.plural("review.shinobi.pawns", int(action.args[1]), where=where))
        if action.kind == "peek":
            return str(said.decoy_label("shinobi.act.temple_decoy", int(action.args[0])))
        return words

    def shinobi_target(self, state: Any, action: Any, words: str, said: Any) -> str:
        """A power's target said with the power: 'Toad, return a clan: at Kiku' (issue
        33, newcomer S, s9: 'Played: Kiku / The computer: Ben' read as a riddle)."""
        pending = state.pending[0] if getattr(state, "pending", None) else None
        if action.kind != "target" or pending is None:
            return words
        tr = self.tr
        key = f"shinobi.name.{pending.source}"
        source = tr(key) if tr.has(key) else pending.source
        power = said.power_label(pending.power, pending.count)
        return str(tr("review.shinobi.target", source=source, power=power, target=words))

    def taisen(self, text: str) -> str:
        """'b:P1' (the blue die moves Paper 1 of the side to move) or 'end'."""
        from ..taisen.game_log import card_name

        tr = self.tr
        if text == "end":
            return str(tr("taisen.button.end"))
        letter, token = text.split(":")
        die = tr(f"taisen.die.{DICE[letter]}")
        return str(tr("review.taisen.move", card=card_name(tr, token), die=die))

    def dojo(self, table: SeatTable, action: Any) -> str:
        """The choices' words; a step, a card laid or played, a summoning and the Dojo,
        which the table takes as clicks, in its hint's words (without 'Hint:')."""
        from ninjas.core.i18n import sentence

        from ..dojo.narrator import Narrator
        from ..dojo.routes import action_hex

        # The board's places name a Dojo by its clan, as the table does ("the Orange
        # clan's Dojo"), never by a person's name ('le Dojo du Zoe', issue 34).
        tr = self.tr
        clans = DojoSeatTable(
            self.app, table.state, table.viewer, lambda s: str(tr(f"seat.dojo.{s}"))
        )
        narrator = Narrator(clans)  # type: ignore[arg-type]
        if action.kind == "dojo":  # a site off the board, named by its edge
            return dojo_site(tr, table.state, action_hex(action.args[0]))
        if action.kind not in ("step", "lay", "play", "summon"):
            return KEY.sub("", str(narrator.action_label(action)))  # no '(E)' here
        words = str(narrator.hint_text(action, plain=False))  # no arrows: whole names
        prefix = str(self.tr("dojo.hint", what=""))
        if words.startswith(prefix):
            words = words[len(prefix) :]
        return sentence(words.rstrip("."))

    def dojo_dice(self, index: int, parts: list[str]) -> str:
        """A summoning's dice in a row ('die 1,1; die 2,1; die 1,1'): 'Dice: 2 on the
        plains (2nd from the north-west), 1 on the plains (3rd from the north-west)',
        each hex by the shortest name that tells it from the others (as the table's
        list of dice does)."""
        from ..dojo.narrator import Narrator
        from ..dojo.routes import action_hex

        if self.record.save.game != "dojo" or not all(p.startswith("die ") for p in parts):
            raise ValueError("not a summoning's dice")
        tr = self.tr
        state = self.position(index)
        clans = DojoSeatTable(self.app, state, self.seat, lambda s: str(tr(f"seat.dojo.{s}")))
        narrator = Narrator(clans)  # type: ignore[arg-type]
        hexes = [action_hex(state.parse_action(part).args[0]) for part in parts]
        counts = Counter(hexes)
        names = narrator.short_names(list(counts))
        # north to south, west to east: the same dice in another order say the same
        ordered = sorted(counts, key=lambda h: (h[1], h[0] + h[1] / 2))
        said = [tr.plural("review.dojo.die", counts[h], place=names[h]) for h in ordered]
        return str(tr("review.dojo.dice", places=", ".join(said)))

    def night(self, table: SeatTable, action: Any) -> str:
        from ..night.words import Wording

        tr = self.tr
        if action.kind == "plan":
            first, second = (tr(f"night.action.{a}") for a in action.args)
            return str(tr("review.night.plan", first=first, second=second))
        # a throw by its aim alone: never its string's length (ninjas/review_throws.py)
        return str(Wording(table).label(action))  # type: ignore[arg-type]

    def computer(self, index: int, played: str, best: str) -> str:
        """The computer's move `best` in words, against the move `played`: a Night throw
        at the aim the seat threw at as a longer or shorter string than the one played
        (newcomer O, s18: never its length, '15.9 cm'; issue 33: no ruler)."""
        words = self(index, best)
        if self.record.save.game != "night":
            return words
        than = against(played, best)
        return str(self.tr(f"review.night.throw.{than}", what=words)) if than else words
