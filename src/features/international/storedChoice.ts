/** Where the session remembers a shop's international choice, so a reload or a failed add loses nothing. */
export const choiceKey = (shopId: string) => `international:${shopId}`;

/** Whether the session holds a choice, which only the form's code can show again. */
export function hasStoredChoice(shopId: string): boolean {
  try {
    return window.sessionStorage.getItem(choiceKey(shopId)) !== null;
  } catch {
    return false;
  }
}
