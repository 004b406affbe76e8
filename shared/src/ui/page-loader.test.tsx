// Must be the first import: installs fetch/Request/Response/TextEncoder for jsdom.
import { renderWithProviders } from '../test';
import { act, screen } from '@testing-library/react';
import { PageLoader, PAGE_LOADER_MS, usePageLoader } from './page-loader';

function Page() {
  const loading = usePageLoader();
  return loading ? <PageLoader /> : <h1>Page content</h1>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('page loader', () => {
  it('shows the loading status for 1000 ms, then the page', () => {
    expect(PAGE_LOADER_MS).toBe(1000);
    renderWithProviders(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Page content' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page content' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
  });

  it('does not update after the page has gone', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = renderWithProviders(<Page />);
    unmount();
    act(() => jest.advanceTimersByTime(2000));
    expect(jest.getTimerCount()).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
