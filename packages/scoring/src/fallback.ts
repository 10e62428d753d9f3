/** Anything that can stand in for another: an engine or grader with a name and a version. */
export interface NamedEngine<Name extends string = string> {
  name: Name;
  version: string;
}

export interface FallbackOutcome<Result, Name extends string = string> {
  result: Result;
  /** The engine that produced the result. */
  engine: Name;
  engineVersion: string;
  /** Set when the primary failed and the fallback produced the result: why the primary failed. */
  fallbackReason: string | null;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Runs `task` on the primary; if it throws, records why and runs it on the fallback instead.
 * When primary and fallback are the same engine the error is not swallowed.
 */
export async function runWithFallback<E extends NamedEngine, Result>(
  primary: E,
  fallback: E,
  task: (engine: E) => Promise<Result>,
): Promise<FallbackOutcome<Result, E['name']>> {
  try {
    const result = await task(primary);
    return { result, engine: primary.name, engineVersion: primary.version, fallbackReason: null };
  } catch (error) {
    if (primary === fallback) throw error;
    const result = await task(fallback);
    return {
      result,
      engine: fallback.name,
      engineVersion: fallback.version,
      fallbackReason: describe(error),
    };
  }
}
