import type { ProductDetail } from '@shop/core/contract';
import {
  Breadcrumbs,
  ProductAttributes,
  ProductDescription,
  ProductGallery,
  ProductGrid,
  ProductReviews,
  ProductSummary,
  useLocale,
  useT,
} from '@shop/ui';
import { catalogPath, localizePath, PATHS, productPath } from '@shop/core/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLastSeen } from '../hooks/use-last-seen.js';

export interface ProductPageProps {
  product: ProductDetail;
}

/**
 * /pages/product/{slug} (SPEC §2 "Product page"): gallery, summary (stock, brand, rating, size
 * and feature choices, price, quantity), attributes, description, reviews and the last-seen list.
 * The cart and favourite buttons arrive with their issues.
 */
export function ProductPage({ product }: ProductPageProps) {
  const { t } = useT();
  const locale = useLocale();
  const [quantity, setQuantity] = useState(1);
  const navigate = useNavigate();
  const lastSeen = useLastSeen(product.id, locale);
  return (
    <article className="flex flex-col gap-8">
      <Breadcrumbs
        items={[
          { label: t('pageTitle.home'), href: PATHS.home },
          ...product.breadcrumbs.map((crumb) => ({
            label: crumb.name,
            href: catalogPath(crumb.slug),
          })),
          { label: product.name },
        ]}
      />
      <div className="grid gap-8 bp1024:grid-cols-2">
        <ProductGallery product={product} />
        <ProductSummary
          product={product}
          quantity={quantity}
          onQuantityChange={setQuantity}
          // Each size or feature is a product of its own (SPEC §2): choosing one opens it.
          onSelect={(_group, item) => {
            if (item.slug && item.slug !== product.slug) {
              void navigate(localizePath(productPath(item.slug), locale));
            }
          }}
        />
      </div>
      <ProductAttributes attributes={product.product_attributes} />
      <ProductDescription description={product.description} />
      <ProductReviews product={product} />
      {lastSeen.length ? (
        <section className="flex flex-col gap-4">
          <h2 className="text-2xl font-semibold">{t('lastSeen.title')}</h2>
          <ProductGrid products={lastSeen} columns={4} />
        </section>
      ) : null}
    </article>
  );
}
