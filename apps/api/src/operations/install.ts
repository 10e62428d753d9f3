import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { installHttpMetrics } from './metrics/http-metrics';
import { installRestRateLimits } from './rest-rate-limit';
import { installSecurityHeaders } from './security-headers';

/** Security headers, CORS, per-route rate limits and request metrics; call before registering any route. */
export async function installEdgeProtection(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await installSecurityHeaders(app, deps.env.PUBLIC_URL);
  installRestRateLimits(app, deps.operations.rateLimiter);
  installHttpMetrics(app, deps.operations.httpMetrics);
}
