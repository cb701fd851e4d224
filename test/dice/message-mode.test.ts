import { describe, expect, it, vi } from "vitest";
import { Roll } from "../foundry/dice.js";
import { installFoundry, type FoundryStandIn } from "../foundry/index.js";

/** A stand-in of `generation` with Fray's compat module loaded against it. */
async function world(generation: 13 | 14): Promise<{ foundry: FoundryStandIn;
  compat: typeof import("../../src/compat.js") }> {
  vi.resetModules();
  const foundry = installFoundry({ generation });
  return { foundry, compat: await import("../../src/compat.js") };
}

describe("compat.messageMode: the user's roll mode (v13) or message mode (v14)", () => {
  it("v13 reads core.rollMode and names it rollMode for Roll#toMessage", async () => {
    const { foundry, compat } = await world(13);
    await foundry.game.settings.set("core", "rollMode", "gmroll");
    expect(compat.messageMode()).toBe("gmroll");
    const data = await new Roll("1d6").toMessage({}, { ...compat.messageModeOption(), create: false });
    expect((data as { whisper: string[] }).whisper).toEqual([foundry.gm.id]);
  });

  it("v14 reads core.messageMode and names it messageMode for Roll#toMessage", async () => {
    const { foundry, compat } = await world(14);
    await foundry.game.settings.set("core", "messageMode", "blind");
    expect(compat.messageMode()).toBe("blind");
    expect(compat.messageModeOption()).toEqual({ messageMode: "blind" });
    const data = await new Roll("1d6").toMessage({}, { ...compat.messageModeOption(), create: false });
    expect((data as { blind: boolean }).blind).toBe(true);
  });

  it("a self roll posted with the user's mode is whispered to the roller only", async () => {
    const { foundry, compat } = await world(13);
    foundry.loginAs(foundry.player);
    await foundry.game.settings.set("core", "rollMode", "selfroll");
    const data = await new Roll("1d6").toMessage({}, { ...compat.messageModeOption(), create: false });
    expect((data as { whisper: string[] }).whisper).toEqual([foundry.player.id]);
  });
});
