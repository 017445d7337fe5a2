import type { Popup } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { useT } from '../../../i18n/index.js';
import { svgDocument } from '../../../icons/svg-document.js';
import { PopupChain, type PopupChainProps } from '../popup-chain.container.js';
import { popupChainMachine } from '../popup-chain.machine.js';
import { PromoPopup, type PromoPopupProps } from '../promo-popup.js';

/**
 * Sample popups (as GET /api/popups/items answers them, the description already sanitised) and
 * the page behind them, shared by the stories and the tests. Titles and texts are sample
 * content from the API, not catalogue strings.
 */

const picture = (from: string, to: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    svgDocument(
      'width="600" height="400" viewBox="0 0 600 400"',
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/><circle cx="500" cy="80" r="120" fill="#ffffff" opacity=".18"/><circle cx="90" cy="360" r="110" fill="#ffffff" opacity=".12"/><text x="300" y="250" text-anchor="middle" font-family="sans-serif" font-size="150" font-weight="700" fill="#ffffff" opacity=".9">${text}</text>`,
    ),
  )}`;

/** A sale: picture, a description with bold text, a red link button. */
export const SALE_POPUP: Popup = {
  id: 1,
  title: 'Reduceri de până la -30%',
  image: picture('#e30613', '#8c0a10', '-30%'),
  description:
    '<p>Sute de produse pentru casă și grădină la prețuri reduse. <strong>Oferta este valabilă în limita stocului disponibil.</strong></p>',
  inactive_time: 5,
  active_time: 15,
  link: { title: 'Vezi ofertele', url: '/pages/sales', bg_color: '#e30613', text_color: '#ffffff' },
};

/** Free delivery: a dark button with yellow text. */
export const DELIVERY_POPUP: Popup = {
  id: 2,
  title: 'Livrare gratuită de la 500 lei',
  image: picture('#1b1f2a', '#3b4256', '500'),
  description:
    '<p>Comandă produse de peste 500 lei și livrarea în toată Moldova este din partea noastră.</p>',
  inactive_time: 10,
  active_time: 20,
  link: {
    title: 'Detalii despre livrare',
    url: '/pages/delivery',
    bg_color: '#1b1f2a',
    text_color: '#ffd400',
  },
};

/** Text only: no picture, no link. */
export const TEXT_POPUP: Popup = {
  id: 3,
  title: 'Abonează-te la noutăți',
  image: null,
  description: '<p>Primește primul ofertele săptămânii.</p>',
  inactive_time: 30,
  active_time: 10,
  link: null,
};

/** A long text with a list and a link, which scrolls inside the card on a short screen. */
export const LONG_POPUP: Popup = {
  id: 4,
  title: 'Săptămâna grădinii: unelte, semințe și mobilier de exterior la prețuri speciale',
  image: picture('#15803d', '#0b4d26', '%'),
  description:
    '<p>Pregătiți grădina pentru sezonul următor:</p><ul><li>foarfece și fierăstraie de grădină;</li><li>semințe și îngrășăminte;</li><li>mobilier și umbrele de exterior.</li></ul><p>Detalii în <a href="/pages/regulament/gradina">regulamentul campaniei</a>.</p>',
  inactive_time: 0,
  active_time: 30,
  link: {
    title: 'Vezi produsele pentru grădină',
    url: '/pages/catalog/gradina',
    bg_color: '#15803d',
    text_color: '#ffffff',
  },
};

/** An editor's colours that are not colours: the button keeps the theme's. */
export const ODD_COLOURS_POPUP: Popup = {
  ...DELIVERY_POPUP,
  id: 5,
  link: {
    title: 'Detalii despre livrare',
    url: '/pages/delivery',
    bg_color: 'red; background: url(https://example.com/x)',
    text_color: '',
  },
};

/** The popups of the wired example, in chain order. */
export const SAMPLE_POPUPS: readonly Popup[] = [SALE_POPUP, DELIVERY_POPUP, TEXT_POPUP];

/** The visible states of the popup, each a story and a test. */
export const PROMO_POPUP_STATES = {
  sale: SALE_POPUP,
  delivery: DELIVERY_POPUP,
  textOnly: TEXT_POPUP,
  longText: LONG_POPUP,
  oddColours: ODD_COLOURS_POPUP,
} as const satisfies Record<string, Popup>;
export type PromoPopupState = keyof typeof PROMO_POPUP_STATES;

/** A home page behind the popup, with a search box to type in while it shows. */
export function PageBehind({ children }: { children?: ReactNode }): ReactNode {
  const { t } = useT();
  return (
    <div className="shop:min-h-screen shop:bg-surface-muted shop:pb-16 shop:bp768:pb-0">
      <div className="shop:mx-auto shop:max-w-[1280px] shop:space-y-4 shop:p-4">
        <input
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          className="shop:h-10 shop:w-full shop:max-w-md shop:rounded-md shop:border shop:border-line shop:bg-white shop:px-3"
        />
        <div className="shop:h-48 shop:rounded-lg shop:bg-white shop:shadow-sm" />
        <div className="shop:grid shop:grid-cols-2 shop:gap-4 shop:bp768:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="shop:h-40 shop:rounded-md shop:bg-white shop:shadow-sm" />
          ))}
        </div>
      </div>
      {children}
    </div>
  );
}

export type PromoPopupExampleProps = { state: PromoPopupState } & Partial<PromoPopupProps>;

/** The popup in a state, over the page, without motion. */
export function PromoPopupExample({ state, ...props }: PromoPopupExampleProps): ReactNode {
  return (
    <PageBehind>
      <PromoPopup popup={PROMO_POPUP_STATES[state]} animated={false} {...props} />
    </PageBehind>
  );
}

export interface PopupChainExampleProps extends Omit<PopupChainProps, 'machine'> {
  /** The popups the stand-in API answers. @default SAMPLE_POPUPS */
  popups?: readonly Popup[];
  /** The popups cookie is set: nothing is fetched. @default false */
  seen?: boolean;
  /** The stand-in API fails. @default false */
  fail?: boolean;
  /** Hears each fetch and cookie write (tests count them). */
  onCall?: (call: 'load' | 'remember') => void;
}

/**
 * The wired chain with a stand-in for the API and the cookie (kept in memory), over the page.
 */
export function PopupChainExample({
  popups = SAMPLE_POPUPS,
  seen = false,
  fail = false,
  onCall,
  animated = false,
  ...props
}: PopupChainExampleProps): ReactNode {
  const machine = popupChainMachine.provide({
    actors: {
      popupsSeen: fromPromise(async () => seen),
      loadPopups: fromPromise(async () => {
        onCall?.('load');
        if (fail) throw new Error('the stand-in refuses');
        return popups;
      }),
      rememberPopups: fromPromise(async () => {
        onCall?.('remember');
      }),
    },
    actions: { logError: () => undefined },
  });
  return (
    <PageBehind>
      <PopupChain machine={machine} animated={animated} {...props} />
    </PageBehind>
  );
}
