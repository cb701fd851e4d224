import { configuredStatusEffects } from "../../../compat.js";
import { rulePageUuid } from "../../../config/rule-pages.js";

/** One status of CONFIG.statusEffects as the conditions control shows it. */
export interface ConditionChip {
  id: string;
  /** The localized name. */
  name: string;
  img: string;
  /** Whether the actor carries the status now (Actor#statuses). */
  active: boolean;
  /** The uuid of the condition's page in the rules journal, or null for a status the journal doesn't explain. */
  rulePage: string | null;
}

/** A configured status effect: an id, a name (lang key) and an icon. */
interface StatusConfig {
  id?: unknown;
  name?: unknown;
  img?: unknown;
}

/** The world's configured statuses, in either generation's shape of CONFIG.statusEffects (compat). */
export function configuredStatuses(): { id: string; name: string; img: string }[] {
  const list = configuredStatusEffects() as StatusConfig[];
  return list.filter((s) => typeof s.id === "string" && s.id !== "").map((s) => ({ id: s.id as string,
    name: typeof s.name === "string" ? s.name : String(s.id), img: typeof s.img === "string" ? s.img : "" }));
}

/** The conditions control: each status the world's rules offer (as the token HUD does), on or off for the actor. */
export function conditionChips(actor: { statuses?: Set<string> }): ConditionChip[] {
  return configuredStatuses().map(({ id, name, img }) => ({ id, name: game.i18n.localize(name), img,
    active: actor.statuses?.has(id) ?? false, rulePage: rulePageUuid(id) }));
}
