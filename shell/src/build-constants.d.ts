// What webpack writes into the shell's bundle at build time (webpack/index.ts): the browser has no
// `process`, only these replaced expressions (NODE_ENV by webpack's mode, the other by DefinePlugin).
declare const process: { env: { NODE_ENV?: string; SHARED_LIBRARY_VERSIONS?: string } };
