import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Compile<Compiled> = (routeSchema: { schema: unknown }) => Compiled;

/**
 * `compile`, remembering what it made for each schema text, and for each schema object: the
 * routes' schemas are module constants that nothing changes, so an object met again (the next app
 * a test builds) needs no text. Writing out the text of every schema was a tenth of building an app.
 */
function remembering<Compiled>(compile: Compile<Compiled>): Compile<Compiled> {
  const made = new Map<string, Compiled>();
  const madeFor = new WeakMap<object, Compiled>();
  return (routeSchema) => {
    const { schema } = routeSchema;
    const seen = typeof schema === 'object' && schema !== null ? madeFor.get(schema) : undefined;
    if (seen !== undefined) return seen;
    const key = JSON.stringify(schema);
    let compiled = made.get(key);
    if (compiled === undefined) {
      compiled = compile(routeSchema);
      made.set(key, compiled);
    }
    if (typeof schema === 'object' && schema !== null) madeFor.set(schema, compiled);
    return compiled;
  };
}

/** One remembering compiler per set of shared schemas and options (the factory's arguments). */
function perArguments<Compiled>(factory: (externalSchemas: unknown, options: unknown) => Compile<Compiled>) {
  const compilers = new Map<string, Compile<Compiled>>();
  return (externalSchemas: unknown, options: unknown): Compile<Compiled> => {
    const key = JSON.stringify([externalSchemas, options]);
    let compiler = compilers.get(key);
    if (compiler === undefined) {
      compiler = remembering(factory(externalSchemas, options));
      compilers.set(key, compiler);
    }
    return compiler;
  };
}

/**
 * Fastify's own validator (Ajv) and serializer (fast-json-stringify) compilers, shared by every
 * app this process builds and compiling each schema once. A server builds one app, so this
 * changes nothing there; the API tests build one per test, and compiling every route's schemas
 * again was a third of each test's time. What a schema compiles to depends only on its text,
 * the shared schemas and the options, which are the keys.
 */
export const schemaCompilers: CompilersFactory = {
  buildValidator: perArguments(AjvCompiler() as (externalSchemas: unknown, options: unknown) => Compile<unknown>),
  buildSerializer: perArguments(SerializerSelector() as (externalSchemas: unknown, options: unknown) => Compile<unknown>),
} as CompilersFactory;
