export {
  ProductAttributes,
  productAttributesGridVariants,
  productAttributesVariants,
  ProductDescription,
  productDescriptionVariants,
} from './product-attributes.js';
export type {
  AttributeRow,
  ProductAttributesProps,
  ProductDescriptionProps,
} from './product-attributes.js';
