import { Document } from "./documents.js";

/** ActiveEffect as Foundry documents it: a `statuses` Set of status ids and a `disabled` switch, from source. */
export class ActiveEffect extends Document {
  /** The status ids this effect applies (ActiveEffect#statuses). */
  get statuses(): Set<string> {
    return new Set((this._source.statuses ?? []) as string[]);
  }

  /** Whether the effect is switched off (ActiveEffect#disabled). */
  get disabled(): boolean {
    return this._source.disabled === true;
  }

  /** True when something (say, an unequipped item) suppresses the effect; false by default (#isSuppressed). */
  get isSuppressed(): boolean {
    return false;
  }

  /** Whether the effect applies: neither disabled nor suppressed (ActiveEffect#active). */
  get active(): boolean {
    return !this.disabled && !this.isSuppressed;
  }
}
