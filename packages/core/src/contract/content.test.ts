import { describe, expect, it } from 'vitest';
import {
  blogArticlePageSchema,
  blogArticleSchema,
  brandSlidesResponseSchema,
  categorySlidesResponseSchema,
  footerPageSchema,
  homeFeaturesResponseSchema,
  homeSlidesResponseSchema,
  partnerBannerSchema,
  popupSchema,
  popupsResponseSchema,
  productOfTheDaySchema,
  promotionPageSchema,
  promotionSchema,
  regulationPageSchema,
  salesPageSchema,
  salesQuerySchema,
} from './content.js';
import {
  sampleArticle,
  sampleBrandSlide,
  sampleCategorySlide,
  sampleHomeSlide,
  samplePopup,
  sampleProduct,
  samplePromotion,
  sampleRegulation,
  sampleSalesPage,
} from './samples.test-helpers.js';

describe('popups', () => {
  it('parses the timings in seconds and the link', () => {
    expect(popupSchema.parse(samplePopup())).toMatchObject({
      inactive_time: 5,
      active_time: 20,
      link: { title: 'Vezi oferta', bg_color: '#e11d48', text_color: '#ffffff' },
    });
  });

  it('missing or negative times read as 0, a missing link as null', () => {
    expect(
      popupSchema.parse({ id: 2, title: 'Livrare gratuită', inactive_time: -3, link: null }),
    ).toMatchObject({ inactive_time: 0, active_time: 0, link: null, image: null, description: '' });
  });

  it('the list tolerates unknown fields', () => {
    const [popup] = popupsResponseSchema.parse([{ ...samplePopup(), priority: 1 }]);
    expect(popup).not.toHaveProperty('priority');
  });
});

describe('home sliders', () => {
  it('slides, category cards and brands', () => {
    expect(homeSlidesResponseSchema.parse([sampleHomeSlide()])[0]?.button_text).toBe(
      'Cumpără acum',
    );
    expect(categorySlidesResponseSchema.parse([sampleCategorySlide()])[0]?.slug).toBe(
      'scule-electrice',
    );
    expect(brandSlidesResponseSchema.parse({ results: [sampleBrandSlide()] })[0]?.name).toBe(
      'Bosch',
    );
  });
});

describe('home blocks', () => {
  it('the product of the day with the instant its day ends', () => {
    const answer = { product: sampleProduct(), ends_at: '2025-03-10T22:00:00.000Z' };
    expect(productOfTheDaySchema.parse(answer).product.slug).toBe(sampleProduct().slug);
    expect(
      productOfTheDaySchema.parse({ ...answer, ends_at: '2025-03-11T00:00:00+02:00' }),
    ).toBeTruthy();
    expect(productOfTheDaySchema.safeParse({ ...answer, ends_at: '2025-03-10' }).success).toBe(
      false,
    );
    expect(productOfTheDaySchema.safeParse({ ends_at: answer.ends_at }).success).toBe(false);
  });

  it('features: an icon key, a title and a text; a bare list or results', () => {
    const feature = { id: 1, icon: 'returns', title: 'Retur în 14 zile', text: null };
    expect(homeFeaturesResponseSchema.parse([feature])).toEqual([
      { id: 1, icon: 'returns', title: 'Retur în 14 zile', text: '', url: null },
    ]);
    expect(
      homeFeaturesResponseSchema.parse({ results: [{ ...feature, icon: null }] })[0]?.icon,
    ).toBe('');
  });

  it('the partner banner: the title is required, the rest may be missing', () => {
    expect(partnerBannerSchema.parse({ title: 'Deveniți partener' })).toEqual({
      title: 'Deveniți partener',
      text: '',
      image: null,
      button_text: null,
      url: null,
    });
    expect(partnerBannerSchema.safeParse({ text: 'x' }).success).toBe(false);
  });
});

describe('blog', () => {
  it('an article with its category', () => {
    const article = blogArticleSchema.parse(sampleArticle());
    expect(article).toMatchObject({
      title: 'Cum alegi o bormașină',
      category: { slug: 'sfaturi' },
    });
    expect(article.seo).toBeNull();
  });

  it('a page of articles, or the bare preview list', () => {
    expect(
      blogArticlePageSchema.parse({ pages: 3, total: 14, results: [sampleArticle()] }).pages,
    ).toBe(3);
    expect(blogArticlePageSchema.parse([sampleArticle(), sampleArticle({ id: 13 })]).total).toBe(2);
  });
});

describe('promotions and regulations', () => {
  it('a promotion page with tabs and a button', () => {
    const promotion = promotionSchema.parse(samplePromotion());
    expect(promotion.tabs[0]?.title).toBe('Condiții');
    expect(promotion.button).toEqual({ title: 'Vezi produsele', url: '/pages/sales' });
  });

  it('a promotion card without tabs or button', () => {
    const card = promotionSchema.parse({ id: 5, slug: 'black-friday', title: 'Black Friday' });
    expect(card).toMatchObject({
      tabs: [],
      button: null,
      banner: null,
      description: '',
      end_date: null,
      // An answer from before the promotions' products reads as a promotion without any.
      products: [],
    });
  });

  it("a promotion page with its products, as the product contract's cards", () => {
    const promotion = promotionSchema.parse(samplePromotion({ products: [sampleProduct()] }));
    expect(promotion.products).toHaveLength(1);
    expect(promotion.products[0]?.slug).toBe(sampleProduct().slug);
  });

  it('a promotion with its first and last day', () => {
    expect(
      promotionSchema.parse(samplePromotion({ date: '2025-03-01', end_date: '2025-03-31' })),
    ).toMatchObject({ date: '2025-03-01', end_date: '2025-03-31' });
  });

  it('paginated lists', () => {
    expect(
      promotionPageSchema.parse({ pages: 1, total: 1, results: [samplePromotion()] }).total,
    ).toBe(1);
    expect(
      regulationPageSchema.parse({ pages: 1, total: 1, results: [sampleRegulation()] }).results[0]
        ?.title,
    ).toBe('Regulamentul campaniei de primăvară');
  });
});

describe('sales page', () => {
  it('results.products and results.page_content', () => {
    const page = salesPageSchema.parse(sampleSalesPage());
    expect(page.results.products[0]?.promotion_price).toBe(1149);
    expect(page.results.page_content).toEqual({
      background_image: 'https://cdn.example.md/sales/bg.jpg',
      sale_categories: [{ id: 3, name: 'Scule electrice', slug: 'scule-electrice' }],
      title: null,
      end_date: null,
    });
    expect(page).toMatchObject({ pages: 3, total: 25 });
  });

  it('refuses a sales answer without page_content', () => {
    expect(salesPageSchema.safeParse({ results: { products: [] } }).success).toBe(false);
  });

  it('query: page and category', () => {
    expect(salesQuerySchema.parse({ page: '2', category_slug: 'scule-electrice' })).toEqual({
      page: 2,
      category_slug: 'scule-electrice',
    });
  });
});

describe('footer pages', () => {
  it('a client-service page with its HTML content', () => {
    expect(
      footerPageSchema.parse({
        id: 1,
        slug: 'garantie-retur',
        title: 'Garanție și retur',
        content: '<p>Returul se face în 14 zile.</p>',
        group: 'client_service',
      }),
    ).toEqual({
      id: 1,
      slug: 'garantie-retur',
      title: 'Garanție și retur',
      content: '<p>Returul se face în 14 zile.</p>',
    });
  });

  it('missing content reads as empty; a page needs its slug and title', () => {
    expect(footerPageSchema.parse({ id: 2, slug: 'terms', title: 'Terms' }).content).toBe('');
    expect(footerPageSchema.safeParse({ id: 2, title: 'Terms' }).success).toBe(false);
  });
});
