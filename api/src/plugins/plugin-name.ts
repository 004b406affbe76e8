/** The property Fastify reads a plugin's name from (fastify-plugin sets it too). */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Gives a route plugin its function's name as the name Fastify shows for it. Without one,
 * Fastify looks for the module exporting the plugin through every entry of the require cache, at
 * each registration; under Jest that cache is a proxy over every module loaded, and the search
 * was a fifth of each API test's time.
 */
export function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  return Object.assign(plugin, { [DISPLAY_NAME]: plugin.name });
}
