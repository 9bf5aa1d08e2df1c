import { memo } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage, selectTenant } from '@/tenancy/tenantSlice';
import { JsonLd } from './JsonLd';
import { organization, webSite } from './structuredData';

/** Every shop page names the company and the site it belongs to (issue 23). */
export const ShopStructuredData = memo(function ShopStructuredData() {
  const tenant = useAppSelector(selectTenant);
  const language = useAppSelector(selectLanguage);
  if (!tenant) return null;
  return <JsonLd id="shop" things={[organization(tenant, language), webSite(tenant, language)]} />;
});
