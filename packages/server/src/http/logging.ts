import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets or one-time credentials: a hand-off token from an old
 * `/autoLogin?token=` link, the provider's `code` and `state` on `/api/loginCallback/<provider>`,
 * and anything named like a token, password, secret, signature, session, ticket or nonce.
 * Matched on the name, in any case.
 */
const SECRET_PARAMETER = /^(code|state|key|sig)$|token|secret|passw|signature|session|ticket|nonce|credential/i;

export const REDACTED = '[redacted]';

/** The URL with the value of every secret query parameter replaced; the path and the names stay. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      if (equals === -1 || !SECRET_PARAMETER.test(safeDecode(name))) return pair;
      return `${name}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Fastify's own request serializer, with the URL redacted. Headers and bodies are never logged. */
function requestValue(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** The logger options with the redacting request serializer, whatever the caller passed. */
export function loggerOptions(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const base = logger === true ? {} : logger;
  const serializers = (base as { serializers?: object }).serializers;
  return { ...base, serializers: { ...serializers, req: requestValue } };
}
