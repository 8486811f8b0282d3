import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { CleanProofResult } from './images.ts';
import {
  codestreamImage,
  join,
  jp2Image,
  jpegImage,
  LEAK,
  pngImage,
  type LengthField,
  type Piece,
  type TestImage,
} from './images.fixtures.ts';

/**
 * The payment-proof cleaner on damaged images: valid JPEG, PNG, JP2 and raw J2K images full of
 * metadata (images.fixtures.ts), with segments dropped, duplicated, moved or spliced in, bytes and
 * lengths changed, and the file cut short. For every such input cleanProofImage
 *
 * 1. resolves (its contract: it never rejects) to a cleaned image or one of its refusals,
 * 2. within CALL_TIMEOUT_MS, checked from another process so that a loop that never ends fails
 *    the property instead of hanging the run,
 * 3. and, whenever it accepts, lets none of the planted metadata through.
 *
 * (3) is checked on damage that leaves metadata recognisable as metadata. A changed marker, chunk
 * or box type, or a length stretched to swallow the next segment, makes metadata part of a kept
 * segment: from then on it is image data to any reader, and the cleaner rightly keeps it. So
 * arbitrary damage is checked for (1) and (2), and for the cleaned image being a fixed point.
 */

const CALL_TIMEOUT_MS = 3_000;
const RUNS = 300;
const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/jp2', 'image/jpx', 'image/j2c'];
const REFUSALS = ['too_large', 'format', 'corrupt', 'dimensions'];

type Outcome = { result: CleanProofResult } | { rejected: string };

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const CHILD_SOURCE = `
const { cleanProofImage } = await import(${JSON.stringify(new URL('./images.ts', import.meta.url).href)});
process.on('message', (bytes) => {
  cleanProofImage(bytes).then(
    (result) => process.send({ result }),
    (error) => process.send({ rejected: String(error?.stack ?? error) }),
  );
});
process.send('ready');
`;

/**
 * cleanProofImage in a child process (loading images.ts through tsx, as `npm start` does): a
 * call with no answer within CALL_TIMEOUT_MS fails, and the child is replaced for the next call.
 */
class IsolatedCleaner {
  private child: ChildProcess | null = null;
  private ready: Promise<ChildProcess> | null = null;
  private answer: ((outcome: Outcome | Error) => void) | null = null;

  async clean(bytes: Uint8Array): Promise<Outcome> {
    this.ready ??= this.spawn();
    const child = await this.ready;
    return new Promise<Outcome>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.stop();
        reject(new Error(`no answer within ${CALL_TIMEOUT_MS} ms: a loop that does not end?`));
      }, CALL_TIMEOUT_MS);
      this.answer = (outcome) => {
        clearTimeout(timer);
        this.answer = null;
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      child.send(bytes);
    });
  }

  stop(): void {
    const child = this.child;
    this.child = null;
    this.ready = null;
    child?.kill('SIGKILL');
  }

  private spawn(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', CHILD_SOURCE], {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced', // keeps Uint8Array a Uint8Array
    });
    this.child = child;
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        const error = new Error(`the cleaner's process ended (${String(code ?? signal)})`);
        reject(error);
        if (this.child !== child) return; // replaced after a timeout, which has failed its call
        this.child = null;
        this.ready = null;
        this.answer?.(error);
      });
      child.on('message', (message) => {
        if (message === 'ready') resolve(child);
        else this.answer?.(message as Outcome);
      });
    });
  }
}

const cleaner = new IsolatedCleaner();
afterAll(() => cleaner.stop());

// ---------------------------------------------------------------------------------------------
// Damage

type UnitEdit =
  | { op: 'drop'; unit: number }
  | { op: 'duplicate' | 'move'; unit: number; to: number }
  | { op: 'splice'; extra: number; to: number };

type ByteEdit =
  | { op: 'setPayloadByte' | 'setAnyByte'; nth: number; value: number }
  | { op: 'shrinkLength'; nth: number; by: number }
  | { op: 'overlongLength'; nth: number; excess: number }
  | { op: 'setAnyLength'; nth: number; value: number };

interface Damage {
  unitEdits: UnitEdit[];
  byteEdits: ByteEdit[];
  /** Where the file is cut, modulo its length + 1; null leaves it whole. */
  cutAt: number | null;
}

const unitEdit: fc.Arbitrary<UnitEdit> = fc.oneof(
  fc.record({ op: fc.constant('drop' as const), unit: fc.nat() }),
  fc.record({ op: fc.constantFrom('duplicate' as const, 'move' as const), unit: fc.nat(), to: fc.nat() }),
  fc.record({ op: fc.constant('splice' as const), extra: fc.nat(), to: fc.nat() }),
);

/** Edits after which metadata is still framed as the metadata it was. */
const framePreservingEdit: fc.Arbitrary<ByteEdit> = fc.oneof(
  fc.record({ op: fc.constant('setPayloadByte' as const), nth: fc.nat(), value: fc.nat(255) }),
  // Often all the way down to the floor, the shortest length that is still a length.
  fc.record({ op: fc.constant('shrinkLength' as const), nth: fc.nat(), by: fc.oneof(fc.constant(0), fc.nat()) }),
  fc.record({ op: fc.constant('overlongLength' as const), nth: fc.nat(), excess: fc.nat(0xfff) }),
);

const anyEdit: fc.Arbitrary<ByteEdit> = fc.oneof(
  framePreservingEdit,
  fc.record({ op: fc.constant('setAnyByte' as const), nth: fc.nat(), value: fc.nat(255) }),
  fc.record({
    op: fc.constant('setAnyLength' as const),
    nth: fc.nat(),
    value: fc.oneof(fc.integer({ min: 0, max: 16 }), fc.nat(0xffff), fc.integer({ min: 0, max: 0xffffffff })),
  }),
);

const damage = (byteEdit: fc.Arbitrary<ByteEdit>): fc.Arbitrary<Damage> =>
  fc.record({
    unitEdits: fc.array(unitEdit, { maxLength: 3 }),
    byteEdits: fc.array(byteEdit, { maxLength: 3 }),
    cutAt: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: fc.nat(), weight: 1 }),
  });

function editUnits(units: Piece[], extras: readonly Piece[], edit: UnitEdit): void {
  const to = 'to' in edit ? edit.to % (units.length + 1) : 0;
  if (edit.op === 'splice') {
    units.splice(to, 0, extras[edit.extra % extras.length] as Piece);
    return;
  }
  const index = edit.unit % units.length;
  const unit = units[index] as Piece;
  if (edit.op !== 'duplicate') units.splice(index, 1);
  if (edit.op !== 'drop') units.splice(Math.min(to, units.length), 0, unit);
}

const bufferOver = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
const readLength = (bytes: Uint8Array, field: LengthField): number =>
  bufferOver(bytes).readUIntBE(field.at, field.size);

function writeLength(bytes: Uint8Array, field: LengthField, value: number): void {
  bufferOver(bytes).writeUIntBE(value, field.at, field.size);
}

function editBytes(file: Piece, payload: readonly number[], edit: ByteEdit): void {
  const { bytes, lengths } = file;
  if (edit.op === 'setPayloadByte' || edit.op === 'setAnyByte') {
    const offsets = edit.op === 'setPayloadByte' ? payload : Array.from(bytes.keys());
    if (offsets.length > 0) bytes[offsets[edit.nth % offsets.length] as number] = edit.value;
    return;
  }
  const field = lengths[edit.nth % lengths.length];
  if (!field) return;
  const max = 2 ** (8 * field.size) - 1;
  const current = readLength(bytes, field);
  if (edit.op === 'setAnyLength') writeLength(bytes, field, edit.value % (max + 1));
  // Shorter, down to the floor: the next segment is then read from inside this one.
  if (edit.op === 'shrinkLength' && current > field.floor) {
    writeLength(bytes, field, field.floor + (edit.by % (current - field.floor)));
  }
  // Longer than the whole file: past the end from wherever it is read.
  if (edit.op === 'overlongLength' && bytes.length < max) {
    writeLength(bytes, field, Math.min(max, bytes.length + 1 + edit.excess));
  }
}

function damaged(image: TestImage, { unitEdits, byteEdits, cutAt }: Damage): Uint8Array {
  const units = [...image.units];
  for (const edit of unitEdits) editUnits(units, image.extras, edit);
  const file = join(...units); // fresh bytes, the fixtures stay as they are
  const structure = new Set(file.structure);
  const payload = Array.from(file.bytes.keys()).filter((i) => !structure.has(i));
  for (const edit of byteEdits) editBytes(file, payload, edit);
  return cutAt === null ? file.bytes : file.bytes.subarray(0, cutAt % (file.bytes.length + 1));
}

// ---------------------------------------------------------------------------------------------
// Properties

/** Cleans in the child, checking properties (1) and (2). */
async function cleanChecked(input: Uint8Array): Promise<CleanProofResult> {
  const outcome = await cleaner.clean(input);
  if ('rejected' in outcome) throw new Error(`cleanProofImage rejected: ${outcome.rejected}`);
  const { result } = outcome;
  if (result.ok) {
    expect(MEDIA_TYPES).toContain(result.mediaType);
    expect(result.bytes).toBeInstanceOf(Uint8Array);
  } else {
    expect(REFUSALS).toContain(result.reason);
  }
  return result;
}

/** The planted metadata text found in `bytes`, with what follows it, or null. */
function leakIn(bytes: Uint8Array): string | null {
  const at = Buffer.from(bytes).indexOf(LEAK, 0, 'latin1');
  return at < 0 ? null : Buffer.from(bytes.subarray(at, at + 32)).toString('latin1');
}

/**
 * Cleans RUNS images damaged with `byteEdit` (and unit edits and cuts), checking (1) and (2) on
 * each and `checkAccepted` on each one accepted. A hang keeps failing while fast-check shrinks it,
 * one timeout a step, so the run is cut off after a minute and reported as the failure it is.
 */
async function forDamaged(
  image: TestImage,
  byteEdit: fc.Arbitrary<ByteEdit>,
  checkAccepted: (result: Extract<CleanProofResult, { ok: true }>) => Promise<void> | void,
): Promise<void> {
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(damage(byteEdit), async (edits) => {
      const result = await cleanChecked(damaged(image, edits));
      if (!result.ok) return;
      accepted++;
      await checkAccepted(result);
    }),
    { numRuns: RUNS, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true },
  );
  // Enough damaged images got through for the checks on them to mean something (15 to 40 % is
  // usual; one in twenty leaves a wide margin against chance).
  expect(accepted).toBeGreaterThan(RUNS / 20);
}

describe.each([
  ['JPEG', jpegImage()],
  ['PNG', pngImage()],
  ['JP2', jp2Image()],
  ['raw J2K codestream', codestreamImage(false)],
  ['raw J2K codestream, last tile-part up to EOC', codestreamImage(true)],
])('cleanProofImage on a damaged %s', (_, image) => {
  it('is accepted undamaged, without its metadata', async () => {
    const input = join(...image.units).bytes;
    expect(leakIn(input)).not.toBeNull();

    const result = await cleanChecked(input);

    expect(result.ok).toBe(true);
    expect(result.ok && leakIn(result.bytes)).toBeNull();
  });

  it('answers in time, resolves to an image or a refusal, and lets no metadata through', async () => {
    await forDamaged(image, framePreservingEdit, (result) => {
      expect(leakIn(result.bytes), 'planted metadata in the cleaned image').toBeNull();
    });
  });

  it('answers in time and resolves on arbitrary damage, and what it accepts it cleans to itself', async () => {
    await forDamaged(image, anyEdit, async (result) => {
      expect(await cleanChecked(result.bytes)).toEqual(result);
    });
  });
});
