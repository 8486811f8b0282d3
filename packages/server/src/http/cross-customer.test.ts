import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationRecord } from '@tp/contract';
import { call, startTestApp, type TestApp } from '../../test/app.ts';
import { databaseKinds } from '../../test/databases.ts';
import {
  buyOption,
  DEMO,
  fundReal,
  openBody,
  openPosition,
  optionBody,
  ORDER,
  REAL,
  recharge,
  rechargeBody,
  setPrice,
  uploadProof,
  withdraw,
  withdrawalBody,
  type Book,
} from '../../test/money.ts';
import { signUp, USER, type SignedUp } from '../../test/signin.ts';
import { deciders, disbursedLoan } from '../modules/loans/loans.fixtures.ts';

/**
 * The security suite's cross-customer walk. Every id the customer API takes (in a path, a query or
 * a JSON body) is found in the OpenAPI document the running server publishes, so an endpoint is
 * covered the day it is added: customer B naming customer A's object must get exactly the answer
 * of an object that does not exist (the contract's refusal, never A's data, nothing that tells
 * A's object exists), in either book, and A's object must be as it was. The same call with B's own
 * object must succeed, which shows the call was well formed and reached the owner check.
 *
 * What the walk does not probe is listed below with the reason; an id it cannot place (a new kind
 * of object, or a call it cannot make from the document) fails the suite until it is listed.
 */

// -------------------------------------------------------------------------------------------
// The document

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Schema {
  type?: string;
  format?: string;
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/** One id a call takes: where it goes, and its shape. */
interface Slot {
  /** "METHOD /path/{param}", as the document writes it. */
  route: string;
  method: 'GET' | 'POST';
  path: string;
  where: 'path' | 'query' | 'body';
  name: string;
  /** An array of ids (readNotifications' `ids`). */
  many: boolean;
  uuid: boolean;
  /** Behind the customer's session. */
  secured: boolean;
  operation: Operation;
}

const ID_NAME = /^ids?$|[a-z](Id|Ids)$/;
/** Operators' calls: their roles are the back office's own suite (access.test.ts). */
const OPERATOR_API = /^\/backoffice\//;

function jsonBody(operation: Operation): Schema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

function slotsOf(openapi: OpenApi): Slot[] {
  const slots: Slot[] = [];
  for (const [path, methods] of Object.entries(openapi.paths)) {
    if (OPERATOR_API.test(path) || !/^\/(swx|api)\//.test(path)) continue;
    for (const [verb, operation] of Object.entries(methods)) {
      const method = verb.toUpperCase() as Slot['method'];
      const base = { route: `${method} ${path}`, method, path, secured: Boolean(operation.security), operation };
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'header' || !ID_NAME.test(parameter.name)) continue;
        const uuid = parameter.schema?.format === 'uuid';
        slots.push({ ...base, where: parameter.in, name: parameter.name, many: false, uuid });
      }
      for (const [name, schema] of Object.entries(jsonBody(operation)?.properties ?? {})) {
        if (!ID_NAME.test(name)) continue;
        const many = schema.type === 'array';
        const uuid = (many ? schema.items?.format : schema.format) === 'uuid';
        slots.push({ ...base, where: 'body', name, many, uuid });
      }
    }
  }
  return slots;
}

const labelOf = (slot: Slot) => `${slot.route} ${slot.where}:${slot.name}`;

// -------------------------------------------------------------------------------------------
// What the walk does not probe, and why

/** Ids of the public catalogues, the same for every customer: nobody owns them. */
const CATALOGUE_IDS: Record<string, string> = {
  instrumentId: 'an instrument of the public market list',
  productId: 'an options product of the public product list',
  roundId: "a presale round of the public list (a commitment is always the caller's own: presale.test.ts)",
};

/** Ids taken by calls without a session: they show published data, which no customer owns. */
const PUBLIC_IDS: Record<string, string> = {
  'GET /swx/customer/index/getContentsById/{id} path:id': 'published content, the same for everyone',
  'GET /swx/customer/index/getMarketInfo/{id} path:id': 'an instrument of the public market list',
  'GET /swx/customer/index/getPresale/{id} path:id': 'a presale round of the public list',
  ...Object.fromEntries(
    [
      'POST /swx/customer/chat/close body:conversationId',
      'POST /swx/customer/chat/read body:conversationId',
      'POST /swx/customer/chat/rate body:conversationId',
      'GET /swx/customer/chat/messages query:conversationId',
      'POST /swx/customer/chat/send body:conversationId',
      'POST /swx/customer/chat/send body:clientId',
      'GET /swx/customer/chat/attachment/{id} path:id',
      'POST /swx/customer/chat/upload/{conversationId} path:conversationId',
    ].map((label) => [
      label,
      // Visitors chat too, so these calls take a session or a visitor token rather than require a session.
      "the support chat's: its caller is a session or a visitor's token, and modules/chat/chat.test.ts probes " +
        "another customer's and another visitor's reach",
    ]),
  ),
  'GET /swx/customer/index/getNft/{id} path:id': 'an NFT of the public market',
  'GET /swx/customer/index/nftImage/{id} path:id': "an NFT's picture on the public market",
};

/**
 * Customer calls taking an id the walk cannot make (label → why), probed by their own suites
 * instead (the NFT market's lots are public, owned by no customer); every other customer call is
 * made, BODIES filling what the document cannot.
 */
const KYC_PROBED =
  "identity photos: a customer's own call succeeds once (then it is under review), so kyc.test.ts probes another's photo ids";
const UNPROBED: Record<string, string> = {
  'POST /swx/customer/user/identification body:frontFileId': KYC_PROBED,
  'POST /swx/customer/user/identification body:backFileId': KYC_PROBED,
  'POST /swx/customer/user/identification body:handheldFileId': KYC_PROBED,
  'POST /swx/customer/user/loan body:signatureFileId':
    "a signature must be a drawn PNG with ink, which the walk's proof image is not: loans.test.ts signs with another customer's file",
  'POST /swx/customer/user/placeBid body:id':
    "an NFT of the public market, which no customer owns (one's bids and their holds stay one's own: nfts.test.ts)",
  'POST /swx/customer/user/buyNft body:id': 'an NFT of the public market, which no customer owns (nfts.test.ts)',
};

// -------------------------------------------------------------------------------------------
// The documents (routes do not depend on the database: one kind is enough to read them)

const documentApp = await startTestApp('pglite');
const openapi = (await (await fetch(`${documentApp.url}/docs/json`)).json()) as OpenApi;
await documentApp.close();
const slots = slotsOf(openapi);
const customerSlots = slots.filter((slot) => slot.secured && !(slot.name in CATALOGUE_IDS) && !UNPROBED[labelOf(slot)]);

/** Ids every version of the API has: the walk finding none of them would mean it reads nothing. */
const KNOWN = [
  'GET /swx/customer/order/getPositionById/{id} path:id',
  'GET /swx/customer/order/getOptionsOrderById/{id} path:id',
  'GET /swx/customer/user/file/{id} path:id',
  'POST /swx/customer/order/closePosition body:id',
  'POST /swx/customer/order/updatePositionStops body:id',
  'POST /swx/customer/user/readNotifications body:ids',
  'POST /swx/customer/user/recharge body:proofFileId',
];

describe('the cross-customer walk of the OpenAPI document', () => {
  it('places every id the customer API takes: probed, catalogue, public or listed as unprobed', () => {
    const labels = slots.map(labelOf);
    expect(labels).toEqual(expect.arrayContaining(KNOWN));
    const unlisted = slots.filter(
      (slot) => !slot.secured && !(slot.name in CATALOGUE_IDS) && !PUBLIC_IDS[labelOf(slot)],
    );
    expect(unlisted.map(labelOf), 'public calls taking an id: list them in PUBLIC_IDS with the reason').toEqual([]);
    expect(
      [...Object.keys(PUBLIC_IDS), ...Object.keys(UNPROBED)].filter((label) => !labels.includes(label)),
      'stale PUBLIC_IDS or UNPROBED',
    ).toEqual([]);
    const names = new Set(slots.map((slot) => slot.name));
    expect(
      Object.keys(CATALOGUE_IDS).filter((name) => !names.has(name)),
      'stale CATALOGUE_IDS',
    ).toEqual([]);
  });
});

// -------------------------------------------------------------------------------------------
// The suite

describe.each(databaseKinds)('another customer’s objects on %s', (kind) => {
  let app: TestApp;
  let a: SignedUp;
  let b: SignedUp;

  /** The customer's objects of each kind, made through the API, and what their owner sees of them. */
  interface Kind {
    /** Which calls name this kind: matched against the id's name, or the route for a bare `id`. */
    pattern: RegExp;
    /** The book the objects are made in (and the owner's calls go to). */
    book: Book;
    make: (who: SignedUp) => Promise<string | number>;
    seen: (who: SignedUp, id: string | number) => Promise<unknown>;
  }

  async function result<T>(who: SignedUp, method: 'GET' | 'POST', path: string, book: Book, body?: object) {
    const answer = await call<T>(app.url, method, path, { token: who.token, headers: book, body });
    if (answer.code !== 200) throw new Error(`${method} ${path}: ${answer.code} ${answer.msg}`);
    return answer.result;
  }
  const made = (answer: { code: number; msg: string; result: { id: number } | null }): number => {
    if (answer.code !== 200 || !answer.result) throw new Error(`${answer.code} ${answer.msg}`);
    return answer.result.id;
  };
  async function listed<T extends { id: number }>(who: SignedUp, path: string, id: string | number) {
    const page = await result<{ list: T[] }>(who, 'GET', `${USER}/${path}?pageSize=100`, REAL);
    return page.list.find((item) => item.id === id);
  }

  let operatorToken = '';
  const KINDS: Record<string, Kind> = {
    position: {
      pattern: /position/i,
      book: DEMO,
      make: async (who) => made(await openPosition(app, who, openBody(app), DEMO)),
      seen: async (who, id) => {
        const position = await result<Record<string, unknown>>(who, 'GET', `${ORDER}/getPositionById/${id}`, DEMO);
        return [position.status, position.stopLoss, position.takeProfit, position.closedAt];
      },
    },
    optionsOrder: {
      pattern: /option/i,
      book: DEMO,
      make: async (who) => made(await buyOption(app, who, await optionBody(app), DEMO)),
      seen: async (who, id) =>
        (await result<{ status: string }>(who, 'GET', `${ORDER}/getOptionsOrderById/${id}`, DEMO)).status,
    },
    file: {
      pattern: /file/i,
      book: REAL,
      make: (who) => uploadProof(app, who),
      seen: async (who, id) => {
        const response = await fetch(`${app.url}${USER}/file/${id}`, {
          headers: { authorization: `Bearer ${who.token}` },
        });
        return [
          response.status,
          createHash('sha256')
            .update(Buffer.from(await response.arrayBuffer()))
            .digest('hex'),
        ];
      },
    },
    notification: {
      pattern: /notification/i,
      book: REAL,
      make: async (who) => {
        await recharge(app, who, await rechargeBody(app, who, '150'));
        const page = await result<{ list: NotificationRecord[] }>(who, 'GET', `${USER}/listNotifications`, REAL);
        return page.list[0]!.id;
      },
      seen: async (who, id) => (await listed<NotificationRecord>(who, 'listNotifications', id))?.readAt,
    },
    deposit: {
      pattern: /deposit|recharge/i,
      book: REAL,
      make: async (who) => made(await recharge(app, who, await rechargeBody(app, who, '150'))),
      seen: async (who, id) => (await listed<{ id: number; status: string }>(who, 'listRecharge', id))?.status,
    },
    smartPlan: {
      pattern: /smart/i,
      book: REAL,
      make: async (who) => {
        await fundReal(app, who, '200');
        const products = (
          await call<{ id: number; terms: { days: number }[] }[]>(
            app.url,
            'GET',
            '/swx/customer/index/listSmartProducts',
          )
        ).result;
        const product = products[0]!;
        return made(
          await call(app.url, 'POST', `${ORDER}/buySmart`, {
            token: who.token,
            headers: REAL,
            body: { productId: product.id, days: product.terms[0]!.days, amount: '100' },
          }),
        );
      },
      seen: async (who, id) => {
        const page = await result<{ list: { id: number; status: string; earned: string }[] }>(
          who,
          'GET',
          `${ORDER}/listSmartOrder`,
          REAL,
        );
        const plan = page.list.find((item) => item.id === id);
        return [plan?.status, plan?.earned];
      },
    },
    loan: {
      pattern: /loan/i,
      book: REAL,
      make: async (who) => {
        operatorToken ||= (await deciders(app))[0];
        return disbursedLoan(app, who, operatorToken);
      },
      seen: async (who, id) => {
        const loan = await listed<{ id: number; status: string; collected: string }>(who, 'listLoanRecord', id);
        return [loan?.status, loan?.collected];
      },
    },
    withdrawal: {
      pattern: /withdr/i,
      book: REAL,
      make: async (who) => {
        await fundReal(app, who, '200');
        return made(await withdraw(app, who, withdrawalBody('100')));
      },
      seen: async (who, id) => (await listed<{ id: number; status: string }>(who, 'listWithdrwal', id))?.status,
    },
  };

  /** The kind of object a slot names: from the id's own name, or the route's last words for `id`. */
  function kindOf(slot: Slot): string | undefined {
    const words = /^ids?$/.test(slot.name) ? slot.path.replace(/^\/swx\/customer\/\w+\//, '') : slot.name;
    const matching = Object.keys(KINDS).filter((name) => KINDS[name]!.pattern.test(words));
    return matching.length === 1 ? matching[0] : undefined;
  }

  /**
   * Calls whose body the document alone cannot fill (values the server checks beyond their
   * shape): the rest of a valid request, the probed id put in by the walk.
   */
  const BODIES: Record<string, (who: SignedUp) => Promise<Record<string, unknown>>> = {
    // A transfer hash, an amount above the minimum and a proof: one fresh, valid claim each time.
    'POST /swx/customer/user/recharge': (who) => rechargeBody(app, who, '150'),
  };

  /** The rest of a body from its schema: nullable fields null; anything else needs BODIES. */
  async function bodyOf(slot: Slot, who: SignedUp): Promise<Record<string, unknown>> {
    const template = BODIES[slot.route];
    if (template) return template(who);
    const schema = jsonBody(slot.operation) ?? {};
    const body: Record<string, unknown> = {};
    for (const name of schema.required ?? []) {
      if (name === slot.name) continue;
      if (!schema.properties?.[name]?.nullable)
        throw new Error(`${labelOf(slot)}: no value for ${name}; add it to BODIES`);
      body[name] = null;
    }
    return body;
  }

  interface Sent {
    status: number;
    text: string;
  }

  /** The slot's call by `who` on `book`, naming `id`. */
  async function send(slot: Slot, who: SignedUp, book: Book, id: string | number): Promise<Sent> {
    const others = (slot.operation.parameters ?? []).filter(
      (p) => p.in !== 'header' && p.required && !(p.in === slot.where && p.name === slot.name),
    );
    if (others.length > 0) throw new Error(`${labelOf(slot)}: cannot fill ${others.map((p) => p.name).join()}`);
    let url = slot.path;
    if (slot.where === 'path') url = url.replace(`{${slot.name}}`, String(id));
    if (slot.where === 'query') url = `${url}?${slot.name}=${encodeURIComponent(String(id))}`;
    const headers: Record<string, string> = { ...book, authorization: `Bearer ${who.token}` };
    let body: string | undefined;
    if (slot.where === 'body' || jsonBody(slot.operation)) {
      const fields = await bodyOf(slot, who);
      if (slot.where === 'body') fields[slot.name] = slot.many ? [id] : id;
      body = JSON.stringify(fields);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${app.url}${url}`, { method: slot.method, headers, body });
    const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
    return { status: response.status, text };
  }

  /** The answer with the id it named blanked out, should a message repeat it. */
  function blanked(sent: Sent, id: string | number): Sent {
    const named = new RegExp(`(?<![\\w-])${String(id).replace(/[^\w-]/g, '')}(?![\\w-])`, 'g');
    return { status: sent.status, text: sent.text.replace(named, '<id>') };
  }

  /** The contract's envelope of an answer; anything else (a file, a page) fails the suite. */
  function envelopeOf(sent: Sent): { code: number; result: unknown } {
    try {
      return JSON.parse(sent.text) as { code: number; result: unknown };
    } catch {
      throw new Error(`not the envelope (HTTP ${sent.status}): ${sent.text.slice(0, 80)}`);
    }
  }

  /** An id nobody has, of the slot's shape. */
  const unknownId = (slot: Slot): string | number => (slot.uuid ? '00000000-0000-4000-8000-000000000000' : 999_999_999);

  const owned = new Map<string, string | number>();

  beforeAll(async () => {
    app = await startTestApp(kind, { tradingEngine: false, optionsSettler: false });
    a = await signUp(app);
    b = await signUp(app);
    await fundReal(app, a, '1000');
    setPrice(app, 'BTCUSDT', '60000.00');
    for (const [name, objects] of Object.entries(KINDS)) owned.set(name, await objects.make(a));
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    setPrice(app, 'BTCUSDT', '60000.00');
  });

  it('knows the kind of object each id names', () => {
    const unplaced = customerSlots.filter((slot) => kindOf(slot) === undefined).map(labelOf);
    expect(unplaced, 'ids of a new kind of object: add the kind to KINDS').toEqual([]);
  });

  it.each(customerSlots.map((slot) => [labelOf(slot), slot] as const))(
    '%s: answers another customer’s object as an unknown one',
    async (_label, slot) => {
      const name = kindOf(slot);
      if (name === undefined) throw new Error(`${labelOf(slot)}: no kind (see the test above)`);
      const objects = KINDS[name]!;
      const theirs = owned.get(name)!;
      const before = await objects.seen(a, theirs);
      for (const book of [DEMO, REAL]) {
        const foreign = await send(slot, b, book, theirs);
        const unknown = await send(slot, b, book, unknownId(slot));
        expect(blanked(foreign, theirs), `${book.virtually}: A's object answers as an unknown one`).toEqual(
          blanked(unknown, unknownId(slot)),
        );
        const answer = envelopeOf(foreign);
        expect(answer.code === 200 && answer.result !== null, 'no data about an object B does not own').toBe(false);
      }
      expect(await objects.seen(a, theirs), "A's object is as it was").toEqual(before);
      // The same call with B's own object goes through: the refusal above was the owner check.
      const own = await send(slot, b, objects.book, await objects.make(b));
      expect(own.status, own.text.slice(0, 200)).toBe(200);
      if (own.text.startsWith('{')) expect((JSON.parse(own.text) as { code: number }).code, own.text).toBe(200);
    },
  );
});
