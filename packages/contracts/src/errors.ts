import { z } from 'zod';

/** Every error answer: a message fit to show, plus field problems on validation errors. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });

export const IdParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid id.' }) });
