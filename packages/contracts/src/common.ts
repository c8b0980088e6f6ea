import { z } from 'zod';

/** Timestamps travel as ISO-8601 strings. */
export const DateTimeSchema = z.iso.datetime({ offset: true });
export const NullableDateTimeSchema = DateTimeSchema.nullable();
