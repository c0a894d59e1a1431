import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storage } from './storage';

export interface SessionCompany {
  pk: number;
  name?: string;
  supports_barometer: boolean;
  supports_avatar: boolean;
  quotation_access: boolean;
  /** the company's time zone, its calendar (a profile stored before the API said it has none) */
  time_zone?: string;
}

/** The signed-in user's profile as POST /result/profile/ returns it (spec section 3). */
export interface SessionProfile {
  first_name: string;
  last_name: string;
  email: string;
  picture_url: string | null;
  referral: string;
  /** the address is confirmed (the API's profile says so; a profile stored before it did: unknown) */
  email_verified?: boolean;
  companies: { company: SessionCompany }[];
}

/** Spec section 3: the keys stored locally, and cleared all together on logout. */
export const SESSION_KEYS = ['email', 'referral', 'token', 'tokens', 'partner', 'profile'] as const;

export interface SessionState {
  email: string | null;
  referral: string | null;
  token: string | null;
  /** other accounts' tokens kept by the one-click link flow, by e-mail */
  tokens: Record<string, string>;
  /** the contact chosen on /contacts for /matching */
  partner: string | null;
  profile: SessionProfile | null;
}

function readJson<T>(key: string, fallback: T): T {
  const raw = storage.get(key);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function loadSession(): SessionState {
  return {
    email: storage.get('email'),
    referral: storage.get('referral'),
    token: storage.get('token'),
    tokens: readJson<Record<string, string>>('tokens', {}),
    partner: storage.get('partner'),
    profile: readJson<SessionProfile | null>('profile', null),
  };
}

/** Writes the session back under the spec's keys (null removes the key). */
export function persistSession(state: SessionState): void {
  storage.set('email', state.email);
  storage.set('referral', state.referral);
  storage.set('token', state.token);
  storage.set('tokens', Object.keys(state.tokens).length ? JSON.stringify(state.tokens) : null);
  storage.set('partner', state.partner);
  storage.set('profile', state.profile ? JSON.stringify(state.profile) : null);
}

const empty: SessionState = { email: null, referral: null, token: null, tokens: {}, partner: null, profile: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: empty,
  reducers: {
    loggedIn(state, action: PayloadAction<{ email: string; referral: string; token: string }>) {
      const { email, referral, token } = action.payload;
      state.email = email;
      state.referral = referral;
      state.token = token;
      state.tokens = { ...state.tokens, [email]: token };
    },
    profileLoaded(state, action: PayloadAction<SessionProfile>) {
      state.profile = action.payload;
    },
    partnerChosen(state, action: PayloadAction<string | null>) {
      state.partner = action.payload;
    },
    loggedOut() {
      return empty;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => Boolean(state.token),
    selectProfile: (state) => state.profile,
    selectEmail: (state) => state.email,
    selectPartner: (state) => state.partner,
    /** Spec section 6: the active company is the first company. */
    selectActiveCompany: (state) => state.profile?.companies[0]?.company ?? null,
    selectIsCompanyUser: (state) => (state.profile?.companies.length ?? 0) > 0,
  },
});

export const { loggedIn, profileLoaded, partnerChosen, loggedOut } = sessionSlice.actions;
export const {
  selectToken,
  selectIsLoggedIn,
  selectProfile,
  selectEmail,
  selectPartner,
  selectActiveCompany,
  selectIsCompanyUser,
} = sessionSlice.selectors;
