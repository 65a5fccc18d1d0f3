// The story on the phone page (loaded before phone.js, whose globals these functions use
// when called): what happened since the seat's last turn, as the laptop's log told it,
// or the last move it may know. Cut to the newest lines that fit its box, a cue at the
// box's corner says how many are out of sight above ('+3 \u25be') and a tap on the box
// opens them all, a tap again folds them (newcomer I, s10 at 360x640: the lines since
// the last turn in a box of two with a scrollbar of its own, 'I could not read what
// Aiko/Green did without scrolling inside a scroll', nc-99/038, 078).
"use strict";
let storyOpen = null;  // the story opened whole, by its first line: a new story folds
function storyKey() {
  const since = state.since || [];
  return since.length ? since.length + "|" + since[0][0] : null;
}
function drawStory() {
  // what happened since this seat's last turn, as the laptop's log told it (newest
  // last, scrolled to it), or the last move it may know; in a room of its own, of a
  // height that never changes, so a line told late never moves the hand
  const box = $("last"), since = state.since || [];
  const rows = [];
  if (since.length) {
    const head = document.createElement("div");
    head.className = "head";
    head.textContent = t("phone.since");
    rows.push(head);
    for (const [text, touched] of since) {
      const row = document.createElement("div");
      row.textContent = text;
      if (touched) row.className = "hit";  // done to this seat, in gold as on the table
      rows.push(row);
    }
    if (!(storyOpen !== null && storyOpen === storyKey())) goldLast(rows);
  } else if (state.last) {
    const row = document.createElement("div");
    row.textContent = t("phone.last", {line: state.last});
    rows.push(row);
  }
  // waiting with no hand to show (Dojo's, Night's), the page has the room: more lines
  // (newcomer C, s10 at 360x640: three lines in a box with a scrollbar over empty black)
  box.classList.toggle("roomy", !(state.view.hand || []).length && !state.choices.length && !mine(state));
  box.replaceChildren(...rows);
  cueRoom(box, rows.length);
  const open = storyOpen !== null && storyOpen === storyKey();
  box.classList.toggle("open", open);
  box.classList.remove("cut");
  box.style.height = open ? "" : kept.last || "";
  // cut: no scrollbar of its own, its words clear of the cue (measured again in it)
  box.classList.toggle("cut", !open && box.scrollHeight > box.clientHeight + 1);
  if (!open) {
    wholeLines(box, rows, kept.last);
    kept.last = box.style.height || box.offsetHeight + "px";
  }
  foldCue(box, rows, open);
  watchLines(rows);
}
// A line that wraps anew after the box was scrolled (the game's font come late, after the
// page drew in a stand-in; the cue's room come or gone) moved every line under a scroll
// that stayed: the first shown was cut (s23's story of a whole Dojo turn, reverted for
// it). The box lines up again whenever one of its lines changes height
let storyRows = [], storyHeights = null;
// (lined up at the next frame, never in the observer's call: a change made there that
// resized a line again would be reported as an error, 'ResizeObserver loop')
const storyWatch = typeof ResizeObserver === "function"
  ? new ResizeObserver(() => requestAnimationFrame(realign)) : null;
function watchLines(rows) {
  storyRows = rows;
  storyHeights = heightsOf(rows);  // as drawn: the observer's first word changes nothing
  if (!storyWatch) return;
  storyWatch.disconnect();
  for (const row of rows) storyWatch.observe(row);
}
function heightsOf(rows) {
  return rows.map((row) => row.getBoundingClientRect().height).join(",");
}
function realign() {
  const heights = heightsOf(storyRows);
  const moved = heights !== storyHeights;
  storyHeights = heights;
  const box = $("last");
  if (!moved || !storyRows.length || box.classList.contains("open") || !storyRows[0].isConnected) return;
  for (const spare of [...box.children].filter((node) => !storyRows.includes(node))) spare.remove();
  wholeLines(box, storyRows, box.style.height || box.offsetHeight + "px");
  foldCue(box, storyRows, false);
}
function goldLast(rows) {
  // folded, the lines done to this seat stand among the newest, which the box shows:
  // the others first, then the gold ones, each in their order (newcomer A, s24, ph13 vs
  // ph15: 'Ben destroys your Bear' hid behind '+18 more' under three newer lines);
  // opened, the story is told in its order
  const lines = rows.slice(1);
  const hits = lines.filter((row) => row.className === "hit");
  if (!hits.length || hits.length === lines.length) return;
  rows.splice(1, lines.length, ...lines.filter((row) => row.className !== "hit"), ...hits);
}
function cueRoom(box, count) {
  // the room the cue takes at the box's right: as wide as its widest words for this
  // story ('+20 de plus' for at most `count` lines above, or 'less'), so no line runs
  // under it
  const cue = $("last-more"), hidden = cue.hidden, text = cue.textContent;
  let widest = 0;
  for (const words of [t("phone.since.more", {count: Math.max(count, 1)}), t("phone.since.less")]) {
    cue.textContent = words;
    cue.hidden = false;
    widest = Math.max(widest, cue.getBoundingClientRect().width);
  }
  cue.hidden = hidden;
  cue.textContent = text;
  box.style.setProperty("--cue", Math.ceil(widest) + 8 + "px");
}
function foldCue(box, rows, open) {
  const cue = $("last-more"), top = box.getBoundingClientRect().top + 1;
  const above = rows.filter((row) => row.className !== "head" && row.getBoundingClientRect().bottom <= top);
  cue.hidden = !open && !above.length;
  box.classList.toggle("cut", !open && above.length > 0);
  cue.textContent = open ? t("phone.since.less") : t("phone.since.more", {count: above.length});
}
// the cue is a button of its own, 44 px high to the finger (newcomer A, s24: '+18 more'
// was a small span); a tap on the lines opens them too
document.getElementById("last-wrap").onclick = () => {
  if (!state || $("last-more").hidden) return;
  storyOpen = storyOpen === storyKey() ? null : storyKey();
  drawStory();
  fitBar();
};
function wholeLines(box, rows, height) {
  // the newest lines that fit whole, the first of them at the top: scrolled to the very
  // bottom, the box began in the middle of a sentence ('Dojo to the mountain (south-east,
  // 2nd from the west).'), so the first of them stands at the top. The box is then as
  // high as those lines (a spacer under them left two blank lines when the newest line
  // alone fitted)
  // `height`: the box's height earlier in this position, kept (a line told late scrolls in it)
  box.style.height = height || "";
  box.scrollTop = 0;
  if (!rows.length || box.scrollHeight <= box.clientHeight) return;
  const origin = box.getBoundingClientRect().top, room = box.clientHeight;
  const top = (row) => row.getBoundingClientRect().top - origin;  // fractional, not rounded
  const end = rows[rows.length - 1].getBoundingClientRect().bottom - origin;
  let first = rows.length - 1;
  while (first > 0 && end - top(rows[first - 1]) <= room + 0.5) first--;
  if (height) {  // kept: room under the newest, so the first shown can stand at the top
    const under = document.createElement("div");
    under.style.height = Math.max(0, room - (end - top(rows[first]))) + "px";
    box.append(under);
  } else box.style.height = Math.ceil(end - top(rows[first])) + "px";
  box.scrollTop = top(rows[first]);
}
// What the person scrolled to stays where it stood through a refresh that is not the
// start of its turn (newcomer O, s12, 358/359: scrolled with the wheel, 'it kept jumping
// back'): the story's box grows or shrinks with a new position, over the hand, and the
// browser's own scroll anchoring loses its anchor in a page drawn anew. The first part
// under the header, by its id or its place among the sections, is put back where it was
function viewMark() {
  if (scrollY < 1) return null;  // at the top: what comes above is in sight anyway
  const top = pageTop();
  const parts = [...document.querySelectorAll("#hand-title, #hand, #card-info, #sections > *, #notes-title, #notes")];
  const part = parts.find((node) => node.offsetHeight && node.getBoundingClientRect().bottom > top);
  if (!part) return null;
  const at = part.id ? -1 : [...$("sections").children].indexOf(part);
  return {id: part.id, at, top: part.getBoundingClientRect().top};
}
function keepView(mark) {
  if (!mark) return;
  const part = mark.id ? document.getElementById(mark.id) : $("sections").children[mark.at];
  if (!part || !part.offsetHeight) return;
  const moved = part.getBoundingClientRect().top - mark.top;
  if (Math.abs(moved) >= 0.5) window.scrollBy(0, moved);
}
