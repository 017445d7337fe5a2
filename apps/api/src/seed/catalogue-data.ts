import type { LocalizedText } from '../db/schema.js';

/**
 * The demo catalogue: a three-level category tree of a Moldovan home-and-hardware shop, its
 * brands, sale units and filterable attributes. Products are composed from these pieces by
 * products.ts.
 */

/** A text in the three languages: ro, en, ru. */
export function t(ro: string, en: string, ru: string): LocalizedText {
  return { ro, en, ru };
}

/** A third-level category: the one products are filed under. */
export interface LeafDef {
  slug: string;
  name: LocalizedText;
  /** What one product of the category is called (the first words of its name). */
  noun: LocalizedText;
  /** Price range in lei. */
  price: readonly [number, number];
  /** Two letters of the article codes, e.g. 'KO' in 'TF-KO1700'. */
  code: string;
}

export interface SubDef {
  slug: string;
  name: LocalizedText;
  /** The brands of its products, when narrower than the top category's. */
  brands?: string[];
  /** The last words of a product name: a size, a power, a finish… */
  features: LocalizedText[];
  leaves: LeafDef[];
}

export interface TopDef {
  slug: string;
  name: LocalizedText;
  /** A short line for the catalogue banner and the home grid. */
  tagline: LocalizedText;
  showInHome: boolean;
  showInFooter: boolean;
  onSalesPage: boolean;
  /** Whether the desktop catalogue menu shows a banner with a button. */
  banner: boolean;
  brands: string[];
  /** Slugs of the attributes (besides colour) its products are described by. */
  attributes: string[];
  /** The radio group of product variants: sizes or versions. */
  variants: 'size' | 'version';
  /** What its products are good for, in a sentence of the description. */
  purpose: LocalizedText;
  subs: SubDef[];
}

const leaf = (
  slug: string,
  name: LocalizedText,
  noun: LocalizedText,
  price: readonly [number, number],
  code: string,
): LeafDef => ({ slug, name, noun, price, code });

export const CATEGORY_TREE: TopDef[] = [
  {
    slug: 'electrocasnice',
    name: t('Electrocasnice', 'Household appliances', 'Бытовая техника'),
    tagline: t(
      'Tehnică de încredere pentru fiecare zi',
      'Reliable appliances for every day',
      'Надёжная техника на каждый день',
    ),
    showInHome: true,
    showInFooter: true,
    onSalesPage: true,
    banner: true,
    brands: [
      'Bosch',
      'Tefal',
      'Philips',
      'Samsung',
      'LG',
      'Electrolux',
      'Gorenje',
      'Beko',
      'Indesit',
      'Whirlpool',
      'Braun',
      'Moulinex',
      'Zelmer',
      'Polaris',
      'Redmond',
      'Xiaomi',
    ],
    attributes: ['putere', 'capacitate', 'material'],
    variants: 'version',
    purpose: t(
      'o casă în care treburile zilnice se fac mai repede',
      'a home where daily chores get done faster',
      'дома, где повседневные дела делаются быстрее',
    ),
    subs: [
      {
        slug: 'electrocasnice-mici-bucatarie',
        name: t(
          'Electrocasnice mici pentru bucătărie',
          'Small kitchen appliances',
          'Мелкая кухонная техника',
        ),
        brands: [
          'Tefal',
          'Philips',
          'Bosch',
          'Moulinex',
          'Zelmer',
          'Polaris',
          'Redmond',
          'Xiaomi',
          'Braun',
        ],
        features: [
          t('2200 W', '2200 W', '2200 Вт'),
          t('cu afișaj digital', 'with digital display', 'с цифровым дисплеем'),
          t('din inox', 'stainless steel', 'из нержавеющей стали'),
          t('cu oprire automată', 'with auto shut-off', 'с автоотключением'),
          t('800 W', '800 W', '800 Вт'),
        ],
        leaves: [
          leaf(
            'fierbatoare-electrice',
            t('Fierbătoare electrice', 'Electric kettles', 'Электрочайники'),
            t('Fierbător electric', 'Electric kettle', 'Чайник электрический'),
            [250, 2500],
            'KO',
          ),
          leaf(
            'cafetiere',
            t('Cafetiere și espressoare', 'Coffee makers', 'Кофеварки и кофемашины'),
            t('Espressor', 'Coffee machine', 'Кофемашина'),
            [900, 18000],
            'CM',
          ),
          leaf(
            'blendere',
            t('Blendere', 'Blenders', 'Блендеры'),
            t('Blender', 'Blender', 'Блендер'),
            [400, 4500],
            'BL',
          ),
          leaf(
            'prajitoare-de-paine',
            t('Prăjitoare de pâine', 'Toasters', 'Тостеры'),
            t('Prăjitor de pâine', 'Toaster', 'Тостер'),
            [300, 2200],
            'TS',
          ),
        ],
      },
      {
        slug: 'electrocasnice-mari',
        name: t('Electrocasnice mari', 'Large appliances', 'Крупная бытовая техника'),
        brands: ['Bosch', 'Samsung', 'LG', 'Electrolux', 'Gorenje', 'Beko', 'Indesit', 'Whirlpool'],
        features: [
          t('clasa A++', 'A++ class', 'класс A++'),
          t('cu tehnologie Inverter', 'with Inverter technology', 'с инверторной технологией'),
          t('cu afișaj digital', 'with digital display', 'с цифровым дисплеем'),
          t('cu funcție Eco', 'with Eco mode', 'с режимом Eco'),
        ],
        leaves: [
          leaf(
            'masini-de-spalat-rufe',
            t('Mașini de spălat rufe', 'Washing machines', 'Стиральные машины'),
            t('Mașină de spălat rufe', 'Washing machine', 'Стиральная машина'),
            [4500, 22000],
            'WM',
          ),
          leaf(
            'frigidere',
            t('Frigidere', 'Refrigerators', 'Холодильники'),
            t('Frigider', 'Refrigerator', 'Холодильник'),
            [5000, 25000],
            'RF',
          ),
          leaf(
            'aragazuri',
            t('Aragazuri', 'Cookers', 'Плиты'),
            t('Aragaz', 'Cooker', 'Плита'),
            [3500, 15000],
            'CK',
          ),
        ],
      },
      {
        slug: 'climatizare',
        name: t('Climatizare', 'Climate control', 'Климатическая техника'),
        brands: ['Samsung', 'LG', 'Electrolux', 'Gorenje', 'Polaris', 'Xiaomi'],
        features: [
          t('cu telecomandă', 'with remote control', 'с пультом ДУ'),
          t('cu termostat', 'with thermostat', 'с термостатом'),
          t('2000 W', '2000 W', '2000 Вт'),
          t('cu temporizator', 'with timer', 'с таймером'),
        ],
        leaves: [
          leaf(
            'aparate-aer-conditionat',
            t('Aparate de aer condiționat', 'Air conditioners', 'Кондиционеры'),
            t('Aparat de aer condiționat', 'Air conditioner', 'Кондиционер'),
            [6000, 24000],
            'AC',
          ),
          leaf(
            'radiatoare',
            t('Radiatoare electrice', 'Electric heaters', 'Обогреватели'),
            t('Radiator electric', 'Electric heater', 'Обогреватель'),
            [400, 3500],
            'HT',
          ),
          leaf(
            'ventilatoare',
            t('Ventilatoare', 'Fans', 'Вентиляторы'),
            t('Ventilator', 'Fan', 'Вентилятор'),
            [250, 2500],
            'FN',
          ),
        ],
      },
      {
        slug: 'ingrijire-personala',
        name: t('Îngrijire personală', 'Personal care', 'Уход за собой'),
        brands: ['Philips', 'Braun', 'Polaris', 'Xiaomi'],
        features: [
          t('cu ionizare', 'with ionisation', 'с ионизацией'),
          t('cu acumulator', 'cordless', 'с аккумулятором'),
          t('cu 3 trepte de viteză', '3 speed settings', '3 скорости'),
          t('cu husă de voiaj', 'with travel case', 'с дорожным чехлом'),
        ],
        leaves: [
          leaf(
            'uscatoare-de-par',
            t('Uscătoare de păr', 'Hair dryers', 'Фены'),
            t('Uscător de păr', 'Hair dryer', 'Фен'),
            [250, 3000],
            'HD',
          ),
          leaf(
            'aparate-de-ras',
            t('Aparate de ras', 'Shavers', 'Электробритвы'),
            t('Aparat de ras', 'Shaver', 'Электробритва'),
            [400, 5000],
            'SH',
          ),
        ],
      },
      {
        slug: 'aspiratoare-si-curatenie',
        name: t('Aspiratoare și curățenie', 'Vacuum cleaners & cleaning', 'Пылесосы и уборка'),
        brands: ['Bosch', 'Philips', 'Samsung', 'LG', 'Electrolux', 'Tefal', 'Xiaomi', 'Polaris'],
        features: [
          t('2200 W', '2200 W', '2200 Вт'),
          t('cu cablu de 8 m', 'with 8 m cord', 'с кабелем 8 м'),
          t('design ergonomic', 'ergonomic design', 'эргономичный дизайн'),
          t('model 2026', '2026 model', 'модель 2026 года'),
        ],
        leaves: [
          leaf(
            'aspiratoare',
            t('Aspiratoare', 'Vacuum cleaners', 'Пылесосы'),
            t('Aspirator', 'Vacuum cleaner', 'Пылесос'),
            [900, 12000],
            'VC',
          ),
          leaf(
            'fiare-de-calcat',
            t('Fiare de călcat', 'Irons', 'Утюги'),
            t('Fier de călcat', 'Steam iron', 'Утюг'),
            [300, 3500],
            'IR',
          ),
        ],
      },
    ],
  },
  {
    slug: 'bucatarie',
    name: t('Bucătărie', 'Kitchen', 'Кухня'),
    tagline: t(
      'Totul pentru gătit și servit',
      'Everything to cook and serve',
      'Всё для готовки и сервировки',
    ),
    showInHome: true,
    showInFooter: true,
    onSalesPage: true,
    banner: true,
    brands: [
      'Tefal',
      'Tescoma',
      'Zwilling',
      'Luminarc',
      'Fissman',
      'Rondell',
      'Ardesto',
      'Berghoff',
    ],
    attributes: ['material', 'capacitate'],
    variants: 'size',
    purpose: t(
      'o bucătărie în care gătitul devine o plăcere',
      'a kitchen where cooking becomes a pleasure',
      'кухни, где готовить — одно удовольствие',
    ),
    subs: [
      {
        slug: 'vase-de-gatit',
        name: t('Vase de gătit', 'Cookware', 'Посуда для приготовления'),
        features: [
          t('24 cm', '24 cm', '24 см'),
          t('28 cm', '28 cm', '28 см'),
          t('cu strat antiaderent', 'with non-stick coating', 'с антипригарным покрытием'),
          t('pentru inducție', 'for induction hobs', 'для индукционных плит'),
          t('cu capac de sticlă', 'with glass lid', 'со стеклянной крышкой'),
        ],
        leaves: [
          leaf(
            'tigai',
            t('Tigăi', 'Frying pans', 'Сковороды'),
            t('Tigaie', 'Frying pan', 'Сковорода'),
            [150, 2500],
            'FP',
          ),
          leaf(
            'cratite',
            t('Cratițe', 'Pots', 'Кастрюли'),
            t('Cratiță', 'Pot', 'Кастрюля'),
            [180, 3000],
            'PT',
          ),
          leaf(
            'seturi-de-vase',
            t('Seturi de vase', 'Cookware sets', 'Наборы посуды'),
            t('Set de vase', 'Cookware set', 'Набор посуды'),
            [900, 8000],
            'CS',
          ),
        ],
      },
      {
        slug: 'ustensile-de-bucatarie',
        name: t('Ustensile de bucătărie', 'Kitchen utensils', 'Кухонные принадлежности'),
        features: [
          t('din oțel inoxidabil', 'stainless steel', 'из нержавеющей стали'),
          t('20 cm', '20 cm', '20 см'),
          t('cu mâner ergonomic', 'with ergonomic handle', 'с эргономичной ручкой'),
          t(
            'lavabil în mașina de spălat vase',
            'dishwasher safe',
            'можно мыть в посудомоечной машине',
          ),
        ],
        leaves: [
          leaf(
            'cutite',
            t('Cuțite', 'Knives', 'Ножи'),
            t('Cuțit de bucătărie', 'Kitchen knife', 'Кухонный нож'),
            [90, 2500],
            'KN',
          ),
          leaf(
            'tocatoare',
            t('Tocătoare', 'Cutting boards', 'Разделочные доски'),
            t('Tocător', 'Cutting board', 'Разделочная доска'),
            [60, 900],
            'CB',
          ),
        ],
      },
      {
        slug: 'servire-si-masa',
        name: t('Servire și masă', 'Tableware', 'Сервировка стола'),
        features: [
          t('pentru 6 persoane', 'for 6 people', 'на 6 персон'),
          t('12 piese', '12 pieces', '12 предметов'),
          t('colecția Classic', 'Classic collection', 'коллекция Classic'),
          t('în cutie de cadou', 'in a gift box', 'в подарочной коробке'),
        ],
        leaves: [
          leaf(
            'farfurii',
            t('Farfurii', 'Plates', 'Тарелки'),
            t('Set de farfurii', 'Plate set', 'Набор тарелок'),
            [120, 2000],
            'PL',
          ),
          leaf(
            'pahare',
            t('Pahare', 'Glasses', 'Стаканы и бокалы'),
            t('Set de pahare', 'Glass set', 'Набор бокалов'),
            [80, 1500],
            'GL',
          ),
          leaf(
            'tacamuri',
            t('Tacâmuri', 'Cutlery', 'Столовые приборы'),
            t('Set de tacâmuri', 'Cutlery set', 'Набор столовых приборов'),
            [200, 3500],
            'CT',
          ),
        ],
      },
      {
        slug: 'depozitare-alimente',
        name: t('Depozitare alimente', 'Food storage', 'Хранение продуктов'),
        features: [
          t('1 l', '1 l', '1 л'),
          t('0,5 l', '0.5 l', '0,5 л'),
          t('cu capac ermetic', 'with airtight lid', 'с герметичной крышкой'),
          t('set de 3', 'set of 3', 'набор из 3 шт.'),
        ],
        leaves: [
          leaf(
            'recipiente',
            t('Recipiente', 'Food containers', 'Контейнеры'),
            t('Recipient alimentar', 'Food container', 'Контейнер для продуктов'),
            [40, 600],
            'FC',
          ),
          leaf(
            'termosuri',
            t('Termosuri', 'Thermoses', 'Термосы'),
            t('Termos', 'Thermos', 'Термос'),
            [150, 1200],
            'TH',
          ),
        ],
      },
    ],
  },
  {
    slug: 'scule',
    name: t('Scule și unelte', 'Tools', 'Инструменты'),
    tagline: t(
      'Scule pentru meseriași și amatori',
      'Tools for pros and DIY fans',
      'Инструмент для мастеров и любителей',
    ),
    showInHome: true,
    showInFooter: true,
    onSalesPage: true,
    banner: true,
    brands: [
      'Bosch',
      'Makita',
      'DeWalt',
      'Black & Decker',
      'Stanley',
      'Metabo',
      'Einhell',
      'Milwaukee',
      'Ryobi',
    ],
    attributes: ['putere', 'material'],
    variants: 'version',
    purpose: t(
      'lucrări de renovare, montaj și reparații',
      'renovation, assembly and repair work',
      'ремонта, монтажа и строительных работ',
    ),
    subs: [
      {
        slug: 'scule-electrice',
        name: t('Scule electrice', 'Power tools', 'Электроинструмент'),
        features: [
          t('18 V', '18 V', '18 В'),
          t('750 W', '750 W', '750 Вт'),
          t('cu 2 acumulatori', 'with 2 batteries', 'с 2 аккумуляторами'),
          t('în valiză', 'in a carry case', 'в кейсе'),
          t('cu motor fără perii', 'with brushless motor', 'с бесщёточным двигателем'),
        ],
        leaves: [
          leaf(
            'bormasini',
            t('Bormașini', 'Drills', 'Дрели'),
            t('Bormașină', 'Drill', 'Дрель'),
            [500, 6000],
            'DR',
          ),
          leaf(
            'masini-de-insurubat',
            t('Mașini de înșurubat', 'Cordless screwdrivers', 'Шуруповёрты'),
            t('Mașină de înșurubat', 'Cordless screwdriver', 'Шуруповёрт'),
            [700, 7000],
            'SD',
          ),
          leaf(
            'polizoare-unghiulare',
            t('Polizoare unghiulare', 'Angle grinders', 'Угловые шлифмашины'),
            t('Polizor unghiular', 'Angle grinder', 'Угловая шлифмашина'),
            [600, 5500],
            'AG',
          ),
          leaf(
            'ferastraie-electrice',
            t('Ferăstraie electrice', 'Electric saws', 'Электропилы'),
            t('Ferăstrău pendular', 'Jigsaw', 'Электролобзик'),
            [700, 6000],
            'JS',
          ),
        ],
      },
      {
        slug: 'scule-de-mana',
        name: t('Scule de mână', 'Hand tools', 'Ручной инструмент'),
        features: [
          t('în valiză', 'in a carry case', 'в кейсе'),
          t('cu mâner cauciucat', 'with rubber grip', 'с прорезиненной ручкой'),
          t('din oțel crom-vanadiu', 'chrome-vanadium steel', 'из хром-ванадиевой стали'),
          t('seria Pro', 'Pro series', 'серия Pro'),
        ],
        leaves: [
          leaf(
            'seturi-de-scule',
            t('Seturi de scule', 'Tool sets', 'Наборы инструментов'),
            t('Set de scule', 'Tool set', 'Набор инструментов'),
            [300, 5000],
            'TK',
          ),
          leaf(
            'ciocane',
            t('Ciocane', 'Hammers', 'Молотки'),
            t('Ciocan', 'Hammer', 'Молоток'),
            [80, 700],
            'HM',
          ),
          leaf(
            'surubelnite',
            t('Șurubelnițe', 'Screwdrivers', 'Отвёртки'),
            t('Set de șurubelnițe', 'Screwdriver set', 'Набор отвёрток'),
            [80, 900],
            'SC',
          ),
        ],
      },
      {
        slug: 'masura-si-control',
        name: t('Măsură și control', 'Measuring tools', 'Измерительный инструмент'),
        features: [
          t('cu protecție IP54', 'IP54 protection', 'с защитой IP54'),
          t('cu trepied', 'with tripod', 'со штативом'),
          t('seria Pro', 'Pro series', 'серия Pro'),
        ],
        leaves: [
          leaf(
            'nivele-laser',
            t('Nivele laser', 'Laser levels', 'Лазерные уровни'),
            t('Nivelă laser', 'Laser level', 'Лазерный уровень'),
            [600, 9000],
            'LL',
          ),
          leaf(
            'rulete',
            t('Rulete', 'Tape measures', 'Рулетки'),
            t('Ruletă', 'Tape measure', 'Рулетка'),
            [40, 500],
            'TM',
          ),
        ],
      },
    ],
  },
  {
    slug: 'gradina',
    name: t('Grădină', 'Garden', 'Сад и огород'),
    tagline: t(
      'O grădină îngrijită fără efort',
      'A well-kept garden, effortlessly',
      'Ухоженный сад без лишних усилий',
    ),
    showInHome: true,
    showInFooter: true,
    onSalesPage: true,
    banner: true,
    brands: ['Gardena', 'Husqvarna', 'Stihl', 'Kärcher', 'Fiskars', 'Weber', 'Bosch', 'Einhell'],
    attributes: ['putere', 'material'],
    variants: 'version',
    purpose: t(
      'grădina, curtea și zilele petrecute în aer liber',
      'the garden, the yard and days spent outdoors',
      'сада, двора и отдыха на свежем воздухе',
    ),
    subs: [
      {
        slug: 'unelte-de-gradina',
        name: t('Unelte de grădină', 'Garden tools', 'Садовый инвентарь'),
        brands: ['Gardena', 'Fiskars'],
        features: [
          t('cu mâner lung', 'with long handle', 'с длинной ручкой'),
          t('din oțel călit', 'hardened steel', 'из закалённой стали'),
          t('seria Garden Pro', 'Garden Pro series', 'серия Garden Pro'),
        ],
        leaves: [
          leaf(
            'foarfece-de-gradina',
            t('Foarfece de grădină', 'Pruning shears', 'Секаторы'),
            t('Foarfecă de grădină', 'Pruning shears', 'Секатор'),
            [120, 1200],
            'PS',
          ),
          leaf(
            'lopeti-si-greble',
            t('Lopeți și greble', 'Shovels & rakes', 'Лопаты и грабли'),
            t('Lopată', 'Shovel', 'Лопата'),
            [100, 800],
            'SV',
          ),
        ],
      },
      {
        slug: 'tehnica-de-gradina',
        name: t('Tehnică de grădină', 'Garden machinery', 'Садовая техника'),
        brands: ['Husqvarna', 'Stihl', 'Bosch', 'Einhell', 'Makita'],
        features: [
          t('1400 W', '1400 W', '1400 Вт'),
          t('cu motor pe benzină', 'with petrol engine', 'с бензиновым двигателем'),
          t('cu acumulator de 36 V', '36 V cordless', 'с аккумулятором 36 В'),
          t('cu pornire ușoară', 'with easy start', 'с лёгким запуском'),
        ],
        leaves: [
          leaf(
            'masini-de-tuns-iarba',
            t('Mașini de tuns iarba', 'Lawn mowers', 'Газонокосилки'),
            t('Mașină de tuns iarba', 'Lawn mower', 'Газонокосилка'),
            [1800, 15000],
            'LM',
          ),
          leaf(
            'trimmere',
            t('Trimmere', 'Grass trimmers', 'Триммеры'),
            t('Trimmer', 'Grass trimmer', 'Триммер'),
            [700, 6000],
            'GT',
          ),
          leaf(
            'motoferastraie',
            t('Motoferăstraie', 'Chainsaws', 'Бензопилы'),
            t('Motoferăstrău', 'Chainsaw', 'Бензопила'),
            [1500, 12000],
            'CH',
          ),
        ],
      },
      {
        slug: 'irigare',
        name: t('Irigare', 'Watering', 'Полив'),
        brands: ['Gardena', 'Kärcher'],
        features: [
          t('25 m', '25 m', '25 м'),
          t('1/2"', '1/2"', '1/2"'),
          t('cu conector rapid', 'with quick connector', 'с быстрым коннектором'),
          t('cu 8 funcții', 'with 8 spray patterns', '8 режимов полива'),
        ],
        leaves: [
          leaf(
            'furtunuri',
            t('Furtunuri', 'Hoses', 'Шланги'),
            t('Furtun de grădină', 'Garden hose', 'Садовый шланг'),
            [120, 1500],
            'HS',
          ),
          leaf(
            'aspersoare',
            t('Aspersoare', 'Sprinklers', 'Дождеватели'),
            t('Aspersor', 'Sprinkler', 'Дождеватель'),
            [90, 900],
            'SP',
          ),
        ],
      },
      {
        slug: 'mobilier-de-gradina',
        name: t(
          'Mobilier de grădină și grătare',
          'Garden furniture & BBQ',
          'Садовая мебель и грили',
        ),
        brands: ['Weber', 'Kettler'],
        features: [
          t('pentru exterior', 'for outdoor use', 'для улицы'),
          t('cu husă de protecție', 'with protective cover', 'с защитным чехлом'),
          t('din lemn de acacia', 'acacia wood', 'из акации'),
          t('model 2026', '2026 model', 'модель 2026 года'),
        ],
        leaves: [
          leaf(
            'scaune-de-gradina',
            t('Scaune de grădină', 'Garden chairs', 'Садовые стулья'),
            t('Scaun de grădină', 'Garden chair', 'Садовый стул'),
            [250, 2500],
            'GC',
          ),
          leaf(
            'gratare',
            t('Grătare', 'Barbecues', 'Грили и мангалы'),
            t('Grătar', 'Barbecue grill', 'Гриль'),
            [400, 9000],
            'BQ',
          ),
        ],
      },
    ],
  },
  {
    slug: 'casa-si-decor',
    name: t('Casă și decor', 'Home & deco', 'Дом и декор'),
    tagline: t(
      'Confort și stil în fiecare cameră',
      'Comfort and style in every room',
      'Уют и стиль в каждой комнате',
    ),
    showInHome: true,
    showInFooter: true,
    onSalesPage: false,
    banner: false,
    brands: ['Philips', 'Osram', 'Eglo', 'TAC', 'Cotton Box', 'Le Vele', 'Luminarc'],
    attributes: ['material'],
    variants: 'size',
    purpose: t(
      'o casă primitoare, în care te întorci cu drag',
      'a welcoming home you love coming back to',
      'уютного дома, в который хочется возвращаться',
    ),
    subs: [
      {
        slug: 'textile-de-casa',
        name: t('Textile de casă', 'Home textiles', 'Домашний текстиль'),
        brands: ['TAC', 'Cotton Box', 'Le Vele'],
        features: [
          t('din bumbac 100%', '100% cotton', 'из 100% хлопка'),
          t('din satin', 'satin', 'из сатина'),
          t('colecția Provence', 'Provence collection', 'коллекция Provence'),
          t('în cutie de cadou', 'in a gift box', 'в подарочной коробке'),
        ],
        leaves: [
          leaf(
            'lenjerie-de-pat',
            t('Lenjerie de pat', 'Bed linen', 'Постельное бельё'),
            t('Set lenjerie de pat', 'Bed linen set', 'Комплект постельного белья'),
            [400, 3500],
            'BD',
          ),
          leaf(
            'prosoape',
            t('Prosoape', 'Towels', 'Полотенца'),
            t('Prosop', 'Towel', 'Полотенце'),
            [60, 600],
            'TW',
          ),
          leaf(
            'perdele-si-draperii',
            t('Perdele și draperii', 'Curtains', 'Шторы и тюль'),
            t('Draperie', 'Curtain', 'Штора'),
            [200, 2500],
            'CU',
          ),
        ],
      },
      {
        slug: 'iluminat',
        name: t('Iluminat', 'Lighting', 'Освещение'),
        brands: ['Philips', 'Osram', 'Eglo'],
        features: [
          t('cu lumină caldă', 'warm light', 'с тёплым светом'),
          t('E27', 'E27', 'E27'),
          t('10 W', '10 W', '10 Вт'),
          t('în stil scandinav', 'Scandinavian style', 'в скандинавском стиле'),
          t('cu intensitate reglabilă', 'dimmable', 'с регулировкой яркости'),
        ],
        leaves: [
          leaf(
            'lustre',
            t('Lustre', 'Chandeliers', 'Люстры'),
            t('Lustră', 'Chandelier', 'Люстра'),
            [600, 9000],
            'LU',
          ),
          leaf(
            'veioze',
            t('Veioze', 'Table lamps', 'Настольные лампы'),
            t('Veioză', 'Table lamp', 'Настольная лампа'),
            [200, 2500],
            'LA',
          ),
          leaf(
            'becuri-led',
            t('Becuri LED', 'LED bulbs', 'Светодиодные лампы'),
            t('Bec LED', 'LED bulb', 'Светодиодная лампа'),
            [20, 250],
            'LB',
          ),
        ],
      },
      {
        slug: 'decoratiuni',
        name: t('Decorațiuni', 'Decorations', 'Декор'),
        brands: ['Eglo', 'Luminarc', 'Cotton Box'],
        features: [
          t('în stil scandinav', 'Scandinavian style', 'в скандинавском стиле'),
          t('în cutie de cadou', 'in a gift box', 'в подарочной коробке'),
          t('colecția Provence', 'Provence collection', 'коллекция Provence'),
          t('30 cm', '30 cm', '30 см'),
        ],
        leaves: [
          leaf(
            'ceasuri-de-perete',
            t('Ceasuri de perete', 'Wall clocks', 'Настенные часы'),
            t('Ceas de perete', 'Wall clock', 'Настенные часы'),
            [150, 1500],
            'WC',
          ),
          leaf(
            'lumanari-parfumate',
            t('Lumânări parfumate', 'Scented candles', 'Ароматические свечи'),
            t('Lumânare parfumată', 'Scented candle', 'Ароматическая свеча'),
            [50, 500],
            'SN',
          ),
          leaf(
            'rame-foto',
            t('Rame foto', 'Photo frames', 'Фоторамки'),
            t('Ramă foto', 'Photo frame', 'Фоторамка'),
            [40, 600],
            'FR',
          ),
        ],
      },
    ],
  },
  {
    slug: 'electronice',
    name: t('Electronice', 'Electronics', 'Электроника'),
    tagline: t(
      'Gadgeturi și tehnică pentru toată familia',
      'Gadgets and tech for the whole family',
      'Гаджеты и техника для всей семьи',
    ),
    showInHome: true,
    showInFooter: true,
    onSalesPage: true,
    banner: true,
    brands: ['Samsung', 'LG', 'Sony', 'Xiaomi', 'JBL', 'Lenovo', 'Logitech', 'Philips', 'Huawei'],
    attributes: ['material'],
    variants: 'version',
    purpose: t(
      'muncă, studii și divertisment',
      'work, study and entertainment',
      'работы, учёбы и развлечений',
    ),
    subs: [
      {
        slug: 'televizoare-si-audio',
        name: t('Televizoare și audio', 'TV & audio', 'Телевизоры и аудио'),
        brands: ['Samsung', 'LG', 'Sony', 'Philips', 'JBL', 'Xiaomi'],
        features: [
          t('Bluetooth 5.3', 'Bluetooth 5.3', 'Bluetooth 5.3'),
          t('cu sunet Dolby Atmos', 'with Dolby Atmos', 'с Dolby Atmos'),
          t('cu Wi-Fi', 'with Wi-Fi', 'с Wi-Fi'),
          t('model 2026', '2026 model', 'модель 2026 года'),
        ],
        leaves: [
          leaf(
            'televizoare',
            t('Televizoare', 'TVs', 'Телевизоры'),
            t('Televizor', 'TV', 'Телевизор'),
            [3500, 25000],
            'TV',
          ),
          leaf(
            'boxe-portabile',
            t('Boxe portabile', 'Portable speakers', 'Портативные колонки'),
            t('Boxă portabilă', 'Portable speaker', 'Портативная колонка'),
            [300, 6000],
            'SK',
          ),
          leaf(
            'casti',
            t('Căști', 'Headphones', 'Наушники'),
            t('Căști wireless', 'Wireless headphones', 'Беспроводные наушники'),
            [200, 7000],
            'HP',
          ),
        ],
      },
      {
        slug: 'telefoane-si-gadgeturi',
        name: t('Telefoane și gadgeturi', 'Phones & gadgets', 'Телефоны и гаджеты'),
        brands: ['Samsung', 'Xiaomi', 'Huawei', 'Lenovo'],
        features: [
          t('cu încărcare rapidă', 'with fast charging', 'с быстрой зарядкой'),
          t('cu protecție IP68', 'IP68 water resistance', 'с защитой IP68'),
          t('model 2026', '2026 model', 'модель 2026 года'),
        ],
        leaves: [
          leaf(
            'smartphoneuri',
            t('Smartphone-uri', 'Smartphones', 'Смартфоны'),
            t('Smartphone', 'Smartphone', 'Смартфон'),
            [2000, 25000],
            'PH',
          ),
          leaf(
            'ceasuri-inteligente',
            t('Ceasuri inteligente', 'Smartwatches', 'Умные часы'),
            t('Ceas inteligent', 'Smartwatch', 'Умные часы'),
            [600, 9000],
            'SW',
          ),
          leaf(
            'baterii-externe',
            t('Baterii externe', 'Power banks', 'Внешние аккумуляторы'),
            t('Baterie externă', 'Power bank', 'Внешний аккумулятор'),
            [200, 1500],
            'PB',
          ),
        ],
      },
      {
        slug: 'calculatoare-si-periferice',
        name: t('Calculatoare și periferice', 'Computers & peripherals', 'Компьютеры и периферия'),
        brands: ['Lenovo', 'Logitech', 'Huawei', 'Samsung'],
        features: [
          t('Bluetooth 5.3', 'Bluetooth 5.3', 'Bluetooth 5.3'),
          t('cu iluminare RGB', 'with RGB lighting', 'с RGB-подсветкой'),
          t('model 2026', '2026 model', 'модель 2026 года'),
        ],
        leaves: [
          leaf(
            'laptopuri',
            t('Laptopuri', 'Laptops', 'Ноутбуки'),
            t('Laptop', 'Laptop', 'Ноутбук'),
            [6000, 25000],
            'NB',
          ),
          leaf(
            'mouse-uri',
            t('Mouse-uri', 'Mice', 'Компьютерные мыши'),
            t('Mouse wireless', 'Wireless mouse', 'Беспроводная мышь'),
            [100, 1500],
            'MS',
          ),
          leaf(
            'tastaturi',
            t('Tastaturi', 'Keyboards', 'Клавиатуры'),
            t('Tastatură', 'Keyboard', 'Клавиатура'),
            [150, 2500],
            'KB',
          ),
        ],
      },
    ],
  },
  {
    slug: 'sport-si-odihna',
    name: t('Sport și odihnă', 'Sport & leisure', 'Спорт и отдых'),
    tagline: t(
      'Mișcare, aer liber și drumeții',
      'Exercise, fresh air and hiking',
      'Движение, свежий воздух и походы',
    ),
    showInHome: true,
    showInFooter: true,
    onSalesPage: false,
    banner: false,
    brands: ['Kettler', 'Torneo', 'Wilson', 'Head', 'Everlast', 'Coleman', 'Deuter', 'Xiaomi'],
    attributes: ['material'],
    variants: 'size',
    purpose: t(
      'antrenamente acasă, plimbări și vacanțe active',
      'home workouts, rides and active holidays',
      'домашних тренировок, прогулок и активного отдыха',
    ),
    subs: [
      {
        slug: 'fitness',
        name: t('Fitness', 'Fitness', 'Фитнес'),
        brands: ['Kettler', 'Torneo', 'Everlast'],
        features: [
          t('pentru începători', 'for beginners', 'для начинающих'),
          t('pentru antrenamente intense', 'for intensive training', 'для интенсивных тренировок'),
          t('cu design compact', 'compact design', 'компактная конструкция'),
        ],
        leaves: [
          leaf(
            'gantere',
            t('Gantere', 'Dumbbells', 'Гантели'),
            t('Set de gantere', 'Dumbbell set', 'Набор гантелей'),
            [150, 2500],
            'DB',
          ),
          leaf(
            'saltele-de-fitness',
            t('Saltele de fitness', 'Yoga mats', 'Коврики для фитнеса'),
            t('Saltea de fitness', 'Yoga mat', 'Коврик для фитнеса'),
            [100, 900],
            'YM',
          ),
          leaf(
            'benzi-de-alergare',
            t('Benzi de alergare', 'Treadmills', 'Беговые дорожки'),
            t('Bandă de alergare', 'Treadmill', 'Беговая дорожка'),
            [5000, 25000],
            'TR',
          ),
        ],
      },
      {
        slug: 'biciclete-si-trotinete',
        name: t('Biciclete și trotinete', 'Bikes & scooters', 'Велосипеды и самокаты'),
        brands: ['Kettler', 'Xiaomi', 'Head'],
        features: [
          t('cu roți de 26"', '26" wheels', 'колёса 26"'),
          t('cu cadru din aluminiu', 'aluminium frame', 'с алюминиевой рамой'),
          t('pentru oraș', 'for the city', 'для города'),
          t('cu frâne pe disc', 'with disc brakes', 'с дисковыми тормозами'),
        ],
        leaves: [
          leaf(
            'biciclete',
            t('Biciclete', 'Bicycles', 'Велосипеды'),
            t('Bicicletă', 'Bicycle', 'Велосипед'),
            [2500, 20000],
            'BK',
          ),
          leaf(
            'trotinete',
            t('Trotinete', 'Scooters', 'Самокаты'),
            t('Trotinetă', 'Scooter', 'Самокат'),
            [600, 9000],
            'ST',
          ),
        ],
      },
      {
        slug: 'turism-si-camping',
        name: t('Turism și camping', 'Camping & hiking', 'Туризм и кемпинг'),
        brands: ['Coleman', 'Deuter', 'Wilson'],
        features: [
          t('pentru 3 anotimpuri', '3-season', 'для трёх сезонов'),
          t('cu protecție la apă', 'waterproof', 'с защитой от воды'),
          t('seria Trek', 'Trek series', 'серия Trek'),
        ],
        leaves: [
          leaf(
            'corturi',
            t('Corturi', 'Tents', 'Палатки'),
            t('Cort', 'Tent', 'Палатка'),
            [600, 6000],
            'TN',
          ),
          leaf(
            'saci-de-dormit',
            t('Saci de dormit', 'Sleeping bags', 'Спальные мешки'),
            t('Sac de dormit', 'Sleeping bag', 'Спальный мешок'),
            [350, 2500],
            'SB',
          ),
          leaf(
            'rucsacuri',
            t('Rucsacuri', 'Backpacks', 'Рюкзаки'),
            t('Rucsac', 'Backpack', 'Рюкзак'),
            [250, 3000],
            'BP',
          ),
        ],
      },
    ],
  },
  {
    slug: 'copii',
    name: t('Copii', 'Kids', 'Детские товары'),
    tagline: t(
      'Jucării și tot ce trebuie celor mici',
      'Toys and everything little ones need',
      'Игрушки и всё для малышей',
    ),
    showInHome: true,
    showInFooter: true,
    onSalesPage: true,
    banner: true,
    brands: ['Lego', 'Chicco', 'Hasbro', 'Mattel', 'Cybex', 'Britax Römer'],
    attributes: ['material'],
    variants: 'size',
    purpose: t(
      'joacă, plimbări și somnul liniștit al celor mici',
      'play, walks and a peaceful sleep for little ones',
      'игр, прогулок и спокойного сна малышей',
    ),
    subs: [
      {
        slug: 'jucarii',
        name: t('Jucării', 'Toys', 'Игрушки'),
        brands: ['Lego', 'Hasbro', 'Mattel', 'Chicco'],
        features: [
          t('3+ ani', '3+ years', 'от 3 лет'),
          t('6+ ani', '6+ years', 'от 6 лет'),
          t('cu sunete', 'with sounds', 'со звуками'),
          t('ediția 2026', '2026 edition', 'издание 2026 года'),
        ],
        leaves: [
          leaf(
            'jocuri-de-constructie',
            t('Jocuri de construcție', 'Building sets', 'Конструкторы'),
            t('Set de construcție', 'Building set', 'Конструктор'),
            [150, 4000],
            'LG',
          ),
          leaf(
            'papusi',
            t('Păpuși', 'Dolls', 'Куклы'),
            t('Păpușă', 'Doll', 'Кукла'),
            [100, 1500],
            'DL',
          ),
          leaf(
            'jocuri-de-societate',
            t('Jocuri de societate', 'Board games', 'Настольные игры'),
            t('Joc de societate', 'Board game', 'Настольная игра'),
            [150, 1200],
            'BG',
          ),
        ],
      },
      {
        slug: 'transport-pentru-copii',
        name: t('Transport pentru copii', "Kids' transport", 'Детский транспорт'),
        brands: ['Chicco', 'Cybex', 'Britax Römer'],
        features: [
          t('0–4 ani', '0–4 years', '0–4 года'),
          t('cu sistem Isofix', 'with Isofix', 'с Isofix'),
          t('cu husă de ploaie', 'with rain cover', 'с дождевиком'),
          t('cu pliere dintr-o mână', 'one-hand fold', 'складывается одной рукой'),
        ],
        leaves: [
          leaf(
            'carucioare',
            t('Cărucioare', 'Strollers', 'Коляски'),
            t('Cărucior', 'Stroller', 'Коляска'),
            [2000, 15000],
            'SR',
          ),
          leaf(
            'scaune-auto-pentru-copii',
            t('Scaune auto pentru copii', 'Child car seats', 'Детские автокресла'),
            t('Scaun auto pentru copii', 'Child car seat', 'Детское автокресло'),
            [900, 8000],
            'CA',
          ),
        ],
      },
      {
        slug: 'camera-copilului',
        name: t('Camera copilului', 'Nursery', 'Детская комната'),
        brands: ['Chicco', 'Mattel'],
        features: [
          t('din lemn de fag', 'beech wood', 'из бука'),
          t('cu proiector', 'with projector', 'с проектором'),
          t('cu melodii de leagăn', 'with lullabies', 'с колыбельными'),
        ],
        leaves: [
          leaf(
            'patuturi',
            t('Pătuțuri', 'Cots', 'Детские кроватки'),
            t('Pătuț', 'Baby cot', 'Детская кроватка'),
            [1500, 9000],
            'CO',
          ),
          leaf(
            'lampi-de-veghe',
            t('Lămpi de veghe', 'Night lights', 'Ночники'),
            t('Lampă de veghe', 'Night light', 'Ночник'),
            [100, 800],
            'NL',
          ),
        ],
      },
    ],
  },
  {
    slug: 'auto-moto',
    name: t('Auto și moto', 'Auto & moto', 'Авто и мото'),
    tagline: t(
      'Accesorii și consumabile pentru drum',
      'Accessories and supplies for the road',
      'Аксессуары и расходники в дорогу',
    ),
    showInHome: false,
    showInFooter: true,
    onSalesPage: false,
    banner: false,
    brands: ['Bosch', 'Michelin', 'Castrol', 'Osram', 'Philips', 'Heyner', 'Mobil'],
    attributes: ['capacitate', 'putere'],
    variants: 'version',
    purpose: t(
      'drumuri sigure în orice anotimp',
      'safe journeys in every season',
      'безопасных поездок в любое время года',
    ),
    subs: [
      {
        slug: 'accesorii-auto',
        name: t('Accesorii auto', 'Car accessories', 'Автоаксессуары'),
        brands: ['Heyner', 'Michelin', 'Bosch'],
        features: [
          t('12 V', '12 V', '12 В'),
          t('cu montare universală', 'universal fit', 'универсальный монтаж'),
          t('model 2026', '2026 model', 'модель 2026 года'),
        ],
        leaves: [
          leaf(
            'camere-auto',
            t('Camere auto DVR', 'Dash cams', 'Видеорегистраторы'),
            t('Cameră auto', 'Dash cam', 'Видеорегистратор'),
            [500, 4000],
            'DC',
          ),
          leaf(
            'huse-auto',
            t('Huse auto', 'Seat covers', 'Автомобильные чехлы'),
            t('Set huse auto', 'Seat cover set', 'Комплект автомобильных чехлов'),
            [600, 4000],
            'CV',
          ),
          leaf(
            'compresoare-auto',
            t('Compresoare auto', 'Tyre inflators', 'Автокомпрессоры'),
            t('Compresor auto', 'Tyre inflator', 'Автокомпрессор'),
            [300, 2500],
            'TI',
          ),
        ],
      },
      {
        slug: 'uleiuri-si-lichide',
        name: t('Uleiuri și lichide', 'Oils & fluids', 'Масла и жидкости'),
        brands: ['Castrol', 'Mobil', 'Heyner'],
        features: [t('1 l', '1 l', '1 л'), t('4 l', '4 l', '4 л'), t('5 l', '5 l', '5 л')],
        leaves: [
          leaf(
            'uleiuri-de-motor',
            t('Uleiuri de motor', 'Engine oils', 'Моторные масла'),
            t('Ulei de motor', 'Engine oil', 'Моторное масло'),
            [150, 1500],
            'OL',
          ),
          leaf(
            'lichide-de-parbriz',
            t('Lichide de parbriz', 'Screen wash', 'Омывающие жидкости'),
            t('Lichid de parbriz', 'Screen wash', 'Омывающая жидкость'),
            [40, 250],
            'WW',
          ),
        ],
      },
      {
        slug: 'iluminat-auto',
        name: t('Iluminat auto', 'Car lighting', 'Автосвет'),
        brands: ['Osram', 'Philips', 'Bosch'],
        features: [
          t('12 V', '12 V', '12 В'),
          t('tehnologie LED', 'LED technology', 'LED-технология'),
          t('set de 2 bucăți', 'set of 2', 'комплект из 2 шт.'),
        ],
        leaves: [
          leaf(
            'becuri-auto',
            t('Becuri auto', 'Car bulbs', 'Автолампы'),
            t('Bec auto', 'Car bulb', 'Автолампа'),
            [50, 900],
            'CL',
          ),
          leaf(
            'lanterne',
            t('Lanterne', 'Torches', 'Фонари'),
            t('Lanternă', 'Torch', 'Фонарь'),
            [80, 1200],
            'FL',
          ),
        ],
      },
    ],
  },
];

/** Sale units (§3): piece, set and box. */
export const UNITS = [
  { id: 1, name: t('Buc', 'Piece', 'Шт'), nameCod: 1, coef: 1 },
  { id: 2, name: t('Set', 'Set', 'Набор'), nameCod: 100, coef: 6 },
  { id: 3, name: t('Cutie', 'Box', 'Коробка'), nameCod: 200, coef: 24 },
] as const;

export interface AttributeDef {
  slug: string;
  title: LocalizedText;
  isColor: boolean;
  values: { keyword: string; title: LocalizedText; color?: string }[];
}

/** Filterable attributes; each value's keyword is what the `attributes` query parameter carries. */
export const ATTRIBUTES: AttributeDef[] = [
  {
    slug: 'culoare',
    title: t('Culoare', 'Colour', 'Цвет'),
    isColor: true,
    values: [
      { keyword: 'culoare-alb', title: t('Alb', 'White', 'Белый'), color: '#ffffff' },
      { keyword: 'culoare-negru', title: t('Negru', 'Black', 'Чёрный'), color: '#1f1f1f' },
      { keyword: 'culoare-gri', title: t('Gri', 'Grey', 'Серый'), color: '#8e8e93' },
      {
        keyword: 'culoare-argintiu',
        title: t('Argintiu', 'Silver', 'Серебристый'),
        color: '#c0c0c0',
      },
      { keyword: 'culoare-rosu', title: t('Roșu', 'Red', 'Красный'), color: '#d62828' },
      { keyword: 'culoare-albastru', title: t('Albastru', 'Blue', 'Синий'), color: '#1d4ed8' },
      { keyword: 'culoare-verde', title: t('Verde', 'Green', 'Зелёный'), color: '#2e7d32' },
      { keyword: 'culoare-galben', title: t('Galben', 'Yellow', 'Жёлтый'), color: '#f4c430' },
      { keyword: 'culoare-bej', title: t('Bej', 'Beige', 'Бежевый'), color: '#d8c3a5' },
      { keyword: 'culoare-roz', title: t('Roz', 'Pink', 'Розовый'), color: '#f49ac1' },
      {
        keyword: 'culoare-portocaliu',
        title: t('Portocaliu', 'Orange', 'Оранжевый'),
        color: '#f97316',
      },
      { keyword: 'culoare-maro', title: t('Maro', 'Brown', 'Коричневый'), color: '#7b4a2d' },
    ],
  },
  {
    slug: 'putere',
    title: t('Putere', 'Power', 'Мощность'),
    isColor: false,
    values: ['500', '800', '1000', '1500', '2000', '2200'].map((watts) => ({
      keyword: `putere-${watts}w`,
      title: t(`${watts} W`, `${watts} W`, `${watts} Вт`),
    })),
  },
  {
    slug: 'material',
    title: t('Material', 'Material', 'Материал'),
    isColor: false,
    values: [
      { keyword: 'material-inox', title: t('Inox', 'Stainless steel', 'Нержавеющая сталь') },
      { keyword: 'material-plastic', title: t('Plastic', 'Plastic', 'Пластик') },
      { keyword: 'material-lemn', title: t('Lemn', 'Wood', 'Дерево') },
      { keyword: 'material-sticla', title: t('Sticlă', 'Glass', 'Стекло') },
      { keyword: 'material-ceramica', title: t('Ceramică', 'Ceramic', 'Керамика') },
      { keyword: 'material-aluminiu', title: t('Aluminiu', 'Aluminium', 'Алюминий') },
      { keyword: 'material-bumbac', title: t('Bumbac', 'Cotton', 'Хлопок') },
      { keyword: 'material-metal', title: t('Metal', 'Metal', 'Металл') },
    ],
  },
  {
    slug: 'capacitate',
    title: t('Capacitate', 'Capacity', 'Объём'),
    isColor: false,
    values: [
      { keyword: 'capacitate-0-5l', title: t('0,5 l', '0.5 l', '0,5 л') },
      { keyword: 'capacitate-1l', title: t('1 l', '1 l', '1 л') },
      { keyword: 'capacitate-1-7l', title: t('1,7 l', '1.7 l', '1,7 л') },
      { keyword: 'capacitate-2l', title: t('2 l', '2 l', '2 л') },
      { keyword: 'capacitate-5l', title: t('5 l', '5 l', '5 л') },
      { keyword: 'capacitate-20l', title: t('20 l', '20 l', '20 л') },
    ],
  },
  {
    slug: 'garantie',
    title: t('Garanție', 'Warranty', 'Гарантия'),
    isColor: false,
    values: [
      { keyword: 'garantie-12-luni', title: t('12 luni', '12 months', '12 месяцев') },
      { keyword: 'garantie-24-luni', title: t('24 de luni', '24 months', '24 месяца') },
      { keyword: 'garantie-36-luni', title: t('36 de luni', '36 months', '36 месяцев') },
    ],
  },
  {
    slug: 'tara-de-origine',
    title: t('Țara de origine', 'Country of origin', 'Страна производства'),
    isColor: false,
    values: [
      { keyword: 'tara-germania', title: t('Germania', 'Germany', 'Германия') },
      { keyword: 'tara-china', title: t('China', 'China', 'Китай') },
      { keyword: 'tara-italia', title: t('Italia', 'Italy', 'Италия') },
      { keyword: 'tara-polonia', title: t('Polonia', 'Poland', 'Польша') },
      { keyword: 'tara-turcia', title: t('Turcia', 'Turkey', 'Турция') },
      { keyword: 'tara-romania', title: t('România', 'Romania', 'Румыния') },
      { keyword: 'tara-moldova', title: t('Republica Moldova', 'Moldova', 'Молдова') },
    ],
  },
  // The technical sheet: only the products with a full sheet (SPEC_SHEET_ATTRIBUTES) carry these,
  // so their attributes table is longer than its preview and shows 'show more' (§2).
  {
    slug: 'greutate',
    title: t('Greutate', 'Weight', 'Вес'),
    isColor: false,
    values: (
      [
        ['0-8', '0,8', '0.8'],
        ['1-2', '1,2', '1.2'],
        ['2-5', '2,5', '2.5'],
        ['4', '4', '4'],
        ['8', '8', '8'],
        ['15', '15', '15'],
        ['45', '45', '45'],
      ] as const
    ).map(([code, comma, dot]) => ({
      keyword: `greutate-${code}kg`,
      title: t(`${comma} kg`, `${dot} kg`, `${comma} кг`),
    })),
  },
  {
    slug: 'dimensiuni',
    title: t('Dimensiuni (L × l × Î)', 'Dimensions (L × W × H)', 'Размеры (Д × Ш × В)'),
    isColor: false,
    values: ['20 × 15 × 25', '30 × 20 × 35', '45 × 35 × 40', '60 × 60 × 85'].map((size) => ({
      keyword: `dimensiuni-${size.replace(/ × /g, 'x')}cm`,
      title: t(`${size} cm`, `${size} cm`, `${size} см`),
    })),
  },
  {
    slug: 'tensiune',
    title: t('Tensiune de alimentare', 'Supply voltage', 'Напряжение питания'),
    isColor: false,
    values: [
      { keyword: 'tensiune-230v', title: t('220–240 V', '220–240 V', '220–240 В') },
      {
        keyword: 'tensiune-18v',
        title: t('18 V (acumulator)', '18 V (battery)', '18 В (аккумулятор)'),
      },
      { keyword: 'tensiune-12v', title: t('12 V', '12 V', '12 В') },
    ],
  },
  {
    slug: 'lungime-cablu',
    title: t('Lungimea cablului', 'Cable length', 'Длина кабеля'),
    isColor: false,
    values: (
      [
        ['0-75', '0,75', '0.75'],
        ['1-5', '1,5', '1.5'],
        ['3', '3', '3'],
      ] as const
    ).map(([code, comma, dot]) => ({
      keyword: `lungime-cablu-${code}m`,
      title: t(`${comma} m`, `${dot} m`, `${comma} м`),
    })),
  },
  {
    slug: 'nivel-zgomot',
    title: t('Nivel de zgomot', 'Noise level', 'Уровень шума'),
    isColor: false,
    values: ['45', '58', '72'].map((decibels) => ({
      keyword: `nivel-zgomot-${decibels}db`,
      title: t(`${decibels} dB`, `${decibels} dB`, `${decibels} дБ`),
    })),
  },
  {
    slug: 'clasa-energetica',
    title: t('Clasă energetică', 'Energy class', 'Класс энергоэффективности'),
    isColor: false,
    values: (
      [
        ['a3', 'A+++'],
        ['a2', 'A++'],
        ['a1', 'A+'],
        ['a', 'A'],
        ['b', 'B'],
      ] as const
    ).map(([code, label]) => ({
      keyword: `clasa-energetica-${code}`,
      title: t(label, label, label),
    })),
  },
];

/**
 * The attributes of a full technical sheet, beyond the colour, warranty, origin and the
 * category's own: a product with a full sheet has every one of them.
 */
export const SPEC_SHEET_ATTRIBUTES = [
  'garantie',
  'tara-de-origine',
  'greutate',
  'dimensiuni',
  'tensiune',
  'lungime-cablu',
  'nivel-zgomot',
  'clasa-energetica',
] as const;

/** An ASCII slug of a Latin text: 'Black & Decker' → 'black-decker', 'Kärcher' → 'karcher'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every brand of the tree, in order of first appearance. */
export function allBrandNames(): string[] {
  return [
    ...new Set(
      CATEGORY_TREE.flatMap((top) => [
        ...top.brands,
        ...top.subs.flatMap((sub) => sub.brands ?? []),
      ]),
    ),
  ];
}
