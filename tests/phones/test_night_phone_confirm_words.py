"""Newcomer V, s13 (nc-V/307): the plan's confirm on the phone read 'Confirm: Plan:
Collect, then Move', the word said twice. The page writes 'Confirm: {the choice's
words}' (phone.js): the plan's words are 'Collect, then Move' alone. EN and FR (seen in
Chromium at 360x640)."""

from __future__ import annotations

from typing import Any

import pytest

from .test_phone_page_fit import night_plan_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_plans_confirm_says_confirm_once(phone_table: Any, lang: str) -> None:
    table = night_plan_table(phone_table, lang, 2)
    tr = table.app.tr

    def plans() -> list[dict[str, Any]]:
        return [c for c in table.link.state_message(0)["choices"] if c.get("parts")]

    assert table.run_until(lambda: bool(plans()), 60)  # (the placing done on the laptop)
    plan = next(c for c in plans() if c["action"] == "plan collect move")
    first, second = tr("night.action.collect"), tr("night.action.move")
    assert plan["label"] == tr("phone.night.plan", first=first, second=second)
    text = tr("phone.confirm", what=plan["label"])  # as phone.js writes the button
    # fails before: 'Confirm: Plan: Collect, then Move'
    assert text.count(":") == 1 and "Plan" not in text, text
