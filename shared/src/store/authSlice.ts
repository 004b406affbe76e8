import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../types';
import { readToken } from './tokenStorage';

export interface AuthState {
  token: string | null;
  user: User | null;
  error: string | null;
}

function initialState(): AuthState {
  return { token: typeof localStorage === 'undefined' ? null : readToken(), user: null, error: null };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.error = null;
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
  },
});

export const { tokenReceived, userLoaded, userFailed, authCleared } = authSlice.actions;
