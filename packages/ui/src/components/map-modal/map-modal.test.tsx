// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_SHOP } from './examples/map-modal.examples.js';
import { MapModal } from './map-modal.js';

afterEach(cleanup);

describe('MapModal', () => {
  it('is titled with the shop, holds its map and a link to the full map in a new tab', async () => {
    render(<MapModal shop={MAP_SHOP} open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'str. Ismail 98' });
    expect(within(dialog).getByTitle('Harta: str. Ismail 98')).toHaveAttribute(
      'src',
      '/samples/map.html',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Deschide harta într-o filă nouă' }),
    ).toHaveAttribute('target', '_blank');
    expect((await axe.run(dialog, { iframes: false })).violations).toEqual([]);
  });

  it('asks to close by Escape and by its close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<MapModal shop={MAP_SHOP} open onOpenChange={onOpenChange} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.click(screen.getByRole('button', { name: /Închide/ }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('draws nothing while closed', () => {
    render(<MapModal shop={MAP_SHOP} open={false} onOpenChange={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
