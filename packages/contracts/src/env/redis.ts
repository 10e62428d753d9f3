import { z } from 'zod';

/** The Redis of the job queues and deck events; the prefix lets several deployments share one. */
export const redisEnv = {
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().min(1).default('pitchfit'),
  /**
   * A Redis Cluster instead of one server: some of its nodes as comma-separated `host:port` (the rest
   * are discovered); REDIS_URL then only lends its user and password. Queue keys are hash-tagged
   * (`{pitchfit}:...`) so each queue's keys share a slot, as BullMQ's scripts require.
   */
  REDIS_CLUSTER_NODES: z
    .string()
    .regex(/^\s*[^\s,:]+:\d+\s*(,\s*[^\s,:]+:\d+\s*)*$/, 'REDIS_CLUSTER_NODES must be host:port,host:port')
    .optional(),
};

export interface RedisTarget {
  url: string;
  /** Seed nodes of a Redis Cluster, or null for one server at `url`. */
  clusterNodes: { host: string; port: number }[] | null;
}

export function redisTargetOf(env: {
  REDIS_URL: string;
  REDIS_CLUSTER_NODES?: string | undefined;
}): RedisTarget {
  return {
    url: env.REDIS_URL,
    clusterNodes: env.REDIS_CLUSTER_NODES
      ? env.REDIS_CLUSTER_NODES.split(',').map((node) => {
          const [host = '', port = ''] = node.trim().split(':');
          return { host, port: Number(port) };
        })
      : null,
  };
}
