import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { CHANNEL_STORAGE_KEY } from '@/api/channel';
import { ErrorCodes } from '@/api/errors';
import { GENERAL_ERROR } from '@/api/generalError';
import { messageKeyFor } from '@/api/messages';
import { checkoutPathFor, createRequestCart } from '@/features/cart';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { shopHref } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { useNotify } from '@/ui/notifications/useNotify';
import { classifyRequest } from './requestClassification';
import { useShop } from '@/tenancy/useShop';

/** Remembers a request whose cart could not be made, so the page it returns to does not retry it. */
const FAILED_KEY = 'topupRequestFailed';

// One request at a time per browser tab, even when the handler is mounted twice (layout and form).
let handling: string | null = null;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * SPEC §4 web and chatbot requests: a page opened with msisdn and amount creates a cart and goes
 * on to checkout; a chatbot request records its channel for every later call (X-Channel). A failed
 * creation, or a request whose values cannot make a cart, goes back to the main page with msisdn
 * and amount kept and createCartErrorMessage shown (SPEC §2). Pages are static, so this runs in the browser once the query is known.
 */
export function WebRequestHandler() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { tenant } = useShop();
  const pinned = useAppSelector(selectPinned);
  const [settled, setSettled] = useState<string | null>(null);
  // static pages learn their query only after hydration (router.isReady)
  const request = router.isReady ? classifyRequest(router.query) : null;
  const id = request && request.kind !== 'none' ? `${request.msisdn}|${request.amount}` : null;
  // a request that cannot become a cart waits for nothing, so nothing covers the page
  const busy =
    id !== null && request?.kind !== 'invalid' && settled !== id && storage()?.getItem(FAILED_KEY) !== id;

  useEffect(() => {
    if (!request || request.kind === 'none' || !id) return;
    const store = storage();
    if (handling === id || store?.getItem(FAILED_KEY) === id) return;
    handling = id;
    const settle = () => {
      handling = null;
      setSettled(id);
    };
    const fail = async (messageKey: string) => {
      store?.setItem(FAILED_KEY, id);
      notify.error(messageKey);
      const query = new URLSearchParams({ msisdn: request.msisdn, amount: String(request.amount) });
      await router.replace(`${shopHref(tenant.mainPage, pinned)}?${query}`);
    };
    if (request.kind === 'invalid') {
      // values no backend would take fail like a refused cart, without asking one
      void fail(messageKeyFor('createCart', { errorCode: ErrorCodes.VALIDATION_FAILED })).then(settle);
      return;
    }
    if (request.kind === 'chatbot') store?.setItem(CHANNEL_STORAGE_KEY, 'chatbot');
    void dispatch(createRequestCart({ msisdn: request.msisdn, amount: request.amount })).then(
      async (result) => {
        if (createRequestCart.fulfilled.match(result)) {
          store?.removeItem(FAILED_KEY);
          await router.replace(shopHref(checkoutPathFor(tenant), pinned));
        } else await fail(result.payload?.messageKey ?? GENERAL_ERROR);
        settle();
      },
    );
    // `request` is derived from router.query and `id` names it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, router, tenant, pinned, dispatch, notify]);

  return (
    <Backdrop
      open={busy}
      sx={{ zIndex: (theme) => theme.zIndex.modal, flexDirection: 'column', gap: 2, color: '#fff' }}
    >
      <CircularProgress color="inherit" aria-hidden />
      <Typography role="status">{busy ? t('topup.webRequest') : ''}</Typography>
    </Backdrop>
  );
}
