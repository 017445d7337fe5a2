import type { ReactNode } from 'react';

type IconProps = { className?: string };

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Svg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      {children}
    </svg>
  );
}

function Facebook({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path
        fill="currentColor"
        d="M13.4 21v-7.4h2.5l.4-2.9h-2.9V8.9c0-.8.3-1.4 1.5-1.4H16.4V4.9a20 20 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2H7.8v2.9h2.5V21z"
      />
    </Svg>
  );
}

function Instagram({ className }: IconProps) {
  return (
    <Svg className={className}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" {...stroke} />
      <circle cx="12" cy="12" r="4" {...stroke} />
      <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" />
    </Svg>
  );
}

function YouTube({ className }: IconProps) {
  return (
    <Svg className={className}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" {...stroke} />
      <path d="M10 9v6l5-3z" fill="currentColor" />
    </Svg>
  );
}

function TikTok({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M13 3.5v11.3a3.3 3.3 0 1 1-3.3-3.3M13 3.5c.4 2.6 2.2 4.3 4.8 4.5" {...stroke} />
    </Svg>
  );
}

function Telegram({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M21 4 3 11l6 2.2M21 4l-3 16-6.5-5M21 4 9 13.2v5.3l2.5-3.5" {...stroke} />
    </Svg>
  );
}

function Viber({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path
        d="M12 3c4.8 0 8 2.4 8 7.6 0 5.3-3.2 7.6-8 7.6l-3 2.8v-3.3c-2.9-1-5-3.2-5-7.1C4 5.4 7.2 3 12 3z"
        {...stroke}
      />
      <path
        d="M9.5 7.5c-.8.6-.6 1.9.6 3.4s2.7 2.4 3.5 1.8l.7-.7-1.6-1.2-.7.5-1.6-1.6.5-.7-1.1-1.6z"
        fill="currentColor"
      />
    </Svg>
  );
}

function LinkedIn({ className }: IconProps) {
  return (
    <Svg className={className}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" {...stroke} />
      <path
        d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13c0-1.6 1-2.6 2.3-2.6s2.2.9 2.2 2.6V16"
        {...stroke}
      />
    </Svg>
  );
}

function XMark({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M4 4l16 16M20 4 4 20" {...stroke} />
    </Svg>
  );
}

function Globe({ className }: IconProps) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="12" r="8.5" {...stroke} />
      <path
        d="M3.5 12h17M12 3.5c2.4 2.4 3.5 5.2 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.2-3.5-8.5s1.1-6.1 3.5-8.5z"
        {...stroke}
      />
    </Svg>
  );
}

/**
 * Networks the footer knows, keyed as SocialLink.network sends them (lower case). Names are
 * brand names, the same in every language, so they are not in the catalogues.
 */
export const SOCIAL_NETWORKS: Readonly<
  Record<string, { name: string; Icon: (props: IconProps) => ReactNode }>
> = {
  facebook: { name: 'Facebook', Icon: Facebook },
  instagram: { name: 'Instagram', Icon: Instagram },
  youtube: { name: 'YouTube', Icon: YouTube },
  tiktok: { name: 'TikTok', Icon: TikTok },
  telegram: { name: 'Telegram', Icon: Telegram },
  viber: { name: 'Viber', Icon: Viber },
  linkedin: { name: 'LinkedIn', Icon: LinkedIn },
  x: { name: 'X', Icon: XMark },
  twitter: { name: 'X', Icon: XMark },
};

/** A network's display name and icon; an unknown one shows its own name with a globe. */
export function socialNetwork(network: string): {
  name: string;
  Icon: (props: IconProps) => ReactNode;
} {
  const known = SOCIAL_NETWORKS[network.trim().toLowerCase()];
  if (known) return known;
  const name = network.trim();
  return { name: name.charAt(0).toUpperCase() + name.slice(1), Icon: Globe };
}
