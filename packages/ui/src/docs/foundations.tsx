import { BREAKPOINTS, LAYOUT_WIDTHS, SETTINGS_COLOR_KEYS } from '@shop/core/rules';
import { useMemo, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { colourVariable } from '../theme/theme.js';

/**
 * The Foundations pages of Storybook: the design tokens as the browser has them. Names and
 * values are read from the loaded CSS at run time (styles.css through Tailwind), never copied
 * here, so the pages always show what the shop draws with.
 */

/** The custom properties declared on :root by the loaded style sheets, in their order. */
function declaredProperties(prefix: string): string[] {
  const names: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule && /(^|,)\s*:root\b/.test(rule.selectorText)) {
        for (const name of Array.from(rule.style)) {
          if (name.startsWith(prefix) && !names.includes(name)) names.push(name);
        }
      }
      if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) visit(rule.cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      visit(sheet.cssRules);
    } catch {
      // A sheet of another origin cannot be read; the shop's own are same-origin.
    }
  }
  return names;
}

/** A token's computed value on the document (site settings applied at run time included). */
function valueOf(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Calls back when the document's inline style changes (the toolbar's colours, site settings). */
function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
  return () => observer.disconnect();
}

/** Something read from the CSS, read again when the theme changes (compared as JSON). */
function useCss<T>(read: () => T, fallback: T): T {
  const json = useSyncExternalStore(
    subscribeToTheme,
    () => JSON.stringify(read()),
    () => JSON.stringify(fallback),
  );
  return useMemo(() => JSON.parse(json) as T, [json]);
}

/** The tokens of a prefix with their values. */
function useTokens(prefix: string, keep: (name: string) => boolean = () => true) {
  return useCss(
    () =>
      declaredProperties(prefix)
        .filter(keep)
        .map((name) => ({ name, value: valueOf(name) })),
    [] as { name: string; value: string }[],
  );
}

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 16,
};
const mono: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 12 };
const muted: CSSProperties = { ...mono, color: 'var(--shop-color-muted)' };

function Swatch({ name, value, note }: { name: string; value: string; note?: ReactNode }) {
  return (
    <figure style={{ margin: 0 }}>
      <div
        style={{
          height: 56,
          borderRadius: 8,
          background: `var(${name})`,
          border: '1px solid var(--shop-color-line)',
        }}
      />
      <figcaption style={{ marginTop: 6 }}>
        <div style={{ ...mono, fontWeight: 600 }}>{note ?? name}</div>
        {note ? <div style={muted}>{name}</div> : null}
        <div style={muted}>{value || '(not in the built CSS)'}</div>
      </figcaption>
    </figure>
  );
}

/** The Tailwind class part of a colour token: `--shop-color-ink-soft` → `ink-soft`. */
const colourClass = (name: string) => name.replace(/^--shop-color-/, '');

/**
 * The semantic colours (every `--shop-color-*` token but the site-settings ones): the only colours
 * a component may use, as `shop:text-ink`, `shop:bg-surface-muted`, `shop:border-danger-line`…
 */
export function SemanticColours(): ReactNode {
  const tokens = useTokens('--shop-color-', (name) => !name.startsWith('--shop-color-settings-'));
  return (
    <div style={grid}>
      {tokens.map((token) => (
        <Swatch
          key={token.name}
          name={token.name}
          value={token.value}
          note={colourClass(token.name)}
        />
      ))}
    </div>
  );
}

/**
 * The 11 site-settings colours: each shop sets them in its admin (GET /api/site-settings/), and
 * `applySiteSettings` writes them over the defaults of styles.css. Switch "Colours" in the
 * toolbar to see another shop's values.
 */
export function SettingsColours(): ReactNode {
  const values = useCss(
    () =>
      Object.fromEntries(
        SETTINGS_COLOR_KEYS.map((key) => [key, valueOf(colourVariable(key))]),
      ) as Record<string, string>,
    {},
  );
  return (
    <div style={grid}>
      {SETTINGS_COLOR_KEYS.map((key) => (
        <Swatch
          key={key}
          name={colourVariable(key)}
          value={values[key] ?? ''}
          note={`${key} · settings-${colourVariable(key).replace(/^--shop-|-color$/g, '')}`}
        />
      ))}
    </div>
  );
}

const SAMPLE = 'Mașină de găurit cu acumulator · 1 299,00 lei';

/** The type scale: every `--shop-text-*` size with its line height, drawn in the shop's font. */
export function TypeScale(): ReactNode {
  const sizes = useTokens('--shop-text-', (name) => !name.includes('--', 2));
  const families = useTokens('--shop-font-', (name) => !name.startsWith('--shop-font-weight'));
  const weights = useTokens('--shop-font-weight-');
  const pixels = (value: string) => {
    const rem = /^([\d.]+)rem$/.exec(value);
    return rem ? ` · ${String(Number(rem[1]) * 16)} px` : '';
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <div>
        {families.map((token) => (
          <div key={token.name} style={muted}>
            {token.name}: {token.value}
          </div>
        ))}
      </div>
      {[...sizes]
        .sort((a, b) => parseFloat(a.value) - parseFloat(b.value))
        .map((token) => (
          <div key={token.name}>
            <div style={muted}>
              {`shop:text-${token.name.replace(/^--shop-text-/, '')}`} · {token.value}
              {pixels(token.value)} · line height {valueOf(`${token.name}--line-height`) || '—'}
            </div>
            <div
              style={{
                fontSize: `var(${token.name})`,
                lineHeight: `var(${token.name}--line-height)`,
                color: 'var(--shop-color-ink)',
              }}
            >
              {SAMPLE}
            </div>
          </div>
        ))}
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {weights.map((token) => (
          <div key={token.name} style={{ fontWeight: `var(${token.name})` as never }}>
            {`font-${token.name.replace(/^--font-weight-/, '')}`} ({token.value})
          </div>
        ))}
      </div>
    </div>
  );
}

/** The steps of Tailwind's spacing the shop's components use, as multiples of `--shop-spacing`. */
const SPACING_STEPS = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16] as const;

/** The spacing scale (`shop:p-4` is 4 × `--shop-spacing`), the radii and the shadows. */
export function SpacingScale(): ReactNode {
  const base = useCss(() => valueOf('--shop-spacing'), '');
  const radii = useTokens('--shop-radius-');
  const shadows = useTokens('--shop-shadow-');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <div style={muted}>--shop-spacing: {base || '(not in the built CSS)'}</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        {SPACING_STEPS.map((step) => (
          <div key={step} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <div style={{ ...mono, width: 160 }}>
              {`shop:p-${String(step)} · ${String(step * 4)} px`}
            </div>
            <div
              style={{
                height: 16,
                width: `calc(var(--shop-spacing) * ${String(step)})`,
                background: 'var(--shop-color-settings-main)',
              }}
            />
          </div>
        ))}
      </div>
      <div style={grid}>
        {radii.map((token) => (
          <figure key={token.name} style={{ margin: 0 }}>
            <div
              style={{
                height: 56,
                borderRadius: `var(${token.name})`,
                border: '2px solid var(--shop-color-line-strong)',
              }}
            />
            <figcaption style={muted}>
              {`rounded-${token.name.replace(/^--radius-/, '')}`} · {token.value}
            </figcaption>
          </figure>
        ))}
        {shadows.map((token) => (
          <figure key={token.name} style={{ margin: 0 }}>
            <div
              style={{
                height: 56,
                borderRadius: 8,
                boxShadow: `var(${token.name})`,
                background: 'var(--shop-color-white)',
              }}
            />
            <figcaption style={muted}>
              {`shadow-${token.name.replace(/^--shadow-/, '')}`} · {token.value}
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

/** What changes at each width, from core's BREAKPOINTS (the same numbers the views use). */
function changesAt(width: number): string[] {
  const notes: Record<keyof typeof BREAKPOINTS, (w: number) => string | null> = {
    mobile: (w) => (w === BREAKPOINTS.mobile ? 'desktop layout from here (mobile below)' : null),
    footerDesktopAbove: (w) =>
      w === BREAKPOINTS.footerDesktopAbove ? 'footer: desktop layout above this width' : null,
    footerAccordionMax: (w) =>
      w === BREAKPOINTS.footerAccordionMax + 1
        ? 'footer: columns from here (accordion below)'
        : null,
    filterDrawerMax: (w) =>
      w === BREAKPOINTS.filterDrawerMax ? 'filters: drawer up to here, sidebar above' : null,
    panelsFromBottomBelow: (w) =>
      w === BREAKPOINTS.panelsFromBottomBelow
        ? 'panels slide from the side (bottom sheets below)'
        : null,
  };
  return Object.values(notes)
    .map((note) => note(width))
    .filter((note): note is string => note !== null);
}

/**
 * The layout widths of SPEC §9 (core's LAYOUT_WIDTHS), each a Tailwind screen (`bp768:` = 768 px
 * and up) whose value is read from the CSS, and what the shop changes there.
 */
export function Breakpoints(): ReactNode {
  const css = useCss(
    () =>
      Object.fromEntries(
        LAYOUT_WIDTHS.map((width) => [width, valueOf(`--shop-breakpoint-bp${String(width)}`)]),
      ) as Record<number, string>,
    {},
  );
  const widest = Math.max(...LAYOUT_WIDTHS);
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr style={{ textAlign: 'left' }}>
          <th style={{ padding: 6 }}>Width</th>
          <th style={{ padding: 6 }}>Prefix</th>
          <th style={{ padding: 6 }}>In the CSS</th>
          <th style={{ padding: 6, width: '40%' }}>Scale</th>
          <th style={{ padding: 6 }}>What changes</th>
        </tr>
      </thead>
      <tbody>
        {LAYOUT_WIDTHS.map((width) => (
          <tr key={width} style={{ borderTop: '1px solid var(--shop-color-line)' }}>
            <td style={{ padding: 6, ...mono }}>{width} px</td>
            <td style={{ padding: 6, ...mono }}>{`shop:bp${String(width)}:`}</td>
            <td style={{ padding: 6, ...muted }}>{css[width] || '(not in the built CSS)'}</td>
            <td style={{ padding: 6 }}>
              <div
                style={{
                  height: 10,
                  width: `${String((width / widest) * 100)}%`,
                  background: 'var(--shop-color-settings-main)',
                  borderRadius: 4,
                }}
              />
            </td>
            <td style={{ padding: 6 }}>{changesAt(width).join('; ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
