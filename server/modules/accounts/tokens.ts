import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: used for session ids and mailed tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as SHA-256 hashes: a leaked table gives no usable session or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
