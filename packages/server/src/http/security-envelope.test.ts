import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.ts';

/**
 * Security suite: whatever arrives, every answer under /swx and /backoffice/api is the contract's
 * envelope `{ code, msg, result: null }` and repeats nothing of the request. The attack found one
 * hole: a path that is not valid percent-encoding got Fastify's own 400 JSON, echoing the path.
 */

/** Text no answer may repeat: each malformed request carries it. */
const MARK = 'zzMARKzz';

interface Raw {
  status: number;
  text: string;
}

async function send(base: string, method: string, path: string, init: { body?: string; type?: string } = {}) {
  const headers: Record<string, string> = init.type ? { 'content-type': init.type } : {};
  const response = await fetch(`${base}${path}`, { method, headers, body: init.body });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** What the socket answers to bytes that are not a readable HTTP request. */
async function sendRaw(base: string, request: string): Promise<Raw> {
  const { hostname, port } = new URL(base);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), text: body };
}

/** [HTTP status, body code] if the answer is exactly an envelope with no result, else what it is. */
function envelopeOf({ status, text }: Raw): unknown {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const keys = Object.keys(body).sort().join(',');
    if (keys !== 'code,msg,result' || body.result !== null || typeof body.msg !== 'string') return text;
    return [status, body.code];
  } catch {
    return `${status} ${text}`;
  }
}

// How a request is refused does not depend on the database: one kind is enough.
describe('malformed requests to the API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite');
  });
  afterAll(async () => {
    await app.close();
  });

  it('answer a path that is not valid percent-encoding with 10088, not echoing it', async () => {
    const swx = await send(app.url, 'GET', `/swx/customer/index/getMarketInfo/%zz${MARK}`);
    const backoffice = await send(app.url, 'GET', `/backoffice/api/customers/%zz${MARK}`);
    const longParameter = await send(app.url, 'GET', `/swx/customer/index/getMarketInfo/${MARK.repeat(20)}`);
    for (const answer of [swx, backoffice]) {
      expect(envelopeOf(answer)).toEqual([200, 10088]);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    // A parameter longer than any route takes matches no route.
    expect(envelopeOf(longParameter)).toEqual([404, 404]);
    for (const answer of [swx, backoffice, longParameter]) expect(answer.text).not.toContain(MARK);
  });

  it('keep the envelope for bad bodies, wrong content types, too-large bodies and unknown routes', async () => {
    const login = '/swx/customer/login/login';
    const cases: [string, Promise<Raw>, unknown][] = [
      ['bad JSON', send(app.url, 'POST', login, { body: `{"${MARK}":`, type: 'application/json' }), [200, 10088]],
      ['empty JSON', send(app.url, 'POST', login, { body: '', type: 'application/json' }), [200, 10088]],
      [
        'prototype poisoning',
        send(app.url, 'POST', login, { body: `{"__proto__":{"${MARK}":1}}`, type: 'application/json' }),
        [200, 10088],
      ],
      ['text/plain', send(app.url, 'POST', login, { body: MARK, type: 'text/plain' }), [200, 10088]],
      ['XML', send(app.url, 'POST', login, { body: `<${MARK}/>`, type: 'application/xml' }), [200, 10088]],
      ['a made-up type', send(app.url, 'POST', login, { body: MARK, type: `${MARK}/${MARK}` }), [200, 10088]],
      [
        'form',
        send(app.url, 'POST', login, { body: `a=${MARK}`, type: 'application/x-www-form-urlencoded' }),
        [200, 10088],
      ],
      [
        'too large',
        send(app.url, 'POST', login, {
          body: JSON.stringify({ username: MARK.repeat(10_000) }),
          type: 'application/json',
        }),
        [413, 413],
      ],
      ['unknown /swx route', send(app.url, 'GET', `/swx/customer/${MARK}`), [404, 404]],
      [
        'unknown /swx POST',
        send(app.url, 'POST', `/swx/${MARK}`, { body: '{}', type: 'application/json' }),
        [404, 404],
      ],
      ['unknown method', send(app.url, 'DELETE', login), [404, 404]],
      ['unknown back-office route', send(app.url, 'GET', `/backoffice/api/${MARK}`), [404, 404]],
    ];
    for (const [name, pending, expected] of cases) {
      const answer = await pending;
      expect(envelopeOf(answer), name).toEqual(expected);
      expect(answer.text, name).not.toContain(MARK);
    }
    // A query value that is not valid percent-encoding is taken as it is, and not repeated.
    const query = await send(app.url, 'GET', `/swx/customer/login/checkUserNameOrPhone?username=%zz${MARK}`);
    expect([query.status, JSON.parse(query.text)]).toEqual([200, { code: 200, msg: 'ok', result: { exists: false } }]);
  });

  it('answer bytes the HTTP parser cannot read with the envelope too', async () => {
    const badHeader = await sendRaw(
      app.url,
      `GET /swx/customer/index/getMarketList HTTP/1.1\r\nHost: x\r\n${MARK}\r\n\r\n`,
    );
    const badLength = await sendRaw(
      app.url,
      `POST /swx/customer/login/login HTTP/1.1\r\nHost: x\r\nContent-Length: ${MARK}\r\n\r\n{}`,
    );
    for (const answer of [badHeader, badLength]) {
      expect(envelopeOf(answer)).toEqual([400, 10088]);
      expect(answer.text).not.toContain(MARK);
    }
  });
});
