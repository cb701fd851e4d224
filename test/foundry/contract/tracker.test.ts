// @vitest-environment happy-dom
/**
 * Contract tests: the stand-in's combat tracker behaves as Foundry v13 documents it
 * (foundryvtt.com/api/v13/classes/foundry.applications.sidebar.tabs.CombatTracker.html; Combat#debounceSetup on
 * foundryvtt.com/api/v13/classes/foundry.documents.Combat.html) and as dnd5e
 * (module/applications/combat/combat-tracker.mjs) and Draw Steel
 * (src/module/applications/sidebar/tabs/combat-tracker.mjs) subclass it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CombatTracker, trackerRendered } from "../combat-tracker.js";
import { ContextMenu } from "../context-menu.js";
import type { Document } from "../documents.js";
import { Hooks } from "../hooks.js";
import { installFoundry, type FoundryStandIn } from "../index.js";

type Doc = Document & Record<string, unknown>;

let stand: FoundryStandIn;
let combat: Doc;
let tracker: CombatTracker;

/** Creates a combat with three combatants of the given initiatives. */
async function fight(initiatives: (number | null)[] = [12, 18, null]): Promise<Doc> {
  const Combat = stand.CONFIG.Combat!.documentClass as typeof Document;
  const created = await Combat.create({}) as Doc;
  await created.createEmbeddedDocuments("Combatant", initiatives.map((initiative, i) => ({ name: `C${i}`,
    initiative })));
  return created;
}

/** The names of the rendered rows in order. */
const rows = () => [...tracker.element!.querySelectorAll<HTMLElement>("[data-combatant-id]")]
  .map((li) => li.querySelector(".name")!.textContent);

beforeEach(async () => {
  document.body.innerHTML = "";
  stand = installFoundry();
  await stand.boot();
  tracker = (globalThis as unknown as { ui: { combat: CombatTracker } }).ui.combat;
  combat = await fight();
});

describe("CombatTracker (foundry.applications.sidebar.tabs.CombatTracker, v13)", () => {
  it("ui.combat is an instance of CONFIG.ui.combat, built after setup (Game#setupUI)", () => {
    expect(tracker).toBeInstanceOf(CombatTracker);
    expect(stand.CONFIG.ui!.combat).toBe(CombatTracker);
  });

  it("static PARTS: header, tracker and footer, each a data-application-part", async () => {
    await tracker.render({ force: true });
    const parts = [...tracker.element!.children].map((el) => (el as HTMLElement).dataset.applicationPart);
    expect(parts).toEqual(["header", "tracker", "footer"]);
  });

  it("_configureRenderParts returns a deep copy of PARTS a subclass may drop parts from (Draw Steel)", async () => {
    class NoFooter extends CombatTracker {
      override _configureRenderParts(options: Record<string, unknown>) {
        const parts = super._configureRenderParts(options);
        delete parts.footer;
        return parts;
      }
    }
    const app = new NoFooter();
    await app.render({ force: true });
    expect(app.element!.querySelector("[data-application-part=footer]")).toBeNull();
    expect(CombatTracker.PARTS.footer).toBeDefined();
  });

  it("viewed: the active combat, else the first; initialize({combat}) chooses another", async () => {
    expect(tracker.viewed).toBe(combat);
    const other = await fight([5]);
    await other.update({ active: true });
    expect(tracker.viewed).toBe(other);
    await tracker.initialize({ combat: combat as never, render: false });
    expect(tracker.viewed).toBe(combat);
  });

  it("_prepareTrackerContext: context.turns in turn order, one _prepareTurnContext each", async () => {
    await tracker.render({ force: true });
    expect(rows()).toEqual(["C1", "C0", "C2"]);
  });

  it("hidden combatants are left out for players, shown to the GM", async () => {
    const hidden = (combat.combatants as Map<string, Doc>).values().next().value!;
    await hidden.update({ hidden: true });
    stand.loginAs(stand.player);
    await tracker.render({ force: true });
    expect(rows()).not.toContain(hidden.name);
    stand.loginAs(stand.gm);
    await tracker.render();
    expect(rows()).toContain(hidden.name);
  });

  it("names are escaped: a name with <script> renders as text", async () => {
    await combat.createEmbeddedDocuments("Combatant", [{ name: "<script>x</script>", initiative: 1 }]);
    await tracker.render({ force: true });
    expect(tracker.element!.querySelector("script")).toBeNull();
    expect(rows()).toContain("<script>x</script>");
  });

  it("the renderCombatTracker hook gets the app and its HTMLElement (v13: not jQuery)", async () => {
    const seen: unknown[] = [];
    Hooks.on("renderCombatTracker", (app, html) => { seen.push(app, html instanceof HTMLElement); });
    await tracker.render({ force: true });
    expect(seen).toEqual([tracker, true]);
  });

  it("combat actions call the Combat methods: startCombat, nextTurn, previousTurn", async () => {
    await tracker.render({ force: true });
    tracker.element!.querySelector<HTMLElement>("[data-action=startCombat]")!.click();
    await trackerRendered();
    expect(combat.round).toBe(1);
    tracker.element!.querySelector<HTMLElement>("[data-action=nextTurn]")!.click();
    await trackerRendered();
    expect(combat.turn).toBe(1);
    tracker.element!.querySelector<HTMLElement>("[data-action=previousTurn]")!.click();
    await trackerRendered();
    expect(combat.turn).toBe(0);
  });

  it("_onCombatantControl: toggleHidden and toggleDefeated update the combatant of the row", async () => {
    await tracker.render({ force: true });
    const row = tracker.element!.querySelector<HTMLElement>("[data-combatant-id]")!;
    const combatant = (combat.combatants as Map<string, Doc>).get(row.dataset.combatantId!)!;
    row.querySelector<HTMLElement>("[data-action=toggleDefeated]")!.click();
    await trackerRendered();
    expect(combatant.defeated).toBe(true);
    tracker.element!.querySelector<HTMLElement>(`[data-combatant-id="${combatant.id}"] [data-action=toggleHidden]`)!
      .click();
    await trackerRendered();
    expect(combatant.hidden).toBe(true);
  });

  it("Combat#debounceSetup: one render for a batch of combatant changes, none before the tracker rendered", async () => {
    let renders = 0;
    Hooks.on("renderCombatTracker", () => { renders += 1; });
    const ids = (combat.combatants as Map<string, Doc>).keys();
    await combat.updateEmbeddedDocuments("Combatant", [...ids].map((_id, i) => ({ _id, initiative: i })));
    await trackerRendered();
    expect(renders).toBe(0);
    await tracker.render({ force: true });
    renders = 0;
    const again = [...(combat.combatants as Map<string, Doc>).keys()];
    await combat.updateEmbeddedDocuments("Combatant", again.map((_id, i) => ({ _id, initiative: 10 + i })));
    await combat.update({ round: 0 });
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: again[0], hidden: true }]);
    await trackerRendered();
    expect(renders).toBe(1);
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: again[0], hidden: false }], { render: false });
    await trackerRendered();
    expect(renders).toBe(1);
  });

  it("_getEntryContextOptions: the GM's row menu clears a combatant's initiative, in the generation's shape", async () => {
    await tracker.render({ force: true });
    const row = tracker.element!.querySelector<HTMLElement>("[data-combatant-id]")!;
    const menu = tracker.contextMenuFor(row)!;
    const entries = menu.open(row);
    expect(entries.map(ContextMenu.labelOf)).toContain("COMBAT.CombatantClear");
    expect(Object.keys(entries[0]!)).toContain(stand.generation === 14 ? "onClick" : "callback");
    await menu.choose(row, "COMBAT.CombatantClear");
    expect((combat.combatants as Map<string, Doc>).get(row.dataset.combatantId!)!.initiative).toBeNull();
    stand.loginAs(stand.player);
    expect(menu.open(row)).toEqual([]);
  });

  it("the row menu is a foundry.applications.ux.ContextMenu(container, selector, menuItems) on the tracker's element "
    + "(api/v13 foundry.applications.ux.ContextMenu), its items made once with the menu "
    + "(fvtt-fria-ligan/yearzero-combat-fvtt#58), their conditions tested when it opens", async () => {
    const made: ContextMenu[] = [];
    const ux = foundry.applications.ux as unknown as { ContextMenu: typeof ContextMenu };
    ux.ContextMenu = class extends ContextMenu {
      constructor(...args: ConstructorParameters<typeof ContextMenu>) {
        super(...args);
        made.push(this);
      }
    };
    const app = new CombatTracker();
    let built = 0;
    const entries = app._getEntryContextOptions.bind(app);
    app._getEntryContextOptions = () => { built += 1; return entries(); };
    await app.render({ force: true });
    await app.render();
    const rowMenu = made.find((menu) => menu.selector === ".combatant")!;
    expect(rowMenu.container).toBe(app.element);
    const row = rowMenu.container.querySelector<HTMLElement>(".combatant")!;
    expect(rowMenu.open(row).map(ContextMenu.labelOf)).toContain("COMBAT.CombatantClear");
    expect(rowMenu.open(document.createElement("li"))).toEqual([]);
    stand.loginAs(stand.player);
    expect(rowMenu.open(row)).toEqual([]);
    expect(built).toBe(1);
  });

  it("createCombat: with no encounter the GM's header offers Create Combat, which makes an active Combat linked to "
    + "no scene and views it (foundryvtt.com/releases/13.334: encounters unlinked by default)", async () => {
    await combat.delete();
    await tracker.render({ force: true });
    expect(tracker.element!.querySelector(".encounter-title")!.textContent).toBe("No encounter");
    tracker.element!.querySelector<HTMLElement>("[data-action=createCombat]")!.click();
    await trackerRendered();
    await trackerRendered();
    const created = stand.game.combats.contents[0] as unknown as Doc;
    expect(created).toMatchObject({ active: true, scene: null });
    expect(tracker.viewed).toBe(created);
    expect(tracker.element!.querySelector(".encounter-title")!.textContent).toBe("Not started");
    stand.loginAs(stand.player);
    await tracker.render();
    expect(tracker.element!.querySelector("[data-action=createCombat]")).toBeNull();
  });

  it("DEFAULT_OPTIONS.actions of a subclass merge with core's", () => {
    class Sub extends CombatTracker {
      static override DEFAULT_OPTIONS = { actions: { mine: () => undefined } };
    }
    const actions = new Sub().options.actions!;
    expect(Object.keys(actions)).toEqual(expect.arrayContaining(["mine", "rollAll", "nextTurn", "toggleHidden"]));
  });
});
