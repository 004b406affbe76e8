import type { User } from '../types';
import type { FieldErrors } from './field-errors';
import { englishTexts, inEnglish, type Message, type Translate } from './messages';
import { formatWholeUsd } from './money';
import { DEFAULT_LOCALE, type UiLocale } from './locale';

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

/** Each occupation's name for the reader; the value sent and stored stays the English one. */
const OCCUPATION_TEXTS: Record<Occupation, Message> = {
  Accountant: /*i18n*/ { id: 'rules.occupation.accountant', message: 'Accountant' },
  Actor: /*i18n*/ { id: 'rules.occupation.actor', message: 'Actor' },
  Actuary: /*i18n*/ { id: 'rules.occupation.actuary', message: 'Actuary' },
  Architect: /*i18n*/ { id: 'rules.occupation.architect', message: 'Architect' },
  Artist: /*i18n*/ { id: 'rules.occupation.artist', message: 'Artist' },
  Athlete: /*i18n*/ { id: 'rules.occupation.athlete', message: 'Athlete' },
  Auditor: /*i18n*/ { id: 'rules.occupation.auditor', message: 'Auditor' },
  Baker: /*i18n*/ { id: 'rules.occupation.baker', message: 'Baker' },
  Banker: /*i18n*/ { id: 'rules.occupation.banker', message: 'Banker' },
  Barber: /*i18n*/ { id: 'rules.occupation.barber', message: 'Barber' },
  Biologist: /*i18n*/ { id: 'rules.occupation.biologist', message: 'Biologist' },
  Bookkeeper: /*i18n*/ { id: 'rules.occupation.bookkeeper', message: 'Bookkeeper' },
  'Business Owner': /*i18n*/ { id: 'rules.occupation.businessOwner', message: 'Business Owner' },
  Carpenter: /*i18n*/ { id: 'rules.occupation.carpenter', message: 'Carpenter' },
  Cashier: /*i18n*/ { id: 'rules.occupation.cashier', message: 'Cashier' },
  Chef: /*i18n*/ { id: 'rules.occupation.chef', message: 'Chef' },
  Chemist: /*i18n*/ { id: 'rules.occupation.chemist', message: 'Chemist' },
  'Civil Servant': /*i18n*/ { id: 'rules.occupation.civilServant', message: 'Civil Servant' },
  Consultant: /*i18n*/ { id: 'rules.occupation.consultant', message: 'Consultant' },
  Dentist: /*i18n*/ { id: 'rules.occupation.dentist', message: 'Dentist' },
  Designer: /*i18n*/ { id: 'rules.occupation.designer', message: 'Designer' },
  Doctor: /*i18n*/ { id: 'rules.occupation.doctor', message: 'Doctor' },
  Driver: /*i18n*/ { id: 'rules.occupation.driver', message: 'Driver' },
  Economist: /*i18n*/ { id: 'rules.occupation.economist', message: 'Economist' },
  Editor: /*i18n*/ { id: 'rules.occupation.editor', message: 'Editor' },
  Electrician: /*i18n*/ { id: 'rules.occupation.electrician', message: 'Electrician' },
  Engineer: /*i18n*/ { id: 'rules.occupation.engineer', message: 'Engineer' },
  Entrepreneur: /*i18n*/ { id: 'rules.occupation.entrepreneur', message: 'Entrepreneur' },
  Farmer: /*i18n*/ { id: 'rules.occupation.farmer', message: 'Farmer' },
  'Financial Analyst': /*i18n*/ { id: 'rules.occupation.financialAnalyst', message: 'Financial Analyst' },
  Firefighter: /*i18n*/ { id: 'rules.occupation.firefighter', message: 'Firefighter' },
  Fisherman: /*i18n*/ { id: 'rules.occupation.fisherman', message: 'Fisherman' },
  'Flight Attendant': /*i18n*/ { id: 'rules.occupation.flightAttendant', message: 'Flight Attendant' },
  Journalist: /*i18n*/ { id: 'rules.occupation.journalist', message: 'Journalist' },
  Judge: /*i18n*/ { id: 'rules.occupation.judge', message: 'Judge' },
  'Laboratory Technician': /*i18n*/ { id: 'rules.occupation.laboratoryTechnician', message: 'Laboratory Technician' },
  Lawyer: /*i18n*/ { id: 'rules.occupation.lawyer', message: 'Lawyer' },
  Librarian: /*i18n*/ { id: 'rules.occupation.librarian', message: 'Librarian' },
  Machinist: /*i18n*/ { id: 'rules.occupation.machinist', message: 'Machinist' },
  Manager: /*i18n*/ { id: 'rules.occupation.manager', message: 'Manager' },
  Marketer: /*i18n*/ { id: 'rules.occupation.marketer', message: 'Marketer' },
  Mechanic: /*i18n*/ { id: 'rules.occupation.mechanic', message: 'Mechanic' },
  Military: /*i18n*/ { id: 'rules.occupation.military', message: 'Military' },
  Musician: /*i18n*/ { id: 'rules.occupation.musician', message: 'Musician' },
  Nurse: /*i18n*/ { id: 'rules.occupation.nurse', message: 'Nurse' },
  Optician: /*i18n*/ { id: 'rules.occupation.optician', message: 'Optician' },
  Painter: /*i18n*/ { id: 'rules.occupation.painter', message: 'Painter' },
  Pharmacist: /*i18n*/ { id: 'rules.occupation.pharmacist', message: 'Pharmacist' },
  Photographer: /*i18n*/ { id: 'rules.occupation.photographer', message: 'Photographer' },
  Physicist: /*i18n*/ { id: 'rules.occupation.physicist', message: 'Physicist' },
  Physiotherapist: /*i18n*/ { id: 'rules.occupation.physiotherapist', message: 'Physiotherapist' },
  Pilot: /*i18n*/ { id: 'rules.occupation.pilot', message: 'Pilot' },
  Plumber: /*i18n*/ { id: 'rules.occupation.plumber', message: 'Plumber' },
  'Police Officer': /*i18n*/ { id: 'rules.occupation.policeOfficer', message: 'Police Officer' },
  Politician: /*i18n*/ { id: 'rules.occupation.politician', message: 'Politician' },
  Professor: /*i18n*/ { id: 'rules.occupation.professor', message: 'Professor' },
  Programmer: /*i18n*/ { id: 'rules.occupation.programmer', message: 'Programmer' },
  Psychologist: /*i18n*/ { id: 'rules.occupation.psychologist', message: 'Psychologist' },
  'Real Estate Agent': /*i18n*/ { id: 'rules.occupation.realEstateAgent', message: 'Real Estate Agent' },
  Receptionist: /*i18n*/ { id: 'rules.occupation.receptionist', message: 'Receptionist' },
  Retired: /*i18n*/ { id: 'rules.occupation.retired', message: 'Retired' },
  Salesperson: /*i18n*/ { id: 'rules.occupation.salesperson', message: 'Salesperson' },
  Scientist: /*i18n*/ { id: 'rules.occupation.scientist', message: 'Scientist' },
  Secretary: /*i18n*/ { id: 'rules.occupation.secretary', message: 'Secretary' },
  'Social Worker': /*i18n*/ { id: 'rules.occupation.socialWorker', message: 'Social Worker' },
  'Software Developer': /*i18n*/ { id: 'rules.occupation.softwareDeveloper', message: 'Software Developer' },
  Student: /*i18n*/ { id: 'rules.occupation.student', message: 'Student' },
  Surgeon: /*i18n*/ { id: 'rules.occupation.surgeon', message: 'Surgeon' },
  Tailor: /*i18n*/ { id: 'rules.occupation.tailor', message: 'Tailor' },
  Teacher: /*i18n*/ { id: 'rules.occupation.teacher', message: 'Teacher' },
  Translator: /*i18n*/ { id: 'rules.occupation.translator', message: 'Translator' },
  Veterinarian: /*i18n*/ { id: 'rules.occupation.veterinarian', message: 'Veterinarian' },
  Waiter: /*i18n*/ { id: 'rules.occupation.waiter', message: 'Waiter' },
  'Web Developer': /*i18n*/ { id: 'rules.occupation.webDeveloper', message: 'Web Developer' },
  Welder: /*i18n*/ { id: 'rules.occupation.welder', message: 'Welder' },
  Writer: /*i18n*/ { id: 'rules.occupation.writer', message: 'Writer' },
  Others: /*i18n*/ { id: 'rules.occupation.others', message: 'Others' },
};

/** The occupations for a select: the English value, the label in the reader's language. */
export function occupationOptions(translate: Translate = inEnglish): { value: Occupation; label: string }[] {
  return OCCUPATIONS.map((occupation) => ({ value: occupation, label: translate(OCCUPATION_TEXTS[occupation]) }));
}

/** The five yearly salary ranges the identity form offers. */
export const SALARY_RANGES = ['Under $50,000 a year', '$50,000 - $100,000', '$100,000 - $150,000', '$150,000 - $200,000', 'Over $200,000 a year'] as const;
export type SalaryRange = (typeof SALARY_RANGES)[number];

const SALARY_TEXTS = {
  under: /*i18n*/ { id: 'rules.salary.under', message: 'Under {amount} a year' },
  between: /*i18n*/ { id: 'rules.salary.between', message: '{from} - {to}' },
  over: /*i18n*/ { id: 'rules.salary.over', message: 'Over {amount} a year' },
};

/** The salary ranges for a select: the English value (stored), the label in the reader's language and money. */
export function salaryRangeOptions(translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): { value: SalaryRange; label: string }[] {
  const usd = (dollars: number) => formatWholeUsd(dollars * 100, locale);
  const between = (from: number, to: number) => translate({ ...SALARY_TEXTS.between, values: { from: usd(from), to: usd(to) } });
  const labels = [
    translate({ ...SALARY_TEXTS.under, values: { amount: usd(50_000) } }),
    between(50_000, 100_000),
    between(100_000, 150_000),
    between(150_000, 200_000),
    translate({ ...SALARY_TEXTS.over, values: { amount: usd(200_000) } }),
  ];
  return SALARY_RANGES.map((value, index) => ({ value, label: labels[index] }));
}

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
export const IDENTITY_TEXTS = {
  verifyEmailFirst: /*i18n*/ { id: 'rules.identity.verifyEmailFirst', message: 'Please verify your email address first.' },
  underReview: /*i18n*/ { id: 'rules.identity.underReview', message: 'Your identity verification is already under review.' },
  alreadyVerified: /*i18n*/ { id: 'rules.identity.alreadyVerified', message: 'Your identity is already verified.' },
  submitted: /*i18n*/ { id: 'rules.identity.submitted', message: 'Your documents were submitted and are under review.' },
  nothingPending: /*i18n*/ { id: 'rules.identity.nothingPending', message: 'This user has no identity submission waiting for review.' },
  accepted: /*i18n*/ { id: 'rules.identity.accepted', message: 'Identity verification accepted.' },
  rejected: /*i18n*/ { id: 'rules.identity.rejected', message: 'Identity verification rejected.' },
} satisfies Record<string, Message>;

export const IDENTITY_MESSAGES = englishTexts(IDENTITY_TEXTS);

/** Why a user may not submit identity now, or null when they may (canSubmitIdentity). */
export function identitySubmissionRefusal(user: Pick<User, 'level' | 'salary' | 'identity_rejection_reason'>, translate: Translate = inEnglish): string | null {
  switch (accountLevelState(user)) {
    case 'verify-email':
      return translate(IDENTITY_TEXTS.verifyEmailFirst);
    case 'under-review':
      return translate(IDENTITY_TEXTS.underReview);
    case 'verified':
      return translate(IDENTITY_TEXTS.alreadyVerified);
    default:
      return null;
  }
}

export const MAX_SSN_LENGTH = 50;

/** How the messages name the two license images, in the reader's language where a page says them. */
export const IDENTITY_IMAGE_LABEL_TEXTS = {
  dl_front: /*i18n*/ { id: 'rules.identity.dlFront', message: "driver's license front" },
  dl_back: /*i18n*/ { id: 'rules.identity.dlBack', message: "driver's license back" },
};

export const IDENTITY_IMAGE_LABELS = englishTexts(IDENTITY_IMAGE_LABEL_TEXTS);

const IDENTITY_FIELD_TEXTS = {
  ssn: /*i18n*/ { id: 'rules.identity.ssnRequired', message: 'Please enter your national identification number.' },
  ssnTooLong: /*i18n*/ { id: 'rules.identity.ssnTooLong', message: 'The national identification number may have at most {maximum} characters.' },
  occupation: /*i18n*/ { id: 'rules.identity.occupationRequired', message: 'Please choose your occupation.' },
  salary: /*i18n*/ { id: 'rules.identity.salaryRequired', message: 'Please choose your salary range.' },
};

/** What the identity form asks for when a text field is missing or not from its list. */
export const IDENTITY_FIELD_MESSAGES = {
  ssn: inEnglish(IDENTITY_FIELD_TEXTS.ssn),
  occupation: inEnglish(IDENTITY_FIELD_TEXTS.occupation),
  salary: inEnglish(IDENTITY_FIELD_TEXTS.salary),
} as const;

export interface IdentityTextFields {
  ssn: string;
  occupation: string;
  salary: string;
}

/** The identity form's text fields, on the client and the server; the images are checked by identityImageError and the server's imageError. */
export function identityFieldErrors(form: IdentityTextFields, translate: Translate = inEnglish): FieldErrors {
  const errors: FieldErrors = {};
  const ssn = form.ssn.trim();
  if (!ssn) errors.ssn = [translate(IDENTITY_FIELD_TEXTS.ssn)];
  else if (ssn.length > MAX_SSN_LENGTH) errors.ssn = [translate({ ...IDENTITY_FIELD_TEXTS.ssnTooLong, values: { maximum: MAX_SSN_LENGTH } })];
  if (!(OCCUPATIONS as readonly string[]).includes(form.occupation)) errors.occupation = [translate(IDENTITY_FIELD_TEXTS.occupation)];
  if (!(SALARY_RANGES as readonly string[]).includes(form.salary)) errors.salary = [translate(IDENTITY_FIELD_TEXTS.salary)];
  return errors;
}
