import { errorBodySchema } from '@rentwise/core/errors';
import {
  acceptedInvitationSchema,
  createInvitationBodySchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  memberSchema,
  organisationListSchema,
  orgSchema,
  teamSchema,
  updateMemberBodySchema,
  updateOrgBodySchema,
} from '@rentwise/core/organisations/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner, requireUser } from '../../auth/guards';
import * as invitations from './invitations.service';
import * as team from './team.service';

/** Invitations send an email each: enough for an admin building a team, not for a script. */
export const INVITATION_CREATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** The public invitation link: the token is the credential (256 random bits); this keeps noise down. */
export const INVITATION_LINK_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * The team workspace (issue 17 items 1–2; docs/decisions/021-invitations.md): the active
 * organisation's settings, the user's organisations (the switcher), members and invitations, and
 * the invitation link. Every organisation route acts in the organisation the guard resolved from
 * X-Org-Id (a non-member organisation → 404).
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, mailer } = app.deps;
  const { db } = database;
  const deps = { db, mailer, publicUrl: config.publicUrl };
  const member = { onRequest: requireOwner() };
  const tags = ['organisations'];

  app.get(
    '/api/org',
    {
      ...member,
      schema: { ...authenticatedRouteSchema, ...permission('org.read'), tags, response: { 200: orgSchema } },
    },
    (request) => team.getOrg(db, request.actor),
  );

  app.patch(
    '/api/org',
    {
      ...member,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('org.update'),
        tags,
        body: updateOrgBodySchema,
        response: { 200: orgSchema },
      },
    },
    (request) => team.updateOrg(db, request.actor, request.body),
  );

  app.get(
    '/api/organisations',
    {
      // The account's own list: no active organisation needed (X-Org-Id is not read).
      onRequest: requireUser({ roles: ['owner'], organisation: false }),
      schema: {
        ...authenticatedRouteSchema,
        tags,
        summary: "The signed-in user's organisations (the organisation switcher)",
        response: { 200: organisationListSchema },
      },
    },
    (request) => team.listMyOrganisations(db, request.authenticated.account.userId),
  );

  app.get(
    '/api/org/members',
    {
      ...member,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('member.read'),
        tags,
        description: 'Members for every member; pending invitations only for member.manage (else empty).',
        response: { 200: teamSchema },
      },
    },
    (request) => team.getTeam(db, request.actor),
  );

  app.patch(
    '/api/org/members/:id',
    {
      ...member,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('member.manage'),
        tags,
        params: idParamsSchema,
        body: updateMemberBodySchema,
        response: { 200: memberSchema },
      },
    },
    (request) => team.updateMember(db, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/api/org/members/:id',
    {
      ...member,
      schema: {
        ...authenticatedRouteSchema,
        tags,
        description: 'member.manage, or the member themself leaving. The last admin cannot leave (409).',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await team.removeMember(db, request.actor, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/org/invitations',
    {
      ...member,
      config: { rateLimit: INVITATION_CREATE_LIMIT },
      schema: {
        ...authenticatedRouteSchema,
        ...permission('member.manage'),
        tags,
        body: createInvitationBodySchema,
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invitations.inviteMember(deps, request.actor, request.body)),
  );

  app.delete(
    '/api/org/invitations/:id',
    {
      ...member,
      schema: { ...authenticatedRouteSchema, ...permission('member.manage'), tags, params: idParamsSchema },
    },
    async (request, reply) => {
      await invitations.revokeInvitation(db, request.actor, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/invitations/:token',
    {
      config: { rateLimit: INVITATION_LINK_LIMIT },
      schema: {
        tags,
        summary: 'An invitation, opened with the link from its email (no account needed)',
        description: '404 for an unknown link; the status says pending, expired, used or revoked.',
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewSchema },
      },
    },
    (request) => invitations.previewInvitation(db, request.params.token),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      // Any signed-in account: a tenant gets a clear 409 rather than a bare 403; no active
      // organisation is needed to join one.
      onRequest: requireUser({ organisation: false }),
      config: { rateLimit: INVITATION_LINK_LIMIT },
      schema: {
        ...authenticatedRouteSchema,
        tags,
        summary: 'Accept an invitation: the signed-in account (the invited address) joins the organisation',
        params: invitationTokenParamsSchema,
        response: { 200: acceptedInvitationSchema, 410: errorBodySchema },
      },
    },
    (request) => invitations.acceptInvitation(db, request.authenticated.account, request.params.token),
  );
};
