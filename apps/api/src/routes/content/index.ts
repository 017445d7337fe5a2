import type { FastifyPluginAsync } from 'fastify';

/** The content calls of SPEC §7: popups, settings, sliders, blog, pages, shops, contacts. */
export const contentRoutes: FastifyPluginAsync = async () => {};
