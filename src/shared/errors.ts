import { z } from 'zod';

/** Every error response of the API has this body. */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
