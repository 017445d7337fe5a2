import type { AboutPage as AboutPageData } from '@shop/core/contract';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';

export interface AboutPageProps extends HTMLAttributes<HTMLElement> {
  /**
   * The page from GET /api/pages/about/, in the page's language.
   * @example page={await api.content.aboutPage()}
   */
  page: AboutPageData;
}

const sectionTitle = 'shop:text-xl shop:font-semibold shop:text-ink shop:bp744:text-2xl';

/**
 * The about page (SPEC §2): the founder's quote, the statistics row, the milestones timeline (an
 * ordered list), a strip of pictures that scrolls and snaps sideways, and the team grid. Every text
 * comes from the API; a section without content is left out. Static markup: needs no script.
 *
 * @example <AboutPage page={page} />
 */
export function AboutPage({ page, className, ...props }: AboutPageProps): ReactNode {
  const { t } = useT();
  const ids = useId();
  return (
    <article
      data-slot="about-page"
      className={cn('shop:flex shop:flex-col shop:gap-10', className)}
      {...props}
    >
      <h1 className="shop:text-2xl shop:font-bold shop:text-ink shop:bp744:text-3xl">
        {page.title}
      </h1>
      {page.quote ? (
        <figure className="shop:rounded-lg shop:border-l-4 shop:border-settings-main shop:bg-surface-muted shop:p-6">
          <blockquote className="shop:text-lg shop:italic shop:text-ink shop:bp744:text-xl">
            <p>{page.quote}</p>
          </blockquote>
          {page.quote_author ? (
            <figcaption className="shop:mt-3 shop:text-sm shop:text-muted">
              — {page.quote_author}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      {page.statistics.length ? (
        <section aria-labelledby={`${ids}-stats`}>
          <h2 id={`${ids}-stats`} className="shop:sr-only">
            {t('infoPages.about.statistics')}
          </h2>
          <dl className="shop:grid shop:grid-cols-2 shop:gap-4 shop:bp744:grid-cols-4">
            {page.statistics.map((item) => (
              <div
                key={`${item.value}-${item.label}`}
                className="shop:flex shop:flex-col-reverse shop:items-center shop:gap-1 shop:rounded-lg shop:border shop:border-line shop:p-4 shop:text-center"
              >
                <dt className="shop:text-sm shop:text-muted">{item.label}</dt>
                <dd className="shop:text-3xl shop:font-bold shop:text-settings-main">
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {page.milestones.length ? (
        <section aria-labelledby={`${ids}-history`} className="shop:flex shop:flex-col shop:gap-4">
          <h2 id={`${ids}-history`} className={sectionTitle}>
            {t('infoPages.about.milestones')}
          </h2>
          <ol className="shop:flex shop:flex-col shop:gap-4 shop:border-l-2 shop:border-line shop:pl-6">
            {page.milestones.map((milestone) => (
              <li
                key={`${milestone.year}-${milestone.text}`}
                className="shop:relative shop:before:absolute shop:before:top-1.5 shop:before:-left-[31px] shop:before:size-3 shop:before:rounded-full shop:before:bg-settings-main shop:before:content-['']"
              >
                <span className="shop:block shop:font-semibold shop:text-settings-main">
                  {milestone.year}
                </span>
                <span className="shop:text-ink">{milestone.text}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {page.carousel.length ? (
        <section aria-labelledby={`${ids}-photos`} className="shop:flex shop:flex-col shop:gap-3">
          <h2 id={`${ids}-photos`} className="shop:sr-only">
            {t('infoPages.about.photos')}
          </h2>
          {/* A strip that scrolls sideways and snaps to each picture: no script, so the page stays
              within its JavaScript budget (an Embla carousel would add about 10 KiB). */}
          <ul
            aria-labelledby={`${ids}-photos`}
            // A strip that scrolls must take the focus, so a keyboard can scroll it (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="shop:flex shop:snap-x shop:snap-mandatory shop:gap-4 shop:overflow-x-auto shop:rounded-md shop:pb-2 shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
          >
            {page.carousel.map((image, index) => (
              <li
                key={image}
                className="shop:w-[85%] shop:shrink-0 shop:snap-start shop:bp744:w-[calc(50%-0.5rem)]"
              >
                <img
                  src={image}
                  alt={t('infoPages.about.photo', { n: index + 1 })}
                  loading={index < 2 ? 'eager' : 'lazy'}
                  className="shop:aspect-video shop:w-full shop:rounded-md shop:bg-surface-muted shop:object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.team.length ? (
        <section aria-labelledby={`${ids}-team`} className="shop:flex shop:flex-col shop:gap-4">
          <h2 id={`${ids}-team`} className={sectionTitle}>
            {t('infoPages.about.team')}
          </h2>
          <ul className="shop:grid shop:grid-cols-2 shop:gap-4 shop:bp744:grid-cols-4">
            {page.team.map((member) => (
              <li
                key={member.name}
                className="shop:flex shop:flex-col shop:items-center shop:gap-2"
              >
                {member.image ? (
                  <img
                    src={member.image}
                    alt=""
                    loading="lazy"
                    className="shop:aspect-square shop:w-full shop:max-w-40 shop:rounded-full shop:bg-surface-muted shop:object-cover"
                  />
                ) : null}
                <span className="shop:text-center shop:font-semibold shop:text-ink">
                  {member.name}
                </span>
                {member.position ? (
                  <span className="shop:text-center shop:text-sm shop:text-muted">
                    {member.position}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
