import { z } from 'zod';

/**
 * Text that enters the API: no control character (Unicode Cc: U+0000–U+001F, U+007F–U+009F), so
 * that none reaches a query, a log line or another person's screen (PostgreSQL refuses NUL in
 * text outright). A multi-line text (an operator's reason, a page's HTML) may also hold tab, line
 * feed and carriage return. Every free-text field of a request is built here; fields held to a
 * pattern or an enumeration refuse control characters by that, and a suite walks the OpenAPI
 * document to keep it so.
 */
const SINGLE_LINE = /^\P{Cc}*$/u;
const MULTI_LINE = /^(?:[\t\n\r]|\P{Cc})*$/u;

export const CONTROL_CHARACTERS_MESSAGE = 'Text may not contain control characters.';

export function text(max: number, options: { multiline?: boolean } = {}) {
  return z
    .string()
    .max(max)
    .regex(options.multiline ? MULTI_LINE : SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);
}
