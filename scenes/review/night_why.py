"""A costly Night move's reason in words (the lead's s13 closing note, 'Left' 3: Night's
costly moves said 'No gain shows at once'): why.py finds which reason
(ninjas.night.review_why); this says it. A throw at the same roof: its distance and
which length lands; two plans: what the computer's planned action finds now; the rest
are counted (NIGHT_COUNTED: 'It puts 1 more token in your backpack'). `scene` is the
ReviewScene, typed loosely."""

from __future__ import annotations

from typing import Any

from ninjas import review as rv
from ninjas.night.review_why import plan_fact, plan_pair, throw_pair

from . import close_call

NIGHT_DETAILED = ("night_throw", "night_plan")
"""The reasons said here."""
NIGHT_COUNTED = (
    "night_injured",
    "night_value",
    "night_yellow",
    "night_tokens",
    "night_hits",
    "night_roof",
)
"""The reasons said with their number (why.COUNTED)."""


def night_words(scene: Any, item: rv.Item, name: str, state: Any) -> str:
    """The sentence of reason `name` (one of NIGHT_DETAILED) at the decision's `state`."""
    tr = scene.tr
    if name == "night_throw":
        pair = throw_pair(state, item.computer, item.move)
        if pair is None:
            return ""
        victim = scene.name(int(item.move.split()[1])) if pair.kind == "attack" else ""
        return str(
            tr(
                f"review.why.night_throw.{pair.kind}",
                distance=tr.decimal(pair.distance),
                best=tr.decimal(pair.best),
                made=tr.decimal(pair.made),
                name=victim,
            )
        )
    found = plan_pair(state, item.computer, item.move)
    if found is None:
        return ""
    fact = plan_fact(state, scene.seat, found[0])
    key = f"review.why.night_plan.{fact.action}"
    # the two actions where the plans part, by the planner's names (newcomer C, s14,
    # 179: 'Son plan se déplace' read oddly: 'say it in plain words')
    said = {"its": tr(f"night.action.{found[0]}"), "yours": tr(f"night.action.{found[1]}")}
    if item.move.split()[1:] == ["heal", "heal"]:  # (newcomer E, s15, 192: Bruno's plan)
        return str(tr("review.why.night_plan.heal_twice", **said))
    if fact.action == "collect" and fact.count and fact.free:
        return str(tr.plural(key, fact.count, free=fact.free, **said))
    if fact.action in ("move", "heal") and fact.count:
        return str(tr.plural(key, fact.count, **said))
    if fact.action == "attack" and fact.other is not None:
        return str(tr(key, name=scene.name(fact.other), **said))
    if fact.action == "steal" and fact.other is not None and fact.count:
        return str(tr.plural(key, fact.count, name=scene.name(fact.other), **said))
    if fact.action == "skip":
        return str(tr(key, **said))
    made, best = close_call.pair(scene, item)  # (0% only where decided)
    return str(tr("review.why.night_plan", best=best, made=made))
