import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { metaPageOf } from '../src/app/meta-pages.ts';
import { PAGES } from '../src/app/pages.ts';
import { paths } from '../src/config/paths.ts';

/** The file the server reads (packages/server/src/http/page-html.ts): what each route needs first. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** Files one page needs beyond the entry's: its chunk's closure and that closure's styles. */
interface Files {
  scripts: string[];
  styles: string[];
}

type Chunk = Rollup.OutputChunk;

/** A chunk and every chunk it imports statically: what must be there before it runs. */
function closure(chunk: Chunk, byFile: Map<string, Chunk>, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName) || !byFile.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) {
    const next = byFile.get(file);
    if (next) closure(next, byFile, seen);
  }
  return seen;
}

function chunkOf(chunks: Chunk[], moduleSuffix: string): Chunk {
  const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(moduleSuffix));
  if (!chunk) throw new Error(`no chunk for ${moduleSuffix}`);
  return chunk;
}

/**
 * After the build: for each route, the page chunk and the namespaces of each language it loads;
 * for each language, its start-up catalogue. The server announces them in the page it sends
 * (`<link rel="modulepreload">`), so they download beside the entry instead of after it has run.
 * With them go each language's titles and descriptions of the pages (locales/<language>/meta.json)
 * and the page each route is described as (src/app/meta-pages.ts).
 */
export function pagePreloads(webRoot: string): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    generateBundle: {
      // After Vite's own: it drops the chunks that only imported styles, and moves their styles.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
        if (!entry) return;
        // The entry starts the app by a dynamic import, which the page announces with the entry's own.
        const loadedByEntry = closure(chunkOf(chunks, '/src/app/main.tsx'), byFile, closure(entry, byFile));
        const filesOf = (roots: Chunk[]): Files => {
          const all = new Set(roots.flatMap((root) => [...closure(root, byFile)]));
          const scripts = [...all].filter((file) => !loadedByEntry.has(file));
          const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          return { scripts, styles: [...new Set(styles)] };
        };
        // One folder per language (a test checks they are exactly LANGUAGES, which this config cannot import).
        const localesDir = path.join(webRoot, 'src/i18n/locales');
        const languages = Object.fromEntries(
          fs.readdirSync(localesDir).map((language) => {
            const catalogue = (name: string) => chunkOf(chunks, `/src/i18n/locales/${language}/${name}`);
            const pages = PAGES.map((page) => ({
              path: page.path,
              ...filesOf([chunkOf(chunks, page.module), ...page.namespaces.map((ns) => catalogue(`${ns}.json`))]),
            }));
            const metaFile = path.join(localesDir, language, 'meta.json');
            const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as unknown;
            return [language, { startup: filesOf([catalogue('index.ts')]), pages, meta }];
          }),
        );
        const metaPages = Object.fromEntries(Object.values(paths).map((route) => [route, metaPageOf(route)]));
        this.emitFile({
          type: 'asset',
          fileName: PAGE_PRELOADS_FILE,
          source: JSON.stringify({ languages, metaPages }),
        });
      },
    },
  };
}
