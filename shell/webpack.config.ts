import { createWebpackConfig } from '@arcvest/webpack-config';

export default createWebpackConfig({ name: 'arcvest_shell', dir: __dirname, port: 3000, title: 'Arcvest' });
