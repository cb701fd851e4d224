/**
 * Fray's keybindings (issue 30), editable in Configure Controls: end my turn, spend my next action of the row's
 * first to fourth kind, attack with my first weapon, and (GM) the next and previous turn. Each calls what its button
 * calls, so the same checks and notices apply.
 */
import { actingActor } from "./documents/use-item.js";
import { actionsFor } from "./documents/actions-for.js";
import { warn } from "./documents/cards/notice.js";
import { actionPips } from "./rules/index.js";
import type { CombatLike } from "./documents/combat/types.js";
import type { TrackerCombatant } from "./applications/sidebar/types.js";

/** How many "spend an action" bindings there are: one per kind a row shows, up to four. */
export const SPEND_SLOTS = 4;

/** The started combat this client views, else null with a notice. */
function runningCombat(): Combat.Implementation | null {
  const combat = game.combat;
  if (combat?.started) return combat;
  warn("FRAY.KEYS.Notice.noFight");
  return null;
}

/**
 * The user's combatant in the fight: the combatant of the actor the user acts as (controlled token, else character),
 * else the one whose turn it is when the user owns it; null with a notice when there is none.
 */
export function myCombatant(combat: CombatLike): TrackerCombatant | null {
  const actor = actingActor();
  const mine = actor ? combat.combatants.contents.find((c) => c.actor?.uuid === actor.uuid) : undefined;
  const found = mine ?? (combat.combatant?.isOwner ? combat.combatant : undefined);
  if (!found) warn("FRAY.KEYS.Notice.noCombatant");
  return (found ?? null) as TrackerCombatant | null;
}

/** Ends the turn as the tracker's End turn button does (Combat#nextTurn: its owner or the GM). */
async function endTurn(): Promise<void> {
  await runningCombat()?.nextTurn();
}

/** Spends one action of the `slot`-th pooled kind the user's row shows (the pip button's `spendAction`). */
async function spendSlot(slot: number): Promise<void> {
  const combat = runningCombat();
  const combatant = combat ? myCombatant(combat) : null;
  if (!combat || !combatant) return;
  const kinds = actionPips(combat.system.preset, combatant.system.spent ?? {}).filter((p) => p.pooled);
  const kind = kinds[slot - 1]?.kind;
  if (kind) await combatant.spendAction(kind);
  else warn("FRAY.KEYS.Notice.noKind", { n: String(slot) });
}

/** Attacks with the first weapon of the actor the user acts as (its `actionsFor` row, as the sheet's button). */
async function attackFirstWeapon(): Promise<void> {
  const actor = actingActor();
  if (!actor) {
    warn("FRAY.HOTBAR.noActor");
    return;
  }
  const weapon = actionsFor(actor).weapons[0];
  if (weapon) await weapon.use();
  else warn("FRAY.KEYS.Notice.noWeapon", { actor: actor.name });
}

/** A handler that starts `run` and consumes the key. */
const handler = (run: () => Promise<void>) => () => {
  void run();
  return true;
};

/** Registers the keybindings (init). */
export function registerKeybindings(): void {
  const keys = game.keybindings!;
  // The modifier keys as bindings name them (KeyboardManager.MODIFIER_KEYS: "Alt", "Shift").
  const { ALT, SHIFT } = foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS;
  const label = (key: string) => ({ name: `FRAY.KEYS.${key}.name`, hint: `FRAY.KEYS.${key}.hint` });
  keys.register("fray", "endTurn", { ...label("endTurn"), editable: [{ key: "End" }], onDown: handler(endTurn) });
  for (let slot = 1; slot <= SPEND_SLOTS; slot += 1) {
    // Names are lang keys: Configure Controls localizes them (translations load after init).
    keys.register("fray", `spendAction${slot}`, { ...label(`spendAction${slot}`),
      editable: [{ key: `Digit${slot}`, modifiers: [ALT] }], onDown: handler(() => spendSlot(slot)) });
  }
  keys.register("fray", "attack", { ...label("attack"), editable: [{ key: "KeyF", modifiers: [SHIFT] }],
    onDown: handler(attackFirstWeapon) });
  keys.register("fray", "nextTurn", { ...label("nextTurn"), restricted: true, editable: [{ key: "PageDown" }],
    onDown: handler(async () => { await runningCombat()?.nextTurn(); }) });
  keys.register("fray", "previousTurn", { ...label("previousTurn"), restricted: true,
    editable: [{ key: "PageUp" }], onDown: handler(async () => { await runningCombat()?.previousTurn(); }) });
}
