import * as z from '../core/zod';
import { isSingleLine, SINGLE_LINE_MESSAGE } from '../core/single-line';

/**
 * The one form of a record id: lower-case letters, digits and inner hyphens, as the seed
 * slugs ('prop-hull-terrace-01') and crypto.randomUUID() write them. DynamoDB keys are case-sensitive but
 * ElectroDB lower-cases composite keys, so 'PROP-HULL-FLAT-02' would reach the same item while being stored
 * as another id; refusing it keeps one id per record in every route, param and stored reference.
 */
export const ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
export const id = z.string().check(z.regex(ID_PATTERN, 'Not a valid id'));
export const isoDateTime = z.iso.datetime({ offset: true });
/** Optimistic-concurrency counter on records two admins could edit at once. */
export const version = z.int().check(z.gte(0));
/** One line of text: a line break or other control character is refused (it could reach an email's Subject or a log line). */
export const oneLine = () => z.refine<string>(isSingleLine, SINGLE_LINE_MESSAGE);
export const shortText = z.string().check(z.trim(), z.maxLength(200), oneLine());
export const longText = z.string().check(z.maxLength(20_000));
/** Trimmed and lower-cased before the format check (fields.ts). */
export { trimmedEmail as email } from '../core/fields';
/** An amount in pounds, within what a number field can hold exactly (never near 2^53, which DynamoDB's client refuses). */
export const money = z.number().check(z.gte(0, 'Enter an amount of 0 or more'), z.lte(1_000_000_000, 'Enter an amount of at most £1,000,000,000'));
