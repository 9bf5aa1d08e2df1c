import type { Product } from '@/api';
import { product } from '../../fixtures/product';

const EUROPE = ['FR', 'DE', 'ES', 'IT', 'NL'];

const plan = (
  productId: string,
  price: number,
  dataGb: number | null,
  coverage: string[],
  region?: string,
): Product =>
  product({
    productId,
    name: productId,
    objectType: 'ESIM',
    categoryId: 'esim',
    brandId: 'esim',
    faceValue: price,
    minAmount: price,
    maxAmount: price,
    plan: { dataGb, validityDays: 30, coverage, ...(region ? { region, regionName: 'Europe' } : {}) },
  });

export const PLANS: Product[] = [
  plan('esim-fr-10gb', 17.99, 10, ['FR']),
  plan('esim-fr-3gb', 7.99, 3, ['FR']),
  plan('esim-tr-5gb', 13.99, 5, ['TR']),
  plan('esim-europe-5gb', 14.99, 5, EUROPE, 'europe'),
  plan('esim-europe-unlimited', 49.99, null, EUROPE, 'europe'),
  { ...plan('esim-fr-sold-out', 1, 1, ['FR']), status: 'OUT_OF_STOCK' },
];

export const NAMES = {
  FR: 'France',
  DE: 'Germany',
  ES: 'Spain',
  IT: 'Italy',
  NL: 'Netherlands',
  TR: 'Türkiye',
};
