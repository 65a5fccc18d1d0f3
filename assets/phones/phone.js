// The phone page's script (assets/phones/phone.html loads it; the server's policy runs
// no inline script). The link's fragment is "CODE.KEY": browsers never send it. The key
// proves the code to the game (the game's fresh challenge sealed with it) and seals
// every message both ways with keys drawn from it and that challenge, each message
// numbered (TweetNaCl's secretbox, as PyNaCl on the game's side: ninjas/phones/
// sealing.py). The first phone to open a code keeps its seat with a secret of its own,
// kept in localStorage: it comes back after sleeping with it, and no other phone can.
"use strict";
const TEXTS = JSON.parse(document.getElementById("texts").textContent || "{}");
const [codeId, keyText] = decodeURIComponent(location.hash.slice(1)).split(".");
const enc = new TextEncoder(), dec = new TextDecoder();
const PROOF_LABEL = enc.encode("ninjas-phone-proof-1"), LINK_LABEL = enc.encode("ninjas-phone-link-1");
const PING_MS = 3000, SILENT_MS = 9000;
const $ = (id) => document.getElementById(id);
// the state line stays right under the header, however high the header is (Undo in it)
new ResizeObserver(() => {
  document.documentElement.style.setProperty("--head", document.querySelector("header").offsetHeight + "px");
}).observe(document.querySelector("header"));
function pageTop() {
  // the top of the page's words in sight: under the header and the seat's state line,
  // which stays under it as the page scrolls (phone.html #state)
  const header = document.querySelector("header").getBoundingClientRect().bottom;
  const badge = $("state") ? $("state").getBoundingClientRect().bottom : 0;
  return Math.max(header, badge);
}
function t(key, params) {
  let text = TEXTS[key] || key;
  for (const [k, v] of Object.entries(params || {})) text = text.split("{" + k + "}").join(String(v));
  return text;
}
function b64(bytes) {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
function unb64(text) {
  const plain = atob(String(text || "").replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}
function join(...parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) { out.set(part, at); at += part.length; }
  return out;
}
function counterNonce(count) {
  const nonce = new Uint8Array(nacl.secretbox.nonceLength);
  for (let i = nonce.length - 1; i >= 0 && count > 0; i--) { nonce[i] = count % 256; count = Math.floor(count / 256); }
  return nonce;
}
let key = null;
try { key = unb64(keyText); } catch (e) { key = null; }
function deviceSecret() {
  // made the first time this phone opens this code, and kept: it is what keeps the seat
  const name = "ninjas.device." + codeId;
  let kept = null;
  try { kept = localStorage.getItem(name); } catch (e) { kept = null; }
  if (kept) { try { const bytes = unb64(kept); if (bytes.length === 32) return bytes; } catch (e) { /* made anew */ } }
  const made = nacl.randomBytes(32);
  try { localStorage.setItem(name, b64(made)); } catch (e) { /* this page keeps it while open */ }
  return made;
}
const device = key && key.length === 32 ? deviceSecret() : null;
let ws = null, link = null, connecting = false, pinger = null, heard = 0;
let welcome = null, state = null, picked = [], steps = [], sent = false, retry = 1000, stopped = false;
let pickGoing = false;  // this list goes on with a pick of the same pile
let room = 0;  // the foot's room kept for the bar in this position: it only grows, so no tap scrolls
// what stands above the hand keeps its height through a position (the heights its first
// drawing gave): a line told late, a state sent again after a reconnect, never move the
// hand under the finger (a full run saw a card move 94 px up between tap and lift)
let keptFor = null, kept = {};
// what a thing does, tapped (issue 33): the card of the hand last tapped, the token's words
let infoCard = null, tipShown = "";
// the plays that add other cards to those tapped, shown on request (folded behind one row)
let moreShown = false;
// why the card last tapped could not be played, or join those picked, said in the bar
// until the next tap (newcomer R, s8: a Kappa with no clan to lay it on said only
// 'Kappa (1) — draw 3'; a second Fox for a Fox clan of three replaced the first)
let refused = "";
// the page is first drawn in the game's fonts, never in a stand-in that swaps under the
// finger; a font that cannot load is waited for 4 s at most
let fontsReady = false;
Promise.race([
  Promise.all(['17px "Ninjas Body"', '19px "Ninjas Display"'].map((f) => document.fonts.load(f))),
  new Promise((done) => setTimeout(done, 4000)),
]).catch(() => null).then(() => { fontsReady = true; draw(); });

function linked(on) {
  // a shape and a word, not a colour alone: a filled disc and "Connected", or a ring
  $("dot").classList.toggle("on", on);
  $("link-word").textContent = t(on ? "phone.link.on" : "phone.link.off");
}
function mine(message) {
  // the seat's turn: choices here, or its move at the screen (Night's throw, Dojo's walk)
  return !!message && !message.over && !!(message.your_turn || message.acting);
}
function titled() {
  const over = state && state.over;
  document.title = t(over ? "phone.title.over" : mine(state) ? "phone.title.turn" : "phone.title");
}

function status(text, withReopen) {
  $("status").textContent = text;
  $("status").style.display = text ? "block" : "none";
  $("reopen").hidden = !withReopen;
}
let undoneShown = null;
function toast(text, kind) {
  // an error in red; a note ('Undone: ...') in the page's own colours
  const box = $("toast");
  box.textContent = text; box.style.display = "block";
  box.className = kind || "";
  // under the header and the seat's turn badge when it is in sight, never over them
  // (newcomer R, p11: 'Undone: ...' covered 'YOUR TURN')
  box.style.top = Math.round(pageTop() + 6) + "px";
  box.onclick = () => { box.style.display = "none"; };  // over the prompt: a tap clears it
  clearTimeout(box.timer); box.timer = setTimeout(() => { box.style.display = "none"; }, 3500);
}
function stop(words, withReopen) {
  stopped = true;
  document.body.classList.remove("playing");
  status(words, withReopen);
  $("bar").hidden = true; $("undo").hidden = true;  // nothing can be sent any more
  // a game over keeps its result in sight under the words, till a new game's page
  // (newcomer C, s10: the scores read on the phone went as the laptop left the results)
  $("game").hidden = !(state && state.result);
}
function refusedHere(words) {
  // refused (the seat kept by another phone, a code that opens no hand any more): why,
  // and the way to join from here, never a dead end (s23): the code asked at the
  // computer, scanned or typed in the field under the words
  stop(words);
  askCode(t("phone.join.help"));
}
function askCode(help) {
  // the field for a code typed by hand (phone_typed.js), under `help`
  $("typed").hidden = false;
  $("typed-title").textContent = t("phone.typed.title");
  $("typed-help").textContent = help;
  $("typed-code").placeholder = t("phone.typed.placeholder");
  $("typed-open").textContent = t("phone.typed.open");
  $("typed").onsubmit = openTyped;
  $("typed-code").oninput = groupTyped;  // (phone_typed.js)
  if (!$("who").textContent) $("who").textContent = "Ninjas";
}
function later() {
  status(t("phone.lost"));
  setTimeout(connect, retry); retry = Math.min(retry * 2, 5000);
}
function send(message) {
  // sealed with this link's key for the game, numbered: a copy played again never opens
  if (!ws || ws.readyState !== 1 || !link) return false;
  ws.send(nacl.secretbox(enc.encode(JSON.stringify(message)), counterNonce(link.sent++), link.up));
  return true;
}
function opened(data) {
  const plain = nacl.secretbox.open(new Uint8Array(data), counterNonce(link.received), link.down);
  if (!plain) return null;
  link.received++;
  return JSON.parse(dec.decode(plain));
}
async function connect() {
  if (stopped || connecting || (ws && ws.readyState <= 1)) return;
  if (!device) { refusedHere(t("phone.error.bad_token")); return; }
  connecting = true;
  let hello = null;
  try {
    const answer = await fetch("/hello?c=" + encodeURIComponent(codeId), {cache: "no-store"});
    hello = answer.ok ? await answer.json() : null;
  } catch (e) {
    hello = null;
  } finally {
    connecting = false;
  }
  if (!hello) { later(); return; }
  if (!hello.code) { refusedHere(t("phone.error.bad_token")); return; }
  const challenge = unb64(hello.n);
  const nonce = nacl.randomBytes(nacl.secretbox.nonceLength);
  const proof = join(nonce, nacl.secretbox(join(PROOF_LABEL, challenge, device), nonce, key));
  const keys = nacl.hash(join(LINK_LABEL, key, challenge));
  const mine = {up: keys.slice(0, 32), down: keys.slice(32, 64), sent: 0, received: 0};
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const socket = new WebSocket(
    scheme + location.host + "/ws?c=" + encodeURIComponent(codeId) + "&n=" + hello.n + "&p=" + b64(proof));
  socket.binaryType = "arraybuffer";
  ws = socket; link = mine;
  socket.onopen = () => {
    heard = Date.now();
    clearInterval(pinger);
    pinger = setInterval(() => {
      if (ws !== socket) { clearInterval(pinger); return; }
      if (Date.now() - heard > SILENT_MS) { socket.close(); return; }  // asleep or gone: again
      send({type: "ping"});
    }, PING_MS);
  };
  socket.onmessage = (event) => {
    if (ws !== socket) return;
    heard = Date.now();
    const message = typeof event.data === "string" ? null : opened(event.data);
    if (!message) { socket.close(); return; }
    retry = 1000;
    receive(message);
  };
  socket.onclose = (event) => {
    if (ws !== socket) return;
    clearInterval(pinger);
    ws = null; link = null;
    linked(false);
    if (event.code === 4002) { stop(t("phone.error.closed")); return; }
    if (event.code === 4003) { stop(t("phone.error.screen")); return; }
    if (event.code === 4004) { refusedHere(t("phone.error.taken")); return; }
    if (event.code === 4006) { refusedHere(t("phone.error.bad_token")); return; }
    if (event.code === 4000) { stop(t("phone.error.elsewhere"), true); return; }
    later();
  };
}
function receive(message) {
  if (message.type === "welcome") {
    welcome = message;
    Object.assign(TEXTS, message.texts || {});
    titled();
    $("reopen").textContent = t("phone.reopen");
    document.documentElement.lang = message.lang;
    document.documentElement.style.setProperty("--seat", message.colour);
    $("who").textContent = message.name;
    linked(true);
    status("");
  } else if (message.type === "state") {
    if (state && message.version < state.version) return;
    // a new position starts afresh; the same one again (a line of the log told late)
    // keeps what was picked, and a play sent stays sent
    if (!state || message.version !== state.version) {
      picked = []; steps = []; room = 0; sent = false; moreShown = false; refused = "";
    }
    const turnNow = mine(message) && !mine(state);
    // a new question of its turn (a power's target, then the card it takes): its words
    // come into sight too (newcomer C, s10 at 360x640: after the Fox's target the prompt
    // stood scrolled off the top, p1-033)
    const asked = mine(message) && !!state && message.version !== state.version && message.prompt !== state.prompt;
    // a new turn: the card tapped in the last one is no longer told (newcomer W, s9 a26:
    // 'Rat (3) — ...' in the bar at its start, nothing tapped)
    if (turnNow) { infoCard = null; $("bar-tip").classList.remove("open"); }
    notedHand(message);
    state = message;
    if (state.over) $("toast").style.display = "none";  // nothing is left to choose again
    linked(true);
    status("");
    titled();
    // it has become this seat's turn: the phone buzzes where the browser can
    if (turnNow && navigator.vibrate) { try { navigator.vibrate([120, 80, 120]); } catch (e) { /* not allowed */ } }
    const mark = turnNow || asked ? null : viewMark();  // (phone_story.js)
    draw();
    // and its question comes into sight, if scrolled away while it waited (newcomer I,
    // 360x640: 'on a new turn the page does not scroll back to the top'); else what the
    // person scrolled to stays where it stood (newcomer O, s12, 358/359)
    if (turnNow || asked) askedInSight(turnNow);
    else keepView(mark);
    // what its Undo took back, said once (newcomer K, phB12: the discard came back silently)
    if (state.undone && state.version !== undoneShown) { undoneShown = state.version; toast(state.undone, "note"); }
  } else if (message.type === "error") {
    const known = ["flood", "stale", "not_your_turn", "illegal"];
    if (message.code === "taken") return;  // the link closes and says so
    // a play sent as the game ended is refused as stale: 'choose again' over the result
    // said what cannot be done (seen at the end of a Night game)
    if (state && state.over) { sent = false; draw(); return; }
    toast(t("phone.error." + (known.includes(message.code) ? message.code : "bad")));
    sent = false; draw();
  }
}
function cardInfo(id) { return welcome.cards[String(id)]; }
function cardNode(id, small) {
  const info = cardInfo(id), node = document.createElement("div");
  node.className = "card" + (small ? " small" : "");
  node.style.setProperty("--c", info.colour);
  node.dataset.card = id;
  const img = document.createElement("img");
  img.src = "/art/" + info.art; img.alt = "";
  const name = document.createElement("div");
  name.className = "name"; name.textContent = info.name;
  const value = document.createElement("div");
  value.className = "value"; value.textContent = info.value;
  node.append(img, name, value);
  return node;
}
function names(ids) {
  const counts = {};
  for (const id of ids) { const n = cardInfo(id).name; counts[n] = (counts[n] || 0) + 1; }
  return counts;
}
function fits(choice) {
  if (!picked.length) return true;
  const have = names(choice.cards || []), want = names(picked);
  return Object.entries(want).every(([n, k]) => (have[n] || 0) >= k);
}
function extra(choice) {
  // the cards a choice plays beyond those tapped, by name and count: a play of the
  // Spider tapped that adds a Ronin is not the Spider's own play
  const have = names(choice.cards || []), want = names(picked);
  return Object.entries(have).filter(([n, k]) => k > (want[n] || 0)).map(([n, k]) => [n, k - (want[n] || 0)]);
}
function added(choice) {  // in words: "Ronin", "Carp ×2"
  return extra(choice).map(([n, k]) => (k > 1 ? n + " \u00d7" + k : n));
}
function biggestOfKind(adding) {
  // of the plays that add cards, the one adding the most of the kinds tapped alone
  const want = names(picked);
  let best = null;
  for (const choice of adding) {
    if (!extra(choice).every(([n]) => n in want)) continue;
    if (!best || addedCount(choice) > addedCount(best)) best = choice;
  }
  return best;
}
function addedCount(choice) {
  return extra(choice).reduce((sum, [, k]) => sum + k, 0);
}
function draw() {
  if (!welcome || !state || !fontsReady) return;
  if (stopped && !state.result) return;  // closed in a game: its words alone (stop)
  $("game").hidden = false;
  // a word of the link now floats over the page (closed, it stands above the result kept)
  document.body.classList.toggle("playing", !stopped);
  const view = state.view;
  const fresh = keptFor !== state.version;
  if (fresh) { keptFor = state.version; kept = {}; }
  drawState();
  // a prompt of two lines: what it is about (Dojo's battle) in plain ink, then what to do
  const [about, ...todo] = String(state.prompt || "").split("\n");
  if (todo.length) {
    const head = document.createElement("span");
    head.className = "about"; head.textContent = about;
    $("prompt").replaceChildren(head, todo.join("\n"));
  } else $("prompt").textContent = about;
  $("prompt").className = mine(state) ? "mine" : "";
  $("prompt").hidden = !!state.result;  // 'The game is over.': the state line says it
  keep($("prompt"), "prompt");
  keepPrompt();
  drawWarnings();
  setAsk(todo.length ? todo.join(" ") : about);  // (phone_bar.js)
  showAsk();
  drawResult();
  drawStory();
  drawReveal();  // (phone_reveal.js)
  const choices = $("choices");
  notePickScroll();  // (phone_pick.js) before the rows go
  choices.replaceChildren();
  // the cards some choice plays, by name: of two alike cards, a choice names one, and
  // either may be tapped (the second Carp did nothing)
  const usable = new Set();
  for (const choice of state.choices) for (const id of choice.cards || []) usable.add(cardInfo(id).name);
  const withCards = state.choices.some((choice) => (choice.cards || []).length);
  // cards to pick: the bar keeps one height through the step, a card tapped moves neither
  // it nor the hand under the finger (newcomer H, s16, p108-p109: it grew, the page
  // jumped to keep the card over it, the next tap hit a Toad for a Monkey)
  $("bar").classList.toggle("steady", withCards && !!state.your_turn);
  const stepped = drawSteps();
  const offered = new Set();
  // the cards tapped: the plays of just those first, then those that add one card, two...
  // (a pass, which plays none of them, last)
  const rank = (c) => ((c.cards || []).length ? addedCount(c) : Infinity);
  const order = picked.length ? [...state.choices].sort((a, b) => rank(a) - rank(b)) : state.choices;
  const shown = [];
  for (const choice of order) {
    if ((choice.parts || []).length) {
      // chosen part by part (drawSteps): offered once every part is picked
      if (stepped.length === 1 && stepped[0] === choice) shown.push(choice);
      continue;
    }
    if (!fits(choice)) continue;
    // as on the table: the plays of cards are offered once a card is picked
    if (!picked.length && withCards && (choice.cards || []).length) continue;
    if (picked.length && !(choice.cards || []).length && choice.action !== "pass") continue;
    // alike cards make alike plays (two Carps): one button for them
    if ((choice.cards || []).length && offered.has(choice.label)) continue;
    offered.add(choice.label);
    shown.push(choice);
  }
  // the plays that add other cards of the hand to those tapped wait behind one row,
  // after the plays of just the cards tapped, or after the first of them when there is
  // none (newcomer I, 360x640: ten cards, a Ronin tapped, and nine rows covered half
  // the screen in a bar with a scrollbar of its own); tapping another card narrows them
  const going = keepRows(shown);
  pickGoing = going;  // (phone_bar.js askedInSight)
  const exact = shown.some((c) => (c.cards || []).length && !addedCount(c));
  let adding = picked.length ? shown.filter((c) => (c.cards || []).length && addedCount(c)) : [];
  // the biggest play of just the kinds tapped comes first of those that add cards, never
  // folded (newcomer N, s8: a Dragon tapped with five in hand, the bar offered 'Place 1
  // Dragon + 1 Ronin', and the play of four Dragons lay last behind 'More plays (5)')
  const biggest = biggestOfKind(adding), moved = !!biggest && biggest !== adding[0];
  if (moved) {
    shown.splice(shown.indexOf(biggest), 1);
    shown.splice(shown.indexOf(adding[0]), 0, biggest);
    adding = [biggest, ...adding.filter((c) => c !== biggest)];
  }
  // then the plays of just those, or the smallest that adds, in sight
  const lead = (exact ? 0 : 1) + (biggest && (exact || moved) ? 1 : 0);
  // (a row of its own for one play folded would save nothing; with the biggest play in
  // sight too, the bar has two rows already)
  const folded = new Set(moreShown || adding.length - lead < (lead > 1 ? 1 : 2) ? [] : adding.slice(lead));
  // a small phone: two plays in sight, in one row; the others behind 'More plays'
  // (newcomer W, s9 a4 at 360x640: plays in two rows covered the card just tapped)
  if (small() && picked.length && !moreShown && !shown.some((c) => c.row || c.used)) {
    shown.filter((c) => !folded.has(c)).slice(2).forEach((c) => folded.add(c));
  }
  $("more").hidden = !folded.size;  // beside Unpick, at the row's end
  $("more").textContent = t("phone.more_plays", {count: folded.size});
  if (drawOrder(shown)) shown.length = 0;  // Baku's order, arranged by taps (phone_pick.js)
  drawTokens(shown);  // Night's tokens, a tile each, taken out of shown (phone_tokens.js)
  for (const choice of shown) {
    if (folded.has(choice)) continue;
    if (choice.used) {  // taken earlier in this pick: greyed in its place
      const button = document.createElement("button");
      button.className = "used"; button.disabled = true; button.textContent = "\u2713 " + choice.label;
      button.dataset.row = choice.row;
      choices.append(button);
      continue;
    }
    if ((choice.parts || []).length) {
      const button = document.createElement("button");
      button.textContent = t("phone.confirm", {what: choice.label});
      button.className = "confirm";
      button.dataset.action = choice.action;
      button.disabled = sent;
      button.onclick = () => play(choice.action);
      choices.append(button);
      continue;
    }
    const more = picked.length ? added(choice) : [];
    const button = document.createElement("button");
    // the cards picked, what they play is the confirm: big and gold in the bar; a play
    // that adds a card of the hand comes after, plain, and says which it adds
    if (picked.length && (choice.cards || []).length) button.className = more.length ? "adds" : "confirm";
    if (choice.confirm) button.className = "confirm";  // End turn: the one play left
    // Be corrupt: no undo once cards are drawn; red, and apart from Recruit (newcomer H,
    // s16, p216: pressed for Recruit, the two alike one on the other)
    if (choice.risky) button.classList.add("risky");
    if (choice.art) {  // the token it concerns, drawn (Night's "Discard slot 4")
      const img = document.createElement("img");
      img.src = "/art/" + choice.art; img.alt = "";
      button.append(img);
    }
    const words = document.createElement("span");
    words.textContent = choice.label;
    button.append(words);
    if (choice.note) {  // what the play does not do: 'no power' (a one-card reinforcement)
      const note = document.createElement("small");
      note.className = "note";
      note.textContent = choice.note;
      words.append(note);
      button.classList.add("noted");
    }
    if (more.length) {
      const tag = document.createElement("small");
      tag.className = "added";
      tag.textContent = t("phone.adds", {cards: more.join(", ")});
      words.append(tag);
    }
    button.dataset.action = choice.action;
    if (choice.row) button.dataset.row = choice.row;
    button.disabled = sent;
    button.onclick = () => play(choice.action);
    choices.append(button);
  }
  choices.classList.toggle("grid", shown.some((c) => c.row));  // a pile's cards: two columns
  $("unpick").hidden = !picked.length;
  $("unpick").textContent = t("phone.unpick");
  drawHint();  // (phone_hint.js)
  $("bar-foot").hidden = $("more").hidden && $("unpick").hidden && $("hint-ask").hidden;  // (no empty column)
  $("bar-row").classList.toggle("with-foot", !$("bar-foot").hidden);
  $("bar-row").classList.toggle("opened", moreShown && !!picked.length);  // (phone_bar.js fitBar)
  $("bar-why").textContent = refused;
  $("bar-why").hidden = !refused || !!state.result;
  drawUndo();
  fitBar();
  // a new list opens at its top, but the next pick of the same pile keeps the rows where
  // they stood (newcomer N, s8: the Dragon's 'draw 2 of your choice' opened scrolled to
  // the bottom, where the list before it had been left, its first rows hidden)
  if (fresh && !going) $("bar").scrollTop = 0;
  else if (fresh) $("bar").scrollTop = pickRows.scroll;  // (phone_pick.js)
  // a hand of cards picked before a choice (Shinobi's): the cards the choices play
  const hand = view.hand || [];
  for (const id of ["hand-title", "hand", "card-info", "pick-hint"]) $(id).hidden = !hand.length || !welcome.cards[String(hand[0])];
  if (!$("hand").hidden) drawHand(hand, usable);
  const notes = state.notes || [];
  $("notes-title").hidden = !notes.length;
  $("notes-title").textContent = t("phone.notes");
  $("notes").replaceChildren(...notes.map((line) => {
    const item = document.createElement("li");
    item.textContent = line;
    return item;
  }));
  drawSections();
  keepFoot();
  showTip();
}
function drawWarnings() {
  // what may end the round soon, in gold under the question (the laptop's panel words)
  const warns = state.result ? [] : state.warnings || [];
  $("warn").replaceChildren(...warns.map((text) => {
    const line = document.createElement("p");
    line.textContent = text;
    return line;
  }));
  $("warn").hidden = !warns.length;
}
function drawState() {
  // the seat's state in a word and a shape, never a colour alone: its turn (here or on
  // the screen), an answer asked in another's turn, its play sent, waiting, or the game
  // over. A turn played on the screen says so all through, its tokens' choices here or
  // not (newcomer I, s10: Night's badge flipped 'YOUR TURN' / 'YOUR TURN, ON THE SCREEN')
  const kind = state.over ? "over" : sent ? "sent" : state.answer ? "answer"
    : state.acting ? "screen" : state.your_turn ? "turn" : "wait";
  $("state").className = kind === "screen" || kind === "answer" ? "turn" : kind;
  $("state-word").textContent = t("phone.state." + kind);
}
function drawResult() {
  // the game is over: who won, how it ended, every seat's total and the lines of it
  // (the laptop's results screen, from this seat's side: nothing is hidden any more)
  const box = $("result"), result = state.result;
  box.hidden = !result;
  if (!result) { box.replaceChildren(); return; }
  const head = document.createElement("div");
  head.className = "headline"; head.textContent = result.headline;
  const ending = document.createElement("p");
  ending.className = "ending"; ending.textContent = result.ending;
  const rows = result.seats.map((seat) => {
    const row = document.createElement("div");
    row.className = "seat" + (seat.winner ? " winner" : "");
    row.style.setProperty("--c", seat.colour);
    const top = document.createElement("div");
    top.className = "top";
    const name = document.createElement("span");
    name.className = "name";
    name.textContent = seat.you ? seat.name + " (" + t("phone.result.you") + ")" : seat.name;
    top.append(name);
    if (seat.winner) {
      const tag = document.createElement("span");
      tag.className = "tag"; tag.textContent = "\u2605 " + t("phone.result.winner");
      top.append(tag);
    }
    if (seat.total !== null && seat.total !== undefined) {
      const total = document.createElement("span");
      total.className = "total";
      const word = document.createElement("small");
      word.textContent = result.total;
      total.append(word, String(seat.total));
      top.append(total);
    }
    const lines = document.createElement("ul");
    lines.className = "lines";
    for (const [text, points] of seat.lines) {
      const item = document.createElement("li");
      const words = document.createElement("span");
      words.textContent = text;
      item.append(words);
      if (points !== null && points !== undefined) {
        const value = document.createElement("span");
        value.className = "points"; value.textContent = points > 0 ? "+" + points : String(points);
        item.append(value);
      }
      lines.append(item);
    }
    row.append(top, lines);
    return row;
  });
  box.replaceChildren(head, ending, ...rows);
}
function keep(node, name) {
  // never lower than it first stood in this position (a same prompt again keeps it)
  if (!(name in kept)) node.style.minHeight = "";
  const now = node.offsetHeight;
  kept[name] = Math.max(kept[name] || 0, now);
  node.style.minHeight = kept[name] + "px";
}
// the prompt's room over a hand: three lines at least, and through the seat's turn never
// lower than its tallest prompt so far, so the shorter question after 'Pass' never
// pulls the hand up under the finger (newcomer S, s9 b33->b34: 26 px, the tap meant for
// the Monkey hit the Carp)
let promptRoom = 0;
function keepPrompt() {
  const node = $("prompt"), hand = state.view.hand || [];
  if (!hand.length || node.hidden) { promptRoom = 0; return; }
  if (!mine(state)) promptRoom = 0;  // a new turn measures afresh (three lines at least)
  const line = parseFloat(getComputedStyle(node).lineHeight) || 26;
  promptRoom = Math.max(promptRoom, node.offsetHeight, Math.ceil(3 * line));
  node.style.minHeight = promptRoom + "px";
}
function drawUndo() {
  // Undo through the seat's turn, and while its move waits for End turn; greyed, a tap
  // says why, as the laptop's greyed Undo does ("Nothing to undo: a card drawn or shown
  // can't be put back.")
  const undo = state.undo, button = $("undo");
  button.hidden = !undo;
  if (!undo) return;
  button.textContent = "\u21b6 " + undo.label;
  button.title = undo.why || "";
  button.disabled = sent;
  button.classList.toggle("greyed", !!undo.why);
}
function keepFoot() {
  // the page never gets shorter in a position: scrolled to its foot, a shorter page
  // (a card's words of three lines, then of one) pulled the hand 40 px down the finger
  keep(document.querySelector("main"), "main");
}
function tile(item, small) {
  const node = document.createElement(small ? "div" : "button");
  node.className = "tile" + (small ? " small" : "");
  if (item.colour) node.style.borderColor = item.colour;
  if (item.art) {
    const img = document.createElement("img");
    img.src = "/art/" + item.art; img.alt = "";
    node.append(img);
  }
  if (item.value) {
    const value = document.createElement("div");
    value.className = "value" + (item.badge ? " badge" : ""); value.textContent = item.value;
    node.append(value);
  }
  const words = item.label || item.name || "";
  if (words && words !== item.value) {
    const name = document.createElement("div");
    name.className = "name"; name.textContent = words;
    node.append(name);
  }
  return node;
}
function drawSteps() {
  // choices made of parts (Night's two plans, Dojo's card then the card it strikes):
  // one step at a time, each the distinct parts left; returns the choices that fit
  const box = $("steps");
  box.replaceChildren();
  const all = state.choices.filter((choice) => (choice.parts || []).length);
  if (!all.length) { steps = []; return []; }
  let fitting = all.filter((c) => steps.every((key, i) => c.parts[i] && c.parts[i].key === key));
  if (!fitting.length) { steps = []; fitting = all; }
  const depth = steps.length;
  if (depth > 0) {  // what is chosen so far, said in words above it
    const line = document.createElement("div");  // one line: the words, then a chip each
    line.className = "chosen-line";
    const said = document.createElement("h2");
    said.className = "chosen"; said.textContent = t("phone.chosen");
    line.append(said);
    fitting[0].parts.slice(0, depth).forEach((part) => {
      const node = tile(part, true);
      node.classList.add("chosen");
      line.append(node);
    });
    // Back, beside what it takes back: in the bar it took a row of its own, and at
    // 360x640 Night's second action had its second row of pictures under the bar
    const back = document.createElement("button");
    back.id = "unstep"; back.textContent = t("phone.back"); back.disabled = sent;
    back.onclick = () => { if (!sent) { const at = rowsTop(); steps.pop(); draw(); holdRows(at); } };
    line.append(back);
    box.append(line);
    // what the card chosen does (Dojo's), under what is chosen
    const told = fitting[0].parts.slice(0, depth).filter((part) => part.tip).pop();
    if (told) box.append(tipLine(told.tip));
  }
  if (depth >= fitting[0].parts.length) return fitting;
  const title = document.createElement("h2");
  title.textContent = fitting[0].parts[depth].step || "";
  const row = document.createElement("div");
  row.className = "row pick";
  const seen = new Set(), notes = document.createElement("div");
  notes.className = "step-notes";
  for (const choice of fitting) {
    const part = choice.parts[depth];
    if (seen.has(part.key)) continue;
    seen.add(part.key);
    // why it cannot be done from here (Night's), under the pictures, a line each: in a
    // picture it took four lines of 14 px words (capitals 10 px), and at 15 px five
    // lines cut the second row at 360x640 (E12, s10); the picture bears a '!'
    const node = tile(part, false);
    if (part.note) {
      node.classList.add("noted");
      notes.append(tipLine(t("phone.step_note", {what: part.label, why: part.note})));
    }
    node.dataset.part = part.key;
    node.disabled = sent;
    node.onclick = () => { if (!sent) { const at = rowsTop(); steps.push(part.key); draw(); holdRows(at); } };
    row.append(node);
  }
  box.append(title, row);
  if (notes.children.length) box.append(notes);
  return fitting;
}
function rowsTop() {
  const row = document.querySelector("#steps .row.pick");
  return row ? row.getBoundingClientRect().top : null;
}
function holdRows(before) {
  // a step tapped (or Back): the next step's pictures stand where the last ones stood,
  // the page scrolled by what came above them (what is chosen so far), and then whole
  // in sight (newcomers, s10 at 360x640, French: Night's second action came 48 px lower
  // than the first, its second row cut ~45 px at the screen's foot, to be scrolled to)
  const row = document.querySelector("#steps .row.pick");
  if (before === null || !row) return;
  window.scrollBy(0, row.getBoundingClientRect().top - before);
  const box = row.getBoundingClientRect(), bar = $("bar");
  const foot = bar.hidden ? innerHeight : bar.getBoundingClientRect().top;
  const short = Math.min(box.bottom + 4 - foot, box.top - pageTop() - 4);
  if (short > 0) window.scrollBy(0, short);
}
function tipOf(item) { return item.name ? t("phone.tip.card", {card: item.name, powers: item.tip}) : item.tip; }
function tipLine(text, hint) {
  const line = document.createElement("p");
  line.className = "tip" + (hint ? " hint" : "");
  line.textContent = text;
  return line;
}
function drawSections() {
  const box = $("sections");
  box.replaceChildren();
  let hinted = false;
  for (const section of state.sections || []) {
    // a row the steps show from this one on, to tap, stands there alone (Dojo's backs)
    if (section.until_step !== undefined && steps.length >= section.until_step) continue;
    const title = document.createElement("h2");
    title.textContent = section.title;
    box.append(title);
    if (section.text) {
      const text = document.createElement("p");
      text.textContent = section.text;
      box.append(text);
    }
    if (section.map) box.append(villageMap(section.map));  // Night's (phone_map.js)
    for (const line of section.lines || []) {
      const text = document.createElement("p");
      text.textContent = line;
      box.append(text);
    }
    for (const group of section.groups || []) {  // a clan: its cards in a frame, named
      const frame = document.createElement("div");
      frame.className = "group";
      const head = document.createElement("div");
      head.className = "group-title"; head.textContent = group.title;
      const row = document.createElement("div");
      row.className = "row";
      row.append(...group.items.map((item) => tile(item, true)));
      frame.append(head, row);
      box.append(frame);
    }
    for (const items of section.rows || (section.groups ? [] : [section.items || []])) {
      const row = document.createElement("div");
      row.className = "row";
      for (const item of items) {
        const node = tile(item, true);
        if (item.tip) {  // a token of one's own: a tap says what it does, under its row
          node.classList.add("has-tip");
          if (tipShown === tipOf(item)) node.classList.add("told");
          node.onclick = () => { tipShown = tipShown === tipOf(item) ? "" : tipOf(item); draw(); };
        }
        row.append(node);
      }
      box.append(row);
      const told = items.find((item) => item.tip && tipOf(item) === tipShown);
      if (told) box.append(tipLine(tipShown));
      else if (items.some((item) => item.tip) && !hinted) {
        hinted = true;
        box.append(tipLine(t("phone.tip.hint_tokens"), true));
      }
    }
  }
}
let handOrder = [];
function steadyOrder(ids) {
  // the hand grouped by kind between the seat's turns (newcomer K: a card drawn went
  // last, 'Fox, ..., Fox, Fox'); within its own turn a card that comes in goes last and
  // the others keep their places (newcomer W, s9 b7 at 390x844: a card drawn joined its
  // kind before others, and the tap meant for Daidarabotchi picked Yuki-onna); its turn
  // over, the hand is grouped again. A card that comes back (an undo) takes its old place
  const known = new Set(handOrder), during = ownTurn(state) && ids.some((id) => known.has(id));
  for (const id of ids) if (!known.has(id)) { known.add(id); handOrder.push(id); }
  if (!during) {  // each kind in one run, the kinds in the order they first stand
    const kinds = [...new Set(handOrder.map((id) => cardInfo(id).name))];
    handOrder = kinds.flatMap((name) => handOrder.filter((id) => cardInfo(id).name === name));
  }
  const have = new Set(ids);
  return handOrder.filter((id) => have.has(id));
}
// the hand as the seat's last turn left it: a card not in it is new, and says so until
// the turn is over (newcomer K: what came in was not to be found once the hand is grouped)
let handBefore = null;
function handOf(message) { return (message && message.view && message.view.hand) || []; }
function ownTurn(message) {
  // the seat's own turn in the game's order (Shinobi's view says whose turn it is),
  // through the powers others answer in it and the laptop's showing of its plays, else
  // (a view that does not say) while it has choices or acts
  const view = (message && message.view) || {};
  if (view.turn === undefined || view.seat === undefined) return mine(message);
  return !message.over && view.turn === view.seat;
}
function notedHand(message) {
  // the turn is over when the game's turn moves on: while the laptop shows the seat's
  // own play the seat has no choices, which is no end (newcomer S, s9 a6: two Monkeys
  // laid, shown, then undone wore 'New', and the Dragon drawn that turn did not)
  const ended = state && ownTurn(state) && (!ownTurn(message)
    || (state.view || {}).round !== (message.view || {}).round);
  if (!handBefore || ended) { handBefore = new Set(handOf(message)); }
  else {
    // a card that leaves the hand was seen: given back by an Undo it is not new
    // (newcomer N, s8: two Monkeys laid and taken back wore 'New' again)
    const now = new Set(handOf(message));
    for (const id of handOf(state)) if (!now.has(id)) handBefore.add(id);
  }
  // a card of the seat's own clans was seen: sent back to the hand by a power (a Toad's)
  // it is not new (newcomer K, s11 nc-K/255: three Toads sent back wore 'New')
  for (const id of ownClanCards(state)) handBefore.add(id);
  for (const id of ownClanCards(message)) handBefore.add(id);
}
function ownClanCards(message) {
  const view = (message && message.view) || {};
  const clans = (view.clans || [])[view.seat] || [];
  return clans.flatMap((clan) => (Array.isArray(clan) && Array.isArray(clan[1]) ? clan[1] : []));
}
function drawHand(ids, usable) {
  ids = steadyOrder(ids);
  $("hand-title").textContent = t("phone.hand");
  $("pick-hint").textContent = usable.size ? t("phone.pick_hint") : "";
  const hand = $("hand");
  hand.replaceChildren();
  // the cards fill the width: one column per card, three at least, as many as fit at
  // 80 px (four on a 390 px phone, its scrollbar's room kept or not). The width is the
  // page's, which the scrollbar's kept room (phone.html) keeps the same as it comes
  const width = hand.clientWidth || document.documentElement.clientWidth - 24;
  const fit = Math.max(3, Math.floor((width + 8) / (80 + 8)));
  hand.style.setProperty("--cols", String(Math.min(fit, Math.max(3, ids.length))));
  for (const id of ids) {
    const node = cardNode(id, false);
    const playable = usable.has(cardInfo(id).name);
    if (playable) node.classList.add("playable");
    if (picked.includes(id)) node.classList.add("picked");
    if (id === infoCard) node.classList.add("told");
    if (handBefore && !handBefore.has(id)) {
      const tag = document.createElement("div");
      tag.className = "new-tag"; tag.textContent = t("phone.new_card");
      node.classList.add("new"); node.append(tag);
    }
    // a tap picks a card that can be played, and says what any card does; one that
    // cannot, why (the game's words, on the seat's turn)
    node.onclick = () => {
      if (infoCard !== id) $("bar-tip").classList.remove("open");
      infoCard = id; refused = "";
      if (!pick(id, playable)) { refused = notPlayable(id); draw(); }
      keepTapped(id);  // (phone_bar.js)
    };
    hand.append(node);
  }
  drawCardInfo(ids);
}
function drawCardInfo(ids) {
  // under the hand, what the card tapped does, in the laptop's words ('Dragon (2): 2:
  // draw 2 · 3+: draw 4'); before any tap, how to read it. Two lines' room, kept
  const line = $("card-info");
  if (!ids.includes(infoCard)) infoCard = null;
  const info = infoCard === null ? null : cardInfo(infoCard);
  line.classList.toggle("hint", !info);
  line.textContent = info ? t("phone.tip.card", {card: info.name + " (" + info.value + ")",
    powers: (info.powers || []).join(" \u00b7 ")}) : t("phone.tip.hint");
}
function pick(id, usable) {
  // true if the card was picked or put back (and the page drawn)
  if (!state.your_turn || sent || !usable) return false;
  const at = picked.indexOf(id), before = picked.slice();
  if (at >= 0) picked.splice(at, 1); else picked.push(id);
  if (!state.choices.some(fits) && state.choices.every((c) => (c.cards || []).length <= 1)) {
    // each choice takes one card (a discard): another card tapped is the pick now,
    // nothing said (newcomer H, s16, p213: the laying step's 'not laid together')
    picked = [id];
    refused = "";
  } else if (!state.choices.some(fits)) {
    // no play takes them all: a card of the same clan is left out, the pick kept, and
    // the bar says why; another clan's card starts a new pick, said too
    const why = joinRefused(before, id);
    picked = why.keep ? before : [id];
    refused = why.text;
  }
  moreShown = false;
  draw();
  return true;
}
function refusals() { return (state && state.refusals) || {}; }
function notPlayable(id) {
  const why = (refusals().cards || {})[String(id)];
  return why && state.your_turn && !sent ? t("phone.why.card", {card: cardInfo(id).name, why: why}) : "";
}
function joinRefused(before, id) {
  // why `id` joins no play of the cards `before`: a Yokai is laid alone; one clan's
  // cards (and Ronin) are as many as its room takes; two clans are never laid together
  const more = refusals().more || {}, all = [...before, id];
  const said = (card) => (more[String(card)] ? t("phone.why.join", {card: cardInfo(card).name, why: more[String(card)]}) : "");
  const yokai = all.find((c) => cardInfo(c).kind === "yokai");
  if (yokai !== undefined) return {keep: false, text: said(yokai)};
  const clan = all.filter((c) => cardInfo(c).kind === "clan");
  const kinds = [...new Set(clan.map((c) => cardInfo(c).name))];
  if (kinds.length === 1) return {keep: true, text: said(clan[0])};
  if (kinds.length > 1) return {keep: false, text: t("phone.why.two_clans", {first: kinds[0], second: cardInfo(id).name})};
  return {keep: false, text: ""};
}
function play(action) {
  if (sent || !ws || ws.readyState !== 1) return;
  sent = true;
  send({type: "play", action: action, version: state.version});
  draw();
}
$("unpick").onclick = () => { picked = []; moreShown = false; refused = ""; draw(); };
$("more").onclick = () => { moreShown = true; draw(); };
$("undo").onclick = () => {
  if (!state || !state.undo) return;
  if (state.undo.why) toast(state.undo.why); else play("#undo");
};
$("reopen").textContent = t("phone.reopen");
$("reopen").onclick = () => { stopped = false; status(t("phone.connecting")); connect(); };
titled();
linked(false);
// turned: the hand's columns again, and the heights above it as the new width makes them
window.addEventListener("resize", () => { kept = {}; promptRoom = 0; draw(); });
window.addEventListener("hashchange", () => location.reload());  // another code opened here
document.addEventListener("visibilitychange", () => { if (!document.hidden && !stopped) connect(); });
// no code in the address: it was typed by hand (no camera): the page asks for it
// (phone_typed.js)
if (!location.hash.slice(1)) {
  stopped = true;
  askCode(t("phone.typed.help"));
  $("dot").hidden = true;  // no link is tried until a code is typed
} else {
  status(t("phone.connecting"));
  connect();
}
