/** One die's outcome (foundry.dice.terms.DiceTerm#results: DiceTermResult). */
export interface DiceTermResult {
  result: number;
  active: boolean;
  discarded?: boolean;
}

/** How a term is evaluated: as rolled, or every die at its lowest or highest face. */
export interface TermEvaluation {
  minimize?: boolean;
  maximize?: boolean;
}

/** A term's serialized form (RollTermData): its class name, options and whether it was evaluated. */
export type TermData = Record<string, unknown> & { class: string; options?: object; evaluated?: boolean };

/** foundry.dice.terms.RollTerm: one piece of a parsed formula. */
export abstract class RollTerm {
  /** Options that describe the term. */
  options: Record<string, unknown> = {};
  /** True once evaluated. */
  _evaluated = false;

  /** The term as it appears in a formula. */
  abstract get expression(): string;

  /** The term's value once evaluated. */
  abstract get total(): number | string | undefined;

  /** True when the term involves no randomness. */
  get isDeterministic(): boolean {
    return true;
  }

  /** The formula text for this term (RollTerm#formula). */
  get formula(): string {
    return this.expression;
  }

  /** Evaluates the term. */
  evaluate(_evaluation: TermEvaluation = {}): this {
    this._evaluated = true;
    return this;
  }

  /** The term's serialized form, with its class name. */
  toJSON(): TermData {
    return { class: this.constructor.name, options: this.options, evaluated: this._evaluated };
  }
}

/** foundry.dice.terms.NumericTerm: a constant number. */
export class NumericTerm extends RollTerm {
  /** Creates a numeric term. */
  constructor({ number, options = {} }: { number: number; options?: Record<string, unknown> }) {
    super();
    this.number = number;
    this.options = options;
  }

  /** The number. */
  number: number;

  /** The number as written. */
  get expression(): string {
    return String(this.number);
  }

  /** The number. */
  get total(): number {
    return this.number;
  }

  /** Serializes the number too. */
  override toJSON(): TermData {
    return { ...super.toJSON(), number: this.number };
  }
}

/** foundry.dice.terms.OperatorTerm: one of + - * /. */
export class OperatorTerm extends RollTerm {
  /** Creates an operator term. */
  constructor({ operator, options = {} }: { operator: string; options?: Record<string, unknown> }) {
    super();
    this.operator = operator;
    this.options = options;
  }

  /** The operator. */
  operator: string;

  /** The operator, spaced as Foundry writes formulas. */
  get expression(): string {
    return ` ${this.operator} `;
  }

  /** The operator itself. */
  get total(): string {
    return this.operator;
  }

  /** Serializes the operator too. */
  override toJSON(): TermData {
    return { ...super.toJSON(), operator: this.operator };
  }
}

/** foundry.dice.terms.StringTerm: text the parser could not resolve, such as an @attribute with no data. */
export class StringTerm extends RollTerm {
  /** Creates a string term. */
  constructor({ term, options = {} }: { term: string; options?: Record<string, unknown> }) {
    super();
    this.term = term;
    this.options = options;
  }

  /** The unresolved text. */
  term: string;

  /** The text. */
  get expression(): string {
    return this.term;
  }

  /** The text. */
  get total(): string {
    return this.term;
  }

  /** Throws as Foundry does: an unresolved string term cannot be evaluated. */
  override evaluate(): this {
    throw new Error(`Unresolved StringTerm ${this.term} requested for evaluation`);
  }

  /** Serializes the text too. */
  override toJSON(): TermData {
    return { ...super.toJSON(), term: this.term };
  }
}

/** foundry.dice.terms.DiceTerm: a number of dice whose faces come from CONFIG.Dice.randomUniform. */
export abstract class DiceTerm extends RollTerm {
  /** The letter after the number of dice ("d" for Die). */
  static DENOMINATION = "";
  /** How many dice are rolled. */
  number: number;
  /** How many faces each die has. */
  faces: number;
  /** Modifiers such as "kh" (this stand-in parses none). */
  modifiers: string[];
  /** The rolled dice. */
  results: DiceTermResult[];

  /** Creates a dice term; pre-cast `results` may be given. */
  constructor({ number = 1, faces = 6, modifiers = [], results = [], options = {} }: {
    number?: number; faces?: number; modifiers?: string[]; results?: DiceTermResult[];
    options?: Record<string, unknown>;
  }) {
    super();
    this.number = number;
    this.faces = faces;
    this.modifiers = modifiers;
    this.results = results;
    this.options = options;
  }

  /** The denomination letter, "d" for a Die. */
  get denomination(): string {
    return (this.constructor as typeof DiceTerm).DENOMINATION;
  }

  /** The term as written: number, denomination, faces, modifiers. */
  get expression(): string {
    return `${this.number}${this.denomination}${this.faces}${this.modifiers.join("")}`;
  }

  /** Dice are random. */
  override get isDeterministic(): boolean {
    return false;
  }

  /** The active results' faces. */
  get values(): number[] {
    return this.results.filter((r) => r.active).map((r) => r.result);
  }

  /** The sum of the active results, once evaluated. */
  get total(): number | undefined {
    return this._evaluated ? this.values.reduce((sum, face) => sum + face, 0) : undefined;
  }

  /** Rolls each die (DiceTerm#roll), then marks the term evaluated. */
  override evaluate(evaluation: TermEvaluation = {}): this {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    for (let i = this.results.length; i < this.number; i++) this.roll(evaluation);
    this._evaluated = true;
    return this;
  }

  /** Rolls one more die and records it. */
  roll({ minimize = false, maximize = false }: TermEvaluation = {}): DiceTermResult {
    const result = { result: minimize ? 1 : maximize ? this.faces : this.randomFace(), active: true };
    this.results.push(result);
    return result;
  }

  /** One face from CONFIG.Dice.randomUniform: ceil(u × faces), for u in (0, 1]. */
  randomFace(): number {
    const random = (CONFIG.Dice as { randomUniform: () => number }).randomUniform;
    const u = random();
    if (!(typeof u === "number" && u > 0 && u <= 1)) throw new RangeError(`CONFIG.Dice.randomUniform gave ${u}`);
    return Math.ceil(u * this.faces);
  }

  /** Serializes number, faces, modifiers and results. */
  override toJSON(): TermData {
    return { ...super.toJSON(), number: this.number, faces: this.faces, modifiers: this.modifiers,
      results: this.results.map((r) => ({ ...r })) };
  }
}

/** foundry.dice.terms.Die: the common dN die. */
export class Die extends DiceTerm {
  static override DENOMINATION = "d";
}

/** The term classes by serialized name (CONFIG.Dice.termTypes). */
export const TERM_TYPES = { Die, NumericTerm, OperatorTerm, StringTerm } as const;

/** Rebuilds a term from its serialized data (RollTerm.fromData); an unknown class throws. */
export function termFromData(data: TermData): RollTerm {
  const cls = TERM_TYPES[data.class as keyof typeof TERM_TYPES];
  if (!cls) throw new Error(`Unable to recreate ${data.class} instance from provided data`);
  const term = new (cls as unknown as new (d: TermData) => RollTerm)({
    ...data, results: (data.results as DiceTermResult[] | undefined)?.map((r) => ({ ...r })) });
  term._evaluated = data.evaluated === true;
  return term;
}

const TOKEN = /\s*(?:(\d*)d(\d+)|(\d+(?:\.\d+)?)|([-+*/])|(@[\w.-]+))\s*/y;

/**
 * Splits a formula into terms: dice (NdF), numbers, the operators + - * / and unresolved @attributes. Anything
 * else (modifiers, parentheses, functions, pools) is beyond this stand-in and throws, as a syntax error would.
 */
export function parseFormula(formula: string): RollTerm[] {
  const terms: RollTerm[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < formula.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(formula);
    if (!match || match[0].length === 0) throw new Error(`Unable to parse the roll formula "${formula}" at ${start}`);
    const [, count, faces, number, operator, attribute] = match;
    if (faces !== undefined) terms.push(new Die({ number: count ? Number(count) : 1, faces: Number(faces) }));
    else if (number !== undefined) terms.push(new NumericTerm({ number: Number(number) }));
    else if (operator !== undefined) terms.push(new OperatorTerm({ operator }));
    else if (attribute !== undefined) terms.push(new StringTerm({ term: attribute }));
  }
  const signed = mergeNegativeNumbers(terms);
  checkOrder(formula, signed);
  return signed;
}

/** A minus where an operand is expected, before a number, makes a negative number ("1d20 + -1" from @mod = -1). */
function mergeNegativeNumbers(terms: RollTerm[]): RollTerm[] {
  const out: RollTerm[] = [];
  for (const term of terms) {
    const last = out.at(-1);
    const beforeLast = out.at(-2);
    if (term instanceof NumericTerm && last instanceof OperatorTerm && last.operator === "-"
      && beforeLast instanceof OperatorTerm) out.splice(-1, 1, new NumericTerm({ number: -term.number }));
    else out.push(term);
  }
  return out;
}

/** Operands and operators must alternate (a leading sign is allowed) and the formula may not end on an operator. */
function checkOrder(formula: string, terms: RollTerm[]): void {
  let wantOperand = true;
  for (const [i, term] of terms.entries()) {
    const isOperator = term instanceof OperatorTerm;
    const leadingSign = i === 0 && isOperator && ["+", "-"].includes(term.operator);
    if (isOperator === wantOperand && !leadingSign) throw new Error(`Unexpected "${term.expression.trim()}" in "${formula}"`);
    if (!leadingSign) wantOperand = !wantOperand;
  }
  if (wantOperand) throw new Error(`The roll formula "${formula}" is incomplete`);
}
