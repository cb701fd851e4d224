import { systemPath } from "../../config/system.js";
import { NpcModel } from "../../data/actor/npc.js";
import { FrayActorSheet, type ActorSheetContext } from "../api/actor-sheet.js";
import { attributeRows } from "./character/attributes.js";
import { effectsContext } from "./character/effects.js";
import { bar, combatContext, numberAt, overshieldContext } from "./character/context.js";

/** Render options ApplicationV2 passes to its lifecycle methods. */
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
/** Shared partials the stat block includes. */
const PARTIALS = ["bar", "overshield", "stats", "item-list", "effect-list"].map((name) => systemPath(`templates/sheets/actor/shared/${name}.hbs`));

/** The sheet of a non-player character: one compact stat block. */
export class FrayNpcSheet extends FrayActorSheet {
  /** A smaller window than a character's, with the class the stat block styles hang on. */
  static override DEFAULT_OPTIONS = { classes: ["npc"], position: { width: 520, height: 640 } };

  /** The stat block alone: no tabs. */
  static override PARTS = {
    block: { template: systemPath("templates/sheets/actor/npc/stat-block.hbs"), scrollable: [""],
      templates: PARTIALS },
  };

  /** The NPC shows its effects in the stat block. */
  protected override get _effectParts(): string[] {
    return ["block"];
  }

  /**
   * The stat block: level, HD, morale, defenses and the other combat numbers (the attack bonus where the rulebook
   * adds it), attributes, actions and the biography.
   */
  override async _preparePartContext(partId: string, context: ActorSheetContext, options: RenderOptions) {
    const partContext = await super._preparePartContext(partId, context, options);
    // A LIMITED viewer is rendered the limited part only (FrayActorSheet#_configureRenderParts).
    if (partId === "limited") return Object.assign(partContext, await this._limitedContext(context));
    const system = context.system;
    const input = context.input;
    return Object.assign(partContext, combatContext(system, context.preset, input), {
      hp: bar(system, "hp", input),
      overshield: context.rules.overshield ? overshieldContext(system, input) : null,
      level: numberAt(system, "level"),
      // Only an NPC's model has hit dice; any other actor given this sheet shows none.
      hitDice: system instanceof NpcModel ? system.hitDice : "",
      morale: numberAt(system, "morale"),
      inputs: { level: input("level"), hitDice: input("hitDice"), morale: input("morale") },
      attributes: attributeRows(system, context.preset, input),
      ...effectsContext(this.actor),
      ...await this._biographyContext(context.systemSource),
    });
  }
}
