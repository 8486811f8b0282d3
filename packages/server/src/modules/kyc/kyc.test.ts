import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  BACKOFFICE_API,
  refusalReasons,
  type IdentificationStatus,
  type KycSubmissionDetail,
  type KycSubmissionPage,
  type Operator,
  type UploadResult,
} from '@tp/contract';
import { databaseKinds } from '../../../test/databases.ts';
import { call, startTestApp, type Answer, type TestApp, TEST_PASSWORDS } from '../../../test/app.ts';
import { uploadProof } from '../../../test/money.ts';
import { signUp, userInfo, USER, type SignedUp } from '../../../test/signin.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, kycFiles, kycSubmissions, notifications } from '../../db/schema.ts';
import { png } from '../wallet/wallet.fixtures.ts';
import { ensureFirstOperator } from '../backoffice/operators.ts';
import { verifiedIdentityOf } from './identity.ts';
import { DocumentSealer, photoLabel } from './sealing.ts';

const KEY = randomBytes(32);
const FORBIDDEN = [403, 'Your role may not do this.'];
const DOCUMENT_NUMBER = 'C01X00T47';

describe.each(databaseKinds)('identity verification on %s', (kind) => {
  let app: TestApp;
  let db: Db;
  const tokens = { admin: '', reviewer: '', support: '' };

  const bo = <T = unknown>(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<Answer<T>> =>
    call<T>(app.url, method, `${BACKOFFICE_API}/${path}`, { token, body });
  const status = async (who: SignedUp) =>
    (await call<IdentificationStatus>(app.url, 'GET', `${USER}/getIdentification`, { token: who.token })).result;
  const submit = (who: SignedUp, body: object) =>
    call<{ kycStatus: string } | null>(app.url, 'POST', `${USER}/identification`, { token: who.token, body });

  async function upload(who: SignedUp, bytes: Uint8Array = png()): Promise<Answer<UploadResult | null>> {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(bytes)], { type: 'image/png' }), 'photo.png');
    const response = await fetch(`${app.url}${USER}/kycUpload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.token}` },
      body: form,
    });
    return { ...((await response.json()) as Answer<UploadResult | null>), status: response.status };
  }
  const photoId = async (who: SignedUp) => (await upload(who)).result!.fileId;

  async function form(who: SignedUp, overrides: Record<string, unknown> = {}) {
    return {
      firstName: 'Anna',
      lastName: 'Müller',
      sex: 'female',
      birthdate: '1990-02-28',
      country: 'DE',
      documentType: 'id_card',
      documentNumber: DOCUMENT_NUMBER,
      phone: '+49 1512 3456789',
      address: 'Hauptstraße 1, 10115 Berlin',
      email: 'anna@example.test',
      frontFileId: await photoId(who),
      backFileId: await photoId(who),
      handheldFileId: await photoId(who),
      ...overrides,
    };
  }
  const latestOf = async (who: SignedUp) =>
    (await db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, who.user.id))).at(-1)!;
  const queued = async (who: SignedUp) =>
    (await bo<KycSubmissionPage>('GET', 'kyc?status=pending&pageSize=100', tokens.support)).result.list.find(
      (row) => row.userId === who.user.id,
    );

  beforeAll(async () => {
    app = await startTestApp(kind, {
      env: { KYC_KEY: KEY.toString('base64') },
      planAccrual: false,
      tradingEngine: false,
      optionsSettler: false,
    });
    db = app.database.db;
    const first = await ensureFirstOperator(db, { warn: () => undefined }, TEST_PASSWORDS);
    if (!first) throw new Error('no first operator');
    const login = async (name: string, password: string) =>
      (await call<{ token: string }>(app.url, 'POST', `${BACKOFFICE_API}/login`, { body: { name, password } })).result
        .token;
    tokens.admin = await login(first.name, first.password);
    for (const role of ['reviewer', 'support'] as const) {
      const made = await bo<{ operator: Operator; password: string }>('POST', 'operators', tokens.admin, {
        name: `kyc-${role}.${kind}`,
        role,
      });
      tokens[role] = await login(`kyc-${role}.${kind}`, made.result.password);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('takes a submission, refuses a second one, and lets the customer resubmit after a rejection until approved', async () => {
    const anna = await signUp(app);
    expect(await status(anna)).toEqual({ kycStatus: 'none' });
    const sent = await submit(anna, await form(anna));
    expect([sent.code, sent.msg, sent.result]).toEqual([200, '20001', { kycStatus: 'pending' }]);
    expect((await userInfo(app, anna.token)).result?.kycStatus).toBe('pending');
    expect(await status(anna)).toMatchObject({
      kycStatus: 'pending',
      photos: { front: true, back: true, handheld: true },
    });
    const again = await submit(anna, await form(anna));
    expect([again.code, again.msg]).toEqual([10019, expect.stringContaining('already under review')]);
    expect(await db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, anna.user.id))).toHaveLength(1);

    const first = (await queued(anna))!;
    const rejected = await bo<KycSubmissionDetail>('POST', `kyc/${first.id}/reject`, tokens.reviewer, {
      reason: 'The photo of the back is blurred.',
    });
    expect(rejected.result.status).toBe('rejected');
    const told = await status(anna);
    expect(told).toMatchObject({
      kycStatus: 'rejected',
      decision: 'rejected',
      reason: 'The photo of the back is blurred.',
    });
    expect(told.form).toMatchObject({ firstName: 'Anna', documentNumber: DOCUMENT_NUMBER, country: 'DE' });
    const twice = await bo('POST', `kyc/${first.id}/approve`, tokens.admin);
    expect([twice.code, twice.msg]).toEqual([10088, 'This submission was already decided.']);

    expect((await submit(anna, await form(anna))).code).toBe(200);
    const second = (await queued(anna))!;
    expect((await bo('POST', `kyc/${second.id}/resubmit`, tokens.admin, { reason: 'Hold it closer.' })).code).toBe(200);
    expect(await status(anna)).toMatchObject({
      kycStatus: 'rejected',
      decision: 'resubmit',
      reason: 'Hold it closer.',
    });

    expect((await submit(anna, await form(anna, { lastName: 'Schmidt' }))).code).toBe(200);
    const third = (await queued(anna))!;
    expect((await bo('POST', `kyc/${third.id}/approve`, tokens.reviewer)).code).toBe(200);
    expect((await userInfo(app, anna.token)).result?.kycStatus).toBe('verified');
    expect(await verifiedIdentityOf(db, anna.user.id)).toEqual({
      firstName: 'Anna',
      lastName: 'Schmidt',
      country: 'DE',
      documentType: 'id_card',
    });
    expect((await submit(anna, await form(anna))).code).toBe(10019);
    const kinds = await db
      .select({ kind: notifications.kind, payload: notifications.payload })
      .from(notifications)
      .where(eq(notifications.userId, anna.user.id));
    expect(kinds.map((row) => row.kind).filter((k) => k.startsWith('kyc'))).toEqual([
      'kyc_rejected',
      'kyc_resubmit',
      'kyc_approved',
    ]);
    const actions = await db.select().from(auditLog).where(eq(auditLog.targetKind, 'kyc_submission'));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['kyc.reject', 'kyc.resubmit', 'kyc.approve']),
    );
  });

  it('stores photos and the document number sealed, opens them for operators who may see documents, and fails closed on a wrong key', async () => {
    const ben = await signUp(app);
    const uploaded = png();
    const front = (await upload(ben, uploaded)).result!.fileId;
    const body = await form(ben, { frontFileId: front, documentType: 'passport', backFileId: undefined });
    expect((await submit(ben, body)).code).toBe(200);
    const [stored] = await db.select().from(kycFiles).where(eq(kycFiles.id, front));
    const sealed = Buffer.from(stored!.sealed);
    expect(sealed.includes(Buffer.from(uploaded.subarray(8, 40)))).toBe(false);
    expect(new DocumentSealer(KEY).open(sealed, photoLabel(front)).equals(Buffer.from(uploaded))).toBe(true);
    expect(() => new DocumentSealer(randomBytes(32)).open(sealed, photoLabel(front))).toThrow(/no valid document key/);
    expect(() => new DocumentSealer(KEY).open(sealed, photoLabel(body.handheldFileId))).toThrow(
      /no valid document key/,
    );
    expect(() => new DocumentSealer(null).seal(uploaded, 'x')).toThrow(/no valid document key/);
    const row = await latestOf(ben);
    expect(Buffer.from(row.documentNumberSealed).includes(Buffer.from(DOCUMENT_NUMBER))).toBe(false);

    const id = (await queued(ben))!.id;
    const asReviewer = await bo<KycSubmissionDetail>('GET', `kyc/${id}`, tokens.reviewer);
    expect(asReviewer.result).toMatchObject({ documentNumber: DOCUMENT_NUMBER, photos: ['front', 'handheld'] });
    const image = await fetch(`${app.url}${BACKOFFICE_API}/kyc/${id}/photos/front`, {
      headers: { authorization: `Bearer ${tokens.reviewer}` },
    });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(uploaded))).toBe(true);
    const asSupport = await bo<KycSubmissionDetail>('GET', `kyc/${id}`, tokens.support);
    expect(asSupport.result).toMatchObject({ documentNumber: null, photos: [], canSeeDocuments: false });
    const supportPhoto = await bo('GET', `kyc/${id}/photos/front`, tokens.support);
    expect([supportPhoto.code, supportPhoto.msg]).toEqual(FORBIDDEN);
    expect([(await bo('POST', `kyc/${id}/approve`, tokens.support)).code]).toEqual([403]);
    const views = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'kyc_submission'), eq(auditLog.targetId, String(id))));
    expect(views.map((v) => v.action)).toEqual(['kyc.view', 'kyc.photo']);
  });

  it("keeps one customer's photos and submission from another, and serves no photo to a customer", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const ownerForm = await form(owner);
    const stolen = await submit(other, { ...(await form(other)), frontFileId: ownerForm.frontFileId });
    expect([stolen.code, stolen.msg]).toEqual([
      10088,
      'A photo is not one you uploaded for this form; upload it again.',
    ]);
    expect(await status(other)).toEqual({ kycStatus: 'none' });
    expect((await submit(owner, ownerForm)).code).toBe(200);
    expect(await status(other)).toEqual({ kycStatus: 'none' });
    const served = await call(app.url, 'GET', `${USER}/file/${ownerForm.frontFileId}`, { token: owner.token });
    expect(served.code).toBe(10088);
  });

  it('decides a submission once when two operators decide it at the same moment', async () => {
    const dana = await signUp(app);
    expect((await submit(dana, await form(dana))).code).toBe(200);
    const id = (await queued(dana))!.id;
    const [approved, rejected] = await Promise.all([
      bo('POST', `kyc/${id}/approve`, tokens.admin),
      bo('POST', `kyc/${id}/reject`, tokens.reviewer, { reason: 'The name does not match.' }),
    ]);
    expect([approved.code, rejected.code].sort((x, y) => x - y)).toEqual([200, 10088]);
    const won = approved.code === 200 ? 'verified' : 'rejected';
    expect((await userInfo(app, dana.token)).result?.kycStatus).toBe(won);
    const decisions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'kyc_submission'), eq(auditLog.targetId, String(id))));
    expect(decisions.filter((row) => row.action !== 'kyc.view')).toHaveLength(1);
    const told = await db.select().from(notifications).where(eq(notifications.userId, dana.user.id));
    expect(told.filter((row) => row.kind.startsWith('kyc'))).toHaveLength(1);
  });

  it('refuses bad input with a coded sentence and changes nothing', async () => {
    const cleo = await signUp(app);
    const today = new Date();
    const inYears = (years: number) =>
      new Date(Date.UTC(today.getUTCFullYear() + years, today.getUTCMonth(), today.getUTCDate()))
        .toISOString()
        .slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ birthdate: inYears(1) }, 'The birthdate is in the future.'],
      [{ birthdate: inYears(-17) }, 'You must be at least 18 years old to verify your identity.'],
      [{ birthdate: '1990-02-30' }, 'The birthdate must be a real date written YYYY-MM-DD, after 1900.'],
      [{ country: 'XX' }, 'The country must be an ISO 3166-1 alpha-2 code in capitals, like DE.'],
      [{ documentType: 'library_card' }, 'Operation failed: the parameters are incorrect.'],
      [{ backFileId: undefined }, 'Upload the photo of the back of the document.'],
      [
        { documentType: 'passport' },
        'A passport has no back: send only the front and the photo of yourself holding it.',
      ],
      [{ phone: '+1 5551234' }, 'Operation failed: the parameters are incorrect.'],
      [
        { frontFileId: await uploadProof(app, cleo) },
        'A photo is not one you uploaded for this form; upload it again.',
      ],
    ];
    for (const [override, message] of cases) {
      const answer = await submit(cleo, await form(cleo, override));
      expect([answer.code, answer.msg, answer.result]).toEqual([10088, message, null]);
    }
    const text = await upload(cleo, new TextEncoder().encode('not an image at all'));
    expect([text.code, text.msg]).toEqual([10088, 'The image format is wrong: JPG, JPEG 2000 or PNG.']);
    expect(await status(cleo)).toEqual({ kycStatus: 'none' });
    expect(await db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, cleo.user.id))).toEqual([]);
  });

  it('refuses a name the loan agreement cannot print, with its code and sentence, and writes nothing', async () => {
    const somchai = await signUp(app);
    const thaiFirst = await form(somchai, { firstName: 'สมชาย' });
    const first = await submit(somchai, thaiFirst);
    expect([first.code, first.msg, first.result]).toEqual([10088, refusalReasons.firstNameUnprintable, null]);
    const last = await submit(somchai, await form(somchai, { lastName: 'ใจดี' }));
    expect([last.code, last.msg, last.result]).toEqual([10088, refusalReasons.lastNameUnprintable, null]);
    expect(await status(somchai)).toEqual({ kycStatus: 'none' });
    expect(await db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, somchai.user.id))).toEqual([]);
    const photo = await db.select().from(kycFiles).where(eq(kycFiles.id, thaiFirst.frontFileId));
    expect(photo.map((row) => row.submissionId)).toEqual([null]);

    const written = await signUp(app);
    const sent = await submit(written, await form(written, { firstName: 'محمد', lastName: '陳 김민준' }));
    expect([sent.code, sent.result]).toEqual([200, { kycStatus: 'pending' }]);
  });
});
