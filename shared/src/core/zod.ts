import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The project's one zod: the functional `zod/mini` API, which bundles to a fraction of classic zod.
 * Mini loads no locale, so its own messages would all read 'Invalid input': English is set here, as
 * classic zod does by default, and every schema module imports zod from this one.
 * Use it as `import * as z from '@shared/core/zod'` so bundlers keep only the functions a bundle calls.
 *
 * One change to the English messages: a failed pattern never echoes the pattern
 * ('must match pattern /^epcUnit-\d{1,3}$/' told a caller the internal rule); nor does any message
 * quote a regex source. A schema's own message, when it has one, is used as before.
 */
const english = en();
type LocaleError = NonNullable<ReturnType<typeof en>['localeError']>;

export const PATTERN_MESSAGE = 'Invalid format';

const localeError: LocaleError = (issue) => {
  if (issue.code === 'invalid_format' && issue.format === 'regex') return PATTERN_MESSAGE;
  const message = english.localeError(issue);
  const text = typeof message === 'string' ? message : message?.message;
  return text && /\/\^|\$\//.test(text) ? PATTERN_MESSAGE : message;
};
config({ localeError });

export * from 'zod/mini';
