"""The hint shown where the person chooses (NightScene.hint_move): the plan's two chips
set to it, or its option's row lit and its page turned to (its row and roof are marked
on the board); its words (hint_label), an action's with why (move_reason.py,
act_reason.py); the rows it names (hinted_option)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ninjas.night.rules import NightAction

from . import open_turn
from .act_reason import act_reason
from .move_reason import move_reason
from .plan_follow import PlanFollow

if TYPE_CHECKING:
    from .table_protocol import NightTable


class HintShow:
    """The hint of the table `table`, as the table shows it."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.then: NightAction | None = None
        """A discard the hint makes before its Collect, said after it (move)."""
        self.plan_follow = PlanFollow(table)
        """The Move's hint follows the roof the plan's hint named (plan_follow.py)."""

    def move(self, result: Any) -> NightAction | None:
        """The hint search's answer `result` set where the person chooses; the action
        shown, or None when the rules do not take it here."""
        t = self.table
        if open_turn.hint_covers(t):  # searched on faces the others watching may not see
            return None
        text = t.legal_move(result)
        if text is None:
            return None
        action = t.state.parse_action(text)
        self.then = None
        if action.kind == "plan":
            self.plan_follow.planned(action)
        action = self.plan_follow.follow(action)
        if action.kind == "discard" and any(o.kind == "pick" for o, _ in t.options):
            # the list offers no discard before the Collect (collect_pick): the room the
            # hint makes first is made after it, the tokens taken to the hand (newcomer
            # O, s8 n-53.png: "Discard the Potion (slot 3)" with no such row, none lit)
            self.then = action
            t.collect_pick.take(t.collect_pick.allowed())
            action = t.collect_pick.collect()
        if action.kind == "plan":
            t.plan = [str(action.args[0]), str(action.args[1])]
            t.plan_panel.taken = True  # asked for with H: one Enter plays it
        else:
            if action.kind == "collect":  # its tokens ticked
                t.collect_pick.take([int(a) for a in action.args])
            key = t.words.choice_key(action)  # (either of two tokens alike: one row)
            for index, (option, _) in enumerate(t.options):
                if t.words.choice_key(option) == key:
                    t.option_list.light_hinted(index)
                    break
        return action

    def label(self, action: NightAction) -> str:
        """The hint in words; a Collect shown for a discard says the discard after it."""
        t = self.table
        said = str(t.words.hint_label(action, t.options))
        if self.then is not None and action.kind == "collect":
            return t.app.tr("night.hint.then", what=said, then=t.words.label(self.then))
        why = self.plan_follow.why(action)  # another roof than the plan's: say why
        if why:
            return f"{said} ({why})"
        # why that roof (move_reason.py), that ninja, those tokens (act_reason.py)
        why = move_reason(t, action) or act_reason(t, action)
        return t.app.tr("night.hint.because", what=said, why=why) if why else said

    def hinted(self, action: NightAction) -> bool:
        """`action` (an option of the list) is the one the hint names (a roof token's
        row: one its Collect takes)."""
        hint = self.table.hint
        if hint is not None and action.kind == "pick" and hint.kind == "collect":
            return action.args[0] in hint.args
        words = self.table.words
        return hint is not None and words.choice_key(action) == words.choice_key(hint)
