import type { FastifyRequest } from 'fastify';
import { currentUser } from '../plugins/auth';
import type { AdminActor } from '../services/activity/record';

/** The signed-in admin as the activity trail records them: account, address, and where the request came from (behind the proxies app.ts trusts). */
export function actorOf(request: FastifyRequest): AdminActor {
  const user = currentUser(request);
  return { userId: user.id, email: user.email, ip: request.ip };
}
