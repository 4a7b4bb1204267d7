import { z } from 'zod';

export const id = z.string().min(1).max(64);
export const isoDateTime = z.iso.datetime({ offset: true });
/** Optimistic-concurrency counter on records two admins could edit at once. */
export const version = z.number().int().min(0);
export const shortText = z.string().trim().max(200);
export const longText = z.string().max(20_000);
export const email = z.email('Enter a valid email address').max(254).transform((v) => v.toLowerCase());
export const money = z.number().min(0).max(1_000_000_000);
export const url = z.string().max(2_000);
