import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SavedNumber } from '@/api/savedNumbers';
import { selectConsent } from '@/features/consent';
import { useAppSelector } from '@/store/hooks';
import { useShop } from '@/tenancy/useShop';
import {
  forgetNumber,
  rememberedNumbers,
  subscribeRemembered,
  type RememberedNumber,
} from '@/ui/fields/rememberedNumbers';
import { readSavedNumbers, type SavedNumbersRead } from './savedNumbersSupport';

/** A number a top-up form offers: the account's, with its name, or one this browser remembers. */
export interface KnownNumber {
  msisdn: string;
  country: string;
  /** the name the customer gave a saved number; none for a remembered one */
  name?: string;
  remembered: boolean;
}

export type SavedNumbersState = SavedNumbersRead | { status: 'loading' } | { status: 'failed' };

/**
 * The account's saved numbers while `enabled`; `failure` hears of a failed read other than the
 * backend's "not here" (404), which hides the feature silently.
 */
export function useSavedNumbers(enabled: boolean, failure?: (error: unknown) => void) {
  const { ctx } = useShop();
  const [state, setState] = useState<SavedNumbersState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    readSavedNumbers(ctx).then(
      (read) => active && setState(read),
      (error: unknown) => {
        if (!active) return;
        setState({ status: 'failed' });
        failure?.(error);
      },
    );
    return () => {
      active = false;
    };
    // a new `failure` each render must not read again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ctx, enabled, version]);
  return { state, reload: () => setVersion((n) => n + 1) };
}

const NONE: readonly RememberedNumber[] = [];
const serverSnapshot = () => NONE;

/** This browser's remembered numbers, none in the server's render and hydration. */
export function useRememberedNumbers(): readonly RememberedNumber[] {
  return useSyncExternalStore(subscribeRemembered, rememberedNumbers, serverSnapshot);
}

/**
 * What a top-up form offers: a signed-in customer's saved numbers (none when the backend has not the
 * call, or its read failed: the form works as before), else the numbers this browser remembers.
 * A guest may ask to remember a number only while a consent choice is recorded: the numbers are
 * forgotten with it (ADR 0048).
 */
export function useKnownNumbers(signedIn: boolean): {
  numbers: KnownNumber[];
  mayRemember: boolean;
  /** a guest's numbers can be forgotten one by one; a saved number is deleted in the account */
  forget?: (entry: KnownNumber) => void;
} {
  const consent = useAppSelector(selectConsent);
  const { state } = useSavedNumbers(signedIn);
  const remembered = useRememberedNumbers();
  if (signedIn) {
    const saved: SavedNumber[] = state.status === 'ready' ? state.numbers : [];
    return {
      numbers: saved.map(({ msisdn, country, name }) => ({ msisdn, country, name, remembered: false })),
      mayRemember: false,
    };
  }
  return {
    numbers: remembered.map((entry) => ({ ...entry, remembered: true })),
    mayRemember: consent !== null,
    forget: (entry) => forgetNumber(entry.msisdn),
  };
}
