import { effectChangesData, statusEffectsConfig, type AddChange } from "../compat.js";
import { AIMED_AREAS, type PresetId, type RuleToggles } from "../rules/index.js";
import { woundAreaEffect } from "./wound-changes.js";

/** The ActiveEffect status id that marks one wound (A5); an actor's wounds are its effects with a wound status. */
export const WOUND_STATUS = "wound";

/** S8: the status of a creature in Total Defense (the Total Defense action puts it on until its next turn). */
export const TOTAL_DEFENSE_STATUS = "totalDefense";

/** A10: the status of a caster channeling a spell, which makes it flat-footed (A3) while it lasts (Agility). */
export const CHANNELING_STATUS = "channeling";

/** True for the wound status and each aimed area's wound status. */
export function isWoundStatus(id: string): boolean {
  return id === WOUND_STATUS || id.startsWith(`${WOUND_STATUS}-`);
}

/** The world's rules a condition depends on. */
interface WorldRules {
  preset: PresetId;
  rules: RuleToggles;
}

/** One of Fray's conditions: its id, icon, whether the world's rules use it, and what the effect it makes changes. */
interface Condition {
  id: string;
  img: string;
  uses: (world: WorldRules) => boolean;
  /** A4/A5: a wound area's stat changes and its `flags.fray.wound` record. */
  effect?: { changes: AddChange[]; flags: object };
}

/**
 * One entry of CONFIG.statusEffects (a StatusEffectConfig): id, name (lang key), icon, and effect data (a wound
 * area's changes in the generation's shape, and its flags).
 */
export interface StatusEffect {
  id: string;
  name: string;
  img: string;
  flags?: object;
  [effectData: string]: unknown;
}

/** Under every rulebook. */
const always = () => true;
/** Under the named rulebooks. */
const presets = (...ids: PresetId[]) => ({ preset }: WorldRules) => ids.includes(preset);

/** Fray's conditions, in token HUD order (RULES.md: L4–L6, L12, Z3, Z8, S8, A3–A5, A10, T10, T11). */
export const CONDITIONS: readonly Condition[] = Object.freeze([
  { id: "prone", img: "icons/svg/falling.svg", uses: always },
  { id: "flatFooted", img: "icons/svg/daze.svg", uses: presets("legend", "agility") },
  { id: "surprised", img: "icons/svg/terror.svg", uses: presets("legend", "lurasko", "sides") },
  { id: TOTAL_DEFENSE_STATUS, img: "icons/svg/shield.svg", uses: ({ rules }) => rules.shock },
  { id: "engaged", img: "icons/svg/combat.svg", uses: ({ rules }) => rules.initiativeMode === "zones" },
  { id: "delaying", img: "icons/svg/clockwork.svg", uses: presets("legend", "agility") },
  { id: CHANNELING_STATUS, img: "icons/svg/lightning.svg", uses: presets("agility") },
  { id: "fatigued", img: "icons/svg/downgrade.svg", uses: presets("lurasko") },
  { id: "mobilityInjury", img: "icons/svg/bones.svg", uses: presets("lurasko") },
  { id: "flying", img: "icons/svg/wing.svg", uses: presets("legend") },
  { id: "swimming", img: "icons/svg/waterfall.svg", uses: presets("legend") },
  { id: "burrowing", img: "icons/svg/mole.svg", uses: presets("legend") },
  { id: "soaring", img: "icons/svg/angel.svg", uses: presets("legend") },
  { id: "unconscious", img: "icons/svg/unconscious.svg", uses: always },
  { id: "dead", img: "icons/svg/skull.svg", uses: always },
  { id: WOUND_STATUS, img: "icons/svg/blood.svg", uses: ({ rules }) => rules.wounds },
  ...AIMED_AREAS.map((area) => ({ id: `${WOUND_STATUS}-${area}`, img: "icons/svg/blood.svg",
    uses: ({ preset, rules }: WorldRules) => rules.wounds && preset === "agility", effect: woundAreaEffect(area) })),
]);

/**
 * The status effects the token HUD offers under the world's rules: `{id, name (lang key), img}`, and for a wound
 * area its A5 `changes` and `flags`, which ActiveEffect.fromStatusEffect copies into the effect it makes.
 */
export function statusEffectsFor(world: WorldRules): StatusEffect[] {
  return CONDITIONS.filter((condition) => condition.uses(world)).map(({ id, img, effect }) => ({
    id, name: `FRAY.Status.${id}`, img,
    ...(effect ? { ...effectChangesData(effect.changes), flags: structuredClone(effect.flags) } : {}) }));
}

/** Sets CONFIG.statusEffects to the conditions the world's rules use (at init and whenever the rules change). */
export function applyStatusEffects(world: WorldRules): void {
  CONFIG.statusEffects = statusEffectsConfig(statusEffectsFor(world)) as typeof CONFIG.statusEffects;
}
