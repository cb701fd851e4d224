import { describe, expect, it } from "vitest";
import { placeToken } from "../combat.js";
import { standIn } from "./helpers.js";

describe("placed tokens (foundryvtt.com/api/v13 BaseToken#actorLink)", () => {
  it("BaseToken#actorLink: a token is unlinked from its actor unless told (the field starts false)", async () => {
    const { cls } = standIn();
    const actor = (await cls("Actor").create({ name: "Goblin", type: "pc" }))!;
    expect(placeToken(actor).actorLink).toBe(false);
    expect(placeToken(actor, { actorLink: true }).actorLink).toBe(true);
  });
});
