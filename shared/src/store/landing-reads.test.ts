import { prefetchLandingReads, setVisitStore } from './landing-reads';
import { createAppStore } from './store';

const store = (token: string | null) => createAppStore({ auth: { token, user: null, error: null, loggedOut: false } });

describe('prefetchLandingReads', () => {
  it("starts a landing page's reads with the visit's store when it has a token", () => {
    const signedIn = store('token-1');
    setVisitStore(signedIn);
    const read = jest.fn();
    prefetchLandingReads(read);
    expect(read).toHaveBeenCalledWith(signedIn.dispatch);
  });

  it('asks nothing without a token: the answer would be a 401', () => {
    setVisitStore(store(null));
    const read = jest.fn();
    prefetchLandingReads(read);
    expect(read).not.toHaveBeenCalled();
  });
});
