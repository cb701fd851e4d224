/** Rewrites legacy actor source in place: `hp: 12` → `{value: 12, max: 12}`, `attributes.str: 14` → `{value: 14}`. */
export function migrateActorSource(source: Record<string, unknown>): void {
  if (typeof source.hp === "number") source.hp = { value: source.hp, max: source.hp };
  const attributes = source.attributes;
  if (typeof attributes !== "object" || attributes === null) return;
  for (const [id, value] of Object.entries(attributes)) {
    if (typeof value === "number") (attributes as Record<string, unknown>)[id] = { value };
  }
}
