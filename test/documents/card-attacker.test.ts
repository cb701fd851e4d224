// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { zoneFight } from "./zones/world.js";

/** An attack card as these tests read it. */
type Msg = { id: string; system: { attacker: { tokenUuid: string }; targets: { tokenUuid: string;
  range: { key: string; data: Record<string, string> } | null }[] }; speaker: { token: string | null; alias: string };
renderHTML(): Promise<HTMLElement> };

/** The Lur-Asko zone fight with Fray's dice, chat message class and macro API; Ada with a spear. */
async function armedFight() {
  const fight = await zoneFight();
  (await import("../../src/dice/_module.js")).registerDice();
  const { FrayChatMessage } = await import("../../src/documents/chat-message.js");
  fight.foundry.CONFIG.ChatMessage!.documentClass = FrayChatMessage;
  const { cardApi } = await import("../../src/documents/cards/api.js");
  const [spear] = await fight.ada.createEmbeddedDocuments("Item", [{ name: "Spear", type: "weapon",
    system: { damage: { formula: "1d8", kind: "physical" } } }]);
  const attack = (options: object = {}) => cardApi.attack(fight.ada as never, spear as never,
    { targets: [fight.orcToken], ...options }) as unknown as Promise<Msg>;
  return { ...fight, cardApi, attack };
}

describe("the attacker's token, stored on the attack card at roll time", () => {
  it("Z10: stored by uuid, it speaks the card and gives each target's zone range (long: different zones)",
    async () => {
      const { zones, adaC, orcC, adaToken, attack } = await armedFight();
      await zones.setZone(adaC as never, "Marsh");
      await zones.setZone(orcC as never, "Ford");
      scriptFaces([20, 15]);
      const card = await attack({ token: adaToken });
      expect(card.system.attacker.tokenUuid).toBe(adaToken.uuid);
      expect(card.speaker).toMatchObject({ token: adaToken.id, alias: "Ada" });
      expect(card.system.targets[0]!.range).toEqual({ key: "FRAY.CHAT.Line.range",
        data: { range: "FRAY.ZONE.Range.long", why: "FRAY.ZONE.Range.Why.zones" } });
      expect((await card.renderHTML()).textContent).toContain("Long range (different zones)");
    });

  it("Z10: without a zone the row says why there is no range; the controlled token is the default attacker",
    async () => {
      const { attack, adaToken } = await armedFight();
      const scene = adaToken.parent as unknown as { view(): Promise<void> };
      await scene.view();
      type Layer = { placeables: { id: string; control(): boolean }[] };
      const layer = (globalThis as unknown as { canvas: { tokens: Layer } }).canvas.tokens;
      layer.placeables.find((t) => t.id === adaToken.id)!.control();
      scriptFaces([20, 15]);
      const card = await attack();
      expect(card.system.attacker.tokenUuid).toBe(adaToken.uuid);
      expect((await card.renderHTML()).textContent).toContain("No range: a combatant has no zone.");
    });

  it("a deleted attacker token: the card says so in a clear line and its damage still rolls, spoken by the actor",
    async () => {
      const { attack, adaToken, cardApi } = await armedFight();
      scriptFaces([20, 15]);
      const card = await attack({ token: adaToken });
      await adaToken.delete();
      const html = await card.renderHTML();
      expect(html.textContent).toContain("Ada's token is gone from the scene");
      scriptFaces([8, 5]);
      const damage = await cardApi.damage(card) as unknown as Msg;
      expect(damage.speaker).toMatchObject({ token: null, alias: "Ada" });
    });
});
