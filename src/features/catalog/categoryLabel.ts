import type { TFunction } from 'i18next';
import { brandLabel } from './brandLabel';

/** A category's name: translated for the known ones, readable from its id for any other. */
export const categoryLabel = (t: TFunction, categoryId: string): string =>
  t(`catalog.categories.${categoryId}`, { defaultValue: brandLabel(categoryId) });
