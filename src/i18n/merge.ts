/** A translation namespace: nested objects whose leaves are texts. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

const isTree = (value: unknown): value is TranslationTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Base texts with a tenant's overrides on top; nested objects merge, texts replace. */
export function mergeTranslations(base: TranslationTree, override: TranslationTree): TranslationTree {
  const merged: TranslationTree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? mergeTranslations(current, value) : value;
  }
  return merged;
}

/** Checks parsed JSON is a translation tree, naming the first bad key. */
export function asTranslationTree(value: unknown, source: string): TranslationTree {
  const check = (node: unknown, keyPath: string): void => {
    if (!isTree(node)) throw new Error(`${source}: ${keyPath || '(root)'} must be an object of texts`);
    for (const [key, child] of Object.entries(node)) {
      const childPath = keyPath ? `${keyPath}.${key}` : key;
      if (typeof child !== 'string') check(child, childPath);
    }
  };
  check(value, '');
  return value as TranslationTree;
}
