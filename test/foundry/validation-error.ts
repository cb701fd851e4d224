/** Raised when data fails validation (foundry.data.validation.DataModelValidationError). */
export class DataModelValidationError extends Error {
  /** Creates the error from a map of failing paths to messages. */
  constructor(readonly failures: Record<string, string>) {
    super(`Validation failed: ${Object.entries(failures).map(([p, m]) => `${p}: ${m}`).join("; ")}`);
    this.name = "DataModelValidationError";
  }

  /** The failing paths and their messages. */
  getAllFailures(): Record<string, string> {
    return this.failures;
  }
}
