import { inEnglish, type Translate } from './messages';

const GREETING_TEXTS = {
  morning: /*i18n*/ { id: 'rules.greeting.morning', message: 'Good morning' },
  afternoon: /*i18n*/ { id: 'rules.greeting.afternoon', message: 'Good afternoon' },
  evening: /*i18n*/ { id: 'rules.greeting.evening', message: 'Good evening' },
};

/** Greeting by the local time of day: morning before 12:00, afternoon before 18:00, else evening. */
export function greeting(now: Date = new Date(), translate: Translate = inEnglish): string {
  const hour = now.getHours();
  if (hour < 12) return translate(GREETING_TEXTS.morning);
  if (hour < 18) return translate(GREETING_TEXTS.afternoon);
  return translate(GREETING_TEXTS.evening);
}
