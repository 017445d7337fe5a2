import type { FastifyPluginAsync } from 'fastify';

/** The catalogue calls of SPEC §7: products, categories, filters, search, product page. */
export const catalogueRoutes: FastifyPluginAsync = async () => {};
