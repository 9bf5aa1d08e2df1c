import type { FormOfAddress } from '@/tenancy/schema';

/** ADR 0025: the languages whose texts have a formal and an informal form. */
export const LANGUAGES = ['de', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Whole words only; `\b` would not see the edge of "öffne" (JavaScript's `\b` knows ASCII letters only). */
const words = (alternatives: string, flags = '') =>
  new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, `u${flags}`);
const capitalised = (alternatives: string) =>
  alternatives.replace(/(^|\|)(\p{Ll})/gu, (_all, bar: string, first: string) => bar + first.toUpperCase());

/** The informal imperatives the German texts use ("Bitte gib", "Wähle das Land"). */
const IMPERATIVES =
  'gib|wähle|wähl|versuche|versuch|prüfe|prüf|nutze|stimme|markiere|warte|melde|öffne|bezahle|nimm|zeig|schau|füge|fordere|nenn|schreib|such|füll|lade|hol|schick|lass';

/**
 * Words of each form. German: "Sie", "Ihr…" and "Ihnen" only with a capital (lower case they are
 * "they", "her", "their"); informal pronouns, and imperatives in lower case or where a sentence
 * starts (capitalised elsewhere they are nouns: "zu viele Versuche"). Dutch: "u"/"uw" against
 * "je"/"jij"/"jouw"; its imperative is the same in both forms.
 */
const WORDS: Record<Language, Record<FormOfAddress, RegExp[]>> = {
  de: {
    formal: [words('Sie|Ihr|Ihre[mnrs]?|Ihnen')],
    informal: [
      words('du|dein\\p{L}*|dich|dir|euch|euer\\p{L}*', 'i'),
      words(IMPERATIVES),
      new RegExp(`(^|[.:!?]\\s+)(${capitalised(IMPERATIVES)})(?!\\p{L})`, 'u'),
    ],
  },
  nl: {
    formal: [words('u|uw', 'i')],
    informal: [words('je|jij|jou|jouw|jullie', 'i')],
  },
};
export const uses = (lng: Language, form: FormOfAddress, text: string) =>
  WORDS[lng][form].some((pattern) => pattern.test(text));

export const other = (form: FormOfAddress): FormOfAddress => (form === 'formal' ? 'informal' : 'formal');
