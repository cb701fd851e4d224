import { answerDialogs, answerInputs, resetDialogs } from "../foundry/dialog.js";
import { deepClone, getProperty, setProperty } from "../foundry/data-model.js";
import type { Document } from "../foundry/documents.js";
import type { User } from "../foundry/users.js";
import type { AdversaryCase, Player, Step, Val, Write } from "./commands.js";
import { adversaryWorld, FIGHTERS, type AdvCard, type AdversaryWorld, type FighterName,
  type Who } from "./world.js";

/** A seeded uniform in (0, 1] (mulberry32), so a case's dice are the same each time it is played. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return 1 - ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The GM's fighters, whose documents no player may change except as the rules and the GM's record allow. */
const GM_FIGHTERS = FIGHTERS.filter((f) => f.owner === "gm").map((f) => f.name);
/** Actor fields an application (and its undo) writes. */
const DAMAGE_FIELDS = ["hp", "overshield", "wounds", "fatigue", "shield"];

/** A notice as the adversary records it: who saw it (whose client showed it) and its text. */
interface Seen {
  user: string;
  message: string;
}

/** What the adversary reads before and after each step. */
interface Snapshot {
  actors: Record<string, { hp: number; rest: string; volatile: string; items: string; effects: string[];
    effectJson: Record<string, string> }>;
  combatants: Record<string, { initiative: number | null; system: string; fray: string; defeated: boolean;
    all: string }>;
  round: number;
  turn: number | null;
  current: string | null;
  ops: number;
  seen: number;
  messages: Set<string>;
}

/**
 * The adversary's own record of what the rules allow, kept from what it watched happen (never from what a player
 * wrote): each attack made by its attacker's owner with the hits and Shocks it landed on the GM's fighters (and the
 * most each may deal), the cards the API made from those attacks, each attack's hit taken on a target (at most once),
 * and each card's applications on a target (what an undo may give back).
 */
interface Ledger {
  attacks: Map<string, Map<string, number>>;
  cards: Map<string, string>;
  taken: Map<string, number>;
  applied: Map<string, number>;
}

/** The broken invariants when `name` lost HP `from` → `to` in a step that acted on `card`. */
function damaged(ledger: Ledger, name: string, card: string | null, from: number, to: number): string[] {
  const attack = card ? ledger.cards.get(card) : undefined;
  const bound = attack ? ledger.attacks.get(attack)?.get(name) : undefined;
  if (!card || !attack || bound === undefined) {
    return [`${name} lost HP ${from} → ${to} from ${card ? `card ${card}` : "no card"}, which is no card the API made ` +
      "from an attack that hit it"];
  }
  const key = `${attack}|${name}`;
  if ((ledger.taken.get(key) ?? 0) > 0) {
    return [`${name} lost HP ${from} → ${to} a second time from attack ${attack} (card ${card})`];
  }
  ledger.taken.set(key, 1);
  ledger.applied.set(`${card}|${name}`, (ledger.applied.get(`${card}|${name}`) ?? 0) + 1);
  return from - to > bound ? [`${name} lost ${from - to} HP, more than attack ${attack} can deal (${bound})`] : [];
}

/** The broken invariants when `name` regained HP `from` → `to` in `step`, which acted on `card`. */
function restored(ledger: Ledger, name: string, card: string | null, step: Step, from: number,
  to: number): string[] {
  // A GM's damage reroll (the API's or the attack card's button) first undoes what the attack's earlier damage card
  // applied.
  const reroll = step.k === "damage" || step.k === "click";
  const candidates = card ? [card, ...(reroll ? [...ledger.cards.entries()]
    .filter(([c, a]) => a === ledger.cards.get(card) && c !== card).map(([c]) => c) : [])] : [];
  const undone = candidates.find((c) => (ledger.applied.get(`${c}|${name}`) ?? 0) > 0);
  if (!undone) {
    return [`${name} regained HP ${from} → ${to} from ${card ? `card ${card}` : "no card"}, which applied nothing ` +
      "to it to undo"];
  }
  ledger.applied.set(`${undone}|${name}`, ledger.applied.get(`${undone}|${name}`)! - 1);
  ledger.taken.set(`${ledger.cards.get(undone)}|${name}`, 0);
  return [];
}

/** The most a formula like "1d8 + 3" or "2d6+@level" can roll (Infinity when it can't be read). */
export function formulaMax(formula: string, level: number): number {
  const text = formula.replace(/@level/g, String(level)).replace(/\s+/g, "");
  if (!/^[-+0-9d]+$/.test(text)) return Infinity;
  let total = 0;
  for (const term of text.match(/[-+]?[^-+]+/g) ?? []) {
    const sign = term.startsWith("-") ? -1 : 1;
    const body = term.replace(/^[-+]/, "");
    const dice = /^(\d*)d(\d+)$/.exec(body);
    const value = dice ? Number(dice[1] || 1) * Number(dice[2]) : Number(body);
    if (!Number.isFinite(value)) return Infinity;
    total += sign > 0 ? value : 0;
  }
  return total;
}

/** A JSON text with object keys sorted, so two equal values give equal texts. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v));
}

/** Omits `keys` from a plain object. */
function omit(value: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)));
}

/** Every leaf path of a plain value (arrays by index). */
function leaves(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length) return prefix ? [prefix] : [];
    return entries.flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return prefix ? [prefix] : [];
}

/** An error the server gives for a write the user may not make or that is not valid data. */
function serverRefusal(error: unknown): boolean {
  const text = String((error as Error)?.message ?? error);
  return new RegExp("lacks permission|DataModelValidationError|validation|Invalid|must be|not a valid|does not exist|"
    + "writes flags only|is not a registered|Unable to recreate", "i")
    .test(text) || (error as Error)?.name === "DataModelValidationError";
}

/** Plays one case and returns every broken invariant, each a sentence naming the step. */
export async function playCase(k: AdversaryCase): Promise<string[]> {
  const w = await adversaryWorld(k.preset, seeded(k.dice));
  const { foundry } = w;
  const found: string[] = [];
  const seen: Seen[] = [];
  const errors: string[] = [];
  const users = foundry.game.users;
  // Notices: which client showed each.
  const ui = (globalThis as unknown as { ui: { notifications: Record<string, (m: string) => unknown> } }).ui;
  for (const type of ["info", "warn", "error"]) {
    const original = ui.notifications[type]!;
    ui.notifications[type] = (message: string) => {
      seen.push({ user: users.current?.id ?? "", message: String(message) });
      return original(message);
    };
  }
  // The GM's client throwing: in its pass over a change (runOnNow) and in a query handler (runOn).
  const runOnNow = users.runOnNow.bind(users);
  users.runOnNow = <T>(client: User, fn: () => T): T => runOnNow(client, () => {
    try {
      return fn();
    } catch (error) {
      if (client.isGM) errors.push(`the GM's client threw while handling a change: ${String(error)}`);
      throw error;
    }
  });
  const runOn = users.runOn.bind(users);
  users.runOn = <T>(client: User, fn: () => Promise<T>): Promise<T> => runOn(client, async () => {
    try {
      return await fn();
    } catch (error) {
      if (client.isGM) errors.push(`the GM's client threw answering a query: ${String(error)}`);
      throw error;
    }
  });
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(`console.error on ${users.current?.name ?? "?"}'s client: ${args.map(String).join(" ").slice(0, 300)}`);
  };
  const unhandled = (reason: unknown) => { errors.push(`unhandled rejection: ${String(reason)}`); };
  process.on("unhandledRejection", unhandled);
  try {
    w.login("gm");
    await foundry.game.settings.set("fray", "playerApply", k.playerApply);
    if (k.granted) w.users[k.granted].permissions.SETTINGS_MODIFY = true;
    const initial = snapshot(w, seen);
    const frayKeys = new Set(ruled(initial));
    const ledger: Ledger = { attacks: new Map(), cards: new Map(), taken: new Map(), applied: new Map() };
    const ctx: RunContext = { w, seen, nonce: 0, noop: false, result: undefined, card: null };
    for (const [index, step] of k.steps.entries()) {
      const expanded = step.k === "sweep" ? await sweep(w, step.who) : step.k === "turn" ? turn(w, step) : [step];
      for (const one of expanded) {
        const label = `step ${index + 1} ${JSON.stringify(one)}`;
        const before = snapshot(w, seen);
        errors.length = 0;
        let threw: unknown = null;
        ctx.noop = false;
        ctx.result = undefined;
        ctx.card = null;
        try {
          await run(ctx, one);
        } catch (error) {
          threw = error;
        }
        await w.settle();
        resetDialogs();
        const after = snapshot(w, seen);
        if (process.env.FRAY_ADVERSARY_DEBUG) {
          console.info(`${label.slice(0, 160)} | ${threw ? `threw ${String(threw).slice(0, 80)}` : ""} | ` +
            `${seen.slice(before.seen).map((s) => `${s.user.slice(0, 3) + s.user.slice(-1)}: ${s.message}`).join(" / ").slice(0, 200)} | ` +
            `${foundry.operations.slice(before.ops).map((o) => `${o.action} ${o.documentName}`).join(",")} | HP ` +
            GM_FIGHTERS.map((n) => after.actors[n]!.hp).join(","));
        }
        const current = foundry.game.users.current;
        const who = (Object.keys(w.users) as Who[]).find((key) => w.users[key] === current) ?? "gm";
        if (process.env.FRAY_ADVERSARY_DEBUG && one.k === "click") console.info(`  clicked ${lastAction}`);
        // A key that first appears on a step that is no player's write is Fray's; one a player's write made is not.
        if (!isWrite(one)) for (const key of ruled(after)) if (!ruled(before).includes(key)) frayKeys.add(key);
        const broken = check({ w, one, who, before, after, initial, frayKeys, ledger, card: ctx.card, seen, threw,
          errors, noop: ctx.noop, result: ctx.result });
        const known = (process.env.FRAY_ADVERSARY_SKIP ?? "").split("|").filter(Boolean);
        found.push(...broken.filter((b) => !known.some((k) => b.includes(k))).map((b) => `${label}: ${b}`));
        if (found.length) return found;
      }
    }
    return found;
  } finally {
    console.error = consoleError;
    process.off("unhandledRejection", unhandled);
  }
}

/**
 * An honest turn: the combatant whose turn it is attacks one or two of its enemies (by `targets`' bits) as its owner,
 * rolls the damage, applies it to every enemy; the GM approves what waits (when `approve`); the owner ends the turn
 * (when `end`).
 */
function turn(w: AdversaryWorld, step: Extract<Step, { k: "turn" }>): Step[] {
  const name = w.combat.combatant?.name as FighterName | undefined;
  const self = FIGHTERS.find((f) => f.name === name);
  if (!self) return [{ k: "endTurn", who: "gm" }];
  const enemies = FIGHTERS.filter((f) => (f.owner === "gm") !== (self.owner === "gm")).map((f) => f.name);
  const targets = enemies.filter((_n, i) => step.targets & (1 << i));
  const steps: Step[] = [{ k: "attack", who: "owner", attacker: "current", targets, range: null },
    { k: "damage", who: "owner", card: 0, shock: w.preset === "sides" && step.approve }];
  for (const target of targets) steps.push({ k: "apply", who: "owner", card: 0, target, undo: false });
  // The GM's approvals: the card's buttons that ask something (its view toggles left out).
  if (step.approve) {
    for (let b = 0; b < 3; b += 1) steps.push({ k: "click", who: "gm", card: 0, button: b, acting: true });
  }
  if (step.end) steps.push({ k: "endTurn", who: "owner" });
  return steps;
}

/** Everything a button or the API can ask, by `who`, of every card they see: apply and undo per row, each button. */
async function sweep(w: AdversaryWorld, who: Player): Promise<Step[]> {
  w.login(who);
  const cards = w.messages().filter((m) => (m as unknown as { visible: boolean }).visible).slice(-6);
  const all = w.messages();
  const steps: Step[] = [];
  for (const card of cards) {
    const at = all.length - 1 - all.indexOf(card);
    for (const name of FIGHTERS.map((f) => f.name)) {
      steps.push({ k: "apply", who, card: at, target: name, undo: false });
      steps.push({ k: "apply", who, card: at, target: name, undo: true });
    }
    const html = await card.renderHTML();
    const count = html.querySelectorAll("[data-action]").length;
    for (let b = 0; b < count; b += 1) steps.push({ k: "click", who, card: at, button: b });
  }
  return steps;
}

/** The world's state the invariants compare. */
function snapshot(w: AdversaryWorld, seen: Seen[]): Snapshot {
  const actors: Snapshot["actors"] = {};
  for (const name of GM_FIGHTERS) {
    const actor = w.actors.get(name)!;
    const source = actor._source as { system: Record<string, unknown> & { hp: { value: number } } };
    const effects = actor.effects.contents;
    actors[name] = { hp: source.system.hp.value, rest: stable(omit(source.system, DAMAGE_FIELDS)),
      volatile: stable(omit(source.system, ["hp"])),
      items: stable(actor.items.contents.map((i) => i.toObject())),
      effects: effects.map((e) => e.id!).sort(),
      effectJson: Object.fromEntries(effects.map((e) => [e.id!, stable(e.toObject())])) };
  }
  const combatants: Snapshot["combatants"] = {};
  for (const f of FIGHTERS) {
    const c = w.combatant(f.name) as unknown as Document & { initiative: number | null; defeated: boolean };
    const source = c._source as { system?: unknown; flags?: { fray?: unknown }; initiative: number | null;
      defeated: boolean };
    combatants[f.name] = { initiative: source.initiative, system: stable(source.system ?? null),
      fray: stable(source.flags?.fray ?? null), defeated: source.defeated, all: stable(c.toObject()) };
  }
  return { actors, combatants, round: w.combat.round, turn: w.combat.turn,
    current: w.combat.combatant?.name ?? null, ops: w.foundry.operations.length, seen: seen.length,
    messages: new Set(w.messages().map((m) => m.id)) };
}

/** What `check` reads. */
interface CheckInput {
  w: AdversaryWorld;
  one: Step;
  /** Who took the step (its "owner" resolved). */
  who: Who;
  before: Snapshot;
  after: Snapshot;
  initial: Snapshot;
  /** The flags.fray keys Fray itself wrote on a combatant so far (never one a player's write made first). */
  frayKeys: ReadonlySet<string>;
  ledger: Ledger;
  /** The card the step acted on, if any. */
  card: string | null;
  seen: Seen[];
  threw: unknown;
  errors: string[];
  noop: boolean;
  result: unknown;
}

/** True for a step that is a player's own write (no ask of the GM's client). */
function isWrite(step: Step): boolean {
  // A write by "author" is a player's write like any other.
  return step.k === "write" && !(step.write.t === "userFlag" && step.write.query);
}

/** The user id of a step's actor. */
function userOf(w: AdversaryWorld, who: Who): string {
  return w.users[who].id;
}

/** The invariants after one step; each broken one as a sentence. */
function check({ w, one, who, before, after, initial, frayKeys, ledger, card, seen, threw, errors, noop,
  result }: CheckInput): string[] {
  const broken: string[] = [];
  const write = isWrite(one);
  const turnStep = one.k === "endTurn" || one.k === "tracker" || one.k === "attack" || who === "gm";
  // New cards: an attack by an attacker its author owns records its hits and Shocks on the GM's fighters; a damage
  // or Shock card the API made from a recorded attack may apply them.
  for (const card of w.messages()) {
    if (before.messages.has(card.id) || write) continue;
    const system = card.system as { attacker?: { actorUuid?: string }; weapon?: { formula?: string };
      attackMessageId?: string;
      targets?: { actorUuid: string; outcome?: { outcome?: string; shock?: { amount?: number } | null } }[] };
    if (card.type !== "attack") {
      if (system.attackMessageId && ledger.attacks.has(system.attackMessageId)) {
        ledger.cards.set(card.id, system.attackMessageId);
      }
      continue;
    }
    const attacker = [...w.actors.values()].find((a) => a.uuid === system.attacker?.actorUuid);
    const author = (card._source as { author: string }).author;
    const owns = attacker && (author === w.users.gm.id || attacker.testUserPermission(
      w.foundry.game.users.get(author) ?? null, "OWNER"));
    if (!owns) {
      broken.push(`an attack card was made by ${author} with ${attacker ? attacker.name : "an actor"} they don't own`);
      continue;
    }
    const level = Number(attacker.system.level ?? 1);
    const bound = 4 * formulaMax(system.weapon?.formula ?? "", level) + 4 * level + 10;
    const hits = new Map<string, number>();
    for (const row of system.targets ?? []) {
      const target = GM_FIGHTERS.find((n) => w.actors.get(n)!.uuid === row.actorUuid);
      const outcome = row.outcome?.outcome ?? "";
      const shock = row.outcome?.shock?.amount ?? 0;
      if (target && (outcome === "hit" || outcome === "critical" || shock > 0)) {
        hits.set(target, Math.max(hits.get(target) ?? 0, bound, shock));
      }
    }
    ledger.attacks.set(card.id, hits);
    ledger.cards.set(card.id, card.id);
  }
  for (const name of GM_FIGHTERS) {
    const b = before.actors[name]!;
    const a = after.actors[name]!;
    const start = initial.actors[name]!;
    if (a.items !== start.items) broken.push(`${name}'s items changed`);
    for (const id of start.effects) {
      if (a.effectJson[id] !== start.effectJson[id]) broken.push(`${name}'s own effect ${id} was changed or deleted`);
    }
    if (a.rest !== b.rest && who !== "gm") broken.push(`${name}'s data beyond HP changed: ${diff(b.rest, a.rest)}`);
    if (write) {
      if (a.volatile !== b.volatile || a.hp !== b.hp) broken.push(`${name}'s HP or damage state changed on a write`);
      if (stable(a.effects) !== stable(b.effects)) broken.push(`${name}'s effects changed on a write`);
    }
    if (a.hp > start.hp) broken.push(`${name} has HP ${a.hp}, above the ${start.hp} it started with`);
    if (a.hp < b.hp) broken.push(...damaged(ledger, name, card, b.hp, a.hp));
    else if (a.hp > b.hp) broken.push(...restored(ledger, name, card, one, b.hp, a.hp));
  }
  // The combat: a write moves no turn; a player's end of turn moves only their own.
  const moved = before.round !== after.round || before.turn !== after.turn;
  if (moved && write) broken.push(`the turn moved (${before.round}/${before.turn} → ${after.round}/${after.turn}) on a write`);
  if (moved && who !== "gm" && (one.k === "endTurn" || one.k === "tracker")) {
    const current = FIGHTERS.find((f) => f.name === before.current);
    if (current && current.owner !== who) broken.push(`${who} moved ${before.current}'s turn`);
  }
  for (const f of FIGHTERS) {
    const b = before.combatants[f.name]!;
    const a = after.combatants[f.name]!;
    if (f.owner === "gm" && write && a.all !== b.all) {
      broken.push(`the GM's combatant ${f.name} changed on a player's write: ${diff(b.all, a.all)}`);
    }
    if (f.owner === "gm" && !write && !turnStep && (a.system !== b.system || a.initiative !== b.initiative)) {
      broken.push(`the GM's combatant ${f.name} changed on ${who}'s ask: ${diff(b.all, a.all)}`);
    }
    if (write && f.owner === who && (a.system !== b.system || a.initiative !== b.initiative
      || [...frayKeys].some((key) => stable(JSON.parse(a.fray)?.[key]) !== stable(JSON.parse(b.fray)?.[key])))) {
      broken.push(`${f.name}'s rules state written by its player was not put back: ${diff(b.all, a.all)}`);
    }
  }
  // The GM's client never throws; the asker's call never throws either (a refusal is a notice).
  broken.push(...errors);
  if (threw && !(write && serverRefusal(threw))) {
    const where = write ? "the write" : `${who}'s call`;
    broken.push(`${where} threw: ${String((threw as Error)?.message ?? threw).slice(0, 300)}`);
  }
  // Notices: localized, and a refusal is exactly one.
  const shown = seen.slice(before.seen);
  for (const notice of shown) {
    if (/FRAY\.|^[A-Z][A-Za-z]+\.[A-Za-z.]+$/.test(notice.message)) broken.push(`a raw key was shown: ${notice.message}`);
  }
  const asker = userOf(w, who);
  const mine = shown.filter((s) => s.user === asker);
  const wrote = w.foundry.operations.slice(before.ops).some((o) => o.documentName !== "User");
  const asked = !write && !(one.k === "write") && one.k !== "tracker" && one.k !== "endTurn";
  const refused = result === undefined ? !wrote : result === null || result === false;
  if (asked && !noop && refused && !threw && !clickedToggle(one, w) && mine.length !== 1) {
    const action = one.k === "click" ? ` (button ${lastAction})` : "";
    broken.push(`a refusal${action} showed ${mine.length} notices to its asker: ${JSON.stringify(mine.map((m) => m.message))}`);
  }
  return broken;
}

/** The keys of flags.fray on any combatant of a snapshot (playCase keeps those Fray wrote: the rules' own). */
function ruled(snap: Snapshot): string[] {
  return [...new Set(Object.values(snap.combatants).flatMap((c) => Object.keys(JSON.parse(c.fray) as object ?? {})))];
}

/**
 * Toggles of the card's own view ask nothing: apply to selected tokens, and the GM's hand on a damage row (×½, ×2,
 * ×0, ignore DR), which the GM's client keeps until that GM applies the row.
 */
const VIEW_ACTIONS = ["toggleSelected", "hand"];
/** The action of the last clicked button, for clickedToggle. */
let lastAction = "";

/** True when the step clicked a button that only changes the card's view. */
function clickedToggle(step: Step, _w: AdversaryWorld): boolean {
  return step.k === "click" && (VIEW_ACTIONS.includes(lastAction) || lastAction === "");
}

/** A short account of what differs between two JSON texts (the first differing leaves). */
function diff(before: string, after: string): string {
  const a = JSON.parse(before) as unknown;
  const b = JSON.parse(after) as unknown;
  const paths = [...new Set([...leaves(a), ...leaves(b)])];
  const changed = paths.filter((p) => stable(getProperty(a, p)) !== stable(getProperty(b, p)));
  return changed.slice(0, 4).map((p) => `${p}: ${stable(getProperty(a, p))} → ${stable(getProperty(b, p))}`)
    .join("; ");
}

/** What a step's run needs. */
interface RunContext {
  w: AdversaryWorld;
  seen: Seen[];
  nonce: number;
  /** Set when the step found nothing to act on (no card), so it asked nothing. */
  noop: boolean;
  /** The card the step acted on (an apply, a click, damage rolled from it), or null. */
  card: string | null;
  /** What an API call gave back (a card, true), when the step was one: null or false is a refusal. */
  result: unknown;
}

/** The cards `who` sees in their log. */
function visibleCards(w: AdversaryWorld, who: Who): AdvCard[] {
  w.login(who);
  return w.messages().filter((m) => (m as unknown as { visible: boolean }).visible);
}

/** The n-th card counted back from the newest (by remainder), or undefined for none. */
function back<T>(list: T[], n: number): T | undefined {
  return list.length ? list[list.length - 1 - (n % list.length)] : undefined;
}

/** The user a step's "owner" stands for: the owner of the turn's combatant, or of the card's attacker. */
function ownerOf(w: AdversaryWorld, card?: AdvCard): Who {
  const uuid = (card?.system as { attacker?: { actorUuid?: string } } | undefined)?.attacker?.actorUuid;
  const name = card ? [...w.actors.entries()].find(([, a]) => a.uuid === uuid)?.[0] : w.combat.combatant?.name;
  return FIGHTERS.find((f) => f.name === name)?.owner ?? "gm";
}

/** The player who wrote the newest card a player wrote (player 1 when none has). */
function authorOfNewest(w: AdversaryWorld): Player {
  const ids = w.messages().map((m) => (m._source as { author: string }).author);
  const last = ids.reverse().find((id) => id === w.users.p1.id || id === w.users.p2.id);
  return last === w.users.p2.id ? "p2" : "p1";
}

/** The user who takes `step`. */
function resolveWho(w: AdversaryWorld, who: Who | "owner", card?: AdvCard): Who {
  return who === "owner" ? ownerOf(w, card) : who;
}

/** The n-th of a list (by remainder), or undefined for an empty list. */
function nth<T>(list: T[], n: number): T | undefined {
  return list.length ? list[n % list.length] : undefined;
}

/** Runs one step as its user. */
async function run(ctx: RunContext, step: Step): Promise<void> {
  const { w } = ctx;
  lastAction = "";
  answerDialogs(true, true, true);
  answerInputs({}, {});
  switch (step.k) {
    case "attack": {
      const attacker = step.attacker === "current" ? w.combat.combatant?.name as FighterName | undefined
        : step.attacker;
      if (!attacker) return void (ctx.noop = true);
      w.login(resolveWho(w, step.who));
      const options = step.range ? { range: step.range } : {};
      ctx.result = await w.api.attack(w.actors.get(attacker) as never, w.weapon(attacker) as never,
        { targets: step.targets.map((t) => w.tokens.get(t)), options } as never);
      return;
    }
    case "damage": {
      const card = back(w.messages().filter((m) => m.type === "attack"), step.card);
      if (!card) return void (ctx.noop = true);
      ctx.card = card.id;
      w.login(resolveWho(w, step.who, card));
      ctx.result = await (step.shock ? w.api.shock(card as never) : w.api.damage(card as never));
      return;
    }
    case "apply": {
      const card = back(w.messages(), step.card);
      if (!card) return void (ctx.noop = true);
      ctx.card = card.id;
      w.login(resolveWho(w, step.who, card));
      const token = w.tokens.get(step.target)!.uuid;
      ctx.result = await (step.undo ? w.api.undo(card as never, token) : w.api.apply(card as never, token));
      return;
    }
    case "click": {
      const card = back(w.messages(), step.card);
      if (!card) return void (ctx.noop = true);
      ctx.card = card.id;
      w.login(resolveWho(w, step.who, card));
      const html = await card.renderHTML();
      document.body.append(html);
      const buttons = [...html.querySelectorAll<HTMLElement>("[data-action]")];
      const button = nth(step.acting ? buttons.filter((b) => !VIEW_ACTIONS.includes(b.dataset.action ?? "")) : buttons,
        step.button);
      lastAction = button?.dataset.action ?? "";
      // A browser sends no click to a disabled button (a free hit drawn taken): nothing to ask, nothing to notice.
      if (!button || button.hasAttribute("disabled")) ctx.noop = true;
      else button.click();
      await new Promise((r) => setTimeout(r, 30));
      await w.settle();
      html.remove();
      return;
    }
    case "tracker": {
      w.login(step.who);
      await w.tracker.render({ force: true });
      await w.settle();
      const button = nth([...w.tracker.element.querySelectorAll<HTMLElement>("[data-action]")], step.button);
      button?.click();
      await new Promise((r) => setTimeout(r, 30));
      return;
    }
    case "endTurn":
      w.login(resolveWho(w, step.who));
      await w.combat.nextTurn();
      return;
    case "write": {
      const who = step.who === "author" ? authorOfNewest(w) : step.who;
      w.login(who);
      await playerWrite(ctx, who, step.write);
      return;
    }
    case "sweep":
    case "turn":
      return;
  }
}

/** The value a `Val` stands for now, for the field at `path`. */
function resolve(w: AdversaryWorld, value: Val, path: string, copyFrom?: (i: number) => unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  const wantsUuid = /uuid|targetId|Uuid/.test(path);
  if ("applied" in value) return { hp: { from: value.applied, to: 80 } };
  if ("rows" in value) return value.rows;
  const names = FIGHTERS.map((f) => f.name);
  switch (value.ref) {
    case "token": { const t = w.tokens.get(nth(names, value.i)!)!; return wantsUuid ? t.uuid : t.id; }
    case "actor": { const a = w.actors.get(nth(names, value.i)!)!; return wantsUuid ? a.uuid : a.id; }
    case "user": return nth([w.users.gm, w.users.p1, w.users.p2], value.i)!.id;
    case "card": return nth(w.messages(), value.i)?.id ?? null;
    case "item": { const i = w.weapon(nth(names, value.i)!) as Document & { uuid: string };
      return wantsUuid ? i.uuid : i.id; }
    case "copy": return copyFrom ? deepClone(copyFrom(value.i) ?? null) : null;
  }
}

/** A player's write, as their client (a macro, the console) can make it. Refusals by the server are thrown. */
async function playerWrite(ctx: RunContext, who: Player, write: Write): Promise<void> {
  const { w } = ctx;
  const user = w.users[who];
  const own = () => w.messages().filter((m) => (m._source as { author: string }).author === user.id);
  const mine = FIGHTERS.find((f) => f.owner === who)!.name;
  const all = w.messages();
  switch (write.t) {
    case "row": {
      const card = back(own(), write.card);
      const rows = deepClone(((card?._source as { system?: { targets?: unknown[] } })?.system?.targets ?? []) as
        Record<string, unknown>[]);
      const row = nth(rows, write.row);
      if (!card || !row) return;
      setProperty(row, write.field, resolve(w, write.value, write.field, (i) =>
        getProperty(nth(all, i)?.system?.targets?.[0] ?? {}, write.field)));
      await card.update({ "system.targets": rows });
      return;
    }
    case "leaf": {
      const card = back(own(), write.card);
      if (!card) return;
      const source = omit(card.toObject(), ["_id", "author"]);
      const path = nth(leaves(source), write.leaf);
      if (!path) return;
      const parts = path.split(".");
      const arrayAt = parts.findIndex((_p, i) => Array.isArray(getProperty(source, parts.slice(0, i + 1).join("."))));
      const value = resolve(w, write.value, path, (i) => getProperty(nth(all, i)?.toObject() ?? {}, path));
      if (arrayAt >= 0) {
        const top = parts.slice(0, arrayAt + 1).join(".");
        const copy = deepClone(getProperty(source, top)) as unknown;
        setProperty(copy as Record<string, unknown>, parts.slice(arrayAt + 1).join("."), value);
        await card.update({ [top]: copy });
      } else {
        await card.update({ [path]: value });
      }
      return;
    }
    case "field": {
      const card = back(own(), write.card);
      if (!card) return;
      const from = (i: number) => getProperty(nth(all, i)?.toObject() ?? {}, write.path);
      let value = resolve(w, write.value, write.path, from);
      if (write.path === "system.targets" && typeof value === "number") {
        const first = (card._source as { system?: { targets?: unknown[] } }).system?.targets?.[0];
        value = first ? Array.from({ length: value }, () => deepClone(first)) : [];
      }
      if (write.path === "rolls" && typeof value === "number") {
        value = card.rolls.map((r) => ({ ...(JSON.parse(JSON.stringify(r)) as object), total: value }));
      }
      if (write.path === "whisper" && !Array.isArray(value)) value = value ? [String(value)] : [];
      await card.update({ [write.path]: value });
      return;
    }
    case "copy": {
      const card = back(visibleCards(w, who), write.card);
      w.login(who);
      if (!card) return;
      const cls = w.foundry.CONFIG.ChatMessage!.documentClass as unknown as { create(d: object): Promise<unknown> };
      for (let i = 0; i < write.times; i += 1) {
        const data = omit(card.toObject(), ["_id"]);
        data.author = user.id;
        await cls.create(data);
      }
      return;
    }
    case "deleteCard": {
      const card = back(own(), write.card);
      if (card) await card.delete();
      return;
    }
    case "userFlag": {
      ctx.nonce += 1;
      const nonce = `adv${String(ctx.nonce).padStart(13, "0")}`;
      const body = Object.fromEntries(Object.entries(write.body).map(([key, v]) => [key, resolve(w, v, key)]));
      const path = write.scope === "other" ? `flags.fray.${nonce}` : `flags.fray.${write.scope}.${nonce}`;
      await user.update({ [path]: body });
      if (write.query) {
        ctx.card = typeof body.messageId === "string" ? body.messageId : null;
        const gm = w.foundry.game.users.activeGM!;
        await gm.query(write.query, { userId: typeof body.userId === "string" ? body.userId : user.id, nonce });
      }
      return;
    }
    case "actor": {
      const actor = w.actors.get(mine)!;
      await actor.update({ [write.path]: resolve(w, write.value, write.path) });
      return;
    }
    case "item":
      await w.weapon(mine).update({ [write.path]: resolve(w, write.value, write.path) });
      return;
    case "effect": {
      const actor = w.actors.get(mine)!;
      const effects = actor.effects.contents;
      if (write.op === "create") {
        await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Forged", statuses: write.statuses,
          img: "icons/svg/aura.svg" }]);
      } else if (write.op === "delete" && effects.length) {
        await effects.at(-1)!.delete();
      } else if (effects.length) {
        await effects[0]!.update({ disabled: true });
      }
      return;
    }
    case "token": {
      const token = w.tokens.get(mine)!;
      const value = write.field === "disposition" ? ((write.value % 4) + 4) % 4 - 2 : write.value;
      await token.update({ [write.field]: value });
      return;
    }
    case "combatant": {
      const combatant = w.combatant(mine) as unknown as Document;
      let path = write.key;
      if (path.startsWith("*")) {
        const keys = Object.keys((combatant._source as { system?: object }).system ?? {});
        const key = nth(keys, Number(path.slice(1)));
        if (!key) return;
        path = `system.${key}`;
      }
      await combatant.update({ [path]: resolve(w, write.value, path) });
      return;
    }
    case "setting": {
      const settings = w.foundry.game.settings;
      const keys = [...settings.settings.values()].filter((s) => s.scope === "world" && s.namespace === "fray")
        .map((s) => s.key).sort();
      const key = nth(keys, write.key)!;
      const current = deepClone(settings.get("fray", key)) as unknown;
      const plain = current && typeof current === "object" ? JSON.parse(JSON.stringify(current)) as object : current;
      const path = plain && typeof plain === "object" ? nth(leaves(plain), write.leaf) : undefined;
      let value: unknown = resolve(w, write.value, key);
      if (path) {
        setProperty(plain as Record<string, unknown>, path, value);
        value = plain;
      }
      await settings.set("fray", key, value);
      return;
    }
  }
}

export type { FighterName };
