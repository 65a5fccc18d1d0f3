"""What the Night table says in words: each option's row, each event's log line, the
hint. Every word goes through the translation catalogue, and says only what the seat
whose knowledge is shown (the table's viewer) may know of the tokens."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ninjas.core.events import Event
from ninjas.night import data, packing, position
from ninjas.night.ai import placement_prospect
from ninjas.night.rules import NightAction, NightState

from ..yours import Yours
from .bonus_reach import OUT
from .discard_places import GONE, gone_words
from .plan_reason import plan_reason
from .string_aim import THROW_KINDS
from .throw_said import said, told

if TYPE_CHECKING:
    from .table_protocol import NightTable

BONUS_KINDS = frozenset({"potion", "gears", "hook", "shuriken", "kunai"})
"""The bonus tokens played as an action of their own (each with its picture)."""


def aim_key(action: NightAction) -> str:
    """Throws differ only by length in the legal list: one choice per target."""
    if action.kind in ("move", "attack"):
        return f"{action.kind} {action.args[0]}"
    if action.kind == "shuriken":
        return f"shuriken {action.args[0]} {action.args[1]}"
    if action.kind == "kunai":
        return f"kunai {action.args[0]} {action.args[1]} {action.args[3]}"
    if action.kind == "collect":  # the tokens taken, in any order
        return " ".join(["collect", *sorted(action.args, key=int)])
    return str(action)


RANK_OF_KIND = {"keep": 2, "swap": 2, "discard": 3, GONE: 3, "drop": 3, "peek": 3, "end": 4}
"""Where an option's row goes: the planned action first, then the bonuses, keeping a
token from the hand, a discard, and End the turn last (a 1 pressed by habit never ends
the turn)."""
BONUS_ORDER = ("potion", "gears", "hook", "shuriken", "kunai")
"""The bonuses' rows in this order, each token's choices together."""


def option_rank(action: NightAction) -> int:
    if action.kind in BONUS_KINDS or action.kind == OUT:  # why a bonus may not aim: by it
        return 1
    return RANK_OF_KIND.get(action.kind, 0)


def fixed_order(actions: Sequence[NightAction]) -> list[NightAction]:
    """The options in the order their rows are listed, the same at every turn: the
    planned action's rows (in the rules' order: roof by roof, ninja by ninja), each
    bonus by kind (BONUS_ORDER) and token, keeping or swapping a token in the hand, the
    discards in slot order, End the turn. A row new in a turn takes its kind's place.
    (The rows shown kept their places within a turn and new ones came after them: a
    Kunai in reach after a Move stood 4th, under the discards, for one person and 1st
    for the next, issue 33, newcomer G; the discards once came first, at the top, and
    stood 'slot 1, slot 3, slot 2', newcomer 62's c27.png.)"""
    place = {id(a): k for k, a in enumerate(actions)}

    def key(action: NightAction) -> tuple[int, int, str, int]:
        rank = option_rank(action)
        if action.kind == OUT:  # after its token's choices (bonus_reach.py)
            return (rank, BONUS_ORDER.index(action.args[1]), action.args[0], len(place))
        if rank == 1:  # a bonus: by kind, then token (where it lies), then its choices
            return (rank, BONUS_ORDER.index(action.kind), action.args[0], place[id(action)])
        if action.kind in ("discard", "drop"):
            return (rank, 0, action.kind, int(action.args[0]))
        if action.kind == "peek":  # 'Look at my tokens' after the discards (open_turn.py)
            return (rank, 1, "", 0)
        return (rank, 0, "", place[id(action)])

    return sorted(actions, key=key)


def certain_miss(state: NightState, action: NightAction) -> bool:
    """A Shuriken or a Kunai thrown at a ninja beyond the fighting string's reach: it
    can only miss, and the bonus is spent. Not offered (issue 33, newcomer G, m7.png:
    three Kunai rows, each 'beyond the string's reach: a certain miss'). A planned
    Move or Attack beyond it is still offered, its row saying so: the plan was made."""
    if action.kind not in ("shuriken", "kunai"):
        return False
    target = target_roof(state, action)
    return target is not None and not state.within_string(state.current_player, target, action.kind)


def sure_miss(state: NightState, action: NightAction) -> bool:
    """A throw (a Move, an Attack, a Shuriken, a Kunai) at a roof beyond its string's
    reach: the rules allow it (they forbid only obstacles), and it always misses."""
    target = target_roof(state, action) if action.kind in THROW_KINDS else None
    return target is not None and not state.within_string(state.current_player, target, action.kind)


def at_string_end(state: NightState, action: NightAction) -> bool:
    """A throw in reach only at the string's very end: its roof's centre lies beyond
    the string, so only the near edge of that roof can be hit (newcomer X, s21, 133: a
    ninja two roofs off, offered as any attack, read as out of reach; RULINGS 3: the
    throw decides, and a fist wholly on that edge hits)."""
    target = target_roof(state, action) if action.kind in THROW_KINDS else None
    here = state.positions[state.current_player]
    if target is None or here is None or target == here:
        return False
    if not state.within_string(state.current_player, target, action.kind):
        return False
    longest = data.MOVE_STRING_MAX if action.kind == "move" else data.FIGHT_STRING_MAX
    return state.village.distance(here, target) > longest


def apart(state: NightState, actions: Sequence[NightAction]) -> list[NightAction]:
    """The options with a sure miss moved after End the turn, apart from the throws
    that may hit (newcomer C, s14, 320-322: 'Attack Ben' at 37.5 cm with a 30 cm
    string was offered as any attack, taken, and injured Ana)."""
    return [a for a in actions if not sure_miss(state, a)] + [
        a for a in actions if sure_miss(state, a)
    ]


def target_roof(state: NightState, action: NightAction) -> int | None:
    """The roof an option acts on: where it places, moves or hooks to, the roof of
    the ninja it aims at, or the actor's own roof (collect, steal, discard, drop)."""
    kind, args = action.kind, action.args
    if kind in ("place", "move"):
        return int(args[0])
    if kind == "hook":
        return int(args[1])
    if kind == "attack":
        return state.positions[int(args[0])]
    if kind in ("shuriken", "kunai"):
        return state.positions[int(args[1])]
    if kind in ("collect", "pick", "steal", "discard", "drop", "keep", "swap"):
        return state.positions[state.current_player]
    return None


def roof_note(state: NightState, building: int) -> str:
    """Why a roof clicked offers nothing now (a key of night.roof.*): the thrower's
    own roof; a roof no throw may aim at from here (a taller building or tree stands
    in the way, the rules forbid it); or nothing the action now can do there."""
    here = state.positions[state.current_player]
    if here is None or state.phase != "act":
        return "nothing"
    if building == here:
        return "own"
    if not state.village.reachable(here, building):
        return "blocked"
    return "nothing"


class Wording:
    """The table's words, made from the state and the viewer's knowledge now."""

    def __init__(self, table: NightTable) -> None:
        self.table = table

    # ------------------------------------------------------------------ options
    def labelled(self, actions: list[NightAction]) -> list[tuple[NightAction, str]]:
        """Each option with its row's words (in the language now)."""
        tr = self.table.app.tr
        labels = [self.label(a) for a in actions]
        twice = {text for text in labels if labels.count(text) > 1}
        for i, action in enumerate(actions):  # two bonuses of one kind: say which is used
            from_hand = action.args[:1] and action.args[0][:1] in ("h", "r")
            if action.kind in BONUS_KINDS and (labels[i] in twice or from_hand):
                labels[i] = tr("night.act.from", what=labels[i], source=self.source(action))
        said = list(labels)
        twice = {text for text in said if said.count(text) > 1}
        for i, text in enumerate(said):
            if text in twice:  # never two rows alike: (1), (2)... (each said (1) before)
                labels[i] = f"{text} ({said[:i].count(text) + 1})"
        return list(zip(actions, labels, strict=True))

    def choice_key(self, action: NightAction) -> str:
        """One row per choice the acting seat can tell apart (aim_key): keeping or
        swapping either of two tokens alike in the hand, as the seat knows them, is one
        choice (newcomer T, s9 u15: 'Swap: Gears into slot 4, 3 points into your hand'
        twice, for two Gears)."""
        state = self.table.state
        if action.kind in ("keep", "swap") and state.held:
            held = state.held[int(action.args[0])]
            face = state.kind_seen_by(held, state.current_player)
            return " ".join([action.kind, face, *action.args[1:]])
        source = str(action.args[0]) if action.kind in BONUS_KINDS and action.args else ""
        if source[:1] == "h" and source[1:].isdigit():  # a bonus played from the hand
            face = state.kind_seen_by(state.held[int(source[1:])], state.current_player)
            return aim_key(NightAction(action.kind, (f"h-{face}", *action.args[1:])))
        return aim_key(action)

    def label(self, action: NightAction) -> str:
        """The option's words; a throw at a roof beyond the string's reach says so
        (never how far it is): legal, but a certain miss (NightState.within_string);
        one in reach only at the string's very end says that (at_string_end)."""
        text = self._label(action)
        if self.beyond(action):
            return self.table.app.tr("night.act.beyond", what=text)
        if at_string_end(self.table.state, action):
            return self.table.app.tr("night.act.edge", what=text)
        return text

    def beyond(self, action: NightAction) -> bool:
        """A throw at a roof beyond the string's reach: legal, and a certain miss."""
        return sure_miss(self.table.state, action)

    def _label(self, action: NightAction) -> str:
        tr = self.table.app.tr
        state = self.table.state
        name = self.table.seat_name
        kind, args = action.kind, action.args
        if kind == "place":
            return tr("night.act.place", roof=int(args[0]) + 1)
        if kind in ("move",):
            return tr("night.act.move", roof=int(args[0]) + 1)
        if kind == "attack":
            return tr("night.act.attack", name=name(int(args[0])))
        if kind == OUT:  # a bonus that may not aim at a ninja, and why (bonus_reach.py)
            missed = [item.split(":") for item in args[2:]]
            whys = {why for _, why in missed}
            if len(missed) == state.players - 1 and len(whys) == 1:  # at nobody, for one
                # reason: said once (newcomer M, s17, 105: 'Shuriken: no ninja in reach')
                return tr(f"night.out.none.{whys.pop()}", token=tr(f"night.token.{args[1]}"))
            who = tr.names([tr(f"night.out.{why}", name=name(int(s))) for s, why in missed])
            return tr("night.out", token=tr(f"night.token.{args[1]}"), who=who)
        if kind == "shuriken":
            return tr("night.act.shuriken", name=name(int(args[1])))
        if kind == "kunai":
            text = tr("night.act.kunai", name=name(int(args[1])), slot=int(args[3]) + 1)
            return text + self.slot_content(int(args[1]), int(args[3]))
        if kind == "pick":  # a roof token's row (collect_pick.py), as the viewer knows it
            roof = state.roofs[state.positions[state.current_player] or 0]
            face = self.table.token_face(roof[int(args[0])])
            later = ".later" if len(args) > 1 else ""
            return tr(
                f"night.pick.token{later}",
                n=self.table.collect_pick.number(int(args[0])),
                token=tr(f"night.named.{face}"),
            )
        if kind == "collect" and not args:
            return tr("night.pick.none")
        if kind == "collect":
            tokens = self.collected_words([int(a) for a in args])
            held = len(args) - state.free_slots(state.current_player)
            if held > 0:  # no slot for them: into the hand, to play or keep
                return tr.plural("night.act.collect.held", len(args), tokens=tokens, held=held)
            return tr.plural("night.act.collect", len(args), tokens=tokens)
        if kind == "keep":
            token = state.held[int(args[0])]
            return tr("night.act.keep", token=self.called(self.table.token_face(token)))
        if kind == "swap":  # a held token for one this collect packed (ninjas.night.packing)
            held, slot = state.held[int(args[0])], int(args[1])
            out = state.backpacks[state.current_player][slot]
            token, away = self.token_words(held), self.token_words(out or 0)
            later = ".bonus" if self.table.token_face(held) in data.BONUS_KINDS else ""
            return tr(f"night.act.swap{later}", token=token, slot=slot + 1, out=away)
        if kind == "end" and state.held:
            return tr.plural("night.act.end.held", len(state.held))
        if kind == "steal":
            text = tr("night.act.steal", name=name(int(args[0])), slot=int(args[1]) + 1)
            return text + self.slot_content(int(args[0]), int(args[1]))
        if kind in ("discard", "drop"):
            return self.discard_words(action)
        if kind == GONE:  # a discard taken, greyed in its place (discard_places.py)
            return gone_words(tr, action, self.table.token_face, self.called)
        if kind == "gears":
            return tr("night.act.gears", n=args[1], action=tr(f"night.action.{args[2]}"))
        if kind == "hook":
            return tr("night.act.hook", roof=int(args[1]) + 1)
        return tr(f"night.act.{kind}")

    def discard_words(self, action: NightAction) -> str:
        """A discard's or a drop's row: the token named where the screen is its owner's
        alone ('Discard the Kunai (slot 1) to the roof'), else the slot alone (issue 33,
        newcomer I, s6: 'Drop slot 1' and 'Discard slot 1' named no token). The screen
        shows what its viewer knows (NightTable.token_face): a face-down token on a
        screen others may look at is only its back, and its slot is named then."""
        tr = self.table.app.tr
        state = self.table.state
        slot = int(action.args[0])
        token = state.backpacks[state.current_player][slot]
        face = self.table.token_face(token) if token is not None and token >= 0 else "pink"
        named = "" if face in ("pink", "yellow") else ".named"
        out = self.called(face)
        if action.kind == "discard" and state.held and packing.keeps_held(state.options):
            held = self.called(self.table.token_face(state.held[0]))
            return tr(f"night.act.discard.keeps{named}", slot=slot + 1, token=held, out=out)
        return tr(f"night.act.{action.kind}{named}", slot=slot + 1, token=out)

    def called(self, face: str) -> str:
        """A token as a row's sentence names it: a value token by its colour and its
        points, 'the yellow 4' ('le jeton jaune de 4 points'); 'the 4 from your hand'
        read as the hand's fourth token (newcomer E, s15, 126); a bonus by its name."""
        tr = self.table.app.tr
        if face in data.TOKEN_VALUES:
            colour = tr(f"night.token.{position.colour(face)}")
            return tr.plural("night.called", data.TOKEN_VALUES[face], colour=colour)
        return tr(f"night.token.{face}")

    def slot_content(self, seat: int, slot: int) -> str:
        """What lies in another seat's backpack slot, if the acting seat may know it
        (face up, or seen before): ' (Potion)'; else nothing."""
        state = self.table.state
        token = state.backpacks[seat][slot]
        if token is None or token < 0:
            return ""
        face = state.kind_seen_by(token, self.table.viewer)
        if face in ("pink", "yellow"):
            return ""
        tr = self.table.app.tr
        if face in data.TOKEN_VALUES:  # '(3 points)', as a Collect's row says it: not '(3)'
            return f" ({tr(f'night.named.{face}')})"
        return f" ({tr(f'night.token.{face}')})"

    def token_words(self, token: int) -> str:
        """A token of the acting seat's, as it may know it: '4 points', 'Kunai'."""
        tr = self.table.app.tr
        face = self.table.token_face(token)
        if face in data.TOKEN_VALUES or face in ("pink", "yellow"):
            return tr(f"night.named.{face}")
        return tr(f"night.token.{face}")

    def collected_words(self, chosen: list[int]) -> str:
        """The tokens a Collect takes from the acting seat's roof (their places on it), in
        words, as that seat may know them: '3 points', 'a Potion', 'a pink
        token' (night.named.*: a face-down token the seat has not seen is never more
        than its back's colour); tokens alike counted ('2 pink tokens'); where
        the roof holds another token that reads the same, the places too ('(token 2)':
        numbered left to right as they lie on the roof, CollectPick.number)."""
        tr = self.table.app.tr
        state = self.table.state
        here = state.positions[state.current_player]
        roof = state.roofs[here] if here is not None else []
        faces = [state.kind_seen_by(t, self.table.viewer) for t in roof]
        groups: dict[str, list[int]] = {}
        for index in chosen:
            groups.setdefault(faces[index] if index < len(faces) else "pink", []).append(index)
        words = []
        for face, places in groups.items():
            if len(places) == 1:
                name = tr(f"night.named.{face}")
            else:
                name = tr(f"night.named.many.{face}", count=len(places))
            if faces.count(face) > len(places):  # the roof holds another alike
                # numbered as the rows and the roof show them, left to right
                numbers = sorted(self.table.collect_pick.number(i) for i in places)
                where = tr.names([str(n) for n in numbers])
                name = tr.plural("night.named.at", len(places), what=name, n=where)
            words.append(name)
        return tr.names(words)

    def source(self, action: NightAction) -> str:
        """Where a bonus is used from: a backpack slot, or the roof while collecting."""
        tr = self.table.app.tr
        src = action.args[0]
        if src.startswith("h"):
            return tr("night.source.hand")
        if src.startswith("r"):
            return tr("night.source.roof", n=int(src[1:]) + 1)
        return tr("night.source.slot", slot=int(src) + 1)

    def hint_label(self, action: NightAction, options: list[tuple[NightAction, str]]) -> str:
        """The hint in words: the plan's two actions, or its option's row (a throw's
        target and action, never its length)."""
        tr = self.table.app.tr
        if action.kind == "plan":  # with why, in a few words: the two actions alone
            # gave no reason (issue 33, newcomer G)
            plan = " + ".join(tr(f"night.action.{a}") for a in action.args)
            why = plan_reason(self.table, tuple(action.args))
            return tr("night.hint.plan", plan=plan, why=why) if why else plan
        if action.kind == "place":  # with why: 'Place on roof 2' alone gave no reason
            state = self.table.state
            roof = int(action.args[0])
            # the ninja placed is another player's: where it starts poorest helps the
            # placer (ninjas.night.ai.placement_prospect: colours only, public)
            count, near = placement_prospect(state, roof)
            everywhere = [placement_prospect(state, b) for b in range(len(state.roofs))]
            poorest = ".poorest" if (count, near) == min(everywhere) else ""
            owner = self.table.seat_name((state.current_player - 1) % state.players)
            key = f"night.hint.place{poorest}"
            said = tr.plural(key, count, name=owner, roof=roof + 1, near=near)
            yellow = sum(1 for t in state.roofs[roof] if state.kinds[t] in data.YELLOW_KINDS)
            if yellow:  # the roof shows more tokens than it counts: say why (newcomer
                # T, s9 t8: '1 token to collect there in round 1' on a roof of 3)
                later = data.YELLOW_FROM_ROUND
                return tr.plural("night.hint.place.yellow", yellow, what=said, round=later)
            return said
        key = self.choice_key(action)
        what = next((text for option, text in options if self.choice_key(option) == key), None)
        if what is None:
            what = self.label(action)
        # never the string's length: "a 34.0 cm string" is a ruler, and judging the
        # distance is the game (issue 33); nor is the string in the hands set to it
        return what

    # ------------------------------------------------------------------ the log
    def aimed(self, d: dict[str, Any]) -> str:
        """A throw's action and the roof it aimed at, 'Move to roof 7': a computer's
        move was told without where it went (issue 33, newcomer W, s9)."""
        tr = self.table.app.tr
        roof = int(d["to"]) + 1
        if d["action"] == "move":
            return str(tr("night.log.aim.move", roof=roof))
        return str(tr("night.log.aim", action=tr(f"night.action.{d['action']}"), roof=roof))

    def why_words(self, d: dict[str, Any]) -> str:
        """Why a turn's planned action came to nothing (its turn_ended event's data),
        in the third person: 'no token left on its roof', 'its plan for this turn was
        Skip', 'it chose not to play its planned Attack' ("" for no reason given)."""
        why = d.get("why")
        if not why:
            return ""
        tr = self.table.app.tr
        action = tr(f"night.action.{d['action']}") if d.get("action") else ""
        return str(tr(f"night.log.why.{why}", action=action))

    def hold_key(self, count: int) -> str | None:
        """The hand-off hold's words (tableflow/hold_cue.py) for a computer whose last
        move, the `count`-th action, was its plan: 'Green ninja has chosen its plan.',
        not 'has played.' (newcomer T, s12, capC_04: after the computer's plan the cue
        said 'Green ninja has played.' and the log only 'Plans: ...', read as a Collect
        made in silence). None for any other move (the cue's own words)."""
        actions = getattr(self.table.session, "actions", ())
        kind = str(actions[count - 1]).split(" ", 1)[0] if 0 < count <= len(actions) else ""
        if kind == "plan":
            return "night.hold.planned"
        if kind == "drop":  # a token dropped in a person's turn: not 'has played' (E, s15)
            return "night.hold.dropped"
        return None

    def log_line(self, event: Event, you: int | None = None) -> str:
        """The log's line for an event ("" for none): every line of Night's log is public
        (a plan is told only once all are revealed); with `you`, that seat's own moves
        in the second person, for its own phone (scenes/yours.py)."""
        seat_name = self.table.seat_name
        tr = self.table.app.tr if you is None else Yours(self.table.app.tr, seat_name(you))
        d = event.data
        kind = event.kind
        name = seat_name(d["seat"]) if isinstance(d.get("seat"), int) else ""
        line = ""
        if kind == "throw":
            # hit or missed, and a miss's way and whole cm once (throw_said.py)
            result = tr("night.log.hit" if d["success"] else "night.log.miss")
            head = tr("night.log.throw", name=name, action=self.aimed(d), result=result)
            line = told(tr, "night.told", head, said(tr, self.table.state.village, d))
        elif kind == "collected":
            held = tr.plural("night.log.held", len(d.get("held") or ()), name=name)
            line = tr.plural("night.log.collected", len(d["tokens"]), name=name)
            if d.get("held"):  # into the hand only: not 'collects 0 tokens' first
                line = f"{line} {held}" if d["tokens"] else held
        elif kind == "placed":
            line = tr(
                "night.log.placed",
                name=name,
                owner=seat_name(d["ninja"]),
                roof=d["building"] + 1,
            )
        elif kind in ("discarded", "dropped"):
            line = tr("night.log.discarded", name=name, roof=d["building"] + 1)
        elif kind == "knocked_off":
            line = tr(
                "night.log.knocked_off",
                name=name,
                victim=seat_name(d["owner"]),
                roof=d["building"] + 1,
            )
        elif kind == "turn_ended" and d.get("passed"):  # by the table (skip_handoff.py)
            why = self.why_words(d)
            line = tr("night.log.passed.why", name=name, why=why) if why else ""
            line = line or tr("night.log.passed", name=name)
        elif kind == "turn_ended" and d.get("skipped") and d.get("why") == "chose_not":
            # a planned action left by choice, a computer's too: 'Green ninja skips the
            # planned Collect.' (newcomer J, s11 nc-J/112: '... could be made, but was
            # not chosen' read oddly of a computer skipping its own action)
            action = tr(f"night.action.{d['action']}") if d.get("action") else ""
            line = tr("night.log.skipped.chose", name=name, action=action) if action else ""
            line = line or tr("night.log.skipped", name=name)
        elif kind == "turn_ended" and d.get("skipped") and d.get("why"):
            line = tr("night.log.skipped.why", name=name, why=self.why_words(d))
        elif kind == "turn_ended" and d.get("skipped"):
            line = tr("night.log.skipped", name=name)
        elif kind == "injury_spared":
            line = tr("night.log.spared", name=name)
        elif kind == "must_drop":
            line = tr("night.log.must_drop", name=name)
        elif kind == "kept":
            line = tr("night.log.kept", name=name)
        elif kind == "swapped":  # which tokens is the swapper's to know
            line = tr("night.log.swapped", name=name)
        elif kind == "returned":
            line = tr.plural("night.log.returned", len(d["tokens"]), name=name)
        elif kind == "stolen":
            line = tr("night.log.stolen", name=name, victim=seat_name(d["victim"]))
        elif kind == "injured":
            line = tr("night.log.injured", name=name, count=d["injuries"])
        elif kind == "healed":
            many = d.get("count", 1) > 1
            line = tr(
                "night.log.healed.all" if many else "night.log.healed",
                name=name,
                count=d.get("count", 1),
            )
        elif kind == "hooked":
            line = tr("night.log.hooked", name=name, roof=d["to"] + 1)
        elif kind == "plans_revealed":
            plans = tr("night.log.plans.sep").join(  # each language's own colon and semicolon
                tr(
                    "night.log.plans.of",
                    name=seat_name(s),
                    actions=", ".join(tr(f"night.action.{a}") for a in p),
                )
                for s, p in enumerate(d["plans"])
            )
            line = tr("night.log.plans", plans=plans)
        elif kind == "round_started":
            line = tr("night.log.round", round=d["round"], rounds=data.ROUNDS)
        elif kind == "dawn":
            line = tr("night.log.dawn")
        elif kind == "bonus_used":  # its kind is shown to all as it is played
            bonus = tr(f"night.named.{d['bonus']}") if d.get("bonus") else ""
            line = tr("night.log.bonus.named", name=name, bonus=bonus) if bonus else ""
            line = line or tr("night.log.bonus", name=name)
        return line
