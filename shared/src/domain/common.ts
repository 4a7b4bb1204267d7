import * as z from '../zod';

export const id = z.string().check(z.minLength(1), z.maxLength(64));
export const isoDateTime = z.iso.datetime({ offset: true });
/** Optimistic-concurrency counter on records two admins could edit at once. */
export const version = z.int().check(z.gte(0));
export const shortText = z.string().check(z.trim(), z.maxLength(200));
export const longText = z.string().check(z.maxLength(20_000));
export const email = z.pipe(
  z.email('Enter a valid email address').check(z.maxLength(254)),
  z.transform((v) => v.toLowerCase()),
);
export const money = z.number().check(z.gte(0), z.lte(1_000_000_000));
export const url = z.string().check(z.maxLength(2_000));
