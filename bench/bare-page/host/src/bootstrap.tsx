import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
// eslint-disable-next-line import-x/no-unresolved -- webpack aliases it (floor-config.ts), tsc maps it (bench/tsconfig.json)
import { BrowserRouter, configureStore, createApi, fetchBaseQuery, Provider, Route, Routes } from 'bare-floor';
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/** The floor's store: Redux Toolkit with an RTK Query slice, as the app's store has, and nothing of the app's state. */
const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ plans: build.query<unknown[], void>({ query: () => 'plans' }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

registerRemotes([{ name: 'bare_remote', entry: '/remote/remoteEntry.js' }]);

/** The remote's hero, loaded at runtime from its entry, as the shell loads an area. */
const Hero = lazy(async () => {
  const module = await loadRemote<{ default: ComponentType }>('bare_remote/hero');
  if (!module) throw new Error('The bare remote gave no hero.');
  return module;
});

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<Hero />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  </Provider>,
);
