// The preview page's behaviour: the light/dark switch and tab clicks (Foundry's ApplicationV2 does the latter).
/* global document, location */
const dark = document.getElementById("preview-dark");
/** Applies Foundry's theme class to the page and every window. */
function applyTheme(isDark) {
  const theme = isDark ? "theme-dark" : "theme-light";
  for (const el of [document.body, ...document.querySelectorAll(".preview-window")]) {
    el.classList.remove("theme-dark", "theme-light");
    el.classList.add(theme);
  }
}
dark.addEventListener("change", () => applyTheme(dark.checked));
applyTheme(new URLSearchParams(location.search).get("theme") === "dark");
dark.checked = document.body.classList.contains("theme-dark");
document.addEventListener("click", (event) => {
  const tab = event.target.closest("[data-action=tab]");
  if (!tab) return;
  event.preventDefault();
  const win = tab.closest(".preview-window");
  for (const el of win.querySelectorAll(`[data-group="${tab.dataset.group}"]`)) {
    el.classList.toggle("active", el.dataset.tab === tab.dataset.tab);
  }
});
// Foundry's <multi-checkbox> draws one labelled checkbox per <option>; the preview imitates it.
for (const option of document.querySelectorAll("multi-checkbox option")) {
  const label = document.createElement("label");
  const box = document.createElement("input");
  box.type = "checkbox";
  box.value = option.value;
  box.checked = option.selected;
  label.append(box, option.textContent);
  option.replaceWith(label);
}
