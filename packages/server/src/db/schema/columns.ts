import { bigint, bigserial, numeric, timestamp, text } from 'drizzle-orm/pg-core';

/** A moment, with its time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();
/** Epoch milliseconds (tick times), read as numbers. */
export const millis = (name: string) => bigint(name, { mode: 'number' });
/** The book a row belongs to: demo or real. */
export const modeColumn = () => text('mode', { enum: ['demo', 'real'] }).notNull();
export const id = () => bigserial('id', { mode: 'number' }).primaryKey();
export const ref = (name: string) => bigint(name, { mode: 'number' });
/** Money columns: exact decimals, read as strings. */
export const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });
