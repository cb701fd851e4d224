import type { PresetId, RuleToggles } from "../rules/index.js";

/** The ActiveEffect status id that marks one wound (A5); an actor's wounds are its effects with a wound status. */
export const WOUND_STATUS = "wound";

/** A4: the aimed areas a wound may carry, each its own status (`wound-fatal` …); center mass has no effect. */
export const WOUND_AREAS = ["fatal", "slowing", "weakening", "disrupting", "center"] as const;

/** True for the wound status and each aimed area's wound status. */
export function isWoundStatus(id: string): boolean {
  return id === WOUND_STATUS || id.startsWith(`${WOUND_STATUS}-`);
}

/** The world's rules a condition depends on. */
interface WorldRules {
  preset: PresetId;
  rules: RuleToggles;
}

/** One of Fray's conditions: its id, icon, and whether the world's rules use it. */
interface Condition {
  id: string;
  img: string;
  uses: (world: WorldRules) => boolean;
}

/** Under every rulebook. */
const always = () => true;
/** Under the named rulebooks. */
const presets = (...ids: PresetId[]) => ({ preset }: WorldRules) => ids.includes(preset);

/** Fray's conditions, in token HUD order (RULES.md: L4–L6, Z3, Z8, S8, A3–A5, T10, T11). */
export const CONDITIONS: readonly Condition[] = Object.freeze([
  { id: "prone", img: "icons/svg/falling.svg", uses: always },
  { id: "flatFooted", img: "icons/svg/daze.svg", uses: presets("legend", "agility") },
  { id: "surprised", img: "icons/svg/terror.svg", uses: presets("legend", "lurasko", "sides") },
  { id: "totalDefense", img: "icons/svg/shield.svg", uses: ({ rules }) => rules.shock },
  { id: "engaged", img: "icons/svg/combat.svg", uses: ({ rules }) => rules.initiativeMode === "zones" },
  { id: "delaying", img: "icons/svg/clockwork.svg", uses: presets("legend", "agility") },
  { id: "fatigued", img: "icons/svg/downgrade.svg", uses: presets("lurasko") },
  { id: "mobilityInjury", img: "icons/svg/bones.svg", uses: presets("lurasko") },
  { id: "unconscious", img: "icons/svg/unconscious.svg", uses: always },
  { id: "dead", img: "icons/svg/skull.svg", uses: always },
  { id: WOUND_STATUS, img: "icons/svg/blood.svg", uses: ({ rules }) => rules.wounds },
  ...WOUND_AREAS.map((area) => ({ id: `${WOUND_STATUS}-${area}`, img: "icons/svg/blood.svg",
    uses: ({ preset, rules }: WorldRules) => rules.wounds && preset === "agility" })),
]);

/** The status effects the token HUD offers under the world's rules: `{id, name (lang key), img}`. */
export function statusEffectsFor(world: WorldRules): { id: string; name: string; img: string }[] {
  return CONDITIONS.filter((condition) => condition.uses(world))
    .map(({ id, img }) => ({ id, name: `FRAY.Status.${id}`, img }));
}

/** Sets CONFIG.statusEffects to the conditions the world's rules use (at init and whenever the rules change). */
export function applyStatusEffects(world: WorldRules): void {
  CONFIG.statusEffects = statusEffectsFor(world) as typeof CONFIG.statusEffects;
}
