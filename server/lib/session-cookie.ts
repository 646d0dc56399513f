import { fastifyCookie, type SerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

export const SESSION_COOKIE = 'sid';

/**
 * Whether a Cookie header names the session cookie, read by the parser the cookie plugin uses (it trims
 * names, so `sid =…` is the session cookie too): whatever reads a session from `request.cookies` and
 * whatever decides a request has none must agree, or a signed-in request passes for an anonymous one.
 * Any value counts, empty or stale: the answer still depends on it (it clears the cookie).
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader?.includes(SESSION_COOKIE)) return false; // names are not decoded: a cheap first look
  return fastifyCookie.parse(cookieHeader)[SESSION_COOKIE] !== undefined;
}

/**
 * The session cookie's attributes (DESIGN.md §4), in one place for the API (setSessionCookie) and the
 * pages' actions, which build their own Set-Cookie header (sessionCookieHeader via the load context).
 */
function sessionCookieOptions(config: Config, expiresAt?: Date): SerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Whenever the shop is served over HTTPS, in any mode: a session id must never travel in clear.
    secure: config.publicUrl.startsWith('https://'),
    ...(expiresAt && {
      expires: expiresAt,
      maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
    }),
  };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, expiresAt));
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
}

/** A Set-Cookie value that starts a session, for a response React Router builds (a page action). */
export function sessionCookieHeader(config: Config, token: string, expiresAt: Date): string {
  return fastifyCookie.serialize(SESSION_COOKIE, token, sessionCookieOptions(config, expiresAt));
}

/** A Set-Cookie value that removes the session cookie (log out from a page). */
export function clearSessionCookieHeader(config: Config): string {
  return fastifyCookie.serialize(SESSION_COOKIE, '', {
    ...sessionCookieOptions(config),
    expires: new Date(0),
    maxAge: 0,
  });
}
