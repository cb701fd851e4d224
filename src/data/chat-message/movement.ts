import { BREAKOUT_OPTIONS, HINDRANCE_DICE, MOVEMENT_DICE, type BreakoutOption, type RolledMovement }
  from "../../rules/index.js";
import { choiceString, flag, nullableInteger, plainString, requiredInteger } from "../fields.js";
import { ChatCardModel, type CardContext } from "./base-card.js";
import { localize } from "./localize.js";

/** Z7, Z8: how far a movement roll moved, as lang keys. */
const DISTANCE_CHOICES = Object.freeze({ none: "FRAY.RULES.Zones.Distance.none",
  short: "FRAY.RULES.Zones.Distance.short", medium: "FRAY.RULES.Zones.Distance.medium" });

/** A die's faces limited to `faces`, as choices. */
const dieChoices = (faces: readonly number[]) => Object.fromEntries(faces.map((f) => [f, `d${f}`]));

/** The movement card schema: who rolled, the plan and faces rolled, the outcome, the escape and the breakout. */
function movementSchema() {
  const { ArrayField, NumberField, SchemaField, SetField, StringField } = foundry.data.fields;
  /** A die's face as rolled. */
  const face = () => new NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 });
  return {
    combatId: plainString(),
    combatantId: plainString(),
    name: plainString(),
    round: requiredInteger({ min: 1, initial: 1 }),
    // Z7: the roll's plan: SPD to beat, the movement die, and the Hindrance and Easing from the zone and the escape.
    plan: new SchemaField({
      spd: requiredInteger({ min: 0 }),
      die: new NumberField({ required: true, nullable: false, integer: true, initial: 12,
        choices: dieChoices(MOVEMENT_DICE) }),
      hindrance: requiredInteger({ min: 0 }),
      easing: requiredInteger({ min: 0 }),
    }),
    roll: face(),
    hindranceDie: new NumberField({ required: true, nullable: false, integer: true, initial: 4,
      choices: dieChoices(HINDRANCE_DICE) }),
    hindranceRolls: new ArrayField(face()),
    // The roll after Hindrance and Easing and its margin against SPD, from which the distance follows (Z7).
    adjustedRoll: requiredInteger(),
    margin: requiredInteger(),
    distance: choiceString({ ...DISTANCE_CHOICES }, "none"),
    rushed: flag(),
    fatigue: requiredInteger({ min: 0 }),
    /** Z11, Z12: the sides counted when leaving an engagement (own null: not leaving one). */
    escape: new SchemaField({ own: nullableInteger({ min: 1 }), enemy: nullableInteger({ min: 0 }),
      dice: requiredInteger({ min: -4, max: 2 }), engagement: plainString() }),
    // Z13: the breakout tactics chosen, from the rules' list only.
    breakout: new SetField(new StringField({ required: true, blank: false, choices: [...BREAKOUT_OPTIONS] })),
    // Zone ids (or names without a canvas); `to` is "" for a move that heads for no other zone.
    from: plainString(),
    to: plainString(),
    toName: plainString(),
    /** Z8: the name of the character a reactive move answered ("" for none). */
    against: plainString(),
    /** Z8: the names of the group members who move on this roll. */
    group: new ArrayField(new StringField({ required: true, blank: false })),
  };
}

/**
 * The system data of a `movement` chat card: one movement roll (Z7), its rush (Z8), escape (Z11–Z13) and outcome,
 * whom a reactive move answered and who moves with the group on it (Z8).
 */
export class MovementMessageModel extends ChatCardModel {
  /** The subtype and its template; the card has no buttons (rush is offered on the tracker). */
  static override readonly metadata = Object.freeze({
    type: "movement", template: "systems/fray/templates/chat/movement-card.hbs", actions: Object.freeze({}),
  });

  /** The combat and combatant the move was rolled for, which a rush checks the card against. */
  declare combatId: string;
  declare combatantId: string;
  /** The mover's name as the card shows it. */
  declare name: string;
  /** The round of the move: a rush is allowed only in that round. */
  declare round: number;
  /** Z7: what the roll was made on: SPD, the movement die, the Hindrance and Easing. */
  declare plan: RolledMovement["plan"];
  /** The movement die's face. */
  declare roll: number;
  /** Z12: the die rolled for each net Hindrance or Easing, and its faces. */
  declare hindranceDie: number;
  declare hindranceRolls: number[];
  /** The roll after Hindrance and Easing, and by how much it beat or missed SPD. */
  declare adjustedRoll: number;
  declare margin: number;
  /** How far the move goes: no move, a short or a medium one. */
  declare distance: "none" | "short" | "medium";
  /** Z8: whether the roll was rushed after it was seen, and the fatigue that cost. */
  declare rushed: boolean;
  declare fatigue: number;
  /** Z11: out of an engagement, both sides' escape odds, the dice they add and the engagement left ("" when none). */
  declare escape: { own: number | null; enemy: number | null; dice: number; engagement: string };
  /** Z13: the breakout tactics chosen. */
  declare breakout: Set<BreakoutOption>;
  /** The zone left, and the zone headed for (its id and name; "" when staying in the zone). */
  declare from: string;
  declare to: string;
  declare toName: string;
  declare against: string;
  declare group: string[];

  /** Declares the movement card fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return movementSchema();
  }

  /** The roll as the rush rule re-judges it: the plan and the stored faces. */
  get rolled(): Omit<RolledMovement, "result"> {
    return { plan: { ...this.plan }, roll: this.roll, hindranceDie: this.hindranceDie,
      hindranceRolls: [...this.hindranceRolls] };
  }

  /** The roll's line, margin, outcome, rush, escape odds and breakout tactics, localized. */
  override async _prepareContext(): Promise<CardContext> {
    const net = this.plan.hindrance - this.plan.easing;
    const sign = net > 0 ? "+" : "−";
    const extra = this.hindranceRolls.length ? ` ${sign} ${this.hindranceRolls.join(` ${sign} `)}` : "";
    const format = (key: string, data: Record<string, string | number>) => game.i18n!.format(key,
      Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
    const escaping = this.escape.own !== null;
    return {
      name: this.name,
      from: this.from ? format("FRAY.CHAT.Movement.from", { zone: this.from }) : "",
      rollLine: format("FRAY.CHAT.Movement.rollLine", { die: this.plan.die, roll: this.roll, extra,
        total: this.adjustedRoll, spd: this.plan.spd }),
      dice: net === 0 ? "" : format(net > 0 ? "FRAY.CHAT.Movement.hindrance" : "FRAY.CHAT.Movement.easing",
        { count: Math.abs(net), die: this.hindranceDie }),
      margin: this.margin,
      success: this.distance !== "none",
      outcome: localize(DISTANCE_CHOICES[this.distance]),
      rushed: this.rushed ? format("FRAY.CHAT.Movement.rushed", { spd: this.plan.spd, fatigue: this.fatigue }) : "",
      escape: escaping ? format("FRAY.CHAT.Movement.escape", { own: this.escape.own!, enemy: this.escape.enemy ?? 0,
        dice: this.escape.dice }) : "",
      toZone: this.toName ? format("FRAY.CHAT.Movement.toZone", { zone: this.toName }) : "",
      reaction: this.against ? format("FRAY.CHAT.Movement.reaction", { name: this.against }) : "",
      group: this.group.length ? format("FRAY.CHAT.Movement.group", { names: this.group.join(", ") }) : "",
      breakout: [...this.breakout].map((option) => localize(`FRAY.RULES.Zones.Breakout.${option}`)),
    };
  }
}
