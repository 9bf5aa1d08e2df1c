/**
 * SPEC §4 logout "optionally forces a reload with a logout alert": the flag survives the reload in
 * sessionStorage and the next page's header shows the alert once.
 */
const KEY = 'logoutAlert';

export function rememberLogoutAlert(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // storage blocked: the reload just shows no alert
  }
}

export function takeLogoutAlert(): boolean {
  try {
    const pending = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return pending;
  } catch {
    return false;
  }
}
