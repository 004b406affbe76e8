import { preloadNextArea, setAreaPreloader } from './areas';

describe('preloadNextArea', () => {
  const preloaded: string[] = [];
  beforeAll(() => setAreaPreloader((name) => preloaded.push(name)));
  beforeEach(() => {
    preloaded.length = 0;
  });

  it('preloads where the sign-in page leads once the app has navigated there', () => {
    window.history.pushState(null, '', '/login');
    preloadNextArea();
    expect(preloaded).toEqual(['investor']);
  });

  it('preloads nothing on a page that leads nowhere in particular', () => {
    window.history.pushState(null, '', '/about-us');
    preloadNextArea();
    expect(preloaded).toEqual([]);
  });
});
