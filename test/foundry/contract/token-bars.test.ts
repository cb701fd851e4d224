/**
 * Contract tests: a token's bar display mode (CONST.TOKEN_DISPLAY_MODES,
 * foundryvtt.com/api/variables/CONST.TOKEN_DISPLAY_MODES.html: NONE 0, CONTROL 10, OWNER_HOVER 20, HOVER 30,
 * OWNER 40, ALWAYS 50) is TokenData#displayBars (foundryvtt.com/api/interfaces/foundry.documents.types.TokenData.html)
 * on a placed token and on an actor's prototype token (the "Tokens" article, foundryvtt.com/article/tokens/: a
 * prototype is the setup a newly placed token starts with), "Never Displayed" unless configured.
 */
import { describe, expect, it } from "vitest";
import type { SceneDocument, TokenDocument } from "../scene.js";
import { standIn } from "./helpers.js";

describe("a token's bar display mode (TokenData#displayBars, CONST.TOKEN_DISPLAY_MODES)", () => {
  it("CONST.TOKEN_DISPLAY_MODES holds the six thresholds", () => {
    standIn();
    expect(CONST.TOKEN_DISPLAY_MODES).toEqual({ NONE: 0, CONTROL: 10, OWNER_HOVER: 20, HOVER: 30, OWNER: 40,
      ALWAYS: 50 });
  });

  it("a placed token and a prototype token start at NONE, take a mode, and refuse a number that is none", async () => {
    const { cls } = standIn();
    const actor = (await cls("Actor").create({ name: "Orc", type: "pc" }))!;
    expect((actor as unknown as { prototypeToken: { displayBars: number } }).prototypeToken.displayBars).toBe(0);
    const scene = (await cls("Scene").create({ name: "Camp" })) as SceneDocument;
    const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Orc", actorId: actor.id }]) as
      TokenDocument[];
    expect(token!.displayBars).toBe(0);
    await token!.update({ displayBars: 50 });
    expect(token!.displayBars).toBe(50);
    await expect(token!.update({ displayBars: 35 })).rejects.toThrow();
    await actor.update({ "prototypeToken.displayBars": 30 });
    expect((actor as unknown as { prototypeToken: { displayBars: number } }).prototypeToken.displayBars).toBe(30);
  });
});
