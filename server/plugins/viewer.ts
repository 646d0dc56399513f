import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../lib/session-cookie';
import type { SessionUser } from '../modules/accounts/sessions.service';
import type { Services } from '../services';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, looked up once per request and only when asked for. */
    getViewer(): Promise<SessionUser | null>;
  }
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
}
