import { SYSTEM_ID } from "../config/system.js";
import { hpOf, stageFight } from "./fights.js";
import { Sandbox, worldCounts } from "./sandbox.js";
import { t } from "./text.js";
import type { BatchContext, Quench } from "./types.js";

/** A chat card that renders its HTML. */
interface Card {
  renderHTML(): Promise<HTMLElement>;
}

/** The item types Fray's system.json declares. */
const ITEM_TYPES = ["weapon", "armor", "shield", "ability", "gear"] as const;

/** Waits for a render or a change to settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Renders `app` (a sheet: Fray's are ApplicationV2), checks it drew something, and closes it. */
async function renders(app: unknown): Promise<boolean> {
  if (!(app instanceof foundry.applications.api.ApplicationV2)) return false;
  await app.render({ force: true });
  await settle();
  const drawn = app.rendered && !!app.element?.textContent?.trim();
  await app.close();
  return drawn;
}

/**
 * Registers the smoke batch: every document type Fray declares is created, each sheet renders, an attack card
 * renders, a damage card applies and undoes, and the combat tracker renders; then everything it made is deleted.
 */
export function registerSmokeBatch(quench: Quench): void {
  quench.registerBatch(`${SYSTEM_ID}.smoke`, ({ describe, it, before, after, expect }: BatchContext) => {
    describe(t("Smoke.suite"), () => {
      const sandbox = new Sandbox();
      let staged: Awaited<ReturnType<typeof stageFight>>;
      before(async () => {
        sandbox.open();
        sandbox.fixDice(0.7);
        staged = await stageFight(game.settings.get(SYSTEM_ID, "preset"));
      });
      after(() => sandbox.restore());

      it(t("Smoke.sheets"), async () => {
        for (const actor of [staged.hero, staged.foe]) {
          expect(await renders(actor.sheet)).to.equal(true);
        }
      });

      it(t("Smoke.items"), async () => {
        const items = await staged.hero.createEmbeddedDocuments("Item",
          ITEM_TYPES.map((type) => ({ name: t("item", { type }), type })));
        expect(items).to.have.length(ITEM_TYPES.length);
        for (const item of items ?? []) expect(await renders(item.sheet)).to.equal(true);
      });

      it(t("Smoke.card"), async () => {
        const api = (Reflect.get(game, "fray") as { api: { attack(a: unknown, w: unknown, r: object):
        Promise<Card | null>; damage(c: unknown): Promise<Card | null>; apply(c: unknown, t: string): Promise<void>;
        undo(c: unknown, t: string): Promise<void> } }).api;
        const card = await api.attack(staged.hero, staged.hero.items.contents[0], { targets: [staged.foeToken] });
        expect(card).to.not.equal(null);
        expect((await card!.renderHTML()).textContent?.includes(staged.foeToken.name ?? "")).to.equal(true);
        const damage = await api.damage(card);
        await api.apply(damage, staged.foeToken.uuid);
        await settle();
        expect(hpOf(staged.foeToken.actor)).to.be.at.most(29);
        await api.undo(damage, staged.foeToken.uuid);
        await settle();
        expect(hpOf(staged.foeToken.actor)).to.equal(30);
      });

      it(t("Smoke.tracker"), async () => {
        const tracker = ui.combat;
        await tracker.render({ force: true });
        await settle();
        expect(tracker.element?.textContent?.includes(t("hero"))).to.equal(true);
      });

      it(t("clean"), async () => {
        await sandbox.restore();
        expect(worldCounts()).to.deep.equal(sandbox.counts);
      });
    });
  }, { displayName: t("Smoke.name") });
}
