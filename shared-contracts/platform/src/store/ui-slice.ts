import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  /** the API base from /config.json, read at start: never compiled in */
  apiBase: string;
  /** the site's own origin, for invitation links */
  siteOrigin: string;
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: { apiBase: '/api', siteOrigin: '' } as UiState,
  reducers: {
    runtimeConfigured(state, action: PayloadAction<Partial<UiState>>) {
      Object.assign(state, action.payload);
    },
  },
  selectors: {
    selectApiBase: (state) => state.apiBase,
    selectSiteOrigin: (state) => state.siteOrigin,
  },
});

export const { runtimeConfigured } = uiSlice.actions;
export const { selectApiBase, selectSiteOrigin } = uiSlice.selectors;
