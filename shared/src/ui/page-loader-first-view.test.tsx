// A file of its own: its module registry is fresh, so no page has asked for its loader yet in this "visit".
import { renderWithProviders } from '../test';
import { act, screen } from '@testing-library/react';
import { markBrandLoaderFromStart, PageLoader, usePageLoader } from './page-loader';

function Page() {
  return usePageLoader() ? <PageLoader /> : <h1>Page content</h1>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("continues index.html's brand loader to one second after the request on the page the visit started on, then takes the whole second", () => {
  // The page was requested 600 ms ago, and its HTML has shown the brand loader since.
  jest.spyOn(performance, 'now').mockReturnValue(600);
  markBrandLoaderFromStart();
  const first = renderWithProviders(<Page />);
  act(() => jest.advanceTimersByTime(399));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
  first.unmount();

  // The next page (a client-side navigation) shows its loader for the whole second.
  renderWithProviders(<Page />);
  act(() => jest.advanceTimersByTime(999));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
});
