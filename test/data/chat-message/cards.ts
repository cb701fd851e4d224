import { attackOutcome } from "../../../src/rules/cards/outcome.js";
import { scriptedDice } from "../../../src/rules/dice.js";

/** A name that would run script if a card put it into the page as HTML. */
export const EVIL_NAME = "<script>window.pwned = 1</script><img src=x onerror=\"window.pwned = 2\">";

/** A stored attack target with an outcome worked by the rules. */
export function attackTarget(name: string, natural: number, defense = 12) {
  return {
    tokenUuid: `Scene.s1.Token.${name.length}${natural}`, actorUuid: "Actor.a1", name, img: "icons/target.webp",
    outcome: attackOutcome("sides", { attack: { natural, bonus: 2, defense },
      shock: { damage: 2, maxAc: 15, attributeMod: 1 } }, scriptedDice([])),
  };
}

/** A stored damage target with one physical hit; nullable records are written explicitly, as the card writer does. */
export function damageTarget(tokenUuid: string, amount: number, extra: Record<string, unknown> = {}) {
  return { tokenUuid, actorUuid: "Actor.a1", name: "Grunt", img: "", hits: [{ amount, kind: "physical" }],
    lead: [], refusal: null, applied: null, ...extra };
}
