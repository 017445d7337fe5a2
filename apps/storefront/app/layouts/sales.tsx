import { Outlet } from 'react-router';

/**
 * The sales layout (SPEC §2). Its background image with the dark overlay is the sale's own
 * picture, so the page draws it in its banner (SalesBanner) from the page's data.
 */
export default function SalesLayout() {
  return (
    <div data-layout="sales" className="shop:flex shop:flex-col shop:gap-6">
      <Outlet />
    </div>
  );
}
