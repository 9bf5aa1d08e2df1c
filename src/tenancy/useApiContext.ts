import { useMemo } from 'react';
import type { ApiContext } from '@/api/http';
import { useAppSelector } from '@/store/hooks';
import { selectTenant } from './tenantSlice';

/** The shop's identity for every contract call made from a component (SPEC §7 headers). */
export function useApiContext(): ApiContext | null {
  const tenant = useAppSelector(selectTenant);
  return useMemo(() => (tenant ? { shopId: tenant.shopId, country: tenant.country } : null), [tenant]);
}
