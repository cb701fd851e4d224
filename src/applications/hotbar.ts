/**
 * The hotbar (issue 30): a weapon or ability dropped on a hotbar slot, from a sheet or a compendium, becomes a script
 * macro that calls `game.fray.api.useItem` with the item's uuid, as pf2e's and dnd5e's item macros do.
 */
import { entryAt } from "../types/shims.js";

/** The item types a hotbar macro uses. */
const USABLE = new Set(["weapon", "ability"]);

/** The command of the macro that uses the item `uuid`. */
export function itemMacroCommand(uuid: string): string {
  return `await game.fray.api.useItem(${JSON.stringify(uuid)});`;
}

/** The weapon or ability a drop names, else null (the drop is not Fray's to handle). */
function dropped(data: unknown): { uuid: string; name: string; img: string | null; type: string } | null {
  const { type, uuid } = (data ?? {}) as { type?: unknown; uuid?: unknown };
  if (type !== "Item" || typeof uuid !== "string") return null;
  const item = entryAt(uuid);
  return item?.type && USABLE.has(item.type) ? { uuid, name: item.name ?? "", img: item.img ?? null,
    type: item.type } : null;
}

/**
 * Puts the macro that uses the item in `slot` of the user's hotbar: the macro with the same command the user wrote,
 * if there is one, else a new script macro named and pictured after the item.
 */
export async function assignItemMacro(item: { uuid: string; name: string; img: string | null }, slot: number):
Promise<void> {
  const command = itemMacroCommand(item.uuid);
  const user = game.user;
  if (!user) return;
  const mine = game.macros?.find((m) => m.command === command && m._source.author === user.id);
  const macro = mine ?? await CONFIG.Macro.documentClass.create({ name: item.name, type: "script", command,
    img: item.img ?? undefined, author: user.id });
  if (macro) await user.assignHotbarMacro(macro, slot);
}

/** The `hotbarDrop` callback: a weapon or ability becomes its macro (false stops core's sheet macro). */
function onHotbarDrop(_hotbar: unknown, data: unknown, slot: number): boolean | void {
  const item = dropped(data);
  if (!item) return;
  void assignItemMacro(item, slot);
  return false;
}

/** Registers the hotbar drop (init). */
export function registerHotbar(): void {
  Hooks.on("hotbarDrop", onHotbarDrop);
}
