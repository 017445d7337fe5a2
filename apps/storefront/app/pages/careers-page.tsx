import type { Vacancy } from '@shop/core/contract';
import { useT } from '@shop/ui';
import { CareersList } from '@shop/ui/components/careers-list';
import { lazy, Suspense, useState } from 'react';
import { InfoPageFrame } from './info-page.js';

// The modal's code (its machine, fields and texts) loads with the first "Apply".
const CareersFormDialog = lazy(() => import('./careers-form-dialog.js'));

/**
 * /pages/careers (SPEC §2 "Careers: cards with a letter, title, text and action button"): the
 * open vacancies from the API (or a line saying there is none) and the careers modal opened by a
 * card's "Apply".
 */
export function CareersPageView({ vacancies }: { vacancies: readonly Vacancy[] }) {
  const { t } = useT();
  const [chosen, setChosen] = useState<Vacancy | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <InfoPageFrame title={t('pageTitle.careers')}>
      <div className="shop:flex shop:flex-col shop:gap-2">
        <h1 className="shop:text-2xl shop:font-bold shop:text-ink shop:bp744:text-3xl">
          {t('pageTitle.careers')}
        </h1>
        {vacancies.length > 0 ? (
          <p className="shop:text-ink-soft">{t('careersPage.lead')}</p>
        ) : null}
      </div>
      <CareersList
        vacancies={vacancies}
        onApply={(vacancy) => {
          setChosen(vacancy);
          setOpen(true);
        }}
      />
      {chosen ? (
        <Suspense fallback={null}>
          <CareersFormDialog
            vacancy={{ id: chosen.id, title: chosen.title }}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </InfoPageFrame>
  );
}
