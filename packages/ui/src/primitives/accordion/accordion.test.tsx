// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactsAccordionExample, FooterAccordionExample } from './accordion.examples.js';

afterEach(cleanup);

describe('Accordion', () => {
  it('single: opens one section at a time and can close it', async () => {
    const user = userEvent.setup();
    render(<FooterAccordionExample />);
    const company = screen.getByRole('button', { name: 'Compania' });
    const service = screen.getByRole('button', { name: 'Serviciul clienți' });
    expect(company).toHaveAttribute('aria-expanded', 'false');
    await user.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Compania' })).toHaveTextContent('Despre noi');
    await user.click(service);
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(service).toHaveAttribute('aria-expanded', 'true');
    await user.click(service);
    expect(service).toHaveAttribute('aria-expanded', 'false');
  });

  it('multiple: keeps several sections open', async () => {
    const user = userEvent.setup();
    render(<ContactsAccordionExample defaultValue={['chisinau']} />);
    await user.click(screen.getByRole('button', { name: /Bălți/ }));
    expect(screen.getByRole('button', { name: /Chișinău/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /Bălți/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Cahul/ })).toBeDisabled();
  });

  it('moves between headers with arrow keys, Home and End; Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(<FooterAccordionExample />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Compania' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const service = screen.getByRole('button', { name: 'Serviciul clienți' });
    expect(service).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(service).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(service).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Categorii' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Compania' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Categorii' })).toHaveFocus();
  });

  it('headers are headings (level 3)', () => {
    render(<FooterAccordionExample />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <FooterAccordionExample defaultValue="company" />
        <ContactsAccordionExample defaultValue={['balti']} />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
