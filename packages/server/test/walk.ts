import { BACKOFFICE_API, type ContentRecord, type ParamRecord } from '@tp/contract';
import { ensureFirstOperator } from '../src/modules/backoffice/operators.ts';
import { ADDRESSES, txHash } from '../src/modules/wallet/wallet.fixtures.ts';
import { call, type Answer, type TestApp, TEST_PASSWORDS } from './app.ts';
import {
  fundReal,
  instrumentId,
  optionBody,
  recharge,
  rechargeBody,
  REAL,
  setPrice,
  uploadProof,
  withdraw,
  withdrawalBody,
} from './money.ts';
import { accepts, endpointsOf, openApiDocument, requestOf, valueAt, type Endpoint, type Field } from './openapi.ts';
import { emailOf, newName, PASSWORD, signUp, type SignedUp } from './signin.ts';

/**
 * A walk over every operation of the OpenAPI document with real material behind it: a customer
 * with a funded real account, a deposit and a withdrawal awaiting review, a signed-in
 * administrator, and an example value for every input field, so that a request can be made
 * valid in all but the one field a suite spoils. A field that has no example here fails the walk
 * by name: a new endpoint gets its examples the day it is added.
 */
export interface Walk {
  app: TestApp;
  customer: SignedUp;
  operatorToken: string;
  endpoints: Endpoint[];
  /** A value the field's schema takes, for this endpoint; undefined for an optional field with none. */
  sample(endpoint: Endpoint, field: Field): unknown;
  /** Every field with its example, the spoiled ones replaced: a request the schemas would take but for those. */
  valuesWith(endpoint: Endpoint, spoiled: Record<string, unknown>): Record<string, unknown>;
  send(endpoint: Endpoint, values: Record<string, unknown>): Promise<Answer>;
}

export async function prepareWalk(app: TestApp): Promise<Walk> {
  const customer = await signUp(app);
  const first = await ensureFirstOperator(app.database.db, { warn() {} }, TEST_PASSWORDS);
  if (!first) throw new Error('an operator existed before the walk');
  const signedIn = await call<{ token: string }>(app.url, 'POST', `${BACKOFFICE_API}/login`, {
    body: { name: first.name, password: first.password },
  });
  const operatorToken = signedIn.result.token;
  const deposit = await recharge(app, customer, await rechargeBody(app, customer, '500'));
  await fundReal(app, customer, '100000');
  const withdrawal = await withdraw(app, customer, withdrawalBody('100'));
  if (!deposit.result || !withdrawal.result) throw new Error(`walk material: ${deposit.msg} ${withdrawal.msg}`);
  const asOperator = { token: operatorToken };
  const params = await call<ParamRecord[]>(app.url, 'GET', `${BACKOFFICE_API}/params`, asOperator);
  const contents = await call<ContentRecord[]>(app.url, 'GET', `${BACKOFFICE_API}/contents`, asOperator);
  const option = await optionBody(app);
  const proofFileId = await uploadProof(app, customer);

  const byPath: [RegExp, Record<string, unknown>][] = [
    [/\/files?\/\{id\}/, { id: proofFileId }],
    // An id of the right form that names no chat image: the calls answer the same refusal as for another's.
    [/\/chat\/attachment\/\{id\}/, { id: proofFileId }],
    [/\/nftImage\/\{id\}/, { id: proofFileId }],
    [/\/deposits\/\{id\}/, { id: deposit.result.id }],
    [/\/withdrawals\/\{id\}/, { id: withdrawal.result.id }],
    [/\/customers\/\{id\}/, { id: customer.user.id }],
    [/\/contents\/\{id\}/, { id: contents.result[0]?.id }],
    [/\/params\/\{key\}/, { key: params.result[0]?.key }],
    [/\/getParamByKey\//, { key: 'withdraw_fee_rate' }],
    [/\/login\/login$/, { username: customer.user.username }],
    [/\/login\/register$/, { username: newName(), email: emailOf(newName()) }],
    [/\/backoffice\/api\/login$/, { name: first.name, password: first.password }],
    [/\/getKValueByCodeAndDate$/, { code: 'BTCUSDT' }],
    [/Watchlist$/, { code: 'BTCUSDT' }],
    [/\/getContentsBySlug\//, { slug: 'about-us' }],
    [
      /\/backoffice\/api\/presale$/,
      {
        symbol: 'WALK',
        name: 'Walk token',
        logo: 'https://example.test/walk.png',
        price: '0.5',
        tokens: '1000',
        tokenScale: 2,
        cap: '100',
        minCommitment: '1',
        startTime: Date.now(),
        endTime: Date.now() + 3_600_000,
        distributionTime: Date.now() + 3_600_000,
        descriptionEn: 'A round the walk creates.',
      },
    ],
    [/\/buySmart$/, { productId: 1, days: 30 }],
    [/\/identification$/, { address: 'Hauptstraße 1, 10115 Berlin' }],
    [/\/user\/loan$/, { productId: 1, amount: '500', signatureFileId: proofFileId }],
    [
      /\/backoffice\/api\/loanProducts/,
      {
        days: 30,
        dailyRate: '0.0004',
        interestFreeDays: 7,
        minAmount: '100',
        maxAmount: '5000',
        verifiedMaxAmount: '50000',
        status: 'open',
      },
    ],
    [/\/backoffice\/api\/nft\/collections$/, { name: 'Walk collection' }],
    [/\/backoffice\/api\/nft\/lots$/, { name: 'Walk lot', startTime: Date.now(), endTime: Date.now() + 3_600_000 }],
    [
      /\/backoffice\/api\/notices$/,
      { audience: 'customer', userId: customer.user.id, texts: { en: { title: 'A notice', body: 'Its words.' } } },
    ],
    [
      /\/backoffice\/api\/smartProducts/,
      {
        names: { en: 'Walked product' },
        disclosures: { en: 'Paid by the platform.' },
        terms: [{ days: 30, dailyRate: '0.0002' }],
        minAmount: '100',
        maxAmount: '1000',
        earlyExitRate: '0.02',
        exitForfeitsEarnings: false,
        quota: null,
        sortOrder: 9,
      },
    ],
  ];
  const byName: Record<string, unknown> = {
    username: customer.user.username,
    email: customer.user.email,
    password: PASSWORD,
    oldPassword: PASSWORD,
    newPassword: 'another long passphrase',
    code: '123456',
    inviteCode: customer.user.inviteCode,
    token: 'a'.repeat(43),
    redirectUri: 'https://example.test/callback',
    state: 'state-of-the-sign-in',
    provider: 'google',
    name: 'walker.ops',
    coin: 'USDT',
    network: 'TRC20',
    address: ADDRESSES.TRC20,
    amount: '500',
    txHash: txHash('TRC20'),
    payoutTxHash: txHash('TRC20'),
    last6: 'a1B2c3',
    proofFileId,
    id: 1,
    ids: [1],
    instrumentId: instrumentId(app, 'BTCUSDT'),
    productId: option.productId,
    periodSeconds: option.periodSeconds,
    leverage: 10,
    lots: '0.001',
    stake: '10',
    stopLoss: null,
    takeProfit: null,
    reason: 'The transfer never arrived.',
    query: customer.user.username,
    title: 'A title',
    body: '<p>A body</p>',
    value: '0.01',
    page: '1',
    pageSize: '10',
    from: '1',
    to: '2',
    limit: '10',
    operatorId: '1',
    roundId: 1,
    descriptionEn: 'A round the walk creates.',
    lang: 'en',
    categories: ['wallet'],
    language: 'en',
    share: '0.2',
    firstName: 'Anna',
    lastName: 'Müller',
    birthdate: '1990-02-28',
    country: 'DE',
    documentNumber: 'C01X00T47',
    phone: '+49 1512 3456789',
    frontFileId: proofFileId,
    backFileId: proofFileId,
    handheldFileId: proofFileId,
    photo: 'front',
    conversationId: 1,
    since: '0',
    seq: 1,
    text: 'Hello, support.',
    clientId: 'walk-client-0001',
    rating: 5,
    comment: 'Helpful.',
    q: customer.user.username,
    creator: 'Walker',
    chain: 'Polygon',
    contractAddress: `0x${'ab'.repeat(20)}`,
    collectionId: 1,
    tokenId: '1',
    imageFileId: proofFileId,
    startPrice: '10',
    buyNowPrice: '50',
  };

  function sample(endpoint: Endpoint, field: Field): unknown {
    const holder = endpoint.fields.find((f) => f.name === field.parent);
    if (holder && field.path) return valueAt(sample(endpoint, holder), field.path);
    const fromPath = byPath.find(([pattern]) => pattern.test(endpoint.path))?.[1];
    const enumFirst = field.schema.enum?.[0] ?? field.schema.anyOf?.find((s) => s.enum)?.enum?.[0];
    const candidates = [fromPath?.[field.name], byName[field.name], enumFirst].filter((c) => c !== undefined);
    for (const candidate of candidates) {
      // Path and query parameters travel as text: the document types them as strings.
      const value = field.place === 'body' || typeof candidate !== 'number' ? candidate : String(candidate);
      if (accepts(field, value)) return value;
    }
    if (!field.required) return undefined;
    throw new Error(
      `no example for ${endpoint.method} ${endpoint.path} ${field.place} ${field.name}: add one in test/walk.ts`,
    );
  }

  function valuesWith(endpoint: Endpoint, spoiled: Record<string, unknown>): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const field of endpoint.fields) {
      const value = field.name in spoiled ? spoiled[field.name] : sample(endpoint, field);
      if (value !== undefined) values[field.name] = value;
    }
    return values;
  }

  function send(endpoint: Endpoint, values: Record<string, unknown>): Promise<Answer> {
    const request = requestOf(endpoint, values);
    const token = endpoint.path.startsWith(BACKOFFICE_API) ? operatorToken : customer.token;
    // Orders need a fresh price: without one they stop at 10015 before their amounts are looked at.
    setPrice(app, 'BTCUSDT', '104250.50');
    return call(app.url, request.method, request.path, { body: request.body, token, headers: { ...REAL } });
  }

  const endpoints = endpointsOf(await openApiDocument(app.url));
  return { app, customer, operatorToken, endpoints, sample, valuesWith, send };
}
