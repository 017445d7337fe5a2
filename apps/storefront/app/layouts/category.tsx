import { Outlet } from 'react-router';

/** The category layout (SPEC §2): catalogue listings and the category page. */
export default function CategoryLayout() {
  return (
    <div data-layout="category" className="shop:flex shop:flex-col shop:gap-6">
      <Outlet />
    </div>
  );
}
