import { DataField } from "./fields.js";

/**
 * DataFieldOptions.validate as Foundry documents it: a custom validator run after the type checks, kept in
 * `field.options.validate`. Assigning the options onto the field must not replace `DataField#validate`, so the
 * prototype's method is exposed through an accessor whose setter ignores the option.
 */
export function keepValidateMethod(): void {
  const method = Object.getOwnPropertyDescriptor(DataField.prototype, "validate");
  if (!method || !("value" in method)) return;
  Object.defineProperty(DataField.prototype, "validate", {
    configurable: true,
    get: () => method.value as DataField["validate"],
    set: () => undefined,
  });
}
