import { applicationSchema, gradeResultSchema } from '@pitchfit/contracts/application';
import { restErrorBodySchema as errorBody } from '@pitchfit/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { gradeApplication } from '../../domain/simulator/grade-application';

export const trymbinatorRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/trymbinator/grade/',
      {
        config: { rateLimit: 'applicationGrade' },
        schema: {
          tags: ['simulator'],
          summary: 'Grade an accelerator application',
          description: 'Limited per client address; past the limit the answer is 429 with Retry-After.',
          body: applicationSchema,
          response: {
            200: gradeResultSchema,
            400: errorBody,
            413: errorBody,
            429: errorBody,
            503: errorBody,
            504: errorBody,
          },
        },
      },
      async (request) => gradeApplication(deps, request.body),
    );
  };
