import type { TFunction } from 'i18next';
import { brandLabel } from '@/tenancy/brandLabel';
import type { Category } from './catalogueSummary';

/** A category's name: the catalogue's own, else translated for the known ids, else read from its id. */
export const categoryLabel = (t: TFunction, category: Category): string =>
  category.name ?? t(`catalog.categories.${category.id}`, { defaultValue: brandLabel(category.id) });
