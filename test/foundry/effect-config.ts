/**
 * foundry.applications.sheets.ActiveEffectConfig, core's sheet of an ActiveEffect (v13 API page:
 * foundryvtt.com/api/v13/classes/foundry.applications.sheets.ActiveEffectConfig.html), registered as the core default
 * for ActiveEffect as Foundry does: a form of the effect's name, icon, whether it is suspended, its duration (v13:
 * rounds and turns; v14: a value and its units, the generation's ActiveEffect duration) and its changes (key, mode,
 * value), submitted on change. Far plainer than core's tabs; it is there so
 * "configure effect" opens something in the stand-in and the preview, as it does in Foundry.
 */
import { DocumentSheetConfig, DocumentSheetV2 } from "./sheets.js";
import { escapeHTML } from "./escape.js";
import { release } from "./release.js";

/** A change as the form shows it. */
interface Change {
  key: string;
  mode: number;
  value: string;
}

/** The stand-in ActiveEffectConfig. */
export class ActiveEffectConfig extends DocumentSheetV2 {
  /** The effect's form, its inputs named by field path. */
  override async _renderHTML(): Promise<string> {
    const effect = this.document as unknown as { name: string; img: string | null; disabled: boolean;
      duration?: { rounds?: number | null; turns?: number | null; value?: number | null; units?: string };
      changes?: Change[] };
    const value = (v: unknown) => escapeHTML(v === null || v === undefined ? "" : String(v));
    const disabled = this.isEditable ? "" : " disabled";
    const changes = (effect.changes ?? []).map((c, i) => `<li><input name="changes.${i}.key" value="${value(c.key)}"${
      disabled}><input name="changes.${i}.mode" type="number" value="${value(c.mode)}"${disabled}><input name="changes.${
      i}.value" value="${value(c.value)}"${disabled}></li>`).join("");
    return `<label>Name <input name="name" value="${value(effect.name)}"${disabled}></label>`
      + `<label>Icon <input name="img" value="${value(effect.img)}"${disabled}></label>`
      + `<label>Suspended <input name="disabled" type="checkbox"${effect.disabled ? " checked" : ""}${disabled}></label>`
      + this.#durationHTML(effect.duration ?? {}, value, disabled)
      + `<ol class="changes">${changes}</ol>`;
  }

  /** The duration's inputs in the generation's shape. */
  #durationHTML(duration: { rounds?: number | null; turns?: number | null; value?: number | null; units?: string },
    value: (v: unknown) => string, disabled: string): string {
    if (release.generation === 14) {
      const option = (units: string) => `<option value="${units}"${duration.units === units ? " selected" : ""}>${
        units}</option>`;
      return `<label>Duration <input name="duration.value" type="number" value="${value(duration.value)}"${
        disabled}></label><label>Units <select name="duration.units"${disabled}>${
        ["rounds", "turns", "seconds"].map(option).join("")}</select></label>`;
    }
    return `<label>Rounds <input name="duration.rounds" type="number" value="${value(duration.rounds)}"${
      disabled}></label><label>Turns <input name="duration.turns" type="number" value="${value(duration.turns)}"${
      disabled}></label>`;
  }
}

/** Registers the core sheet of ActiveEffect once (DocumentSheetConfig keeps its registrations for the process). */
export function registerEffectConfig(): void {
  const known = DocumentSheetConfig.registrations.some((r) => r.documentName === "ActiveEffect" && r.scope === "core");
  if (!known) DocumentSheetConfig.registerSheet({ documentName: "ActiveEffect" }, "core", ActiveEffectConfig,
    { makeDefault: true });
}
