"""The reasons whose sentence needs figures from the two positions themselves (why.py
finds which reason; this says it): Taisen's cards in reach of the enemy's next dice and
the chance they allow a taking move, the dice kept where both moves leave the same board
(newcomer W, s13, 049/050); Shinobi's two draws in card terms (newcomer U, s13, 096)."""

from __future__ import annotations

from typing import Any

from ninjas.dojo.review_why import summoned
from ninjas.shinobi.review_why import draw_choice
from ninjas.taisen.review_why import reach_words

DETAILED = (
    "taisen_reach",
    "taisen_dice",
    "draw_corrupt",
    "draw_recruit",
    "summon_more",
    "summon_fewer",
)
"""The reasons said here."""


def dice_kept(tr: Any, state: Any) -> str:
    """The dice a Taisen side has left this turn, as 'green 1, blue 2'."""
    if state.dice is None or state.is_terminal:
        return ""
    return str(tr("review.why.taisen_die_and")).join(
        str(tr("review.why.taisen_die", die=tr(f"taisen.die.{name}"), value=value))
        for name, value in zip(("red", "green", "blue"), state.dice, strict=True)
        if value
    )


def sentence(
    tr: Any, name: str, seat: int, state: Any, theirs: Any, made: Any, chances: tuple[str, str]
) -> str:
    """The sentence of reason `name` (one of DETAILED): `state` is the decision's
    position, `theirs` and `made` the positions right after the computer's move and the
    move made, `chances` the win chances after each, as the screen writes them."""
    best, worse = chances
    if name == "taisen_reach":
        figures = reach_words(theirs, made, seat)
        return str(tr.plural("review.why.taisen_reach", figures["made_count"], **figures))
    if name == "taisen_dice":
        return str(
            tr(
                "review.why.taisen_dice",
                best_dice=dice_kept(tr, theirs) or tr("review.why.taisen_no_die"),
                made_dice=dice_kept(tr, made) or tr("review.why.taisen_no_die"),
                best=best,
                made=worse,
            )
        )
    if name.startswith("summon_"):
        return summon_words(tr, name, seat, state, theirs, made, chances)
    draw = draw_choice(state, seat)
    words = str(
        tr(
            f"review.why.{name}",
            cards=draw.corrupt,
            recruit=draw.recruit,
            hand=draw.hand,
            best=best,
            made=worse,
        )
    )
    if draw.clan and name == "draw_corrupt":
        from scenes.shinobi.hint_power_reason import clan_named
        from scenes.shinobi.words import many

        clan = clan_named(tr, draw.clan)
        if draw.clan_count > 1:  # 'held 3 Rats', not '3 Rat' (newcomer A, s23, shot 118)
            clan = many(tr, draw.clan, clan)
        words += " " + str(tr("review.why.draw_clan", count=draw.clan_count, clan=clan))
    return words


def summon_words(
    tr: Any, name: str, seat: int, state: Any, theirs: Any, made: Any, chances: tuple[str, str]
) -> str:
    """A Dojo summoning of another size: the ninjas each brings on average, the cards
    each spends of the seat's deck."""
    best_n, made_n = len(theirs.summon_cards), len(made.summon_cards)
    return str(
        tr(
            f"review.why.{name}",
            best_cards=best_n,
            made_cards=made_n,
            best_ninjas=about(tr, summoned(best_n)),
            made_ninjas=about(tr, summoned(made_n)),
            left=len(state.decks[seat]) - best_n,
            best=chances[0],
            made=chances[1],
        )
    )


def about(tr: Any, value: float) -> str:
    """An average said plainly: whole from 3 up, one decimal under (a comma in French)."""
    words = str(round(value)) if value >= 3 else f"{value:.1f}"
    return words.replace(".", ",") if tr.lang == "fr" else words
