import path from 'node:path';
import type { Configuration } from 'webpack';

/** The bare page's shared singletons: React, react-dom and its floor library, as the app shares React, react-dom and @arcvest/shared. */
export const BARE_SINGLETONS = ['react', 'react-dom', 'bare-floor'];

/** `bare-floor` names floor.ts, which has no package of its own. */
export function withFloor(config: Configuration): Configuration {
  return { ...config, resolve: { ...config.resolve, alias: { 'bare-floor': path.join(__dirname, 'floor.ts') } } };
}
