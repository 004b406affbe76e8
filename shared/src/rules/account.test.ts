import { normalizeAddress, verificationCodeSentMessage } from './account';
import { identityFieldErrors, identitySubmissionRefusal, IDENTITY_IMAGE_TYPES, IDENTITY_MESSAGES, OCCUPATIONS, SALARY_RANGES } from './identity';
import { imageTypeMessage } from './images';
import { OTP_INVALID_MESSAGE, otpError } from './otp';
import { contactPhoneError, INVALID_PHONE_MESSAGE } from './phone';
import { emailError, profileFieldErrors } from './signup';

describe('edit profile', () => {
  const form = { firstname: 'Ada', lastname: 'Lovelace', username: 'ada.l', gender: 'female' as const };

  it('accepts a complete form', () => {
    expect(profileFieldErrors(form)).toEqual({});
  });

  it('requires every field after trimming, with the sign-up messages', () => {
    expect(profileFieldErrors({ firstname: ' ', lastname: '', username: '\t', gender: '' as 'male' })).toEqual({
      firstname: ['The first name field is required.'],
      lastname: ['The last name field is required.'],
      username: ['The username field is required.'],
      gender: ['The gender field is required.'],
    });
  });

  it('checks the username, the name lengths and the gender', () => {
    expect(profileFieldErrors({ ...form, username: 'a b', firstname: 'x'.repeat(51), gender: 'other' as 'male' })).toEqual({
      firstname: ['The first name may have at most 50 characters.'],
      username: ['The username must be 3 to 30 letters, digits, dots, dashes or underscores.'],
      gender: ['The gender must be male or female.'],
    });
  });
});

describe('email to verify', () => {
  it('is required and one valid address', () => {
    expect(emailError('ada@example.com')).toBeNull();
    expect(emailError('  ')).toBe('The email field is required.');
    for (const bad of ['ada', 'ada@example', 'a da@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(emailError(bad)).toBe('The email must be a valid email address.');
    }
  });

  it('tells where the code went', () => {
    expect(verificationCodeSentMessage('ada@example.com')).toBe('A verification code has been sent to ada@example.com.');
  });
});

describe('the code field', () => {
  it('needs six digits before a try is counted', () => {
    expect(otpError('012345')).toBeNull();
    expect(otpError(' ')).toBe('The code field is required.');
    expect(otpError('12345')).toBe('The code must be 6 digits.');
    expect(OTP_INVALID_MESSAGE).toBe('The code is invalid or has expired.');
  });
});

describe('contact information', () => {
  it('takes a valid E.164 number, or nothing to remove it', () => {
    expect(contactPhoneError('+12025550123')).toBeNull();
    expect(contactPhoneError(' +12025550123 ')).toBeNull();
    expect(contactPhoneError('')).toBeNull();
    for (const bad of ['12025550143', '+1202', '+1 202 555 0143', 'phone']) expect(contactPhoneError(bad)).toBe(INVALID_PHONE_MESSAGE);
  });

  it('stores a blank address as none', () => {
    expect(normalizeAddress('  1 Main St  ')).toBe('1 Main St');
    expect(normalizeAddress('   ')).toBeNull();
  });
});

describe('identity submission', () => {
  const valid = { ssn: 'AB123456', occupation: OCCUPATIONS[0], salary: SALARY_RANGES[0] };

  it('accepts an id number and values from the lists', () => {
    expect(identityFieldErrors(valid)).toEqual({});
  });

  it('names each invalid field', () => {
    expect(identityFieldErrors({ ssn: '  ', occupation: 'Wizard', salary: 'lots' })).toEqual({
      ssn: ['Please enter your national identification number.'],
      occupation: ['Please choose your occupation.'],
      salary: ['Please choose your salary range.'],
    });
    expect(identityFieldErrors({ ...valid, ssn: '1'.repeat(51) }).ssn).toEqual(['The national identification number may have at most 50 characters.']);
  });

  it('says why a submission is refused at each step of the ladder', () => {
    const user = (level: number, salary: string | null = null, reason: string | null = null) => ({ level, salary, identity_rejection_reason: reason });
    expect(identitySubmissionRefusal(user(1))).toBe(IDENTITY_MESSAGES.verifyEmailFirst);
    expect(identitySubmissionRefusal(user(2))).toBeNull();
    expect(identitySubmissionRefusal(user(2, null, 'Blurred'))).toBeNull();
    expect(identitySubmissionRefusal(user(2, SALARY_RANGES[0]))).toBe(IDENTITY_MESSAGES.underReview);
    expect(identitySubmissionRefusal(user(3, SALARY_RANGES[0]))).toBe(IDENTITY_MESSAGES.alreadyVerified);
  });

  it('names the image types it takes', () => {
    expect(imageTypeMessage('QR code')).toBe('The QR code must be a PNG, JPEG, GIF or WebP image.');
    expect(imageTypeMessage("driver's license front", IDENTITY_IMAGE_TYPES)).toBe("The driver's license front must be a JPEG, PNG or WebP image.");
  });
});
