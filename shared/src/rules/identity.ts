import type { User } from '../types';
import type { FieldErrors } from './field-errors';

/** Occupations offered on the identity form: about 70, Accountant to Writer, then Others. */
export const OCCUPATIONS = [
  'Accountant',
  'Actor',
  'Actuary',
  'Architect',
  'Artist',
  'Athlete',
  'Auditor',
  'Baker',
  'Banker',
  'Barber',
  'Biologist',
  'Bookkeeper',
  'Business Owner',
  'Carpenter',
  'Cashier',
  'Chef',
  'Chemist',
  'Civil Servant',
  'Consultant',
  'Dentist',
  'Designer',
  'Doctor',
  'Driver',
  'Economist',
  'Editor',
  'Electrician',
  'Engineer',
  'Entrepreneur',
  'Farmer',
  'Financial Analyst',
  'Firefighter',
  'Fisherman',
  'Flight Attendant',
  'Journalist',
  'Judge',
  'Laboratory Technician',
  'Lawyer',
  'Librarian',
  'Machinist',
  'Manager',
  'Marketer',
  'Mechanic',
  'Military',
  'Musician',
  'Nurse',
  'Optician',
  'Painter',
  'Pharmacist',
  'Photographer',
  'Physicist',
  'Physiotherapist',
  'Pilot',
  'Plumber',
  'Police Officer',
  'Politician',
  'Professor',
  'Programmer',
  'Psychologist',
  'Real Estate Agent',
  'Receptionist',
  'Retired',
  'Salesperson',
  'Scientist',
  'Secretary',
  'Social Worker',
  'Software Developer',
  'Student',
  'Surgeon',
  'Tailor',
  'Teacher',
  'Translator',
  'Veterinarian',
  'Waiter',
  'Web Developer',
  'Welder',
  'Writer',
  'Others',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

/** The five yearly salary ranges the identity form offers. */
export const SALARY_RANGES = ['Under $50,000 a year', '$50,000 - $100,000', '$100,000 - $150,000', '$150,000 - $200,000', 'Over $200,000 a year'] as const;
export type SalaryRange = (typeof SALARY_RANGES)[number];

/** Identity documents: JPEG, PNG or WebP by their bytes (GIF is for QR codes only). */
export const IDENTITY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Where a user stands on the account-level ladder (docs/levels-and-limits.md#account-levels):
 * level 1 until the email is verified; level 2 needs identity, which is under review while a
 * submission (salary set) waits, and shows the admin's reason after a rejection; level 3 is the top.
 */
export type AccountLevelState = 'verify-email' | 'verify-identity' | 'identity-rejected' | 'under-review' | 'verified';

export function accountLevelState(user: Pick<User, 'level' | 'salary' | 'identity_rejection_reason'>): AccountLevelState {
  if (user.level <= 1) return 'verify-email';
  if (user.level >= 3) return 'verified';
  if (user.salary !== null) return 'under-review';
  return user.identity_rejection_reason ? 'identity-rejected' : 'verify-identity';
}

/** Identity may be submitted at level 2 with nothing pending (the server answers the same rule). */
export function canSubmitIdentity(user: Pick<User, 'level' | 'salary' | 'identity_rejection_reason'>): boolean {
  const state = accountLevelState(user);
  return state === 'verify-identity' || state === 'identity-rejected';
}

/** The answers of the identity routes (submission and the admin's review), written once. */
export const IDENTITY_MESSAGES = {
  verifyEmailFirst: 'Please verify your email address first.',
  underReview: 'Your identity verification is already under review.',
  alreadyVerified: 'Your identity is already verified.',
  submitted: 'Your documents were submitted and are under review.',
  nothingPending: 'This user has no identity submission waiting for review.',
  accepted: 'Identity verification accepted.',
  rejected: 'Identity verification rejected.',
} as const;

/** Why a user may not submit identity now, or null when they may (canSubmitIdentity). */
export function identitySubmissionRefusal(user: Pick<User, 'level' | 'salary' | 'identity_rejection_reason'>): string | null {
  switch (accountLevelState(user)) {
    case 'verify-email':
      return IDENTITY_MESSAGES.verifyEmailFirst;
    case 'under-review':
      return IDENTITY_MESSAGES.underReview;
    case 'verified':
      return IDENTITY_MESSAGES.alreadyVerified;
    default:
      return null;
  }
}

export const MAX_SSN_LENGTH = 50;

/** How the messages name the two license images. */
export const IDENTITY_IMAGE_LABELS = { dl_front: "driver's license front", dl_back: "driver's license back" } as const;

/** What the identity form asks for when a text field is missing or not from its list. */
export const IDENTITY_FIELD_MESSAGES = {
  ssn: 'Please enter your national identification number.',
  occupation: 'Please choose your occupation.',
  salary: 'Please choose your salary range.',
} as const;

export interface IdentityTextFields {
  ssn: string;
  occupation: string;
  salary: string;
}

/** The identity form's text fields, on the client and the server; the images are checked by identityImageError and the server's imageError. */
export function identityFieldErrors(form: IdentityTextFields): FieldErrors {
  const errors: FieldErrors = {};
  const ssn = form.ssn.trim();
  if (!ssn) errors.ssn = [IDENTITY_FIELD_MESSAGES.ssn];
  else if (ssn.length > MAX_SSN_LENGTH) errors.ssn = [`The national identification number may have at most ${MAX_SSN_LENGTH} characters.`];
  if (!(OCCUPATIONS as readonly string[]).includes(form.occupation)) errors.occupation = [IDENTITY_FIELD_MESSAGES.occupation];
  if (!(SALARY_RANGES as readonly string[]).includes(form.salary)) errors.salary = [IDENTITY_FIELD_MESSAGES.salary];
  return errors;
}
