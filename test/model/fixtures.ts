import { presetToggles } from "./modifiers.js";
import type { Creature, Preset, Toggles, Weapon } from "./types.js";

/** A creature at the README's neutral values (scores 10, modifiers 0, target numbers 6), changed by `edit`. */
export function creature(edit?: (c: Creature) => void): Creature {
  const c: Creature = {
    player: true,
    level: 1,
    attributes: {
      legend: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
      sides: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
      lurasko: { str: 6, dex: 6, spd: 6, wil: 6 },
      agility: { str: 0, agi: 0 },
      lot: { vig: 0, dex: 0, cog: 0, int: 0 },
    },
    skills: { brawl: 0, stab: 0, shoot: 0, exert: 0 },
    attackBonus: 0,
    accuracy: 0,
    hp: { value: 20, max: 20 },
    overshield: { value: 0, dr: 0 },
    dr: { physical: 0, elemental: 0, arcane: 0 },
    defenses: { ac: 10, dodge: 10, armor: 10 },
    initiativeBonus: 0,
    critThreshold: 60,
    ap: 0,
    wounds: 0,
  };
  edit?.(c);
  return c;
}

/** An NPC at neutral values, changed by `edit`. */
export function npc(edit?: (c: Creature) => void): Creature {
  return creature((c) => {
    c.player = false;
    edit?.(c);
  });
}

/** A plain 1d8 physical STR weapon with no skill, Shock, AP cost or magic, threat 20, changed by `edit`. */
export function weapon(edit?: (w: Weapon) => void): Weapon {
  const w: Weapon = {
    dice: { count: 1, faces: 8, plus: 0 },
    kind: "physical",
    attributes: ["str"],
    skill: "",
    proficient: true,
    shock: { damage: null, maxAc: null },
    apCost: 0,
    magicBonus: 0,
    threat: 20,
  };
  edit?.(w);
  return w;
}

/** A preset's default toggles with some changed. */
export function toggles(preset: Preset, changes?: Partial<Toggles>): Toggles {
  return { ...presetToggles(preset), ...changes };
}
