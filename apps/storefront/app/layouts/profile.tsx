import { Outlet } from 'react-router';

/** The profile layout (SPEC §2): tabs and logout arrive with accounts; until then its pages show their heading. */
export default function ProfileLayout() {
  return (
    <div data-layout="profile" className="flex flex-col gap-6">
      <Outlet />
    </div>
  );
}
