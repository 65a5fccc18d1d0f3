"""The short words of a Night choice of the seat's own tokens on its phone, under the
token's picture in a tile of the bar (newcomer I, s10 at 360x640: four buttons of
'Discard the 1 (slot 1) to the roof: the 5 from your hand takes its place' filled ~45%
of the screen and hid the plan and the backpack, nc-99/091, 131, 165). The tile says
what happens to the token drawn ('Slot 3 → roof', 'Action 2: Move'), a line over each
group of them what they share ('Make room for the 5:', 'Play a bonus:'): newcomer K, s11
at 360x640, could not tell two tiles '1 Discard' and '1 Swap for the Shuriken' apart;
a bonus of several ways (the Gears' six actions, the Hook's roofs, a throw's targets)
is one tile, its `group`, opened on the phone (phone_tokens.js). The long words stay
the choice's label. All from `view(seat)`: what the seat alone knows."""

from __future__ import annotations

from typing import Any

from ninjas.night.rules import NightAction

GROUPED = frozenset({"gears", "hook", "shuriken", "kunai"})
"""Bonuses played in several ways: one tile for the token, its ways behind it."""


def face(shown: str | None) -> str | None:
    """A token's face as `view(seat)` shows it ('k:v5' -> 'v5'), None for none."""
    if shown is None or ":" not in shown:
        return None
    return shown.split(":", 1)[1]


def shown_token(view: Any, action: NightAction) -> str | None:
    """The token of the seat's own that `action` concerns, as the seat knows it: the
    slot's (or the hand's) it plays, the held one a keep packs, the slot's a swap sends
    to the hand."""
    args = action.args
    pack, held = view.backpacks[view.seat], view.held
    if action.kind == "swap":
        slot = int(args[1])
        return pack[slot] if slot < len(pack) else None
    source = args[0] if args else ""
    if action.kind == "keep" or source[:1] == "h":
        index = int(source.lstrip("h") or 0)
        return held[index] if index < len(held) else None
    if source.isdigit():
        return pack[int(source)] if int(source) < len(pack) else None
    return None


def tile_words(
    tr: Any, view: Any, action: NightAction, name: Any, keeps: bool = False
) -> dict[str, str]:
    """{'short': words beside the picture, 'group': its bonus's tile key, 'group_label',
    'head': the line over its group of tiles (a discard's or a swap's: the hand's token
    comes in its place), 'wide': a bonus's tile, two to a row} for a choice of the seat's tokens; `name(seat)` a seat's name; `keeps`: a
    discard packs the first held token in the slot it frees (packing.keeps_held)."""
    kind, args = action.kind, action.args

    def token_name(shown: str | None) -> str:
        found = face(shown)
        return str(tr(f"night.token.{found}")) if found else "?"

    out: dict[str, str] = {}
    held = view.held
    if kind in ("discard", "drop"):  # the slot said, its token drawn (newcomer K, s11)
        out["short"] = tr("phone.night.tile.out", slot=int(args[0]) + 1)
        if kind == "discard" and held and keeps:  # the hand's token comes in its place
            out["head"] = tr("phone.night.head.room", token=token_name(held[0]))
        else:
            out["head"] = tr(f"phone.night.head.{kind}")
    elif kind == "keep":
        out["short"] = tr("phone.night.tile.keep")
        out["head"] = tr("phone.night.head.hand")
    elif kind == "swap":  # the slot's token to the hand, the hand's in the slot
        token = token_name(held[int(args[0])] if int(args[0]) < len(held) else None)
        out["short"] = tr("phone.night.tile.to_hand", slot=int(args[1]) + 1)
        out["head"] = tr("phone.night.head.room" if keeps else "phone.night.head.swap", token=token)
    elif kind == "gears":
        out["short"] = tr("phone.night.tile.gears", n=args[1], action=tr(f"night.action.{args[2]}"))
    elif kind == "hook":
        out["short"] = tr("phone.night.tile.hook", roof=int(args[1]) + 1)
    elif kind == "shuriken":
        out["short"] = tr("phone.night.tile.shuriken", name=name(int(args[1])))
    elif kind == "kunai":
        out["short"] = tr("phone.night.tile.kunai", name=name(int(args[1])), slot=int(args[3]) + 1)
    elif kind == "potion":
        out["short"] = tr("phone.night.tile.potion")
    else:
        return out
    if kind not in ("discard", "drop", "swap"):  # longer words than a slot's: two to a row
        out["wide"] = "1"
    out.setdefault("head", tr("phone.night.head.bonus"))
    if kind in GROUPED:
        out["group"] = f"{kind} {args[0]}"
        out["group_label"] = tr(f"phone.night.group.{kind}")
    return {key: str(value) for key, value in out.items()}


def tile_label(tr: Any, kind: str) -> str:
    """A bonus's tile in the bar when none is offered now: the tile that opens its ways
    ('To a roof…'), the Potion's own ('Drink: heal')."""
    if kind in GROUPED:
        return str(tr(f"phone.night.group.{kind}"))
    return str(tr(f"phone.night.tile.{kind}"))
