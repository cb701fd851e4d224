import { refuse, type Refusal } from "../refusal.js";
import { requireFlag, requireText } from "../input.js";
import { requireInteger, requireList, requireRecord } from "../validate.js";

/** One attack as zone combat sees it (Z13, Z14): melee or not, who is protected, the attacker's disadvantage. */
export interface ZoneAttackInput {
  /** The weapon is a melee weapon. */
  melee: boolean;
  /** Z14: the attacker's group protects it this round. */
  attackerProtected: boolean;
  /** Z14: the names of the targets their groups protect this round. */
  protectedTargets: readonly string[];
  /** Z13: the degrees of melee disadvantage the attacker's breakouts left on it. */
  disadvantage: number;
}

/** An attack zone combat allows, with the degrees of melee disadvantage it is rolled with. */
export type ZoneAttack = { ok: true; disadvantage: number } | Refusal;

/**
 * Z13, Z14: whether an attack may be made, and with what disadvantage. A protected character can't attack in melee
 * nor be attacked in melee; a melee attack by a character carrying breakout disadvantage rolls one more d20 per
 * degree and the lowest counts (I). Attacks that are not melee are untouched.
 */
export function zoneAttack(input: ZoneAttackInput): ZoneAttack {
  requireRecord("input", input);
  const melee = requireFlag("input.melee", input.melee);
  const attackerProtected = requireFlag("input.attackerProtected", input.attackerProtected);
  const names = requireList("input.protectedTargets", input.protectedTargets)
    .map((name, index) => requireText(`input.protectedTargets[${index}]`, name));
  const disadvantage = requireInteger("input.disadvantage", input.disadvantage, { min: 0 });
  if (!melee) return { ok: true, disadvantage: 0 };
  if (attackerProtected) return refuse("FRAY.ZONE.GroupDefense.NoMeleeWhileProtected");
  if (names.length) return refuse("FRAY.ZONE.GroupDefense.NoMeleeAgainstProtected", { names: names.join(", ") });
  return { ok: true, disadvantage };
}
