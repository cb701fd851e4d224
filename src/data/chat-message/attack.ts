import { SITUATIONS, SWARM_MAX_ASSAILANTS, type PresetId } from "../../rules/index.js";
import { choiceString, flag, nullableInteger, plainString, requiredInteger } from "../fields.js";
import { attackRow, landingOf, reaches, type StoredAttackTarget } from "./attack-context.js";
import { ChatCardModel, type CardActionHandler, type CardContext, type CardHost } from "./base-card.js";
import { AIMED_AREA_CHOICES, PRESET_CHOICES, snapshot, weaponSnapshot } from "./fields.js";
import type { WeaponSnapshot } from "./fields.js";
import { localize } from "./localize.js";
import { outcomeField } from "./outcome-field.js";
import { documentAt } from "../../types/shims.js";
import { RANGE_LABELS } from "../../config/items.js";

/**
 * A card line `{key, data}` worked out at roll time — Z10 a target's zone range from the attacker (or why there is
 * none), L10 its range category, T12 its flanking; or L10 an Extreme attack's landing — or null (an ObjectField,
 * so cards stored before it existed stay valid).
 */
function cardLineField() {
  return new foundry.data.fields.ObjectField({ required: true, nullable: true, initial: null });
}

/** T7: the defense an attack names, as lang keys ("" for none: the defender checks the better). */
const DEFENSE_CHOICES = { "": "FRAY.CHAT.Option.betterDefense", dodge: "FRAY.CHAT.Defense.dodge",
  armor: "FRAY.CHAT.Defense.armor" };

/** L10: the range category the GM chose on the dialog, as lang keys ("" for none: measured on the scene). */
const RANGE_CHOICES = { "": "FRAY.CHAT.Option.measuredRange", ...RANGE_LABELS };

/** The attack card schema: who attacked with what, the options chosen, and each target's outcome, by token. */
function attackSchema() {
  const { ArrayField, SchemaField, SetField, StringField } = foundry.data.fields;
  return {
    preset: choiceString(PRESET_CHOICES, "legend"),
    attacker: new SchemaField(snapshot()),
    weapon: weaponSnapshot(),
    options: new SchemaField({
      aimedArea: choiceString(AIMED_AREA_CHOICES, ""),
      swarm: requiredInteger({ min: 1, max: SWARM_MAX_ASSAILANTS, initial: 1 }),
      charge: flag(),
      dualWielding: flag(),
      situations: new SetField(new StringField({ required: true, blank: false, choices: [...SITUATIONS] })),
      modifier: requiredInteger(),
      apSwings: nullableInteger({ min: 1 }),
      totalDefense: flag(),
      defense: choiceString(DEFENSE_CHOICES, ""),
      range: choiceString(RANGE_CHOICES, ""),
      // A8: the fumbling attack card a tragedy's free hit answers ("" for none).
      freeHitOf: plainString(),
    }),
    targets: new ArrayField(new SchemaField({ ...snapshot(), outcome: outcomeField(), range: cardLineField(),
      flanking: cardLineField(), extreme: cardLineField() })),
  };
}

/** True when a stored uuid still names a document (a malformed uuid names none). */
function exists(uuid: string): boolean {
  return documentAt(uuid) !== null;
}

/** The system data of an `attack` chat card: targets stored at roll time, by token, with their outcomes. */
export class AttackMessageModel extends ChatCardModel {
  /** The subtype, its template and its buttons (the damage roll is wired by the card's document). */
  static override readonly metadata = Object.freeze({
    type: "attack", template: "systems/fray/templates/chat/attack-card.hbs",
    actions: Object.freeze<Record<string, CardActionHandler>>({ rollDamage: AttackMessageModel.#onRollDamage,
      applyShock: AttackMessageModel.#onApplyShock, takeFreeHit: AttackMessageModel.#onTakeFreeHit }),
  });

  /** Rolls the damage of this card's hits (the message document posts the damage card). */
  static async #onRollDamage(this: ChatCardModel): Promise<void> {
    const host: CardHost = this.parent;
    await host.rollDamage();
  }

  /** S7: applies the row's Shock to its target (through the attack's Shock card, which the document posts). */
  static async #onApplyShock(this: ChatCardModel, _event: Event, button: HTMLElement): Promise<void> {
    const host: CardHost = this.parent;
    await host.applyShock([button.dataset.targetId ?? ""]);
  }

  /** A8: the row's target takes the free hit its fumble gave (the message document opens the attack dialog). */
  static async #onTakeFreeHit(this: ChatCardModel, _event: Event, button: HTMLElement): Promise<void> {
    const host: CardHost = this.parent;
    await host.takeFreeHit(button.dataset.targetId ?? "");
  }

  /** The rulebook the attack was judged under. */
  declare preset: PresetId;
  /** Who attacked, by stored uuids, so the card still reads after the token or actor is gone. */
  declare attacker: { tokenUuid: string; actorUuid: string; name: string; img: string };
  /** The weapon as it was when the attack was rolled. */
  declare weapon: WeaponSnapshot;
  /** What the attack dialog chose (situations, swarm, aimed area, AP swings, defense …). */
  declare options: { aimedArea: string; swarm: number; charge: boolean; dualWielding: boolean;
    situations: Set<string>; modifier: number; apSwings: number | null; totalDefense: boolean; defense: string;
    range: string; freeHitOf: string };
  /** One row per target: the roll against its defense and the outcome. */
  declare targets: StoredAttackTarget[];

  /** Declares the attack card fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return attackSchema();
  }

  /**
   * The attacker, the weapon, the options chosen as chips, and one row per stored target; `options.hidden` lists the
   * targets whose numbers this user may not see, `options.freeHitters` the targets whose free hit (A8) this user may
   * take, `options.freeHitsTaken` those whose free hit was taken (the document layer reads them from each target's
   * actor and the GM's record).
   */
  override async _prepareContext(options: { hidden?: readonly string[]; freeHitters?: readonly string[];
    freeHitsTaken?: readonly string[]; } = {}): Promise<CardContext> {
    const hidden = new Set(options.hidden ?? []);
    const freeHitters = new Set(options.freeHitters ?? []);
    const taken = new Set(options.freeHitsTaken ?? []);
    const hits = this.targets.filter((t) => (t.outcome.outcome === "hit" || t.outcome.outcome === "critical")
      && reaches(t));
    const pending = this.targets.some((t) => landingOf(t)?.status === "pending");
    return {
      attacker: this.attacker,
      attackerGone: this.attacker.tokenUuid !== "" && !exists(this.attacker.tokenUuid),
      weapon: this.weapon,
      options: this.#optionChips(),
      rows: this.targets.map((t) => attackRow(t, hidden.has(t.tokenUuid), freeHitters.has(t.tokenUuid),
        taken.has(t.tokenUuid))),
      noTargets: this.targets.length === 0,
      canRollDamage: hits.length > 0 && !pending,
    };
  }

  /** The options the attacker chose, as localized chips (A4, S9, S10, S11, T8, S8). */
  #optionChips(): string[] {
    const o = this.options;
    const chips: string[] = [];
    if (o.aimedArea) chips.push(localize(AIMED_AREA_CHOICES[o.aimedArea as keyof typeof AIMED_AREA_CHOICES]));
    if (o.swarm > 1) chips.push(game.i18n!.format("FRAY.CHAT.Option.swarm", { count: String(o.swarm) }));
    if (o.charge) chips.push(localize("FRAY.RULES.Attack.Situation.charge"));
    if (o.dualWielding) chips.push(localize("FRAY.RULES.Attack.Situation.dualWielding"));
    for (const s of o.situations) if (s !== "charge" && s !== "dualWielding") chips.push(localize(`FRAY.RULES.Attack.Situation.${s}`));
    if (o.modifier) chips.push(game.i18n!.format("FRAY.CHAT.Option.modifier", { value: o.modifier > 0 ? `+${o.modifier}` : String(o.modifier) }));
    if (o.apSwings === 1) chips.push(localize("FRAY.CHAT.Option.apSwing"));
    else if (o.apSwings !== null) chips.push(game.i18n!.format("FRAY.CHAT.Option.apSwings", { count: String(o.apSwings) }));
    if (o.totalDefense) chips.push(localize("FRAY.CHAT.Option.totalDefense"));
    if (o.defense) chips.push(game.i18n!.format("FRAY.CHAT.Option.against",
      { defense: localize(`FRAY.CHAT.Defense.${o.defense}`) }));
    return chips;
  }
}
