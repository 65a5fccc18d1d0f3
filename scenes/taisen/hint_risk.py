"""The hint's warning, in words (issue 33, newcomer H: "hints that warn: 'laisse votre
village vide', '3 ninjas exposés'"): what the hinted move risks (ninjas.taisen.risk),
said after the hint, and for a hint to end the turn, that every move left would risk
something. Worked out once per position and hint: the prompt asks every frame."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ninjas.taisen.cards import DICE_LETTERS, ENEMY_VILLAGE, SHOGUN, TOKEN
from ninjas.taisen.risk import Risk, every_move_risks, move_risk, threats
from ninjas.taisen.rules import TaisenAction, TaisenState

from .game_log import card_name, side_name
from .hint_why import move_why
from .naming import SIDE_KEYS

DIE_NAMES = ("red", "green", "blue")


def village_threat(tr: Any, state: TaisenState, side: int) -> str:
    """ "Watch out: the Wolf's Shogun is 3 tiles from your village (a 3 takes it)." when
    one move of the foe's next turn would stand a card on `side`'s village (it wins as
    that turn ends), else "" (newcomer J, s11, nc-J/134: the Shogun 3 tiles away rolled
    its 3 and won, and no hint had said so). Nothing when `side` wins first."""
    if state.winner_side is not None or state.stacks[side][ENEMY_VILLAGE[side]]:
        return ""
    steps_by = threats(state, side)
    if steps_by.village_by is None or steps_by.village_steps is None:
        return ""
    card, letter = steps_by.village_by
    steps = steps_by.village_steps
    name = tr(
        "taisen.owned", side=side_name(tr, SIDE_KEYS[1 - side]), card=card_name(tr, TOKEN[card])
    )
    if card in SHOGUN:
        return str(tr.plural("taisen.risk.village_near_any", steps, card=name))
    die = tr(f"taisen.die.{DIE_NAMES[DICE_LETTERS.index(letter)]}")
    return str(tr.plural("taisen.risk.village_near", steps, card=name, die=die))


def risk_words(tr: Any, risk: Risk, foe: str, short: bool = False, named: bool = False) -> str:
    """`risk` as a clause, or "": the village first (the foe would win by it), else the
    ninjas exposed ("it exposes 2 ninjas to the Wolf"). One clause: the prompt has two
    lines at 1280x720, and the hint's own words take one. `short`: the village's in
    fewer words ('your village left empty', 'your village open to the Wolf'), where
    the whole would leave no room for the hint's reason. `named`: the ninjas exposed
    named, with what threatens them (exposed_named)."""
    if risk.village_steps is not None:
        if short:
            key = "village_empty_short" if risk.village_empty else "village_open_short"
            return str(tr(f"taisen.risk.{key}", foe=foe))
        if risk.village_empty:
            return str(tr.plural("taisen.risk.village_empty", risk.village_steps, foe=foe))
        return str(tr("taisen.risk.village_open", foe=foe))
    if risk.exposed and named and risk.cards and risk.by is not None:
        return exposed_named(tr, risk)
    if risk.exposed:
        key = "taisen.risk.exposed_shogun" if risk.shogun else "taisen.risk.exposed"
        return str(tr.plural(key, risk.exposed, foe=foe))
    return ""


def exposed_named(tr: Any, risk: Risk, roll: bool = True) -> str:
    """The ninja exposed by name, and the foe's card and die that could eliminate it:
    'your Rock 2 left open: the Wolf's Paper 3 can eliminate it with a red 1' (newcomer
    B, s23, 22-hint3: 'Cost: 1 ninja exposed' said neither which ninja nor to what)."""
    assert risk.by is not None
    card = card_name(tr, TOKEN[risk.cards[0]])
    mover, letter, value = risk.by
    side = SIDE_KEYS[mover // 10]
    by = tr("taisen.owned", side=side_name(tr, side), card=card_name(tr, TOKEN[mover]))
    if not roll:  # the die left out, where the whole has no room
        return str(tr.plural("taisen.risk.exposed_brief", risk.exposed, card=card, by=by))
    if mover in SHOGUN:
        rolled = tr("taisen.risk.roll_any", value=value)
    else:
        die = tr(f"taisen.die.{DIE_NAMES[DICE_LETTERS.index(letter)]}")
        rolled = tr("taisen.risk.roll", die=die, value=value)
    return str(tr.plural("taisen.risk.exposed_named", risk.exposed, card=card, by=by, roll=rolled))


def dice_words(tr: Any, dice: list[int]) -> str:
    """ "green", "green or blue", "red, green or blue"."""
    names = [str(tr(f"taisen.die.{DIE_NAMES[d]}")) for d in dice]
    if len(names) < 2:
        return "".join(names)
    return str(tr("taisen.list_or", rest=", ".join(names[:-1]), last=names[-1]))


def end_reason(tr: Any, state: TaisenState, foe: str) -> str:
    """The hint to end the turn with its why (newcomer J, s11, nc-J/138: 'End turn'
    with the green die unused, and no word why): every move left risks something, or
    no move of the dice left did better than stopping in the computer's tries."""
    if every_move_risks(state):
        return str(tr("taisen.prompt.hint_end_safe", foe=foe))
    moves = [a for a in state.legal_actions() if not a.is_end]
    dice = sorted({a.die for a in moves})
    if not dice:
        return str(tr("taisen.prompt.hint_end"))
    return str(tr.plural("taisen.prompt.hint_end_why", len(dice), dice=dice_words(tr, dice)))


def joined(first: str, then: str) -> str:
    return f"{first} {then}" if then else first


class HintRisk:
    """`warned(tr, state, hint, words)`: the hint's words, with its warning after them
    if any, kept for the position, hint and words last asked; `threat(tr, state, words)`:
    the prompt's `words` with the village warning of the position, kept likewise.
    `fits(text)`: the text takes the prompt's two lines at most (a third shrinks it under
    11 px at 1280x720); where the whole does not fit, the village warning stays (it loses
    the game) and the rest is said shorter."""

    def __init__(self, fits: Callable[[str], bool] = lambda text: True) -> None:
        self.fits = fits
        self.key: tuple[str, int, str] | None = None
        self.said = ""
        self.threat_key: tuple[str, str] | None = None
        self.threat_said = ""

    def warned(
        self, tr: Any, state: TaisenState, hint: TaisenAction, words: str, plain: str = ""
    ) -> str:
        """`plain`: the hint's words without the cards it carries ('Scissors 2 with the
        red die.'), said where the whole with its reason would not fit."""
        key = (state.to_notation(), hint.code, words)
        if key != self.key:
            self.key, self.said = key, self._warned(tr, state, hint, words, plain or words)
        return self.said

    def threat(self, tr: Any, state: TaisenState, words: str) -> str:
        key = (state.to_notation(), words)
        if key != self.threat_key:
            threat = village_threat(tr, state, state.side)
            said = self._fitted(joined(words, threat), threat)
            self.threat_key, self.threat_said = key, said
        return self.threat_said

    def _fitted(self, *texts: str) -> str:
        """The first of `texts` that fits, else the last."""
        return next((text for text in texts if self.fits(text)), texts[-1])

    def _warned(
        self, tr: Any, state: TaisenState, hint: TaisenAction, words: str, plain: str
    ) -> str:
        side = state.side
        foe = side_name(tr, SIDE_KEYS[1 - side])
        if hint.is_end:
            threat = village_threat(tr, state, side)
            whole = joined(end_reason(tr, state, foe), threat)
            return self._fitted(whole, joined(str(tr("taisen.prompt.hint_end")), threat))
        before = threats(state, side)
        risk = move_risk(state, hint, before)
        said = risk_words(tr, risk, foe)
        reason = move_why(tr, state, hint, foe, before)  # U, s20: and why
        why, short = joined(words, reason), joined(plain, reason)

        def priced(hint_words: str, cost: str = said) -> str:  # the price weighed, not a warning
            return str(tr("taisen.risk.said", hint=hint_words, risk=cost)) if cost else hint_words

        # the reason is kept before the cost, the cards carried before the reason (they
        # move too: newcomer K), and where the cost has no room the carried cards are
        # left to the board's preview: a cost said with no reason read as a move no
        # better than others, and 'Hint: Scissors 2 (carrying Paper 3), red die.' taught
        # nothing (newcomer W, s21, FR 1920x1080 beside 'Replay its turn', 113_fr_hint,
        # 130_fr_hint4); the village it opens is always said, after the reason, in fewer
        # words where the whole leaves the reason no room (s22: 'Hint: Shogun (carrying
        # ...), blue die. Cost: your village left empty, a Wolf ninja 1 tile away.', the
        # reason dropped at every size, FR's 'Coût : le Loup pourrait prendre votre
        # village.' likewise)
        if risk.village_steps is not None:
            brief = risk_words(tr, risk, foe, short=True)
            return self._fitted(
                priced(why),
                priced(short),
                priced(why, brief),
                priced(short, brief),
                priced(words),
            )
        after = state.clone()
        after.apply(hint)
        threat = village_threat(tr, after, side)
        named = risk_words(tr, risk, foe, named=True)
        brief = exposed_named(tr, risk, roll=False) if named != said else said
        return self._fitted(
            joined(priced(why, named), threat),
            joined(priced(short, named), threat),
            joined(priced(why, brief), threat),
            joined(priced(short, brief), threat),
            joined(priced(why), threat),
            joined(priced(short), threat),
            joined(why, threat),
            joined(short, threat),
            joined(priced(words), threat),
            joined(words, threat),
        )
