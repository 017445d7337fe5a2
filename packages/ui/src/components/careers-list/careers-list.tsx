import type { Vacancy } from '@shop/core/contract';
import { cva } from 'class-variance-authority';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { Button } from '../../primitives/button/index.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { RichText } from '../../primitives/rich-text/index.js';

/** The list: one column on phones, two from 744 px, three from 1280 px. */
export const careersListVariants = cva(
  'shop:grid shop:grid-cols-1 shop:gap-4 shop:bp744:grid-cols-2 shop:bp1280:grid-cols-3',
);

// Runs before paint in the browser; on the server (where nothing is measured) it is skipped.
const useMeasureEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

export interface CareersListProps {
  /** The open vacancies (GET /api/customer/vacancies/), in the API's order. */
  vacancies: readonly Vacancy[];
  /** A card's "Apply" was pressed (the page opens the careers modal for it). */
  onApply: (vacancy: Vacancy) => void;
  className?: string;
}

/**
 * The vacancy cards of /pages/careers (SPEC §2: "cards with a letter, title, text and action
 * button"): the letter in a circle, the title, the town, the text (the editor's HTML, drawn by
 * RichText) clamped to six lines (§9) with a "read more" toggle when it is longer, and "Apply".
 * With no vacancy it says so.
 *
 * @example <CareersList vacancies={vacancies} onApply={(vacancy) => open(vacancy)} />
 */
export function CareersList({ vacancies, onApply, className }: CareersListProps): ReactNode {
  const { t } = useT();
  if (vacancies.length === 0) {
    return (
      <EmptyState
        data-slot="careers-list-empty"
        title={t('careersPage.empty')}
        className={className}
      />
    );
  }
  return (
    <ul
      data-slot="careers-list"
      aria-label={t('careersPage.listLabel')}
      className={cn(careersListVariants(), className)}
    >
      {vacancies.map((vacancy) => (
        <li key={vacancy.id} className="shop:flex">
          <VacancyCard vacancy={vacancy} onApply={() => onApply(vacancy)} />
        </li>
      ))}
    </ul>
  );
}

function VacancyCard({ vacancy, onApply }: { vacancy: Vacancy; onApply: () => void }): ReactNode {
  const { t } = useT();
  const textId = useId();
  const text = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useMeasureEffect(() => {
    const element = text.current;
    if (!element || expanded) return;
    // Only a text longer than six lines gets the toggle; measured as drawn (fonts, width).
    setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [vacancy.text, expanded]);
  return (
    <article
      data-slot="vacancy-card"
      className="shop:flex shop:w-full shop:flex-col shop:gap-3 shop:rounded-xl shop:border shop:border-line shop:bg-surface shop:p-4"
    >
      <div className="shop:flex shop:items-center shop:gap-3">
        {vacancy.letter ? (
          <span
            aria-hidden="true"
            data-slot="vacancy-card-letter"
            className="shop:inline-flex shop:size-12 shop:shrink-0 shop:items-center shop:justify-center shop:rounded-full shop:bg-settings-main shop:text-xl shop:font-semibold shop:text-white"
          >
            {vacancy.letter}
          </span>
        ) : null}
        <div className="shop:min-w-0">
          <h2 className="shop:text-lg shop:leading-snug shop:font-semibold shop:text-ink">
            {vacancy.title}
          </h2>
          {vacancy.city ? <p className="shop:text-sm shop:text-muted">{vacancy.city}</p> : null}
        </div>
      </div>
      {vacancy.text ? (
        <div className="shop:flex shop:flex-col shop:items-start shop:gap-1">
          {/* The editor's HTML (lists, paragraphs) as a rich text, never as its markup. */}
          <RichText
            ref={text}
            id={textId}
            html={vacancy.text}
            size="sm"
            data-slot="vacancy-card-text"
            data-state={expanded ? 'expanded' : 'clamped'}
            className={cn(!expanded && 'shop:line-clamp-6')}
          />
          {overflows || expanded ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={textId}
              className="shop:text-sm shop:font-medium shop:text-settings-main shop:underline shop:underline-offset-2 shop:hover:no-underline"
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? t('careersPage.readLess') : t('careersPage.readMore')}
            </button>
          ) : null}
        </div>
      ) : null}
      <Button
        type="button"
        className="shop:mt-auto shop:self-start"
        aria-label={t('careersPage.applyFor', { title: vacancy.title })}
        onClick={onApply}
      >
        {t('careersPage.apply')}
      </Button>
    </article>
  );
}
