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
// where the list is scrolled, while it shows (emptied, a bar scrolls to its top); read
// also as the list is redrawn, since a scroll's event comes only at the next frame, and
// a position told before it found the place still 0 (s9 CI, 390x844: back at the top)
function notePickScroll() {
  const bar = document.getElementById("bar");
  if (pickRows && !bar.hidden && document.querySelector("#choices button[data-row]")) pickRows.scroll = bar.scrollTop;
}
document.getElementById("bar").addEventListener("scroll", notePickScroll, {passive: true});
// Baku's cards put back on the deck, arranged by taps (newcomer S, s9 b24: the order was
// a list of 24 rows 'Top to bottom: ...'): each card tapped takes the next place from
// the top, its rank on it, where it stands; the last is placed by itself; 'Undo last
// tap' takes back the last; the order whole, its play comes as the confirm, over it. (The
// laptop's table swaps two cards clicked one after the other: picks_view.py.)
let ordering = null;  // {version, taps: [card ids, top first]}
function orderNames(ids) { return ids.map((id) => cardInfo(id).name).join("|"); }
function drawOrder(shown) {
  // true when the choices are an order to arrange, drawn then in the bar (#choices)
  const box = $("choices");
  const orders = shown.filter((c) => String(c.action).startsWith("order "));
  const arranging = orders.length > 1 && orders.length === shown.length;
  box.classList.toggle("order", arranging);
  if (!arranging) { ordering = null; return false; }
  if (!ordering || ordering.version !== state.version) ordering = {version: state.version, taps: []};
  const cards = orders[0].action.split(" ").slice(1).map(Number), taps = ordering.taps;
  if (taps.length === cards.length - 1) taps.push(cards.find((id) => !taps.includes(id)));
  const ask = document.createElement("p");
  ask.className = "order-ask"; ask.textContent = t("phone.order.ask");
  box.append(ask);
  for (const id of cards) {
    const info = cardInfo(id), rank = taps.indexOf(id), button = document.createElement("button");
    button.className = "order-card" + (rank >= 0 ? " placed" : "");
    button.style.setProperty("--c", info.colour);
    button.dataset.card = id;
    button.textContent = (rank >= 0 ? rank + 1 + ". " : "") + info.name + " (" + info.value + ")";
    button.disabled = sent || rank >= 0;
    button.onclick = () => { if (!sent && !taps.includes(id)) { taps.push(id); refused = ""; draw(); } };
    box.append(button);
  }
  const whole = taps.length === cards.length
    ? orders.find((c) => orderNames(c.action.split(" ").slice(1).map(Number)) === orderNames(taps)) : null;
  if (whole) {
    const button = document.createElement("button");
    button.className = "confirm"; button.dataset.action = whole.action;
    button.textContent = t("phone.confirm", {what: whole.label});
    button.disabled = sent;
    button.onclick = () => play(whole.action);
    box.append(button);
  }
  const undo = document.createElement("button");
  undo.id = "order-undo"; undo.textContent = t("phone.order.undo");
  undo.disabled = sent || !taps.length;
  undo.onclick = () => {
    if (sent) return;
    taps.pop();
    if (taps.length === cards.length - 1) taps.pop();  // the last, placed by itself, too
    draw();
  };
  box.append(undo);
  return true;
}
