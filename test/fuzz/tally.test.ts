import fc from "fast-check";
import { it } from "vitest";
import { caseArb } from "./arbitraries.js";
import { disagreements } from "./compare.js";
import { fuzzWorld } from "./product.js";

it("tally", async () => {
  const world = await fuzzWorld();
  const cases = fc.sample(caseArb(), { numRuns: Number(process.env.N ?? 400), seed: Number(process.env.S ?? 7) });
  const tally = new Map<string, { n: number; example: string }>();
  for (const k of cases) {
    const ds = disagreements(k, await world.play(k));
    if (ds.some((d) => d.startsWith("total") || d.startsWith("shock"))) continue;
    for (const d of ds) {
      const key = `${k.toggles.preset} ${d.split(":")[0]}`;
      const e = tally.get(key) ?? { n: 0, example: "" };
      e.n++;
      if (!e.example) e.example = `${d} | ${JSON.stringify({ t: k.toggles, o: k.options, w: k.weapon, a: { p: k.attacker.player, ab: k.attacker.attackBonus, acc: k.attacker.accuracy, ct: k.attacker.critThreshold, lvl: k.attacker.level, ap: k.attacker.ap }, tg: { p: k.target.player, hp: k.target.hp, os: k.target.overshield, dr: k.target.dr, def: k.target.defenses }, all: ds })}`;
      tally.set(key, e);
    }
  }
  for (const [k, v] of [...tally].sort()) console.info(`${v.n}\t${k}\n\t${v.example}`);
}, 600000);
