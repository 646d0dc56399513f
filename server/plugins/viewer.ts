import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { SessionUser } from '../modules/accounts/sessions.service';
import type { Services } from '../services';

export const SESSION_COOKIE = 'sid';

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
      viewer = services.sessions.resolve(this.cookies[SESSION_COOKIE]);
      viewerCache.set(this, viewer);
    }
    return viewer;
  });
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production' && config.publicUrl.startsWith('https://'),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production' && config.publicUrl.startsWith('https://'),
  });
}
