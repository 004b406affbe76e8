import { apiErrorCode, isNotFound, NETWORK_MESSAGE, readApiError, showApiError } from './errors';

const answer = (status: number, data: unknown) => ({ status, data });

describe('readApiError', () => {
  it('toasts each field message of a 422 on its own, in order', () => {
    const reading = readApiError(
      answer(422, { message: 'The given data was invalid.', errors: { email: ['Taken.', 'Too long.'], username: ['Taken.'] } }),
      'Fallback.',
    );
    expect(reading).toEqual({
      message: 'The given data was invalid.',
      fieldErrors: { email: ['Taken.', 'Too long.'], username: ['Taken.'] },
      messages: ['Taken.', 'Too long.', 'Taken.'],
    });
  });

  it('keeps only non-empty lists of text as field errors', () => {
    const reading = readApiError(answer(422, { errors: { email: 'Taken.', otp: [], code: [1, '', 'Wrong.'] } }), 'Fallback.');
    expect(reading.fieldErrors).toEqual({ code: ['Wrong.'] });
  });

  it('uses the error field, then the message, then the fallback', () => {
    expect(readApiError(answer(401, { message: 'Unauthorized', error: 'Wrong password.' }), 'Fallback.').messages).toEqual(['Wrong password.']);
    expect(readApiError(answer(400, { message: 'Bad.' }), 'Fallback.').message).toBe('Bad.');
    expect(readApiError(answer(500, 'Internal'), 'Fallback.')).toEqual({ message: 'Fallback.', fieldErrors: {}, messages: ['Fallback.'] });
    expect(readApiError({ name: 'Error', message: 'thrown' }, 'Fallback.').message).toBe('Fallback.');
    expect(readApiError(undefined, 'Fallback.').message).toBe('Fallback.');
  });

  it('reads a machine-readable error as a code, and the message as the words', () => {
    const frozen = answer(423, { message: 'This account is frozen to protect it.', error: 'account_frozen' });
    expect(readApiError(frozen, 'Fallback.').message).toBe('This account is frozen to protect it.');
    expect(apiErrorCode(frozen)).toBe('account_frozen');
    expect(apiErrorCode(answer(403, { message: 'Confirm it is you.', error: 'reauthentication_required' }))).toBe('reauthentication_required');
    expect(apiErrorCode(answer(401, { message: 'Unauthorized', error: 'Wrong password.' }))).toBeUndefined();
    expect(apiErrorCode(answer(500, {}))).toBeUndefined();
    expect(apiErrorCode(undefined)).toBeUndefined();
  });

  it('says the server could not be reached on a network failure or timeout', () => {
    expect(readApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Fallback.').message).toBe(NETWORK_MESSAGE);
    expect(readApiError({ status: 'TIMEOUT_ERROR', error: 'timed out' }, 'Fallback.').message).toBe(NETWORK_MESSAGE);
  });
});

describe('showApiError', () => {
  it('shows every message of the reading as an error toast and returns the reading', () => {
    const shown: string[] = [];
    const reading = showApiError({ error: (message) => (shown.push(message), 'key') }, answer(422, { errors: { a: ['One.'], b: ['Two.'] } }), 'Fallback.');
    expect(shown).toEqual(['One.', 'Two.']);
    expect(reading.fieldErrors).toEqual({ a: ['One.'], b: ['Two.'] });
  });
});

describe('isNotFound', () => {
  it('is true only for an answer of 404', () => {
    expect(isNotFound(answer(404, { message: 'No snapshot yet.' }))).toBe(true);
    expect(
      [answer(500, {}), answer(403, {}), { status: 'FETCH_ERROR', error: 'down' }, { name: 'Error', message: '404' }, undefined, null].some(isNotFound),
    ).toBe(false);
  });
});
