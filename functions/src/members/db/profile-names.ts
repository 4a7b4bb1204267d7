import * as z from '@shared/core/zod';
import { profileEntity } from '../../db/entities/profile';

const named = z.object({ id: z.string(), fullName: z.optional(z.nullable(z.string())), email: z.optional(z.nullable(z.string())) });

export type ProfileName = { name: string | null; email: string | null };

/**
 * The names and emails of the profiles that exist among `ids`, by id, read from only those fields by batch reads:
 * the board names its deals' investors, never every profile on the table.
 */
export async function getProfileNames(ids: readonly string[]): Promise<Map<string, ProfileName>> {
  if (ids.length === 0) return new Map();
  const { data } = await profileEntity
    .get([...new Set(ids)].map((id) => ({ id })))
    .go({ attributes: ['id', 'fullName', 'email'], concurrency: BATCH_CONCURRENCY });
  return new Map(
    data.map((item) => {
      const { id, fullName, email } = named.parse(item);
      return [id, { name: fullName ?? null, email: email ?? null }];
    }),
  );
}

/** A batch read holds 100 keys: the board's 500 deals' investors are 5 reads at once, not one after another. */
const BATCH_CONCURRENCY = 5;
