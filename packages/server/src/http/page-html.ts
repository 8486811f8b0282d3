import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isMobileUserAgent, LANGUAGES, type Language } from '@tp/contract/constants';
import type { Device, PageData } from './first-paint-renderer.ts';

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

/** What the web build rendered ahead (packages/web/build/first-paint.mjs). */
interface FirstPaints {
  /** The inline script that removes the first paint where the browser's stored state differs. */
  guard: string;
  /** Its hash, for the content security policy. */
  guardHash: string;
  /** The id of the template that holds the script announcements until the first paint (web's boot.ts). */
  scriptsTemplateId: string;
  /** The id of the element that holds the data a page was rendered with (web's app/page-data.ts). */
  pageDataId: string;
  /** The web build's server-side bundle that renders the pages with data, from this file's directory. */
  renderer: string;
  /** By device, language and route. */
  devices: Record<Device, Record<string, Record<string, FirstPaint>>>;
}
interface FirstPaint {
  /** The HTML inside the app's root element. */
  html: string;
  /** Rendered for a signed-in customer rather than a visitor. */
  member: boolean;
  /** Shows the onboarding board. */
  onboarding: boolean;
  /**
   * The page's first calls, public, whose answers are its content: the server renders the page with
   * them as it is asked for (painted-pages.ts), and this first paint is its loading state.
   */
  requests?: PageDataRequest[];
}
export interface PageDataRequest {
  key: unknown[];
  url: string;
}

/** What a request for a page asks for: the route of the app, in a language, on a device. */
export interface PageTarget {
  language: Language;
  route: string | null;
  device: Device;
  /** Its entry in the caches. */
  key: string;
  /** What the build painted ahead for it, if anything. */
  firstPaint: FirstPaint | null;
}

/** A page rendered with data: its root's content, and the data beside it for the app. */
export interface PaintedWithData {
  html: string;
  data: readonly PageData[];
}

/** The build's announcements of the app's own start-up scripts in index.html. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/** The file the web build writes beside the app's page. */
const FIRST_PAINTS_FILE = 'first-paint.json';

export interface PageHtml {
  html: string;
  etag: string;
}

/** The language the web app stores in this cookie beside its localStorage key (packages/web/src/i18n). */
export const LANGUAGE_COOKIE = 'lang';
const RTL: readonly Language[] = ['ar'];
const HTML_LANG: Partial<Record<Language, string>> = { hk: 'zh-HK', zh: 'zh-CN' };

/** Data inside a script element: no `</script>` or `<!--` can end it early. */
const scriptText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `/api/loginCallback/:provider` matches `/api/loginCallback/google`. */
const routePattern = (route: string) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);

function languageOf(cookieHeader: string | undefined): Language {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`));
  const value = match?.[1];
  return LANGUAGES.find((language) => language === value) ?? 'en';
}

const deviceOf = (userAgent: string | undefined): Device => (isMobileUserAgent(userAgent ?? '') ? 'mobile' : 'desktop');

function readJson(file: string): unknown {
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** What the first paint assumes of the browser's stored state, for the guard that checks it. */
const rootState = (language: Language, { member, onboarding }: FirstPaint) =>
  [
    `data-language="${language}"`,
    `data-session="${member ? 'member' : 'visitor'}"`,
    ...(onboarding ? ['data-onboarding="pending"'] : []),
  ].join(' ');

/** The hashes of the inline scripts the app's pages carry, for the content security policy. */
export function inlineScriptHashes(distDir: string): string[] {
  const firstPaints = readJson(path.join(distDir, FIRST_PAINTS_FILE)) as FirstPaints | null;
  return firstPaints ? [`'${firstPaints.guardHash}'`] : [];
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
  private readonly firstPaints: FirstPaints | null;
  private readonly template: string;

  constructor(private readonly distDir: string) {
    this.template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
    this.preloads = readJson(path.join(distDir, 'page-preloads.json')) as PagePreloads | null;
    this.firstPaints = readJson(path.join(distDir, FIRST_PAINTS_FILE)) as FirstPaints | null;
  }

  /**
   * The page for a path, the language cookie and the user agent (the device). Cached per route of
   * the app, language and device: any other path (the app sends it home) shares one entry, so no
   * request can grow the cache.
   */
  pageFor(pathname: string, cookieHeader: string | undefined, userAgent?: string): PageHtml {
    return this.pageOf(this.targetOf(pathname, cookieHeader, userAgent));
  }

  /** What a request asks for (see pageFor). */
  targetOf(pathname: string, cookieHeader: string | undefined, userAgent?: string): PageTarget {
    const language = languageOf(cookieHeader);
    const route = this.routeOf(pathname);
    const device = deviceOf(userAgent);
    const firstPaint = route === null ? null : (this.firstPaints?.devices[device][language]?.[route] ?? null);
    return { language, route, device, key: `${language} ${device} ${route ?? ''}`, firstPaint };
  }

  /** The page as the build left it (a page rendered with data shows its loading state). */
  pageOf(target: PageTarget): PageHtml {
    let built = this.cache.get(target.key);
    if (!built) {
      built = this.pageWith(target);
      this.cache.set(target.key, built);
    }
    return built;
  }

  /** The page, its first paint rendered with data where given. Not cached here. */
  pageWith(target: PageTarget, painted?: PaintedWithData): PageHtml {
    const html = this.render(target, painted);
    return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
  }

  /** Where the web build keeps the bundle that renders pages with data, if it painted any. */
  rendererBundle(): string | null {
    return this.firstPaints ? path.join(this.distDir, this.firstPaints.renderer) : null;
  }

  private routeOf(pathname: string): string | null {
    const routes = Object.keys(this.preloads?.metaPages ?? {});
    return (
      routes.find((route) => route === pathname) ?? routes.find((route) => routePattern(route).test(pathname)) ?? null
    );
  }

  private render({ language, route, firstPaint }: PageTarget, painted?: PaintedWithData): string {
    const preloads = this.preloads?.languages[language];
    if (!preloads) return this.template;
    const page = preloads.pages.find((candidate) => candidate.path === route);
    const scripts = [...preloads.startup.scripts, ...(page?.scripts ?? [])].map(
      (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
    const styles = [...preloads.startup.styles, ...(page?.styles ?? [])];
    const html = this.withMeta(this.template, language, route, preloads.meta);
    if (!firstPaint || !this.firstPaints) {
      // The styles download early, beside the scripts; the app applies them when it renders the page.
      const styleLinks = styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`);
      return html.replace('</head>', `  ${[...scripts, ...styleLinks].join('\n    ')}\n  </head>`);
    }
    // Painted ahead: the page's styles are needed for that paint, and the scripts only after it.
    const { guard, scriptsTemplateId, pageDataId } = this.firstPaints;
    const styleLinks = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    const announced = [...html.matchAll(MODULE_PRELOAD)].map(([link]) => link.trim());
    const root = [
      // Inert until the app replaces it: its controls do nothing before, and are not offered.
      `<div id="root" ${rootState(language, firstPaint)} inert>${painted?.html ?? firstPaint.html}</div>`,
      // Never run (no hash in the content security policy allows it): the app reads it.
      ...(painted ? [`<script type="application/json" id="${pageDataId}">${scriptText(painted.data)}</script>`] : []),
      `<script>${guard}</script>`,
      `<template id="${scriptsTemplateId}">${[...announced, ...scripts].join('')}</template>`,
    ].join('\n    ');
    return html
      .replace(MODULE_PRELOAD, '')
      .replace('</head>', `  ${styleLinks.join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', () => root);
  }

  /** The document's language and direction, and the route's title and description in that language. */
  private withMeta(template: string, language: Language, route: string | null, meta: PageMeta): string {
    const metaPage = route === null ? 'home' : (this.preloads?.metaPages[route] ?? 'home');
    const described = meta.pages[metaPage] ?? meta.pages.home;
    const title = metaPage === 'home' ? described?.title : `${described?.title ?? ''} · ${meta.site}`;
    return template
      .replace(
        /<html lang="[^"]*">/,
        `<html lang="${HTML_LANG[language] ?? language}" dir="${RTL.includes(language) ? 'rtl' : 'ltr'}">`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title ?? meta.site)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"/,
        `<meta name="description" content="${escapeHtml(described?.description ?? '')}"`,
      );
  }
}
