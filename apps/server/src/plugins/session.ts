import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@candlelens/contracts';
import { sessionUser } from '../auth/auth-routes.ts';
import { UserFacingError } from '../errors.ts';

export interface RequestUser {
  id: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
}

/** preHandler: loads the session's user, or answers 401 'Not authenticated'. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await sessionUser(request.server.auth, request);
  if (!user) throw new UserFacingError(401, messages.notAuthenticated);
  request.user = { id: user.id, email: user.email, name: user.name };
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new UserFacingError(401, messages.notAuthenticated);
  return request.user;
}
