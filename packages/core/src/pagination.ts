import { z } from './zod';

/** `?limit=&cursor=` on every list endpoint (ARCHITECTURE.md, API). */
export const pageQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().min(1).max(200).optional(),
  })
  .strict();

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The answer of every list endpoint. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
