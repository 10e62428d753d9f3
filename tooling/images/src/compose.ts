/**
 * compose.yaml, read the way Docker Compose reads it (YAML merge keys, `${VAR}`, `${VAR:-default}`
 * and `${VAR:?message}` from the environment), limited to the keys our compose file uses. An
 * unknown key in a service is refused rather than ignored: a compose file that grew a setting this
 * reader would drop must fail `pnpm test:images`, not pass it untested.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';

const conditionSchema = z.enum(['service_started', 'service_healthy', 'service_completed_successfully']);

const serviceSchema = z
  .object({
    image: z.string().min(1),
    build: z
      .object({
        context: z.string(),
        dockerfile: z.string().default('Dockerfile'),
        target: z.string().optional(),
        args: z.record(z.string(), z.string()).default({}),
      })
      .strict()
      .optional(),
    command: z.array(z.string()).optional(),
    environment: z.record(z.string(), z.string()).default({}),
    depends_on: z.record(z.string(), z.object({ condition: conditionSchema }).strict()).default({}),
    healthcheck: z
      .object({
        test: z.tuple([z.enum(['CMD', 'CMD-SHELL'])], z.string()),
        interval: z.string().optional(),
        timeout: z.string().optional(),
        retries: z.number().int().positive().optional(),
        start_period: z.string().optional(),
      })
      .strict()
      .optional(),
    ports: z.array(z.string()).default([]),
    volumes: z.array(z.string()).default([]),
    restart: z.enum(['no', 'always', 'on-failure', 'unless-stopped']).optional(),
  })
  .strict();

const composeSchema = z.object({
  name: z.string(),
  services: z.record(z.string(), serviceSchema),
  volumes: z.record(z.string(), z.null()).default({}),
});

export type ComposeService = z.infer<typeof serviceSchema>;
export type DependencyCondition = z.infer<typeof conditionSchema>;
export type ComposeFile = z.infer<typeof composeSchema>;

const VARIABLE = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::([-?])([^}]*))?\}/g;

/** One string with its variables replaced, as Compose does (`$$` is a literal `$`). */
export function interpolate(text: string, env: NodeJS.ProcessEnv): string {
  return text.replace(VARIABLE, (_match, name?: string, operator?: string, operand?: string) => {
    if (name === undefined) return '$';
    const value = env[name];
    if (operator === undefined) return value ?? '';
    if (value !== undefined && value !== '') return value;
    if (operator === '-') return operand ?? '';
    throw new Error(`compose.yaml: ${name}: ${operand || 'required'}`);
  });
}

function interpolateAll(value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, env));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, env)]));
  }
  return value;
}

export function readCompose(file: string, env: NodeJS.ProcessEnv): ComposeFile {
  const document: unknown = parse(readFileSync(file, 'utf8'), { merge: true });
  return composeSchema.parse(interpolateAll(document, env));
}
