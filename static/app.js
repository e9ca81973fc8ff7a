// Progressive help only: every page works without this file.
// On a question page, the keys 1-9 pick the matching choice (and a hint says so, shown
// only here, where the keys work); a form sent once cannot be sent again by a second
// click while the answer is being stored; after a rejected answer, focus goes to the
// first input the error is about, so that the student types the answer again at once.
document.addEventListener("keydown", (event) => {
  // Not while typing in a text field; a radio with the focus still lets the keys choose.
  const typing = event.target instanceof HTMLInputElement && event.target.type !== "radio";
  if (typing || event.target instanceof HTMLSelectElement || event.ctrlKey || event.metaKey || event.altKey) return;
  const radios = document.querySelectorAll('form.answer input[type="radio"][name="answer"]');
  const n = Number.parseInt(event.key, 10);
  if (n >= 1 && n <= radios.length) radios[n - 1].checked = true;
});
document.querySelectorAll("form.answer .keys-hint").forEach((hint) => { hint.hidden = false; });
document.querySelector('form.answer [aria-invalid="true"]')?.focus();
document.querySelectorAll("form.answer").forEach((form) => {
  form.addEventListener("submit", () => {
    form.querySelectorAll('button[type="submit"]').forEach((b) => { b.disabled = true; });
  });
});
