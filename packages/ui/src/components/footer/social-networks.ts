import type { ReactNode } from 'react';
import {
  FacebookIcon,
  GlobeIcon,
  InstagramIcon,
  LinkedInIcon,
  TelegramIcon,
  TikTokIcon,
  ViberIcon,
  XLogoIcon,
  YouTubeIcon,
  type IconProps,
} from '../../icons/index.js';

type NetworkIcon = (props: IconProps) => ReactNode;

/**
 * Networks the footer knows, keyed as SocialLink.network sends them (lower case). Names are
 * brand names, the same in every language, so they are not in the catalogues.
 */
export const SOCIAL_NETWORKS: Readonly<Record<string, { name: string; Icon: NetworkIcon }>> = {
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  youtube: { name: 'YouTube', Icon: YouTubeIcon },
  tiktok: { name: 'TikTok', Icon: TikTokIcon },
  telegram: { name: 'Telegram', Icon: TelegramIcon },
  viber: { name: 'Viber', Icon: ViberIcon },
  linkedin: { name: 'LinkedIn', Icon: LinkedInIcon },
  x: { name: 'X', Icon: XLogoIcon },
  twitter: { name: 'X', Icon: XLogoIcon },
};

/** A network's display name and icon; an unknown one shows its own name with a globe. */
export function socialNetwork(network: string): { name: string; Icon: NetworkIcon } {
  const known = SOCIAL_NETWORKS[network.trim().toLowerCase()];
  if (known) return known;
  const name = network.trim();
  return { name: name.charAt(0).toUpperCase() + name.slice(1), Icon: GlobeIcon };
}
