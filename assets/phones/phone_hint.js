// A hint on the phone (loaded before phone.js, whose globals these functions use when
// called): where the seat chooses on its phone and its table gives it no hint (Dojo's
// battle cards, seen on this phone alone: s23), 'Hint' in the bar asks the game; its
// answer, the play the hard computer would make on what this seat knows, is said in the
// bar ('Hint: Lay the 5 face down.'), on this phone alone (scenes/phone_hint.py).
"use strict";
let hintAsked = null;  // the position a hint was asked in (the button waits meanwhile)
function drawHint() {
  const hint = state.hint || null, ask = $("hint-ask"), line = $("bar-hint");
  const words = hint && hint.words ? t("phone.hint.said", {what: hint.words}) : "";
  line.textContent = words;
  line.hidden = !words || !!state.result;
  const waiting = !!hint && (hint.thinking || hintAsked === state.version);
  ask.hidden = !hint || !!words || !!state.result;
  ask.disabled = sent || waiting;
  ask.textContent = t(waiting ? "phone.hint.thinking" : "phone.hint.ask");
}
document.getElementById("hint-ask").onclick = () => {
  if (!state || !state.hint || sent) return;
  if (send({type: "play", action: "#hint", version: state.version})) {
    hintAsked = state.version;
    drawHint();
  }
};
