import { DAMAGE_KIND_LABELS } from "../../config/items.js";
import { DR_PER, HAND_MULTIPLIERS, type CardState, type PresetId, type RowHand } from "../../rules/index.js";
import { choiceString, flag, nullableInteger, plainString, requiredInteger } from "../fields.js";
import { ChatCardModel, type CardActionHandler, type CardContext, type CardHost } from "./base-card.js";
import { damageRow } from "./damage-context.js";
import { localize } from "./localize.js";
import { cardState, previewTarget, type CardRules, type StoredDamageTarget, type TargetNow,
  type TargetPreview } from "./damage-preview.js";
import { AIMED_AREA_CHOICES, PRESET_CHOICES, changeRecord, snapshot, stepList, weaponSnapshot } from "./fields.js";
import type { WeaponSnapshot } from "./fields.js";

/** One target of a damage card: who (by token), its hits and how they were built, and what was applied. */
function damageTarget() {
  const { ArrayField, NumberField, ObjectField, SchemaField, StringField } = foundry.data.fields;
  return new SchemaField({
    ...snapshot(),
    hits: new ArrayField(new SchemaField({
      amount: requiredInteger({ min: 0 }),
      kind: choiceString(DAMAGE_KIND_LABELS, "physical"),
      ignoresOvershield: flag(),
    })),
    lead: stepList(),
    defeated: flag(),
    fatalRoll: nullableInteger({ min: 1, max: 4 }),
    spendsShield: flag(),
    refusal: new SchemaField({ reason: new StringField({ required: true, blank: false }), data: new ObjectField() },
      { required: true, nullable: true, initial: null }),
    applied: changeRecord(),
    undone: flag(),
    askedBy: plainString(),
    appliedBy: plainString(),
    appliedAt: requiredInteger({ min: 0 }),
    hand: new SchemaField({
      multiplier: new NumberField({ required: true, nullable: false, initial: 1, choices: [...HAND_MULTIPLIERS] }),
      ignoreDr: flag(),
    }),
  });
}

/** The damage card schema: the roll's source, the rules it was worked with, and one entry per target. */
function damageSchema() {
  const { ArrayField, SchemaField } = foundry.data.fields;
  return {
    preset: choiceString(PRESET_CHOICES, "legend"),
    mode: choiceString({ damage: "FRAY.CHAT.Mode.damage", heal: "FRAY.CHAT.Mode.heal",
      shock: "FRAY.CHAT.Mode.shock" }, "damage"),
    attacker: new SchemaField(snapshot()),
    weapon: weaponSnapshot(),
    attackMessageId: plainString(),
    aimedArea: choiceString(AIMED_AREA_CHOICES, ""),
    damageOptions: new SchemaField({
      drPer: choiceString(Object.fromEntries(DR_PER.map((d) => [d, `FRAY.CHAT.DrPer.${d}`])), "hit"),
      fullHealthGuard: flag(),
      woundThreshold: nullableInteger({ min: 1 }),
    }),
    targets: new ArrayField(damageTarget()),
    /** One attack, one damage: a later damage roll from the same attack card replaced this card (the GM's reroll). */
    superseded: flag(),
  };
}

/** The system data of a `damage` chat card: a preview per target, and what each application changed. */
export class DamageMessageModel extends ChatCardModel {
  /** The subtype, its template and its buttons (apply, apply all, undo and the target switch are wired next). */
  static override readonly metadata = Object.freeze({
    type: "damage", template: "systems/fray/templates/chat/damage-card.hbs",
    actions: Object.freeze<Record<string, CardActionHandler>>({
      apply: DamageMessageModel.#onApply, undo: DamageMessageModel.#onUndo,
      applyAll: DamageMessageModel.#onApplyAll, toggleSelected: DamageMessageModel.#onToggleSelected,
      hand: DamageMessageModel.#onHand,
    }),
  });

  /** Applies the row's result to its stored target, or (switch on) to the selected tokens instead. */
  static async #onApply(this: ChatCardModel, _event: Event, button: HTMLElement): Promise<void> {
    const host: CardHost = this.parent;
    const id = button.dataset.targetId ?? "";
    if (button.closest(".fray-card")?.classList.contains("use-selected")) await host.applyToSelected(id);
    else await host.applyTo([id]);
  }

  /** Undoes what the card applied to the row's target. */
  static async #onUndo(this: ChatCardModel, _event: Event, button: HTMLElement): Promise<void> {
    const host: CardHost = this.parent;
    await host.undoFor([button.dataset.targetId ?? ""]);
  }

  /** Applies the card to every stored target it has not applied to yet. */
  static async #onApplyAll(this: ChatCardModel): Promise<void> {
    const host: CardHost = this.parent;
    await host.applyTo(host.unappliedTargets);
  }

  /** The GM's hand on a row: presses ×½, ×2, ×0 or ignore DR before applying (the GM's own client only). */
  static async #onHand(this: ChatCardModel, _event: Event, button: HTMLElement): Promise<void> {
    const host: CardHost = this.parent;
    await host.chooseHand(button.dataset.targetId ?? "", button.dataset.hand ?? "");
  }

  /** Switches the apply buttons between the card's targets and the selected tokens. */
  static #onToggleSelected(this: ChatCardModel, _event: Event, button: HTMLElement): void {
    const card = button.closest(".fray-card");
    const on = !card?.classList.contains("use-selected");
    card?.classList.toggle("use-selected", on);
    button.setAttribute("aria-pressed", String(on));
  }

  /** The rulebook the card was rolled under, which its rows are explained and applied by. */
  declare preset: PresetId;
  /** A damage card, a heal card, or a Shock card for the misses of an attack (S7). */
  declare mode: CardRules["mode"];
  /** Who attacked, by stored uuids, so the card still reads after the token or actor is gone. */
  declare attacker: { tokenUuid: string; actorUuid: string; name: string; img: string };
  /** The weapon as it was when the attack was rolled. */
  declare weapon: WeaponSnapshot;
  /** The attack card this damage belongs to. */
  declare attackMessageId: string;
  /** A4: the area an aimed attack struck, or "". */
  declare aimedArea: CardRules["aimedArea"];
  /** The damage rules in force when it was rolled: DR per hit or attack, the full-health guard, the wound threshold. */
  declare damageOptions: CardRules["damageOptions"];
  /** One row per target: its hits, what applying them does, and whether it was applied or undone. */
  declare targets: StoredDamageTarget[];
  declare superseded: boolean;

  /** Declares the damage card fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return damageSchema();
  }

  /** The card-level rules a preview is worked with. */
  get rules(): CardRules {
    return { mode: this.mode, aimedArea: this.aimedArea, damageOptions: this.damageOptions };
  }

  /**
   * What applying would do to the stored target `tokenUuid` given its data now and the GM's hand on its row; null
   * when it is not stored.
   */
  previewFor(tokenUuid: string, now: TargetNow, hand: RowHand | null = null): TargetPreview | null {
    const stored = this.targets.find((t) => t.tokenUuid === tokenUuid);
    return stored ? previewTarget(this.rules, stored, now, hand) : null;
  }

  /** The card as the permission rule (authorizeCardRequest) reads it. */
  cardState(messageId: string, authorId: string): CardState {
    return cardState(messageId, authorId, this.targets);
  }

  /**
   * One row per stored target; `options.current` maps token uuids to their data now (the document layer reads
   * it from each token's actor), and a target missing from it is shown as gone. A target in `options.hidden`, whose
   * numbers this user may not see, shows no numbers: only what its row's state says. `options.gm`: the viewer is a
   * GM, shown the Approve button of an application a player asked for and the hand controls, with `options.hands`
   * the hand that GM chose on each row not applied yet.
   */
  override async _prepareContext(options: { current?: Record<string, TargetNow | null>;
    hidden?: readonly string[]; gm?: boolean; hands?: Record<string, RowHand> } = {}): Promise<CardContext> {
    const current = options.current ?? {};
    const hidden = new Set(options.hidden ?? []);
    const rows = this.targets.map((t) => {
      const row = damageRow(this.rules, t, current[t.tokenUuid], options.gm === true, options.hands?.[t.tokenUuid]);
      if (this.superseded && row.canApply) {
        return { ...row, canApply: false, handControls: [],
          explanation: localize("FRAY.CHAT.Trust.supersededRow") };
      }
      return hidden.has(t.tokenUuid) && row.state !== "gone" && row.state !== "refused"
        ? { ...row, explanation: localize("FRAY.CHAT.Damage.hiddenNumbers") } : row;
    });
    return {
      attacker: this.attacker,
      weapon: this.weapon,
      heal: this.mode === "heal",
      shock: this.mode === "shock",
      rows,
      noTargets: rows.length === 0,
      canApplyAll: rows.filter((r) => r.canApply || r.canApprove).length > 1,
    };
  }
}
