import { gainMovementMode, MODE_AGAIN_SPEED, MOVEMENT_MODE_CONDITIONS, type MovementMode } from "../../rules/index.js";
import { worldRules } from "../../settings.js";
import { addSpeed, againEffects, FROM_CONDITION, queueModeChange } from "./movement-modes.js";

/** A token as the conditions move it. */
type ModeToken = TokenDocument.Implementation;

/** An effect as the conditions read it: its statuses and the document it is on. */
interface ModeEffect {
  id: string | null;
  statuses: Set<string>;
  parent: { documentName: string } | null;
}

/** The movement mode whose condition (L12) the effect carries, if any. */
function modeOf(effect: ModeEffect): MovementMode | null {
  const modes = Object.entries(MOVEMENT_MODE_CONDITIONS) as [MovementMode, string][];
  return modes.find(([, condition]) => effect.statuses.has(condition))?.[0] ?? null;
}

/** The tokens that are the actor: its own token when it is a token's actor, else its linked tokens on every scene. */
function tokensOf(actor: Actor.Implementation): ModeToken[] {
  if (actor.isToken) return actor.token ? [actor.token] : [];
  return (game.scenes?.contents ?? []).flatMap((scene) => scene.tokens.contents)
    .filter((token) => token.actorLink && token.actorId === actor.id);
}

/** Sets the movement action of the actor's tokens (those `which` picks) to `action`, marked as from the condition. */
async function setAction(actor: Actor.Implementation, action: string, which: (token: ModeToken) => boolean) {
  for (const token of tokensOf(actor).filter(which)) {
    // fvtt-types' update options name core's keys only; Foundry hands Fray's own marker on to the update hooks.
    await token.update({ movementAction: action }, { [FROM_CONDITION]: true } as never);
  }
}

/**
 * L12: a mode's condition put on by hand (the token HUD) or by an effect: the other modes' conditions and their
 * +10 ft speed go, and the creature's tokens take that movement action. When another effect already gave the
 * creature that condition, gaining it again gives +10 ft speed instead. Nothing when the effect is gone by now.
 */
async function conditionGained(actor: Actor.Implementation, mode: MovementMode, effect: ModeEffect): Promise<void> {
  const own = MOVEMENT_MODE_CONDITIONS[mode];
  if (!actor.effects.has(effect.id ?? "")) return;
  const already = actor.effects.contents.some((other) => other.id !== effect.id && other.statuses.has(own));
  if (already) return addSpeed(actor, own, MODE_AGAIN_SPEED);
  const { remove } = gainMovementMode(mode, [...actor.statuses].filter((status) => status !== own));
  for (const condition of remove) {
    await actor.toggleStatusEffect(condition, { active: false });
    const again = againEffects(actor, condition);
    if (again.length) await actor.deleteEmbeddedDocuments("ActiveEffect", again);
  }
  await setAction(actor, mode, (token) => token.movementAction !== mode);
}

/**
 * L12: a mode's condition taken off by hand: its +10 ft speed goes, and tokens in that mode walk again (unless
 * another effect still gives the condition).
 */
async function conditionLost(actor: Actor.Implementation, mode: MovementMode): Promise<void> {
  if (actor.statuses.has(MOVEMENT_MODE_CONDITIONS[mode])) return;
  const again = againEffects(actor, MOVEMENT_MODE_CONDITIONS[mode]);
  if (again.length) await actor.deleteEmbeddedDocuments("ActiveEffect", again);
  await setAction(actor, CONFIG.Token.movement.defaultAction, (token) => token.movementAction === mode);
}

/** On the client of the user who put a mode's condition on an actor or took it off, under Legend: `then`. */
function onModeEffect(then: (actor: Actor.Implementation, mode: MovementMode, effect: ModeEffect) => Promise<void>) {
  return (effect: ModeEffect, _options: unknown, userId: string): void => {
    const mode = modeOf(effect);
    if (!mode || effect.parent?.documentName !== "Actor") return;
    if (userId !== game.user?.id || worldRules().preset !== "legend") return;
    // The hook's effect is read by the fields named above; its parent was just checked to be an Actor.
    const actor = effect.parent as unknown as Actor.Implementation;
    queueModeChange(() => then(actor, mode, effect));
  };
}

/** Registers the hooks that make a creature's mode condition, put on or taken off by hand, its tokens' mode (L12). */
export function registerModeStatuses(): void {
  Hooks.on("createActiveEffect", onModeEffect(conditionGained));
  Hooks.on("deleteActiveEffect", onModeEffect(conditionLost));
}
