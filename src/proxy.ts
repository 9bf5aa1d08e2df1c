import { NextResponse, type NextRequest } from 'next/server';
import { THEME_COOKIE } from '@/config/constants';
import { resolveRequestHost } from '@/server/requestTenant';
import { routeSiteRequest } from '@/server/siteRouting';
import { getTenant } from '@/tenancy/registry';

/** Maps each page request onto the pre-rendered page of its tenant and colour scheme. */
export function proxy(request: NextRequest) {
  const host = resolveRequestHost({
    host: request.headers.get('host') ?? undefined,
    'x-forwarded-host': request.headers.get('x-forwarded-host') ?? undefined,
  });
  const route = routeSiteRequest({
    host,
    tenant: host.kind === 'tenant' ? getTenant(host.tenantId) : undefined,
    pathname: request.nextUrl.pathname,
    locale: request.nextUrl.locale,
    themeCookie: request.cookies.get(THEME_COOKIE)?.value,
    pinned: Boolean(process.env.SHOP_ID),
  });
  switch (route.kind) {
    case 'bad-request':
      return new NextResponse('Bad Request: the Host header is not a valid host name.', {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    case 'external':
      return NextResponse.redirect(route.url, 307);
    case 'redirect': {
      const url = request.nextUrl.clone();
      url.pathname = route.path.split('?')[0] ?? '/';
      if (route.defaultLocale) url.locale = 'default';
      return NextResponse.redirect(url, route.permanent ? 308 : 307);
    }
    case 'rewrite': {
      const url = request.nextUrl.clone();
      url.pathname = route.path;
      // The page differs by theme cookie, so shared caches must keep one copy per cookie.
      const response = NextResponse.rewrite(url);
      response.headers.set('Vary', 'Cookie');
      return response;
    }
  }
}

export const config = {
  // API routes resolve their tenant themselves; static files and artwork need no routing.
  // '/' is listed apart: with i18n the catch-all pattern does not match the bare root.
  matcher: ['/', '/((?!api/|_next/static|_next/image|tenants/|sandbox/|favicon.ico|robots.txt).*)'],
};
