import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, freshDatabase } from '../../../test/databases.ts';
import { markKycVerified, newUser } from '../../../test/fixtures.ts';
import type { Database } from '../../db/client.ts';
import { kycFiles, kycSubmissions } from '../../db/schema.ts';
import { KycPhotoCleanup, UNSUBMITTED_PHOTO_RETENTION_MS } from './cleanup.ts';

const NOW = new Date('2026-06-10T12:00:00Z');
const HOUR_MS = 3_600_000;

describe.each(databaseKinds)('the cleanup of unsubmitted identity photos on %s', (kind) => {
  let database: Database;
  let cleanup: KycPhotoCleanup;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    cleanup = new KycPhotoCleanup({
      db: database.db,
      now: () => NOW,
      onError: (err) => {
        throw err;
      },
    });
  });
  afterAll(async () => {
    await database.close();
  });

  async function photo(userId: number, ageMs: number, submissionId: number | null = null): Promise<string> {
    const id = crypto.randomUUID();
    await database.db.insert(kycFiles).values({
      id,
      userId,
      mediaType: 'image/png',
      sizeBytes: 3,
      sealed: new Uint8Array([1, 2, 3]),
      submissionId,
      photo: submissionId === null ? null : 'front',
      createdAt: new Date(NOW.getTime() - ageMs),
    });
    return id;
  }
  const remaining = async (ids: string[]) =>
    (await database.db.select({ id: kycFiles.id }).from(kycFiles))
      .map((row) => row.id)
      .filter((id) => ids.includes(id))
      .sort();

  it('deletes photos never submitted once older than 24 hours, keeps young ones and submitted ones', async () => {
    const { db } = database;
    const owner = await newUser(db);
    await markKycVerified(db, owner, { firstName: 'Anna', lastName: 'Müller' });
    const [submission] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, owner));
    // Overdue by a minute, and by a month (a server that was down catches up in one run).
    const overdue = [
      await photo(owner, UNSUBMITTED_PHOTO_RETENTION_MS + 60_000),
      await photo(await newUser(db), 30 * 24 * HOUR_MS),
    ];
    const young = await photo(owner, UNSUBMITTED_PHOTO_RETENTION_MS - HOUR_MS);
    const submitted = await photo(owner, 400 * 24 * HOUR_MS, submission!.id);

    expect(await cleanup.deleteOverdue()).toBe(2);
    expect(await remaining([...overdue, young, submitted])).toEqual([young, submitted].sort());
    expect(await cleanup.deleteOverdue()).toBe(0);
  });

  it('deletes each overdue photo once when two runs go at the same time', async () => {
    const owner = await newUser(database.db);
    const overdue: string[] = [];
    for (let i = 0; i < 30; i++) overdue.push(await photo(owner, UNSUBMITTED_PHOTO_RETENTION_MS + (i + 1) * HOUR_MS));

    const [first, second] = await Promise.all([cleanup.deleteOverdue(), cleanup.deleteOverdue()]);
    expect(first + second).toBe(30);
    expect(await remaining(overdue)).toEqual([]);
  });
});
