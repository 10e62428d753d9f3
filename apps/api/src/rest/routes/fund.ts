import { restErrorBodySchema as errorBody } from '@pitchfit/contracts/errors';
import {
  fundInviteSchema,
  fundMemberIdSchema,
  fundMembersSchema,
  inviteTokenSchema,
} from '@pitchfit/contracts/fund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { acceptFundInvite } from '../../domain/fund/accept-fund-invite';
import { createFundInvite } from '../../domain/fund/create-fund-invite';
import { listFundMembers } from '../../domain/fund/list-fund-members';
import { removeFundMember } from '../../domain/fund/remove-fund-member';
import { actorOf } from '../rest-auth';

/** The fund's seats (issue 29): invite links, joining, the member list and removal. */
export const fundRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/fund/invites/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['fund'],
          summary: 'Create a single-use invite link to the fund',
          description:
            'Owner only (403 for a member). The link seats one partner, works once and expires in 7 days; its token is shown only in this answer.',
          response: { 201: fundInviteSchema, 401: errorBody, 403: errorBody, 503: errorBody },
        },
      },
      async (request, reply) => reply.status(201).send(await createFundInvite(deps, actorOf(request))),
    );

    app.post(
      '/fund/invites/:token/accept/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['fund'],
          summary: 'Join the fund an invite link is for',
          description:
            "The signed-in investor joins as a member and sees the fund's thesis and decks. An unknown token answers 404; a used or expired one 409, as does an investor already in a fund or owning one with members.",
          params: inviteTokenSchema,
          response: {
            200: fundMembersSchema,
            401: errorBody,
            404: errorBody,
            409: errorBody,
            503: errorBody,
          },
        },
      },
      async (request) => acceptFundInvite(deps, actorOf(request), request.params.token),
    );

    app.get(
      '/fund/members/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['fund'],
          summary: "The fund's members, owner first",
          description: 'A lone investor is a fund of one: the answer lists only them, as owner.',
          response: { 200: fundMembersSchema, 401: errorBody, 503: errorBody },
        },
      },
      async (request) => listFundMembers(deps, actorOf(request)),
    );

    app.delete(
      '/fund/members/:id/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['fund'],
          summary: 'Remove a member from the fund',
          description:
            "Owner only (403 for a member). Every session of the removed member ends at once: refresh tokens, access tokens and open deck streams. Anyone who is not a member of this fund answers 404. Answers the fund's remaining members.",
          params: fundMemberIdSchema,
          response: {
            200: fundMembersSchema,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            503: errorBody,
          },
        },
      },
      async (request) => removeFundMember(deps, actorOf(request), request.params.id),
    );
  };
