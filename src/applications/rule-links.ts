import { ruleLinkHTML } from "../config/rule-links.js";

/** `@Rule[S7]` or `@Rule[S7]{label}`: a link to the rules journal's page of a rule id or a condition's status id. */
const RULE_ENRICHER = /@Rule\[([^\]\s]+)\](?:\{([^}]*)\})?/g;

/** The `@Rule[…]` enricher: a content link to the page, or the broken marker for an unknown id; it never throws. */
export async function enrichRule(match: RegExpMatchArray): Promise<HTMLElement | null> {
  const [, id = "", label] = match;
  const template = document.createElement("template");
  template.innerHTML = ruleLinkHTML(id, label || id);
  return template.content.firstElementChild as HTMLElement | null;
}

/**
 * Registers the `@Rule[…]` text enricher (CONFIG.TextEditor.enrichers), for journal pages, descriptions and
 * biographies. Foundry's own content-link listener opens the page on click.
 */
export function registerRuleLinks(): void {
  CONFIG.TextEditor.enrichers.push({ pattern: RULE_ENRICHER, enricher: enrichRule });
}
