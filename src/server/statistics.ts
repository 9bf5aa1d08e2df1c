import type { TenantConfig } from '@/tenancy/schema';

export interface StatisticsParams {
  measurementId?: string;
}

/** SPEC §7 /api/statistics/params: the tenant's measurement id; empty when it has none. */
export function statisticsParams(tenant: TenantConfig): StatisticsParams {
  const measurementId = tenant.tracking.analyticsIds[0];
  return measurementId ? { measurementId } : {};
}
