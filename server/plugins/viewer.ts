import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionEndReason } from '../../common/accounts/session-end';
import { SessionEndedError, UnauthorizedError } from '../errors';
import { SESSION_COOKIE } from '../lib/session-cookie';
import type { SessionUser } from '../modules/accounts/sessions.service';
import type { Services } from '../services';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, looked up once per request and only when asked for. */
    getViewer(): Promise<SessionUser | null>;
    /**
     * Why this request's session was ended by a change to its account (decision 018), or null: there is
     * a viewer, no cookie, or a session that ended otherwise (logout, expiry).
     */
    sessionEnded(): Promise<SessionEndReason | null>;
  }
}

/** The 401 for a request without a viewer: it says why when a change to the account ended its session. */
export async function signedOutRefusal(request: FastifyRequest): Promise<UnauthorizedError> {
  const ended = await request.sessionEnded();
  return ended ? new SessionEndedError(ended) : new UnauthorizedError();
}

const viewerCache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

export function registerViewer(app: FastifyInstance, services: Services) {
  app.decorateRequest('getViewer', function (this: FastifyRequest) {
    let viewer = viewerCache.get(this);
    if (!viewer) {
      viewer = services.sessions.resolveSession(this.cookies[SESSION_COOKIE]);
      viewerCache.set(this, viewer);
    }
    return viewer;
  });
  app.decorateRequest('sessionEnded', async function (this: FastifyRequest) {
    if (await this.getViewer()) return null;
    return services.sessions.sessionEndReason(this.cookies[SESSION_COOKIE]);
  });
}
