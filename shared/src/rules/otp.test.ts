import {
  isOtpExpired,
  isOtpFormat,
  isOtpUsable,
  otpAttemptsLeft,
  otpError,
  otpExpiresAt,
  passwordResetErrors,
  resetCodeRequestErrors,
  OTP_MAX_ATTEMPTS,
} from './otp';
import type { PasswordResetPayload } from '../types';

const issued = new Date('2026-06-01T12:00:00Z');
const minutes = (count: number) => new Date(issued.getTime() + count * 60_000);

describe('one-time codes', () => {
  it('accepts exactly six digits', () => {
    expect(isOtpFormat('012345')).toBe(true);
    for (const bad of ['', '12345', '1234567', '12a456', ' 123456', '１２３４５６']) expect(isOtpFormat(bad)).toBe(false);
  });

  it('expires ten minutes after it was issued', () => {
    const expiresAt = otpExpiresAt(issued).toISOString();
    expect(expiresAt).toBe('2026-06-01T12:10:00.000Z');
    expect(isOtpExpired(expiresAt, minutes(9.99))).toBe(false);
    expect(isOtpExpired(expiresAt, minutes(10))).toBe(true);
  });

  it('allows five tries', () => {
    expect(OTP_MAX_ATTEMPTS).toBe(5);
    expect(otpAttemptsLeft(0)).toBe(5);
    expect(otpAttemptsLeft(4)).toBe(1);
    expect(otpAttemptsLeft(5)).toBe(0);
    expect(otpAttemptsLeft(9)).toBe(0);
  });

  it('is usable only while unused, unexpired and with tries left', () => {
    const code = { expires_at: otpExpiresAt(issued).toISOString(), attempts: 0, used_at: null };
    expect(isOtpUsable(code, minutes(1))).toBe(true);
    expect(isOtpUsable({ ...code, attempts: 4 }, minutes(1))).toBe(true);
    expect(isOtpUsable({ ...code, attempts: 5 }, minutes(1))).toBe(false);
    expect(isOtpUsable({ ...code, used_at: minutes(1).toISOString() }, minutes(2))).toBe(false);
    expect(isOtpUsable(code, minutes(10))).toBe(false);
  });
});

describe('otpError', () => {
  it('asks for a missing code, then for six digits', () => {
    expect(otpError('')).toBe('The code field is required.');
    expect(otpError('12345')).toBe('The code must be 6 digits.');
    expect(otpError('12a456')).toBe('The code must be 6 digits.');
    expect(otpError('012345')).toBeNull();
  });
});

describe('password reset form', () => {
  const form = (change: Partial<PasswordResetPayload> = {}): PasswordResetPayload => ({
    otp: '123456',
    email: 'ada@example.com',
    password: 'new-password',
    password_confirmation: 'new-password',
    ...change,
  });

  it('accepts a complete form', () => {
    expect(passwordResetErrors(form())).toEqual({});
  });

  it('names every missing field', () => {
    expect(passwordResetErrors({ otp: ' ', email: '', password: '', password_confirmation: '' })).toEqual({
      otp: ['The code field is required.'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('applies the sign-up password rules and the code format', () => {
    expect(passwordResetErrors(form({ otp: '12345', password: 'short', password_confirmation: 'other' }))).toEqual({
      otp: ['The code must be 6 digits.'],
      password: ['The password must be at least 8 characters.', 'The password confirmation does not match.'],
    });
  });
});

describe('asking for a reset code', () => {
  it('needs an email address, in the shape of one', () => {
    expect(resetCodeRequestErrors({ email: '  ' })).toEqual({ email: ['Please enter your email address.'] });
    expect(resetCodeRequestErrors({ email: 'ada@example' })).toEqual({ email: ['Please enter a valid email address.'] });
    expect(resetCodeRequestErrors({ email: ' ada@example.com ' })).toEqual({});
  });
});
