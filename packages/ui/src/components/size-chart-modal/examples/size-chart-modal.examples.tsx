import type { SizeChart } from '@shop/core/contract';

/** Bed linen sets by set size, as the API answers in Romanian. */
export const BED_LINEN_CHART: SizeChart = {
  title: 'Mărimi lenjerie de pat',
  note: 'Dimensiunile sunt în centimetri, lățime × lungime. Bumbacul se poate strânge cu până la 3% după prima spălare la 40 °C.',
  columns: ['Mărime', 'Set', 'Husă de pilotă', 'Cearșaf', 'Fețe de pernă'],
  rows: [
    ['S', '1,5 persoane', '150 × 215', '150 × 220', '2 × 50 × 70'],
    ['M', '2 persoane', '180 × 215', '220 × 240', '2 × 50 × 70'],
    ['L', 'Euro', '200 × 220', '240 × 260', '2 × 50 × 70 și 2 × 70 × 70'],
    ['XL', 'Familial', '2 × 150 × 215', '240 × 260', '2 × 50 × 70 și 2 × 70 × 70'],
  ],
};

/** Bicycle frame sizes by rider height and inside leg, in Romanian. */
export const BICYCLE_CHART: SizeChart = {
  title: 'Mărimea cadrului',
  note: 'Măsurați lungimea piciorului desculț, de la podea până la interiorul coapsei.',
  columns: ['Mărime', 'Cadru, țoli', 'Cadru', 'Înălțimea biciclistului', 'Lungimea piciorului'],
  rows: [
    ['S', '15–16″', '38–41 cm', '155–165 cm', '70–76 cm'],
    ['M', '17–18″', '43–46 cm', '165–178 cm', '76–83 cm'],
    ['L', '19–20″', '48–51 cm', '178–185 cm', '83–88 cm'],
    ['XL', '21–22″', '53–56 cm', '185–195 cm', '88–93 cm'],
  ],
};

/** Every home textile at once: seven columns, wider than a phone; no note. */
export const MANY_COLUMNS_CHART: SizeChart = {
  title: 'Mărimi textile de casă',
  note: null,
  columns: [
    'Mărime',
    'Lenjerie de pat',
    'Husă de pilotă',
    'Cearșaf',
    'Fețe de pernă',
    'Prosop',
    'Draperie (1 panou)',
  ],
  rows: [
    ['S', '1,5 persoane', '150 × 215', '150 × 220', '2 × 50 × 70', '30 × 50', '140 × 260'],
    ['M', '2 persoane', '180 × 215', '220 × 240', '2 × 50 × 70', '50 × 90', '200 × 260'],
    ['L', 'Euro', '200 × 220', '240 × 260', '2 × 50 × 70 și 2 × 70 × 70', '70 × 140', '250 × 270'],
    [
      'XL',
      'Familial',
      '2 × 150 × 215',
      '240 × 260',
      '2 × 50 × 70 și 2 × 70 × 70',
      '100 × 150',
      '300 × 280',
    ],
  ],
};

/** Bicycle frame sizes as the API answers in Russian. */
export const RUSSIAN_BICYCLE_CHART: SizeChart = {
  title: 'Размер рамы велосипеда',
  note: 'Длину ноги измеряйте босиком, от пола до паха.',
  columns: ['Размер', 'Рама, дюймы', 'Рама', 'Рост велосипедиста', 'Длина ноги по внутреннему шву'],
  rows: [
    ['S', '15–16″', '38–41 см', '155–165 см', '70–76 см'],
    ['M', '17–18″', '43–46 см', '165–178 см', '76–83 см'],
    ['L', '19–20″', '48–51 см', '178–185 см', '83–88 см'],
    ['XL', '21–22″', '53–56 см', '185–195 см', '88–93 см'],
  ],
};
