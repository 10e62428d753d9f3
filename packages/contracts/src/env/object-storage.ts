import { z } from 'zod';
import { invalidConfiguration } from './parse';

/**
 * Where deck PDFs are kept. Unset, in PostgreSQL (the embedded default). With S3_BUCKET set, in that
 * S3-compatible bucket under their SHA-256; S3_ENDPOINT names a server other than AWS (MinIO, Ceph,
 * R2, s3rver), addressed path-style unless S3_FORCE_PATH_STYLE=false. Without the two key settings the
 * SDK's own chain is used (an instance role, AWS_PROFILE).
 */
export const objectStorageEnv = {
  S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT must be an http(s):// URL' }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
};

export interface ObjectStorageSettings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

type ObjectStorageEnv = {
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
};

/** The object storage the settings name, or null for PostgreSQL; refuses a half-given configuration. */
export function objectStorageOf(env: ObjectStorageEnv): ObjectStorageSettings | null {
  const problems: string[] = [];
  if (env.S3_ENDPOINT && !env.S3_BUCKET) problems.push('S3_BUCKET: required when S3_ENDPOINT is set');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
  if (problems.length > 0) throw invalidConfiguration(problems);
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  };
}
