import { choiceString, flag, nullableInteger, requiredInteger } from "../fields.js";

/** Lang keys of the four outcomes an attack card shows per target. */
export const OUTCOME_LABELS = Object.freeze({
  hit: "FRAY.CHAT.Outcome.hit", miss: "FRAY.CHAT.Outcome.miss",
  critical: "FRAY.CHAT.Outcome.critical", fumble: "FRAY.CHAT.Outcome.fumble",
});

/** A text field that may be null, limited to `choices`. */
function nullableChoice(choices: readonly string[]) {
  return new foundry.data.fields.StringField({ required: true, nullable: true, blank: false, initial: null,
    choices: [...choices] });
}

/** A SchemaField that may be null (the part of the outcome that did not happen). */
function optional(fields: foundry.data.fields.DataSchema) {
  return new foundry.data.fields.SchemaField(fields, { required: true, nullable: true, initial: null });
}

/** The attack outcome record of one target (rules AttackOutcome): hit or miss, Shock, escalation, ties, AP. */
export function outcomeField() {
  const { ArrayField, SchemaField, StringField } = foundry.data.fields;
  return new SchemaField({
    outcome: choiceString(OUTCOME_LABELS, "miss"),
    // The d20's face, the attack's total and the defense it had to reach.
    natural: requiredInteger({ min: 1, max: 20, initial: 1 }),
    total: requiredInteger(),
    needed: requiredInteger(),
    // T7 (LoT only): the defense checked, the attacker's critical threshold and who won a tie.
    checked: nullableChoice(["dodge", "armor"]),
    critThreshold: nullableInteger(),
    tie: nullableChoice(["attacker", "defender"]),
    // S7–S9: the Shock a miss deals, or what negated it (AC, a shield, Total Defense, immunity).
    shock: optional({
      amount: requiredInteger({ min: 0 }),
      negatedBy: nullableChoice(["ac", "shield", "totalDefense", "immunity"]),
      shieldUsed: flag(),
    }),
    // S6: the least damage a hit deals, the Shock a miss would have dealt.
    shockFloor: requiredInteger({ min: 0 }),
    // A7, A8: an escalating critical or fumble: its level, the d4 rolls, the damage multiplier and what followed.
    escalation: optional({
      kind: choiceString({ critical: "FRAY.CHAT.Outcome.critical", fumble: "FRAY.CHAT.Outcome.fumble" }, "critical"),
      level: requiredInteger({ min: 1, initial: 1 }),
      rolls: new ArrayField(requiredInteger({ min: 1 })),
      multiplier: requiredInteger({ min: 1, initial: 1 }),
      targetDefeated: flag(),
      freeHit: flag(),
      freeHitCritical: flag(),
      attackerDies: flag(),
    }),
    // T8: the swings of an AP weapon that land, and the AP spent and left.
    ap: optional({
      swings: requiredInteger({ min: 0 }), apSpent: requiredInteger({ min: 0 }), apLeft: requiredInteger(),
    }),
    // Lang keys of the rules that shaped the outcome.
    notes: new ArrayField(new StringField({ required: true, nullable: false, blank: false })),
  });
}
