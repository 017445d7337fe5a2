import { Outlet } from 'react-router';

/** The default layout (SPEC §2): product pages and the content pages. */
export default function DefaultLayout() {
  return (
    <div data-layout="default" className="shop:flex shop:flex-col shop:gap-6">
      <Outlet />
    </div>
  );
}
