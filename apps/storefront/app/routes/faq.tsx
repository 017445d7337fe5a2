import { PATHS } from '@shop/core/rules';
import { FaqList } from '@shop/ui/components/faq-list';
import type { Route } from './+types/faq';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { faqPageJsonLd } from '../lib/seo.js';
import { InfoPageFrame, infoPageMeta } from '../pages/info-page.js';
import { withTexts } from '../lib/texts.server.js';

/** /pages/faq (SPEC §2): the questions in groups, a filter, FAQPage JSON-LD. */
export const loader = withTexts(['infoPages'], async ({ params, request }: Route.LoaderArgs) => {
  const locale = requireLocale(params.lang);
  const page = await apiClient(locale)
    .content.faqPage({ signal: request.signal })
    .catch((error: unknown) => failPage(error, request));
  return { page };
});

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  routeMeta(args, (root) => {
    const page = loaderData?.page;
    const questions = page?.groups.flatMap((group) => group.items) ?? [];
    return infoPageMeta(root, PATHS.faq, page, [{ 'script:ld+json': faqPageJsonLd(questions) }]);
  });

export default function FaqRoute({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <InfoPageFrame title={page.title}>
      <div className="shop:flex shop:flex-col shop:gap-6">
        <h1 className="shop:text-2xl shop:font-bold shop:text-ink shop:bp744:text-3xl">
          {page.title}
        </h1>
        <FaqList groups={page.groups} />
      </div>
    </InfoPageFrame>
  );
}
