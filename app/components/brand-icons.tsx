import type { SVGProps } from "react";

/*
 * Brand marks for the social links. X and YouTube paths come from Simple Icons (CC0); LinkedIn,
 * TikTok and Instagram are drawn here in fewer points (Simple Icons' versions weigh ten times
 * more, and every page carries them in its footer). Inline SVG keeps them out of the network and
 * lets them take the text colour.
 */
type IconProps = SVGProps<SVGSVGElement>;

function BrandIcon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d={d} />
    </svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <BrandIcon
      {...props}
      d="M14.234 10.162 22.977 0h-2.072l-7.591 8.824L7.251 0H.258l9.168 13.343L.258 24H2.33l8.016-9.318L16.749 24h6.993zm-2.837 3.299-.929-1.329L3.076 1.56h3.182l5.965 8.532.929 1.329 7.754 11.09h-3.182z"
    />
  );
}

export function TikTokIcon(props: IconProps) {
  return (
    <BrandIcon
      {...props}
      d="M16.6 2c.4 2.6 2 4.3 4.9 4.6v3.3a8.3 8.3 0 0 1-4.8-1.5v6.7A6.1 6.1 0 1 1 10.6 9v3.4a2.8 2.8 0 1 0 2.6 2.8V2z"
    />
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <BrandIcon
      {...props}
      d="M23.498 6.186a3.016 3.016 0 0 0-2.122-2.136C19.505 3.545 12 3.545 12 3.545s-7.505 0-9.377.505A3.017 3.017 0 0 0 .502 6.186C0 8.07 0 12 0 12s0 3.93.502 5.814a3.016 3.016 0 0 0 2.122 2.136c1.871.505 9.376.505 9.376.505s7.505 0 9.377-.505a3.015 3.015 0 0 0 2.122-2.136C24 15.93 24 12 24 12s0-3.93-.502-5.814zM9.545 15.568V8.432L15.818 12l-6.273 3.568z"
    />
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <BrandIcon
      {...props}
      d="M3.5 8.75h3.9V21H3.5zM5.45 2.75a2.25 2.25 0 1 1 0 4.5 2.25 2.25 0 0 1 0-4.5M9.85 8.75h3.73v1.68h.05c.52-.98 1.8-2.02 3.7-2.02 3.95 0 4.67 2.6 4.67 5.98V21h-3.89v-5.93c0-1.42-.03-3.24-1.97-3.24-1.98 0-2.28 1.54-2.28 3.13V21H9.85z"
    />
  );
}
