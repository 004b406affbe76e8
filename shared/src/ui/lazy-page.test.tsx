import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { Messages } from '@lingui/core';
import { lazyPage } from './lazy-page';

/** A module whose load the test settles, counting how often it was asked for. */
function deferredModule() {
  let resolve!: (module: { default: (props: { name: string }) => React.JSX.Element }) => void;
  const promise = new Promise<{ default: (props: { name: string }) => React.JSX.Element }>((settle) => (resolve = settle));
  const load = jest.fn(() => promise);
  const arrive = () => resolve({ default: ({ name }) => <h1>Hello {name}</h1> });
  return { load, arrive };
}

describe('lazyPage', () => {
  it('loads on first render, showing the fallback until the code arrives', async () => {
    const { load, arrive } = deferredModule();
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded page at once, with no fallback, loading its code once', async () => {
    const { load, arrive } = deferredModule();
    const Page = lazyPage(load);
    Page.preload();
    Page.preload();
    await act(async () => arrive());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    // Synchronously, in the render's own commit: the fallback never showed.
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders once both its code and its texts are there, the texts in the page's language", async () => {
    const { load, arrive } = deferredModule();
    let deliver!: (messages: Messages) => void;
    const loadMessages = jest.fn(() => new Promise<Messages>((settle) => (deliver = settle)));
    const Page = lazyPage(load, loadMessages);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    await act(async () => arrive());
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => deliver({}));
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(loadMessages).toHaveBeenCalledWith('en');
  });
});
