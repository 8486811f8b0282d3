import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { ImpactValue, Result } from 'axe-core';

/**
 * axe-core in a page of the app. The page's Content-Security-Policy refuses inline scripts, so
 * axe's source goes in through the debugging protocol (`page.evaluate`), which the policy does
 * not govern, rather than as a <script> tag.
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (reported; they fail only when serious). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** What fails the check: a customer who depends on assistive technology is blocked or badly hindered. */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

/** Where a page was checked: its route, the layout, who looked, the interface language and what was open. */
export interface Place {
  route: string;
  viewport: string;
  session: 'visitor' | 'customer';
  language: string;
  state?: string;
}

export interface Finding {
  rule: string;
  impact: ImpactValue;
  help: string;
  place: Place;
  /** The offending elements: selector and HTML, then what axe measured (a contrast ratio, a missing name). */
  targets: string[];
}

const MAX_TARGETS = 6;
/** Enough of an element's HTML to recognise it when its selector is as bare as `button`. */
const MAX_HTML = 160;

function findingOf(violation: Result, place: Place): Finding {
  const targets = violation.nodes.map((node) => {
    const selector = node.target.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' ');
    const html = node.html.length > MAX_HTML ? `${node.html.slice(0, MAX_HTML)}…` : node.html;
    const measured = [...node.any, ...node.all, ...node.none][0]?.message;
    return `${selector} ${html}${measured ? `\n      ${measured}` : ''}`;
  });
  const shown = targets.slice(0, MAX_TARGETS);
  if (targets.length > MAX_TARGETS) shown.push(`… and ${targets.length - MAX_TARGETS} more`);
  return { rule: violation.id, impact: violation.impact ?? null, help: violation.help, place, targets: shown };
}

/** Runs axe on the whole document as it is now. */
async function violationsOf(page: Page): Promise<Result[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations;
  }, AXE_TAGS);
}

const describePlace = ({ route, viewport, session, language, state }: Place) =>
  `${route} · ${viewport} · ${session} · ${language}${state ? ` · ${state}` : ''}`;

/** One line a finding, then its elements: what to fix, and where. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map(
      (finding) =>
        `[${finding.impact ?? 'unknown'}] ${finding.rule} — ${finding.help}\n  at ${describePlace(finding.place)}\n` +
        finding.targets.map((target) => `    ${target}`).join('\n'),
    )
    .join('\n');
}

/** The findings of a run of checks: the blocking ones fail it, the others are printed for the record. */
export class Audit {
  readonly findings: Finding[] = [];

  async check(page: Page, place: Place): Promise<void> {
    // A colour caught halfway through a CSS transition (a button just switched side) is no colour
    // a customer reads: let the transitions end before measuring contrast.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    for (const violation of await violationsOf(page)) this.findings.push(findingOf(violation, place));
  }

  blocking(): Finding[] {
    return this.findings.filter((finding) => BLOCKING.includes(finding.impact));
  }

  advisory(): Finding[] {
    return this.findings.filter((finding) => !BLOCKING.includes(finding.impact));
  }
}
