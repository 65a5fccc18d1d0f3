"""Who plays first, as the table turned it up (newcomer N, s17, 007: 'I never SAW the
cards being turned up; only Ren's is named'). The rules have each player turn up a
card from the deck, the strongest playing first, the tied ones turning up again
(RULINGS.md; the cards then lie on the Jigoku): every seat's card is public, so the
log names them all, one line a turn-up, before the line naming the winner."""

from __future__ import annotations

from typing import Any

from ninjas.shinobi.data import card_value


def line(table: Any, tr: Any, shown: list[list[int]]) -> str:
    """The log's line for one turn-up, `shown` ([seat, card] each): 'Who plays first:
    each turns up a card from the deck, ...: Spider (2) for Yuki, Bear (6) for Ren.',
    and where the strongest are tied, who turns up again; a turn-up again, 'Again:
    Rat (3) for Ben, Toad (3) for Kai.'"""
    words = table.words

    def label(card: int) -> str:  # 'Bear (6)', never cut before its '(6)'
        name, _, value = words.card_label(card).rpartition(" (")
        return f"{name}\u00a0({value}"

    cards = ", ".join(
        str(tr("shinobi.log.first_shown", card=label(c), name=table.seat_name(s))) for s, c in shown
    )
    turned = getattr(table.state, "setup_reveals", None) or [shown]
    again = [list(p) for p in turned[0]] != [list(p) for p in shown]  # the tied, again
    said = str(tr("shinobi.log.first_again" if again else "shinobi.log.first_reveal", cards=cards))
    top = max(card_value(c) for _, c in shown)
    tied = [table.seat_name(s) for s, c in shown if card_value(c) == top]
    if len(tied) > 1:
        names = str(tr("list.and", rest=", ".join(tied[:-1]), last=tied[-1]))
        said += " " + str(tr("shinobi.log.first_tie", names=names))
    return said
