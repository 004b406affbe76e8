export * from './money';
export * from './greeting';
export * from './plans';
export * from './signup';
