// Progressive help only: every page works without this file.
// On a question page, the keys 1-9 pick the matching choice; a form sent once cannot be
// sent again by a second click while the answer is being stored.
document.addEventListener("keydown", (event) => {
  if (event.target instanceof HTMLInputElement || event.ctrlKey || event.metaKey || event.altKey) return;
  const radios = document.querySelectorAll('form.answer input[type="radio"][name="answer"]');
  const n = Number.parseInt(event.key, 10);
  if (n >= 1 && n <= radios.length) radios[n - 1].checked = true;
});
document.querySelectorAll("form.answer").forEach((form) => {
  form.addEventListener("submit", () => {
    form.querySelectorAll('button[type="submit"]').forEach((b) => { b.disabled = true; });
  });
});
