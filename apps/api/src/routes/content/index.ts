import type { FastifyPluginAsync } from 'fastify';
import { blogRoutes } from './blog.js';
import { contactRoutes } from './contacts.js';
import { customerRoutes } from './customer.js';
import { hiddenPageRoutes } from './hidden.js';
import { homeRoutes } from './home.js';
import { pagesRoutes } from './pages.js';
import { promotionRoutes } from './promotions.js';
import { salesRoutes } from './sales.js';
import { settingsRoutes } from './settings.js';

/**
 * The content calls of SPEC §7: popups, settings, sliders, blog, promotions, regulations, sales,
 * vacancies, footer pages, contacts and shops. Every read is public and cached for a minute
 * (http/cache.ts); texts are in the request's language.
 */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(homeRoutes);
  await app.register(settingsRoutes);
  await app.register(blogRoutes);
  await app.register(promotionRoutes);
  await app.register(salesRoutes);
  await app.register(customerRoutes);
  await app.register(contactRoutes);
  await app.register(pagesRoutes);
  await app.register(hiddenPageRoutes);
};
