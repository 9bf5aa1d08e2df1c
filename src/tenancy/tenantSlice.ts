import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TenantConfig } from './schema';

export interface TenantState {
  /** null while the shop id is unknown: the bare Loading page shows (SPEC §2) */
  config: TenantConfig | null;
  /** language of the texts on the page, e.g. "fr" for the Next locale "fr-fr" */
  language: string;
  /** SHOP_ID pins the deployment to this tenant: shop routes are served at the root */
  pinned: boolean;
}

const initialState: TenantState = { config: null, language: 'en', pinned: false };

export const tenantSlice = createSlice({
  name: 'tenant',
  initialState,
  reducers: {
    tenantLoaded: (_state, action: PayloadAction<TenantState>) => action.payload,
  },
  selectors: {
    selectTenant: (state) => state.config,
    selectLanguage: (state) => state.language,
    selectPinned: (state) => state.pinned,
  },
});

export const { tenantLoaded } = tenantSlice.actions;
export const { selectTenant, selectLanguage, selectPinned } = tenantSlice.selectors;
