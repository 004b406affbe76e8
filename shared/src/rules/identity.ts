import type { User } from '../types';

/** Occupations offered on the identity form (spec section 3: about 70, Accountant to Writer, then Others). */
export const OCCUPATIONS = [
  'Accountant', 'Actor', 'Actuary', 'Architect', 'Artist', 'Athlete', 'Auditor', 'Baker', 'Banker', 'Barber',
  'Biologist', 'Bookkeeper', 'Business Owner', 'Carpenter', 'Cashier', 'Chef', 'Chemist', 'Civil Servant', 'Consultant', 'Dentist',
  'Designer', 'Doctor', 'Driver', 'Economist', 'Editor', 'Electrician', 'Engineer', 'Entrepreneur', 'Farmer', 'Financial Analyst',
  'Firefighter', 'Fisherman', 'Flight Attendant', 'Journalist', 'Judge', 'Laboratory Technician', 'Lawyer', 'Librarian', 'Machinist', 'Manager',
  'Marketer', 'Mechanic', 'Military', 'Musician', 'Nurse', 'Optician', 'Painter', 'Pharmacist', 'Photographer', 'Physicist',
  'Physiotherapist', 'Pilot', 'Plumber', 'Police Officer', 'Politician', 'Professor', 'Programmer', 'Psychologist', 'Real Estate Agent', 'Receptionist',
  'Retired', 'Salesperson', 'Scientist', 'Secretary', 'Social Worker', 'Software Developer', 'Student', 'Surgeon', 'Tailor', 'Teacher',
  'Translator', 'Veterinarian', 'Waiter', 'Web Developer', 'Welder', 'Writer', 'Others',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

/** The five yearly salary ranges of spec section 3. */
export const SALARY_RANGES = [
  'Under $50,000 a year',
  '$50,000 - $100,000',
  '$100,000 - $150,000',
  '$150,000 - $200,000',
  'Over $200,000 a year',
] as const;
export type SalaryRange = (typeof SALARY_RANGES)[number];

/** Identity documents: JPEG, PNG or WebP by their bytes (GIF is for QR codes only). */
export const IDENTITY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Where a user stands on the account-level ladder (spec section 4; DESIGN.md "Levels and identity"):
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
