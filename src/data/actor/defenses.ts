import {
  DEFENSE_EFFECT_KEYS, deriveDefenses, type ArmorInput, type DefenseEffect, type DefenseEffectKey, type DerivedDefenses,
  type PresetId, type ShieldInput,
} from "../../rules/index.js";
import { addChangesOf } from "../../compat.js";

/** What the defense derivation reads of an actor: its items and the effects that apply to it. */
interface ActorLike {
  items: { contents: { name: string; type: string; system: unknown; effects?: { contents: EffectLike[] } }[] };
  effects: { contents: EffectLike[] };
}

/** What the derivation reads of an active effect. */
interface EffectLike {
  name: string;
  active: boolean;
  transfer?: boolean;
  changes?: unknown;
  system?: unknown;
}

/** The stored base values the derivation starts from (the actor's source). */
export interface DefenseSource {
  /** The bases of AC, Dodge and Armor before equipment and effects. */
  defenses: { ac: number; dodge: number; armor: number };
  /** T9: the base DR of each damage kind. */
  dr: { physical: number; elemental: number; arcane: number };
  /** Lur-Asko's stored degrees of encumbrance, which armor adds to. */
  encumbrance: number;
}

/** The effects that apply to the actor: its own active ones and the active, transferred ones of its items. */
export function applicableEffects(actor: ActorLike): EffectLike[] {
  const fromItems = actor.items.contents.flatMap((item) => item.effects?.contents ?? [])
    .filter((effect) => effect.transfer !== false);
  return [...actor.effects.contents, ...fromItems].filter((effect) => effect.active);
}

/**
 * Each ADD change (the only kind a defense total sums; compat reads either generation's shape) of an applicable
 * effect to a defense, DR or encumbrance path, with a whole-number value.
 */
export function defenseEffects(effects: readonly EffectLike[]): DefenseEffect[] {
  const keys = new Set<string>(DEFENSE_EFFECT_KEYS);
  return effects.flatMap((effect) => addChangesOf(effect).flatMap((change) => {
    const key = change.key.replace(/^system\./, "");
    const value = Number(change.value);
    if (!keys.has(key) || !Number.isInteger(value)) return [];
    return [{ label: effect.name, key: key as DefenseEffectKey, value }];
  }));
}

/** The equipped armors of the actor, as the rule reads them. */
function equippedArmors(actor: ActorLike): ArmorInput[] {
  return actor.items.contents.filter((item) => item.type === "armor" && equipped(item.system)).map((item) => {
    const s = item.system as ArmorInput & { dr: ArmorInput["dr"] };
    return { name: item.name, ac: s.ac, dodge: s.dodge, armor: s.armor, dr: { ...s.dr }, encumbrance: s.encumbrance };
  });
}

/** The equipped shields of the actor, as the rule reads them. */
function equippedShields(actor: ActorLike): ShieldInput[] {
  return actor.items.contents.filter((item) => item.type === "shield" && equipped(item.system))
    .map((item) => ({ name: item.name, acBonus: (item.system as ShieldInput).acBonus }));
}

/** Whether an item's system data says it is equipped. */
function equipped(system: unknown): boolean {
  return (system as { equipped?: unknown } | null)?.equipped === true;
}

/** Derives the actor's defenses, DR and encumbrance from its stored bases, equipment and effects. */
export function actorDefenses(actor: ActorLike, preset: PresetId, source: DefenseSource,
  attributes: Record<string, number>): DerivedDefenses {
  return deriveDefenses(preset, {
    base: { defenses: { ...source.defenses }, dr: { ...source.dr }, encumbrance: source.encumbrance },
    attributes,
    armors: equippedArmors(actor),
    shields: equippedShields(actor),
    effects: defenseEffects(applicableEffects(actor)),
  });
}
