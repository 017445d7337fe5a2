import { Outlet } from 'react-router';

/** The sales layout (SPEC §2: a background image with a dark overlay behind the page). */
export default function SalesLayout() {
  return (
    <div data-layout="sales" className="flex flex-col gap-6">
      <Outlet />
    </div>
  );
}
