// The interactive preview page: draws the server's panes, and sends every click on a [data-action] element, form
// change and right click to POST /api, naming the element by its pane and index (see preview/replay.ts); the
// answer carries every pane's new HTML. Elements the page adds itself carry data-preview-ui and are never counted.
/* global document, location, CSS, Option */
const panes = document.getElementById("preview-panes");
const sidebar = document.getElementById("preview-sidebar");
const dialogs = document.getElementById("preview-dialogs");
const tooltip = document.getElementById("preview-tooltip");
const menu = document.getElementById("preview-menu");
const toasts = document.getElementById("preview-toasts");
const dark = document.getElementById("preview-dark");
const userSelect = document.getElementById("preview-user");
const presetSelect = document.getElementById("preview-preset");
const diceSelect = document.getElementById("preview-dice");
/** The world this page plays in (?world=, the preview's own by default): a test file keeps to its own. */
const world = new URLSearchParams(location.search).get("world") ?? "";
/** How long a toast stays, in milliseconds. */
const TOAST_MS = 8000;
let busy = Promise.resolve();

/** The elements of a pane's content the server also has, in document order (the page's own additions left out). */
function counted(content, selector) {
  return [...content.querySelectorAll(selector)].filter((el) => !el.closest("[data-preview-ui]"));
}

/** Sends one interaction, then draws the answer; interactions run one at a time. */
function send(request) {
  busy = busy.then(async () => {
    document.body.classList.add("preview-busy");
    try {
      const response = await fetch("/api", { method: "POST", headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...request, world }) });
      const state = await response.json();
      if (state.error) toast({ type: "error", message: state.error });
      else draw(state);
    } catch (error) {
      toast({ type: "error", message: String(error) });
    } finally {
      document.body.classList.remove("preview-busy");
    }
  });
  return busy;
}

/** Shows a notification as a toast. */
function toast({ type, message }) {
  const item = document.createElement("li");
  item.className = `preview-toast ${type}`;
  item.textContent = message;
  toasts.append(item);
  setTimeout(() => item.remove(), TOAST_MS);
}

/** Foundry's <multi-checkbox> draws one labelled checkbox per <option>; the page imitates it beside the options. */
function drawMultiCheckboxes(root) {
  for (const box of root.querySelectorAll("multi-checkbox")) {
    for (const option of box.querySelectorAll("option")) {
      option.hidden = true;
      const label = document.createElement("label");
      label.dataset.previewUi = "";
      const input = document.createElement("input");
      input.type = "checkbox";
      input.value = option.value;
      input.checked = option.selected;
      input.disabled = box.hasAttribute("disabled");
      label.append(input, option.textContent);
      box.append(label);
    }
  }
}

/** Scrolls the chat log to its newest message, as Foundry's chat log does when one arrives. */
function scrollToEnd(content) {
  content.scrollTop = content.scrollHeight;
}

/** The pane element for `view`, created on first sight. */
function paneElement(view) {
  let win = document.querySelector(`[data-pane="${CSS.escape(view.id)}"]`);
  if (win) return win;
  win = document.createElement("form");
  win.dataset.pane = view.id;
  win.dataset.role = view.role;
  win.innerHTML = `<header class="window-header"><h1 class="window-title"></h1>
    <button type="button" class="preview-close" data-preview-close title="Close">×</button></header>
    <section class="window-content"></section>`;
  panes.append(win);
  return win;
}

/** The HTML each pane was last drawn from. */
const drawnHtml = new WeakMap();

/** Draws the server's state: panes in order, the bar's selects, toasts and an open context menu. */
function draw(state) {
  const seen = new Set();
  for (const view of state.panes) {
    const win = paneElement(view);
    seen.add(view.id);
    win.className = `${view.classes} preview-window ${dark.checked ? "theme-dark" : "theme-light"}`;
    win.style.width = `${view.width}px`;
    win.style.height = `${view.height}px`;
    win.querySelector(".window-title").textContent = view.title;
    // Moving a drawn pane would reset its scrolling, so only a new one is placed (after those drawn before it).
    const place = { dialog: dialogs, combat: sidebar, chat: sidebar }[view.role] ?? panes;
    if (win.parentElement !== place) place.append(win);
    // A pane whose HTML is unchanged is left as drawn, as Foundry leaves an application it did not render.
    if (drawnHtml.get(win) === view.html) continue;
    drawnHtml.set(win, view.html);
    const content = win.querySelector(".window-content");
    const messages = content.querySelectorAll(".chat-message").length;
    content.innerHTML = view.html;
    if (content.querySelectorAll(".chat-message").length > messages) scrollToEnd(content);
    drawMultiCheckboxes(content);
  }
  for (const win of document.querySelectorAll("[data-pane]")) if (!seen.has(win.dataset.pane)) win.remove();
  dialogs.hidden = !dialogs.querySelector("[data-pane]");
  dialogs.querySelector("[data-pane]:last-child [autofocus]")?.focus();
  tooltip.hidden = true;
  userSelect.replaceChildren(...state.users.map((u) => new Option(u.name, u.id, false, u.id === state.user)));
  presetSelect.replaceChildren(...state.presets.map((p) => new Option(p.name, p.id, false, p.id === state.preset)));
  diceSelect.value = state.dice;
  for (const item of state.toasts) toast(item);
  boundKeys = state.keys ?? [];
  drawMenu(state.menu);
}

/** The keys Fray's bindings answer to (the last answer's `keys`). */
let boundKeys = [];

/** The modifiers held during a key event, as Foundry names them. */
const heldModifiers = (event) => [event.shiftKey && "Shift", event.ctrlKey && "Control", event.altKey && "Alt"]
  .filter(Boolean);

// A key a binding answers to (End, Alt+1, Shift+F …) is sent to the world, as Foundry's keyboard manager hands it to
// game.keybindings; typing in a field is never taken.
document.addEventListener("keydown", (event) => {
  if (event.repeat || event.target.closest?.("input, textarea, select, [contenteditable]")) return;
  const modifiers = heldModifiers(event);
  const bound = boundKeys.some((b) => b.key === event.code && b.modifiers.length === modifiers.length
    && b.modifiers.every((m) => modifiers.includes(m)));
  if (!bound) return;
  event.preventDefault();
  send({ kind: "key", key: event.code, modifiers });
});

/** Shows a context menu's entries where the last right click was, or hides the menu. */
function drawMenu(view) {
  menu.hidden = !view?.entries.length;
  menu.replaceChildren(...(view?.entries ?? []).map((entry, index) => {
    const item = document.createElement("li");
    const icon = document.createElement("i");
    icon.className = entry.icon;
    item.append(icon, " ", entry.label);
    item.dataset.entry = String(index);
    return item;
  }));
}

/** The pane id and content element around `el`, or null outside the panes. */
function paneOf(el) {
  const win = el.closest("[data-pane]");
  return win ? { pane: win.dataset.pane, content: win.querySelector(".window-content") } : null;
}

document.addEventListener("click", (event) => {
  const entry = event.target.closest("#preview-menu [data-entry]");
  menu.hidden = true;
  if (entry) return void send({ kind: "menu", entry: Number(entry.dataset.entry) });
  const close = event.target.closest("[data-preview-close]");
  if (close) return void send({ kind: "close", pane: paneOf(close).pane });
  const target = event.target.closest("[data-action]");
  const where = target && paneOf(target);
  if (!where || !where.content.contains(target)) return;
  event.preventDefault();
  const index = counted(where.content, "[data-action]").indexOf(target);
  // The element clicked inside it (a pip among the row's pips), by its index among the action element's own.
  const inner = [...target.querySelectorAll("*")].indexOf(event.target);
  send({ kind: "click", pane: where.pane, index, action: target.dataset.action, inner });
});

document.addEventListener("change", (event) => {
  if (event.target === dark) return applyTheme();
  if (event.target === userSelect) return void send({ kind: "login", user: userSelect.value });
  if (event.target === presetSelect) return void send({ kind: "preset", preset: presetSelect.value });
  if (event.target === diceSelect) return void send({ kind: "dice", dice: diceSelect.value });
  const where = paneOf(event.target);
  if (!where) return;
  const multi = event.target.closest("multi-checkbox");
  const field = multi ?? event.target;
  const name = field.getAttribute("name");
  if (!name) return;
  const nameIndex = counted(where.content, `[name="${CSS.escape(name)}"]`).indexOf(field);
  const value = multi ? [...multi.querySelectorAll("[data-preview-ui] input:checked")].map((i) => i.value)
    : field.multiple ? [...field.selectedOptions].map((o) => o.value) : field.value;
  send({ kind: "change", pane: where.pane, name, nameIndex, value, checked: field.checked });
});

document.addEventListener("contextmenu", (event) => {
  const where = paneOf(event.target);
  if (!where || !where.content.contains(event.target)) return;
  event.preventDefault();
  menu.style.left = `${event.pageX}px`;
  menu.style.top = `${event.pageY}px`;
  send({ kind: "contextmenu", pane: where.pane, index: counted(where.content, "*").indexOf(event.target) });
});

// Pressing Enter in a form clicks its first submit button (a dialog's default), which the click listener sends.
document.addEventListener("submit", (event) => event.preventDefault());

// Foundry's tooltips: the data-tooltip text (the server localized it), or the aria-label when it is empty.
document.addEventListener("mouseover", (event) => {
  const el = event.target.closest?.("[data-tooltip]");
  const text = el && (el.dataset.tooltip || el.getAttribute("aria-label"));
  tooltip.hidden = !text;
  if (!text) return;
  tooltip.textContent = text;
  const box = el.getBoundingClientRect();
  tooltip.style.left = `${Math.max(4, box.left + box.width / 2 - tooltip.offsetWidth / 2)}px`;
  tooltip.style.top = `${box.top > 40 ? box.top - tooltip.offsetHeight - 6 : box.bottom + 6}px`;
});
document.getElementById("preview-reset").addEventListener("click", () => send({ kind: "reset" }));

/** Applies Foundry's theme class to the page and every window. */
function applyTheme() {
  const theme = dark.checked ? "theme-dark" : "theme-light";
  for (const el of [document.body, ...document.querySelectorAll(".preview-window")]) {
    el.classList.remove("theme-dark", "theme-light");
    el.classList.add(theme);
  }
}
dark.checked = new URLSearchParams(location.search).get("theme") === "dark";
applyTheme();
send({ kind: "state" });
