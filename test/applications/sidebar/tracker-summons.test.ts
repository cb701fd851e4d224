// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { answerInputs, shownDialogs } from "../../foundry/dialog.js";
import type { Document } from "../../foundry/documents.js";
import type { FrayCombatant } from "../../../src/documents/combat/combatant.js";
import { trackerWorld } from "./world.js";

/** The menu entry that marks or unmarks a summoned unit. */
const SUMMONED = "FRAY.COMBAT.Menu.summoned";

/**
 * Agility, round 1 on Vessa's turn: the player's Vessa (level 2: two summoning slots, A10) and the GM's Orc
 * (level 1); `arrive` adds an unmarked creature to the fight, as a GM does when one is summoned.
 */
async function summoningFight() {
  const world = await trackerWorld("agility");
  const { combat, by } = await world.fight([{ name: "Vessa", player: true, agi: 3, initiative: 3 },
    { name: "Orc", agi: 2, initiative: 2 }]);
  await (by("Vessa").actor as unknown as Document).update({ "system.level": 2 });
  await combat.startCombat();
  const Actor = world.foundry.CONFIG.Actor!.documentClass as typeof Document;
  const arrive = async (name: string) => {
    const actor = await Actor.create({ name, type: "npc" });
    const [created] = await combat.createEmbeddedDocuments("Combatant", [{ name, actorId: actor!.id,
      initiative: 1 }] as never) as unknown as FrayCombatant[];
    await world.show();
    return created!;
  };
  /** Opens the row menu of `name` and picks the Summoned entry; whether it was offered. */
  const pick = async (name: string) => {
    const ok = await world.tracker.contextMenuFor(world.row(name))!.choose(world.row(name), SUMMONED);
    await world.idle();
    return ok;
  };
  /** The options the last summoner dialog offered: value, text, selected. */
  const offered = () => {
    const form = document.createElement("form");
    form.innerHTML = shownDialogs().at(-1)!.content;
    return [...form.querySelectorAll("option")].map((o) => [o.value === by("Vessa").id ? "Vessa"
      : o.value === by("Orc").id ? "Orc" : o.value, o.textContent, o.selected]);
  };
  /** The label of a row's summoned marker, or null. */
  const marker = (name: string) => world.row(name).querySelector(".marker-summoned")?.getAttribute("aria-label") ?? null;
  await world.show();
  return { world, combat, by, arrive, pick, offered, marker };
}

describe("A10: summoning slots = level, from the tracker's row menu", () => {
  it("A10: the GM marks the Imp summoned: the dialog offers Vessa (2 of 2 slots left, the acting one, chosen) and "
    + "the Orc (1 of 1); the Imp records Vessa and its marker names her", async () => {
    const { by, arrive, pick, offered, marker } = await summoningFight();
    const imp = await arrive("Imp");
    answerInputs({});
    expect(await pick("Imp")).toBe(true);
    expect(shownDialogs().at(-1)!.title).toBe("Summoned: Imp");
    expect(offered()).toEqual([["Vessa", "Vessa (2 of 2 summoning slots left)", true],
      ["Orc", "Orc (1 of 1 summoning slots left)", false]]);
    expect(imp.system).toMatchObject({ summoned: true, summoner: by("Vessa").id });
    expect(marker("Imp")).toBe("Summoned by Vessa: acts from the round after it arrived");
  });

  it("A10: level 2 holds two: the Imp and the Wisp take Vessa's slots, the Sprite is refused with a notice and "
    + "nothing written; once the Imp is defeated its slot is free (defeated units hold none) and the Sprite takes it",
  async () => {
    const { world, by, arrive, pick, offered } = await summoningFight();
    const units = [await arrive("Imp"), await arrive("Wisp"), await arrive("Sprite")];
    answerInputs({}, {}, {});
    await pick("Imp");
    await pick("Wisp");
    expect(offered()[0]).toEqual(["Vessa", "Vessa (1 of 2 summoning slots left)", true]);
    const before = world.foundry.operations.length;
    await pick("Sprite");
    expect(offered()[0]).toEqual(["Vessa", "Vessa (0 of 2 summoning slots left)", true]);
    expect(world.foundry.operations.length).toBe(before);
    expect(units[2]!.system).toMatchObject({ summoned: false, summoner: null });
    expect(world.foundry.notices.at(-1)?.message).toBe("No summoning slot left: the summoner's 2 (its level) are all "
      + "held by units it summoned that are still standing.");
    await units[0]!.update({ defeated: true });
    answerInputs({});
    await pick("Sprite");
    expect(units[2]!.system).toMatchObject({ summoned: true, summoner: by("Vessa").id });
  });

  it("A10: the GM may choose another summoner (the Orc); a summoned unit is never offered as one", async () => {
    const { by, arrive, pick, offered, marker } = await summoningFight();
    const imp = await arrive("Imp");
    const wisp = await arrive("Wisp");
    answerInputs({ summoner: by("Orc").id! }, {});
    await pick("Imp");
    expect(imp.system.summoner).toBe(by("Orc").id);
    expect(marker("Imp")).toBe("Summoned by Orc: acts from the round after it arrived");
    await pick("Wisp");
    expect(offered().map(([who]) => who)).toEqual(["Vessa", "Orc"]);
    expect(wisp.system.summoner).toBe(by("Vessa").id);
  });

  it("A10: the entry on a summoned unit unmarks it at once (no dialog) and forgets its summoner; closing the dialog "
    + "marks nothing", async () => {
    const { arrive, pick, marker } = await summoningFight();
    const imp = await arrive("Imp");
    answerInputs(null);
    await pick("Imp");
    expect(imp.system).toMatchObject({ summoned: false, summoner: null });
    answerInputs({});
    await pick("Imp");
    expect(imp.system.summoned).toBe(true);
    const shown = shownDialogs().length;
    await pick("Imp");
    expect(shownDialogs()).toHaveLength(shown);
    expect(imp.system).toMatchObject({ summoned: false, summoner: null });
    expect(marker("Imp")).toBeNull();
  });

  it("A10: only the GM marks a summoner: a player's call is refused, a player's direct write is put back", async () => {
    const { world, combat, by } = await summoningFight();
    const vessa = by("Vessa");
    world.foundry.loginAs(world.foundry.player);
    expect(await vessa.setSummoned(true, by("Orc").id)).toBe(false);
    await vessa.update({ system: { summoned: true, summoner: by("Orc").id } } as never);
    await world.idle();
    world.foundry.loginAs(world.foundry.gm);
    expect(vessa.system).toMatchObject({ summoned: false, summoner: null });
    expect(combat.summoners(vessa.id!).map((c) => c.name)).toEqual(["Orc"]);
  });
});
