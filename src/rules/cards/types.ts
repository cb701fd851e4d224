/** One line of a card's explanation: a lang key and the numbers (or lang keys) it is formatted with. */
export interface Step {
  key: string;
  data: Record<string, number | string>;
}

/** A change of one number by an application: the value before and after. */
export interface NumberChange {
  from: number;
  to: number;
}

/** A change of one flag by an application: the value before and after. */
export interface FlagChange {
  from: boolean;
  to: boolean;
}
