import type { FirstPaintRenderer, PageData } from './first-paint-renderer.ts';
import type { PageHtml, PageHtmlCache, PageTarget } from './page-html.ts';

/**
 * How long a page rendered with its data is sent as it is: its countdowns and totals are that
 * old at most when painted, and the app's first render, from the same data, shows them as of then.
 */
const FRESH_MS = 5_000;
/** How long a request waits for a new render before it is sent the last one, or the page loading. */
const RENDER_WAIT_MS = 300;
/**
 * How old the last render may be to be sent while a new one is late (a busy server): older than
 * this, the page is sent loading. The app asks again at once for an answer that old.
 */
const LATE_FALLBACK_MAX_MS = 60_000;

export interface PaintedPagesOptions {
  pages: PageHtmlCache;
  renderer: Pick<FirstPaintRenderer, 'render'>;
  /** The result of a public GET of the API, as the app's client reads it; throws for any other outcome. */
  fetchResult: (url: string) => Promise<unknown>;
  onError: (error: unknown) => void;
  now?: () => number;
}

interface Rendered {
  page: PageHtml;
  renderedAt: number;
}

/**
 * The app's pages, those painted with data (web's app/page-data-requests.ts) rendered with the
 * answers of their first calls as they are asked for: the browser paints the content before any
 * script has run, and the app starts from the same answers. One render per language, device and
 * route at a time, sent again while fresh; while a render is late the last one is sent, up to a
 * minute old; a render that fails, or is late with none before, leaves the page as the build
 * painted it, loading.
 */
export class PaintedPages {
  private readonly rendered = new Map<string, Rendered>();
  private readonly rendering = new Map<string, Promise<PageHtml | null>>();
  private readonly now: () => number;

  constructor(private readonly options: PaintedPagesOptions) {
    this.now = options.now ?? Date.now;
  }

  async pageFor(pathname: string, cookieHeader: string | undefined, userAgent?: string): Promise<PageHtml> {
    const { pages } = this.options;
    const target = pages.targetOf(pathname, cookieHeader, userAgent);
    if (!target.firstPaint?.requests?.length) return pages.pageOf(target);
    const last = this.rendered.get(target.key);
    if (last && this.now() - last.renderedAt < FRESH_MS) return last.page;
    const page = await withinWait(this.rendering.get(target.key) ?? this.render(target));
    if (page) return page;
    return last && this.now() - last.renderedAt < LATE_FALLBACK_MAX_MS ? last.page : pages.pageOf(target);
  }

  private render(target: PageTarget): Promise<PageHtml | null> {
    const { pages, renderer, fetchResult, onError } = this.options;
    const requests = target.firstPaint?.requests ?? [];
    const rendering = (async () => {
      const renderedAt = this.now();
      const data: PageData[] = await Promise.all(
        requests.map(async ({ key, url }) => ({ key, data: await fetchResult(url), updatedAt: renderedAt })),
      );
      const html = await renderer.render(target.device, target.route ?? '/', target.language, data);
      const page = pages.pageWith(target, { html, data });
      this.rendered.set(target.key, { page, renderedAt });
      return page;
    })()
      .catch((error: unknown) => {
        onError(error);
        return null;
      })
      .finally(() => this.rendering.delete(target.key));
    this.rendering.set(target.key, rendering);
    return rendering;
  }
}

/** The render's page, or null once RENDER_WAIT_MS have passed (the render goes on for the next request). */
function withinWait(rendering: Promise<PageHtml | null>): Promise<PageHtml | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_WAIT_MS);
  });
  return Promise.race([rendering, late]).finally(() => clearTimeout(timer));
}
