import { createWebpackConfig } from '@arcvest/webpack-config';
import { BARE_SINGLETONS, withFloor } from '../floor-config';

/** The bare page's host: the shell's webpack factory, with nothing of the shell's code. */
const config = createWebpackConfig({ name: 'bare_host', dir: __dirname, port: 3090, title: 'Bare federated page', singletons: BARE_SINGLETONS });

export default (env: unknown, argv: Parameters<typeof config>[1]) => withFloor(config(env, argv));
