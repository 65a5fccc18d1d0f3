"""What a seat's phone shows at the Night table (scenes/phones.py asks the table's
phone_* hooks, which hand over to this room): the plan made in secret as two steps of
the six actions' pictures, the choices of the seat's own tokens (labelled with what it
alone knows), its backpack and hand, and the others' plans once shown. The string is
always set on the laptop: a throw is public."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ninjas.night import data, packing
from ninjas.night.rules import ACTIONS, NightAction

from .bonus_reach import AIMED, why_not_aimed
from .phone_map import village_section
from .phone_tiles import shown_token, tile_label, tile_words
from .plan_reason import second_why
from .string_aim import THROW_KINDS
from .words import aim_key, certain_miss

if TYPE_CHECKING:
    from .table_protocol import NightTable

SECRET_KINDS = frozenset(
    {"plan", "drop", "discard", "keep", "swap", "potion", "gears", "hook", "shuriken", "kunai"}
)
"""Choices of a seat with a phone made on that phone (its plans, and the tokens only it
knows: its backpack, its hand), never listed on the laptop; the rest of its turn (where
it is placed, the planned action, the strings' throws, End) is public, on the laptop."""


def same_bonus(action: NightAction) -> str | None:
    """Two bonuses of one kind in the backpack do the same: one tile for both, the first
    one's (newcomer V, s13, nc-V/314: two tiles 'To roof 10', 'To roof 10' for two
    Hooks read as a bug). A throw's key drops its length too (words.aim_key); a token of
    the hand stays apart (played now, or back to the roof at the turn's end)."""
    args = action.args
    if action.kind not in data.BONUS_KINDS or not args or not str(args[0]).isdigit():
        return None
    rest = aim_key(action).split(" ")[2:] if action.kind in AIMED else list(args[1:])
    return " ".join([action.kind, "pack", *rest])


def phone_side(action: Any) -> bool:
    """The phone offers the secret choices (the laptop the rest, End among them)."""
    return getattr(action, "kind", "") in SECRET_KINDS


class PhoneAdapter:
    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.viewer: int | None = None
        """While the words of a seat's phone are made: that seat's knowledge (viewer)."""
        self.tiles: dict[str, str] = {}
        """The words of each bonus's tile in the bar, by kind (tile_words), for its tip."""

    def turn(self) -> bool:
        """Plans and a drop for an injury are made on the phone, and a turn with nothing
        to do on the screen (ends_here); the rest is public."""
        state = self.table.state
        return state.phase == "plan" or state.drop_seat is not None or self.ends_here()

    def ends_here(self) -> bool:
        """A phone's seat to act whose planned action is not done and cannot be (its
        Skip, or one that fell through), with bonuses or discards to choose: nothing is
        for the screen, so its End the turn is on its phone too, after them (newcomer
        V, s13, nc-V/282: Kenji's Skip waited for someone at the laptop to press End
        the turn, with nobody there; a turn with nothing at all passes by itself)."""
        table = self.table
        state = table.state
        seat = state.current_player
        if state.phase != "act" or state.drop_seat is not None or state.main_done:
            return False
        if state.is_terminal or table.throw is not None or not table.phone_seat(seat):
            return False
        return all(a.kind == "end" or phone_side(a) for a in state.legal_actions())

    def choices(self, seat: int) -> list[dict[str, Any]]:
        """The plan as two steps of the six actions' pictures; in a turn, the choices
        of the seat's own tokens (labelled with what it alone knows)."""
        table = self.table
        state = table.state
        if table.rope_flying():  # nothing to choose until the rope is down
            return []
        if state.phase == "plan":
            return self._plans(seat)
        if table.throw is not None:
            return []  # the string is being set on the laptop
        seen: set[str] = set()
        actions: list[NightAction] = []
        ends = self.ends_here()
        for action in state.legal_actions():
            key = same_bonus(action) or aim_key(action)
            mine = phone_side(action) or (ends and action.kind == "end")
            if mine and key not in seen and not certain_miss(state, action):
                seen.add(key)
                actions.append(action)
        self.viewer = seat
        try:
            labelled = table.words.labelled(actions)
        finally:
            self.viewer = None
        view = state.view(seat)
        chosen = [self._choice(view, action, text) for action, text in labelled]
        if chosen:  # (never alone: a list of them only would read as the seat's turn)
            chosen += self._idle(seat, view, {a.kind for a in actions})
        return chosen

    def _idle(self, seat: int, view: Any, offered: set[str]) -> list[dict[str, Any]]:
        """A greyed tile for each bonus the seat would play and may not now, with why
        (newcomer V, s13, nc-V/318-319: a Shuriken in the hand, nobody in reach, had no
        tile and no word; the laptop says why a throw may not aim at a ninja): a token
        of the hand, played now or kept, else back to the roof at the turn's end (the
        backpack's wait for a later turn, the bar kept small). Its reasons are public."""
        state = self.table.state
        tr = self.table.app.tr
        here = state.positions[seat]
        if state.phase != "act" or state.drop_seat is not None or here is None:
            return []
        out: list[dict[str, Any]] = []
        for source, kind in state._bonus_sources(seat, here):
            if kind in offered or not source.startswith("h"):
                continue
            name = tr(f"night.token.{kind}")
            if kind in AIMED:
                others = [t for t in range(state.players) if t != seat]
                whys = [(t, why_not_aimed(state, seat, t, kind) or "beyond") for t in others]
                who = tr.names(
                    [tr(f"night.out.{why}", name=self.table.seat_name(t)) for t, why in whys]
                )
                label, short = tr("night.out", token=name, who=who), tr("phone.night.tile.no_aim")
            elif kind == "potion":
                label = tr("phone.night.idle.potion", token=name)
                short = tr("phone.night.tile.no_injury")
            else:
                label = short = tr("phone.night.tile.not_now")
            shown = view.held[int(source[1:])]
            out.append(
                {
                    "action": "",
                    "idle": "1",
                    "label": str(label),
                    "short": str(short),
                    "wide": "1",
                    "head": str(tr("phone.night.head.idle")),
                    "art": self.token(shown)["art"],
                }
            )
        return out

    def _choice(self, view: Any, action: NightAction, text: str) -> dict[str, Any]:
        """One choice of the seat's own tokens: its words, and the token it concerns
        drawn beside them, as the seat knows it (its `view`); a discard's words name
        it, the phone being that seat's own screen ('Discard the Potion (slot 4)')."""
        tr = self.table.app.tr
        if action.kind in THROW_KINDS:
            text = tr("phone.night.aim", what=text)
        choice: dict[str, Any] = {"action": str(action), "label": text}
        if action.kind == "end":  # (ends_here) its End the turn: the bar's gold button
            choice["confirm"] = "1"
            return choice
        # short words under the token's picture, a tile of the bar (phone_tiles.py)
        keeps = packing.keeps_held(self.table.state.options)
        choice.update(tile_words(tr, view, action, self.table.seat_name, keeps))
        shown = shown_token(view, action)  # (a swap's: the slot's, sent to the hand)
        if shown is not None:  # (a discard's words name its token: words.discard_words)
            choice["art"] = self.token(shown)["art"]
        return choice

    def token(self, shown: str | None) -> dict[str, Any]:
        """A token as `view(seat)` shows it: its picture and name (a slot's None: empty)."""
        tr = self.table.app.tr
        if shown is None:
            return {"art": "pocket.png", "name": tr("phone.night.empty")}
        if shown == "injury":
            return {
                "art": "injury.png",
                "name": tr("phone.night.injury"),
                "tip": tr("night.tip.injury"),
            }
        face = shown.split(":", 1)[1]
        name = tr(f"night.token.{face}")
        return {"art": f"token_{face}.png", "name": name, "tip": self.tip(face)}

    def tile_words(self, seat: int) -> dict[str, str]:
        """The words of each bonus's tile in the seat's bar now, by kind: its one way's
        ('To roof 10'), else the tile that opens its ways ('To a roof…')."""
        state = self.table.state
        if state.phase != "act" or state.current_player != seat:
            return {}
        ways: dict[str, list[dict[str, Any]]] = {}
        for choice in self.choices(seat):
            kind = str(choice["action"]).split(" ", 1)[0]
            if kind in data.BONUS_KINDS and choice.get("short"):
                ways.setdefault(kind, []).append(choice)
        return {
            kind: str(found[0]["short"] if len(found) == 1 else found[0].get("group_label"))
            for kind, found in ways.items()
        }

    def tip(self, face: str) -> str:
        """What a token of the seat's own does, tapped on its phone: the words of the
        laptop's tooltip (token_tip.py) for a token its owner sees."""
        tr = self.table.app.tr
        if face in data.TOKEN_VALUES:
            return str(tr("night.tip.value"))
        if face in data.BONUS_KINDS:
            # the phone's own tile, not the laptop's row ('Play Grappling Hook…': newcomer
            # V, s13, nc-V/310, on a phone whose tile read 'To roof 10')
            tile = self.tiles.get(face) or tile_label(tr, face)
            return " ".join(
                (
                    tr(f"night.tip.{face}"),
                    tr("phone.night.tip.play", tile=tile),
                    tr("night.tip.tie"),
                )
            )
        return str(tr("night.tip.hidden"))

    def _plans(self, seat: int) -> list[dict[str, Any]]:
        state = self.table.state
        tr = self.table.app.tr
        steps = (tr("phone.night.first"), tr("phone.night.second"))
        parts = {}
        for action in ACTIONS:  # why an action cannot be done from here, if so
            why = state.why_not(seat, action)
            part = {
                "key": action,
                "label": tr(f"night.action.{action}"),
                "art": f"act_{action}.png",
                "note": tr(f"night.why.{why}") if why else "",
            }
            parts[action] = [{**part, "step": step} for step in steps]

        def second_note(a: str, b: str) -> str:  # from where the first action leaves it
            return second_why(tr, state, seat, a, b) or ""

        return [
            {
                "action": f"plan {a} {b}",
                "label": tr(
                    "phone.night.plan",
                    first=parts[a][0]["label"],
                    second=parts[b][1]["label"],
                ),
                "parts": [parts[a][0], {**parts[b][1], "note": second_note(a, b)}],
            }
            for a in ACTIONS
            for b in ACTIONS
        ]

    def turn_prompt(self, seat: int) -> str:
        tr = self.table.app.tr
        state = self.table.state
        if state.phase == "plan":
            return tr("phone.night.plan_now")
        if state.drop_seat is not None:
            return tr("night.prompt.drop")
        if state.phase == "place":
            return tr("phone.on_screen")
        if self.table.throw is not None:
            return tr("phone.night.string")
        planned = tr(f"night.action.{state.planned(seat)}")
        if self.ends_here():  # nothing on the screen: its bonuses, then End, here
            return tr("phone.night.ends_here", action=planned)
        if state.main_done:  # (newcomer I, s10: 'Your action now: Collect' once collected)
            return tr("phone.night.done", action=planned)
        return tr("phone.night.act", action=planned)

    def sections(self, seat: int) -> list[dict[str, Any]]:
        """The seat's plan, its backpack and hand (what it knows of each token), and the
        others' plans once shown: from view(seat) alone."""
        table = self.table
        view = table.state.view(seat)
        tr = table.app.tr
        self.tiles = self.tile_words(seat)

        token = self.token

        def acts(plan: Any) -> list[dict[str, Any]]:
            return [
                # the order as a badge, the action's name alone under its picture: one line
                {
                    "art": f"act_{a}.png",
                    "name": tr(f"night.action.{a}"),
                    "value": str(k + 1),
                    "badge": True,
                }
                for k, a in enumerate(plan)
            ]

        sections: list[dict[str, Any]] = []
        mine = view.plans[seat]
        if mine is not None:
            sections.append({"title": tr("phone.night.your_plan"), "items": acts(mine)})
        own_turn = view.phase == "act" and table.state.current_player == seat
        pack = [
            {"title": tr("phone.night.backpack"), "items": [token(t) for t in view.backpacks[seat]]}
        ]
        if view.held and own_turn:
            pack.append({"title": tr("phone.night.held"), "items": [token(t) for t in view.held]})
        if own_turn or table.state.drop_seat == seat:
            # its tokens first while the bar at the foot offers discards and bonuses: at
            # 360x640 the backpack stood under the bar's edge (newcomer O, s12, nc-O/097)
            sections[:0] = pack
        else:
            sections += pack
        for other, plan in enumerate(view.plans):
            if other != seat and plan is not None:
                title = tr("phone.night.plan_of", name=table.seat_name(other))
                sections.append({"title": title, "items": acts(plan)})
        sections.append(village_section(table, seat))  # where everyone stands (V, s13)
        return sections
