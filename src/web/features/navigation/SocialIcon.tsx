import type { SocialLink } from '../../../domain/contract/content';

/** A small line mark for each social network the settings may list (decorative: its link carries the name). */
export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  const common = { 'aria-hidden': true, viewBox: '0 0 24 24', width: 18, height: 18, fill: 'none', stroke: 'currentColor', strokeWidth: 1.4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  switch (network) {
    case 'facebook':
      return (
        <svg {...common}>
          <path d="M14.5 8.5H16V5.2h-2.2c-2.3 0-3.5 1.4-3.5 3.6v2H8.2v3.2h2.1V21h3.3v-7h2.3l.4-3.2h-2.7V9.3c0-.5.3-.8.9-.8Z" />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...common}>
          <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
          <circle cx="12" cy="12" r="3.8" />
          <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
        </svg>
      );
    case 'tiktok':
      return (
        <svg {...common}>
          <path d="M13.5 3.5v11.2a3.2 3.2 0 1 1-3.2-3.2" />
          <path d="M13.5 3.5c.4 2.6 2.2 4.3 4.9 4.5" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...common}>
          <rect x="2.8" y="5.8" width="18.4" height="12.4" rx="3.5" />
          <path d="m10.2 9.4 4.6 2.6-4.6 2.6Z" fill="currentColor" />
        </svg>
      );
    case 'whatsapp':
      return (
        <svg {...common}>
          <path d="M4.2 19.8 5.3 16A8 8 0 1 1 8.2 18.8Z" />
          <path d="M9.3 8.6c.2 2.8 2.6 5.5 5.7 6.1l.9-1.3-1.7-.9-.8.8c-1.1-.5-2-1.4-2.5-2.5l.8-.8-.9-1.7Z" />
        </svg>
      );
  }
}
