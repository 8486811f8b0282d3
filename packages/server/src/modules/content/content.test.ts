import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ContentDetail, ContentItem } from '@tp/contract';
import { databaseKinds } from '../../../test/databases.ts';
import { call, startTestApp, type TestApp } from '../../../test/app.ts';
import { contents, params } from '../../db/schema.ts';
import { seedItems } from './seed-data.ts';
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

  it('serves each item in the language a request names: every footer item, About, the FAQ and notices', async () => {
    const about: Record<string, string> = {
      ar: 'من نحن',
      de: 'Über uns',
      en: 'About Us',
      es: 'Sobre nosotros',
      fr: 'À propos de nous',
      hk: '關於我們',
      it: 'Chi siamo',
      ja: '会社概要',
      ko: '회사 소개',
      zh: '关于我们',
    };
    const english = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/en`);
    for (const [language, title] of Object.entries(about)) {
      const footer = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/${language}`);
      expect(
        footer.result.map((c) => c.slug),
        language,
      ).toEqual(english.result.map((c) => c.slug));
      expect(footer.result.find((c) => c.slug === 'about-us')?.title, language).toBe(title);
      const page = await call<ContentDetail>(app.url, 'GET', `${INDEX}/getContentsBySlug/${language}/about-us`);
      expect(page.result.title, language).toBe(title);
      if (language === 'en') continue;
      // Not one title of the lists is the English one: each item is written in the language.
      for (const type of ['', '?type=4', '?type=5', '?type=6']) {
        const list = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/${language}${type}`);
        const en = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/en${type}`);
        const same = list.result.filter((c, i) => c.title === en.result[i]?.title).map((c) => c.slug);
        expect(same, `${language}${type}`).toEqual([]);
      }
    }
    const spanish = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/es?type=5`);
    const entry = await call<ContentDetail>(app.url, 'GET', `${INDEX}/getContentsById/${spanish.result[0]!.id}`);
    expect(entry.result.content).toMatch(/ de | la | el /);
  });

  it('falls back to English for an item not written in the asked language, and only for that item', async () => {
    await app.database.db.execute(sql`delete from contents where language = 'ja' and slug = 'careers'`);
    const ja = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/ja`);
    const en = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/en`);
    expect(ja.result.map((c) => c.slug)).toEqual(en.result.map((c) => c.slug));
    expect(ja.result.find((c) => c.slug === 'careers')).toMatchObject({ title: 'Careers', language: 'en' });
    expect(ja.result.find((c) => c.slug === 'about-us')).toMatchObject({ title: '会社概要', language: 'ja' });
    const careers = await call<ContentDetail>(app.url, 'GET', `${INDEX}/getContentsBySlug/ja/careers`);
    expect(careers.result).toMatchObject({ title: 'Careers', language: 'en' });
  });

  it('gives a content page by id in the language asked for, whichever language its id came from', async () => {
    const en = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/en`);
    const about = en.result.find((c) => c.slug === 'about-us')!;
    const plain = await call<ContentDetail>(app.url, 'GET', `${INDEX}/getContentsById/${about.id}`);
    const arabic = await call<ContentDetail>(app.url, 'GET', `${INDEX}/getContentsById/${about.id}?lang=ar`);
    const chinese = await call<ContentDetail>(app.url, 'GET', `${INDEX}/getContentsById/${about.id}?lang=1`);
    expect(plain.result).toMatchObject({ id: about.id, title: 'About Us', language: 'en' });
    expect(arabic.result).toMatchObject({ title: 'من نحن', language: 'ar', slug: 'about-us' });
    expect(arabic.result.content).toMatch(/(?:[\u0600-\u06FF]+ ){5}/);
    expect(chinese.result).toMatchObject({ title: '关于我们', language: 'zh' });
    // An id listed for Chinese (the specification's list 1) still opens its Chinese page.
    const zh = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/1`);
    const zhAbout = await call<ContentDetail>(
      app.url,
      'GET',
      `${INDEX}/getContentsById/${zh.result.find((c) => c.slug === 'about-us')!.id}`,
    );
    expect(zhAbout.result.title).toBe('关于我们');
  });

  it('lists help pages, FAQ and notices by type', async () => {
    const faq = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/2?type=5`);
    const notices = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/2?type=6`);
    expect(faq.result.length).toBeGreaterThanOrEqual(10);
    expect(faq.result.every((c) => c.type === 5)).toBe(true);
    expect(notices.result.length).toBe(seedItems.filter((c) => c.type === 6).length);
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
        language: 'en',
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
      'getContentsById/1?lang=xx',
      'getContentsById/1?lang=en&extra=1',
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

  it('adds the seeded texts a database lacks on every start, and keeps what operators changed', async () => {
    const { db } = app.database;
    await db.update(params).set({ value: '0.8' }).where(eq(params.key, 'withdrawFeeRate'));
    await db.execute(sql`update contents set title = 'Who we are' where language = 'en' and slug = 'about-us'`);
    // A database from before the ten languages: its content is in English and Chinese only.
    await db.execute(sql`delete from contents where language not in ('en', 'zh')`);
    const upgraded = await seedContentAndParams(db);
    expect(upgraded.contents).toBe(seedItems.length * 8);
    const es = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/es`);
    const en = await call<ContentItem[]>(app.url, 'GET', `${INDEX}/listContents/en`);
    expect(es.result.find((c) => c.slug === 'about-us')?.title).toBe('Sobre nosotros');
    expect(en.result.find((c) => c.slug === 'about-us')?.title).toBe('Who we are');
    expect((await seedContentAndParams(db)).contents).toBe(0);
    const fee = await call(app.url, 'GET', `${INDEX}/getParamByKey/withdrawFeeRate`);
    expect(fee.result).toEqual({ key: 'withdrawFeeRate', value: '0.8' });
  });
});
