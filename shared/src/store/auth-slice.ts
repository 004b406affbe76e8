import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../types';
import { readToken } from './token-storage';

export interface AuthState {
  token: string | null;
  user: User | null;
  error: string | null;
  /** True after the user logged out, so guards send them home rather than to /login. */
  loggedOut: boolean;
  /**
   * Why the session ended, for the sign-in page to say (the owner froze their account); set by
   * `sessionEnded`, gone with the next sign-in.
   */
  notice?: string | null;
}

function initialState(): AuthState {
  return { token: typeof localStorage === 'undefined' ? null : readToken(), user: null, error: null, loggedOut: false };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.error = null;
      state.loggedOut = false;
      state.notice = null;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.error = null;
    },
    userFailed(state, action: PayloadAction<string>) {
      state.token = null;
      state.user = null;
      state.error = action.payload;
    },
    authCleared(state) {
      state.token = null;
      state.user = null;
    },
    /** The server ended every session (a freeze): signed out here too, with the reason for the sign-in page. */
    sessionEnded(state, action: PayloadAction<string>) {
      state.token = null;
      state.user = null;
      state.notice = action.payload;
    },
    loggedOut(state) {
      state.token = null;
      state.user = null;
      state.loggedOut = true;
    },
  },
});

export const { tokenReceived, userLoaded, userFailed, authCleared, sessionEnded, loggedOut } = authSlice.actions;
