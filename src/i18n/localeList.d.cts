export declare const DEFAULT_NEXT_LOCALE: 'default';

export interface LocaleListTenant {
  locales: readonly string[];
  country: string;
  isReloadNowTenant: boolean;
}

/** `default`, then every tenant language, then the reloadnow language-country combinations. */
export declare function nextLocales(tenants: ReadonlyArray<LocaleListTenant>): string[];
