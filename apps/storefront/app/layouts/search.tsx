import { Outlet } from 'react-router';

/** The search layout (SPEC §2): the search results page. */
export default function SearchLayout() {
  return (
    <div data-layout="search" className="shop:flex shop:flex-col shop:gap-6">
      <Outlet />
    </div>
  );
}
