import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import zlib from 'node:zlib';
// The file names the API server reads (api/src/routes/web/prerendered.ts): one definition.
import { CHUNK_FILES_FILE, SERVER_RENDER_FILE } from '../shared/src/rules/page-meta';

export interface AppOptions {
  /** Federation name: `shell`, `public`, `investor` or `admin`. */
  name: string;
  /** The package folder (its `src/index.ts` is the entry). */
  dir: string;
  /** Dev server port. */
  port: number;
  /** What a remote exposes to the shell. */
  exposes?: Record<string, string>;
  /** Page title of the package's own index.html. */
  title: string;
  /** Whether the package renders pages on the server from `src/prerender.tsx` (serverRenderConfig). */
  serverRender?: boolean;
  /** The libraries shared as singletons; SINGLETONS unless given (the bench's bare page shares the libraries it imports itself). */
  singletons?: string[];
}

/**
 * Our TypeScript, transpiled by SWC (tsconfig.base.json's target and JSX runtime); type checking is
 * `npm run typecheck`. SWC, not TypeScript's own transpiler: it halved the front ends' build, which
 * every fresh `npm start` and `npm test` waits for (docs/testing.md#how-the-run-fits-two-cores).
 */
const TYPESCRIPT_RULES = [false, true].map((tsx) => ({
  test: tsx ? /\.tsx$/ : /\.ts$/,
  loader: 'swc-loader',
  exclude: /node_modules/,
  options: { jsc: { parser: { syntax: 'typescript', tsx }, target: 'es2022', transform: { react: { runtime: 'automatic' } } } },
}));

/** SWC's minifier for the JavaScript rather than webpack's default, Terser: half the CPU, and the bundles no larger. */
const JAVASCRIPT_MINIMIZER = new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } });

interface Argv {
  mode?: 'production' | 'development';
}

/**
 * Libraries that must exist once on the page. The host (shell) provides them; a remote running
 * alone brings its own. The router, store, API slice and toast queue live in `@arcvest/shared`,
 * which bundles only the parts of React Router, Redux Toolkit, react-redux and notistack it uses:
 * a library shared whole cannot be tree-shaken, since the host cannot know what remotes will need.
 * So what holds no page-wide state stays out of it, in subpaths each remote bundles and
 * tree-shakes (`@arcvest/shared/rules`, `/forms` with react-hook-form, `/dashboard-ui`,
 * `/two-factor`, `/coin-icon`, `/trading-view`): the shell's first view does not carry every remote's forms and rules.
 */
export const SINGLETONS = ['react', 'react-dom', '@arcvest/shared'];

/**
 * Reached only through `@arcvest/shared`: a second copy in a remote would be a second router or
 * store, or (react-hook-form, through `@arcvest/shared/forms`) a form context that shared's form
 * fields cannot see, or (Lingui) a second language instance without the shell's catalogues.
 */
export const ONLY_THROUGH_SHARED = [
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'notistack',
  'react-hook-form',
  '@lingui/core',
  '@lingui/react',
];

/** What a build provides or was built against: each singleton's installed version, by name. */
export function sharedLibraryVersions(dir: string): Record<string, string> {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const file = require.resolve(`${name}/package.json`, { paths: [dir] });
      return [name, (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version];
    }),
  );
}

/** A version names a deployment folder, so it is kept to characters safe in paths and URLs. */
export const BUILD_VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * The remote's version in its manifest (`metaData.buildInfo.buildVersion`): BUILD_VERSION when
 * the team sets one, else the commit plus the build time, so two builds never share a version.
 */
export function buildVersion(env: NodeJS.ProcessEnv, builtAt: Date): string {
  const chosen = env.BUILD_VERSION?.trim();
  if (chosen) {
    if (!BUILD_VERSION_PATTERN.test(chosen)) throw new Error(`BUILD_VERSION must match ${BUILD_VERSION_PATTERN} (got "${chosen}").`);
    return chosen;
  }
  let commit = 'nogit';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // A source tarball without git still builds; the time alone tells builds apart.
  }
  return `${commit}-${builtAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

function sharedConfig(singletons: string[]) {
  return Object.fromEntries(singletons.map((name) => [name, { singleton: true, requiredVersion: false as const }]));
}

/** Whether a chunk group is loaded as the shell starts: the bootstrap import, or a library the shell provides to the page. */
const loadedAtStart = (group: webpack.ChunkGroup) =>
  group.origins.some((origin) => origin.request === './bootstrap' || /^provide (shared )?module/.test(origin.module?.identifier() ?? ''));

/**
 * Adds `<link rel="preload">` to the shell's index.html for the chunks it loads as it starts
 * (bootstrap, React, react-dom, @arcvest/shared) and the fonts their stylesheets name: without them
 * they are requested only once the entry has run (a font, once its stylesheet has), one round trip later.
 */
class PreloadStartChunksPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('PreloadStartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunksPlugin', (data) => {
        const files = new Set<string>();
        const fonts = new Set<string>();
        for (const group of compilation.chunkGroups.filter(loadedAtStart)) {
          for (const chunk of group.chunks) {
            for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
            for (const file of chunk.auxiliaryFiles) if (file.endsWith('.woff2')) fonts.add(file);
          }
        }
        const publicPath = data.publicPath;
        // The font first: its stylesheet names it, so without this it is requested only once that has arrived and been applied.
        for (const file of [...fonts].sort()) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', href: `${publicPath}${file}`, as: 'font', type: 'font/woff2', crossorigin: true }),
          );
        }
        for (const file of [...files].sort()) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', href: `${publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' }),
          );
        }
        return data;
      });
    });
  }
}

/**
 * Writes CHUNK_FILES_FILE: for each named chunk group of a remote's client build (a page loaded with
 * `import(/* webpackChunkName: "page-x" *\/ ...)`), the scripts and stylesheets it loads, its
 * split-off dependencies included. The server reads it: a page it sends as HTML links its chunk's
 * stylesheets, so it paints styled before the chunk's script runs (api/src/routes/web/prerendered.ts);
 * an area's landing page preloads its code and texts (`landing`, `landing-messages-<locale>`,
 * api/src/routes/web/preload.ts).
 */
class ChunkFilesPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          files[name] = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => /\.(js|css)$/.test(file))).sort();
        }
        compilation.emitAsset(CHUNK_FILES_FILE, new webpack.sources.RawSource(JSON.stringify(files)));
      });
    });
  }
}

const EXTERNAL_RUNTIME_PROVIDER = path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js');

/** The one webpack config of the shell and the three remotes. */
export function createWebpackConfig(options: AppOptions) {
  return (_env: unknown, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
    const production = argv.mode !== 'development';
    const isShell = options.exposes === undefined;
    const builtAt = new Date();
    const version = isShell ? null : buildVersion(process.env, builtAt);
    return {
      name: options.name,
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // Modules unchanged since the last production build are reused from disk (a redeploy
      // rebuilds only what changed); the dev server keeps its cache in memory.
      cache: production
        ? { type: 'filesystem', name: `${options.name}-production`, buildDependencies: { config: [__filename, path.join(options.dir, 'webpack.config.ts')] } }
        : { type: 'memory' },
      output: {
        path: path.join(options.dir, 'dist'),
        // The shell is served from the site root; a remote works from wherever it is deployed.
        publicPath: isShell ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: options.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      // webpack's own minimizer keeps the HTML and CSS; the JavaScript is SWC's.
      optimization: { minimizer: ['...', JAVASCRIPT_MINIMIZER], minimizeOptions: { javascript: false } },
      module: {
        rules: [
          ...TYPESCRIPT_RULES,
          // Production CSS is served as stylesheets, not as JavaScript that writes <style> tags.
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          // An image named *.inline.webp is painted with the code that shows it, with no request of its own (the hero's poster).
          { test: /\.inline\.webp$/, type: 'asset/inline' },
          { test: /\.(png|svg|jpe?g|webp|mp4|webm|woff2?)$/, exclude: /\.inline\.webp$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes,
          shared: sharedConfig(options.singletons ?? SINGLETONS),
          // A remote that cannot be reached must not hold up start-up: shared libraries come from
          // what is already loaded (the shell's) instead of waiting for every remote's entry.
          shareStrategy: 'loaded-first',
          // A remote's mf-manifest.json names its version, build time, entry, exposes and the shared
          // versions it was built against; the shell reads it before loading the remote.
          manifest: isShell
            ? false
            : {
                additionalData: ({ stats }) => {
                  Object.assign(stats.metaData.buildInfo, { buildVersion: version, buildTime: builtAt.toISOString() });
                  return stats;
                },
              },
          // Type generation would try the network; the workspace shares types through `shared`.
          dts: false,
          // One federation runtime on the page: the shell provides it to the remotes, and production
          // remotes use it instead of bundling their own (~24 KB compressed each); a remote running
          // alone in development keeps its own. `provideExternalRuntime: true` would add the CommonJS
          // build of the providing plugin, which brings a second copy of the runtime beside the ES
          // module one the shell imports; the ES module build of the same plugin keeps one copy.
          runtimePlugins: isShell ? [EXTERNAL_RUNTIME_PROVIDER] : [],
          experiments: {
            ...(!isShell && production ? { externalRuntime: true } : {}),
            // The shell reads manifests itself (`fetchManifest` in shared/src/config/manifest.ts) and registers each
            // remote's entry, so the runtime's manifest snapshot code can go.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        new HtmlWebpackPlugin({ title: options.title, template: path.join(__dirname, 'index.html'), favicon: path.join(__dirname, 'favicon.svg') }),
        ...(isShell && production ? [new PreloadStartChunksPlugin()] : []),
        ...(!isShell && production ? [new ChunkFilesPlugin()] : []),
        // What the shell provides, compared with each remote's manifest before the remote loads.
        new webpack.DefinePlugin({ 'process.env.SHARED_LIBRARY_VERSIONS': JSON.stringify(JSON.stringify(sharedLibraryVersions(options.dir))) }),
        ...(production
          ? [
              new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
              new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 1024 }),
              new CompressionPlugin<zlib.BrotliOptions>({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|json|svg)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      devServer: {
        port: options.port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // In development the API runs beside the dev servers (scripts/dev.mjs).
        proxy: [{ context: ['/api', '/config.json', '/certificate'], target: `http://localhost:${process.env.API_PORT ?? 4000}` }],
      },
    };
  };
}

/**
 * The server bundle of a package that renders pages to HTML (docs/performance.md): `src/prerender.tsx`
 * for Node, in one file (SERVER_RENDER_FILE in dist, beside the client build, deployed with it), with
 * the same code and loaders as the browser's minus the federation (the server loads no remote into
 * it) and minus the stylesheets (the page links the client build's). Built after the client build,
 * which empties dist first.
 */
export function serverRenderConfig(options: AppOptions): Configuration {
  return {
    name: `${options.name}-server`,
    dependencies: [options.name],
    mode: 'production',
    target: 'node20',
    context: options.dir,
    entry: './src/prerender.tsx',
    devtool: false,
    cache: { type: 'filesystem', name: `${options.name}-server`, buildDependencies: { config: [__filename, path.join(options.dir, 'webpack.config.ts')] } },
    output: {
      path: path.join(options.dir, 'dist'),
      filename: SERVER_RENDER_FILE,
      library: { type: 'commonjs2' },
      publicPath: '',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        ...TYPESCRIPT_RULES,
        // The browser gets the styles from the client build's stylesheets; here an import of one is a no-op.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.inline\.webp$/, type: 'asset/inline' },
        { test: /\.(png|svg|jpe?g|webp|mp4|webm|woff2?)$/, exclude: /\.inline\.webp$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      // One file: the server requires it once; lazy pages are in it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ 'process.env.SHARED_LIBRARY_VERSIONS': JSON.stringify(JSON.stringify(sharedLibraryVersions(options.dir))) }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** The client build, and in production the server bundle after it (serverRenderConfig). */
export function createWebpackConfigs(options: AppOptions & { serverRender: true }) {
  const client = createWebpackConfig(options);
  return (env: unknown, argv: Argv): Configuration[] => (argv.mode === 'development' ? [client(env, argv)] : [client(env, argv), serverRenderConfig(options)]);
}
