import { Outlet } from 'react-router';

/** The main page's layout (SPEC §2: home, with timed promotional popups — the popups come later). */
export default function MainLayout() {
  return (
    <div data-layout="main" className="shop:flex shop:flex-col shop:gap-6">
      <Outlet />
    </div>
  );
}
