import { useState } from 'react';
import { catalogueCategories } from '../../catalogue-menu/examples/catalogue-menu.examples.js';
import { MobileCatalogue, type MobileCatalogueProps } from '../mobile-catalogue.js';

export { catalogueCategories };

/** Drilled into 'Scule electrice' (id 1). */
export const toolsLevel = { depth: 1, categoryId: 1 } as const;
/** Drilled into 'Scule electrice' › 'Accesorii pentru scule', which has six children. */
export const accessoriesLevel = {
  depth: 2,
  categoryId: 1,
  subcategoryId:
    catalogueCategories[0]?.category_in_subcategory.find(
      (subcategory) => subcategory.slug === 'accesorii-pentru-scule',
    )?.id ?? 0,
} as const;

export interface MobileCatalogueExampleProps extends Partial<
  Omit<MobileCatalogueProps, 'open' | 'onOpenChange'>
> {
  /** Open at first render. @default true */
  defaultOpen?: boolean;
  /** Called whenever the panel asks to open or close. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The panel as the mobile bottom bar uses it: a catalogue button opens it, the bar holds the
 * open state. The button's label is sample content (the bar has its own).
 */
export function MobileCatalogueExample({
  defaultOpen = true,
  onOpenChange,
  categories = catalogueCategories,
  ...props
}: MobileCatalogueExampleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <div className="shop:min-h-screen shop:p-4">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => change(true)}
        className="shop:rounded-md shop:bg-settings-buttons-bg shop:px-4 shop:py-2 shop:font-medium shop:text-settings-buttons shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
      >
        Catalog
      </button>
      <MobileCatalogue categories={categories} open={open} onOpenChange={change} {...props} />
    </div>
  );
}
