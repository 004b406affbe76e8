import { inEnglish, otpError, transactionIdError, type Message, type Translate } from '@arcvest/shared/rules';
import { ruleSays } from '../src/errors';

const TOO_LONG: Message = { id: 'test.tooLong', message: 'At most {max} characters.' };
const REQUIRED: Message = { id: 'test.required', message: 'Required.' };

describe('what a shared rule says, as messages', () => {
  it('gives back the message a rule wrote, with its values, for the reader to read in their language', () => {
    const said = ruleSays((translate) => otpError('12', translate));
    expect(said).toMatchObject({ id: expect.stringMatching(/^rules\./) });
    expect(inEnglish(said as Message)).toBe(otpError('12'));
    expect(ruleSays((translate) => translate({ ...TOO_LONG, values: { max: 300 } }))).toEqual({ ...TOO_LONG, values: { max: 300 } });
  });

  it('says nothing when the rule is satisfied', () => {
    expect(ruleSays((translate) => transactionIdError('ETH', `0x${'ab'.repeat(32)}`, translate))).toBeNull();
  });

  it('maps field errors message by message', () => {
    const rule = (translate: Translate) => ({ name: [translate(REQUIRED)], bio: [translate({ ...TOO_LONG, values: { max: 5 } })] });
    expect(ruleSays(rule)).toEqual({ name: [REQUIRED], bio: [{ ...TOO_LONG, values: { max: 5 } }] });
  });

  it('keeps a text built from several messages as English, marked untranslated: the pseudo-locale test catches it', () => {
    expect(ruleSays((translate) => `${translate(REQUIRED)} ${translate({ ...TOO_LONG, values: { max: 5 } })}`)).toEqual({
      id: 'api.untranslated',
      message: 'Required. At most 5 characters.',
    });
  });
});
