import type { DealersPage } from '@shop/core/contract';
import { SAMPLE_BRANDS } from '../../partners/examples/partners.examples.js';

/** The seeded dealers page, as GET /api/pages/dealers/ answers it in Romanian. */
export const SAMPLE_DEALERS_PAGE: DealersPage = {
  title: 'Devino dealer CasaPlus',
  lead: 'Lucrați cu scule, electrocasnice sau materiale de construcții? Cumpărați direct de la importator, cu prețuri angro și condiții stabile.',
  benefits: [
    {
      title: 'Prețuri de dealer',
      text: 'Reducere personală la prețul angro, vizibilă în cont la fiecare produs.',
    },
    {
      title: 'Livrare din depozit',
      text: 'Comenzile mari pleacă din depozitul din Chișinău în toată țara în 1–3 zile lucrătoare.',
    },
    {
      title: 'Manager dedicat',
      text: 'Un singur om de contact pentru oferte, facturi pro-forma și comenzi urgente.',
    },
  ],
  form_title: 'Cerere de dealer',
  form_lead:
    'Completați datele companiei: un manager vă contactează în două zile lucrătoare cu condițiile.',
  partner_title: 'Sunteți furnizor sau prestați servicii?',
  partner_text: 'Propuneți-ne un parteneriat: mărci noi, logistică, montaj sau publicitate.',
  logos: SAMPLE_BRANDS,
  seo: null,
};

/** A page the editors left short: no lead, no benefits, no partner invitation, no logos. */
export const MINIMAL_DEALERS_PAGE: DealersPage = {
  ...SAMPLE_DEALERS_PAGE,
  lead: '',
  benefits: [],
  form_lead: '',
  partner_title: '',
  partner_text: '',
  logos: [],
};
