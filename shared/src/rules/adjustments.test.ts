import { setupI18n } from '@lingui/core';
import { ADJUSTMENT_FORM_MESSAGES, feeAboveBalanceMessage, readAdjustmentAmount } from './adjustments';
import { displayMessageError, DISPLAY_MESSAGE_MESSAGES } from './display-message';
import type { Translate } from './messages';
import { loadSignedInRuleMessages } from './rule-messages';

describe('readAdjustmentAmount', () => {
  it('reads dollars into cents without floating point', () => {
    expect(readAdjustmentAmount('25')).toEqual({ cents: 2_500 });
    expect(readAdjustmentAmount(' $1,250.5 ')).toEqual({ cents: 125_050 });
    expect(readAdjustmentAmount('0.07')).toEqual({ cents: 7 });
    expect(readAdjustmentAmount('1000000')).toEqual({ cents: 100_000_000 });
  });

  it('says what is wrong, in order', () => {
    expect(readAdjustmentAmount('  ')).toEqual({ error: ADJUSTMENT_FORM_MESSAGES.missing });
    for (const input of ['abc', '1.234', '-5', '1e3']) expect(readAdjustmentAmount(input)).toEqual({ error: ADJUSTMENT_FORM_MESSAGES.invalid });
    expect(readAdjustmentAmount('0.00')).toEqual({ error: ADJUSTMENT_FORM_MESSAGES.zero });
    expect(readAdjustmentAmount('1000000.01')).toEqual({ error: 'The amount may be at most $1,000,000.' });
  });

  it('refuses a fee above the balance', () => {
    expect(readAdjustmentAmount('10.01', { wallet: 1_000 })).toEqual({ error: feeAboveBalanceMessage(1_000) });
    expect(feeAboveBalanceMessage(1_000)).toBe('The fee may not be more than the balance of $10.00.');
    expect(readAdjustmentAmount('10', { wallet: 1_000 })).toEqual({ cents: 1_000 });
  });
});

describe('displayMessageError', () => {
  it('wants 1 to 500 characters once trimmed', () => {
    expect(displayMessageError('  ')).toBe(DISPLAY_MESSAGE_MESSAGES.missing);
    expect(displayMessageError(` ${'x'.repeat(500)} `)).toBeNull();
    expect(displayMessageError('x'.repeat(501))).toBe('Please keep the message to 500 characters.');
  });
});

describe("the adjustment and display-message checks in the reader's language", () => {
  const english = {
    missing: 'Please enter an amount in dollars.',
    invalid: 'Please enter an amount in dollars, such as 25 or 25.50.',
    zero: 'The amount must be more than $0.00.',
  };

  it('keep the English the API says', () => {
    expect(ADJUSTMENT_FORM_MESSAGES).toEqual({ ...english, tooLarge: 'The amount may be at most $1,000,000.' });
    expect(DISPLAY_MESSAGE_MESSAGES).toEqual({ missing: 'Please write the message to display.', tooLong: 'Please keep the message to 500 characters.' });
    expect(readAdjustmentAmount('0')).toEqual({ error: english.zero });
  });

  it('say them in Spanish, the amounts in Spanish figures', async () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: await loadSignedInRuleMessages('es') } });
    const _: Translate = (message) => i18n._(message);
    expect(readAdjustmentAmount(' ', {}, _, 'es')).toEqual({ error: 'Introduzca un importe en dólares.' });
    expect(readAdjustmentAmount('0', {}, _, 'es')).toEqual({ error: 'El importe debe ser mayor que 0,00\u00a0US$.' });
    expect(readAdjustmentAmount('1000000.01', {}, _, 'es')).toEqual({ error: 'El importe puede ser como máximo 1.000.000\u00a0US$.' });
    expect(readAdjustmentAmount('10.01', { wallet: 1_000 }, _, 'es')).toEqual({ error: 'La comisión no puede superar el saldo de 10,00\u00a0US$.' });
    expect(displayMessageError('x'.repeat(501), _)).toBe('El mensaje no debe superar los 500 caracteres.');
    expect(displayMessageError('', _)).toBe('Escriba el mensaje que se mostrará.');
  });
});
