// Night's choices of the seat's own tokens in the bar (loaded before phone.js, whose
// globals these functions use when called): a tile each, the token's picture beside its
// short words ('Slot 3 → roof', 'To roof 3'), three to a row, under a line for what each
// group shares ('Make room for the 5:', 'Play a bonus:'). A bonus played in
// several ways (the Gears' actions, the Hook's roofs, a throw's targets) is one tile,
// its ways behind it, with Back (newcomer I, s10 at 360x640: four buttons of long
// sentences filled ~45% of the screen and hid the plan and the backpack).
"use strict";
let tokenGroup = null;  // the bonus whose ways are open
function tokenButton(choice, words, onclick) {
  const button = document.createElement("button");
  button.className = "token-tile" + (choice.wide ? " wide" : "");  // (a bonus's longer words)
  if (choice.art) {
    const img = document.createElement("img");
    img.src = "/art/" + choice.art; img.alt = "";
    button.append(img);
  }
  const span = document.createElement("span");
  span.textContent = words;
  button.append(span);
  button.title = choice.label;  // the long words, for a long press
  button.dataset.action = choice.action;
  button.disabled = sent;
  button.onclick = onclick;
  if (choice.idle) {  // a bonus not playable now: greyed, a tap says why in the bar
    button.classList.add("idle");
    delete button.dataset.action;
    button.onclick = () => { refused = choice.label; draw(); };
  }
  return button;
}
function drawTokens(shown) {
  // Night's choices of tokens (those with short words) drawn as tiles, taken out of
  // `shown`; the others (a confirm) follow them as buttons, a row each
  const box = $("choices");
  const tokens = shown.filter((c) => c.short);
  box.classList.toggle("tokens", tokens.length > 0);
  $("bar").classList.toggle("tokens", tokens.length > 0);  // (phone.html: its height)
  if (!tokens.length) { tokenGroup = null; return; }
  const rest = shown.filter((c) => !c.short);
  shown.splice(0, shown.length, ...(tokenGroup ? [] : rest));
  const groups = new Map();
  for (const [index, choice] of tokens.entries()) {
    const key = choice.group || choice.action || "idle " + index;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(choice);
  }
  if (tokenGroup && (groups.get(tokenGroup) || []).length < 2) tokenGroup = null;
  const heading = (text) => {
    const line = document.createElement("p");
    line.className = "token-head"; line.textContent = text;
    box.append(line);
  };
  if (tokenGroup) {  // the bonus's ways, then Back
    for (const choice of groups.get(tokenGroup)) {
      box.append(tokenButton(choice, choice.short, () => { tokenGroup = null; play(choice.action); }));
    }
    const back = document.createElement("button");
    back.className = "token-back"; back.textContent = t("phone.back"); back.disabled = sent;
    back.onclick = () => { tokenGroup = null; draw(); };
    box.append(back);
    return;
  }
  // the tiles under the line of what they share, each group once, in the order its first
  // tile came ('Make room for the 2:' over the slots, 'Play a bonus:' over the bonuses;
  // newcomer K, s11 at 360x640: one line over seven tiles of three kinds)
  const heads = new Map();
  for (const [key, ways] of groups) {
    const head = ways[0].head || "";
    if (!heads.has(head)) heads.set(head, []);
    heads.get(head).push([key, ways]);
  }
  for (const [head, members] of heads) {
    if (head) heading(head);
    for (const [key, ways] of members) {
      const [first] = ways;
      if (ways.length === 1) {
        box.append(tokenButton(first, first.short, () => play(first.action)));
        continue;
      }
      const button = tokenButton(first, first.group_label, () => { tokenGroup = key; draw(); });
      button.classList.add("opens");
      delete button.dataset.action;  // (it plays nothing: its ways do)
      box.append(button);
    }
  }
}
