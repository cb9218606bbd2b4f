import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenSchema,
  acknowledgedSchema,
  deletedSchema,
  emailParamsSchema,
  emailQuerySchema,
  idParamsSchema,
  isAdminSchema,
  isBuyerSchema,
  isSellerSchema,
  pageQuerySchema,
  saveUserSchema,
  userListItemSchema,
  userListQuerySchema,
  verificationSchema,
} from '@second-shelf/shared';
import type { AccessTokens } from '../../auth/access-token.js';
import { assertOwnEmail, viewerOf } from '../../auth/access.js';
import type { Sessions } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { sendPage } from '../../lib/pagination.js';
import { deleteAccount } from '../../use-cases/delete-account.js';
import { createUsersRepository, type RoleFlags } from './repository.js';

export const usersRoutes: FastifyPluginAsyncZod<{
  db: Db;
  accessTokens: AccessTokens;
  sessions: Sessions;
}> = async (app, { db, accessTokens, sessions }) => {
  const users = createUsersRepository(db);

  const roleLookups = [
    ['admin', 'isAdmin', isAdminSchema],
    ['buyer', 'isBuyer', isBuyerSchema],
    ['seller', 'isSeller', isSellerSchema],
  ] as const;
  for (const [role, flag, response] of roleLookups) {
    app.get(
      `/api/users/${role}/:email`,
      {
        config: { access: 'signed-in', errors: ['NOT_YOUR_ACCOUNT'] },
        schema: {
          summary: `Whether the user with this email is a ${role} (that user or an admin)`,
          params: emailParamsSchema,
          response: { 200: response },
        },
      },
      async (request) => {
        assertOwnEmail(request, request.params.email, { adminMayRead: true });
        const flags: RoleFlags = await users.roleFlags(request.params.email);
        return { [flag]: flags[flag] } as Record<typeof flag, boolean>;
      },
    );
  }

  app.get(
    '/api/allbuyers',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Users, newest first; `role` narrows to buyers or sellers; paginated',
        querystring: pageQuerySchema.extend(userListQuerySchema.shape),
        response: { 200: z.array(userListItemSchema) },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, (page) => users.list({ role: request.query.role, ...page })),
  );

  app.delete(
    '/api/users/:id',
    {
      config: { errors: ['CANNOT_DELETE_SELF', 'USER_NOT_FOUND'], access: 'admin' },
      schema: {
        summary: 'Deletes a user, ends their sessions and removes their listings',
        params: idParamsSchema,
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      if (request.params.id === viewerOf(request).id) throw new AppError('CANNOT_DELETE_SELF');
      const deletedCount = await deleteAccount(db, request.params.id, viewerOf(request).id);
      sessions.forgetUser(request.params.id);
      if (deletedCount === 0) throw new AppError('USER_NOT_FOUND');
      return { acknowledged: true, deletedCount };
    },
  );

  // VERIFY on All Sellers, and taking it back: the blue tick beside the seller's name everywhere.
  for (const [method, verified] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/sellers/:id/verification',
      config: { errors: ['NOT_A_SELLER', 'USER_NOT_FOUND'], access: 'admin' },
      schema: {
        summary: verified
          ? 'Verifies a seller: a blue tick beside their name on their books and profile (idempotent)'
          : "Takes a seller's verification back (idempotent)",
        params: idParamsSchema,
        response: { 200: verificationSchema },
      },
      handler: async (request) => {
        const outcome = await users.setVerified(request.params.id, verified);
        if (outcome === 'not-found') throw new AppError('USER_NOT_FOUND');
        if (outcome === 'not-a-seller') throw new AppError('NOT_A_SELLER');
        return { _id: request.params.id, verified };
      },
    });
  }

  app.post(
    '/api/users',
    {
      config: {
        errors: ['ADMIN_NOT_ASSIGNABLE', 'NOT_YOUR_ACCOUNT', 'ROLE_CHANGE_NOT_ALLOWED'],
        access: 'signed-in',
      },
      schema: {
        summary: "Saves the signed-in user's profile (idempotent)",
        body: saveUserSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      const { name, email, role } = request.body;
      const viewer = assertOwnEmail(request, email);
      if (role === 'admin') throw new AppError('ADMIN_NOT_ASSIGNABLE');
      if (role !== viewer.role) throw new AppError('ROLE_CHANGE_NOT_ALLOWED');
      if (name !== viewer.name) {
        await users.updateName(viewer.id, name);
        sessions.forgetUser(viewer.id);
      }
      return { acknowledged: true };
    },
  );

  app.get(
    '/api/jwt',
    {
      config: { errors: ['NOT_YOUR_ACCOUNT'], access: 'signed-in' },
      schema: {
        summary: 'A short-lived bearer access token for the signed-in owner of `email`',
        querystring: emailQuerySchema,
        response: { 200: accessTokenSchema },
      },
    },
    async (request, reply) => {
      const viewer = assertOwnEmail(request, request.query.email);
      reply.header('cache-control', 'no-store');
      const accessToken = await accessTokens.sign({ userId: viewer.id, sessionId: viewer.sessionId });
      return { accessToken };
    },
  );
};
