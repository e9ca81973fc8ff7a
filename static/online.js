// The sitting page's help, only there: every question saved as it changes, "saved" shown
// only once the server has committed it, and the clock. The page works without this
// file: "Save answers" and "Hand in" send the whole form.
//
// The clock is the server's: the page says how many seconds were left when it was
// served, and counting down from that needs no agreement between the two clocks. The
// text is a silent timer; the live region speaks at 10, 5 and 1 minutes, at the end, and
// when the student asks (WCAG 2.2.1 and 4.1.3).
(() => {
  const form = document.getElementById("sitting");
  const clock = document.getElementById("exam-clock");
  if (!form || !clock) return;

  // ---- the clock ----
  const served = Date.now();
  const leftAtServe = Number(clock.dataset.deadline) - Number(clock.dataset.now);
  const after = Number(clock.dataset.after);
  const shown = document.getElementById("time-left");
  const said = document.getElementById("time-said");
  const button = document.getElementById("say-time");
  const left = () => leftAtServe - Math.floor((Date.now() - served) / 1000);
  const words = (s) => {
    s = Math.max(0, s);
    return clock.dataset.left.replace("%m", String(Math.floor(s / 60))).replace("%s", String(s % 60));
  };
  const say = (text) => {
    // Emptied first, so the same words said twice are spoken twice.
    said.textContent = "";
    window.setTimeout(() => { said.textContent = text; }, 50);
  };
  const marks = [[600, clock.dataset.at10], [300, clock.dataset.at5], [60, clock.dataset.at1]];
  let spoken = new Set(marks.filter(([at]) => left() <= at).map(([at]) => at));
  let over = false;
  const tick = () => {
    const s = left();
    shown.textContent = words(s);
    for (const [at, text] of marks) {
      if (s <= at && !spoken.has(at)) {
        spoken.add(at);
        say(text);
      }
    }
    if (s <= 0 && !over) {
      over = true;
      said.setAttribute("aria-live", "assertive");
      say(clock.dataset.up);
    }
    // Past the deadline and whatever the exam still takes: the server has handed in.
    if (s < -after) window.location.reload();
  };
  button.hidden = false;
  button.addEventListener("click", () => say(words(left())));
  tick();
  window.setInterval(tick, 1000);

  // ---- saving ----
  const csrf = form.querySelector('input[name="csrf"]').value;
  const pending = new Map(); // position -> timer of a save waiting to be sent
  const sending = new Map(); // position -> a save is in flight
  const again = new Set(); // positions changed while their save was in flight
  const status = (n, text, ok) => {
    const p = document.getElementById(`saved-${n}`);
    if (!p) return;
    p.textContent = text;
    p.classList.toggle("unsaved", !ok);
  };
  const send = async (n, retry = 0) => {
    if (sending.get(n)) {
      again.add(n);
      return;
    }
    sending.set(n, true);
    const body = new URLSearchParams();
    body.append("csrf", csrf);
    body.append("positions", String(n));
    body.append("js", "1");
    for (const [name, value] of new FormData(form)) {
      if (name.startsWith(`q${n}.`)) body.append(name, value);
    }
    let retryIn = 0;
    try {
      const response = await fetch(`/online/${form.dataset.exam}/save`, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
      const reply = await response.json();
      status(n, reply.ok ? reply.at : reply.message, reply.ok);
      if (!reply.ok) say(reply.message);
    } catch {
      // Not acknowledged: the answer stays on the page and is sent again.
      status(n, form.dataset.offline || "…", false);
      retryIn = Math.min(30000, 1000 * 2 ** retry);
    }
    sending.set(n, false);
    if (again.delete(n)) send(n);
    else if (retryIn) window.setTimeout(() => send(n, retry + 1), retryIn);
  };
  const changed = (event, wait) => {
    const section = event.target.closest("section[data-position]");
    if (!section) return;
    const n = Number(section.dataset.position);
    window.clearTimeout(pending.get(n));
    pending.set(n, window.setTimeout(() => {
      pending.delete(n);
      send(n);
    }, wait));
  };
  // Leaving with a typed answer not yet sent: it goes with the page's last request.
  window.addEventListener("pagehide", () => {
    for (const [n, timer] of pending) {
      window.clearTimeout(timer);
      const body = new URLSearchParams({ csrf, positions: String(n), js: "1" });
      for (const [name, value] of new FormData(form)) {
        if (name.startsWith(`q${n}.`)) body.append(name, value);
      }
      navigator.sendBeacon(`/online/${form.dataset.exam}/save`, body);
    }
    pending.clear();
  });
  form.addEventListener("change", (event) => changed(event, 0));
  form.addEventListener("input", (event) => {
    if (event.target.type !== "radio") changed(event, 600);
  });
})();
