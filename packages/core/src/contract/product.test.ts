import { describe, expect, it } from 'vitest';
import {
  createReviewRequestSchema,
  productDetailSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
  productSearchQuerySchema,
  productsByIdsQuerySchema,
  reviewSchema,
  sizeChartSchema,
  validateProductsRequestSchema,
  validateProductsResponseSchema,
} from './product.js';
import { requestErrors, sampleProduct, sampleReview } from './samples.test-helpers.js';

describe('product', () => {
  it('parses a product as the API sends it, money in lei', () => {
    const product = productSchema.parse(sampleProduct());
    expect(product).toMatchObject({
      id: 1042,
      name: 'Bormașină cu acumulator Bosch GSR 120-LI',
      price: 1299.9,
      promotion_price: 1149,
      price_angro: 1050,
      is_promotion: true,
      brand: { name: 'Bosch' },
      balance: 12,
      balance_angro: 40,
      angro_min_sale_unit: 1,
      angro_sale_qt: 2,
    });
    expect(product.products_units).toEqual([
      { id: 1, name: 'Buc', name_cod: 1, coef: 1 },
      { id: 2, name: 'Set', name_cod: 100, coef: 6 },
    ]);
    expect(product.product_attributes[0]?.titles.title_ru).toBe('Напряжение');
    expect(product.product_attributes[0]?.value.title).toBe('12 V');
    expect(product.parameters[0]?.items.map((item) => item.checked)).toEqual([true, false]);
    expect(product.product_gallery).toEqual([
      { id: 1, image: 'https://cdn.example.md/products/gsr-120-2.jpg', alt: null },
    ]);
    expect(product.seo?.title).toBe('Bormașină Bosch GSR 120-LI');
  });

  it('a minimal product reads with neutral values', () => {
    const product = productSchema.parse({ id: 1, slug: 'cui-50', name: 'Cui 50 mm', price: 2 });
    expect(product).toMatchObject({
      image: null,
      promotion_price: null,
      is_promotion: false,
      price_angro: null,
      brand: null,
      balance: 0,
      balance_angro: 0,
      products_units: [],
      product_attributes: [],
      parameters: [],
      product_gallery: [],
      seo: null,
      real_product_cart_unit: null,
      reviews: [],
      rating: null,
      reviews_count: 0,
    });
  });

  it('keeps a zero promotion price (the rules read it as no promotion)', () => {
    expect(productSchema.parse(sampleProduct({ promotion_price: '0.00' })).promotion_price).toBe(0);
    expect(
      productSchema.parse(sampleProduct({ promotion_price: null })).promotion_price,
    ).toBeNull();
  });

  it('an empty image reads as null (placeholder)', () => {
    expect(productSchema.parse(sampleProduct({ image: '' })).image).toBeNull();
  });

  it('tolerates unknown fields and drops them', () => {
    const product = productSchema.parse({
      ...sampleProduct(),
      warehouse_code: 'W-12',
      brand: { name: 'Bosch', country: 'DE' },
    });
    expect(product).not.toHaveProperty('warehouse_code');
    expect(product.brand).not.toHaveProperty('country');
  });

  it('refuses a product without a price', () => {
    const { price: _price, ...withoutPrice } = sampleProduct();
    expect(productSchema.safeParse(withoutPrice).success).toBe(false);
  });

  it('gallery images may be bare URLs', () => {
    const product = productSchema.parse(sampleProduct({ product_gallery: ['https://cdn/1.jpg'] }));
    expect(product.product_gallery).toEqual([{ image: 'https://cdn/1.jpg', alt: null }]);
  });

  it('a unit without a coefficient counts as one piece', () => {
    const product = productSchema.parse(
      sampleProduct({ products_units: [{ id: 3, name: 'Cutie', name_cod: 200, coef: null }] }),
    );
    expect(product.products_units[0]?.coef).toBe(1);
  });

  it('a page of products', () => {
    const page = productPageSchema.parse({ pages: 2, total: 13, results: [sampleProduct()] });
    expect(page.pages).toBe(2);
    expect(page.results[0]?.price).toBe(1299.9);
  });
});

describe('product page', () => {
  it('parses the product with breadcrumbs, per-star counts and related products', () => {
    const detail = productDetailSchema.parse({
      ...sampleProduct({ description: '<p>Putere mare</p>', rating: 4.5, reviews_count: 3 }),
      reviews: [sampleReview()],
      breadcrumbs: [
        { id: 3, name: 'Scule electrice', slug: 'scule-electrice' },
        { id: 31, name: 'Bormașini', slug: 'bormasini' },
      ],
      rating_distribution: [
        { grade: 5, count: 2 },
        { grade: 4, count: 1 },
      ],
      related: [sampleProduct({ id: 7, slug: 'bormasina-makita' })],
    });
    expect(detail.breadcrumbs.map((step) => step.slug)).toEqual(['scule-electrice', 'bormasini']);
    expect(detail.rating_distribution).toEqual([
      { grade: 5, count: 2 },
      { grade: 4, count: 1 },
      { grade: 3, count: 0 },
      { grade: 2, count: 0 },
      { grade: 1, count: 0 },
    ]);
    expect(detail.related[0]?.id).toBe(7);
    expect(detail.reviews[0]?.initial).toBe('M');
    expect(detail.description).toBe('<p>Putere mare</p>');
  });

  it('a bare product reads as a page without breadcrumbs, reviews or related products', () => {
    const detail = productDetailSchema.parse(sampleProduct());
    expect(detail.breadcrumbs).toEqual([]);
    expect(detail.related).toEqual([]);
    expect(detail.rating_distribution.map((bar) => bar.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it('refuses a grade outside 1..5 in the per-star counts', () => {
    expect(
      productDetailSchema.safeParse({
        ...sampleProduct(),
        rating_distribution: [{ grade: 6, count: 1 }],
      }).success,
    ).toBe(false);
  });
});

describe('size chart', () => {
  const chart = {
    title: 'Bicycle frame sizes',
    note: 'Measure the inside leg barefoot.',
    columns: ['Size', 'Frame', 'Rider height'],
    rows: [
      ['S', '15–16″', '155–165 cm'],
      ['M', '17–18″', '165–178 cm'],
    ],
  };

  it('the product page carries its size chart, the note null when absent', () => {
    const detail = productDetailSchema.parse({ ...sampleProduct(), size_chart: chart });
    expect(detail.size_chart).toEqual(chart);
    const withoutNote = sizeChartSchema.parse({ ...chart, note: undefined });
    expect(withoutNote.note).toBeNull();
  });

  it('an answer without a size chart (or an older one without the key) reads as null', () => {
    expect(
      productDetailSchema.parse({ ...sampleProduct(), size_chart: null }).size_chart,
    ).toBeNull();
    expect(productDetailSchema.parse(sampleProduct()).size_chart).toBeNull();
  });

  it('refuses a row whose cells do not match the headings, and a chart without rows', () => {
    const ragged = sizeChartSchema.safeParse({ ...chart, rows: [['S', '15″']] });
    expect(ragged.success).toBe(false);
    expect(ragged.error?.issues[0]?.path).toEqual(['rows']);
    expect(sizeChartSchema.safeParse({ ...chart, rows: [] }).success).toBe(false);
    expect(sizeChartSchema.safeParse({ ...chart, title: '' }).success).toBe(false);
  });
});

describe('review', () => {
  it('takes the initial from the name when absent', () => {
    expect(reviewSchema.parse(sampleReview())).toMatchObject({ initial: 'M', grade: 5 });
    expect(reviewSchema.parse(sampleReview({ initial: 'I' })).initial).toBe('I');
  });

  it('reads the language a review was written in; unknown or missing is null', () => {
    expect(reviewSchema.parse(sampleReview({ lang: 'ru' })).lang).toBe('ru');
    expect(reviewSchema.parse(sampleReview()).lang).toBeNull();
    expect(reviewSchema.parse(sampleReview({ lang: null })).lang).toBeNull();
    expect(reviewSchema.parse({ ...sampleReview(), lang: 'de' }).lang).toBeNull();
  });

  it('a review request needs a grade of 1 to 5 and a text of 10 to 2000 characters', () => {
    expect(
      requestErrors(createReviewRequestSchema, {
        product: 1042,
        grade: 4,
        text: 'Bună, merge bine de o lună.',
      }),
    ).toBe(undefined);
    expect(
      requestErrors(createReviewRequestSchema, { product: 1042, grade: 1, text: 'Bună' }),
    ).toEqual({ text: { key: 'minLength', params: { min: 10 } } });
    expect(
      requestErrors(createReviewRequestSchema, { product: 1042, grade: 5, text: 'a'.repeat(2001) }),
    ).toEqual({ text: { key: 'maxLength', params: { max: 2000 } } });
    expect(requestErrors(createReviewRequestSchema, { product: 1042, grade: 6, text: '' })).toEqual(
      {
        grade: { key: 'required' },
        text: { key: 'required' },
      },
    );
  });
});

describe('product queries and requests', () => {
  it('listing query: the server reads strings, repeated keys and booleans', () => {
    expect(
      productListQuerySchema.parse({
        page: '2',
        parent_slug: 'scule-electrice',
        is_promotion: 'true',
        price__gte: '100',
        price__lte: '2500',
        brands: ['Bosch', 'Black#Decker'],
        attributes: 'albastru',
        order_by: 'price_asc',
      }),
    ).toEqual({
      page: 2,
      parent_slug: 'scule-electrice',
      is_promotion: true,
      price__gte: 100,
      price__lte: 2500,
      brands: ['Bosch', 'Black&Decker'],
      attributes: ['albastru'],
      order_by: 'price_asc',
    });
  });

  it('home lists: is_top with qt', () => {
    expect(productListQuerySchema.parse({ is_top: 'true', qt: '5' })).toEqual({
      is_top: true,
      qt: 5,
    });
  });

  it('an unknown sort type is refused', () => {
    expect(productListQuerySchema.safeParse({ order_by: 'cheapest' }).success).toBe(false);
  });

  it('search query needs the search text', () => {
    expect(productSearchQuerySchema.parse({ search: 'bormasina', page: 1 })).toEqual({
      search: 'bormasina',
      page: 1,
    });
    expect(productSearchQuerySchema.safeParse({ page: 1 }).success).toBe(false);
  });

  it('brand names arrive with & as # and are read back with &', () => {
    expect(productListQuerySchema.parse({ brands: ['Black#Decker', 'Bosch'] }).brands).toEqual([
      'Black&Decker',
      'Bosch',
    ]);
  });

  it('products by ids', () => {
    expect(productsByIdsQuerySchema.parse({ products_ids: ['1', '2'] })).toEqual({
      products_ids: [1, 2],
    });
  });

  it('validate-products: ids in, fresh products and invalid ids out', () => {
    expect(requestErrors(validateProductsRequestSchema, { product_ids: [1042, 7] })).toBe(
      undefined,
    );
    expect(requestErrors(validateProductsRequestSchema, { product_ids: ['x'] })).toEqual({
      'product_ids.0': { key: 'required' },
    });
    expect(
      validateProductsResponseSchema.parse({ products: [sampleProduct()], invalid_ids: [7] }),
    ).toMatchObject({ products: [{ id: 1042 }], invalid_ids: [7] });
    expect(validateProductsResponseSchema.parse([sampleProduct()])).toMatchObject({
      products: [{ id: 1042 }],
      invalid_ids: [],
    });
  });
});
