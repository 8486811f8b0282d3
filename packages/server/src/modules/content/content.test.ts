import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ContentDetail, ContentItem } from '@tp/contract';
import { databaseKinds } from '../../../test/databases.ts';
import { call, startTestApp, type TestApp } from '../../../test/app.ts';
import { contents, params } from '../../db/schema.ts';
import { seedContents } from './seed-data.ts';
import { seedContentAndParams } from './service.ts';

const INDEX = '/swx/customer/index';

describe.each(databaseKinds)('content and parameters on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the three footer lists in Chinese for 1 and in English for 2, in order', async () => {
    const zh = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/1`);
    const en = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/2`);
    expect(new Set(en.result.map((c) => c.type))).toEqual(new Set([1, 2, 3]));
    expect(en.result.filter((c) => c.type === 1).map((c) => c.title)).toEqual([
      'About Us',
      'Online Support',
      'Careers',
      'Contact',
    ]);
    expect(zh.result.find((c) => c.slug === 'about-us')?.title).toBe('关于我们');
    expect(zh.result.map((c) => c.slug)).toEqual(en.result.map((c) => c.slug));
  });

  it('accepts a language code and maps zh and hk to the Chinese list, the others to English', async () => {
    const hk = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/hk`);
    const de = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/de`);
    expect(hk.result[0]?.title).toBe('关于我们');
    expect(de.result[0]?.title).toBe('About Us');
  });

  it('lists help pages, FAQ and notices by type', async () => {
    const faq = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/2?type=5`);
    const notices = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/2?type=6`);
    expect(faq.result.length).toBeGreaterThanOrEqual(10);
    expect(faq.result.every((c) => c.type === 5)).toBe(true);
    expect(notices.result.length).toBe(seedContents.filter((c) => c.type === 6 && c.langGroup === 2).length);
  });

  it('returns a content page by id and by slug, with its HTML', async () => {
    const list = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/2`);
    const about = list.result.find((c) => c.slug === 'about-us')!;
    const byId = await call<ContentDetail>(app.url, 'GET', `${INDEX}/getContentsById/${about.id}`);
    const bySlug = await call<ContentDetail>(app.url, 'GET', `${INDEX}/getContentsBySlug/en/introduction`);
    expect(byId.result).toMatchObject({ id: about.id, title: 'About Us', type: 1 });
    expect(byId.result.content).toContain('<h2>');
    expect(bySlug.result.type).toBe(4);
  });

  it('strips scripts, handlers and foreign links from stored HTML before it leaves the server', async () => {
    const [row] = await app.database.db
      .insert(contents)
      .values({
        langGroup: 2,
        type: 2,
        slug: 'tampered',
        title: 'Tampered',
        body: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <img src=x onerror=alert(3)></p>',
      })
      .returning({ id: contents.id });
    const answer = await call<ContentDetail>(app.url, 'GET', `${INDEX}/getContentsById/${row!.id}`);
    expect(answer.result.content).toBe('<p>Hi <a>x</a> </p>');
  });

  it('answers unknown content and bad ids with 10088', async () => {
    for (const path of [
      'getContentsById/999999',
      'getContentsById/abc',
      'getContentsById/-1',
      'getContentsBySlug/en/nothing-here',
    ]) {
      const answer = await call(app.url, 'GET', `${INDEX}/${path}`);
      expect([answer.code, answer.result]).toEqual([10088, null]);
    }
    expect((await call(app.url, 'GET', `${INDEX}/listContents/xx`)).code).toBe(10088);
    expect((await call(app.url, 'GET', `${INDEX}/listContents/2?type=9`)).code).toBe(10088);
  });

  it('reads public parameters and refuses private or unknown ones with 10018', async () => {
    await app.database.db.insert(params).values({ key: 'houseSecret', value: 'hidden', isPublic: false });
    const fee = await call(app.url, 'GET', `${INDEX}/getParamByKey/withdrawFeeRate`);
    const hidden = await call(app.url, 'GET', `${INDEX}/getParamByKey/houseSecret`);
    const unknown = await call(app.url, 'GET', `${INDEX}/getParamByKey/noSuchKey`);
    expect(fee.result).toEqual({ key: 'withdrawFeeRate', value: '0.5' });
    expect([hidden.code, hidden.result]).toEqual([10018, null]);
    expect(unknown.code).toBe(10018);
  });

  it('seeds once: a second start keeps content and any parameter an operator changed', async () => {
    await app.database.db.update(params).set({ value: '0.8' }).where(eq(params.key, 'withdrawFeeRate'));
    const again = await seedContentAndParams(app.database.db);
    expect(again.contents).toBe(0);
    const fee = await call(app.url, 'GET', `${INDEX}/getParamByKey/withdrawFeeRate`);
    expect(fee.result).toEqual({ key: 'withdrawFeeRate', value: '0.8' });
  });
});
