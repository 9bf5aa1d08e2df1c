import type * as Mobile from 'libphonenumber-js/mobile';

/**
 * The parts of libphonenumber (built on its mobile metadata) that the rules use, injected so they
 * stay pure and the metadata loads lazily. The mobile metadata is the smallest that does the job:
 * it formats as typed, tells a mobile number from any other, and still holds each country's
 * general number pattern, which is what tells a landline from a number that is not one at all.
 */
export type PhoneLib = Pick<
  typeof Mobile,
  'AsYouType' | 'Metadata' | 'getCountryCallingCode' | 'parsePhoneNumberFromString'
>;

let phoneLib: Promise<PhoneLib> | null = null;

/**
 * The shop's one way to libphonenumber in the browser: the mobile metadata is about 100 KB, so it
 * is its own chunk, fetched after the form is shown, instead of weighing on every page's first
 * load. The server (the sandbox, the tenant files) imports the same entry point directly.
 */
export function loadPhoneLib(): Promise<PhoneLib> {
  phoneLib ??= import('libphonenumber-js/mobile');
  // a failed chunk fetch (offline) may be retried by the next attempt
  phoneLib.catch(() => (phoneLib = null));
  return phoneLib;
}
