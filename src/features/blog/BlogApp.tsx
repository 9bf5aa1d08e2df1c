import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import type { BlogCache } from './cachedAnswer';
import { createBlogClient } from './blogClient';

/**
 * The blog pages' Apollo client, made once per page app (never in _app: 70 KB on every page), with
 * what the server's client answered for the page.
 */
export function BlogApp({ restore, children }: { restore: BlogCache | null; children: ReactNode }) {
  const tenant = useAppSelector(selectTenant);
  const [client] = useState(() => (tenant ? createBlogClient(tenant, { restore }) : null));
  if (!client) return null;
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
