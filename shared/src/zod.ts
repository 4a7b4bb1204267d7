import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The project's one zod: the functional `zod/mini` API, which bundles to a fraction of classic zod.
 * Mini loads no locale, so its own messages would all read 'Invalid input': English is set here, as
 * classic zod does by default, and every schema module imports zod from this one.
 * Use it as `import * as z from '@shared/zod'` so bundlers keep only the functions a bundle calls.
 */
config(en());

export * from 'zod/mini';
