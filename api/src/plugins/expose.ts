import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin so that what it decorates or hooks applies to its parent, not only inside
 * its own encapsulation context. This is exactly what the `fastify-plugin` package does
 * (Fastify's documented `skip-override` and `display-name` symbols); done here in three lines
 * rather than adding a dependency.
 */
export function expose<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
