import { kinGroups, mayJoinGroup, type KinMember } from "../../rules/index.js";
import { keepingTurn } from "./turn-order.js";
import type { CombatLike, CombatantLike } from "./types.js";
import { warn } from "./notify.js";

/** Newcomers waiting to join their kin's group, per combat, and the chain of joins under way. */
const waiting = new Map<CombatLike, Set<CombatantLike>>();
const chains = new Map<CombatLike, Promise<void>>();

/**
 * L3, T1, T3: makes an enemy group of the combatants `ids` (GM only, d20 models), in one group create and one
 * Combatant batch; a group larger than the rules allow (T3) is refused with their reason. Returns the group's id.
 */
export async function createEnemyGroup(combat: CombatLike, ids: string[], name?: string): Promise<string | null> {
  if (!game.user?.isGM || combat.mode !== "d20") {
    warn("FRAY.COMBAT.Notice.OnlyGMSides");
    return null;
  }
  const members = ids.map(String).filter((id) => combat.combatants.has(id));
  const allowed = mayJoinGroup(combat.system.preset, Math.max(members.length - 1, 0));
  if (!members.length || !allowed.ok) {
    if (!allowed.ok) warn(allowed.reason, allowed.data);
    else warn("FRAY.COMBAT.Notice.NoCombatants");
    return null;
  }
  const label = name ?? combat.combatants.get(members[0]!)?.name ?? "";
  const created = await combat.createEmbeddedDocuments("CombatantGroup",
    [{ type: "enemy-group", name: label }]) as { id: string }[];
  const group = created[0];
  await keepingTurn(combat, () => combat.updateEmbeddedDocuments("Combatant",
    members.map((id) => ({ _id: id, group: group!.id, "system.keptOut": false }))));
  return group?.id ?? null;
}

/** Whether newcomers join their kin's group by default: enemy groups are on and the combat runs by d20. */
export function groupsKin(combat: CombatLike): boolean {
  return combat.mode === "d20" && combat.system.toggles.enemyGroups;
}

/** L3: the kin of a combatant: the base actor of an unlinked token not on the party's side, else null. */
function kinOf(combatant: CombatantLike): string | null {
  const token = combatant.token;
  return token && !token.actorLink && combatant.actorId && combatant.side !== "party" ? combatant.actorId : null;
}

/**
 * L3, T1, T3: puts `combatant`, a newcomer, into its kin's enemy group by `kinGroups` (the active GM's client does
 * it). Newcomers that arrive together are written in one batch, and batches run one after another, so a crowd of
 * goblins dropped at once never makes two half-full groups.
 */
export function joinKinGroup(combat: CombatLike, combatant: CombatantLike): Promise<void> {
  let batch = waiting.get(combat);
  if (!batch) {
    batch = new Set();
    waiting.set(combat, batch);
    const run = (chains.get(combat) ?? Promise.resolve()).then(() => flush(combat));
    chains.set(combat, run.catch(() => undefined));
  }
  batch.add(combatant);
  return chains.get(combat)!;
}

/**
 * L3: deletes the enemy group `groupId` once no combatant is left in it (the active GM's client, after the joins
 * under way, so a group just made is never taken for an empty one). Side groups stay.
 */
export function dropIfEmpty(combat: CombatLike, groupId: string): Promise<void> {
  const run = (chains.get(combat) ?? Promise.resolve()).then(async () => {
    const group = game.combats?.has(combat.id!) ? combat.groups.get(groupId) : undefined;
    if (group?.type !== "enemy-group" || combat.combatants.contents.some((c) => c._source.group === groupId)) return;
    await combat.deleteEmbeddedDocuments("CombatantGroup", [groupId]);
  });
  chains.set(combat, run.catch(() => undefined));
  return run;
}

/** Resolves once every kin join (and empty group deletion) started for `combat` has been written. */
export function kinSettled(combat: CombatLike): Promise<void> {
  return chains.get(combat) ?? Promise.resolve();
}

/** Writes one batch: the new groups in one create, then every member joining in one update. */
async function flush(combat: CombatLike): Promise<void> {
  const batch = waiting.get(combat);
  waiting.delete(combat);
  if (!batch || !game.combats?.has(combat.id!)) return;
  const all = combat.combatants.contents;
  const members: KinMember[] = all.map((c) => ({ id: c.id!, kin: kinOf(c),
    group: c._source.group ?? null, keptOut: c.system.keptOut }));
  const joining = [...batch].map((c) => c.id!).filter((id) => combat.combatants.has(id));
  const plan = kinGroups(combat.system.preset, members, joining);
  const names = new Map(all.map((c) => [c.id!, c.actor?.name ?? c.name ?? ""]));
  const created = plan.create.length ? await combat.createEmbeddedDocuments("CombatantGroup", plan.create
    .map((g) => ({ type: "enemy-group", name: names.get(g.members[0]!) ?? "" }))) as { id: string }[]
    : [];
  const updates = [...plan.join.map(({ id, group }) => ({ _id: id, group })),
    ...plan.create.flatMap((g, i) => g.members.map((id) => ({ _id: id, group: created[i]!.id })))];
  if (updates.length) await keepingTurn(combat, () => combat.updateEmbeddedDocuments("Combatant", updates));
}
