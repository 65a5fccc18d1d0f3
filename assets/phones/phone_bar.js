// The phone page's bar of choices at the foot (loaded before phone.js, whose globals
// these functions use when called): its height, the question and the card's powers in it.
"use strict";
const BAR_LEAST = 116;  // the bar's least height: its question and a row of plays
// the question over the choices in the bar while the prompt is scrolled out of sight
// (newcomer I, 360x640: scrolled down to a card, the bar offered 'Fox: swap hands' with
// no question); under the sticky header counts as out of sight
let promptSeen = true;
function small() { return matchMedia("(max-height: 700px)").matches; }  // (phone.html's)
function showAsk() {
  // on a small phone one line of words in the bar: the card's, once one is tapped (newcomer
  // W, s9 a33: scrolled, the question, the card's words and 2x2 plays cut the bar's foot)
  const oneLine = small() && !$("bar-tip").hidden;
  const ask = $("bar-ask");
  ask.hidden = promptSeen || oneLine || !ask.querySelector(".words").textContent || !state || !!state.result;
  cueFolded(ask);
}
function setAsk(words) {
  // a new question comes folded again (one line on a small phone)
  const node = $("bar-ask").querySelector(".words");
  if (node.textContent !== words) $("bar-ask").classList.remove("open");
  node.textContent = words;
}
// the question in the bar, cut to one line on a small phone, opens whole on a tap (E7,
// s15, Night at 360x640: 'Your action now: Skip, nothing to do on the scre...'); the bar
// grows upward from its foot, so its plays stay under the finger
let askLine = 0;  // the question's one line, measured as it opens (askGrowth)
document.getElementById("bar-ask").onclick = () => {
  const ask = document.getElementById("bar-ask");
  if (!ask.classList.contains("open")) askLine = ask.querySelector(".words").getBoundingClientRect().height;
  ask.classList.toggle("open");
  cueFolded(document.getElementById("bar-ask"));
  fitBar();
};
if (window.IntersectionObserver) {
  // the page's foot keeps room for the bar with its question too (fitBar): scrolled to
  // the foot, the bar that grew with it covered the hand's last card (newcomer K, phA14)
  // (its first call may come before phone.js has run, which defines $ and state: E9, s10,
  // 'Uncaught $ is not defined' in two whole games on a busy machine)
  new IntersectionObserver(([seen]) => {
    promptSeen = seen.isIntersecting;
    if (typeof $ !== "function" || typeof state === "undefined") return;
    showAsk(); if (state) fitBar();
  },
                           {rootMargin: "-64px 0px 0px 0px"}).observe(document.getElementById("prompt"));
}
function showTip() {
  // what the card tapped does, said in the bar too while its line under the hand is
  // out of sight (newcomer I, 360x640: 'Tengu (2) — ...' lay under the bar). Judged as
  // if the bar had no such line, so showing it never hides what it repeats
  const tip = $("bar-tip"), line = $("card-info"), bar = $("bar");
  if (!state) return;
  let show = infoCard !== null && !line.hidden && !bar.hidden && !state.result;
  if (show) {
    const box = line.getBoundingClientRect();
    const top = document.querySelector("header").getBoundingClientRect().bottom;
    const shown = tip.hidden ? 0 : tip.getBoundingClientRect().height + parseFloat(getComputedStyle(tip).marginTop)
      + parseFloat(getComputedStyle(tip).marginBottom);
    show = box.top < top || box.bottom > bar.getBoundingClientRect().top + shown;
  }
  // said in the bar, the line under the hand is not drawn: half under the bar it peeked
  // out over it, cut (newcomer A, s24, ph07); its room stays, so nothing moves
  line.style.visibility = show ? "hidden" : "";
  const words = show ? line.textContent : "", node = tip.querySelector(".words");
  if (tip.hidden === !show && node.textContent === words) return;
  node.textContent = words;
  tip.hidden = !show;
  cueTip();
  showAsk();
  fitBar();
}
function cueTip() { cueFolded($("bar-tip")); }
function cueFolded(line) {
  // the card's powers or the question folded to one line (a small phone) say a tap opens
  // them: a chevron and an underlined word at the line's end, 'less' once open (newcomers,
  // s10: the line's tap to open had no cue). None where the words fit whole
  const cue = line.querySelector(".cue"), words = line.querySelector(".words");
  const open = line.classList.contains("open");
  cue.textContent = "";
  const style = getComputedStyle(words);
  const lines = words.offsetHeight / (parseFloat(style.lineHeight) || 1.2 * parseFloat(style.fontSize));
  // (the card's powers stand in two lines, the question in one: phone.html)
  const most = line.id === "bar-tip" ? 2 : 1;
  const cut = words.scrollWidth > words.clientWidth + 1 || words.scrollHeight > words.clientHeight + 1;
  const folded = small() && !line.hidden && (open ? lines > most + 0.5 : cut);
  cue.textContent = folded ? t(open ? "phone.tip.less" : "phone.tip.more") : "";
}
// the card's powers in the bar fold to one line on a small phone; a tap unfolds them
document.getElementById("bar-tip").onclick = () => {
  document.getElementById("bar-tip").classList.toggle("open");
  cueTip();
  fitBar();
};
let tipAsked = false;
window.addEventListener("scroll", () => {
  if (tipAsked) return;
  tipAsked = true;
  requestAnimationFrame(() => { tipAsked = false; showTip(); });
}, {passive: true});
function fitBar() {
  // the bar shows when it holds something; the page keeps room under its content for it
  const bar = $("bar");
  bar.hidden = stopped || !$("choices").children.length && $("unpick").hidden && $("more").hidden && $("bar-why").hidden
    && $("hint-ask").hidden && $("bar-hint").hidden;
  // never higher than leaves the hand's first row whole over it, the page at its top
  // (newcomer S, s9 a33, 360x640: the card's powers and three plays covered all but
  // 40 px of the hand); a row of plays at least, the rest scrolled in the bar
  const at = bar.scrollTop;  // (the list's scroll place is kept: a pick goes on there)
  bar.style.maxHeight = "";
  const first = $("hand").hidden ? null : $("hand").querySelector(".card");
  if (moreShown && !bar.hidden) {
    // the folded plays asked for: all in sight at once, the bar as high as the page under
    // its header (newcomers, s10 at 360x640: 'More plays' opened a second row of plays
    // cut ~45 px at the bar's foot, to be scrolled in it); the cards are picked already
    // (under the seat's turn word, where the page's top shows it)
    const above = Math.max(...["header", "#state"].map((q) => document.querySelector(q).getBoundingClientRect().bottom));
    bar.style.maxHeight = Math.max(innerHeight - above - 6, BAR_LEAST) + "px";
  } else if (first && !bar.hidden) {
    const below = innerHeight - (first.getBoundingClientRect().bottom + scrollY) - 4;
    const most = parseFloat(getComputedStyle(bar).maxHeight) || innerHeight;
    if (below < most) bar.style.maxHeight = Math.max(below, BAR_LEAST) + "px";
  }
  const grow = askGrowth();
  if (grow > 0 && !bar.hidden) {
    // the question opened whole: the bar higher by its added lines, so a bar kept low
    // (Night's tokens) keeps its plays where they were, not pushed down to be scrolled
    const top = document.querySelector("header").getBoundingClientRect().bottom;
    bar.style.maxHeight = Math.min(parseFloat(getComputedStyle(bar).maxHeight) + grow, innerHeight - top) + "px";
  }
  bar.scrollTop = at;
  cueBelow();
  room = Math.max(room, bar.hidden ? 0 : bar.offsetHeight);
  document.querySelector("main").style.paddingBottom = (room + 40) + "px";
}
function askGrowth() {
  // the height the question opened whole adds to its one line, 0 folded or hidden
  const ask = $("bar-ask"), words = ask.querySelector(".words");
  if (ask.hidden || !ask.classList.contains("open")) return 0;
  const style = getComputedStyle(words);
  const line = askLine || parseFloat(style.lineHeight) || 1.2 * parseFloat(style.fontSize);
  return Math.max(0, words.getBoundingClientRect().height - line);
}
function keepTapped(id) {
  // a card tapped stays whole in sight over the bar its plays brought, the page scrolled
  // (s10 at 390x844, French: a Ronin of the hand's second row tapped, three plays and
  // the folded plays' row covered its name); never further than keeps
  // its top under the header. Twice, as the card's words may come into the bar after
  const card = document.querySelector(`#hand .card[data-card='${id}']`), bar = $("bar");
  for (let turn = 0; turn < 2 && card && !bar.hidden; turn++) {
    const box = card.getBoundingClientRect(), foot = bar.getBoundingClientRect().top - 6;
    const top = pageTop() + 4;
    const short = Math.min(box.bottom - foot, box.top - top);
    if (short < 1) return;
    window.scrollBy(0, short);
    showTip();
  }
}
function askedInSight(turn) {
  // the seat's turn, or a new question in it: the page scrolled so that its turn word and
  // question are out of sight, even in part, comes back to them (newcomer C, s10 at
  // 360x640: 'YOUR TURN' and the prompt off the top, 'piochez sa force + 2).' half cut).
  // Measured now, not from the observer's last report (it comes a frame late, the page
  // just redrawn). Not in the middle of a pick of the same pile: its rows stay put
  if (!turn && pickRows && pickGoing) return;
  // (the state line stays under the header: the prompt is in sight under it)
  const top = pageTop();
  const prompt = $("prompt");
  if (!prompt.hidden && prompt.offsetHeight && prompt.getBoundingClientRect().top < top - 0.5) window.scrollTo(0, 0);
}
function cueBelow() {
  // choices below the bar's foot, to scroll in it: a shadow over its foot says so, gone
  // at the end (Night's tokens on a small phone: the bar kept to two rows or so, newcomer
  // O, s12, nc-O/097, its backpack in sight above it)
  const bar = $("bar");
  bar.classList.toggle("below", !bar.hidden && bar.scrollTop + bar.clientHeight < bar.scrollHeight - 2);
}
document.getElementById("bar").addEventListener("scroll", () => cueBelow(), {passive: true});
