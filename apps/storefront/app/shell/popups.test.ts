import type { Popup } from '@shop/core/contract';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  cookieValueOf,
  popupChainMachineFor,
  popupsCookie,
  type PopupsEnvironment,
} from './popups.js';

const POPUP = {
  id: 1,
  title: 'Up to 30% off',
  description: null,
  image: null,
  inactive_time: 5,
  active_time: 15,
} as unknown as Popup;

/** A browser with a cookie jar and a popups call that counts. */
function fakeBrowser(cookies = '') {
  const jar = { cookies, written: [] as string[], loads: 0 };
  const env: PopupsEnvironment = {
    readCookies: () => jar.cookies,
    writeCookie: (cookie) => {
      jar.written.push(cookie);
      jar.cookies = `${jar.cookies}; ${cookie.split(';')[0] ?? ''}`;
    },
    https: false,
    loadPopups: async () => {
      jar.loads += 1;
      return [POPUP];
    },
  };
  return { jar, env };
}

describe('the popup chain in the storefront (SPEC §4 "Popups")', () => {
  it('fetches the popups without the cookie, then writes it for 3 hours', async () => {
    const { jar, env } = fakeBrowser('locale=en');
    const actor = createActor(popupChainMachineFor('en', env)).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ chain: 'waiting' }));
    expect(jar.loads).toBe(1);
    expect(jar.written).toEqual(['popups_shown=1; Max-Age=10800; Path=/; SameSite=Lax']);
    expect(actor.getSnapshot().context.turns).toHaveLength(1);
    actor.stop();
  });

  it('fetches nothing while the cookie is there (another page within 3 hours)', async () => {
    const { jar, env } = fakeBrowser('locale=en; popups_shown=1');
    const actor = createActor(popupChainMachineFor('en', env)).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(jar.loads).toBe(0);
    expect(jar.written).toEqual([]);
  });

  it('reads cookies by their exact name and marks the cookie Secure over https', () => {
    expect(cookieValueOf('a=1; popups_shown=1; b=2', 'popups_shown')).toBe('1');
    expect(cookieValueOf('xpopups_shown=1', 'popups_shown')).toBeNull();
    expect(popupsCookie(true)).toBe('popups_shown=1; Max-Age=10800; Path=/; SameSite=Lax; Secure');
  });
});
