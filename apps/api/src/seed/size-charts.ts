import type { LocalizedText } from '../db/schema.js';
import { t } from './catalogue-data.js';

/**
 * The demo size charts: one per category whose products come in sizes (the seed's size variants
 * are S, M, L and XL, so every chart has a row for each). A chart sits on the category it fits;
 * categories below it inherit it (bed linen, towels and curtains read the home textiles chart).
 */
export interface SizeChartDef {
  /** The category the chart belongs to. */
  category: string;
  title: LocalizedText;
  note: LocalizedText | null;
  columns: LocalizedText[];
  rows: LocalizedText[][];
}

/** A cell that reads the same in the three languages but for its unit (cm, kg…). */
function unit(value: string, ro: string, en: string, ru: string): LocalizedText {
  return t(`${value} ${ro}`, `${value.replace(/,/g, '.')} ${en}`, `${value} ${ru}`);
}
const cm = (value: string) => unit(value, 'cm', 'cm', 'см');
const kg = (value: string) => unit(value, 'kg', 'kg', 'кг');
const same = (value: string) => t(value, value, value);
const SIZE = t('Mărime', 'Size', 'Размер');

export const SIZE_CHARTS: SizeChartDef[] = [
  {
    category: 'textile-de-casa',
    title: t('Mărimi textile de casă', 'Home textile sizes', 'Размеры домашнего текстиля'),
    note: t(
      'Dimensiunile sunt în centimetri, lățime × lungime. Bumbacul se poate strânge cu până la 3% după prima spălare la 40 °C.',
      'Sizes are in centimetres, width × length. Cotton may shrink by up to 3% after the first wash at 40 °C.',
      'Размеры в сантиметрах, ширина × длина. Хлопок может сесть до 3% после первой стирки при 40 °C.',
    ),
    columns: [
      SIZE,
      t('Lenjerie de pat', 'Bed linen set', 'Комплект белья'),
      t('Husă de pilotă', 'Duvet cover', 'Пододеяльник'),
      t('Cearșaf', 'Sheet', 'Простыня'),
      t('Fețe de pernă', 'Pillowcases', 'Наволочки'),
      t('Prosop', 'Towel', 'Полотенце'),
      t('Draperie (1 panou)', 'Curtain (1 panel)', 'Штора (1 полотно)'),
    ],
    rows: [
      [
        same('S'),
        t('1,5 persoane', 'Single', 'Полуторный'),
        same('150 × 215'),
        same('150 × 220'),
        same('2 × 50 × 70'),
        same('30 × 50'),
        same('140 × 260'),
      ],
      [
        same('M'),
        t('2 persoane', 'Double', 'Двуспальный'),
        same('180 × 215'),
        same('220 × 240'),
        same('2 × 50 × 70'),
        same('50 × 90'),
        same('200 × 260'),
      ],
      [
        same('L'),
        t('Euro', 'Euro', 'Евро'),
        same('200 × 220'),
        same('240 × 260'),
        t('2 × 50 × 70 și 2 × 70 × 70', '2 × 50 × 70 and 2 × 70 × 70', '2 × 50 × 70 и 2 × 70 × 70'),
        same('70 × 140'),
        same('250 × 270'),
      ],
      [
        same('XL'),
        t('Familial', 'Family', 'Семейный'),
        same('2 × 150 × 215'),
        same('240 × 260'),
        t('2 × 50 × 70 și 2 × 70 × 70', '2 × 50 × 70 and 2 × 70 × 70', '2 × 50 × 70 и 2 × 70 × 70'),
        same('100 × 150'),
        same('300 × 280'),
      ],
    ],
  },
  {
    category: 'biciclete',
    title: t('Mărimea cadrului', 'Bicycle frame size', 'Размер рамы велосипеда'),
    note: t(
      'Măsurați lungimea piciorului desculț, de la podea până la interiorul coapsei. Între două mărimi, alegeți-o pe cea mică pentru oraș și pe cea mare pentru drumuri lungi.',
      'Measure the inside leg barefoot, from the floor to the crotch. Between two sizes, take the smaller one for the city and the larger one for long rides.',
      'Длину ноги измеряйте босиком, от пола до паха. Между двумя размерами выбирайте меньший для города и больший для дальних поездок.',
    ),
    columns: [
      SIZE,
      t('Cadru, țoli', 'Frame, inches', 'Рама, дюймы'),
      t('Cadru', 'Frame', 'Рама'),
      t('Înălțimea biciclistului', 'Rider height', 'Рост велосипедиста'),
      t('Lungimea piciorului', 'Inside leg', 'Длина ноги по внутреннему шву'),
    ],
    rows: [
      [same('S'), same('15–16″'), cm('38–41'), cm('155–165'), cm('70–76')],
      [same('M'), same('17–18″'), cm('43–46'), cm('165–178'), cm('76–83')],
      [same('L'), same('19–20″'), cm('48–51'), cm('178–185'), cm('83–88')],
      [same('XL'), same('21–22″'), cm('53–56'), cm('185–195'), cm('88–93')],
    ],
  },
  {
    category: 'scaune-auto-pentru-copii',
    title: t('Grupele scaunelor auto', 'Child car seat groups', 'Группы детских автокресел'),
    note: t(
      'Alegeți după greutatea și înălțimea copilului, nu după vârstă. Copilul stă cu spatele la direcția de mers cel puțin până la 15 luni (R129).',
      "Choose by the child's weight and height, not by age. A child rides rear-facing until at least 15 months (R129).",
      'Выбирайте по весу и росту ребёнка, а не по возрасту. Против хода движения ребёнок ездит как минимум до 15 месяцев (R129).',
    ),
    columns: [
      SIZE,
      t('Grupa', 'Group', 'Группа'),
      t('Greutatea copilului', "Child's weight", 'Вес ребёнка'),
      t('Înălțimea copilului', "Child's height", 'Рост ребёнка'),
      t('Vârsta aproximativă', 'Approximate age', 'Примерный возраст'),
    ],
    rows: [
      [
        same('S'),
        same('0+'),
        kg('0–13'),
        cm('40–87'),
        t('0–15 luni', '0–15 months', '0–15 месяцев'),
      ],
      [
        same('M'),
        same('1'),
        kg('9–18'),
        cm('76–105'),
        t('9 luni – 4 ani', '9 months – 4 years', '9 месяцев – 4 года'),
      ],
      [same('L'), same('2/3'), kg('15–36'), cm('100–150'), t('4–12 ani', '4–12 years', '4–12 лет')],
      [
        same('XL'),
        same('1/2/3'),
        kg('9–36'),
        cm('76–150'),
        t('9 luni – 12 ani', '9 months – 12 years', '9 месяцев – 12 лет'),
      ],
    ],
  },
  {
    category: 'saci-de-dormit',
    title: t('Mărimi saci de dormit', 'Sleeping bag sizes', 'Размеры спальных мешков'),
    note: t(
      'Alegeți un sac cu cel puțin 15 cm mai lung decât înălțimea dumneavoastră.',
      'Choose a bag at least 15 cm longer than your height.',
      'Выбирайте мешок длиннее вашего роста минимум на 15 см.',
    ),
    columns: [
      SIZE,
      t('Înălțimea persoanei', 'Your height', 'Рост'),
      t('Lungime', 'Length', 'Длина'),
      t('Lățimea la umeri', 'Shoulder width', 'Ширина в плечах'),
    ],
    rows: [
      [same('S'), t('până la 165 cm', 'up to 165 cm', 'до 165 см'), cm('190'), cm('75')],
      [same('M'), t('până la 180 cm', 'up to 180 cm', 'до 180 см'), cm('205'), cm('80')],
      [same('L'), t('până la 195 cm', 'up to 195 cm', 'до 195 см'), cm('220'), cm('85')],
      [same('XL'), t('până la 205 cm', 'up to 205 cm', 'до 205 см'), cm('230'), cm('90')],
    ],
  },
  {
    category: 'vase-de-gatit',
    title: t('Mărimi vase de gătit', 'Cookware sizes', 'Размеры посуды'),
    note: t(
      'Alegeți zona plitei cea mai apropiată de diametrul fundului.',
      'Cook on the hob zone closest to the base diameter.',
      'Ставьте на конфорку, ближайшую по размеру к диаметру дна.',
    ),
    columns: [
      SIZE,
      t('Diametru', 'Diameter', 'Диаметр'),
      t('Diametrul fundului', 'Base diameter', 'Диаметр дна'),
      t('Pentru', 'Serves', 'На сколько персон'),
    ],
    rows: [
      [same('S'), cm('20'), cm('15'), t('1–2 persoane', '1–2 people', '1–2 персоны')],
      [same('M'), cm('24'), cm('18'), t('2–3 persoane', '2–3 people', '2–3 персоны')],
      [same('L'), cm('28'), cm('21'), t('3–4 persoane', '3–4 people', '3–4 персоны')],
      [same('XL'), cm('32'), cm('24'), t('4–6 persoane', '4–6 people', '4–6 персон')],
    ],
  },
];
