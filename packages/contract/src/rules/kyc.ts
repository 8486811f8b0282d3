/**
 * What an identity submission must satisfy, shared by the form (which says it before sending) and
 * the server (which decides). No zod here: the browser's form imports it.
 */

export const KYC_DOCUMENT_TYPES = ['id_card', 'driver_licence', 'passport'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
export const KYC_SEXES = ['female', 'male'] as const;
export type KycSex = (typeof KYC_SEXES)[number];
export const KYC_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
/** The photos of a submission; a passport has no back. */
export const KYC_PHOTOS = ['front', 'back', 'handheld'] as const;
export type KycPhoto = (typeof KYC_PHOTOS)[number];

/** The specification's area codes (section 9), in its order. */
export const KYC_AREA_CODES = ['+49', '+55', '+60', '+61', '+64', '+65', '+66', '+81', '+91', '+852', '+886'] as const;
/** A phone: one of the area codes, a space, then 4 to 14 digits (spaces allowed between them). */
export const KYC_PHONE_PATTERN = /^\+(?:49|55|60|61|64|65|66|81|91|852|886) \d(?:\s?\d){3,13}$/;
export const KYC_MIN_AGE_YEARS = 18;
/** The oldest birth year accepted: anything earlier is a typo. */
export const KYC_MIN_BIRTH_YEAR = 1900;

/** Whether the document type has a back side to photograph. */
export function needsBack(type: KycDocumentType): boolean {
  return type !== 'passport';
}

/** ISO 3166-1 alpha-2: every officially assigned code. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const COUNTRIES = new Set(COUNTRY_CODES);

export function isCountryCode(code: string): boolean {
  return COUNTRIES.has(code);
}

export type BirthdateProblem = 'format' | 'future' | 'underage';

/**
 * What is wrong with a birthdate (YYYY-MM-DD) on `today` (YYYY-MM-DD, the caller's calendar day),
 * or null. Someone born on 29 February comes of age on 1 March in a common year.
 */
export function birthdateProblem(birthdate: string, today: string): BirthdateProblem | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!match) return 'format';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'format';
  if (year < KYC_MIN_BIRTH_YEAR) return 'format';
  if (birthdate > today) return 'future';
  const comesOfAge = new Date(Date.UTC(year + KYC_MIN_AGE_YEARS, month - 1, day)).toISOString().slice(0, 10);
  return comesOfAge > today ? 'underage' : null;
}

/** A day as YYYY-MM-DD in UTC. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
