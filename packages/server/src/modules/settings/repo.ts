import { eq } from 'drizzle-orm';
import type { Language, NotificationCategory } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const columns = {
  antiPhishingCode: users.antiPhishingCode,
  emailCategories: users.emailCategories,
  language: users.language,
};
export type SettingsRow = {
  antiPhishingCode: string | null;
  emailCategories: NotificationCategory[];
  language: Language | null;
};

/** The customer's own e-mail settings. */
export async function findSettings(tx: Db, userId: number): Promise<SettingsRow | undefined> {
  const [row] = await tx.select(columns).from(users).where(eq(users.id, userId));
  return row;
}

/** Sets the customer's own anti-phishing code, recording when it was set. */
export async function setAntiPhishingCode(
  tx: Db,
  userId: number,
  code: string,
  at: Date,
): Promise<SettingsRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ antiPhishingCode: code, antiPhishingCodeSetAt: at })
    .where(eq(users.id, userId))
    .returning(columns);
  return row;
}

export async function setEmailPreferences(
  tx: Db,
  userId: number,
  categories: NotificationCategory[],
  language: Language,
): Promise<SettingsRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ emailCategories: categories, language })
    .where(eq(users.id, userId))
    .returning(columns);
  return row;
}
