import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@tp/contract';
import { databaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { accepts, holdsNestedText, isText, moneyForm, type Endpoint, type Field } from '../../test/openapi.ts';
import { prepareWalk, type Walk } from '../../test/walk.ts';

/**
 * Security suite: control characters in every text field of the API. A NUL in a name, an e-mail,
 * a code, a search or a reason once reached PostgreSQL, which refuses it in text, and the call
 * answered HTTP 500. Every text field is walked from the OpenAPI document, so a new endpoint is
 * covered the day it is added.
 */

/** NUL, backspace, escape, delete and a C1 control (NEL): none is text anyone types. */
const CONTROLS = ['\u0000', '\u0008', '\u001b', '\u007f', '\u0085'];

/** The field's example with its second character replaced by `control` (its length kept). */
function spoil(example: unknown, control: string): string {
  const text = typeof example === 'string' && example.length > 0 ? example : 'ab';
  return text.length >= 2 ? `${text[0]}${control}${text.slice(2)}` : `${control}${text}`;
}

const describeField = (endpoint: Endpoint, field: Field) =>
  `${endpoint.method} ${endpoint.path} ${field.place}:${field.name}`;

describe.each(databaseKinds)('control characters in every text field on %s', (kind) => {
  let app: TestApp;
  let walk: Walk;
  beforeAll(async () => {
    app = await startTestApp(kind);
    walk = await prepareWalk(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const textFields = () =>
    walk.endpoints.flatMap((endpoint) =>
      endpoint.fields.filter(isText).map((field) => ({ endpoint, field, example: walk.sample(endpoint, field) })),
    );

  it('states in the OpenAPI document a pattern or a list of values that refuses them, for every text field', () => {
    const open = textFields().flatMap(({ endpoint, field, example }) =>
      CONTROLS.filter((control) => accepts(field, spoil(example, control))).map(
        (control) => `${describeField(endpoint, field)} takes U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`,
      ),
    );
    expect(open).toEqual([]);
    // The walk reaches top-level fields: a body with text inside an object or a list needs it extended.
    const nested = walk.endpoints.flatMap((endpoint) =>
      endpoint.fields.filter(holdsNestedText).map((field) => describeField(endpoint, field)),
    );
    expect(nested).toEqual([]);
  });

  it('answers them in any text field with the call’s parameter code (10088, or a money field’s own), never a 500', async () => {
    const fields = textFields();
    // The walk covers the whole API: sign-in, wallet, trading, content and the back office.
    expect(fields.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const { endpoint, field, example } of fields) {
      const expected = moneyForm(field)?.['x-amount-code'] ?? ErrorCode.badParameters;
      for (const control of CONTROLS) {
        const answer = await walk.send(endpoint, walk.valuesWith(endpoint, { [field.name]: spoil(example, control) }));
        const seen = [answer.status, answer.code, answer.result];
        if (JSON.stringify(seen) !== JSON.stringify([200, expected, null])) {
          wrong.push(
            `${describeField(endpoint, field)} U+${control.charCodeAt(0).toString(16)}: ${JSON.stringify(seen)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
