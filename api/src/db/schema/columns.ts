import { customType, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '@rapport/wire/entities/common';

/** Every instant is stored with its time zone so PostgreSQL and PGlite agree whatever TZ runs them. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** A text in en, fr and ru kept together (results, titles): read and written as one value. */
export const localizedJson = (name: string) => jsonb(name).$type<Localized>();

/** The three content-language columns of question, answer and word tables. */
export const localizedColumns = () => ({
  en: text('en').notNull(),
  fr: text('fr').notNull(),
  ru: text('ru').notNull(),
});

/** Binary content: a Buffer in, a Buffer out (PGlite gives a Uint8Array, node-postgres a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
