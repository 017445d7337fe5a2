import type { ProductAttribute } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { SAMPLE_PRODUCT } from '../../product-summary/examples/sample-product.js';
import {
  ProductAttributes,
  ProductDescription,
  type ProductAttributesProps,
  type ProductDescriptionProps,
} from '../product-attributes.js';

/** The sample drill's 14 attributes: 9 show, 5 wait behind 'show more'. */
export const ATTRIBUTES: readonly ProductAttribute[] = SAMPLE_PRODUCT.product_attributes;

/** Six attributes: everything fits, no button. */
export const FEW_ATTRIBUTES: readonly ProductAttribute[] = ATTRIBUTES.slice(0, 6);

/** Titles the server left empty in some languages: Romanian stands in for them. */
export const PARTLY_TRANSLATED_ATTRIBUTES: readonly ProductAttribute[] = [
  {
    titles: { title_ro: 'Culoare', title_ru: '', title_en: '' },
    value: { title: 'Albastru' },
  },
  {
    titles: { title_ro: 'Material carcasă', title_ru: 'Материал корпуса', title_en: '' },
    value: { title: 'Plastic armat cu fibră de sticlă' },
  },
  {
    titles: { title_ro: '', title_ru: '', title_en: '' },
    value: { title: 'Fără titlu: nu se afișează' },
  },
];

/** The HTML description the API sends for the drill. */
export const HTML_DESCRIPTION = SAMPLE_PRODUCT.description;

/** A description typed without markup: blank lines make paragraphs. */
export const PLAIN_DESCRIPTION =
  'Bormașina are un motor de 600 W și reversare.\nMânerul suplimentar se rotește la 360°.\n\nSe livrează într-o valiză de plastic, cu cheie pentru mandrină.';

/** The attributes block at the page's content width. */
export function ProductAttributesExample({
  attributes = ATTRIBUTES,
  ...props
}: Partial<ProductAttributesProps>): ReactNode {
  return <ProductAttributes className="shop:max-w-[1200px]" attributes={attributes} {...props} />;
}

/** The description block at the page's content width. */
export function ProductDescriptionExample({
  description = HTML_DESCRIPTION,
  ...props
}: Partial<ProductDescriptionProps>): ReactNode {
  return (
    <ProductDescription className="shop:max-w-[1200px]" description={description} {...props} />
  );
}
