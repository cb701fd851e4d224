/**
 * Fray's documents, data models, flags, settings and queries as fvtt-types learns them, so `actor.system`,
 * `message.system`, flags and query payloads are typed where they are read. Keep it in step with what
 * registerDocuments, registerDataModels, registerSettings and the query registrations install at run time.
 */
import type * as actor from "../data/actor/_module.js";
import type * as chatMessage from "../data/chat-message/_module.js";
import type * as combat from "../data/combat/_module.js";
import type * as combatant from "../data/combatant/_module.js";
import type * as combatantGroup from "../data/combatant-group/_module.js";
import type * as item from "../data/item/_module.js";
import type * as regionBehavior from "../data/region-behavior/_module.js";
import type { FrayActiveEffect, FrayChatMessage, FrayCombat, FrayCombatant, FrayCombatantGroup, FrayTokenDocument }
  from "../documents/_module.js";
import type { ApplyAnswer } from "../documents/cards/apply.js";
import type { AskerQueryData } from "../documents/cards/asker.js";
import type { ActionAnswer } from "../documents/combat/action-answer.js";
import type { ActionQueryData } from "../documents/combat/gm-query.js";
import type { ClaimAnswer } from "../documents/free-hits/taken.js";
import type * as hooks from "../documents/hooks.js";
import type { Quench, QuenchReports } from "../quench/types.js";
import type { PlayerApplyMode, PresetId } from "../rules/index.js";
import type { CombatFlags, CombatantFlags, EffectFlags, JournalFlags, MessageFlags, UserFlags } from "./flags.js";

/** foundryvtt.com/api/v13 TokenPosition: where a token stands in a movement (pixels, grid spaces). */
interface TokenMovePosition {
  x: number;
  y: number;
  width: number;
  height: number;
  elevation: number;
}

declare module "fvtt-types/configuration" {
  interface AssumeHookRan {
    ready: never;
  }

  interface DocumentClassConfig {
    ActiveEffect: typeof FrayActiveEffect;
    ChatMessage: typeof FrayChatMessage;
    Combat: typeof FrayCombat;
    Combatant: typeof FrayCombatant;
    CombatantGroup: typeof FrayCombatantGroup;
    Token: typeof FrayTokenDocument;
  }

  /** The generic classes stored documents (`game.messages`, `game.combats`, an actor's effects) are typed from. */
  interface ConfiguredActiveEffect<SubType extends ActiveEffect.SubType> { document: FrayActiveEffect<SubType> }
  interface ConfiguredChatMessage<SubType extends ChatMessage.SubType> { document: FrayChatMessage<SubType> }
  // Fray's combat classes are not generic over their subtype, but a merged interface repeats its type parameter.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface ConfiguredCombat<SubType extends Combat.SubType> { document: FrayCombat }
  interface ConfiguredCombatant<SubType extends Combatant.SubType> { document: FrayCombatant }
  interface ConfiguredCombatantGroup<SubType extends CombatantGroup.SubType> { document: FrayCombatantGroup }
  /* eslint-enable @typescript-eslint/no-unused-vars */

  interface DataModelConfig {
    Actor: {
      character: typeof actor.CharacterModel;
      npc: typeof actor.NpcModel;
    };
    Item: {
      ability: typeof item.AbilityModel;
      armor: typeof item.ArmorModel;
      gear: typeof item.GearModel;
      shield: typeof item.ShieldModel;
      weapon: typeof item.WeaponModel;
    };
    ChatMessage: {
      attack: typeof chatMessage.AttackMessageModel;
      damage: typeof chatMessage.DamageMessageModel;
      freeHit: typeof chatMessage.FreeHitMessageModel;
      initiative: typeof chatMessage.InitiativeMessageModel;
      movement: typeof chatMessage.MovementMessageModel;
    };
    Combat: {
      base: typeof combat.CombatModel;
    };
    Combatant: {
      base: typeof combatant.CombatantModel;
    };
    CombatantGroup: {
      side: typeof combatantGroup.SideGroupModel;
      "enemy-group": typeof combatantGroup.EnemyGroupModel;
    };
    RegionBehavior: {
      zone: typeof regionBehavior.ZoneBehaviorModel;
    };
  }

  interface FlagConfig {
    ActiveEffect: { fray?: EffectFlags };
    ChatMessage: { fray?: MessageFlags };
    Combat: { fray?: CombatFlags };
    Combatant: { fray?: CombatantFlags };
    JournalEntry: { fray?: JournalFlags };
    User: { fray?: UserFlags };
  }

  namespace Hooks {
    interface HookConfig {
      /** Before an attack spends or rolls anything: change targets/options in place, or return false to cancel. */
      "fray.preAttack": (payload: hooks.PreAttackPayload) => boolean | void;
      /** After the attack card is posted. */
      "fray.attack": (payload: hooks.AttackPayload) => void;
      /** Before an attack card's damage is rolled: return false to cancel. */
      "fray.preDamage": (payload: hooks.PreDamagePayload) => boolean | void;
      /** After the damage card is posted. */
      "fray.damage": (payload: hooks.DamagePayload) => void;
      /** Before a card is applied to a target (the asker's client, then the GM's): return false to refuse. */
      "fray.preApply": (payload: hooks.PreApplyPayload) => boolean | void;
      /** After a card's application to a target is written. */
      "fray.apply": (payload: hooks.ApplyPayload) => void;
      /** After a card's application to a target is undone. */
      "fray.undo": (payload: hooks.UndoPayload) => void;
      /** A turn taken starts (the active GM's client). */
      "fray.turnStart": (payload: hooks.TurnPayload) => void;
      /** A turn taken ends (the active GM's client). */
      "fray.turnEnd": (payload: hooks.TurnPayload) => void;
      /**
       * Z10: a token entered (true) or left a zone region, by the move (TokenMovementOperation) or null for a token
       * created or deleted; called on the moving user's client only.
       */
      "fray.tokenZone": (token: TokenDocument.Implementation, region: RegionDocument.Implementation,
        entered: boolean, movement: object | null) => void;
      /**
       * Core v13's hook after a token's move, on every client (foundryvtt.com/api/v13: hookEvents.moveToken), which
       * fvtt-types 13.345 lacks; the movement (TokenMovementOperation) by the parts Fray reads.
       */
      moveToken: (document: TokenDocument.Implementation, movement: Readonly<{ id: string;
        origin: TokenMovePosition; destination: TokenMovePosition;
        passed: { waypoints: readonly TokenMovePosition[]; cost: number; distance: number };
        pending: { waypoints: readonly TokenMovePosition[] } }>, operation: object,
        user: User.Implementation) => void;
      /**
       * Core v13's hook as the chat log makes its message menu (foundryvtt.com/api/v13: hookEvents
       * getChatMessageContextOptions), which fvtt-types 13.345 lacks: the entries, in the generation's shape
       * (compat's contextMenuEntry), that the menu will offer.
       */
      getChatMessageContextOptions: (app: unknown, entries: Record<string, unknown>[]) => void;
      /** The Quench module's hook once it is ready for batches (src/quench-loader.ts; Quench's README). */
      quenchReady: (quench: Quench) => void;
      /** The Quench module's hook after a run, with its mocha JSON report (src/quench/report.ts). */
      quenchReports: (reports: QuenchReports) => void;
    }
  }

  interface SettingConfig {
    /** Foundry v14's name for core.rollMode (read only on v14, through src/compat.ts). */
    "core.messageMode": string;
    "fray.preset": PresetId;
    "fray.rules": foundry.data.fields.ObjectField;
    "fray.playerApply": PlayerApplyMode;
    "fray.targetNumbers": string;
    /** Turn notices (src/applications/turn-notices.ts), a client setting. */
    "fray.turnNotices": boolean;
    /** The sound of a turn notice, a client setting. */
    "fray.turnSound": boolean;
  }
}

declare global {
  namespace CONFIG {
    /** Fray's GM queries (`CONFIG.queries`), each by the payload a client sends and what the GM answers. */
    interface Queries {
      "fray.apply": (data: AskerQueryData) => Promise<ApplyAnswer>;
      "fray.combatantAction": (data: ActionQueryData) => Promise<ActionAnswer>;
      "fray.freeHit": (data: AskerQueryData) => Promise<ClaimAnswer>;
    }
  }
}
