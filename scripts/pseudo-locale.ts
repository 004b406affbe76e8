/**
 * The pseudo-locale (docs/i18n.md#the-pseudo-locale-and-the-tests-that-catch-a-missing-text), made
 * from English's compiled messages: only their text is changed, never a placeholder's name, a plural
 * keyword or an element's tag. Letters with a Latin-1 accented form are accented (so Inter still
 * draws them), each message grows by 30 % and is wrapped in ⟦…⟧, which the page check looks for.
 */
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

const ACCENTED: Record<string, string> = {
  a: 'à',
  e: 'é',
  i: 'î',
  o: 'õ',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'À',
  E: 'É',
  I: 'Î',
  O: 'Õ',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

/** Accents a text part, leaving element tags such as `<0>` or `</link>` as they are. */
function accent(text: string): string {
  return text.replace(/(<\/?[^>]*>)|[A-Za-z]/g, (match, tag: string | undefined) => tag ?? ACCENTED[match] ?? match);
}

type Token = CompiledMessage[number];

function textLength(message: CompiledMessage): number {
  return message.reduce<number>((sum, token) => sum + (typeof token === 'string' ? token.replace(/<\/?[^>]*>/g, '').length : 0), 0);
}

function pseudoToken(token: Token): Token {
  if (typeof token === 'string') return accent(token);
  const [name, format, options] = token;
  if (!options || typeof options !== 'object') return token;
  const pseudoOptions = Object.fromEntries(
    Object.entries(options).map(([key, value]) => [key, Array.isArray(value) ? value.map(pseudoToken) : typeof value === 'string' ? accent(value) : value]),
  );
  return [name, format, pseudoOptions] as Token;
}

export function pseudoMessage(message: string | CompiledMessage): CompiledMessage {
  const tokens: CompiledMessage = typeof message === 'string' ? [message] : message;
  // In words of three, so a lengthened text still wraps where a translation would.
  const padding = ' ···'.repeat(Math.ceil((textLength(tokens) * 0.3) / 4));
  return ['⟦', ...tokens.map(pseudoToken), padding, '⟧'];
}

export function pseudoCatalogue(english: Record<string, string | CompiledMessage>): Record<string, CompiledMessage> {
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoMessage(message)]));
}
