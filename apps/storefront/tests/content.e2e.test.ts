import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedSubmissions } from '@shop/api/test-harness';
import {
  axeViolations,
  focused,
  hydrated,
  settled,
  startShop,
  WAIT,
  type Shop,
} from './e2e-shop.js';

/**
 * The content pages in Chromium (SPEC §2 "Other pages"): every one of them, in a phone's and a
 * desktop's window, has nothing axe finds broken once it is live (WCAG 2.x A/AA and best
 * practices), and the FAQ's search narrows its questions as a shopper types.
 */

let shop: Shop;
const contexts: BrowserContext[] = [];

/** The first slug of a list the API answers (`results` of a page, or an array). */
async function firstSlug(url: string): Promise<string> {
  const answer = await shop.api.app.inject({ url });
  const body = answer.json<{ results?: { slug: string }[] } | { slug: string }[]>();
  const items = Array.isArray(body) ? body : (body.results ?? []);
  const slug = items[0]?.slug;
  if (!slug) throw new Error(`${url} listed nothing`);
  return slug;
}

/** The ids of the contacts page's shops (its `mapid`s), in the API's order. */
async function shopIds(): Promise<number[]> {
  const answer = await shop.api.app.inject({ url: '/api/contacts/addresses/' });
  return answer.json<{ id: number }[]>().map((item) => item.id);
}

let paths: string[] = [];

beforeAll(async () => {
  shop = await startShop({ seed: { products: 30 } });
  paths = [
    '/pages/news',
    `/pages/news/${await firstSlug('/api/blog/category/?page=1')}`,
    '/pages/actionpromo',
    `/pages/actionpromo/${await firstSlug('/api/pages/promotions/?page=1')}`,
    '/pages/promo',
    '/pages/regulament',
    `/pages/regulament/${await firstSlug('/api/customer/regulaments/?page=1')}`,
    '/pages/aditional',
    `/pages/aditional/${await firstSlug('/api/customer/footer-pages/')}`,
    '/pages/about',
    '/pages/delivery',
    '/pages/faq',
    '/pages/fidelity',
    '/pages/social',
    `/pages/social/${await firstSlug('/api/pages/social/')}`,
    '/pages/success/newsletter',
    '/pages/modals',
    '/pages/signup-dealers',
    '/pages/contacts',
    `/pages/contacts?mapid=${(await shopIds()).at(-1)}`,
    '/pages/careers',
    '/pages/shops',
    `/pages/shops/${await firstSlug('/api/pages/shops/?page=1')}`,
  ];
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await shop?.close();
});

async function browserAt(viewport: { width: number; height: number }): Promise<Page> {
  const context = await shop.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

describe('the content pages for assistive technology', () => {
  // Each page is loaded once in a phone's window and checked, then the window is widened to a
  // desktop's (as a shopper turning a tablet or widening the window would) and checked again.
  it('have nothing axe finds broken at 360 and 1280 px', { timeout: 300_000 }, async () => {
    const page = await browserAt({ width: 360, height: 780 });
    for (const path of paths) {
      await page.setViewportSize({ width: 360, height: 780 });
      const response = await page.goto(`${shop.baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      await settled(page);
      await page.locator('main h1').first().waitFor(WAIT);
      expect(await axeViolations(page), `${path} at 360 px`).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await settled(page);
      await page.locator('main h1').first().waitFor(WAIT);
      expect(await axeViolations(page), `${path} at 1280 px`).toEqual([]);
    }
  });
});

describe('a client-service page', () => {
  it("on a desktop has its side menu at the heading's left edge and its text beside it", async () => {
    const page = await browserAt({ width: 1280, height: 900 });
    await page.goto(
      `${shop.baseUrl}/pages/aditional/${await firstSlug('/api/customer/footer-pages/')}`,
    );
    await hydrated(page);
    const heading = await page.locator('main h1').boundingBox();
    const menu = await page.getByRole('navigation', { name: 'Serviciul clienți' }).boundingBox();
    const text = await page.locator('main [data-slot="rich-text"]').boundingBox();
    if (!heading || !menu || !text) throw new Error('the page drew no heading, menu or text');
    expect(Math.abs(menu.x - heading.x)).toBeLessThanOrEqual(1);
    expect(text.x).toBeGreaterThan(menu.x + menu.width);
  });
});

describe('the FAQ', () => {
  it(
    'narrows its questions as the shopper types, ignoring case and diacritics, and opens one by keyboard',
    { timeout: 60_000 },
    async () => {
      const page = await browserAt({ width: 1280, height: 900 });
      await page.goto(`${shop.baseUrl}/pages/faq`);
      await hydrated(page);
      const questions = page.locator('[data-slot="faq-list"] details');
      const all = await questions.count();
      expect(all).toBeGreaterThan(10);
      await page.getByRole('searchbox', { name: 'Căutați în întrebări' }).fill('GARANTIE');
      // What a person sees: the count said, and fewer questions, each about the warranty.
      await page.getByText(/întreb(are|ări) găsit/).waitFor(WAIT);
      const found = await questions.count();
      expect(found).toBeGreaterThan(0);
      expect(found).toBeLessThan(all);
      const first = questions.first();
      expect((await first.textContent())?.toLowerCase()).toMatch(/garan[tț]i/);
      await first.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => first.evaluate((details) => (details as HTMLDetailsElement).open))
        .toBe(true);
      await page.getByRole('button', { name: 'Șterge căutarea' }).click();
      await expect.poll(() => questions.count()).toBe(all);
    },
  );
});

describe('/pages/modals', () => {
  it(
    'opens each dialog from its button; Escape closes it and the focus returns to the button',
    { timeout: 90_000 },
    async () => {
      const page = await browserAt({ width: 1280, height: 900 });
      await page.goto(`${shop.baseUrl}/pages/modals`);
      await hydrated(page);
      const buttons = page.locator('main ul button');
      const count = await buttons.count();
      expect(count).toBeGreaterThanOrEqual(11);
      for (let index = 0; index < count; index += 1) {
        const button = buttons.nth(index);
        const label = await button.textContent();
        await button.click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor(WAIT);
        expect(await dialog.count(), label ?? '').toBe(1);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ ...WAIT, state: 'detached' });
        // The dialog gives the focus back a task after it leaves the page (Radix's FocusScope):
        // waited for, as a keyboard user gets it, not read in between.
        await expect.poll(() => focused(button), { ...WAIT, message: label ?? '' }).toBe(true);
      }
    },
  );
});

describe('/pages/contacts', () => {
  it(
    '"show on map" by keyboard opens the map dialog and Escape hands the focus back; the footer\'s link opens the contact form there',
    { timeout: 60_000 },
    async () => {
      const page = await browserAt({ width: 1280, height: 900 });
      await page.goto(`${shop.baseUrl}/pages/contacts`);
      await hydrated(page);
      // The first shop is open; without script its link selects it through ?mapid.
      const show = page.locator('[data-slot="contacts-show-map"]').first();
      expect(await show.getAttribute('href')).toMatch(/\?mapid=\d+$/);
      const opened = page.locator('button[aria-expanded="true"]').first();
      const place = await opened.innerText();
      await show.focus();
      await page.keyboard.press('Enter');
      const map = page.getByRole('dialog');
      await map.waitFor(WAIT);
      // The dialog is titled with the shop's location, which its accordion button shows.
      expect(place).toContain(await map.getByRole('heading').first().innerText());
      expect(await map.locator('iframe').count()).toBe(1);
      expect(new URL(page.url()).search).toBe('');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await map.waitFor({ ...WAIT, state: 'detached' });
      await expect.poll(() => focused(show)).toBe(true);

      await page.getByRole('link', { name: 'Scrieți-ne un mesaj' }).click();
      const dialog = page.getByRole('dialog', { name: 'Scrieți-ne' });
      await dialog.waitFor(WAIT);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ ...WAIT, state: 'detached' });
      await page.getByRole('button', { name: 'Scrieți-ne' }).click();
      await dialog.waitFor(WAIT);
    },
  );
});

describe('the company forms', () => {
  it(
    'the contact form: an empty submit says every rule and focuses the first field; sent by keyboard, it is stored',
    { timeout: 90_000 },
    async () => {
      const page = await browserAt({ width: 1280, height: 900 });
      await page.goto(`${shop.baseUrl}/pages/modals`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Formularul de contact' }).click();
      const dialog = page.getByRole('dialog', { name: 'Scrieți-ne' });
      await dialog.waitFor(WAIT);
      const name = dialog.getByLabel('Nume');
      await expect.poll(() => focused(name)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
      expect(await focused(name)).toBe(true);
      expect(await dialog.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.type('Ana Rusu');
      await page.keyboard.press('Tab');
      await page.keyboard.type('ana.e2e@example.md');
      await page.keyboard.press('Tab');
      await page.keyboard.type('069123456');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Livrați o mașină de spălat la Cahul?');
      await dialog.getByRole('checkbox').focus();
      await page.keyboard.press('Space');
      await dialog.getByRole('button', { name: 'Trimite mesajul' }).press('Enter');
      await page.getByRole('dialog', { name: 'Mesajul a fost trimis' }).waitFor(WAIT);
      const [stored] = await storedSubmissions(shop.api, 'contact');
      expect(stored?.data).toEqual({
        name: 'Ana Rusu',
        email: 'ana.e2e@example.md',
        phone: '+37369123456',
        message: 'Livrați o mașină de spălat la Cahul?',
        agreement: true,
      });
    },
  );

  it(
    'the dealer application keeps what was typed when sending fails, then is stored; the partner form from the same page too',
    { timeout: 90_000 },
    async () => {
      const page = await browserAt({ width: 1280, height: 900 });
      await page.goto(`${shop.baseUrl}/pages/signup-dealers`);
      await hydrated(page);
      const form = page.locator('[data-slot="dealer-form"]');
      await form.getByLabel('Compania').fill('Termo Grup SRL');
      await form.getByLabel('IDNO').fill('1003600012344');
      await form.getByLabel('Persoana de contact').fill('Elena Rusu');
      await form.getByLabel('Telefon').fill('069123456');
      await form.getByLabel('E-mail').fill('elena.e2e@termogrup.md');
      await form.getByLabel('Localitatea').fill('Bălți');
      await form.getByLabel('Domeniul de activitate').selectOption('installation');
      await form.getByRole('checkbox').check();
      // The API is away for this one send: the failure is said, nothing typed is lost.
      await page.route('**/shop-api/api/accounts/dealer-form/', (route) =>
        route.fulfill({ status: 503, json: { detail: 'service_unavailable' } }),
      );
      await form.getByRole('button', { name: 'Trimite cererea' }).click();
      await form.locator('[data-slot="dealer-form-failure"]').getByText(/\S/).waitFor(WAIT);
      expect(await form.getByLabel('IDNO').inputValue()).toBe('1003600012344');
      expect(await form.getByLabel('Domeniul de activitate').inputValue()).toBe('installation');
      expect(await form.getByRole('checkbox').isChecked()).toBe(true);
      await page.unroute('**/shop-api/api/accounts/dealer-form/');
      await form.getByRole('button', { name: 'Trimite cererea' }).click();
      const success = page.getByRole('dialog', { name: 'Cererea a fost trimisă' });
      await success.waitFor(WAIT);
      const [dealer] = await storedSubmissions(shop.api, 'dealer');
      expect(dealer?.data).toMatchObject({
        company_name: 'Termo Grup SRL',
        idno: '1003600012344',
        phone: '+37369123456',
        city: 'Bălți',
        activity_type: 'installation',
      });
      expect(await form.getByLabel('Compania').inputValue()).toBe('');
      await page.keyboard.press('Escape');
      await success.waitFor({ ...WAIT, state: 'detached' });

      const open = page.getByRole('button', { name: 'Propuneți un parteneriat' });
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Devino partener' });
      await dialog.getByLabel('Persoana de contact').fill('Vasile Ceban');
      await dialog.getByLabel('Compania').fill('Lemn Nord SRL');
      await dialog.getByLabel('Telefon').fill('079555010');
      await dialog.getByLabel('E-mail').fill('vasile.e2e@lemnnord.md');
      await dialog.getByLabel('Domeniul de activitate').selectOption('wholesale');
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Trimite propunerea' }).click();
      await page.getByRole('dialog', { name: 'Cererea a fost trimisă' }).waitFor(WAIT);
      const [partner] = await storedSubmissions(shop.api, 'partner');
      expect(partner?.data).toMatchObject({
        company_name: 'Lemn Nord SRL',
        email: 'vasile.e2e@lemnnord.md',
        activity_type: 'wholesale',
      });
    },
  );

  it(
    'the home partner banner opens the partner form on the dealers page',
    { timeout: 60_000 },
    async () => {
      const page = await browserAt({ width: 360, height: 780 });
      await page.goto(`${shop.baseUrl}/pages/signup-dealers?form=partner`);
      await hydrated(page);
      const dialog = page.getByRole('dialog', { name: 'Devino partener' });
      await dialog.waitFor(WAIT);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ ...WAIT, state: 'detached' });
    },
  );
});

describe('/pages/shops/{slug}', () => {
  it(
    "the video's play button, pressed by keyboard, puts the privacy-mode player in the cover's place",
    { timeout: 60_000 },
    async () => {
      const page = await browserAt({ width: 1280, height: 900 });
      const slug = await firstSlug('/api/pages/shops/?page=1');
      await page.goto(`${shop.baseUrl}/pages/shops/${slug}`);
      await hydrated(page);
      const video = page.locator('[data-slot="video-with-cover"]');
      expect(await video.getAttribute('data-state')).toBe('cover');
      expect(await video.locator('iframe').count()).toBe(0);
      const play = video.getByRole('button', { name: /^Redă videoclipul: / });
      await play.focus();
      await page.keyboard.press('Enter');
      const player = video.locator('iframe');
      await player.waitFor(WAIT);
      expect(await video.getAttribute('data-state')).toBe('playing');
      expect(await play.count()).toBe(0);
      expect(await video.locator('img').count()).toBe(0);
      expect(await player.getAttribute('src')).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1&rel=0$/,
      );
      expect(await focused(player)).toBe(true);
    },
  );
});

describe('/pages/careers', () => {
  it(
    'applies by keyboard with a PDF CV (stored with the submission), and after a failure closes the form, says so and keeps what was typed',
    { timeout: 120_000 },
    async () => {
      const page = await browserAt({ width: 1280, height: 900 });
      await page.goto(`${shop.baseUrl}/pages/careers`);
      await hydrated(page);
      const apply = page.getByRole('button', { name: /^Aplică pentru postul / }).first();
      const title = ((await apply.getAttribute('aria-label')) ?? '').replace(
        'Aplică pentru postul ',
        '',
      );
      await apply.focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('dialog', { name: title });
      await form.waitFor(WAIT);
      const name = form.getByLabel('Nume și prenume');
      await expect.poll(() => focused(name)).toBe(true);

      // Submitted empty: the errors show and the first invalid field has the focus (§5).
      await page.keyboard.press('Enter');
      await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => focused(name)).toBe(true);
      expect(await form.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');

      await page.keyboard.type('Ana Rusu');
      await form.getByLabel('Telefon').focus();
      await page.keyboard.type('69123456');
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      await form.getByLabel('CV').setInputFiles({
        name: 'CV Ana Rusu.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      await form.getByText(/Fișierul ales: CV Ana Rusu\.pdf/).waitFor(WAIT);
      await form.getByRole('checkbox').focus();
      await page.keyboard.press('Space');
      await form.getByRole('button', { name: 'Trimite candidatura' }).focus();
      await page.keyboard.press('Enter');
      const success = page.getByRole('dialog', { name: 'Formularul a fost trimis' });
      await success.waitFor(WAIT);
      await form.waitFor({ ...WAIT, state: 'detached' });

      const db = shop.api.database.db;
      const submission = await db.query.formSubmissions.findFirst({
        where: (row, { eq }) => eq(row.kind, 'vacancy'),
        orderBy: (row, { desc }) => [desc(row.id)],
      });
      expect(submission?.data).toMatchObject({
        name: 'Ana Rusu',
        phone: '+37369123456',
        agreement: true,
      });
      const files = await db.query.formAttachments.findMany({
        where: (row, { eq }) => eq(row.submissionId, submission?.id ?? 0),
      });
      expect(files).toHaveLength(1);
      expect(files[0]?.fileName).toBe('CV Ana Rusu.pdf');
      expect(files[0]?.contentType).toBe('application/pdf');
      expect(files[0]?.content.equals(pdf)).toBe(true);
      await page.keyboard.press('Escape');
      await success.waitFor({ ...WAIT, state: 'detached' });

      // The API away (§8): the form closes, the error modal says so, the values stay.
      await page.route('**/accounts/vacancy-form/**', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ detail: 'service_unavailable' }),
        }),
      );
      await apply.focus();
      await page.keyboard.press('Enter');
      await form.waitFor(WAIT);
      await expect.poll(() => name.inputValue()).toBe('');
      await name.fill('Ion Ceban');
      await form.getByLabel('Telefon').fill('79555010');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Trimite candidatura' }).click();
      const failure = page.getByRole('dialog', { name: 'Ceva nu a mers bine...' });
      await failure.waitFor(WAIT);
      await form.waitFor({ ...WAIT, state: 'detached' });
      await page.keyboard.press('Escape');
      await failure.waitFor({ ...WAIT, state: 'detached' });
      await apply.focus();
      await page.keyboard.press('Enter');
      await form.waitFor(WAIT);
      expect(await name.inputValue()).toBe('Ion Ceban');
      expect(await form.getByRole('checkbox').isChecked()).toBe(true);
    },
  );
});
