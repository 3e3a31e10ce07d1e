// The mock's tokens are real JWTs (header.payload.signature, base64url) with the contract's claims.
// The signature is a keyed hash, not HMAC: enough for a mock to tell its own tokens from forged ones.
import type { Role } from '@/lib/session';

const SECRET = 'tafseel-mock-api';
export const ACCESS_TOKEN_TTL_S = 12 * 60 * 60;

function base64url(input: string): string {
  const bytes = new TextEncoder().encode(input);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(input: string): string {
  const b64 = input.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

function keyedHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const ch of `${SECRET}.${text}`) {
    const c = ch.codePointAt(0) ?? 0;
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return base64url(`${(h2 >>> 0).toString(16)}${(h1 >>> 0).toString(16)}`);
}

export type TokenClaims = {
  sub: string;
  role: Role;
  email: string;
  firstName: string;
  iat: number;
  exp: number;
};

export function signToken(
  user: { id: string; role: Role; email: string; firstName: string },
  nowMs = Date.now(),
): string {
  const iat = Math.floor(nowMs / 1000);
  const claims: TokenClaims = {
    sub: user.id,
    role: user.role,
    email: user.email,
    firstName: user.firstName,
    iat,
    exp: iat + ACCESS_TOKEN_TTL_S,
  };
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  return `${head}.${body}.${keyedHash(`${head}.${body}`)}`;
}

export function verifyToken(token: string, nowMs = Date.now()): TokenClaims | null {
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature || keyedHash(`${head}.${body}`) !== signature) return null;
  try {
    const claims = JSON.parse(fromBase64url(body)) as TokenClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
    return claims;
  } catch {
    return null;
  }
}

export function randomToken(bytes = 24): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}
