import '@arcvest/shared/test';
import { waitFor } from '@testing-library/react';
import { reportMessage, reportRemoteError, reportRemoteLoad, startRemoteReports } from './remote-reports';

const FOLDERS = {
  public: 'http://localhost/remotes/public/',
  investor: 'http://localhost/remotes/investor/',
  admin: 'http://localhost/deployments/admin/versions/v2/',
};

it('keeps the first line of a message, without emails or long numbers, and at most 300 characters', () => {
  expect(reportMessage(new TypeError('Cannot read x of ann@example.com\n    at f (a.js:1:2)'))).toBe('TypeError: Cannot read x of [email]');
  expect(reportMessage('card 4111111111111111 refused')).toBe('card [number] refused');
  expect(reportMessage(new Error('x'.repeat(400)))).toHaveLength(300);
});

it('reports a page load of a remote, then its first error once it is counted; attributes uncaught errors by their files; never throws', async () => {
  const sent: { url: string; body: unknown }[] = [];
  let answerLoad = () => {};
  const fetch = jest.fn((url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(init.body as string) });
    // The load's answer is held back: the error must wait for it.
    return url.endsWith('/remote-loads') ? new Promise((resolve) => (answerLoad = () => resolve(new Response('{}')))) : Promise.reject(new Error('offline'));
  });
  window.fetch = fetch as unknown as typeof window.fetch;
  startRemoteReports('/api', FOLDERS, (remote) => (remote === 'admin' ? 'v2' : undefined));

  const thrown = new Error('boom');
  thrown.stack = 'Error: boom\n    at render (http://localhost/deployments/admin/versions/v2/842.0123456789.js:1:10)';
  window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: 'boom' }));
  // From the shell's own files, or a remote whose version is unknown: not reported.
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('shell'), filename: 'http://localhost/main.0123456789.js' }));
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('site'), filename: 'http://localhost/remotes/public/1.js' }));
  reportRemoteError('admin', 'v2', 'render', new Error('again'));
  void reportRemoteLoad('admin', 'v2');

  expect(sent).toEqual([{ url: '/api/remote-loads', body: { remote: 'admin', version: 'v2' } }]);
  answerLoad();
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toEqual({ url: '/api/client-errors', body: { remote: 'admin', version: 'v2', kind: 'unhandled', message: 'Error: boom' } });

  window.fetch = (() => {
    throw new Error('no fetch');
  }) as unknown as typeof window.fetch;
  expect(() => reportRemoteError('investor', 'v1', 'load', new Error('down'))).not.toThrow();
});
