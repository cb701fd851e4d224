import { beforeAll, describe, expect, it } from "vitest";
import { startSession, type PreviewSession, type SessionState } from "../../preview/session.js";

let session: PreviewSession;
let state: SessionState;

/** The tracker pane's rows as the page parses them, by combatant name. */
function rows(): Map<string, HTMLElement> {
  const tracker = state.panes.find((p) => p.role === "combat");
  if (!tracker) throw new Error(`no tracker pane in ${state.panes.map((p) => p.title).join(", ")}`);
  const holder = document.createElement("div");
  holder.innerHTML = tracker.html;
  return new Map(Array.from(holder.querySelectorAll<HTMLElement>("[data-combatant-id]"))
    .map((li) => [li.querySelector(".name")!.textContent!, li]));
}

/** A row's zone line as text pieces: zone, badges, odds. */
function line(row: HTMLElement | undefined): string[] {
  const pieces = row?.querySelectorAll(".fray-zone-name, .fray-zone-badge, .fray-zone-odds") ?? [];
  return Array.from(pieces).map((el) => el.textContent!.trim());
}

describe("the preview's Lur-Asko fight is placed in zones (Z10–Z12)", () => {
  beforeAll(async () => {
    session = await startSession("lurasko");
    state = await session.interact({ kind: "state" });
  });

  it("Z10: the scene's regions are zones with traits", () => {
    const scene = game.scenes!.contents[0] as unknown as { regions: { contents: { name: string;
      behaviors: { contents: { type: string; system: { movementDie: number } }[] } }[] } };
    expect(scene.regions.contents.map((r) => [r.name, r.behaviors.contents[0]?.type,
      r.behaviors.contents[0]?.system.movementDie])).toEqual([["Gullet ford", "zone", 8], ["Reed bank", "zone", 12],
      ["Watch hill", "zone", 12]]);
    expect(state.toasts).toEqual([]);
  });

  it("Z11, Z12: the tracker shows the zone, the party's group, one engagement and the odds of leaving it", () => {
    const by = rows();
    expect(line(by.get("Vessa Thorn"))).toEqual(["Gullet ford", "1", "A", "+2 Easing"]);
    expect(line(by.get("Orrin Vale"))).toEqual(["Gullet ford", "1", "A", "+2 Easing"]);
    expect(line(by.get("Gullet bruiser"))).toEqual(["Gullet ford", "A", "2 Hindrance"]);
  });

  it("Z11: the player sees the zone lines, with controls on their own character's row only", async () => {
    state = await session.interact({ kind: "login", user: game.users!.contents.find((u) => !u.isGM)!.id });
    const by = rows();
    expect(line(by.get("Gullet bruiser"))).toEqual(["Gullet ford", "A", "2 Hindrance"]);
    expect(by.get("Vessa Thorn")!.querySelector("[data-action=frayZonePlace]")).not.toBeNull();
    expect(by.get("Gullet bruiser")!.querySelector(".fray-zone-controls")).toBeNull();
  });
});
