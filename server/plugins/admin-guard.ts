import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AuditEntity } from '../../common/admin/audit-schemas';
import { can, isStaff, type Capability } from '../../common/accounts/roles';
import { ForbiddenError } from '../errors';
import { signedOutRefusal } from './viewer';
import { auditedEntities, type Actor } from '../modules/audit/with-audit';

type AuditDeclaration = { entity: AuditEntity } | { exempt: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which part of the back office a /api/admin route belongs to (DESIGN.md §4 role table). */
    access?: Capability;
    /**
     * A writing /api/admin route: the entity its writes record in the audit trail, or why it writes
     * nothing (`exempt`, e.g. a route that only computes an answer).
     */
    audit?: AuditDeclaration;
    /** Why a route answers without a JSON response schema (a streamed file), instead of declaring one. */
    rawAnswer?: string;
  }
  interface FastifyRequest {
    /** The staff member an audited admin route writes for (with-audit.ts); only audited routes have one. */
    actor(): Actor;
    /**
     * An audited route's answer that changed nothing (POST /api/objects/upload handing out an upload URL):
     * says why, so the guard lets it answer without an audit entry.
     */
    skipAudit(reason: string): void;
  }
}

export type AdminRoute = {
  method: string;
  url: string;
  access: Capability;
  /** What a writing route audits, or why it writes nothing; null for a read. */
  audit: AuditDeclaration | null;
  /** The route's response schemas by status code; empty for a raw answer. */
  response: Record<string, unknown>;
};
export type AdminRouteList = AdminRoute[];

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What every /api/admin route must declare, checked as it is registered so that a route missing one
 * stops the start instead of shipping: its capability; a response schema for its success (so no column
 * leaks by accident, decision 014), unless it says why its answer is raw; and, when it writes, the
 * entity it audits or why it writes nothing.
 */
function checkDeclarations(route: RouteOptions, methods: string[]) {
  const name = `Admin route ${methods.join(',')} ${route.url}`;
  const { access, audit, rawAnswer } = route.config ?? {};
  if (!access) throw new Error(`${name} declares no access capability`);
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  const success = Object.keys(response).some((code) => /^2(\d\d|xx)$/.test(code));
  if (!success && !rawAnswer) throw new Error(`${name} declares no response schema for its success`);
  if (methods.some((m) => !READ_METHODS.has(m)) && !audit) {
    throw new Error(`${name} writes but declares no audit entity (config.audit)`);
  }
  return { access, response, audit: audit ?? null };
}

/**
 * The one guard of /api/admin: no session 401, a customer or the wrong role 403. Every route's
 * declarations are checked at registration (checkDeclarations). An audited route gets the staff member
 * as `request.actor()` for its service, and may not answer success unless its write reached the audit
 * trail: a service that forgot `withAudit` fails loudly instead of changing data unrecorded.
 */
export function registerAdminGuard(admin: FastifyInstance): AdminRouteList {
  const adminRoutes: AdminRouteList = [];
  const actors = new WeakMap<FastifyRequest, Actor>();
  const unaudited = new WeakMap<FastifyRequest, string>();

  admin.decorateRequest('actor', function (this: FastifyRequest) {
    const actor = actors.get(this);
    if (!actor) throw new Error(`${this.method} ${this.routeOptions.url} is not an audited admin route`);
    return actor;
  });
  admin.decorateRequest('skipAudit', function (this: FastifyRequest, reason: string) {
    unaudited.set(this, reason);
  });

  admin.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (methods.length === 0) return; // the HEAD twin of a GET route, checked with it
    const declared = checkDeclarations(route, methods);
    for (const method of methods) adminRoutes.push({ method, url: route.url, ...declared });
  });

  admin.addHook('onRequest', async (request) => {
    const viewer = await request.getViewer();
    if (!viewer) throw await signedOutRefusal(request);
    const { access, audit } = request.routeOptions.config;
    if (!isStaff(viewer) || !access || !can(viewer, access)) throw new ForbiddenError();
    if (audit && 'entity' in audit) actors.set(request, { id: viewer.id, username: viewer.username });
  });

  admin.addHook('onSend', async (request, reply) => {
    const actor = actors.get(request);
    const audit = request.routeOptions.config.audit;
    if (!actor || !audit || !('entity' in audit) || reply.statusCode >= 300 || unaudited.has(request)) return;
    if (!auditedEntities(actor).has(audit.entity)) {
      throw new Error(`${request.method} ${request.routeOptions.url} answered without an audit entry`);
    }
  });

  return adminRoutes;
}
