import { createWebpackConfig } from '@arcvest/webpack-config';
import { BARE_SINGLETONS, withFloor } from '../floor-config';

/** The bare page's remote: the remotes' webpack factory, exposing the hero alone. */
const config = createWebpackConfig({
  name: 'bare_remote',
  dir: __dirname,
  port: 3091,
  title: 'Bare remote',
  exposes: { './hero': './src/hero.tsx' },
  singletons: BARE_SINGLETONS,
});

export default (env: unknown, argv: Parameters<typeof config>[1]) => withFloor(config(env, argv));
