import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@tp/contract/constants';

/** What the web build says each route needs first (packages/web/build/page-preloads.ts). */
interface Files {
  scripts: string[];
  styles: string[];
}
interface PageFiles extends Files {
  path: string;
}
interface PageMeta {
  site: string;
  pages: Record<string, { title: string; description: string }>;
}
interface LanguagePreloads {
  startup: Files;
  pages: PageFiles[];
  meta: PageMeta;
}
interface PagePreloads {
  languages: Record<string, LanguagePreloads>;
  /** Each route of the app (patterns such as `/api/loginCallback/:provider` too) and the page it is described as. */
  metaPages: Record<string, string>;
}

export interface PageHtml {
  html: string;
  etag: string;
}

/** The language the web app stores in this cookie beside its localStorage key (packages/web/src/i18n). */
export const LANGUAGE_COOKIE = 'lang';
const RTL: readonly Language[] = ['ar'];
const HTML_LANG: Partial<Record<Language, string>> = { hk: 'zh-HK', zh: 'zh-CN' };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `/api/loginCallback/:provider` matches `/api/loginCallback/google`. */
const routePattern = (route: string) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);

function languageOf(cookieHeader: string | undefined): Language {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`));
  const value = match?.[1];
  return LANGUAGES.find((language) => language === value) ?? 'en';
}

function readPreloads(file: string): PagePreloads | null {
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PagePreloads;
}

/**
 * The app's page as each route and language needs it: index.html with the route's page chunk, its
 * catalogue and styles announced (they download beside the entry, not after it has run), the
 * document's language and direction, and the route's title and description in that language.
 * Built once per route and language, then served from memory. Without the build's list (an app
 * built without it) the page is index.html as it is.
 */
export class PageHtmlCache {
  private readonly cache = new Map<string, PageHtml>();
  private readonly preloads: PagePreloads | null;
  private readonly template: string;

  constructor(distDir: string) {
    this.template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
    this.preloads = readPreloads(path.join(distDir, 'page-preloads.json'));
  }

  /**
   * The page for a path and the language cookie. Cached per route of the app and language: any
   * other path (the app sends it home) shares one entry, so no request can grow the cache.
   */
  pageFor(pathname: string, cookieHeader: string | undefined): PageHtml {
    const language = languageOf(cookieHeader);
    const route = this.routeOf(pathname);
    const key = `${language} ${route ?? ''}`;
    let built = this.cache.get(key);
    if (!built) {
      const html = this.render(language, route);
      built = { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
      this.cache.set(key, built);
    }
    return built;
  }

  private routeOf(pathname: string): string | null {
    const routes = Object.keys(this.preloads?.metaPages ?? {});
    return (
      routes.find((route) => route === pathname) ?? routes.find((route) => routePattern(route).test(pathname)) ?? null
    );
  }

  private render(language: Language, route: string | null): string {
    const preloads = this.preloads?.languages[language];
    const metaPage = route === null ? 'home' : (this.preloads?.metaPages[route] ?? 'home');
    if (!preloads) return this.template;
    const page = preloads.pages.find((candidate) => candidate.path === route);
    const scripts = [...preloads.startup.scripts, ...(page?.scripts ?? [])];
    const styles = [...preloads.startup.styles, ...(page?.styles ?? [])];
    const links = [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ];
    const meta = preloads.meta.pages[metaPage] ?? preloads.meta.pages.home;
    const title = metaPage === 'home' ? meta?.title : `${meta?.title ?? ''} · ${preloads.meta.site}`;
    return this.template
      .replace(
        /<html lang="[^"]*">/,
        `<html lang="${HTML_LANG[language] ?? language}" dir="${RTL.includes(language) ? 'rtl' : 'ltr'}">`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title ?? preloads.meta.site)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"/,
        `<meta name="description" content="${escapeHtml(meta?.description ?? '')}"`,
      )
      .replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  }
}
