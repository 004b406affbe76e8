// What webpack's DefinePlugin writes into the shell's bundle at build time (webpack/index.ts):
// the browser has no `process`, only these replaced expressions.
declare const process: { env: { SHARED_LIBRARY_VERSIONS?: string } };
