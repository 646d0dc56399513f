import { z } from 'zod';
import { LANGUAGES } from '../../../common/i18n/languages';

/**
 * The language a public read answers in (decision 039): `?lang=ur` for the words' Urdu version, English
 * without it (every client written from the spec) or with `lang=en`. Other parameters are ignored, as
 * before.
 */
export const languageQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).optional(),
});
