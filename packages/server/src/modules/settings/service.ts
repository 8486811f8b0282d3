import {
  ANTI_PHISHING_CODE_PATTERN,
  ErrorCode,
  NOTIFICATION_CATEGORIES,
  refusalReasons,
  type AccountSettings,
  type Language,
  type NotificationCategory,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionContext } from '../../core/request.ts';
import * as repo from './repo.ts';

function toSettings(row: repo.SettingsRow | undefined): AccountSettings {
  if (!row) throw new AppError(ErrorCode.noMatchingUser);
  return {
    antiPhishingCode: row.antiPhishingCode,
    // In the order the app lists them, whatever order they were chosen in.
    emailCategories: NOTIFICATION_CATEGORIES.filter((category) => row.emailCategories.includes(category)),
    language: row.language,
  };
}

/**
 * A customer's own account settings: the anti-phishing code shown in every e-mail, and which
 * notification categories also come by e-mail, in which language. Every call reads and writes the
 * session's own row only.
 */
export class AccountSettingsService {
  constructor(private readonly deps: { db: Db; now: () => Date }) {}

  async read(session: SessionContext): Promise<AccountSettings> {
    return toSettings(await repo.findSettings(this.deps.db, session.userId));
  }

  /** Refuses a code outside the rule (empty, too long, markup) with 10088 and its sentence, changing nothing. */
  async setAntiPhishingCode(session: SessionContext, raw: string): Promise<AccountSettings> {
    const code = raw.trim();
    if (!ANTI_PHISHING_CODE_PATTERN.test(code)) {
      throw new AppError(ErrorCode.badParameters, refusalReasons.antiPhishingCode);
    }
    return toSettings(await repo.setAntiPhishingCode(this.deps.db, session.userId, code, this.deps.now()));
  }

  async setEmailPreferences(
    session: SessionContext,
    categories: readonly NotificationCategory[],
    language: Language,
  ): Promise<AccountSettings> {
    const unique = NOTIFICATION_CATEGORIES.filter((category) => categories.includes(category));
    return toSettings(await repo.setEmailPreferences(this.deps.db, session.userId, unique, language));
  }
}
