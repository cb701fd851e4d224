import { RULE_ID, RULES_PACK, rulePageUuid } from "./rule-pages.js";

/** Escapes text for an HTML attribute or text node (foundry.utils.escapeHTML). */
const escape = (text: string): string => foundry.utils.escapeHTML(text);

/**
 * A content link (Foundry's own `a.content-link[data-link]`, which Foundry opens on click and lets drag) to the
 * rules journal's page of `id` (a rule id or a condition's status id), showing `label` (the id by default); for
 * an id the journal doesn't have, the label as plain text in a `span.fray-rule-link.broken`.
 */
export function ruleLinkHTML(id: string, label: string = id): string {
  const uuid = rulePageUuid(id);
  if (!uuid) {
    const tooltip = escape(game.i18n!.format("FRAY.Rule.unknown", { id }));
    return `<span class="fray-rule-link broken" data-tooltip="${tooltip}">${escape(label)}</span>`;
  }
  const tooltip = escape(game.i18n!.format("FRAY.Rule.open", { id }));
  return `<a class="content-link fray-rule-link" draggable="true" data-link data-uuid="${uuid}" `
    + `data-id="${uuid.split(".").at(-1)!}" data-type="JournalEntryPage" data-pack="${RULES_PACK}" `
    + `data-tooltip="${tooltip}"><i class="fa-solid fa-book-open" inert></i>${escape(label)}</a>`;
}

/** Plain text as HTML: escaped, with each rule id the journal has (S8, Z12 …) a link to its page. */
export function ruleTextHTML(text: string): string {
  return escape(text).replace(new RegExp(RULE_ID.source, "g"), (id) => rulePageUuid(id) ? ruleLinkHTML(id) : id);
}

/** The text-only elements whose rule ids are linked: a sheet's field hints, a chat card's lines and chips. */
const RULE_TEXT = ".hint, .fray-card-line, .fray-card-chips > li";

/** Links the rule ids (S8, Z12 …) in the text-only elements under `root` (hints, card lines) to their pages. */
export function linkRuleText(root: HTMLElement | null): void {
  for (const holder of root?.querySelectorAll<HTMLElement>(RULE_TEXT) ?? []) {
    const text = holder.textContent ?? "";
    if (holder.childElementCount === 0 && RULE_ID.test(text)) holder.innerHTML = ruleTextHTML(text);
  }
}
