// The code typed by hand on the phone page (loaded before phone.js, whose globals these
// functions use when called): a phone with no camera opens the address with no code in
// it, and the page asks for the seat's typed code (tokens.py typed_code), the code's id
// and key drawn from it here.
"use strict";
const TYPED_LABEL = "ninjas-typed-1", TYPED_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
function typedNormal(text) {
  // as Crockford's base 32 reads it: I and L are 1, O is 0; spaces and dashes don't count
  return String(text).toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
}
function typedError(text) { $("typed-error").textContent = text; $("typed-error").hidden = !text; }
async function openTyped(event) {
  event.preventDefault();
  const code = typedNormal($("typed-code").value);
  if (code.length !== 16 || [...code].some((c) => !TYPED_ALPHABET.includes(c))) {
    typedError(t("phone.typed.short", {count: code.length}));
    return;
  }
  const digest = nacl.hash(enc.encode(TYPED_LABEL + code));
  const id = b64(digest.slice(0, 16)), typedKey = b64(digest.slice(32, 64));
  let hello = null;
  try {
    const answer = await fetch("/hello?c=" + encodeURIComponent(id), {cache: "no-store"});
    hello = answer.ok ? await answer.json() : null;
  } catch (e) {
    hello = null;
  }
  if (!hello) { typedError(t("phone.typed.busy")); return; }
  if (!hello.code) { typedError(t("phone.typed.wrong")); return; }  // nothing else is said of it
  location.replace("/phone#" + id + "." + typedKey);
}
function groupTyped() {
  // the code grouped as it is typed, XXXX-XXXX-XXXX-XXXX as on the computer's screen, the
  // caret after the same letters, and an earlier Open's error gone once the code changes
  // (newcomer I, s10, nc-99/012-013: sixteen letters in a row, hard to check against the
  // screen, under a stale 'A code has 16 letters and digits: 0 typed.')
  const field = $("typed-code"), value = field.value;
  const caret = field.selectionStart === null ? value.length : field.selectionStart;
  const before = value.slice(0, caret).replace(/[\s-]/g, "").length;
  const grouped = value.replace(/[\s-]/g, "").toUpperCase().replace(/(.{4})(?=.)/g, "$1-");
  if (grouped !== value) {
    field.value = grouped;
    const at = before + Math.floor(Math.max(0, before - 1) / 4);
    field.setSelectionRange(at, at);
  }
  typedError("");
}
