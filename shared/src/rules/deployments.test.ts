import { activateLocale, addCatalogue, i18n } from '../i18n/i18n';
import { loadSignedInRuleMessages } from './rule-messages';
import {
  CANARY_SHARE_MAX,
  CANARY_SHARE_MESSAGE,
  canaryShareMessage,
  CLIENT_ERROR_MESSAGE_MAX,
  clientErrorMessage,
  firstViewFiles,
  parseCanaryShare,
} from './deployments';
import type { Message } from './messages';

it('reads a whole per cent from 1 to 100, with or without the sign', () => {
  expect(parseCanaryShare('10')).toBe(10);
  expect(parseCanaryShare(' 50 % ')).toBe(50);
  expect(parseCanaryShare(String(CANARY_SHARE_MAX))).toBe(100);
  for (const refused of ['0', '101', '', '5.5', '-3', '1e1', 'ten', '0x10']) expect(parseCanaryShare(refused)).toBeNull();
});

it('keeps the first line of an error message, without emails, long numbers or tokens, at most 300 characters', () => {
  expect(clientErrorMessage('TypeError: Cannot read x of ann@example.com\n    at f (a.js:1:2)')).toBe('TypeError: Cannot read x of [email]');
  expect(clientErrorMessage('card 4111111111111111 refused, code 123456, 12345 left')).toBe('card [number] refused, code [number], 12345 left');
  expect(clientErrorMessage('Bearer dGhpcyBpcyBhIHNlY3JldCB0b2tlbjEyMw refused')).toBe('Bearer [token] refused');
  expect(clientErrorMessage('Minified React error: ReactDOMComponentTreeHostRootsMismatch')).toBe(
    'Minified React error: ReactDOMComponentTreeHostRootsMismatch',
  );
  expect(clientErrorMessage('Loading remote-admin-console-v2-beta3 failed')).toBe('Loading remote-admin-console-v2-beta3 failed');
  expect(clientErrorMessage('Loading chunk 842 failed (http://127.0.0.1:3000/deployments/admin/versions/v2/842.js)')).toBe(
    'Loading chunk 842 failed (http://127.0.0.1:3000/deployments/admin/versions/v2/842.js)',
  );
  expect(clientErrorMessage('x'.repeat(400))).toHaveLength(CLIENT_ERROR_MESSAGE_MAX);
  expect(clientErrorMessage('  \nat f')).toBe('Unknown error');
});

it("reads a remote's first-view files from its manifest: the entry and the ./routes module's synchronous files", () => {
  const manifest = (publicPath: string, entryPath = '') => ({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: entryPath }, publicPath },
    exposes: [
      { path: './other', assets: { js: { sync: ['other.js'] }, css: { sync: [] } } },
      { path: './routes', assets: { js: { sync: ['1.js', '../up.js', '/root.js', 'https://x.example/a.js', 2] }, css: { sync: ['1.css'] } } },
    ],
  });
  expect(firstViewFiles(manifest('auto'))).toEqual({ entry: 'remoteEntry.js', scripts: ['1.js'], styles: ['1.css'] });
  expect(firstViewFiles(manifest('auto', 'entry/'))?.entry).toBe('entry/remoteEntry.js');
  expect(firstViewFiles(manifest('auto', '../'))).toBeNull();
  expect(firstViewFiles(manifest('https://cdn.example/'))).toBeNull();
  expect(firstViewFiles({ metaData: { publicPath: 'auto' } })).toBeNull();
});

describe("the canary share's message", () => {
  // The console's texts, which the console adds (remote-admin/src/messages.ts).
  beforeAll(() => addCatalogue(loadSignedInRuleMessages));
  afterEach(() => activateLocale('en'));

  it('is English for the API and the release command', () => {
    expect(CANARY_SHARE_MESSAGE).toBe('Enter a share from 1 to 100 per cent, in whole numbers.');
    expect(canaryShareMessage()).toBe(CANARY_SHARE_MESSAGE);
  });

  it("is the reader's language on the admin's form", async () => {
    await activateLocale('pt-BR');
    expect(canaryShareMessage((message: Message) => i18n._(message))).toBe('Informe uma parcela de 1 a 100 por cento, em números inteiros.');
  });
});
