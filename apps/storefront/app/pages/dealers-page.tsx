import type { DealersPage as DealersPageData, DealerFormRequest } from '@shop/core/contract';
import { useT } from '@shop/ui';
import { DealersPage } from '@shop/ui/components/dealers-page';
import { dealerFormFlow, DealerForm, type FormFlowRequest } from '@shop/ui/flows/company-forms';
import { Button } from '@shop/ui/primitives/button';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useAccountModals, useCurrentLocale } from '../shell/account/account-state.js';
import { useCompanyFormDialogs } from './company-forms.js';
import { InfoPageFrame } from './info-page.js';

/**
 * /pages/signup-dealers (SPEC §2 "Dealers: logos and an application form"): the API's page with
 * the dealer application wired to POST /api/accounts/dealer-form/ (partner-success once taken),
 * and the partner form's dialog for suppliers and other partners (also opened by
 * `?form=partner`, where the home page's partner banner leads).
 */
export function DealersPageView({ page }: { page: DealersPageData }) {
  const { t, locale } = useT();
  const currentLocale = useCurrentLocale(locale);
  const { showResult } = useAccountModals();
  const { openForm, dialogs } = useCompanyFormDialogs();
  const [machine] = useState(() =>
    dealerFormFlow.machine.provide({
      actors: {
        send: fromPromise<unknown, FormFlowRequest<DealerFormRequest>>(
          async ({ input, signal }) => {
            const { shopClient } = await import('../lib/shop-client.js');
            return shopClient(currentLocale()).content.sendDealerForm(input.payload, { signal });
          },
        ),
      },
      actions: {
        logError: ({ context }) =>
          console.error(
            '[storefront] dealer application not sent:',
            context.failure,
            context.error,
          ),
      },
    }),
  );
  return (
    <InfoPageFrame title={page.title}>
      <DealersPage
        page={page}
        form={
          <DealerForm machine={machine} onSent={() => showResult({ kind: 'partnerSuccess' })} />
        }
        partnerAction={
          <Button variant="secondary" onClick={() => openForm('partner')}>
            {t('companyForms.partner.open')}
          </Button>
        }
      />
      {dialogs}
    </InfoPageFrame>
  );
}
