import type { z } from 'zod';

/** A start-up failure naming each bad setting, one per line. */
export function invalidConfiguration(problems: string[]): Error {
  return new Error(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
}

/**
 * Validates an app's environment against its schema. A variable set to the empty string counts as
 * unset: `.env` and compose files commonly write `ANTHROPIC_API_KEY=` to mean "none", and a schema
 * would otherwise refuse the empty value (or, worse, use it) instead of applying its default.
 */
export function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  source: Record<string, string | undefined>,
): z.output<Schema> {
  const set = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    throw invalidConfiguration(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return parsed.data;
}
