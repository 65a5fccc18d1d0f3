// The phone page's lists to pick from (loaded before phone.js, whose globals these
// functions use when called): a pile's cards kept in place from one pick to the next.
"use strict";
// a pick of several cards, one at a time (the Crow's 'take 2 from the Jigoku'): the rows
// stay in place from one pick to the next, one taken greyed where it stood (newcomer K,
// phB21/22: Monkey x1 taken left the list, and the next tap on 'Toad' took 'Carp'), and
// the list where it was scrolled (newcomer S, s9 a10: while the laptop showed the card
// taken, the phone had no choices, the list was let go and came back at its top)
let pickRows = null;  // {version, group, left, rows: [{row, label}], scroll}
function keepRows(shown) {
  // true when this list goes on with the pick shown before it (its next card)
  const pick = (shown.find((c) => c.pick) || {}).pick;
  if (!pick) {
    if (shown.length || (state && state.over)) pickRows = null;  // another question
    return false;  // (none while the laptop shows the card taken: the pick goes on)
  }
  let going = false;
  if (!pickRows || pickRows.version !== state.version) {
    going = !!pickRows && pickRows.group === pick.group && pick.left < pickRows.left;
    const rows = going ? pickRows.rows : [];
    for (const choice of shown) {
      const at = rows.findIndex((r) => r.row === choice.row);
      if (at >= 0) rows[at] = {row: choice.row, label: choice.label};
      else if (choice.row) rows.push({row: choice.row, label: choice.label});
    }
    const scroll = going ? pickRows.scroll : 0;
    pickRows = {version: state.version, group: pick.group, left: pick.left, rows: rows, scroll: scroll};
  }
  const now = new Map(shown.filter((c) => c.row).map((c) => [c.row, c]));
  const rest = shown.filter((c) => !c.row);  // a pass or a confirm: after the rows
  shown.splice(0, shown.length, ...pickRows.rows.map((r) => now.get(r.row) || {...r, used: true}), ...rest);
  return going;
}
// where the list is scrolled, while it shows (emptied, a bar scrolls to its top)
document.getElementById("bar").addEventListener("scroll", () => {
  const bar = document.getElementById("bar");
  if (pickRows && !bar.hidden && document.querySelector("#choices button[data-row]")) pickRows.scroll = bar.scrollTop;
}, {passive: true});
