/**
 * The one place that knows Foundry v13 from v14. Every API difference Fray meets is an adapter function here;
 * nothing else in Fray branches on the generation. fvtt-types 13 describes v13 only, so what only v14 has (the
 * `_del` operator, CONFIG.ChatMessage.modes) is read here by name (Reflect.get).
 */

/** The Foundry generation this world runs on: 13 or 14. */
export function generation(): 13 | 14 {
  return (globalThis as { game?: { release?: { generation?: number } } }).game?.release?.generation === 14 ? 14 : 13;
}

/**
 * An update that deletes the key at dotted `path`: `{"a.-=b": null}` in v13, `{"a.b": _del}` (the ForcedDeletion
 * operator) in v14.
 */
export function deletionUpdate(path: string): Record<string, unknown> {
  if (generation() === 14) return { [path]: Reflect.get(globalThis, "_del") as unknown };
  const dot = path.lastIndexOf(".");
  return { [`${path.slice(0, dot + 1)}-=${path.slice(dot + 1)}`]: null };
}

/**
 * The user's current chat visibility mode, as the generation names it: core.rollMode ("publicroll", v13) or
 * core.messageMode ("public", v14).
 */
export function messageMode(): string {
  const mode: unknown = generation() === 14 ? game.settings.get("core", "messageMode")
    : game.settings.get("core", "rollMode");
  return String(mode);
}

/** A chat visibility mode by key, as CONFIG lists it. */
export interface MessageModeConfig {
  label: string;
  icon?: string;
}

/** The chat visibility modes by key: CONFIG.Dice.rollModes (v13) or CONFIG.ChatMessage.modes (v14). */
export function messageModes(): Record<string, MessageModeConfig> {
  if (generation() === 13) return CONFIG.Dice.rollModes;
  return Reflect.get(CONFIG.ChatMessage, "modes") as Record<string, MessageModeConfig>;
}

/** A context-menu entry as Fray describes it. */
export interface MenuEntry {
  label: string;
  icon: string;
  /** Whether the entry shows for the element the menu opened on. */
  visible?: (target: HTMLElement) => boolean;
  /** What choosing the entry does to that element. */
  onClick: (target: HTMLElement) => unknown;
}

/** A context-menu entry in the generation's shape: name/condition/callback (v13), label/visible/onClick (v14). */
export function contextMenuEntry({ label, icon, visible, onClick }: MenuEntry): Record<string, unknown> {
  if (generation() === 14) {
    return { label, icon, visible, onClick: (_event: Event, target: HTMLElement) => onClick(target) };
  }
  return { name: label, icon, condition: visible, callback: (target: HTMLElement) => onClick(target) };
}

/** A length of an active effect in one combat or time unit. */
export interface EffectLength {
  units: "rounds" | "turns" | "seconds";
  value: number;
}

/** The ActiveEffect `duration` source for a length: `{rounds: 2}` (v13) or `{value: 2, units: "rounds"}` (v14). */
export function effectDuration({ units, value }: EffectLength): Record<string, unknown> {
  return generation() === 14 ? { value, units } : { [units]: value };
}

/** The length an ActiveEffect `duration` source holds, or null when it has none (either generation's shape). */
export function readEffectDuration(duration: Record<string, unknown> | undefined): EffectLength | null {
  if (!duration) return null;
  if (generation() === 14) {
    const { units, value } = duration as { units?: string; value?: number | null };
    const known = units === "rounds" || units === "turns" || units === "seconds";
    return known && typeof value === "number" ? { units, value } : null;
  }
  for (const units of ["rounds", "turns", "seconds"] as const) {
    const value = duration[units];
    if (typeof value === "number") return { units, value };
  }
  return null;
}

/** The option naming that mode for Roll#toMessage and ChatMessage.create: `rollMode` in v13, `messageMode` in v14. */
export function messageModeOption(mode: string = messageMode()): { rollMode?: RollMode; messageMode?: string } {
  // fvtt-types 13 lists v13's roll modes; `mode` is one the generation named (messageMode or a user's choice).
  return generation() === 14 ? { messageMode: mode } : { rollMode: mode as RollMode };
}

/** A chat visibility mode as fvtt-types 13 names it (v13's roll modes). */
type RollMode = keyof CONFIG.Dice.RollModes;

/** CONFIG.statusEffects in the generation's shape: an array (v13) or an object keyed by id (v14). */
export function statusEffectsConfig<T extends { id: string }>(statuses: readonly T[]): T[] | Record<string, T> {
  return generation() === 14 ? Object.fromEntries(statuses.map((status) => [status.id, status])) : [...statuses];
}

/** The configured status effects as a list, read from the generation's shape of CONFIG.statusEffects. */
export function configuredStatusEffects(): unknown[] {
  const all = CONFIG.statusEffects as unknown;
  if (generation() === 14) return all && typeof all === "object" && !Array.isArray(all) ? Object.values(all) : [];
  return Array.isArray(all) ? all : [];
}

/**
 * The options the combatTurn/combatRound hooks carry for the world time a turn or round change takes, as each
 * generation's hook page documents them: `advanceTime` in v13 (hookEvents.combatTurn), `worldTime: {delta}` in v14.
 */
export function worldTimeOption(delta: number): Record<string, unknown> {
  return generation() === 14 ? { worldTime: { delta } } : { advanceTime: delta };
}

/**
 * The Combat update option that carries a turn's world time: `worldTime: {delta}` in v14; none in v13, whose public
 * word disagrees on the option its server honours (hookEvents.combatTurn: `advanceTime`; foundryvtt#10924:
 * `worldTime.delta`), so Fray moves v13's world time itself (`advanceWorldTime`).
 */
export function worldTimeUpdateOption(delta: number): Record<string, unknown> {
  return generation() === 14 ? { worldTime: { delta } } : {};
}

/**
 * v13: moves the world time by `delta` seconds through game.time.advance, unless the update's `options` already
 * carried a time (a core navigation passes the option its server honours) or this user may not change it; v14's
 * server moves it with the update itself.
 */
export async function advanceWorldTime(delta: number, options: object = {}): Promise<void> {
  if (generation() === 14 || !delta || worldTimeDelta(options) !== 0) return;
  if (game.user?.can("SETTINGS_MODIFY") !== true) return;
  await game.time.advance(delta);
}

/**
 * The world time (in seconds) an update's options carry, 0 when none: v14 `worldTime.delta`; in v13 either option
 * (whichever a core navigation passed).
 */
export function worldTimeDelta(options: object): number {
  const { advanceTime, worldTime } = options as { advanceTime?: unknown; worldTime?: { delta?: unknown } };
  const delta = generation() === 14 ? worldTime?.delta : worldTime?.delta ?? advanceTime;
  return typeof delta === "number" && Number.isFinite(delta) ? delta : 0;
}

/** One ActiveEffect change Fray makes: adding `value` to the data at `key` (ADD). */
export interface AddChange {
  key: string;
  value: string;
}

/** ActiveEffect change mode ADD (v13 CONST.ACTIVE_EFFECT_MODES.ADD). */
const ADD_MODE = 2;

/**
 * The ActiveEffect data carrying ADD changes in the generation's shape: top-level `changes` with mode ADD in v13,
 * `system.changes` with type "add" in v14 (ActiveEffectTypeDataModel, CONST.ACTIVE_EFFECT_CHANGE_TYPES).
 */
export function effectChangesData(changes: readonly AddChange[]): Record<string, unknown> {
  if (generation() === 14) return { system: { changes: changes.map(({ key, value }) => ({ key, type: "add", value })) } };
  return { changes: changes.map(({ key, value }) => ({ key, mode: ADD_MODE, value })) };
}

/** The ADD changes an ActiveEffect carries, read from the generation's shape. */
export function addChangesOf(effect: { changes?: unknown; system?: unknown }): AddChange[] {
  type Stored = { key?: unknown; mode?: unknown; type?: unknown; value?: unknown };
  const v14 = generation() === 14;
  const stored = (v14 ? (effect.system as { changes?: unknown } | undefined)?.changes : effect.changes) as
    Stored[] | undefined;
  return (Array.isArray(stored) ? stored : []).flatMap((change) => {
    const add = v14 ? change.type === "add" : change.mode === ADD_MODE;
    return add && typeof change.key === "string" ? [{ key: change.key, value: String(change.value) }] : [];
  });
}

/** What Fray reads to find the round a combatant joined: v14's field, or the note Fray keeps in v13's flags. */
interface JoiningCombatant {
  roundJoined?: unknown;
  flags?: { fray?: { roundJoined?: unknown } };
}

/**
 * The round a combatant joined its combat, 1 when it joined before the start: v14's `Combatant#roundJoined`
 * (CombatantData), in v13 the round Fray noted in its flags when it was created (`roundJoinedSource`).
 */
export function roundJoined(combatant: JoiningCombatant): number {
  const value = generation() === 14 ? combatant.roundJoined : combatant.flags?.fray?.roundJoined;
  return Number.isInteger(value) && (value as number) >= 1 ? value as number : 1;
}

/** What a new combatant's source adds for `roundJoined` when its combat is at `round`: v14's core sets it itself. */
export function roundJoinedSource(round: number): Record<string, unknown> {
  return generation() === 14 ? {} : { flags: { fray: { roundJoined: Math.max(round, 1) } } };
}

/**
 * The expiry event of an effect on Fray's clock (L9, Z9): one Fray registers and never announces, so v14's effect
 * registry, which ends an effect only "when both the end of the duration and the expiry event are reached"
 * (EffectDurationData#expiry), leaves Fray's timed effects to Fray's own clock.
 */
const FRAY_EXPIRY = "fray";

/** v14: lists Fray's expiry event in CONFIG.ActiveEffect.expiryEvents (by its label); v13 has no effect registry. */
export function registerExpiryEvent(): void {
  if (generation() !== 14) return;
  // fvtt-types 13 describes v13's CONFIG.ActiveEffect, which has no expiryEvents (v14's CONFIG.ActiveEffect page).
  const config = CONFIG.ActiveEffect as unknown as { expiryEvents?: Record<string, string> };
  config.expiryEvents = { ...config.expiryEvents, [FRAY_EXPIRY]: "FRAY.SHEET.effectExpiry" };
}

/** The source change that keeps core's expiry off an effect Fray's clock ends: v14 `duration.expiry`, v13 none. */
export function clockExpiry(): Record<string, unknown> {
  return generation() === 14 ? { duration: { expiry: FRAY_EXPIRY } } : {};
}

/** A token's position and size as a ruler waypoint carries them (top-left pixels, elevation, grid spaces). */
export type TokenPlace = { x: number; y: number; elevation: number; width: number; height: number };

/** What Fray reads of a token to test region containment (getCenterPoint: of the token there, given a place). */
export interface ContainedToken {
  getCenterPoint(data?: TokenPlace): { x: number; y: number; elevation: number };
}

/**
 * The points a region must hold for the token to be in it: v13 its centre; v14 the centres of every grid space it
 * covers (TokenDocument#getContainmentTestPoints, api v14; foundryvtt#13633), any one of which puts it in the region.
 */
export function regionTestPoints(token: ContainedToken): { x: number; y: number; elevation: number }[] {
  type Points = () => { x: number; y: number; elevation: number }[];
  const points = Reflect.get(token, "getContainmentTestPoints") as Points | undefined;
  return generation() === 14 && typeof points === "function" ? points.call(token) : [token.getCenterPoint()];
}

/**
 * regionTestPoints were the token at `place`: v13 its centre there (TokenDocument#getCenterPoint(data)); v14 the
 * centres of the spaces it covers, moved with it (by its centre's shift) to the place's elevation.
 */
export function regionTestPointsAt(token: ContainedToken, place: TokenPlace): ReturnType<typeof regionTestPoints> {
  const there = token.getCenterPoint(place);
  if (generation() !== 14) return [there];
  const here = token.getCenterPoint();
  return regionTestPoints(token).map((p) => ({ x: p.x + there.x - here.x, y: p.y + there.y - here.y,
    elevation: place.elevation }));
}
