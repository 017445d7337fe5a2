import type { ProductDetail } from '@shop/core/contract';
import { Breadcrumbs, Price, useT } from '@shop/ui';

export interface ProductPageProps {
  product: ProductDetail;
}

/** /pages/product/{slug} (SPEC §2 "Product page"). */
export function ProductPage({ product }: ProductPageProps) {
  const { t } = useT();
  return (
    <article className="flex flex-col gap-4">
      <Breadcrumbs
        items={[
          { label: t('pageTitle.home'), href: '/' },
          ...product.breadcrumbs.map((crumb) => ({
            label: crumb.name,
            href: `/pages/catalog/${crumb.slug}`,
          })),
          { label: product.name },
        ]}
      />
      <h1 className="text-3xl font-semibold">{product.name}</h1>
      <Price price={Math.round(product.price * 100)} />
    </article>
  );
}
