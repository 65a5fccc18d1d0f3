// The seat's own secret just seen, shown once as a card over the page (loaded before
// phone.js, whose globals these functions use when called): a Decoy it looked at, an
// Imperial Court card it drew, as the laptop's reveal shows it to a person at the screen
// (newcomer O, s12, 356/357: Théo's Decoy seen through the Temple, his phone went
// straight to 'Waiting'). Seen once on this phone (its key kept), then kept in 'What you
// know' (the notes).
"use strict";
const REVEALS_SEEN = "ninjas.reveals";
function revealsSeen() {
  try { return JSON.parse(localStorage.getItem(REVEALS_SEEN) || "[]"); } catch (e) { return []; }
}
function drawReveal() {
  const reveal = state.reveal, box = $("reveal");
  if (!reveal || revealsSeen().includes(reveal.key)) { box.hidden = true; return; }
  if (!box.hidden && box.dataset.key === reveal.key) return;
  box.dataset.key = reveal.key;
  $("reveal-title").textContent = reveal.title;
  $("reveal-art").src = "/art/" + reveal.art;
  $("reveal-lines").replaceChildren(...reveal.lines.map((text) => {
    const line = document.createElement("p");
    line.textContent = text;
    return line;
  }));
  $("reveal-ok").textContent = t("phone.reveal.ok");
  box.hidden = false;
}
document.getElementById("reveal-ok").onclick = () => {
  const box = document.getElementById("reveal");
  const seen = revealsSeen().filter((key) => key !== box.dataset.key);
  seen.push(box.dataset.key);
  try { localStorage.setItem(REVEALS_SEEN, JSON.stringify(seen.slice(-40))); } catch (e) { /* private mode */ }
  box.hidden = true;
};
