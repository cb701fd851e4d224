import { getProperty } from "./data-model.js";
import { DiceTerm, Die, NumericTerm, OperatorTerm, RollTerm, StringTerm, parseFormula, termFromData,
  type TermData, type TermEvaluation } from "./dice-terms.js";

/** Roll#evaluate options (foundry.dice.Roll#evaluate). */
export interface EvaluateOptions extends TermEvaluation {
  allowStrings?: boolean;
  allowInteractive?: boolean;
}

/** Roll#toMessage options: the v13 roll mode or the v14 message mode, and whether to create the message. */
export interface ToMessageOptions {
  rollMode?: string;
  messageMode?: string;
  create?: boolean;
}

/** A Roll's serialized form (Roll#toJSON). */
export interface RollData {
  class: string;
  options: Record<string, unknown>;
  dice: unknown[];
  formula: string;
  terms: TermData[];
  total: number | undefined;
  evaluated: boolean;
}

/** The parts of CONFIG the dice read. */
interface DiceConfig {
  Dice: { rolls: (typeof Roll)[]; randomUniform: () => number };
  ChatMessage: { documentClass: ChatMessageClass };
}

/** What Roll#toMessage needs from the ChatMessage class. */
interface ChatMessageClass {
  applyRollMode(data: Record<string, unknown>, mode: string): Record<string, unknown>;
  create(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
  new (data: Record<string, unknown>): { toObject(): Record<string, unknown> };
}

/** The dice configuration of the installed stand-in. */
function config(): DiceConfig {
  return CONFIG as unknown as DiceConfig;
}

/**
 * foundry.dice.Roll: a formula with data, parsed into terms and evaluated once; faces come from
 * CONFIG.Dice.randomUniform; serializes with its class name so CONFIG.Dice.rolls rebuilds subclasses.
 */
export class Roll {
  /** The template a roll renders to chat with. */
  static CHAT_TEMPLATE = "templates/dice/roll.html";
  /** The data @attributes were replaced from. */
  data: Record<string, unknown>;
  /** Options that describe the roll; serialized with it. */
  options: Record<string, unknown>;
  /** The parsed terms. */
  terms: RollTerm[];
  /** The formula as parsed, before evaluation. */
  _formula: string;
  /** True once evaluated; an evaluated Roll is immutable. */
  _evaluated = false;
  /** The total, cached at evaluation. */
  _total: number | undefined = undefined;
  /** Inner dice evaluated as part of the roll (none in this stand-in's flat formulas). */
  _dice: DiceTerm[] = [];

  /** Parses `formula` after replacing @attributes from `data`; a formula that does not parse throws. */
  constructor(formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
    this.data = data;
    this.options = options;
    this.terms = parseFormula(Roll.replaceFormulaData(formula, data));
    this._formula = Roll.getFormula(this.terms);
  }

  /** Replaces each @path with its value in `data`; a missing one becomes `missing`, or stays as written. */
  static replaceFormulaData(formula: string, data: Record<string, unknown>,
    { missing }: { missing?: string; warn?: boolean } = {}): string {
    return formula.replace(/@([\w.-]+)/g, (whole, path: string) => {
      const value = getProperty(data, path);
      if (value === undefined || value === null) return missing ?? whole;
      return String(value).trim();
    });
  }

  /** The formula text of a list of terms. */
  static getFormula(terms: RollTerm[]): string {
    return terms.map((t) => t.formula).join("");
  }

  /** True when `formula` parses. */
  static validate(formula: string): boolean {
    try {
      parseFormula(formula.replace(/@([\w.-]+)/g, "1"));
      return true;
    } catch {
      return false;
    }
  }

  /** A new Roll of the first class in CONFIG.Dice.rolls (Roll.create). */
  static create(formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}): Roll {
    const cls = config().Dice.rolls[0] ?? Roll;
    return new cls(formula, data, options);
  }

  /**
   * Rebuilds a Roll of the class named in `data.class`: this class if the names match, else the one of that name in
   * CONFIG.Dice.rolls; an unknown name throws.
   */
  static fromData<T extends Roll>(this: new (...args: never[]) => T, data: RollData): T {
    const cls = data.class === this.name ? this as unknown as typeof Roll
      : config().Dice.rolls.find((c) => c.name === data.class);
    if (!cls) throw new Error(`Unable to recreate ${data.class} instance from provided data`);
    const roll = new cls(data.formula, {}, data.options ?? {});
    roll.terms = data.terms.map(termFromData);
    roll._evaluated = data.evaluated ?? true;
    roll._total = data.total;
    return roll as T;
  }

  /** Rebuilds a Roll from its JSON string. */
  static fromJSON<T extends Roll>(this: new (...args: never[]) => T, json: string): T {
    return (Roll.fromData as (this: unknown, data: RollData) => T).call(this, JSON.parse(json) as RollData);
  }

  /** The formula as the terms write it. */
  get formula(): string {
    return Roll.getFormula(this.terms);
  }

  /** The dice terms. */
  get dice(): DiceTerm[] {
    return [...this._dice, ...this.terms.filter((t): t is DiceTerm => t instanceof DiceTerm)];
  }

  /** The total once evaluated, else undefined. */
  get total(): number | undefined {
    return this._total;
  }

  /** The evaluated expression, such as "16 + 3". */
  get result(): string {
    return this.terms.map((t) => (t instanceof OperatorTerm ? t.expression : String(t.total ?? t.expression)))
      .join("");
  }

  /** True when the roll has no random terms. */
  get isDeterministic(): boolean {
    return this.terms.every((t) => t.isDeterministic);
  }

  /** Evaluates every term (asynchronously, as dice modules may); evaluating twice throws. */
  async evaluate(options: EvaluateOptions = {}): Promise<this> {
    this.#evaluateTerms(options);
    return this;
  }

  /**
   * Evaluates synchronously. With `strict` (the default) a roll with dice throws unless minimized or maximized;
   * without it the dice are skipped and count as 0.
   */
  evaluateSync({ strict = true, ...options }: EvaluateOptions & { strict?: boolean } = {}): this {
    const fixed = options.minimize || options.maximize;
    if (!this.isDeterministic && !fixed && strict) {
      throw new Error("This Roll contains non-deterministic terms that cannot be evaluated synchronously");
    }
    this.#evaluateTerms(options, !fixed);
    return this;
  }

  /** A new unevaluated Roll with the same formula, data and options. */
  clone(): this {
    const cls = this.constructor as new (f: string, d: Record<string, unknown>, o: Record<string, unknown>) => this;
    return new cls(this._formula, this.data, this.options);
  }

  /** The serialized roll, with its class name. */
  toJSON(): RollData {
    return { class: this.constructor.name, options: this.options, dice: this._dice.map((d) => d.toJSON()),
      formula: this._formula, terms: this.terms.map((t) => t.toJSON()), total: this._total,
      evaluated: this._evaluated };
  }

  /**
   * Posts the roll as a chat message (evaluating it first): content is the total unless given, `rolls` is this
   * roll, and the roll (v13) or message (v14) mode is applied; with `create: false` returns the message data.
   */
  async toMessage(messageData: Record<string, unknown> = {}, options: ToMessageOptions = {}): Promise<unknown> {
    const { rollMode, messageMode, create = true } = options;
    const mode = modeOption(rollMode, messageMode);
    if (!this._evaluated) await this.evaluate({ allowInteractive: !["blindroll", "blind"].includes(mode ?? "") });
    const cls = config().ChatMessage.documentClass;
    const data = { author: game.user?.id, content: String(this.total), ...messageData, rolls: [this] };
    if (mode) cls.applyRollMode(data, mode);
    if (create) return cls.create(data, mode ? { [generation() === 14 ? "messageMode" : "rollMode"]: mode } : {});
    return new cls(data).toObject();
  }

  /** Evaluates the terms (leaving dice out when `skipDice`) and sums them with the operators' precedence. */
  #evaluateTerms(options: EvaluateOptions, skipDice = false): void {
    if (this._evaluated) throw new Error("The Roll has already been evaluated and is now immutable");
    for (const term of this.terms) {
      if (!term._evaluated && !(skipDice && !term.isDeterministic)) term.evaluate(options);
    }
    this._total = arithmetic(this.terms);
    this._evaluated = true;
  }
}

/** The generation the stand-in runs as (game.release.generation, 13 unless set). */
function generation(): number {
  return (game as { release?: { generation?: number } }).release?.generation ?? 13;
}

/** The mode option Roll#toMessage takes in this generation: `rollMode` in v13, `messageMode` in v14. */
function modeOption(rollMode: string | undefined, messageMode: string | undefined): string | undefined {
  if (generation() === 14 && rollMode !== undefined) throw new Error("v14 renamed the rollMode option to messageMode");
  if (generation() === 13 && messageMode !== undefined) throw new Error("v13 has no messageMode option; use rollMode");
  return rollMode ?? messageMode;
}

/** Sums evaluated terms: * and / before + and -, as Roll.safeEval does. */
function arithmetic(terms: RollTerm[]): number {
  const sums: number[] = [];
  let sign = 1;
  let product: number | null = null;
  let pending: string | null = null;
  for (const term of terms) {
    if (term instanceof OperatorTerm) {
      if (term.operator === "+" || term.operator === "-") {
        if (product !== null) sums.push(sign * product);
        sign = term.operator === "-" ? -1 : 1;
        product = null;
      } else pending = term.operator;
      continue;
    }
    const value = Number(term.total ?? 0);
    product = product === null ? value : pending === "*" ? product * value : product / value;
    pending = null;
  }
  if (product !== null) sums.push(sign * product);
  return sums.reduce((a, b) => a + b, 0);
}

/** The u that CONFIG.Dice.randomUniform must give for a d`faces` to show `face`: ceil(u × faces) = face. */
export function uniformFor(face: number, faces: number): number {
  if (!Number.isInteger(face) || face < 1 || face > faces) throw new RangeError(`No face ${face} on a d${faces}`);
  return (face - 0.5) / faces;
}

/** A script of faces for CONFIG.Dice.randomUniform, and what is left of it. */
export interface ScriptedFaces {
  /** How many scripted faces were not drawn yet. */
  readonly remaining: number;
}

/**
 * Sets CONFIG.Dice.randomUniform to give, in order, the u for each `[faces, face]` pair (a d20 showing 17 is
 * `[20, 17]`); drawing past the script throws, so a test notices every die it did not expect.
 */
export function scriptFaces(...dice: [faces: number, face: number][]): ScriptedFaces {
  const values = dice.map(([faces, face]) => uniformFor(face, faces));
  let next = 0;
  config().Dice.randomUniform = () => {
    if (next >= values.length) throw new RangeError(`scriptFaces: die ${next + 1} was not scripted`);
    return values[next++]!;
  };
  return { get remaining() { return values.length - next; } };
}

/** The dice namespace installed as foundry.dice. */
export const dice = { Roll, terms: { DiceTerm, Die, NumericTerm, OperatorTerm, RollTerm, StringTerm } };
