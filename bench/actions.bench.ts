import { bench, describe } from "vitest";
import { refreshActions, spendAction } from "../src/rules/index.js";

describe("spendAction", () => {
  bench("legend: a full turn (standard, move, swift, 5 free) and an off-turn immediate", () => {
    let spent: Record<string, number> = {};
    for (const kind of ["standard", "move", "swift", "free", "free", "free", "free", "free"]) {
      const r = spendAction("legend", spent, kind);
      if (r.ok) spent = r.spent;
    }
    spendAction("legend", refreshActions("legend", spent, "turnEnd"), "immediate", { onTurn: false });
  });
  bench("lot: swifts and frees through conversions", () => {
    let spent: Record<string, number> = {};
    for (const kind of ["swift", "swift", "free", "free", "free", "full", "reaction"]) {
      const r = spendAction("lot", spent, kind);
      if (r.ok) spent = r.spent;
    }
  });
  bench("one refused spend", () => {
    spendAction("agility", { bonus: 2 }, "bonus");
  });
});
