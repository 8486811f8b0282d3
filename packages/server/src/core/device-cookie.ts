import type { FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_DEVICE_TTL_SEC } from './rate-limits.ts';
import type { SignInClient } from './sign-in-guard.ts';

/**
 * The cookie that makes a browser a known device of the accounts that signed in on it: a random
 * id (256 bits) the server hands out at a successful sign-in. It is HttpOnly, SameSite=Strict and
 * sent only to the sign-in call's path, so scripts never read it and no other call carries it.
 */
export interface DeviceCookie {
  name: string;
  /** The sign-in call's path. */
  path: string;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The client of a sign-in request: its address (as TRUST_PROXY lets it be read) and its device id, if well formed. */
export function signInClient(request: FastifyRequest, cookie: DeviceCookie): SignInClient {
  const device = cookieValue(request.headers.cookie, cookie.name);
  return { address: request.ip, device: device !== null && DEVICE_ID.test(device) ? device : null };
}

/** Sets (or renews) the device cookie after a successful sign-in; Secure when the request came over https. */
export function keepDevice(request: FastifyRequest, reply: FastifyReply, cookie: DeviceCookie, device: string): void {
  const attributes = [`Path=${cookie.path}`, `Max-Age=${KNOWN_DEVICE_TTL_SEC}`, 'HttpOnly', 'SameSite=Strict'];
  if (request.protocol === 'https') attributes.push('Secure');
  void reply.header('set-cookie', [`${cookie.name}=${device}`, ...attributes].join('; '));
}
