import type { Entrant } from "./types.js";

/** A stretch of the order that moves as one: a player, or a run of neighbouring non-players of one group. */
interface Block {
  entrants: Entrant[];
  player: boolean;
}

/**
 * T4: no more than `max` players act in a row. When a player would follow `max` players, the next non-player
 * (with the neighbouring members of its group, who share its roll) moves up ahead of it; when no non-player
 * is left the players keep their order. Players and non-players each keep their own relative order.
 */
export function capPlayersInARow(order: readonly Entrant[], max: number): Entrant[] {
  const blocks = toBlocks(order);
  const players = blocks.filter((block) => block.player);
  const others = blocks.filter((block) => !block.player);
  const position = new Map(blocks.map((block, index) => [block, index]));
  const out: Entrant[] = [];
  let inARow = 0;
  let p = 0;
  let o = 0;
  while (p < players.length || o < others.length) {
    const player = players[p];
    const other = others[o];
    const playerNext = player !== undefined && (other === undefined || position.get(player)! < position.get(other)!);
    if (playerNext && (inARow < max || other === undefined)) {
      out.push(...player.entrants);
      inARow++;
      p++;
    } else if (other !== undefined) {
      out.push(...other.entrants);
      inARow = 0;
      o++;
    }
  }
  return out;
}

/** Splits the order into blocks: each player alone; non-players together while neighbours share a group. */
function toBlocks(order: readonly Entrant[]): Block[] {
  const blocks: Block[] = [];
  for (const entrant of order) {
    const player = entrant.player === true;
    const last = blocks[blocks.length - 1];
    const lastEntrant = last?.entrants[last.entrants.length - 1];
    if (last && !player && !last.player && entrant.group !== undefined && lastEntrant?.group === entrant.group) {
      last.entrants.push(entrant);
    } else {
      blocks.push({ entrants: [entrant], player });
    }
  }
  return blocks;
}
