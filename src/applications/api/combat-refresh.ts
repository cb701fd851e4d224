/** An open sheet that shows effect durations counted from the running combat. */
interface ClockedSheet {
  rendered: boolean;
  actor: { effects: { contents: { flags?: Record<string, unknown> }[] } };
  render(options?: object): Promise<unknown>;
}

/** Whether an actor carries an effect with a Fray clock or a length whose label depends on the combat. */
function showsClock(actor: ClockedSheet["actor"]): boolean {
  return actor.effects.contents.some((effect) => Boolean((effect.flags?.fray as { duration?: unknown } | undefined)
    ?.duration) || Boolean((effect as { _source?: { duration?: Record<string, unknown> } })._source?.duration
    && Object.values((effect as { _source: { duration: Record<string, unknown> } })._source.duration)
      .some((v) => typeof v === "number" && v > 0)));
}

/** Whether a Combat update moves the clock: a new round, turn or zones phase. */
function movesClock(changed: Record<string, unknown>): boolean {
  return "round" in changed || "turn" in changed || (changed.system as { phase?: unknown } | undefined)?.phase
    !== undefined;
}

/**
 * L9, Z9: re-renders the sheet's `parts` when the combat's turn, round or phase changes or a combat ends, if the
 * actor has an effect whose remaining duration the sheet shows (cheap: one part, only then). Returns the function
 * that stops listening.
 */
export function refreshOnCombatTurn(sheet: ClockedSheet, parts: string[]): () => void {
  const refresh = () => {
    if (sheet.rendered && showsClock(sheet.actor)) void sheet.render({ parts });
  };
  const update = Hooks.on("updateCombat", (_combat: unknown, changed: Record<string, unknown>) => {
    if (movesClock(changed)) refresh();
  });
  const remove = Hooks.on("deleteCombat", refresh);
  return () => {
    Hooks.off("updateCombat", update);
    Hooks.off("deleteCombat", remove);
  };
}
