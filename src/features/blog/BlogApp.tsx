import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useShop } from '@/tenancy/useShop';
import type { BlogCache } from './cachedAnswer';
import { createBlogClient } from './blogClient';

/**
 * The blog pages' Apollo client, made once per page app (never in _app: 70 KB on every page), with
 * what the server's client answered for the page.
 */
export function BlogApp({ restore, children }: { restore: BlogCache | null; children: ReactNode }) {
  const { tenant } = useShop();
  const [client] = useState(() => createBlogClient(tenant, { restore }));
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
