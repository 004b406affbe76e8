import { createWebpackConfig } from '@arcvest/webpack-config';

export default createWebpackConfig({
  name: 'arcvest_admin',
  dir: __dirname,
  port: 3003,
  title: 'Arcvest admin console',
  exposes: { './routes': './src/routes.tsx' },
});
