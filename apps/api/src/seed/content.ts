import type { LocalizedText } from '../db/schema.js';
import type * as schema from '../db/schema.js';
import { CATEGORY_TREE, allBrandNames, slugify, t } from './catalogue-data.js';
import { addDays, formDialogPath, shopDay, shopDayStart } from '@shop/core/rules';
import type { CatalogueIds } from './products.js';

/**
 * The content of the demo shop: popups, blog, promotions, regulations, shops and contacts,
 * careers, footer pages, home sliders and the site settings.
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface ContentRows {
  popups: Insert<typeof schema.popups>[];
  blogCategories: Insert<typeof schema.blogCategories>[];
  articles: Insert<typeof schema.articles>[];
  promotions: Insert<typeof schema.promotions>[];
  regulations: Insert<typeof schema.regulations>[];
  shops: Insert<typeof schema.shops>[];
  requisites: Insert<typeof schema.requisites>[];
  adminContacts: Insert<typeof schema.adminContacts>[];
  vacancies: Insert<typeof schema.vacancies>[];
  footerPages: Insert<typeof schema.footerPages>[];
  homeSlides: Insert<typeof schema.homeSlides>[];
  siteSettings: Insert<typeof schema.siteSettings>[];
  landingPages: Insert<typeof schema.landingPages>[];
}

const DAY = 86_400_000;
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/**
 * The seed's clock: offers, the sales page's end and publication dates are counted from the
 * moment the shop is seeded, so a demo shop started any day shows running offers (and one or two
 * ended ones) and recent articles, never an offer that ended before it started.
 */
export interface SeedClock {
  /** The Chișinău calendar day `days` from the seeding day (negative: before), 'YYYY-MM-DD'. */
  day(days: number): string;
  /** The instant that day starts in Chișinău. */
  dayStart(days: number): Date;
  /** The moment `days` before the seeding moment (a publication time, always in the past). */
  ago(days: number): Date;
}

export function seedClock(now: Date): SeedClock {
  const today = shopDay(now);
  const day = (days: number) => addDays(today, days);
  return {
    day,
    // A real calendar day always has a start; the fallback is for an invalid `now` only.
    dayStart: (days) => shopDayStart(day(days)) ?? new Date(now.getTime() + days * DAY),
    ago: (days) => new Date(now.getTime() - days * DAY),
  };
}

/** Applies `fn` to each language of a text. */
function each(text: LocalizedText, fn: (value: string, lang: keyof LocalizedText) => string) {
  return { ro: fn(text.ro, 'ro'), en: fn(text.en, 'en'), ru: fn(text.ru, 'ru') };
}

/** Paragraphs (and lists, given as arrays) as HTML, per language. */
function html(...blocks: (LocalizedText | LocalizedText[])[]): LocalizedText {
  const render = (lang: keyof LocalizedText) =>
    blocks
      .map((block) =>
        Array.isArray(block)
          ? `<ul>${block.map((item) => `<li>${item[lang]}</li>`).join('')}</ul>`
          : `<p>${block[lang]}</p>`,
      )
      .join('');
  return { ro: render('ro'), en: render('en'), ru: render('ru') };
}

/** An HTML heading followed by more blocks. */
function section(heading: LocalizedText, ...blocks: (LocalizedText | LocalizedText[])[]) {
  const body = html(...blocks);
  return each(heading, (value, lang) => `<h2>${value}</h2>${body[lang]}`);
}

function concat(...parts: LocalizedText[]): LocalizedText {
  return {
    ro: parts.map((p) => p.ro).join(''),
    en: parts.map((p) => p.en).join(''),
    ru: parts.map((p) => p.ru).join(''),
  };
}

export const COMPANY = {
  name: 'CasaPlus',
  legalName: 'CasaPlus SRL',
  phone: '+373 22 000 000',
  email: 'suport@example.md',
};

/** The delivery figures of the settings (`delivery`), in lei, which the page texts quote. */
export const DELIVERY = { freeFrom: 500, fee: 80 };

const SCHEDULE = t(
  'Luni–Vineri: 09:00–20:00, Sâmbătă–Duminică: 10:00–18:00',
  'Mon–Fri: 9:00–20:00, Sat–Sun: 10:00–18:00',
  'Пн–Пт: 09:00–20:00, Сб–Вс: 10:00–18:00',
);

// ---------------------------------------------------------------------------------------------

/**
 * The home popups (SPEC §4 "Popups"). The seed is the same whatever the clock says, so no text
 * names a date that would pass: the offers hold "while stocks last", and the first one leads to
 * the sales page, which always lists what is discounted now.
 */
function popups(): ContentRows['popups'] {
  return [
    {
      id: 1,
      title: t('Reduceri de până la -30%', 'Up to 30% off', 'Скидки до -30%'),
      image: '/media/popups/reduceri.svg',
      description: html(
        t(
          'Sute de produse pentru casă și grădină la prețuri reduse. <strong>Oferta este valabilă în limita stocului disponibil.</strong>',
          'Hundreds of home and garden products at reduced prices. <strong>While stocks last.</strong>',
          'Сотни товаров для дома и сада по сниженным ценам. <strong>Предложение действует, пока товар есть в наличии.</strong>',
        ),
      ),
      inactiveTime: 5,
      activeTime: 15,
      link: {
        title: t('Vezi ofertele', 'See the offers', 'Смотреть предложения'),
        url: '/pages/sales',
        bgColor: '#e30613',
        textColor: '#ffffff',
      },
      position: 0,
      active: true,
    },
    {
      id: 2,
      title: t(
        'Livrare gratuită de la 500 lei',
        'Free delivery over 500 lei',
        'Бесплатная доставка от 500 леев',
      ),
      image: '/media/popups/livrare-gratuita.svg',
      description: html(
        t(
          'Comandă produse de peste 500 lei și livrarea în toată Moldova este din partea noastră.',
          'Order over 500 lei and delivery anywhere in Moldova is on us.',
          'Закажите от 500 леев — и доставка по всей Молдове за наш счёт.',
        ),
      ),
      inactiveTime: 10,
      activeTime: 20,
      link: {
        title: t('Detalii despre livrare', 'Delivery details', 'Подробнее о доставке'),
        url: '/pages/delivery',
        bgColor: '#1b1f2a',
        textColor: '#ffd400',
      },
      position: 1,
      active: true,
    },
    {
      id: 3,
      title: t('Abonează-te la noutăți', 'Subscribe to our news', 'Подпишитесь на новости'),
      image: '/media/popups/newsletter.svg',
      description: html(
        t(
          'Primește primul ofertele săptămânii.',
          'Be the first to get the offers of the week.',
          'Узнавайте о предложениях недели первыми.',
        ),
      ),
      inactiveTime: 30,
      activeTime: 10,
      link: null,
      position: 2,
      active: false,
    },
  ];
}

// ---------------------------------------------------------------------------------------------

const BLOG_CATEGORIES = [
  { slug: 'sfaturi-utile', title: t('Sfaturi utile', 'Useful tips', 'Полезные советы') },
  { slug: 'noutati', title: t('Noutăți', 'News', 'Новости') },
  {
    slug: 'ghiduri-de-cumparare',
    title: t('Ghiduri de cumpărare', 'Buying guides', 'Гиды покупателя'),
  },
];

interface ArticleDef {
  slug: string;
  category: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  points: LocalizedText[];
}

const ARTICLES: ArticleDef[] = [
  {
    slug: 'cum-alegi-un-fierbator-electric',
    category: 'ghiduri-de-cumparare',
    title: t(
      'Cum alegi un fierbător electric',
      'How to choose an electric kettle',
      'Как выбрать электрочайник',
    ),
    excerpt: t(
      'Volumul, materialul și puterea contează mai mult decât pare. Iată la ce să fii atent.',
      'Capacity, material and power matter more than you think. Here is what to look at.',
      'Объём, материал и мощность важнее, чем кажется. Вот на что стоит обратить внимание.',
    ),
    points: [
      t(
        'Pentru o familie de 3–4 persoane alege un volum de 1,7 l.',
        'For a family of 3–4, pick a 1.7 l kettle.',
        'Для семьи из 3–4 человек выбирайте объём 1,7 л.',
      ),
      t(
        'Corpul din inox sau sticlă păstrează gustul apei.',
        'A stainless steel or glass body keeps the water tasting clean.',
        'Корпус из нержавеющей стали или стекла сохраняет вкус воды.',
      ),
      t(
        'Oprirea automată și protecția la fierbere fără apă sunt obligatorii.',
        'Auto shut-off and boil-dry protection are a must.',
        'Автоотключение и защита от включения без воды обязательны.',
      ),
    ],
  },
  {
    slug: 'ghid-masini-de-spalat',
    category: 'ghiduri-de-cumparare',
    title: t(
      'Ghid: mașina de spălat potrivită pentru familia ta',
      'Guide: the right washing machine for your family',
      'Гид: стиральная машина для вашей семьи',
    ),
    excerpt: t(
      'Capacitate, clasă energetică, turații: cum alegi fără să plătești în plus.',
      'Load, energy class, spin speed: how to choose without overpaying.',
      'Загрузка, класс энергопотребления, отжим: как выбрать и не переплатить.',
    ),
    points: [
      t(
        'Pentru 2 persoane ajung 6 kg, pentru 4 persoane alege 8 kg.',
        'For two people 6 kg is enough; for four, choose 8 kg.',
        'Для двоих хватит 6 кг, для семьи из четырёх — 8 кг.',
      ),
      t(
        'Clasa A consumă cu până la 40% mai puțin curent.',
        'Class A uses up to 40% less electricity.',
        'Класс A потребляет до 40% меньше электроэнергии.',
      ),
      t(
        'Verifică dimensiunile nișei înainte de comandă.',
        'Measure the space before you order.',
        'Проверьте размеры ниши перед заказом.',
      ),
    ],
  },
  {
    slug: 'pregatirea-gradinii-de-primavara',
    category: 'sfaturi-utile',
    title: t(
      'Pregătirea grădinii pentru primăvară',
      'Getting the garden ready for spring',
      'Подготовка сада к весне',
    ),
    excerpt: t(
      'Câteva ore de muncă în martie înseamnă o grădină frumoasă toată vara.',
      'A few hours of work in March mean a beautiful garden all summer.',
      'Несколько часов работы в марте — и сад радует всё лето.',
    ),
    points: [
      t(
        'Curăță frunzele și ramurile uscate.',
        'Clear dead leaves and branches.',
        'Уберите сухие листья и ветки.',
      ),
      t(
        'Taie pomii înainte de pornirea mugurilor.',
        'Prune the trees before the buds open.',
        'Обрежьте деревья до распускания почек.',
      ),
      t(
        'Verifică furtunurile și aspersoarele.',
        'Check the hoses and sprinklers.',
        'Проверьте шланги и дождеватели.',
      ),
    ],
  },
  {
    slug: '5-scule-indispensabile',
    category: 'sfaturi-utile',
    title: t(
      '5 scule pe care orice casă ar trebui să le aibă',
      '5 tools every home should have',
      '5 инструментов, которые нужны в каждом доме',
    ),
    excerpt: t(
      'De la o bormașină bună la o ruletă: trusa de bază pentru reparații mărunte.',
      'From a good drill to a tape measure: the basic kit for small repairs.',
      'От хорошей дрели до рулетки: базовый набор для мелкого ремонта.',
    ),
    points: [
      t(
        'O mașină de înșurubat cu acumulator.',
        'A cordless screwdriver.',
        'Аккумуляторный шуруповёрт.',
      ),
      t(
        'Un set de șurubelnițe și un ciocan.',
        'A screwdriver set and a hammer.',
        'Набор отвёрток и молоток.',
      ),
      t(
        'O nivelă și o ruletă de 5 m.',
        'A level and a 5 m tape measure.',
        'Уровень и рулетка на 5 м.',
      ),
    ],
  },
  {
    slug: 'magazin-nou-in-balti',
    category: 'noutati',
    title: t(
      'Am deschis un magazin nou în Bălți',
      'We opened a new shop in Bălți',
      'Мы открыли новый магазин в Бельцах',
    ),
    excerpt: t(
      'Peste 1200 m² de electrocasnice, scule și articole pentru casă pe strada Independenței.',
      'Over 1,200 m² of appliances, tools and homeware on Independenței street.',
      'Более 1200 м² бытовой техники, инструментов и товаров для дома на улице Индепенденцей.',
    ),
    points: [
      t(
        'Parcare gratuită pentru 80 de mașini.',
        'Free parking for 80 cars.',
        'Бесплатная парковка на 80 машин.',
      ),
      t(
        'Punct de ridicare a comenzilor online.',
        'A pick-up point for online orders.',
        'Пункт выдачи онлайн-заказов.',
      ),
      t(
        'Reduceri de deschidere de până la 25%.',
        'Opening discounts of up to 25%.',
        'Скидки в честь открытия до 25%.',
      ),
    ],
  },
  {
    slug: 'economisirea-energiei',
    category: 'sfaturi-utile',
    title: t(
      'Cum economisești energie cu electrocasnicele',
      'Saving energy with your appliances',
      'Как экономить электроэнергию с бытовой техникой',
    ),
    excerpt: t(
      'Obiceiuri simple care reduc factura la curent cu până la 20%.',
      'Simple habits that cut your electricity bill by up to 20%.',
      'Простые привычки, которые снижают счёт за электричество до 20%.',
    ),
    points: [
      t(
        'Pornește mașina de spălat doar plină.',
        'Run the washing machine only when full.',
        'Запускайте стиральную машину только полной.',
      ),
      t(
        'Fierbe doar cantitatea de apă de care ai nevoie.',
        'Boil only the water you need.',
        'Кипятите только нужное количество воды.',
      ),
      t(
        'Înlocuiește becurile vechi cu becuri LED.',
        'Replace old bulbs with LED bulbs.',
        'Замените старые лампы на светодиодные.',
      ),
    ],
  },
  {
    slug: 'ingrijirea-tigailor-antiaderente',
    category: 'sfaturi-utile',
    title: t(
      'Îngrijirea tigăilor antiaderente',
      'Caring for non-stick pans',
      'Уход за антипригарными сковородами',
    ),
    excerpt: t(
      'Cum să-ți păstrezi tigaia ca nouă ani la rând.',
      'How to keep your pan like new for years.',
      'Как сохранить сковороду как новую на долгие годы.',
    ),
    points: [
      t(
        'Folosește ustensile din lemn sau silicon.',
        'Use wooden or silicone utensils.',
        'Используйте деревянные или силиконовые лопатки.',
      ),
      t(
        'Nu turna apă rece într-o tigaie fierbinte.',
        'Never pour cold water into a hot pan.',
        'Не наливайте холодную воду в горячую сковороду.',
      ),
      t(
        'Spal-o manual, cu un burete moale.',
        'Wash it by hand with a soft sponge.',
        'Мойте вручную мягкой губкой.',
      ),
    ],
  },
  {
    slug: 'programul-magazinelor-de-sarbatori',
    category: 'noutati',
    title: t(
      'Programul magazinelor de sărbători',
      'Shop hours over the holidays',
      'График работы магазинов в праздники',
    ),
    excerpt: t(
      'Pe 25 decembrie și 1 ianuarie magazinele sunt închise; comenzile online se primesc non-stop.',
      'Shops are closed on 25 December and 1 January; online orders are taken around the clock.',
      '25 декабря и 1 января магазины закрыты; онлайн-заказы принимаются круглосуточно.',
    ),
    points: [
      t(
        '24 și 31 decembrie: 09:00–16:00.',
        '24 and 31 December: 9:00–16:00.',
        '24 и 31 декабря: 09:00–16:00.',
      ),
      t(
        '25 decembrie și 1 ianuarie: închis.',
        '25 December and 1 January: closed.',
        '25 декабря и 1 января: выходной.',
      ),
      t(
        '7–8 ianuarie: program obișnuit.',
        '7–8 January: usual hours.',
        '7–8 января: обычный режим.',
      ),
    ],
  },
  {
    slug: 'aspirator-cu-sac-fara-sac-sau-robot',
    category: 'ghiduri-de-cumparare',
    title: t(
      'Aspirator cu sac, fără sac sau robot?',
      'Bagged, bagless or robot vacuum?',
      'Пылесос с мешком, без мешка или робот?',
    ),
    excerpt: t(
      'Avantajele și dezavantajele fiecărui tip, pe înțelesul tuturor.',
      'The pros and cons of each type, in plain words.',
      'Плюсы и минусы каждого типа простыми словами.',
    ),
    points: [
      t(
        'Aspiratorul cu sac este cel mai igienic pentru alergici.',
        'Bagged vacuums are the most hygienic for allergy sufferers.',
        'Пылесос с мешком самый гигиеничный для аллергиков.',
      ),
      t(
        'Cel fără sac nu are consumabile.',
        'Bagless models need no consumables.',
        'Модели без мешка не требуют расходников.',
      ),
      t(
        'Robotul menține curățenia zilnic, fără efort.',
        'A robot keeps the floor clean every day, effortlessly.',
        'Робот поддерживает чистоту каждый день без усилий.',
      ),
    ],
  },
  {
    slug: 'iluminatul-led-acasa',
    category: 'ghiduri-de-cumparare',
    title: t(
      'Iluminatul LED acasă: ce trebuie să știi',
      'LED lighting at home: what to know',
      'Светодиодное освещение дома: что нужно знать',
    ),
    excerpt: t(
      'Lumeni, temperatură de culoare și socluri explicate simplu.',
      'Lumens, colour temperature and sockets, explained simply.',
      'Люмены, цветовая температура и цоколи — просто о сложном.',
    ),
    points: [
      t(
        '2700 K înseamnă lumină caldă, potrivită pentru dormitor.',
        '2700 K is warm light, right for the bedroom.',
        '2700 K — тёплый свет, подходит для спальни.',
      ),
      t(
        '4000 K este lumina neutră, bună pentru bucătărie.',
        '4000 K is neutral light, good for the kitchen.',
        '4000 K — нейтральный свет, хорош для кухни.',
      ),
      t(
        'Un bec LED de 10 W înlocuiește unul clasic de 75 W.',
        'A 10 W LED bulb replaces a classic 75 W one.',
        'Светодиодная лампа 10 Вт заменяет обычную на 75 Вт.',
      ),
    ],
  },
  {
    slug: 'jucarii-educative-pentru-fiecare-varsta',
    category: 'sfaturi-utile',
    title: t(
      'Jucării educative pentru fiecare vârstă',
      'Educational toys for every age',
      'Развивающие игрушки для каждого возраста',
    ),
    excerpt: t(
      'Ce jucării dezvoltă motricitatea, logica și creativitatea copilului.',
      'Toys that build motor skills, logic and creativity.',
      'Игрушки, которые развивают моторику, логику и творчество.',
    ),
    points: [
      t(
        '1–3 ani: cuburi mari și jucării cu sunete.',
        '1–3 years: big blocks and toys with sounds.',
        '1–3 года: крупные кубики и игрушки со звуками.',
      ),
      t(
        '4–7 ani: seturi de construcție și puzzle-uri.',
        '4–7 years: building sets and puzzles.',
        '4–7 лет: конструкторы и пазлы.',
      ),
      t(
        '8+ ani: jocuri de societate și kituri de știință.',
        '8+ years: board games and science kits.',
        '8+ лет: настольные игры и научные наборы.',
      ),
    ],
  },
  {
    slug: 'pregateste-masina-pentru-iarna',
    category: 'sfaturi-utile',
    title: t(
      'Pregătește mașina pentru iarnă',
      'Get your car ready for winter',
      'Подготовьте автомобиль к зиме',
    ),
    excerpt: t(
      'O listă scurtă de verificări înainte de primul îngheț.',
      'A short checklist before the first frost.',
      'Короткий список проверок перед первыми заморозками.',
    ),
    points: [
      t(
        'Schimbă lichidul de parbriz cu unul de iarnă.',
        'Switch to winter screen wash.',
        'Замените омывающую жидкость на зимнюю.',
      ),
      t(
        'Verifică bateria și becurile farurilor.',
        'Check the battery and headlight bulbs.',
        'Проверьте аккумулятор и лампы фар.',
      ),
      t(
        'Ține un compresor auto în portbagaj.',
        'Keep a tyre inflator in the boot.',
        'Держите автокомпрессор в багажнике.',
      ),
    ],
  },
  {
    slug: 'lansam-programul-de-fidelitate',
    category: 'noutati',
    title: t(
      'Lansăm programul de fidelitate',
      'Launching our loyalty programme',
      'Запускаем программу лояльности',
    ),
    excerpt: t(
      'Acumulează puncte la fiecare cumpărătură și plătește cu ele următoarea comandă.',
      'Collect points with every purchase and pay for your next order with them.',
      'Копите баллы с каждой покупки и оплачивайте ими следующий заказ.',
    ),
    points: [
      t(
        '1 punct pentru fiecare 10 lei cheltuiți.',
        '1 point for every 10 lei spent.',
        '1 балл за каждые 10 леев.',
      ),
      t(
        'Punctele sunt valabile 12 luni.',
        'Points are valid for 12 months.',
        'Баллы действуют 12 месяцев.',
      ),
      t(
        'Oferte speciale de ziua ta.',
        'Special offers on your birthday.',
        'Особые предложения в день рождения.',
      ),
    ],
  },
  {
    slug: 'livrare-in-24-de-ore-in-chisinau',
    category: 'noutati',
    title: t(
      'Livrare în 24 de ore în Chișinău',
      '24-hour delivery in Chișinău',
      'Доставка за 24 часа по Кишинёву',
    ),
    excerpt: t(
      'Comenzile plasate până la ora 16:00 ajung a doua zi la ușa ta.',
      'Orders placed by 4 pm arrive at your door the next day.',
      'Заказы, оформленные до 16:00, доставим на следующий день.',
    ),
    points: [
      t(
        'Livrare gratuită pentru comenzile de peste 500 lei.',
        'Free delivery for orders over 500 lei.',
        'Бесплатная доставка заказов от 500 леев.',
      ),
      t(
        'Curierul te sună cu o oră înainte.',
        'The courier calls you an hour ahead.',
        'Курьер позвонит за час.',
      ),
      t(
        'Plata cu cardul sau numerar la livrare.',
        'Pay by card or cash on delivery.',
        'Оплата картой или наличными при получении.',
      ),
    ],
  },
];

function blog(clock: SeedClock): Pick<ContentRows, 'blogCategories' | 'articles'> {
  const blogCategories = BLOG_CATEGORIES.map((category, index) => ({ id: index + 1, ...category }));
  const articles = ARTICLES.map((article, index) => ({
    id: index + 1,
    slug: article.slug,
    categoryId: BLOG_CATEGORIES.findIndex((c) => c.slug === article.category) + 1,
    title: article.title,
    excerpt: article.excerpt,
    body: concat(
      html(article.excerpt),
      section(t('Pe scurt', 'In short', 'Коротко'), article.points),
      html(
        t(
          'Ai întrebări? Consultanții noștri te ajută în magazin sau la telefonul <a href="tel:+37322000000">+373 22 000 000</a>.',
          'Questions? Our consultants will help in store or on <a href="tel:+37322000000">+373 22 000 000</a>.',
          'Остались вопросы? Консультанты помогут в магазине или по телефону <a href="tel:+37322000000">+373 22 000 000</a>.',
        ),
      ),
    ),
    image: `/media/blog/${article.slug}.svg`,
    publishedAt: clock.ago(3 + index * 11),
  }));
  return { blogCategories, articles };
}

// ---------------------------------------------------------------------------------------------

interface PromotionDef {
  slug: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  /** Days from the seeding day the promotion starts (negative: before). */
  starts: number;
  /** Days from the seeding day it ends; null: runs until further notice. */
  ends: number | null;
  button: { text: LocalizedText; url: string } | null;
  conditions: LocalizedText[];
}

const PROMOTIONS: PromotionDef[] = [
  {
    slug: 'reduceri-de-toamna',
    title: t(
      'Reduceri de toamnă până la -30%',
      'Autumn sale: up to 30% off',
      'Осенние скидки до -30%',
    ),
    excerpt: t(
      'Electrocasnice, vase și textile pentru casă la prețuri de toamnă.',
      'Appliances, cookware and home textiles at autumn prices.',
      'Бытовая техника, посуда и текстиль по осенним ценам.',
    ),
    starts: -13,
    ends: 17,
    button: {
      text: t('Vezi produsele', 'See the products', 'Смотреть товары'),
      url: '/pages/sales',
    },
    conditions: [
      t(
        'Reducerile se aplică produselor marcate cu eticheta „Promo”.',
        'Discounts apply to products tagged “Promo”.',
        'Скидки действуют на товары с меткой «Promo».',
      ),
      t('Stocul este limitat.', 'Stock is limited.', 'Количество товара ограничено.'),
    ],
  },
  {
    slug: 'black-friday-2026',
    title: t(
      'Black Friday: prețuri negre la electrocasnice',
      'Black Friday: rock-bottom appliance prices',
      'Чёрная пятница: низкие цены на технику',
    ),
    excerpt: t(
      'O săptămână de oferte la televizoare, frigidere și mașini de spălat.',
      'A week of deals on TVs, refrigerators and washing machines.',
      'Неделя скидок на телевизоры, холодильники и стиральные машины.',
    ),
    starts: -3,
    ends: 7,
    button: {
      text: t('Află mai mult', 'Learn more', 'Подробнее'),
      url: '/pages/catalog/electrocasnice',
    },
    conditions: [
      t(
        'Oferta este valabilă online și în toate magazinele.',
        'Valid online and in all shops.',
        'Действует онлайн и во всех магазинах.',
      ),
      t(
        'Nu se cumulează cu alte reduceri.',
        'Cannot be combined with other discounts.',
        'Не суммируется с другими скидками.',
      ),
    ],
  },
  {
    slug: 'scule-bosch-cu-cadou',
    title: t(
      'Cumpără o sculă Bosch și primești un cadou',
      'Buy a Bosch tool, get a gift',
      'Купите инструмент Bosch и получите подарок',
    ),
    excerpt: t(
      'La orice sculă electrică Bosch de peste 1500 lei primești un set de burghie.',
      'Get a drill bit set with any Bosch power tool over 1,500 lei.',
      'При покупке электроинструмента Bosch от 1500 леев — набор свёрл в подарок.',
    ),
    starts: -27,
    ends: 33,
    button: {
      text: t('Alege scula', 'Pick a tool', 'Выбрать инструмент'),
      url: '/pages/catalog/scule-electrice',
    },
    conditions: [
      t('Un cadou la fiecare bon fiscal.', 'One gift per receipt.', 'Один подарок на чек.'),
      t('În limita stocului de cadouri.', 'While gifts last.', 'Пока подарки в наличии.'),
    ],
  },
  {
    slug: 'primavara-in-gradina',
    title: t(
      'Primăvara în grădină: -20% la unelte',
      'Spring in the garden: 20% off tools',
      'Весна в саду: -20% на инвентарь',
    ),
    excerpt: t(
      'Foarfece, lopeți, furtunuri și aspersoare la preț redus.',
      'Shears, shovels, hoses and sprinklers at reduced prices.',
      'Секаторы, лопаты, шланги и дождеватели со скидкой.',
    ),
    starts: -270,
    ends: -210,
    button: {
      text: t('Spre grădină', 'To the garden', 'В раздел «Сад»'),
      url: '/pages/catalog/gradina',
    },
    conditions: [
      t(
        'Reducerea se aplică la casă.',
        'The discount is applied at checkout.',
        'Скидка применяется при оформлении.',
      ),
    ],
  },
  {
    slug: 'inapoi-la-scoala',
    title: t(
      'Înapoi la școală: gadgeturi la preț redus',
      'Back to school: gadgets on sale',
      'Снова в школу: гаджеты со скидкой',
    ),
    excerpt: t(
      'Laptopuri, căști și rucsacuri pentru un an școlar reușit.',
      'Laptops, headphones and backpacks for a great school year.',
      'Ноутбуки, наушники и рюкзаки для успешного учебного года.',
    ),
    starts: -105,
    ends: -74,
    button: {
      text: t('Vezi oferta', 'See the offer', 'Смотреть предложение'),
      url: '/pages/catalog/electronice',
    },
    conditions: [
      t('Până la -15% la laptopuri.', 'Up to 15% off laptops.', 'До -15% на ноутбуки.'),
      t(
        'Rate fără dobândă până la 12 luni.',
        'Interest-free instalments up to 12 months.',
        'Рассрочка без переплат до 12 месяцев.',
      ),
    ],
  },
  {
    slug: 'livrare-gratuita',
    title: t(
      'Livrare gratuită de la 500 lei',
      'Free delivery over 500 lei',
      'Бесплатная доставка от 500 леев',
    ),
    excerpt: t(
      'Livrăm gratuit în toată Moldova comenzile de peste 500 lei.',
      'We deliver orders over 500 lei free anywhere in Moldova.',
      'Бесплатно доставляем заказы от 500 леев по всей Молдове.',
    ),
    starts: -331,
    ends: null,
    button: { text: t('Despre livrare', 'About delivery', 'О доставке'), url: '/pages/delivery' },
    conditions: [
      t(
        'Sub 500 lei livrarea costă 80 lei.',
        'Below 500 lei, delivery costs 80 lei.',
        'Для заказов до 500 леев доставка стоит 80 леев.',
      ),
    ],
  },
  {
    slug: 'al-doilea-vas-la-jumatate-de-pret',
    title: t(
      'Al doilea vas la jumătate de preț',
      'Second cookware item at half price',
      'Вторая посуда за полцены',
    ),
    excerpt: t(
      'Cumpără două vase de gătit și îl plătești pe al doilea pe jumătate.',
      'Buy two cookware items and pay half for the second.',
      'Купите две единицы посуды — за вторую заплатите половину.',
    ),
    starts: -8,
    ends: 22,
    button: null,
    conditions: [
      t(
        'Reducerea se aplică produsului mai ieftin.',
        'The cheaper item is discounted.',
        'Скидка применяется к более дешёвому товару.',
      ),
    ],
  },
];

/** The category whose products a promotion's page shows (the others list none). */
const PROMOTION_PRODUCTS: Readonly<Record<string, string>> = {
  'reduceri-de-toamna': 'electrocasnice',
  'scule-bosch-cu-cadou': 'scule',
  'primavara-in-gradina': 'gradina',
  'al-doilea-vas-la-jumatate-de-pret': 'bucatarie',
};

function promotions(clock: SeedClock): ContentRows['promotions'] {
  return PROMOTIONS.map((promo, index) => {
    const tabs = [
      {
        title: t('Descriere', 'Description', 'Описание'),
        body: html(
          promo.excerpt,
          t(
            'Ofertele sunt disponibile în magazinul online și în toate magazinele CasaPlus din Moldova.',
            'The offers are available online and in every CasaPlus shop in Moldova.',
            'Предложения действуют в интернет-магазине и во всех магазинах CasaPlus в Молдове.',
          ),
        ),
      },
      { title: t('Condiții', 'Terms', 'Условия'), body: html(promo.conditions) },
    ];
    if (index % 2 === 0) {
      tabs.push({
        title: t('Întrebări frecvente', 'FAQ', 'Вопросы и ответы'),
        body: html(
          t(
            '<strong>Pot returna un produs din promoție?</strong>',
            '<strong>Can I return a sale item?</strong>',
            '<strong>Можно ли вернуть акционный товар?</strong>',
          ),
          t(
            'Da, în 14 zile, conform politicii de retur.',
            'Yes, within 14 days, under our return policy.',
            'Да, в течение 14 дней по правилам возврата.',
          ),
        ),
      });
    }
    return {
      id: index + 1,
      slug: promo.slug,
      title: promo.title,
      excerpt: promo.excerpt,
      banner: `/media/promotions/${promo.slug}.svg`,
      startsAt: clock.dayStart(promo.starts),
      endsAt: promo.ends === null ? null : clock.dayStart(promo.ends),
      tabs,
      button: promo.button,
      productsCategory: PROMOTION_PRODUCTS[promo.slug] ?? null,
    };
  });
}

// ---------------------------------------------------------------------------------------------

const REGULATIONS: { slug: string; title: LocalizedText; points: LocalizedText[] }[] = [
  {
    slug: 'regulamentul-campaniei-reduceri-de-toamna',
    title: t(
      'Regulamentul campaniei „Reduceri de toamnă”',
      'Rules of the “Autumn sale” campaign',
      'Правила акции «Осенние скидки»',
    ),
    points: [
      t(
        'Organizatorul campaniei este CasaPlus SRL.',
        'The campaign is run by CasaPlus SRL.',
        'Организатор акции — CasaPlus SRL.',
      ),
      t(
        'Campania se desfășoară între 15 octombrie și 15 noiembrie 2026.',
        'The campaign runs from 15 October to 15 November 2026.',
        'Акция проводится с 15 октября по 15 ноября 2026 года.',
      ),
      t(
        'Reducerile nu se cumulează cu alte oferte.',
        'Discounts cannot be combined with other offers.',
        'Скидки не суммируются с другими предложениями.',
      ),
    ],
  },
  {
    slug: 'regulamentul-programului-de-fidelitate',
    title: t(
      'Regulamentul programului de fidelitate',
      'Loyalty programme rules',
      'Правила программы лояльности',
    ),
    points: [
      t(
        'Se acordă 1 punct pentru fiecare 10 lei cheltuiți.',
        '1 point is given for every 10 lei spent.',
        'Начисляется 1 балл за каждые 10 леев.',
      ),
      t(
        '1 punct valorează 0,10 lei la plata următoarei comenzi.',
        '1 point is worth 0.10 lei towards the next order.',
        '1 балл равен 0,10 лея при оплате следующего заказа.',
      ),
      t(
        'Punctele expiră după 12 luni.',
        'Points expire after 12 months.',
        'Баллы сгорают через 12 месяцев.',
      ),
    ],
  },
  {
    slug: 'politica-de-confidentialitate',
    title: t('Politica de confidențialitate', 'Privacy policy', 'Политика конфиденциальности'),
    points: [
      t(
        'Prelucrăm datele personale conform Legii nr. 133/2011.',
        'We process personal data under Law no. 133/2011.',
        'Мы обрабатываем персональные данные согласно Закону № 133/2011.',
      ),
      t(
        'Datele sunt folosite doar pentru livrarea comenzilor și comunicări la care ați consimțit.',
        'Data is used only to deliver orders and for messages you agreed to.',
        'Данные используются только для доставки заказов и рассылок с вашего согласия.',
      ),
      t(
        'Puteți cere oricând ștergerea datelor.',
        'You can ask for your data to be deleted at any time.',
        'Вы можете в любой момент запросить удаление данных.',
      ),
    ],
  },
  {
    slug: 'politica-cookie',
    title: t(
      'Politica de utilizare a cookie-urilor',
      'Cookie policy',
      'Политика использования cookie',
    ),
    points: [
      t(
        'Folosim cookie-uri pentru coș, limbă și statistici.',
        'We use cookies for the cart, language and statistics.',
        'Мы используем cookie для корзины, языка и статистики.',
      ),
      t(
        'Cookie-urile de marketing se activează doar cu acordul dumneavoastră.',
        'Marketing cookies are set only with your consent.',
        'Маркетинговые cookie включаются только с вашего согласия.',
      ),
    ],
  },
  {
    slug: 'regulamentul-tombolei-de-craciun',
    title: t(
      'Regulamentul tombolei de Crăciun',
      'Christmas prize draw rules',
      'Правила рождественского розыгрыша',
    ),
    points: [
      t(
        'Participă toți clienții cu bonuri de peste 1000 lei.',
        'Every customer with a receipt over 1,000 lei takes part.',
        'Участвуют все покупатели с чеком от 1000 леев.',
      ),
      t(
        'Extragerea are loc pe 27 decembrie 2026, în direct pe Facebook.',
        'The draw takes place on 27 December 2026, live on Facebook.',
        'Розыгрыш пройдёт 27 декабря 2026 года в прямом эфире в Facebook.',
      ),
      t(
        'Premiul cel mare: un televizor 4K.',
        'Grand prize: a 4K TV.',
        'Главный приз — 4K-телевизор.',
      ),
    ],
  },
  {
    slug: 'conditii-de-vanzare-angro',
    title: t('Condiții de vânzare angro', 'Wholesale terms', 'Условия оптовых продаж'),
    points: [
      t(
        'Prețurile angro sunt disponibile dealerilor înregistrați.',
        'Wholesale prices are available to registered dealers.',
        'Оптовые цены доступны зарегистрированным дилерам.',
      ),
      t(
        'Comanda minimă se stabilește pe unitate de vânzare (bucată, set, cutie).',
        'The minimum order is set per sale unit (piece, set, box).',
        'Минимальный заказ определяется единицей продажи (штука, набор, коробка).',
      ),
    ],
  },
];

function regulations(clock: SeedClock): ContentRows['regulations'] {
  return REGULATIONS.map((regulation, index) => ({
    id: index + 1,
    slug: regulation.slug,
    title: regulation.title,
    body: concat(
      section(t('Prevederi generale', 'General provisions', 'Общие положения'), regulation.points),
      html(
        t(
          'Regulamentul este disponibil gratuit oricărui solicitant, în magazine și pe site.',
          'These rules are available free of charge to anyone, in our shops and on the website.',
          'Правила бесплатно доступны всем желающим в магазинах и на сайте.',
        ),
      ),
    ),
    publishedAt: clock.ago(10 + index * 30),
  }));
}

// ---------------------------------------------------------------------------------------------

interface ShopDef {
  slug: string;
  title: LocalizedText;
  city: LocalizedText;
  address: LocalizedText;
  type: 'shop' | 'warehouse' | 'service';
  latitude: string;
  longitude: string;
  phones: string[];
  opened: Date;
}

const SHOP_TYPES = {
  shop: t('Magazin', 'Shop', 'Магазин'),
  warehouse: t(
    'Depozit și punct de ridicare',
    'Warehouse and pick-up point',
    'Склад и пункт выдачи',
  ),
  service: t('Centru de service', 'Service centre', 'Сервисный центр'),
};

const CHISINAU = t('Chișinău', 'Chișinău', 'Кишинёв');

/** A shop's video: Big Buck Bunny (Blender Foundation, CC BY 3.0) on YouTube. */
const DEMO_SHOP_VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

const SHOPS: ShopDef[] = [
  {
    slug: 'chisinau-botanica',
    title: t('CasaPlus Botanica', 'CasaPlus Botanica', 'CasaPlus Ботаника'),
    city: CHISINAU,
    address: t('bd. Dacia 47, Chișinău', '47 Dacia Blvd, Chișinău', 'бул. Дачия, 47, Кишинёв'),
    type: 'shop',
    latitude: '46.986600',
    longitude: '28.857500',
    phones: ['+373 22 000 101', '+373 69 000 101'],
    opened: utc(2012, 4, 14),
  },
  {
    slug: 'chisinau-centru',
    title: t('CasaPlus Centru', 'CasaPlus City Centre', 'CasaPlus Центр'),
    city: CHISINAU,
    address: t(
      'bd. Ștefan cel Mare și Sfânt 128, Chișinău',
      '128 Ștefan cel Mare și Sfânt Blvd, Chișinău',
      'бул. Штефан чел Маре ши Сфынт, 128, Кишинёв',
    ),
    type: 'shop',
    latitude: '47.024500',
    longitude: '28.832300',
    phones: ['+373 22 000 102'],
    opened: utc(2009, 9, 1),
  },
  {
    slug: 'chisinau-ciocana',
    title: t('Depozit CasaPlus Ciocana', 'CasaPlus Ciocana warehouse', 'Склад CasaPlus Чеканы'),
    city: CHISINAU,
    address: t(
      'str. Mircea cel Bătrân 15, Chișinău',
      '15 Mircea cel Bătrân St, Chișinău',
      'ул. Мирча чел Бэтрын, 15, Кишинёв',
    ),
    type: 'warehouse',
    latitude: '47.042000',
    longitude: '28.890000',
    phones: ['+373 22 000 103', '+373 79 000 103'],
    opened: utc(2015, 2, 20),
  },
  {
    slug: 'balti',
    title: t('CasaPlus Bălți', 'CasaPlus Bălți', 'CasaPlus Бельцы'),
    city: t('Bălți', 'Bălți', 'Бельцы'),
    address: t(
      'str. Independenței 33, Bălți',
      '33 Independenței St, Bălți',
      'ул. Индепенденцей, 33, Бельцы',
    ),
    type: 'shop',
    latitude: '47.761700',
    longitude: '27.929000',
    phones: ['+373 231 00 104'],
    opened: utc(2026, 10, 10),
  },
  {
    slug: 'cahul',
    title: t('CasaPlus Cahul', 'CasaPlus Cahul', 'CasaPlus Кагул'),
    city: t('Cahul', 'Cahul', 'Кагул'),
    address: t(
      'str. Republicii 12, Cahul',
      '12 Republicii St, Cahul',
      'ул. Республикий, 12, Кагул',
    ),
    type: 'shop',
    latitude: '45.907500',
    longitude: '28.194400',
    phones: ['+373 299 00 105'],
    opened: utc(2018, 6, 1),
  },
  {
    slug: 'orhei',
    title: t('CasaPlus Orhei', 'CasaPlus Orhei', 'CasaPlus Орхей'),
    city: t('Orhei', 'Orhei', 'Орхей'),
    address: t(
      'str. Vasile Lupu 40, Orhei',
      '40 Vasile Lupu St, Orhei',
      'ул. Василе Лупу, 40, Орхей',
    ),
    type: 'shop',
    latitude: '47.383100',
    longitude: '28.823100',
    phones: ['+373 235 00 106'],
    opened: utc(2020, 3, 15),
  },
  {
    slug: 'comrat',
    title: t('CasaPlus Comrat', 'CasaPlus Comrat', 'CasaPlus Комрат'),
    city: t('Comrat', 'Comrat', 'Комрат'),
    address: t('str. Lenin 150, Comrat', '150 Lenin St, Comrat', 'ул. Ленина, 150, Комрат'),
    type: 'shop',
    latitude: '46.295600',
    longitude: '28.656000',
    phones: ['+373 298 00 107'],
    opened: utc(2021, 11, 5),
  },
  {
    slug: 'chisinau-service',
    title: t('Centrul de service CasaPlus', 'CasaPlus service centre', 'Сервисный центр CasaPlus'),
    city: CHISINAU,
    address: t('str. Uzinelor 8, Chișinău', '8 Uzinelor St, Chișinău', 'ул. Узинелор, 8, Кишинёв'),
    type: 'service',
    latitude: '47.030100',
    longitude: '28.895700',
    phones: ['+373 22 000 108'],
    opened: utc(2016, 8, 1),
  },
];

function shops(): ContentRows['shops'] {
  return SHOPS.map((shop, index) => ({
    id: index + 1,
    slug: shop.slug,
    title: shop.title,
    city: shop.city,
    address: shop.address,
    type: SHOP_TYPES[shop.type],
    pickup: shop.type !== 'service',
    text: html(
      shop.type === 'shop'
        ? t(
            `Magazinul ${shop.title.ro} vă așteaptă cu electrocasnice, scule, articole pentru casă și grădină. Consultanții noștri vă ajută să alegeți, iar comenzile online pot fi ridicate aici.`,
            `${shop.title.en} welcomes you with appliances, tools, home and garden goods. Our consultants will help you choose, and online orders can be picked up here.`,
            `${shop.title.ru} ждёт вас: бытовая техника, инструменты, товары для дома и сада. Консультанты помогут с выбором, а онлайн-заказы можно забрать здесь.`,
          )
        : shop.type === 'warehouse'
          ? t(
              'Depozitul central: ridicarea comenzilor mari și a comenzilor angro, încărcare asistată.',
              'The central warehouse: pick-up of large and wholesale orders, with loading help.',
              'Центральный склад: выдача крупных и оптовых заказов, помощь с погрузкой.',
            )
          : t(
              'Reparații în garanție și post-garanție pentru electrocasnice și scule.',
              'Warranty and out-of-warranty repairs of appliances and tools.',
              'Гарантийный и постгарантийный ремонт техники и инструмента.',
            ),
      t(
        'Parcare gratuită, plată cu cardul, livrare la domiciliu.',
        'Free parking, card payments, home delivery.',
        'Бесплатная парковка, оплата картой, доставка на дом.',
      ),
    ),
    image: `/media/shops/${shop.slug}.svg`,
    images: [1, 2, 3, 4].map((k) => `/media/shops/${shop.slug}-${k}.svg`),
    // The shops' own videos are on YouTube (played on the shop page in its privacy mode); the
    // demo shows Blender's open film there. The warehouse and the service centre have none.
    video: shop.type === 'shop' ? DEMO_SHOP_VIDEO : null,
    phones: shop.phones,
    email: `${shop.slug}@example.md`,
    schedule:
      shop.type === 'service'
        ? t('Luni–Vineri: 09:00–18:00', 'Mon–Fri: 9:00–18:00', 'Пн–Пт: 09:00–18:00')
        : SCHEDULE,
    latitude: shop.latitude,
    longitude: shop.longitude,
    openedAt: shop.opened,
    position: index,
  }));
}

// ---------------------------------------------------------------------------------------------

function requisites(): ContentRows['requisites'] {
  const rows: [LocalizedText, string][] = [
    [t('Denumirea', 'Company name', 'Наименование'), 'CasaPlus SRL'],
    [t('IDNO', 'IDNO', 'IDNO'), '1012600012348'],
    [t('Cod TVA', 'VAT code', 'Код НДС'), '0612345'],
    [t('IBAN', 'IBAN', 'IBAN'), 'MD22AG000000022512345678'],
    [t('Banca', 'Bank', 'Банк'), 'BC „Moldova-Agroindbank” SA'],
    [t('Cod BIC', 'BIC', 'Код BIC'), 'AGRNMD2X'],
    [
      t('Adresa juridică', 'Registered address', 'Юридический адрес'),
      'MD-2068, mun. Chișinău, bd. Dacia 47',
    ],
  ];
  return rows.map(([title, value], index) => ({ id: index + 1, title, value, position: index }));
}

function adminContacts(): ContentRows['adminContacts'] {
  const rows: [LocalizedText, LocalizedText, string, string][] = [
    [
      t('Alexandru Ciobanu', 'Alexandru Ciobanu', 'Александру Чобану'),
      t('Director general', 'Chief executive', 'Генеральный директор'),
      '+373 22 000 010',
      'director@example.md',
    ],
    [
      t('Svetlana Moraru', 'Svetlana Moraru', 'Светлана Морару'),
      t('Director comercial', 'Commercial director', 'Коммерческий директор'),
      '+373 22 000 011',
      'comercial@example.md',
    ],
    [
      t('Igor Zaharia', 'Igor Zaharia', 'Игорь Захария'),
      t('Șef vânzări angro', 'Head of wholesale', 'Руководитель оптовых продаж'),
      '+373 22 000 012',
      'angro@example.md',
    ],
    [
      t('Daniela Rusu', 'Daniela Rusu', 'Даниэла Русу'),
      t('Serviciul clienți', 'Customer service', 'Служба поддержки'),
      '+373 22 000 000',
      'suport@example.md',
    ],
  ];
  return rows.map(([name, position, phone, email], index) => ({
    id: index + 1,
    name,
    position,
    phone,
    email,
    sort: index,
  }));
}

function vacancies(): ContentRows['vacancies'] {
  const rows: [LocalizedText, LocalizedText, LocalizedText[]][] = [
    [
      t('Consultant vânzări', 'Sales consultant', 'Консультант по продажам'),
      CHISINAU,
      [
        t(
          'Consiliezi clienții în alegerea produselor.',
          'You help customers choose.',
          'Консультируете покупателей.',
        ),
        t(
          'Program în ture, salariu fix și bonusuri.',
          'Shift work, fixed salary and bonuses.',
          'Сменный график, оклад и бонусы.',
        ),
      ],
    ],
    [
      t('Casier', 'Cashier', 'Кассир'),
      t('Bălți', 'Bălți', 'Бельцы'),
      [
        t(
          'Deservești clienții la casă.',
          'You serve customers at the till.',
          'Обслуживаете покупателей на кассе.',
        ),
        t(
          'Oferim instruire și transport de serviciu.',
          'Training and staff transport provided.',
          'Обучение и служебный транспорт.',
        ),
      ],
    ],
    [
      t('Manager vânzări angro', 'Wholesale sales manager', 'Менеджер по оптовым продажам'),
      CHISINAU,
      [
        t(
          'Dezvolți portofoliul de dealeri din regiune.',
          'You grow the dealer network in the region.',
          'Развиваете дилерскую сеть в регионе.',
        ),
        t(
          'Experiență în vânzări B2B de minimum 2 ani.',
          'At least 2 years of B2B sales experience.',
          'Опыт B2B-продаж от 2 лет.',
        ),
      ],
    ],
    [
      t('Șofer-curier', 'Delivery driver', 'Водитель-курьер'),
      t('Cahul', 'Cahul', 'Кагул'),
      [
        t(
          'Livrezi comenzile în Cahul și împrejurimi.',
          'You deliver orders in Cahul and around.',
          'Доставляете заказы по Кагулу и окрестностям.',
        ),
        t(
          'Permis categoria B, experiență de 3 ani.',
          'Category B licence, 3 years of experience.',
          'Права категории B, стаж от 3 лет.',
        ),
      ],
    ],
    [
      t('Operator call-center', 'Call-centre operator', 'Оператор колл-центра'),
      CHISINAU,
      [
        t(
          'Preiei comenzi telefonice în română și rusă.',
          'You take phone orders in Romanian and Russian.',
          'Принимаете заказы по телефону на румынском и русском.',
        ),
        t('Posibilitate de lucru de acasă.', 'Remote work possible.', 'Возможна удалённая работа.'),
      ],
    ],
  ];
  return rows.map(([title, city, points], index) => ({
    id: index + 1,
    title,
    text: concat(
      html(points),
      html(
        t(
          'Trimite CV-ul prin formularul de mai jos sau la cariere@example.md.',
          'Send your CV through the form below or to cariere@example.md.',
          'Отправьте резюме через форму ниже или на cariere@example.md.',
        ),
      ),
    ),
    city,
    active: true,
    position: index,
  }));
}

// ---------------------------------------------------------------------------------------------

function footerPages(): ContentRows['footerPages'] {
  const company: [string, LocalizedText, LocalizedText][] = [
    [
      'about',
      t('Despre noi', 'About us', 'О нас'),
      t(
        'CasaPlus este o rețea moldovenească de magazine pentru casă, grădină și bricolaj, fondată în 2009.',
        'CasaPlus is a Moldovan chain of home, garden and DIY shops, founded in 2009.',
        'CasaPlus — молдавская сеть магазинов для дома, сада и ремонта, основанная в 2009 году.',
      ),
    ],
    [
      'delivery',
      t('Livrare', 'Delivery', 'Доставка'),
      t(
        'Livrăm în toată Moldova în 1–3 zile lucrătoare. Livrarea este gratuită pentru comenzile de peste 500 lei; sub acest prag costă 80 lei.',
        'We deliver all over Moldova in 1–3 working days. Delivery is free over 500 lei; below that it costs 80 lei.',
        'Доставляем по всей Молдове за 1–3 рабочих дня. Бесплатно от 500 леев, иначе — 80 леев.',
      ),
    ],
    [
      'careers',
      t('Cariere', 'Careers', 'Карьера'),
      t(
        'Căutăm oameni care iubesc să ajute clienții. Vezi posturile deschise.',
        'We are looking for people who love helping customers. See the open positions.',
        'Мы ищем людей, которые любят помогать покупателям. Смотрите открытые вакансии.',
      ),
    ],
    [
      'shops',
      t('Magazine', 'Shops', 'Магазины'),
      t(
        'Șapte magazine în Chișinău, Bălți, Cahul, Orhei și Comrat.',
        'Seven shops in Chișinău, Bălți, Cahul, Orhei and Comrat.',
        'Семь магазинов в Кишинёве, Бельцах, Кагуле, Орхее и Комрате.',
      ),
    ],
    [
      'contacts',
      t('Contacte', 'Contacts', 'Контакты'),
      t(
        'Suntem la telefon +373 22 000 000 în fiecare zi, între 09:00 și 20:00.',
        'Call us on +373 22 000 000 every day from 9:00 to 20:00.',
        'Звоните +373 22 000 000 ежедневно с 09:00 до 20:00.',
      ),
    ],
    [
      'news',
      t('Blog', 'Blog', 'Блог'),
      t(
        'Noutăți, sfaturi și ghiduri de cumpărare.',
        'News, tips and buying guides.',
        'Новости, советы и гиды покупателя.',
      ),
    ],
  ];
  const clientService: [string, LocalizedText, LocalizedText][] = [
    [
      'garantie-retur',
      t('Garanție și retur', 'Warranty and returns', 'Гарантия и возврат'),
      t(
        'Toate produsele au garanție de la 12 la 36 de luni. Reparațiile în garanție se fac în centrul nostru de service.',
        'Every product has a 12 to 36-month warranty. Warranty repairs are done at our service centre.',
        'На все товары действует гарантия от 12 до 36 месяцев. Гарантийный ремонт — в нашем сервисном центре.',
      ),
    ],
    [
      'return',
      t('Returnarea produselor', 'Returning products', 'Возврат товаров'),
      t(
        'Puteți returna un produs în 14 zile de la cumpărare, în ambalajul original și cu bonul fiscal.',
        'You can return a product within 14 days of purchase, in its original packaging and with the receipt.',
        'Вы можете вернуть товар в течение 14 дней в оригинальной упаковке и с чеком.',
      ),
    ],
    [
      'terms',
      t('Termeni și condiții', 'Terms and conditions', 'Условия использования'),
      t(
        'Plasarea unei comenzi înseamnă acceptarea acestor termeni. Prețurile sunt în lei și includ TVA.',
        'Placing an order means accepting these terms. Prices are in lei and include VAT.',
        'Оформляя заказ, вы принимаете эти условия. Цены указаны в леях с НДС.',
      ),
    ],
    [
      'regulamente',
      t('Regulamente', 'Regulations', 'Положения'),
      t(
        'Regulamentele campaniilor și ale programului de fidelitate.',
        'Rules of our campaigns and of the loyalty programme.',
        'Правила акций и программы лояльности.',
      ),
    ],
    [
      'metode-de-plata',
      t('Metode de plată', 'Payment methods', 'Способы оплаты'),
      t(
        'Plătiți online cu cardul Visa sau Mastercard, numerar sau cu cardul la livrare.',
        'Pay online by Visa or Mastercard, or in cash or by card on delivery.',
        'Оплачивайте онлайн картой Visa или Mastercard, наличными или картой при получении.',
      ),
    ],
    [
      'faq',
      t('Întrebări frecvente', 'FAQ', 'Частые вопросы'),
      t(
        'Răspunsuri la cele mai frecvente întrebări despre comenzi, livrare și garanție.',
        'Answers to the most common questions about orders, delivery and warranty.',
        'Ответы на частые вопросы о заказах, доставке и гарантии.',
      ),
    ],
  ];
  const rows: ContentRows['footerPages'] = [];
  for (const [group, list] of [
    ['company', company],
    ['client_service', clientService],
  ] as const) {
    list.forEach(([slug, title, text], position) => {
      rows.push({
        id: rows.length + 1,
        slug,
        group,
        title,
        body: concat(
          each(title, (value) => `<h1>${value}</h1>`),
          html(
            text,
            t(
              'Pentru detalii sunați la +373 22 000 000 sau scrieți la suport@example.md.',
              'For details call +373 22 000 000 or write to suport@example.md.',
              'Подробности по телефону +373 22 000 000 или по адресу suport@example.md.',
            ),
          ),
        ),
        position,
      });
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------

function homeSlides(ids: CatalogueIds): ContentRows['homeSlides'] {
  const rows: ContentRows['homeSlides'] = [];
  const main: [string, LocalizedText, LocalizedText, string, LocalizedText][] = [
    [
      'reduceri-de-toamna',
      t('Reduceri de toamnă până la -30%', 'Autumn sale: up to 30% off', 'Осенние скидки до -30%'),
      t(
        'Electrocasnice, vase și textile',
        'Appliances, cookware and textiles',
        'Техника, посуда и текстиль',
      ),
      '/pages/actionpromo/reduceri-de-toamna',
      t('Vezi ofertele', 'See the offers', 'Смотреть'),
    ],
    [
      'scule-bosch',
      t('Scule Bosch cu cadou', 'Bosch tools with a gift', 'Инструменты Bosch с подарком'),
      t(
        'Un set de burghie la fiecare sculă',
        'A drill bit set with every tool',
        'Набор свёрл к каждому инструменту',
      ),
      '/pages/actionpromo/scule-bosch-cu-cadou',
      t('Alege scula', 'Pick a tool', 'Выбрать'),
    ],
    [
      'livrare-gratuita',
      t(
        'Livrare gratuită de la 500 lei',
        'Free delivery over 500 lei',
        'Бесплатная доставка от 500 леев',
      ),
      t(
        'În toată Moldova, în 1–3 zile',
        'All over Moldova in 1–3 days',
        'По всей Молдове за 1–3 дня',
      ),
      '/pages/delivery',
      t('Detalii', 'Details', 'Подробнее'),
    ],
    [
      'magazin-balti',
      t('Magazin nou în Bălți', 'New shop in Bălți', 'Новый магазин в Бельцах'),
      t(
        'Reduceri de deschidere de până la 25%',
        'Opening discounts of up to 25%',
        'Скидки в честь открытия до 25%',
      ),
      '/pages/shops/balti',
      t('Vezi adresa', 'See the address', 'Адрес'),
    ],
  ];
  main.forEach(([slug, title, subtitle, url, buttonText], position) => {
    rows.push({
      id: rows.length + 1,
      kind: 'main',
      title,
      subtitle,
      image: `/media/slides/main-${slug}.svg`,
      mobileImage: `/media/slides/main-${slug}-mobile.svg`,
      url,
      buttonText,
      categoryId: null,
      brandId: null,
      position,
    });
  });

  // Category slides: the first subcategory of each of the first four tops, then the other tops.
  const categorySlugs = [
    ...CATEGORY_TREE.slice(0, 4).flatMap((top) => top.subs.slice(0, 1).map((sub) => sub.slug)),
    ...CATEGORY_TREE.slice(4).map((top) => top.slug),
  ];
  categorySlugs.forEach((slug, position) => {
    const categoryId = ids.categoryIds.get(slug);
    const name = findCategoryName(slug);
    if (categoryId === undefined || !name) return;
    rows.push({
      id: rows.length + 1,
      kind: 'category',
      title: name,
      subtitle: null,
      image: `/media/categories/${slug}.svg`,
      mobileImage: null,
      url: `/pages/catalog/${slug}`,
      buttonText: null,
      categoryId,
      brandId: null,
      position,
    });
  });

  const brandNames = [
    'Bosch',
    'Tefal',
    'Samsung',
    'Philips',
    'Makita',
    'Black & Decker',
    'Gardena',
    'Xiaomi',
    'Lego',
    'Kärcher',
  ];
  brandNames.forEach((name, position) => {
    const brandId = ids.brandIds.get(name);
    if (brandId === undefined) return;
    rows.push({
      id: rows.length + 1,
      kind: 'brand',
      title: t(name, name, name),
      subtitle: null,
      image: `/media/brands/${slugify(name)}.svg`,
      mobileImage: null,
      url: `/pages/search?search=${encodeURIComponent(name)}`,
      buttonText: null,
      categoryId: null,
      brandId,
      position,
    });
  });
  return rows;
}

function findCategoryName(slug: string): LocalizedText | undefined {
  for (const top of CATEGORY_TREE) {
    if (top.slug === slug) return top.name;
    for (const sub of top.subs) {
      if (sub.slug === slug) return sub.name;
      for (const leaf of sub.leaves) if (leaf.slug === slug) return leaf.name;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------

/** The theme colours of §3 (the 11 keys of SETTINGS_COLOR_KEYS). */
export const THEME_COLORS = {
  header_color: '#ffffff',
  footer_color: '#1b1f2a',
  cart_color: '#e30613',
  favorite_color: '#e30613',
  buttons_color: '#ffffff',
  buttons_bg_color: '#e30613',
  buttons_hover_color: '#b8000f',
  main_color: '#e30613',
  icons_color: '#1b1f2a',
  newsletter_block_background_color: '#fdecea',
  product_of_the_day_color: '#ffb400',
};

/** The about page (§2: quote, statistics, milestones, carousel, team). */
const ABOUT_PAGE = {
  title: t('Despre CasaPlus', 'About CasaPlus', 'О CasaPlus'),
  description: t(
    'CasaPlus: rețea moldovenească de magazine pentru casă, grădină și bricolaj, din 2009.',
    'CasaPlus: a Moldovan chain of home, garden and DIY shops since 2009.',
    'CasaPlus — молдавская сеть магазинов для дома, сада и ремонта с 2009 года.',
  ),
  quote: t(
    'Ne dorim ca fiecare casă din Moldova să aibă tot ce-i trebuie, la un preț corect.',
    'We want every home in Moldova to have everything it needs, at a fair price.',
    'Мы хотим, чтобы в каждом доме Молдовы было всё необходимое по честной цене.',
  ),
  quote_author: t(
    'Alexandru Ciobanu, fondator',
    'Alexandru Ciobanu, founder',
    'Александру Чобану, основатель',
  ),
  statistics: [
    { value: '17', label: t('ani pe piață', 'years in business', 'лет на рынке') },
    { value: '8', label: t('magazine și depozite', 'shops and warehouses', 'магазинов и складов') },
    { value: '25 000+', label: t('produse', 'products', 'товаров') },
    { value: '350', label: t('angajați', 'employees', 'сотрудников') },
  ],
  milestones: [
    {
      year: 2009,
      text: t(
        'Primul magazin, în centrul Chișinăului',
        'The first shop, in central Chișinău',
        'Первый магазин в центре Кишинёва',
      ),
    },
    { year: 2012, text: t('Magazinul de pe Botanica', 'The Botanica shop', 'Магазин на Ботанике') },
    {
      year: 2015,
      text: t(
        'Depozitul central și vânzările angro',
        'The central warehouse and wholesale',
        'Центральный склад и оптовые продажи',
      ),
    },
    {
      year: 2018,
      text: t(
        'Magazinul online și magazinul din Cahul',
        'The online shop and the Cahul shop',
        'Интернет-магазин и магазин в Кагуле',
      ),
    },
    {
      year: 2021,
      text: t(
        'Magazinele din Orhei și Comrat',
        'The Orhei and Comrat shops',
        'Магазины в Орхее и Комрате',
      ),
    },
    { year: 2026, text: t('Magazinul din Bălți', 'The Bălți shop', 'Магазин в Бельцах') },
  ],
  carousel: [1, 2, 3, 4, 5].map((k) => `/media/banners/about-${k}.svg`),
  team: [
    {
      name: 'Alexandru Ciobanu',
      position: t('Director general', 'Chief executive', 'Генеральный директор'),
      image: '/media/people/alexandru-ciobanu.svg',
    },
    {
      name: 'Svetlana Moraru',
      position: t('Director comercial', 'Commercial director', 'Коммерческий директор'),
      image: '/media/people/svetlana-moraru.svg',
    },
    {
      name: 'Igor Zaharia',
      position: t('Șef vânzări angro', 'Head of wholesale', 'Руководитель оптовых продаж'),
      image: '/media/people/igor-zaharia.svg',
    },
    {
      name: 'Daniela Rusu',
      position: t('Serviciul clienți', 'Customer service', 'Служба поддержки'),
      image: '/media/people/daniela-rusu.svg',
    },
  ],
};

/** The delivery page (§2: banner, three info items, a four-column table, informer boxes). */
const DELIVERY_PAGE = {
  title: t('Livrare și ridicare', 'Delivery and pick-up', 'Доставка и самовывоз'),
  description: t(
    `Livrăm în toată Moldova în 1–3 zile lucrătoare, gratuit de la ${DELIVERY.freeFrom} lei.`,
    `We deliver all over Moldova in 1–3 working days, free over ${DELIVERY.freeFrom} lei.`,
    `Доставляем по всей Молдове за 1–3 рабочих дня, бесплатно от ${DELIVERY.freeFrom} леев.`,
  ),
  banner: '/media/banners/delivery.svg',
  items: [
    {
      icon: 'delivery',
      title: t('Livrare gratuită', 'Free delivery', 'Бесплатная доставка'),
      text: t(
        'Pentru comenzile de peste 500 lei',
        'On orders over 500 lei',
        'Для заказов от 500 леев',
      ),
    },
    {
      icon: 'time',
      title: t('1–3 zile lucrătoare', '1–3 working days', '1–3 рабочих дня'),
      text: t('În toată Republica Moldova', 'All over Moldova', 'По всей Молдове'),
    },
    {
      icon: 'shops',
      title: t('Ridicare din magazin', 'Pick-up in store', 'Самовывоз'),
      text: t(
        'Gratuit, din oricare magazin',
        'Free, from any of our shops',
        'Бесплатно из любого магазина',
      ),
    },
  ],
  table: {
    columns: [
      t('Localitate', 'Location', 'Населённый пункт'),
      t('Termen', 'Time', 'Срок'),
      t('Comandă sub 500 lei', 'Order under 500 lei', 'Заказ до 500 леев'),
      t('Comandă de la 500 lei', 'Order from 500 lei', 'Заказ от 500 леев'),
    ],
    rows: [
      [
        t('Chișinău', 'Chișinău', 'Кишинёв'),
        t('24 de ore', '24 hours', '24 часа'),
        t('80 lei', '80 lei', '80 леев'),
        t('gratuit', 'free', 'бесплатно'),
      ],
      [
        t(
          'Bălți, Cahul, Orhei, Comrat',
          'Bălți, Cahul, Orhei, Comrat',
          'Бельцы, Кагул, Орхей, Комрат',
        ),
        t('1–2 zile', '1–2 days', '1–2 дня'),
        t('80 lei', '80 lei', '80 леев'),
        t('gratuit', 'free', 'бесплатно'),
      ],
      [
        t('Alte localități', 'Elsewhere in Moldova', 'Другие населённые пункты'),
        t('2–3 zile', '2–3 days', '2–3 дня'),
        t('80 lei', '80 lei', '80 леев'),
        t('gratuit', 'free', 'бесплатно'),
      ],
    ],
  },
  informers: [
    t(
      'Produsele mari (frigidere, mașini de spălat) se livrează până la ușă și, la cerere, se urcă la etaj.',
      'Large items (refrigerators, washing machines) are delivered to the door and, on request, carried upstairs.',
      'Крупная техника доставляется до двери, по запросу — с подъёмом на этаж.',
    ),
    t(
      'Verificați coletul în prezența curierului.',
      'Check the parcel in front of the courier.',
      'Проверяйте посылку при курьере.',
    ),
  ],
};

/** A question of the FAQ: its stable id, the question and the answer's paragraphs. */
function faq(id: string, question: LocalizedText, ...answer: (LocalizedText | LocalizedText[])[]) {
  return { id, question, answer: html(...answer) };
}

const FREE = DELIVERY.freeFrom;
const FEE = DELIVERY.fee;

/** The FAQ page (§2 "/pages/faq"): the questions in groups, answers as HTML. */
const FAQ_PAGE = {
  title: t('Întrebări frecvente', 'Frequently asked questions', 'Частые вопросы'),
  description: t(
    'Răspunsuri despre comenzi, livrare, plată, retur, garanție și contul CasaPlus.',
    'Answers about orders, delivery, payment, returns, warranty and your CasaPlus account.',
    'Ответы о заказах, доставке, оплате, возврате, гарантии и аккаунте CasaPlus.',
  ),
  groups: [
    {
      id: 'comenzi',
      title: t('Comenzi', 'Ordering', 'Заказы'),
      items: [
        faq(
          'cum-comand',
          t('Cum plasez o comandă?', 'How do I place an order?', 'Как оформить заказ?'),
          t(
            'Adăugați produsele în coș, apăsați „Finalizează comanda” și completați datele de livrare. Veți primi confirmarea pe e-mail și SMS.',
            'Add the products to the cart, press “Checkout” and fill in the delivery details. You will get a confirmation by e-mail and SMS.',
            'Добавьте товары в корзину, нажмите «Оформить заказ» и заполните данные доставки. Подтверждение придёт по e-mail и SMS.',
          ),
        ),
        faq(
          'comanda-telefon',
          t('Pot comanda la telefon?', 'Can I order by phone?', 'Можно ли заказать по телефону?'),
          t(
            `Da, sunați la ${COMPANY.phone}, zilnic între 09:00 și 20:00, iar operatorul va plasa comanda pentru dumneavoastră.`,
            `Yes, call ${COMPANY.phone} every day from 9:00 to 20:00 and an operator will place the order for you.`,
            `Да, звоните по номеру ${COMPANY.phone} ежедневно с 09:00 до 20:00 — оператор оформит заказ за вас.`,
          ),
        ),
        faq(
          'modific-comanda',
          t(
            'Pot modifica sau anula o comandă?',
            'Can I change or cancel an order?',
            'Можно ли изменить или отменить заказ?',
          ),
          t(
            'Da, până la expedierea ei. Sunați-ne sau scrieți-ne cu numărul comenzii.',
            'Yes, until it is shipped. Call or write to us with the order number.',
            'Да, пока заказ не отправлен. Позвоните или напишите нам, указав номер заказа.',
          ),
        ),
      ],
    },
    {
      id: 'livrare',
      title: t('Livrare', 'Delivery', 'Доставка'),
      items: [
        faq(
          'cost-livrare',
          t('Cât costă livrarea?', 'How much is delivery?', 'Сколько стоит доставка?'),
          t(
            `Livrarea este gratuită pentru comenzile de la ${FREE} lei. Sub acest prag costă ${FEE} lei, oriunde în Moldova.`,
            `Delivery is free on orders from ${FREE} lei. Below that it costs ${FEE} lei, anywhere in Moldova.`,
            `Доставка бесплатна для заказов от ${FREE} леев. Для заказов меньше — ${FEE} леев по всей Молдове.`,
          ),
        ),
        faq(
          'termen-livrare',
          t('În cât timp ajunge comanda?', 'How soon will my order arrive?', 'Когда придёт заказ?'),
          t(
            'În Chișinău în 24 de ore, în restul țării în 1–3 zile lucrătoare.',
            'Within 24 hours in Chișinău, in 1–3 working days elsewhere in the country.',
            'По Кишинёву — за 24 часа, по остальной стране — за 1–3 рабочих дня.',
          ),
        ),
        faq(
          'ridicare',
          t(
            'Pot ridica comanda din magazin?',
            'Can I pick up my order in a shop?',
            'Можно ли забрать заказ в магазине?',
          ),
          t(
            'Da, ridicarea din oricare magazin CasaPlus este gratuită. Vă anunțăm prin SMS când comanda vă așteaptă.',
            'Yes, pick-up from any CasaPlus shop is free. We send an SMS when the order is waiting for you.',
            'Да, самовывоз из любого магазина CasaPlus бесплатный. Мы пришлём SMS, когда заказ будет готов.',
          ),
        ),
      ],
    },
    {
      id: 'plata',
      title: t('Plată', 'Payment', 'Оплата'),
      items: [
        faq(
          'metode-plata',
          t('Cum pot plăti?', 'How can I pay?', 'Как можно оплатить?'),
          t('Puteți plăti:', 'You can pay:', 'Способы оплаты:'),
          [
            t(
              'online, cu cardul Visa sau Mastercard;',
              'online, by Visa or Mastercard;',
              'онлайн картой Visa или Mastercard;',
            ),
            t(
              'în numerar sau cu cardul la livrare;',
              'in cash or by card on delivery;',
              'наличными или картой при получении;',
            ),
            t(
              'prin transfer bancar, pentru companii.',
              'by bank transfer, for companies.',
              'банковским переводом — для компаний.',
            ),
          ],
        ),
        faq(
          'factura-firma',
          t(
            'Primesc factură pentru firmă?',
            'Can I get an invoice for my company?',
            'Можно ли получить счёт на компанию?',
          ),
          t(
            'Da. La comandă alegeți „Persoană juridică”, introduceți IDNO-ul firmei și vă trimitem factura pentru plata prin transfer.',
            'Yes. When ordering choose “Company”, enter the company IDNO and we send the invoice to pay by bank transfer.',
            'Да. При оформлении выберите «Юридическое лицо», укажите IDNO компании — мы пришлём счёт для оплаты переводом.',
          ),
        ),
        faq(
          'plata-sigura',
          t('Plata online este sigură?', 'Is paying online safe?', 'Безопасна ли оплата онлайн?'),
          t(
            'Da. Datele cardului se introduc pe pagina securizată a băncii; noi nu le vedem și nu le păstrăm.',
            'Yes. The card details are entered on the bank’s secure page; we never see or keep them.',
            'Да. Данные карты вводятся на защищённой странице банка; мы их не видим и не храним.',
          ),
        ),
      ],
    },
    {
      id: 'retur',
      title: t('Retur', 'Returns', 'Возврат'),
      items: [
        faq(
          'termen-retur',
          t(
            'În cât timp pot returna un produs?',
            'How long do I have to return a product?',
            'В какой срок можно вернуть товар?',
          ),
          t(
            'În 14 zile de la primire, în ambalajul original, nefolosit și cu bonul fiscal.',
            'Within 14 days of receiving it, unused, in its original packaging and with the receipt.',
            'В течение 14 дней с момента получения, без следов использования, в оригинальной упаковке и с чеком.',
          ),
        ),
        faq(
          'bani-retur',
          t('Când primesc banii înapoi?', 'When do I get my money back?', 'Когда вернут деньги?'),
          t(
            'În cel mult 7 zile lucrătoare de la primirea produsului returnat, pe același card sau în numerar în magazin.',
            'Within 7 working days of receiving the returned product, to the same card or in cash in a shop.',
            'В течение 7 рабочих дней после получения возвращённого товара — на ту же карту или наличными в магазине.',
          ),
        ),
        faq(
          'retur-magazin',
          t(
            'Pot returna în magazin un produs comandat online?',
            'Can I return an online order in a shop?',
            'Можно ли вернуть интернет-заказ в магазине?',
          ),
          t(
            'Da, în oricare magazin CasaPlus, cu numărul comenzii.',
            'Yes, in any CasaPlus shop, with the order number.',
            'Да, в любом магазине CasaPlus по номеру заказа.',
          ),
        ),
      ],
    },
    {
      id: 'garantie',
      title: t('Garanție', 'Warranty', 'Гарантия'),
      items: [
        faq(
          'durata-garantie',
          t(
            'Ce garanție au produsele?',
            'What warranty do the products have?',
            'Какая гарантия на товары?',
          ),
          t(
            'Între 12 și 36 de luni, după producător. Termenul este scris pe pagina produsului și în certificatul de garanție.',
            'Between 12 and 36 months, depending on the maker. It is shown on the product page and in the warranty certificate.',
            'От 12 до 36 месяцев в зависимости от производителя. Срок указан на странице товара и в гарантийном талоне.',
          ),
        ),
        faq(
          'reparatie',
          t(
            'Unde se repară un produs în garanție?',
            'Where is a product repaired under warranty?',
            'Где ремонтируют товар по гарантии?',
          ),
          t(
            'În centrul nostru de service din Chișinău. Îl puteți aduce în orice magazin, iar noi îl trimitem la service.',
            'At our service centre in Chișinău. You can bring it to any shop and we send it on.',
            'В нашем сервисном центре в Кишинёве. Товар можно сдать в любом магазине — мы передадим его в сервис.',
          ),
        ),
        faq(
          'certificat-pierdut',
          t(
            'Am pierdut certificatul de garanție. Ce fac?',
            'I lost the warranty certificate. What now?',
            'Потерял гарантийный талон. Что делать?',
          ),
          t(
            'Pentru comenzile online, garanția se verifică după numărul comenzii; pentru celelalte, după bonul fiscal.',
            'For online orders the warranty is checked by the order number; for the others, by the receipt.',
            'Для интернет-заказов гарантия проверяется по номеру заказа, для остальных — по чеку.',
          ),
        ),
      ],
    },
    {
      id: 'angro',
      title: t('Angro și dealeri', 'Wholesale and dealers', 'Опт и дилеры'),
      items: [
        faq(
          'devin-dealer',
          t(
            'Cum devin dealer CasaPlus?',
            'How do I become a CasaPlus dealer?',
            'Как стать дилером CasaPlus?',
          ),
          t(
            'Completați cererea de pe pagina „Deveniți partener”. Un manager vă contactează în 2 zile lucrătoare.',
            'Fill in the application on the “Become a partner” page. A manager will contact you within 2 working days.',
            'Заполните заявку на странице «Стать партнёром». Менеджер свяжется с вами в течение 2 рабочих дней.',
          ),
        ),
        faq(
          'preturi-angro',
          t(
            'Există prețuri pentru cantități mari?',
            'Are there prices for large quantities?',
            'Есть ли цены для крупных партий?',
          ),
          t(
            'Da, companiile și dealerii primesc prețuri angro și livrare din depozitul central.',
            'Yes, companies and dealers get wholesale prices and delivery from the central warehouse.',
            'Да, компании и дилеры получают оптовые цены и доставку с центрального склада.',
          ),
        ),
        faq(
          'cont-firma',
          t(
            'Pot avea un cont pentru firmă?',
            'Can I have a company account?',
            'Можно ли завести аккаунт компании?',
          ),
          t(
            'Da, la înregistrare alegeți „Persoană juridică”; comenzile firmei și facturile se văd în cont.',
            'Yes, choose “Company” when signing up; the company’s orders and invoices are shown in the account.',
            'Да, при регистрации выберите «Юридическое лицо» — заказы и счета компании будут в аккаунте.',
          ),
        ),
      ],
    },
    {
      id: 'cont',
      title: t('Contul meu', 'My account', 'Мой аккаунт'),
      items: [
        faq(
          'creare-cont',
          t('Am nevoie de un cont?', 'Do I need an account?', 'Нужен ли аккаунт?'),
          t(
            'Nu, puteți comanda și fără cont. Cu un cont vedeți istoricul comenzilor, lista de favorite și punctele de fidelitate.',
            'No, you can order without one. With an account you see your order history, your favourites and your loyalty points.',
            'Нет, заказать можно и без него. В аккаунте видны история заказов, избранное и баллы лояльности.',
          ),
        ),
        faq(
          'parola-uitata',
          t(
            'Am uitat parola. Ce fac?',
            'I forgot my password. What now?',
            'Забыл пароль. Что делать?',
          ),
          t(
            'Apăsați „Am uitat parola” la autentificare și vă trimitem un cod pe telefon sau e-mail.',
            'Press “Forgot password” when signing in and we send a code to your phone or e-mail.',
            'Нажмите «Забыли пароль?» при входе — мы пришлём код на телефон или e-mail.',
          ),
        ),
        faq(
          'sterg-cont',
          t('Cum îmi șterg contul?', 'How do I delete my account?', 'Как удалить аккаунт?'),
          t(
            `Scrieți-ne la ${COMPANY.email}; ștergem contul și datele personale în 30 de zile.`,
            `Write to ${COMPANY.email}; we delete the account and the personal data within 30 days.`,
            `Напишите на ${COMPANY.email} — мы удалим аккаунт и персональные данные в течение 30 дней.`,
          ),
        ),
      ],
    },
  ],
};

/**
 * The loyalty programme page (§2 "/pages/fidelity"): its levels by the sum spent in a year, and
 * the rules the regulation `regulamentul-programului-de-fidelitate` states (1 point for every
 * 10 lei, a point is worth 0.10 lei, points expire after 12 months).
 */
/** The dealer application page (/pages/signup-dealers): what dealers get and how to apply. */
const DEALERS_PAGE = {
  title: t('Devino dealer CasaPlus', 'Become a CasaPlus dealer', 'Станьте дилером CasaPlus'),
  description: t(
    'Prețuri de dealer, livrare din depozit și un manager dedicat pentru companiile din Moldova.',
    'Dealer prices, delivery from the warehouse and a dedicated manager for companies in Moldova.',
    'Дилерские цены, доставка со склада и персональный менеджер для компаний Молдовы.',
  ),
  lead: t(
    'Lucrați cu scule, electrocasnice sau materiale de construcții? Cumpărați direct de la importator, cu prețuri angro și condiții stabile.',
    'Do you work with tools, appliances or building materials? Buy straight from the importer, at wholesale prices and on steady terms.',
    'Работаете с инструментом, бытовой техникой или стройматериалами? Покупайте напрямую у импортёра по оптовым ценам и на стабильных условиях.',
  ),
  benefits: [
    {
      title: t('Prețuri de dealer', 'Dealer prices', 'Дилерские цены'),
      text: t(
        'Reducere personală la prețul angro, vizibilă în cont la fiecare produs.',
        'A personal discount on the wholesale price, shown on every product in your account.',
        'Персональная скидка от оптовой цены, видна в кабинете на каждом товаре.',
      ),
    },
    {
      title: t('Livrare din depozit', 'Delivery from the warehouse', 'Доставка со склада'),
      text: t(
        'Comenzile mari pleacă din depozitul din Chișinău în toată țara în 1–3 zile lucrătoare.',
        'Large orders leave the Chișinău warehouse for the whole country within 1–3 working days.',
        'Крупные заказы отправляются со склада в Кишинёве по всей стране за 1–3 рабочих дня.',
      ),
    },
    {
      title: t('Manager dedicat', 'A dedicated manager', 'Персональный менеджер'),
      text: t(
        'Un singur om de contact pentru oferte, facturi pro-forma și comenzi urgente.',
        'One contact person for offers, pro-forma invoices and urgent orders.',
        'Один контакт для предложений, счетов-проформ и срочных заказов.',
      ),
    },
  ],
  form_title: t('Cerere de dealer', 'Dealer application', 'Заявка дилера'),
  form_lead: t(
    'Completați datele companiei: un manager vă contactează în două zile lucrătoare cu condițiile.',
    'Fill in your company details: a manager will contact you within two working days with the terms.',
    'Заполните данные компании: менеджер свяжется с вами в течение двух рабочих дней и расскажет об условиях.',
  ),
  partner_title: t(
    'Sunteți furnizor sau prestați servicii?',
    'Are you a supplier or a service company?',
    'Вы поставщик или оказываете услуги?',
  ),
  partner_text: t(
    'Propuneți-ne un parteneriat: mărci noi, logistică, montaj sau publicitate.',
    'Propose a partnership: new brands, logistics, installation or advertising.',
    'Предложите нам партнёрство: новые бренды, логистика, монтаж или реклама.',
  ),
};

const FIDELITY_PAGE = {
  title: t(
    'Programul de fidelitate CasaPlus',
    'CasaPlus loyalty programme',
    'Программа лояльности CasaPlus',
  ),
  description: t(
    'Strângeți puncte la fiecare cumpărătură și plătiți cu ele comenzile următoare.',
    'Collect points with every purchase and pay for your next orders with them.',
    'Копите баллы с каждой покупки и оплачивайте ими следующие заказы.',
  ),
  lead: t(
    'Pentru fiecare 10 lei cheltuiți primiți 1 punct, iar fiecare punct valorează 0,10 lei la comanda următoare.',
    'For every 10 lei you spend you get 1 point, and every point is worth 0.10 lei on your next order.',
    'За каждые 10 леев вы получаете 1 балл, а каждый балл равен 0,10 лея при следующем заказе.',
  ),
  levels: [
    {
      name: t('Start', 'Start', 'Старт'),
      threshold: 0,
      percent: 1,
      perks: [
        t('1 punct la fiecare 10 lei', '1 point for every 10 lei', '1 балл за каждые 10 леев'),
        t('Oferte pentru membri', 'Members’ offers', 'Предложения для участников'),
      ],
    },
    {
      name: t('Argint', 'Silver', 'Серебро'),
      threshold: 5000,
      percent: 2,
      perks: [
        t(
          'Puncte duble de ziua ta',
          'Double points on your birthday',
          'Двойные баллы в день рождения',
        ),
        t(
          `Livrare gratuită de la ${DELIVERY.freeFrom / 2} lei`,
          `Free delivery from ${DELIVERY.freeFrom / 2} lei`,
          `Бесплатная доставка от ${DELIVERY.freeFrom / 2} леев`,
        ),
      ],
    },
    {
      name: t('Aur', 'Gold', 'Золото'),
      threshold: 15000,
      percent: 3,
      perks: [
        t(
          'Livrare gratuită la orice comandă',
          'Free delivery on every order',
          'Бесплатная доставка любого заказа',
        ),
        t('Acces anticipat la reduceri', 'Early access to sales', 'Ранний доступ к распродажам'),
        t('Linie telefonică dedicată', 'A dedicated phone line', 'Выделенная телефонная линия'),
      ],
    },
  ],
  body: concat(
    section(
      t('Cum funcționează', 'How it works', 'Как это работает'),
      t(
        'Prezentați cardul de fidelitate sau numărul de telefon la casă ori autentificați-vă înainte de a comanda online. Punctele apar în cont în 24 de ore.',
        'Show your loyalty card or phone number at the till, or sign in before ordering online. The points appear in your account within 24 hours.',
        'Покажите карту лояльности или назовите номер телефона на кассе либо войдите в аккаунт перед заказом онлайн. Баллы появятся в аккаунте в течение 24 часов.',
      ),
    ),
    section(t('Bine de știut', 'Good to know', 'Полезно знать'), [
      t(
        'Punctele expiră după 12 luni.',
        'Points expire after 12 months.',
        'Баллы сгорают через 12 месяцев.',
      ),
      t(
        'Nivelul se stabilește după suma cheltuită în ultimele 12 luni.',
        'Your level follows what you spent in the last 12 months.',
        'Уровень определяется по сумме покупок за последние 12 месяцев.',
      ),
      t(
        'Cu punctele se poate plăti cel mult 50% din valoarea unei comenzi.',
        'Points can pay for at most 50% of an order.',
        'Баллами можно оплатить не более 50% заказа.',
      ),
    ]),
  ),
  regulation_slug: 'regulamentul-programului-de-fidelitate',
};

/**
 * The home page's features block (§2 "features"): four promises of the shop, each with the key
 * of its icon and the page that tells more.
 */
const HOME_FEATURES = [
  {
    icon: 'delivery',
    title: t('Livrare gratuită', 'Free delivery', 'Бесплатная доставка'),
    text: t(
      'Pentru comenzile de peste 500 lei, în toată Moldova',
      'On orders over 500 lei, all over Moldova',
      'Для заказов от 500 леев по всей Молдове',
    ),
    url: '/pages/delivery',
  },
  {
    icon: 'returns',
    title: t('Retur în 14 zile', '14-day returns', 'Возврат в течение 14 дней'),
    text: t(
      'Nu vi se potrivește? Îl primim înapoi fără întrebări',
      'Not right for you? We take it back, no questions asked',
      'Не подошло? Примем обратно без лишних вопросов',
    ),
    url: '/pages/aditional/return',
  },
  {
    icon: 'payment',
    title: t('Plată sigură', 'Secure payment', 'Безопасная оплата'),
    text: t(
      'Cu cardul online, la livrare sau prin transfer',
      'By card online, on delivery or by bank transfer',
      'Картой онлайн, при получении или переводом',
    ),
    url: null,
  },
  {
    icon: 'support',
    title: t('Suport 7 zile din 7', 'Support 7 days a week', 'Поддержка 7 дней в неделю'),
    text: t(
      `Sunați la ${COMPANY.phone}, zilnic 09:00–20:00`,
      `Call ${COMPANY.phone}, every day 9:00–20:00`,
      `Звоните ${COMPANY.phone}, ежедневно 09:00–20:00`,
    ),
    url: '/pages/contacts',
  },
];

/** The home page's partner banner (§2 "partner banner"): the invitation to become a dealer. */
const PARTNER_BANNER = {
  title: t(
    'Deveniți partenerul CasaPlus',
    'Become a CasaPlus partner',
    'Станьте партнёром CasaPlus',
  ),
  text: t(
    'Prețuri angro, livrare din depozitul central și un manager personal pentru magazinul sau firma dumneavoastră.',
    'Wholesale prices, delivery from our central warehouse and a personal manager for your shop or company.',
    'Оптовые цены, доставка с центрального склада и личный менеджер для вашего магазина или компании.',
  ),
  image: '/media/banners/partners.svg',
  button_text: t('Trimiteți o cerere', 'Apply now', 'Оставить заявку'),
  url: formDialogPath('partner'),
};

function siteSettings(
  productOfTheDay: readonly number[],
  clock: SeedClock,
): ContentRows['siteSettings'] {
  const settings: Record<string, unknown> = {
    colors: THEME_COLORS,
    // The name the logo, titles, og:site_name, JSON-LD and e-mails give the shop: a brand, the
    // same in every language.
    shop_name: t(COMPANY.name, COMPANY.name, COMPANY.name),
    // The bottom bar's live chat: the support team answers on Telegram.
    support: {
      phone: COMPANY.phone,
      email: COMPANY.email,
      live_chat_url: 'https://t.me/casaplus_suport',
    },
    // `type` as the brief names it and `network` as the settings contract does.
    socials: [
      { type: 'facebook', network: 'facebook', url: 'https://www.facebook.com/casaplus.md' },
      { type: 'instagram', network: 'instagram', url: 'https://www.instagram.com/casaplus.md' },
      { type: 'telegram', network: 'telegram', url: 'https://t.me/casaplus_md' },
      { type: 'youtube', network: 'youtube', url: 'https://www.youtube.com/@casaplus-md' },
      { type: 'tiktok', network: 'tiktok', url: 'https://www.tiktok.com/@casaplus.md' },
    ],
    payment_methods: ['mastercard', 'visa'],
    sales_page: {
      background_image: '/media/banners/sales-page.svg',
      title: t('Reduceri de toamnă', 'Autumn sale', 'Осенняя распродажа'),
      // The autumn sale's promotion ends then too (PROMOTIONS, 'reduceri-de-toamna').
      end_date: clock.day(17),
    },
    company: {
      name: COMPANY.name,
      legal_name: COMPANY.legalName,
      copyright: COMPANY.legalName,
      logo: '/media/logos/casaplus.svg',
      working_hours: t('Zilnic, 09:00–20:00', 'Every day, 9:00–20:00', 'Ежедневно, 09:00–20:00'),
      slogan: t('Totul pentru casa ta', 'Everything for your home', 'Всё для вашего дома'),
    },
    // A demo shop: every page says orders are not delivered (DEMO_MODE=0 turns it off).
    flags: { is_demo: true, is_maintenance: false },
    delivery: {
      free_delivery_threshold: DELIVERY.freeFrom.toFixed(2),
      shipping_fee: DELIVERY.fee.toFixed(2),
    },
    about: ABOUT_PAGE,
    delivery_page: DELIVERY_PAGE,
    faq_page: FAQ_PAGE,
    fidelity_page: FIDELITY_PAGE,
    dealers_page: DEALERS_PAGE,
    // One a day, in this order, whatever the date: the home marquee is never over.
    product_of_the_day: { product_ids: productOfTheDay },
    home_features: HOME_FEATURES,
    partner_banner: PARTNER_BANNER,
  };
  return Object.entries(settings).map(([key, value]) => ({ key, value }));
}

/**
 * Hidden pages (SPEC §2): landing pages of social campaigns (a post links to one) and the success
 * pages forms and campaigns lead to. Not in any menu or the sitemap.
 */
function landingPages(): ContentRows['landingPages'] {
  const social: ContentRows['landingPages'] = [
    {
      slug: 'facebook-toamna',
      title: t(
        'Toamna acasă: oferte pentru comunitatea noastră de pe Facebook',
        'Autumn at home: offers for our Facebook community',
        'Осень дома: предложения для нашего сообщества в Facebook',
      ),
      description: t(
        'Ați venit din postarea noastră? Iată ofertele de toamnă pentru casă.',
        'Came from our post? Here are the autumn offers for your home.',
        'Пришли из нашего поста? Вот осенние предложения для дома.',
      ),
      image: '/media/banners/social-facebook-toamna.svg',
      body: html(
        t(
          'Mulțumim că urmăriți pagina CasaPlus! Pentru comunitatea noastră am adunat produsele de sezon: pleduri, veselă și electrocasnice mici.',
          'Thank you for following CasaPlus! For our community we have gathered the season’s goods: blankets, tableware and small appliances.',
          'Спасибо, что следите за CasaPlus! Для нашего сообщества мы собрали сезонные товары: пледы, посуду и малую бытовую технику.',
        ),
        [
          t(
            'Livrare în toată Moldova.',
            'Delivery anywhere in Moldova.',
            'Доставка по всей Молдове.',
          ),
          t(
            'Ridicare gratuită din magazine.',
            'Free pick-up in our shops.',
            'Бесплатный самовывоз из магазинов.',
          ),
        ],
      ),
      button: {
        title: t('Vezi reducerile', 'See the sale', 'Смотреть скидки'),
        url: '/pages/sales',
      },
    },
    {
      slug: 'instagram-bucatarie',
      title: t(
        'Bucătăria din postarea noastră de pe Instagram',
        'The kitchen from our Instagram post',
        'Кухня из нашего поста в Instagram',
      ),
      description: t(
        'Vasele și ustensilele din fotografie, într-un singur loc.',
        'The cookware and utensils from the photo, in one place.',
        'Посуда и принадлежности с фотографии — в одном месте.',
      ),
      image: '/media/banners/social-instagram-bucatarie.svg',
      body: html(
        t(
          'V-a plăcut bucătăria din fotografie? Toate vasele și ustensilele se găsesc în catalogul nostru.',
          'Liked the kitchen in the photo? All the cookware and utensils are in our catalogue.',
          'Понравилась кухня на фото? Вся посуда и принадлежности есть в нашем каталоге.',
        ),
      ),
      button: {
        title: t('Spre catalog', 'To the catalogue', 'В каталог'),
        url: '/pages/category',
      },
    },
    {
      slug: 'telegram-abonati',
      title: t(
        'Pentru abonații canalului nostru de Telegram',
        'For the subscribers of our Telegram channel',
        'Для подписчиков нашего Telegram-канала',
      ),
      description: null,
      image: null,
      body: html(
        t(
          'În canal publicăm primii ofertele săptămânii. Abonați-vă și la buletinul nostru informativ ca să nu pierdeți nimic.',
          'Our channel is the first place we post the offers of the week. Subscribe to our newsletter too, so as not to miss anything.',
          'В канале мы первыми публикуем предложения недели. Подпишитесь и на нашу рассылку, чтобы ничего не пропустить.',
        ),
      ),
      button: null,
    },
  ].map((page, index) => ({ ...page, kind: 'social' as const, position: index }));

  const home = {
    title: t('Înapoi la magazin', 'Back to the shop', 'Вернуться в магазин'),
    url: '/',
  };
  const success: ContentRows['landingPages'] = [
    {
      slug: 'dealer-application',
      title: t('Cererea a fost trimisă', 'Application sent', 'Заявка отправлена'),
      body: html(
        t(
          'Mulțumim pentru interesul față de parteneriatul cu CasaPlus. Managerul nostru vă va contacta în 2 zile lucrătoare.',
          'Thank you for your interest in partnering with CasaPlus. Our manager will contact you within 2 working days.',
          'Спасибо за интерес к сотрудничеству с CasaPlus. Наш менеджер свяжется с вами в течение 2 рабочих дней.',
        ),
      ),
      button: {
        title: t('Spre catalog', 'To the catalogue', 'В каталог'),
        url: '/pages/category',
      },
    },
    {
      slug: 'contact-message',
      title: t('Mesajul a fost trimis', 'Message sent', 'Сообщение отправлено'),
      body: html(
        t(
          'Am primit mesajul dumneavoastră și vă răspundem cât mai curând, de obicei în aceeași zi.',
          'We have received your message and will answer soon, usually the same day.',
          'Мы получили ваше сообщение и скоро ответим — обычно в тот же день.',
        ),
      ),
      button: home,
    },
    {
      slug: 'vacancy-application',
      title: t('CV-ul a fost trimis', 'CV sent', 'Резюме отправлено'),
      body: html(
        t(
          'Mulțumim! Echipa de recrutare va analiza CV-ul și vă va contacta dacă experiența dumneavoastră se potrivește postului.',
          'Thank you! Our recruiting team will read your CV and contact you if your experience fits the job.',
          'Спасибо! Отдел подбора изучит резюме и свяжется с вами, если ваш опыт подходит для вакансии.',
        ),
      ),
      button: {
        title: t('Alte posturi vacante', 'Other vacancies', 'Другие вакансии'),
        url: '/pages/careers',
      },
    },
    {
      slug: 'newsletter',
      title: t('V-ați abonat la noutăți', 'You are subscribed', 'Вы подписались на новости'),
      body: html(
        t(
          'De acum veți primi primii ofertele săptămânii. Vă puteți dezabona oricând din profil.',
          'From now on you will be the first to get the offers of the week. You can unsubscribe any time in your profile.',
          'Теперь вы первыми узнаёте о предложениях недели. Отписаться можно в любой момент в профиле.',
        ),
      ),
      button: {
        title: t('Vezi ofertele', 'See the offers', 'Смотреть предложения'),
        url: '/pages/sales',
      },
    },
  ].map((page, index) => ({
    ...page,
    kind: 'success' as const,
    description: null,
    image: null,
    position: index,
  }));

  return [...social, ...success].map((page, index) => ({ id: index + 1, ...page }));
}

// ---------------------------------------------------------------------------------------------

/**
 * The content rows. `productOfTheDay` are the ids of the products the home page's product of the
 * day rotates through; dates are counted from `now`, the seeding moment (SeedClock).
 */
export function buildContent(
  ids: CatalogueIds,
  productOfTheDay: readonly number[] = [],
  now: Date = new Date(),
): ContentRows {
  const clock = seedClock(now);
  return {
    popups: popups(),
    ...blog(clock),
    promotions: promotions(clock),
    regulations: regulations(clock),
    shops: shops(),
    requisites: requisites(),
    adminContacts: adminContacts(),
    vacancies: vacancies(),
    footerPages: footerPages(),
    homeSlides: homeSlides(ids),
    siteSettings: siteSettings(productOfTheDay, clock),
    landingPages: landingPages(),
  };
}

/** Brand names the seed knows, for tests. */
export const BRAND_NAMES = allBrandNames();
