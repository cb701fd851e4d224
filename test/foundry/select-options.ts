/**
 * The HTML standard's selectedness for a `<select>` parsed from markup, which the browsers Foundry runs in follow
 * and happy-dom (the DOM the stand-in and the preview render into) gets wrong: when two options of a single select
 * are selected (the first, selected by default as the select was built, and a later one marked `selected`), the
 * standard keeps the last of them; happy-dom 21 keeps the option at the index equal to the count less one, so a
 * parsed select whose chosen option is not among its first two shows and submits its second option
 * (capricorn86/happy-dom#2372). A sheet re-rendered after any change then saved that second option.
 */
import { HTMLSelectElement, PropertySymbol } from "happy-dom";

/** Marks the prototype once it keeps the last selected option. */
const PATCHED = Symbol("fray.selectedness");

/** What the selectedness algorithm reads of a select and its options (happy-dom's internals, by their symbols). */
type SelectInternals = Record<symbol, unknown> & { multiple: boolean; querySelectorAll(s: string): ArrayLike<unknown> };

/** Makes happy-dom's selects keep the last selected option, as the standard says (once per module). */
export function keepLastSelectedOption(): void {
  const proto = HTMLSelectElement.prototype as unknown as Record<symbol, unknown>;
  if (proto[PATCHED]) return;
  const update = PropertySymbol.updateSelectedness;
  const original = proto[update] as (this: SelectInternals, chosen?: unknown) => void;
  proto[update] = function keepLast(this: SelectInternals, chosen?: unknown): void {
    if (!chosen && !this.multiple) {
      const options = Array.from(this.querySelectorAll("option")) as Record<symbol, unknown>[];
      const selected = options.filter((option) => option[PropertySymbol.selectedness] === true);
      if (selected.length >= 2) return original.call(this, selected.at(-1));
    }
    return original.call(this, chosen);
  };
  proto[PATCHED] = true;
}
