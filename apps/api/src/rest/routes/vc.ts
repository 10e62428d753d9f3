import { restErrorBodySchema as errorBody } from '@pitchfit/contracts/errors';
import { investorProfileSchema, publicProfileSchema } from '@pitchfit/contracts/investor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { getInvestorProfile } from '../../domain/investors/get-investor-profile';
import { getPublicProfile } from '../../domain/investors/get-public-profile';
import { actorOf } from '../rest-auth';

export const vcRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/vc/me/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['investors'],
          summary: "The signed-in investor's profile",
          response: { 200: investorProfileSchema, 401: errorBody },
        },
      },
      async (request) => getInvestorProfile(deps.db, actorOf(request).fundId),
    );

    app.get(
      '/vc/profile/:username/',
      {
        schema: {
          tags: ['investors'],
          summary: "An investor's public profile",
          params: z.object({ username: z.string().min(1).max(256) }),
          response: { 200: publicProfileSchema, 404: errorBody },
        },
      },
      async (request) => getPublicProfile(deps.db, request.params.username),
    );
  };
