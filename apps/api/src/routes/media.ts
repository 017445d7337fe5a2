import type { FastifyPluginAsync } from 'fastify';

/** Images the seed refers to, generated on request (no files, no network). */
export const mediaRoutes: FastifyPluginAsync = async () => {};
