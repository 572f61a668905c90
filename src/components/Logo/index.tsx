import { portalColors } from '@/theme';
import { useId } from 'react';

/**
 * The zone's emblem drawn inline: no request and no image decode before the header paints, and it
 * takes its box from the surrounding CSS like the image did. Decorative (the link beside it names
 * the site), so hidden from assistive technology.
 */
export default function Logo({ className }: { className?: string }) {
  // Each copy needs its own gradient id: the shell and the portal may both show the emblem.
  const gradient = `logo-gradient-${useId().replace(/:/g, '')}`;
  return (
    <svg
      className={className}
      viewBox="0 0 64 64"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={portalColors.brightBlue} />
          <stop offset="1" stopColor={portalColors.deepBlue} />
        </linearGradient>
      </defs>
      <path
        d="M32 3 57 15v18c0 14.5-10.4 24.6-25 28C17.4 57.6 7 47.5 7 33V15z"
        fill={`url(#${gradient})`}
      />
      <path
        d="M32 11 50 19.6V33c0 10.3-7.2 18-18 21-10.8-3-18-10.7-18-21V19.6z"
        fill="none"
        stroke={portalColors.white}
        strokeOpacity=".35"
        strokeWidth="2"
      />
      <circle cx="32" cy="28" r="8" fill="none" stroke={portalColors.white} strokeWidth="4" />
      <path
        d="M32 36v11M26 47h12"
        stroke={portalColors.white}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M24 22l-4-4M40 22l4-4"
        stroke={portalColors.sunflower}
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
