import { createWebpackConfig } from '@arcvest/webpack-config';

export default createWebpackConfig({
  name: 'arcvest_investor',
  dir: __dirname,
  port: 3002,
  title: 'Arcvest investor dashboard',
  exposes: { './routes': './src/routes.tsx' },
});
