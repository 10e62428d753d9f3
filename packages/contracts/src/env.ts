/**
 * The environment as the apps' schemas read it: a variable set to the empty string counts as unset.
 * `.env` files and compose files commonly write `ANTHROPIC_API_KEY=` to mean "none", and a schema
 * would otherwise refuse the empty value (or, worse, use it) instead of applying its default.
 */
export function withoutEmptyValues(source: Record<string, string | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(source))
    if (value !== undefined && value !== '') kept[name] = value;
  return kept;
}
